import {
  Anchor,
  Badge,
  Group,
  LoadingOverlay,
  Stack,
  Text,
  TextInput,
  Title,
  Box,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import type { ParticipantSummary } from '../api/types';
import { DataTable } from '../components/data-table';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { navigate, useLoad } from '../hooks';
import { routeHref } from '../routes';

const hrefOf = (p: ParticipantSummary) =>
  routeHref({ page: 'participant', id: p.id, tab: 'statement' });

export function ParticipantsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [query, setQuery] = useState('');
  const loaded = useLoad('participants', (signal) => api.participants(signal));
  const needle = query.trim().toLowerCase();
  const rows = (loaded.data ?? []).filter(
    (p) =>
      needle === '' ||
      p.id.toLowerCase().includes(needle) ||
      (p.name ?? '').toLowerCase().includes(needle),
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t('participants.title')}</Title>
          {loaded.data !== undefined && (
            <Text size="sm" c="dimmed">
              {t('participants.count', { n: loaded.data.length })}
            </Text>
          )}
        </div>
        <TextInput
          label={t('common.search')}
          placeholder={t('participants.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={240}
          data-testid="participant-search"
        />
      </Group>
      {loaded.error !== undefined && <ProblemAlert error={loaded.error} onRetry={loaded.reload} />}
      <Box pos="relative" mih={80}>
        <LoadingOverlay visible={loaded.loading} zIndex={50} />
        <DataTable
          testId="participants"
          rows={rows}
          rowKey={(p) => p.id}
          onRowClick={(p) => navigate(hrefOf(p))}
          empty={loaded.data === undefined ? t('common.loading') : t('common.noMatch')}
          columns={[
            {
              key: 'id',
              header: t('participants.id'),
              cell: (p) => (
                <Anchor href={hrefOf(p)} fw={600} onClick={(event) => event.stopPropagation()}>
                  {p.id}
                </Anchor>
              ),
            },
            { key: 'name', header: t('participants.name'), cell: (p) => p.name ?? '—' },
            {
              key: 'hireDate',
              nowrap: true,
              header: t('participants.hireDate'),
              cell: (p) => format.date(p.hireDate),
            },
            {
              key: 'status',
              header: t('participants.status'),
              cell: (p) =>
                p.status === undefined || p.status === null ? (
                  '—'
                ) : (
                  <Badge variant="light" color="gray">
                    {p.status}
                  </Badge>
                ),
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
