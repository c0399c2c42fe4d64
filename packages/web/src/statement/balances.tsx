import { Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isSummedAccount, sortAccounts } from '../format/accounts';
import { centsNumber, sumMoney } from '../format/money';
import { accountColor, useAccountName } from '../components/labels';
import { useFormat } from '../components/use-format';

const BalanceChart = lazy(() => import('./balance-chart'));

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
          <Card key={account} withBorder padding="sm" radius="md" data-balance={account}>
            <Text size="xs" c="dimmed" fw={600}>
              {name(account)}
            </Text>
            <Text
              fz={{ base: 'lg', xl: 'xl' }}
              fw={700}
              c={`${accountColor(account)}.8`}
              className="money"
            >
              {format.money(balances[account])}
            </Text>
            {account === 'CCAVested' && (
              <Text size="xs" c="dimmed">
                {t('statement.vestedOf')}
              </Text>
            )}
          </Card>
        ))}
        <Card
          withBorder
          padding="sm"
          radius="md"
          bg="var(--mantine-color-blue-light)"
          data-balance="total"
        >
          <Text size="xs" c="dimmed" fw={600}>
            {t('statement.owed')}
          </Text>
          <Text fz={{ base: 'lg', xl: 'xl' }} fw={800} className="money">
            {format.money(total)}
          </Text>
        </Card>
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
