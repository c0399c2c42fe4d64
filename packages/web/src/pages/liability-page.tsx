import { Anchor, Box, Group, LoadingOverlay, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import type { LiabilityRow } from '../api/types';
import { DataTable, type Column } from '../components/data-table';
import { AccountLabel } from '../components/labels';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { isIsoDate, todayIso } from '../format/dates';
import { sortAccounts } from '../format/accounts';
import { sumMoney } from '../format/money';
import { useLoad } from '../hooks';
import { routeHref } from '../routes';

/** The liability report: each participant's balances by sub-account, with totals. */
export function LiabilityPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [asOf, setAsOf] = useState(todayIso);
  const loaded = useLoad(`liability:${asOf}`, (signal) => api.liability(asOf, signal), {
    keepPrevious: true,
  });
  const report = loaded.data;
  const rows = report?.participants ?? [];
  const accountSet = new Set<string>();
  for (const row of rows) for (const account of Object.keys(row.balances)) accountSet.add(account);
  const accounts = sortAccounts(accountSet);
  const money = (value: string | undefined) => (
    <Text size="sm" className="money">
      {format.money(value)}
    </Text>
  );
  const columns: Column<LiabilityRow>[] = [
    {
      key: 'participant',
      header: t('liability.participant'),
      cell: (row) => (
        <Anchor href={routeHref({ page: 'participant', id: row.id, tab: 'statement' })} fw={600}>
          {row.name ? `${row.name} (${row.id})` : row.id}
        </Anchor>
      ),
      footer: t('liability.totals'),
    },
    ...accounts.map<Column<LiabilityRow>>((account) => ({
      key: account,
      header: <AccountLabel account={account} />,
      numeric: true,
      cell: (row) => money(row.balances[account]),
      footer: format.money(
        report?.totals[account] ?? sumMoney(rows.map((row) => row.balances[account])),
      ),
    })),
    {
      key: 'total',
      header: t('common.total'),
      numeric: true,
      cell: (row) => (
        <Text size="sm" fw={700} className="money">
          {format.money(row.total)}
        </Text>
      ),
      footer: format.money(report?.totals.total ?? sumMoney(rows.map((row) => row.total))),
    },
  ];
  // What is vested (3.6, 4.2), when the server reports it.
  if (rows.some((row) => row.owed !== undefined) || report?.totals.owed !== undefined) {
    columns.push({
      key: 'owed',
      header: t('liability.owed'),
      numeric: true,
      cell: (row) => money(row.owed),
      footer: format.money(report?.totals.owed ?? sumMoney(rows.map((row) => row.owed))),
    });
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t('liability.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('liability.subtitle')}
          </Text>
        </div>
        <TextInput
          type="date"
          label={t('common.asOf')}
          value={asOf}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isIsoDate(value)) setAsOf(value);
          }}
          w={180}
          data-testid="as-of"
        />
      </Group>
      {loaded.error !== undefined && <ProblemAlert error={loaded.error} onRetry={loaded.reload} />}
      <Box pos="relative" mih={80}>
        <LoadingOverlay visible={loaded.loading} zIndex={50} />
        <DataTable testId="liability" rows={rows} rowKey={(row) => row.id} columns={columns} />
      </Box>
    </Stack>
  );
}
