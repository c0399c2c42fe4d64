import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Claim, CompanyCredit, Deferral, Fact, Period, Refusal } from '../api/types';
import { DataTable, type Column } from '../components/data-table';
import { AccountLabel, ClaimStatusBadge, RuleBadges, useEnumLabel } from '../components/labels';
import { useFormat } from '../components/use-format';
import { sumMoney } from '../format/money';

const money = (text: string) => (
  <Text size="sm" className="money">
    {text}
  </Text>
);

/**
 * The first and last columns of a table of dated amounts: the date (its footer says "Total")
 * and the amount, whose footer is the exact sum of the rows.
 */
function useDatedAmountColumns<Row extends { date: string; amount: string }>(
  rows: Row[],
  messages: 'deferrals' | 'credits',
): { date: Column<Row>; amount: Column<Row> } {
  const { t } = useTranslation();
  const format = useFormat();
  return {
    date: {
      key: 'date',
      nowrap: true,
      header: t(`${messages}.date`),
      cell: (row) => format.date(row.date),
      footer: t('common.total'),
    },
    amount: {
      key: 'amount',
      header: t(`${messages}.amount`),
      numeric: true,
      cell: (row) => money(format.money(row.amount)),
      footer: format.money(sumMoney(rows.map((row) => row.amount))),
    },
  };
}

export function DeferralsTable({ deferrals }: { deferrals: Deferral[] }) {
  const { t } = useTranslation();
  const component = useEnumLabel('component');
  const { date, amount } = useDatedAmountColumns(deferrals, 'deferrals');
  return (
    <DataTable
      testId="deferrals"
      rows={deferrals}
      rowKey={(d, i) => `${i}:${d.date}:${d.account}:${d.component}`}
      columns={[
        date,
        { key: 'component', header: t('deferrals.component'), cell: (d) => component(d.component) },
        {
          key: 'account',
          header: t('deferrals.account'),
          cell: (d) => <AccountLabel account={d.account} />,
        },
        amount,
      ]}
    />
  );
}

export function CreditsTable({ credits }: { credits: CompanyCredit[] }) {
  const { t } = useTranslation();
  const kind = useEnumLabel('creditKind');
  const { date, amount } = useDatedAmountColumns(credits, 'credits');
  return (
    <DataTable
      testId="credits"
      rows={credits}
      rowKey={(c, i) => `${i}:${c.date}:${c.kind}`}
      columns={[
        date,
        { key: 'kind', header: t('credits.kind'), cell: (c) => kind(c.kind) },
        amount,
      ]}
    />
  );
}

/** Refused elections and other events, with the rules that refuse them (FORMAT.md `refused`). */
export function RefusedTable({ refused, events }: { refused: Refusal[]; events?: Fact[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const eventType = useEnumLabel('eventType');
  return (
    <DataTable
      testId="refused"
      rows={refused}
      rowKey={(r, i) => `${i}:${r.index}`}
      columns={[
        {
          key: 'event',
          header: t('refused.event'),
          cell: (r) => {
            // The refusal's index is the event's place among his recorded events.
            const event = events?.[r.index];
            return (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {event === undefined
                    ? t('refused.index', { index: r.index })
                    : eventType(event.type)}
                </Text>
                {event !== undefined && (
                  <Text size="xs" c="dimmed">
                    {t('refused.index', { index: r.index })} · {format.date(event.effectiveDate)}
                  </Text>
                )}
              </Stack>
            );
          },
        },
        { key: 'rules', header: t('refused.rules'), cell: (r) => <RuleBadges rules={r.rules} /> },
        {
          key: 'message',
          header: t('refused.message'),
          cell: (r) => <Text size="sm">{r.message ?? '—'}</Text>,
        },
      ]}
    />
  );
}

export function KeyEmployeeTable({ periods }: { periods: Period[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="xs">
      <Alert variant="light" color="blue" p="xs">
        <Text size="sm">{t('keyEmployee.note')}</Text>
      </Alert>
      <DataTable
        testId="key-employee"
        rows={periods}
        rowKey={(p, i) => `${i}:${p.from}`}
        columns={[
          {
            key: 'from',
            nowrap: true,
            header: t('keyEmployee.from'),
            cell: (p) => format.date(p.from),
          },
          { key: 'to', nowrap: true, header: t('keyEmployee.to'), cell: (p) => format.date(p.to) },
        ]}
      />
    </Stack>
  );
}

/** Claims and their deadlines (Article XI; FORMAT.md `claims`). */
export function ClaimsTable({ claims }: { claims: Claim[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DataTable
      testId="claims"
      rows={claims}
      rowKey={(c) => c.id}
      columns={[
        { key: 'id', header: t('claims.id'), cell: (c) => <Text fw={500}>{c.id}</Text> },
        {
          key: 'status',
          header: t('claims.status'),
          cell: (c) => <ClaimStatusBadge status={c.status} />,
        },
        {
          key: 'decisionDue',
          nowrap: true,
          header: t('claims.decisionDue'),
          cell: (c) => format.date(c.decisionDue),
        },
        {
          key: 'appealBy',
          nowrap: true,
          header: t('claims.appealBy'),
          cell: (c) => format.date(c.appealBy),
        },
        {
          key: 'reviewDue',
          nowrap: true,
          header: t('claims.reviewDue'),
          cell: (c) => format.date(c.reviewDue),
        },
        {
          key: 'suitBy',
          nowrap: true,
          header: t('claims.suitBy'),
          cell: (c) => format.date(c.suitBy),
        },
      ]}
    />
  );
}
