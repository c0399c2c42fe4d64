import { Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isSummedAccount, sortAccounts } from '../format/accounts';
import { centsNumber, sumMoney } from '../format/money';
import { accountColor, useAccountName } from '../components/labels';
import { useFormat } from '../components/use-format';

const BalanceChart = lazy(() => import('./balance-chart'));

/** One figure in a card: a sub-account's balance, or the total. */
function BalanceCard(props: {
  id: string;
  label: string;
  value: string;
  note?: string;
  color?: string;
}) {
  const total = props.id === 'total';
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      bg={total ? 'var(--mantine-color-blue-light)' : undefined}
      data-balance={props.id}
    >
      <Text size="xs" c="dimmed" fw={600}>
        {props.label}
      </Text>
      <Text fz={{ base: 'lg', xl: 'xl' }} fw={total ? 800 : 700} c={props.color} className="money">
        {props.value}
      </Text>
      {props.note !== undefined && (
        <Text size="xs" c="dimmed">
          {props.note}
        </Text>
      )}
    </Card>
  );
}

/** Balances per sub-account (FORMAT.md `balances`), their total, and a chart. */
export function Balances({ balances }: { balances: Record<string, string> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = useAccountName();
  const accounts = sortAccounts(Object.keys(balances));
  // CCAVested is the vested part of the CCA, not more money: it is not added again.
  const total = sumMoney(accounts.filter(isSummedAccount).map((account) => balances[account]));
  const chart = accounts.map((account) => ({
    account: name(account, true),
    cents: centsNumber(balances[account] ?? '0'),
    color: `${accountColor(account)}.6`,
  }));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={3} size="h4">
          {t('statement.balances')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('statement.balancesNote')}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(accounts.length + 1, 5) }} spacing="sm">
        {accounts.map((account) => (
          <BalanceCard
            key={account}
            id={account}
            label={name(account)}
            value={format.money(balances[account])}
            color={`${accountColor(account)}.8`}
            note={account === 'CCAVested' ? t('statement.vestedOf') : undefined}
          />
        ))}
        <BalanceCard id="total" label={t('statement.owed')} value={format.money(total)} />
      </SimpleGrid>
      {accounts.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Text size="sm" fw={600} mb="xs">
            {t('statement.chart')}
          </Text>
          <Suspense fallback={<Skeleton h={220} />}>
            <BalanceChart bars={chart} />
          </Suspense>
        </Paper>
      )}
    </Stack>
  );
}
