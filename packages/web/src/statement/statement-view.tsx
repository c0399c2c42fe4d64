import { Badge, Box, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import type { Fact, Payment, Statement } from '../api/types';
import { AsOfInput } from '../components/as-of-input';
import { BenefitBadge } from '../components/labels';
import { LoadedBox, PageHeader } from '../components/page';
import { PeriodDownloads } from './period-downloads';
import { useFormat } from '../components/use-format';
import { todayIso } from '../format/dates';
import { useLoad } from '../hooks';
import { Balances } from './balances';
import { PaymentsTable } from './payments-table';
import {
  ClaimsTable,
  CreditsTable,
  DeferralsTable,
  KeyEmployeeTable,
  RefusedTable,
} from './statement-tables';

/** Payments made by the as-of date, then those the server projects after it (`scheduled`). */
function paymentsOf(statement: Statement): Payment[] {
  return [...(statement.payments ?? []), ...(statement.scheduled ?? [])];
}

/** Where the participant stands on the as-of date: Separation, Key Employee, next payment. */
function StatusLine({ statement, asOf }: { statement: Statement; asOf: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const keyEmployeeNow = (statement.keyEmployee ?? []).some((p) => p.from <= asOf && asOf <= p.to);
  const next = paymentsOf(statement).find((payment) => payment.date > asOf);
  return (
    <Group gap="sm" align="stretch" wrap="wrap">
      <Paper withBorder radius="md" px="md" py="xs" data-testid="separation">
        <Text size="sm" fw={500}>
          {statement.separation
            ? t('statement.separation', { date: format.date(statement.separation.date) })
            : t('statement.notSeparated')}
        </Text>
      </Paper>
      {keyEmployeeNow && (
        <Badge size="lg" color="orange" variant="light" radius="sm" style={{ alignSelf: 'center' }}>
          {t('statement.keyEmployeeNow')}
        </Badge>
      )}
      <Paper withBorder radius="md" px="md" py="xs" data-testid="next-payment">
        {next === undefined ? (
          <Text size="sm" c="dimmed">
            {t('statement.noNextPayment')}
          </Text>
        ) : (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('statement.nextPayment')}
            </Text>
            <Text size="sm" fw={700} className="money">
              {format.money(next.amount)}
            </Text>
            <Text size="sm">{format.date(next.date)}</Text>
            <BenefitBadge benefit={next.benefit} />
          </Group>
        )}
      </Paper>
      {(statement.forfeited ?? []).map((forfeiture) => (
        <Paper
          key={forfeiture.date}
          withBorder
          radius="md"
          px="md"
          py="xs"
          bg="var(--mantine-color-red-light)"
        >
          <Text size="sm">
            {t('statement.forfeited', {
              amount: format.money(forfeiture.amount),
              date: format.date(forfeiture.date),
            })}{' '}
            ({(forfeiture.rules ?? ['4.2']).join(', ')})
          </Text>
        </Paper>
      ))}
    </Group>
  );
}

function tabLabel(label: string, count: number) {
  return (
    <Group gap={6} wrap="nowrap">
      <span>{label}</span>
      <Badge size="xs" variant="light" color={count === 0 ? 'gray' : 'blue'} circle={count < 10}>
        {count}
      </Badge>
    </Group>
  );
}

interface StatementViewProps {
  statement: Statement;
  asOf: string;
  events?: Fact[];
}

/** A participant's statement (FORMAT.md "Output"): what the plan owes and why. */
export function StatementView({ statement, asOf, events }: StatementViewProps) {
  const { t } = useTranslation();
  const payments = paymentsOf(statement);
  const deferrals = statement.deferrals ?? [];
  const credits = statement.companyCredits ?? [];
  const refused = statement.refused ?? [];
  const periods = statement.keyEmployee ?? [];
  const claims = statement.claims ?? [];
  // Each tab: its name (statement.tabs.<value>), how many rows it holds, and its table.
  const tabs = [
    {
      value: 'payments',
      count: payments.length,
      table: <PaymentsTable payments={payments} asOf={asOf} />,
    },
    {
      value: 'deferrals',
      count: deferrals.length,
      table: <DeferralsTable deferrals={deferrals} />,
    },
    { value: 'credits', count: credits.length, table: <CreditsTable credits={credits} /> },
    {
      value: 'refused',
      count: refused.length,
      table: <RefusedTable refused={refused} events={events} />,
    },
    { value: 'keyEmployee', count: periods.length, table: <KeyEmployeeTable periods={periods} /> },
    { value: 'claims', count: claims.length, table: <ClaimsTable claims={claims} /> },
  ];
  return (
    <Stack gap="lg">
      <StatusLine statement={statement} asOf={asOf} />
      <Balances balances={statement.balances ?? {}} />
      <Tabs defaultValue="payments" keepMounted={false} variant="outline">
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tabLabel(t(`statement.tabs.${tab.value}`), tab.count)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Box pt="md">
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              {tab.table}
            </Tabs.Panel>
          ))}
        </Box>
      </Tabs>
    </Stack>
  );
}

/** The statement of one participant with its "as of" date picker; re-fetches on a new date. */
export function StatementPanel({
  participantId,
  events,
  title,
}: {
  participantId: string;
  events?: Fact[];
  /** In the console the page already names the participant. */
  title?: string;
}) {
  const { t } = useTranslation();
  const [asOf, setAsOf] = useState(todayIso);
  const loaded = useLoad(
    `statement:${participantId}:${asOf}`,
    // The payments table shows each payment's trace (payments-table.tsx): asked for.
    (signal) => api.statement(participantId, asOf, signal, { explain: true }),
    { keepPrevious: true },
  );
  return (
    <Stack gap="md">
      <PageHeader
        title={title ?? t('statement.title')}
        subtitle={t('statement.participant', { id: participantId })}
      >
        <AsOfInput value={asOf} onChange={setAsOf} />
      </PageHeader>
      <LoadedBox loaded={loaded} mih={120} blur={1}>
        {loaded.data !== undefined && (
          <StatementView statement={loaded.data} asOf={loaded.data.asOf ?? asOf} events={events} />
        )}
      </LoadedBox>
      <PeriodDownloads participantId={participantId} />
    </Stack>
  );
}
