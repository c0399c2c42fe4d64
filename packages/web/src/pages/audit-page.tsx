import {
  Box,
  Button,
  Code,
  Group,
  LoadingOverlay,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import type { AuditEntry } from '../api/types';
import { DataTable } from '../components/data-table';
import { ProblemAlert } from '../components/problem-alert';
import { TraceView } from '../components/trace-view';
import { useFormat } from '../components/use-format';
import { useLoad } from '../hooks';

const entryKey = (entry: AuditEntry, index: number) => String(entry.seq ?? index);
const hasChange = (entry: AuditEntry) =>
  (entry.before !== undefined && entry.before !== null) ||
  (entry.after !== undefined && entry.after !== null);

/** What an entry changed: the record before and after. */
function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" gap="xl" px="xs" data-testid="audit-change">
      {(['before', 'after'] as const).map((side) => (
        <Stack key={side} gap={4} miw={240}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t(`audit.${side}`)}
          </Text>
          {entry[side] === undefined || entry[side] === null ? (
            <Text size="sm" c="dimmed">
              —
            </Text>
          ) : (
            <TraceView trace={entry[side]} />
          )}
        </Stack>
      ))}
    </Group>
  );
}

/** The audit log, in the order the server numbers it. */
export function AuditPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const loaded = useLoad('audit', (signal) => api.audit(signal));
  const [open, setOpen] = useState<string | undefined>();
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('audit.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('audit.subtitle')}
        </Text>
      </div>
      {loaded.error !== undefined && <ProblemAlert error={loaded.error} onRetry={loaded.reload} />}
      <Box pos="relative" mih={80}>
        <LoadingOverlay visible={loaded.loading} zIndex={50} />
        <DataTable
          testId="audit"
          rows={loaded.data ?? []}
          rowKey={entryKey}
          detail={(entry, index) =>
            open === entryKey(entry, index) ? <Change entry={entry} /> : null
          }
          columns={[
            { key: 'seq', header: t('audit.seq'), numeric: true, cell: (e) => e.seq },
            { key: 'at', header: t('audit.at'), nowrap: true, cell: (e) => format.instant(e.at) },
            { key: 'actor', header: t('audit.actor'), cell: (e) => e.actor },
            { key: 'action', header: t('audit.action'), cell: (e) => <Code>{e.action}</Code> },
            {
              key: 'entity',
              header: t('audit.entity'),
              cell: (e) => (e.entityId ? `${e.entity} ${e.entityId}` : e.entity),
            },
            { key: 'reason', header: t('audit.reason'), cell: (e) => e.reason ?? '—' },
            {
              key: 'hash',
              header: t('audit.hash'),
              cell: (e) =>
                e.hash === undefined ? (
                  '—'
                ) : (
                  <Tooltip label={e.hash} withArrow>
                    <Code>{e.hash.slice(0, 12)}…</Code>
                  </Tooltip>
                ),
            },
            {
              key: 'change',
              header: t('audit.change'),
              cell: (e, index) =>
                hasChange(e) ? (
                  <Button
                    size="compact-xs"
                    variant={open === entryKey(e, index) ? 'filled' : 'light'}
                    onClick={() =>
                      setOpen((current) =>
                        current === entryKey(e, index) ? undefined : entryKey(e, index),
                      )
                    }
                    data-testid="audit-toggle"
                  >
                    {open === entryKey(e, index) ? t('audit.hideChange') : t('audit.showChange')}
                  </Button>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
