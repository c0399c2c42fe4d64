import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, apiHref, writes } from '../api/client';
import type { PaymentRunWithLines, RunLine, Trace, User } from '../api/types';
import { DataTable, type Column } from '../components/data-table';
import { AccountLabel, BenefitBadge, RuleBadges } from '../components/labels';
import { LoadedBox, PageHeader } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { TraceView } from '../components/trace-view';
import { useFormat } from '../components/use-format';
import { useSubmission } from '../forms/field-notes';
import { useLoad } from '../hooks';
import { routeHref } from '../routes';
import { mayPrepare, RunStatusBadge } from './payment-runs-page';
import { reportsUncashed, UncashedChecks } from './uncashed-checks';

/** A line's trace: how the payment was computed, then its withholding (8.3). */
function LineWhy({ line }: { line: RunLine }) {
  const { t } = useTranslation();
  const trace = (line.trace ?? null) as Trace;
  const parts =
    trace !== null && typeof trace === 'object' && !Array.isArray(trace)
      ? Object.entries(trace)
      : [['payment', trace] as const];
  return (
    <Stack gap="xs" px="xs" py={4} data-testid="line-why">
      <RuleBadges rules={line.rules} />
      {parts.map(([part, value]) => (
        <Stack key={part} gap={2}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {part === 'payment' || part === 'withholding' ? t(`paymentRun.${part}`) : part}
          </Text>
          <TraceView trace={value} labels="withholdingTrace" />
        </Stack>
      ))}
    </Stack>
  );
}

type Format = ReturnType<typeof useFormat>;
type Translate = ReturnType<typeof useTranslation>['t'];

/** Gross, withholding (8.3) and net of each line, the run's totals beneath. */
function amountColumns(t: Translate, format: Format, run?: PaymentRunWithLines): Column<RunLine>[] {
  const money = (value: string | null | undefined, strong = false) => (
    <Text size="sm" className="money" fw={strong ? 700 : undefined}>
      {format.money(value)}
    </Text>
  );
  return (['gross', 'withheld', 'net'] as const).map((key) => ({
    key,
    header: t(`paymentRun.${key}`),
    numeric: true,
    cell: (line: RunLine) => money(line[key]),
    footer: money(run?.totals[key], true),
  }));
}

function useLineColumns(
  names: Map<string, string>,
  open: ReadonlySet<number>,
  toggle: (lineNo: number) => void,
  run: PaymentRunWithLines | undefined,
): Column<RunLine>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    { key: 'line', header: t('paymentRun.line'), numeric: true, cell: (l) => l.lineNo },
    {
      key: 'participant',
      header: t('paymentRun.participant'),
      cell: (l) => {
        const name = names.get(l.participantId);
        return name === undefined ? l.participantId : `${name} (${l.participantId})`;
      },
      footer: t('paymentRun.totals'),
    },
    {
      key: 'account',
      header: t('paymentRun.account'),
      cell: (l) => <AccountLabel account={l.account} />,
    },
    {
      key: 'benefit',
      header: t('paymentRun.benefit'),
      cell: (l) => <BenefitBadge benefit={l.benefit} />,
    },
    {
      key: 'date',
      header: t('paymentRun.date'),
      nowrap: true,
      cell: (l) => format.date(l.paymentDate),
    },
    {
      key: 'installment',
      header: t('paymentRun.installment'),
      nowrap: true,
      cell: (l) =>
        l.installment === null
          ? t('payments.lumpSum')
          : t('payments.installmentOf', { k: l.installment[0], n: l.installment[1] }),
    },
    ...amountColumns(t, format, run),
    {
      key: 'why',
      header: t('paymentRun.why'),
      cell: (l) => (
        <Button
          size="compact-xs"
          variant={open.has(l.lineNo) ? 'filled' : 'light'}
          onClick={() => toggle(l.lineNo)}
          aria-expanded={open.has(l.lineNo)}
          data-testid="line-why-toggle"
        >
          {open.has(l.lineNo) ? t('payments.hideWhy') : t('payments.showWhy')}
        </Button>
      ),
    },
  ];
}

