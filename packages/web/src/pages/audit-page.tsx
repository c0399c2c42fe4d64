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

/** Rows a page shows: the server answers up to 1000, the page asks one more to know of a next. */
export const auditPageSize = 50;

/**
 * Paging forward through the log by `afterSeq`: the cursors of the pages seen, so "Previous"
 * goes back to where the page before began.
 */
function useAuditPages() {
  const [cursors, setCursors] = useState<number[]>([0]);
  const afterSeq = cursors[cursors.length - 1] ?? 0;
  const loaded = useLoad(`audit:${afterSeq}`, (signal) =>
    api.audit({ afterSeq, limit: auditPageSize + 1 }, signal),
  );
  const rows = (loaded.data ?? []).slice(0, auditPageSize);
  const last = rows[rows.length - 1]?.seq;
  const hasNext = (loaded.data ?? []).length > auditPageSize && last !== undefined;
  return {
    loaded,
    rows,
    page: cursors.length,
    hasNext,
    next: () => last !== undefined && setCursors((c) => [...c, last]),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    first: () => setCursors([0]),
  };
}

function Paging({ pages }: { pages: ReturnType<typeof useAuditPages> }) {
  const { t } = useTranslation();
  const { rows } = pages;
  const busy = pages.loaded.loading;
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="audit-paging">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="audit-range">
        {rows.length === 0
          ? t('audit.empty')
          : t('audit.range', {
              page: pages.page,
              from: rows[0]?.seq,
              to: rows[rows.length - 1]?.seq,
            })}
      </Text>
      <Group gap="xs" component="nav" aria-label={t('audit.pages')}>
        <Button
          size="xs"
          variant="default"
          onClick={pages.first}
          disabled={busy || pages.page === 1}
        >
          {t('audit.first')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={pages.previous}
          disabled={busy || pages.page === 1}
          data-testid="audit-previous"
        >
          {t('audit.previous')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={pages.next}
          disabled={busy || !pages.hasNext}
          data-testid="audit-next"
        >
          {t('audit.next')}
        </Button>
      </Group>
    </Group>
  );
}

function useAuditColumns(open: string | undefined, toggle: (key: string) => void) {
  const { t } = useTranslation();
  const format = useFormat();
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
  return columns;
}

/**
 * The audit log, in the order the server numbers it, a page at a time; each entry can show what
 * it changed.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const pages = useAuditPages();
  const [open, setOpen] = useState<string | undefined>();
  const toggle = (key: string) => setOpen((current) => (current === key ? undefined : key));
  const columns = useAuditColumns(open, toggle);
  return (
    <Stack gap="md">
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <Paging pages={pages} />
      <LoadedBox loaded={pages.loaded}>
        <DataTable
          testId="audit"
          label={t('audit.title')}
          rows={pages.rows}
          rowKey={entryKey}
          columns={columns}
          detail={(entry, i) => (open === entryKey(entry, i) ? <Change entry={entry} /> : null)}
        />
      </LoadedBox>
    </Stack>
  );
}
