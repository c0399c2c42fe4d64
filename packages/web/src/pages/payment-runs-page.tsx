import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledChoice } from '../components/labelled-choice';
import { writes } from '../api/client';
import type { PaymentRun, PaymentRunWithLines, PrepareRunBody, User } from '../api/types';
import { DataTable, type Column } from '../components/data-table';
import { LoadedBox, PageHeader } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { easternToday } from '../forms/election-state';
import { useSubmission } from '../forms/field-notes';
import { navigate, useLoad } from '../hooks';
import { routeHref } from '../routes';

const statusColors: Record<string, string> = {
  prepared: 'orange',
  approved: 'teal',
  cancelled: 'gray',
};

/** A run's status in words; a status this web does not know yet shows as the server sent it. */
export function RunStatusBadge({ status }: { status: string }) {
  const { t, i18n } = useTranslation();
  const key = `paymentRuns.statuses.${status}`;
  return (
    <Badge color={statusColors[status] ?? 'gray'} variant="light" data-status={status}>
      {i18n.exists(key) ? t(key) : status}
    </Badge>
  );
}

/** Who may prepare and cancel a run (the server's rule: administrator and Committee). */
export const mayPrepare = (user: User) =>
  user.role === 'administrator' || user.role === 'committee';

function PrepareRunForm() {
  const { t } = useTranslation();
  const today = easternToday();
  const [body, setBody] = useState<PrepareRunBody>({
    payFrom: `${today.slice(0, 7)}-01`,
    payThrough: today,
    source: 'general',
  });
  const submission = useSubmission<PaymentRunWithLines>();
  const prepare = () =>
    submission.run(async () => {
      const run = await writes.preparePaymentRun(body);
      navigate(routeHref({ page: 'paymentRun', id: run.id }));
      return run;
    });
  const date = (name: 'payFrom' | 'payThrough') => (
    <TextInput
      type="date"
      label={t(`paymentRuns.prepare.${name}`)}
      name={`run.${name}`}
      value={body[name]}
      onChange={(event) => setBody({ ...body, [name]: event.currentTarget.value })}
      w={190}
    />
  );
  return (
    <Card withBorder radius="md" padding="md" data-testid="prepare-run">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {t('paymentRuns.prepare.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('paymentRuns.prepare.help')}
          </Text>
        </div>
        <Group align="flex-end" gap="md">
          {date('payFrom')}
          {date('payThrough')}
          <LabelledChoice<'general' | 'trust'>
            label={t('paymentRuns.source')}
            value={body.source ?? 'general'}
            onChange={(source) => setBody({ ...body, source })}
            data={(['general', 'trust'] as const).map((value) => ({
              value,
              label: t(`paymentRuns.sources.${value}`),
            }))}
          />
          <Button
            onClick={() => void prepare()}
            loading={submission.busy}
            disabled={body.payFrom === '' || body.payThrough === ''}
            data-testid="prepare-run-submit"
          >
            {t('paymentRuns.prepare.submit')}
          </Button>
        </Group>
        {submission.error !== undefined && <ProblemAlert error={submission.error} />}
      </Stack>
    </Card>
  );
}

function useRunColumns(): Column<PaymentRun>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string | null) => (
    <Text size="sm" className="money">
      {format.money(value)}
    </Text>
  );
  return [
    {
      key: 'id',
      header: t('paymentRuns.id'),
      cell: (run) => (
        <Anchor href={routeHref({ page: 'paymentRun', id: run.id })} ff="monospace" size="sm">
          {run.id}
        </Anchor>
      ),
    },
    {
      key: 'period',
      header: t('paymentRuns.period'),
      nowrap: true,
      cell: (run) =>
        t('paymentRuns.periodValue', {
          from: format.date(run.payFrom),
          to: format.date(run.payThrough),
        }),
    },
    {
      key: 'status',
      header: t('paymentRuns.status'),
      cell: (run) => <RunStatusBadge status={run.status} />,
    },
    {
      key: 'source',
      header: t('paymentRuns.source'),
      cell: (run) => t(`paymentRuns.sources.${run.source}`),
    },
    {
      key: 'gross',
      header: t('paymentRuns.gross'),
      numeric: true,
      cell: (r) => money(r.totals.gross),
    },
    {
      key: 'withheld',
      header: t('paymentRuns.withheld'),
      numeric: true,
      cell: (r) => money(r.totals.withheld),
    },
    { key: 'net', header: t('paymentRuns.net'), numeric: true, cell: (r) => money(r.totals.net) },
    { key: 'preparedBy', header: t('paymentRuns.preparedBy'), cell: (run) => run.preparedBy },
    {
      key: 'decidedBy',
      header: t('paymentRuns.decidedBy'),
      cell: (run) => run.approvedBy ?? run.cancelledBy ?? '—',
    },
  ];
}

/** 8.2: the payment runs, the latest first, and (for those who may) a new one prepared. */
export function PaymentRunsPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const loaded = useLoad('payment-runs', (signal) => writes.paymentRuns(signal));
  const runs = [...(loaded.data ?? [])].sort((a, b) =>
    a.preparedAt === b.preparedAt
      ? b.payThrough.localeCompare(a.payThrough)
      : b.preparedAt.localeCompare(a.preparedAt),
  );
  const columns = useRunColumns();
  return (
    <Stack gap="md">
      <PageHeader title={t('paymentRuns.title')} subtitle={t('paymentRuns.subtitle')} />
      {mayPrepare(user) && <PrepareRunForm />}
      <LoadedBox loaded={loaded}>
        <DataTable
          testId="payment-runs"
          label={t('paymentRuns.title')}
          rows={runs}
          rowKey={(run) => run.id}
          empty={t('paymentRuns.none')}
          columns={columns}
        />
      </LoadedBox>
    </Stack>
  );
}