/** Who did what to the run, and when. */
function RunFacts({ run }: { run: PaymentRunWithLines }) {
  const { t } = useTranslation();
  const format = useFormat();
  const line = (key: string, by: string | null, at: string | null) =>
    by === null ? null : (
      <Text size="sm" data-testid={`run-${key}`}>
        {t(`paymentRun.${key}`, { by, at: format.instant(at) })}
      </Text>
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="xs">
            <RunStatusBadge status={run.status} />
            <Text size="sm">
              {t('paymentRuns.periodValue', {
                from: format.date(run.payFrom),
                to: format.date(run.payThrough),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`paymentRuns.sources.${run.source}`)}
            </Text>
          </Group>
          {line('prepared', run.preparedBy, run.preparedAt)}
          {line('approved', run.approvedBy, run.approvedAt)}
          {line('cancelled', run.cancelledBy, run.cancelledAt)}
        </Stack>
        <SimpleGrid cols={3} spacing="lg" data-testid="run-totals">
          {(['gross', 'withheld', 'net'] as const).map((key) => (
            <Stack key={key} gap={0}>
              <Text size="xs" c="dimmed" fw={600}>
                {t(`paymentRuns.${key}`)}
              </Text>
              <Text fw={700} className="money">
                {format.money(run.totals[key])}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Group>
    </Paper>
  );
}

/** Approve (a Committee member who did not prepare it), cancel, or download the CSV. */
function RunActions(props: {
  run: PaymentRunWithLines;
  user: User;
  onDone: (what: 'approvedNow' | 'cancelledNow') => void;
}) {
  const { t } = useTranslation();
  const { run, user } = props;
  const submission = useSubmission<'approvedNow' | 'cancelledNow'>();
  const act = (what: 'approvedNow' | 'cancelledNow') =>
    submission.run(async () => {
      if (what === 'approvedNow') await writes.approvePaymentRun(run.id);
      else await writes.cancelPaymentRun(run.id);
      props.onDone(what);
      return what;
    });
  const pending = run.status === 'prepared';
  const own = run.preparedBy === user.username;
  const reason = own
    ? t('paymentRun.ownPrepared')
    : user.role === 'committee'
      ? undefined
      : t('paymentRun.committeeOnly');
  const approve = (
    <Button
      disabled={reason !== undefined}
      loading={submission.busy}
      onClick={() => void act('approvedNow')}
      data-testid="run-approve"
    >
      {t('paymentRun.approve')}
    </Button>
  );
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {pending && (reason === undefined ? approve : <Tooltip label={reason}>{approve}</Tooltip>)}
        {pending && mayPrepare(user) && (
          <Button
            variant="default"
            loading={submission.busy}
            onClick={() => void act('cancelledNow')}
            data-testid="run-cancel"
          >
            {t('paymentRun.cancel')}
          </Button>
        )}
        <Button
          component="a"
          variant="light"
          href={apiHref(`/payment-runs/${encodeURIComponent(run.id)}/lines.csv`)}
          download={`payment-run-${run.id}.csv`}
          data-testid="run-csv"
        >
          {t('paymentRun.csv')}
        </Button>
      </Group>
      {pending && reason !== undefined && (
        <Text size="sm" c="dimmed" data-testid="run-approve-reason">
          {reason}
        </Text>
      )}
      {submission.error !== undefined && <ProblemAlert error={submission.error} />}
    </Stack>
  );
}

function useOpenLines() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (lineNo: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(lineNo)) next.delete(lineNo);
      else next.add(lineNo);
      return next;
    });
  return { open, toggle };
}

/** One payment run: its lines with gross, withholding and net, and what may be done with it. */
export function PaymentRunPage({ id, user }: { id: string; user: User }) {
  const { t } = useTranslation();
  const [reloads, setReloads] = useState(0);
  const [done, setDone] = useState<'approvedNow' | 'cancelledNow'>();
  const loaded = useLoad(
    `payment-run:${id}:${reloads}`,
    (signal) => writes.paymentRun(id, signal),
    {
      keepPrevious: true,
    },
  );
  const people = useLoad('participants', (signal) => api.participants(signal));
  const names = new Map((people.data ?? []).map((p) => [p.id, p.name]));
  const { open, toggle } = useOpenLines();
  const run = loaded.data;
  const columns = useLineColumns(names, open, toggle, run);
  return (
    <Stack gap="md">
      <Anchor href={routeHref({ page: 'paymentRuns' })} size="sm">
        {t('paymentRun.back')}
      </Anchor>
      <PageHeader title={t('paymentRun.title', { id })} subtitle={t('paymentRuns.subtitle')} />
      {done !== undefined && (
        <Alert color="teal" data-testid="run-done">
          {t(`paymentRun.${done}`, { id })}
        </Alert>
      )}
      <LoadedBox loaded={loaded}>
        {run !== undefined && (
          <Stack gap="md">
            <RunFacts run={run} />
            <RunActions
              run={run}
              user={user}
              onDone={(what) => {
                setDone(what);
                setReloads((n) => n + 1);
              }}
            />
            {reportsUncashed(user) && (
              <UncashedChecks run={run} names={names} onRecorded={() => setReloads((n) => n + 1)} />
            )}
            <DataTable
              testId="run-lines"
              label={t('paymentRun.title', { id })}
              rows={run.lines}
              rowKey={(line) => String(line.lineNo)}
              empty={t('paymentRun.noLines')}
              columns={columns}
              detail={(line) => (open.has(line.lineNo) ? <LineWhy line={line} /> : null)}
            />
          </Stack>
        )}
      </LoadedBox>
    </Stack>
  );
}
