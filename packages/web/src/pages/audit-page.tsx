import { Button, Code, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import type { AuditEntry, Trace } from '../api/types';
import { DataTable, type Column } from '../components/data-table';
import { LoadedBox, PageHeader } from '../components/page';
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
            // Whatever the writer recorded: JSON, so a Trace.
            <TraceView trace={entry[side] as Trace} />
          )}
        </Stack>
      ))}
    </Group>
  );
}

function Hash({ hash }: { hash: string | undefined }) {
  if (hash === undefined) return <>—</>;
  return (
    <Tooltip label={hash} withArrow>
      <Code>{hash.slice(0, 12)}…</Code>
    </Tooltip>
  );
}

function ChangeButton({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-xs"
      variant={expanded ? 'filled' : 'light'}
      onClick={onToggle}
      aria-expanded={expanded}
      data-testid="audit-toggle"
    >
      {expanded ? t('audit.hideChange') : t('audit.showChange')}
    </Button>
  );
}

/** The audit log, in the order the server numbers it; each entry can show what it changed. */
export function AuditPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const loaded = useLoad('audit', (signal) => api.audit(signal));
  const [open, setOpen] = useState<string | undefined>();
  const toggle = (key: string) => setOpen((current) => (current === key ? undefined : key));
  const columns: Column<AuditEntry>[] = [
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
    { key: 'hash', header: t('audit.hash'), cell: (e) => <Hash hash={e.hash} /> },
    {
      key: 'change',
      header: t('audit.change'),
      cell: (e, i) =>
        hasChange(e) ? (
          <ChangeButton
            expanded={open === entryKey(e, i)}
            onToggle={() => toggle(entryKey(e, i))}
          />
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Stack gap="md">
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <LoadedBox loaded={loaded}>
        <DataTable
          testId="audit"
          rows={loaded.data ?? []}
          rowKey={entryKey}
          columns={columns}
          detail={(entry, i) => (open === entryKey(entry, i) ? <Change entry={entry} /> : null)}
        />
      </LoadedBox>
    </Stack>
  );
}
