import { Anchor, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import type { ParticipantSummary } from '../api/types';
import { DataTable, type Column } from '../components/data-table';
import { LoadedBox, PageHeader } from '../components/page';
import { useFormat } from '../components/use-format';
import { navigate, useLoad } from '../hooks';
import { routeHref } from '../routes';

const hrefOf = (p: ParticipantSummary) =>
  routeHref({ page: 'participant', id: p.id, tab: 'statement' });

function useColumns(): Column<ParticipantSummary>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
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
  ];
}

const matches = (p: ParticipantSummary, needle: string) =>
  needle === '' ||
  p.id.toLowerCase().includes(needle) ||
  (p.name ?? '').toLowerCase().includes(needle);

/** Every participant, searchable by id or name; a row opens his statement. */
export function ParticipantsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const loaded = useLoad('participants', (signal) => api.participants(signal));
  const columns = useColumns();
  const rows = (loaded.data ?? []).filter((p) => matches(p, query.trim().toLowerCase()));
  const count =
    loaded.data === undefined ? undefined : t('participants.count', { n: loaded.data.length });
  return (
    <Stack gap="md">
      <PageHeader title={t('participants.title')} subtitle={count}>
        <TextInput
          label={t('common.search')}
          placeholder={t('participants.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={240}
          data-testid="participant-search"
        />
      </PageHeader>
      <LoadedBox loaded={loaded}>
        <DataTable
          testId="participants"
          rows={rows}
          rowKey={(p) => p.id}
          onRowClick={(p) => navigate(hrefOf(p))}
          empty={loaded.data === undefined ? t('common.loading') : t('common.noMatch')}
          columns={columns}
        />
      </LoadedBox>
    </Stack>
  );
}
