import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  admin,
  auditQuery,
  noAuditFilters,
  type AuditFilters,
  type AuditVerdict,
} from '../api/admin';
import { ProblemAlert } from '../components/problem-alert';
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
function useAuditPages(filters: AuditFilters) {
  const [cursors, setCursors] = useState<number[]>([0]);
  const [shown, setShown] = useState(filters);
  // New filters start again from the first page.
  if (shown !== filters) {
    setShown(filters);
    setCursors([0]);
  }
  const afterSeq = cursors[cursors.length - 1] ?? 0;
  const query = auditQuery(filters, { afterSeq, limit: auditPageSize + 1 });
  const loaded = useLoad(`audit:${query}`, (signal) => admin.audit(query, signal));
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

const filterFields = ['actor', 'action', 'participantId', 'from', 'to'] as const;

/** The filters as typed; applied (and the page reset) on "Apply". */
function Filters(props: { applied: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.applied);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      role="search"
      aria-label={t('admin.audit.filters')}
      data-testid="audit-filters"
      onSubmit={(event) => {
        event.preventDefault();
        props.onApply({ ...draft });
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        {filterFields.map((field) => (
          <TextInput
            key={field}
            label={t(`admin.audit.filter.${field}`)}
            type={field === 'from' || field === 'to' ? 'date' : 'text'}
            value={draft[field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((d) => ({ ...d, [field]: value }));
            }}
            data-testid={`audit-filter-${field}`}
          />
        ))}
      </SimpleGrid>
      <Group mt="sm" gap="xs">
        <Button type="submit" size="xs" data-testid="audit-apply">
          {t('admin.audit.apply')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            setDraft(noAuditFilters);
            props.onApply(noAuditFilters);
          }}
        >
          {t('admin.audit.clear')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The hash chain checked by the server: intact, or the first row edited or removed. */
function Verify() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [verdict, setVerdict] = useState<AuditVerdict>();
  const [error, setError] = useState<unknown>();
  return (
    <Stack gap="xs">
      <Group>
        <Button
          size="xs"
          variant="light"
          loading={busy}
          data-testid="audit-verify"
          onClick={() => {
            setBusy(true);
            setError(undefined);
            admin.verifyAudit().then(
              (answer) => {
                setBusy(false);
                setVerdict(answer);
              },
              (e: unknown) => {
                setBusy(false);
                setError(e);
              },
            );
          }}
        >
          {t('admin.audit.verify')}
        </Button>
      </Group>
      {error !== undefined && <ProblemAlert error={error} />}
      {verdict !== undefined && (
        <Alert color={verdict.ok ? 'green' : 'red'} data-testid="audit-verdict">
          {verdict.ok
            ? t('admin.audit.intact', { rows: verdict.rows })
            : t('admin.audit.broken', { seq: verdict.seq, problem: verdict.problem })}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The audit log, in the order the server numbers it, a page at a time, filtered by the server
 * (actor, action, days, participant); each entry can show what it changed. The same rows as
 * CSV, and the hash chain checked on request.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(noAuditFilters);
  const pages = useAuditPages(filters);
  const [open, setOpen] = useState<string | undefined>();
  const toggle = (key: string) => setOpen((current) => (current === key ? undefined : key));
  const columns = useAuditColumns(open, toggle);
  return (
    <Stack gap="md">
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')}>
        <Group gap="sm" align="flex-start">
          <Anchor href={admin.auditCsvHref(auditQuery(filters))} download data-testid="audit-csv">
            {t('admin.audit.csv')}
          </Anchor>
          <Verify />
        </Group>
      </PageHeader>
      <Filters applied={filters} onApply={setFilters} />
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
