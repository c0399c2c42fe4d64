import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFileHref, reportQuery } from '../api/admin';
import { api } from '../api/client';
import type { LiabilityReport, LiabilityRow } from '../api/types';
import { AsOfInput } from '../components/as-of-input';
import { DataTable, type Column } from '../components/data-table';
import { AccountLabel } from '../components/labels';
import { LoadedBox, PageHeader } from '../components/page';
import { useFormat } from '../components/use-format';
import { todayIso } from '../format/dates';
import { sortAccounts } from '../format/accounts';
import { sumMoney } from '../format/money';
import { useLoad } from '../hooks';
import { routeHref } from '../routes';

function Participant({ row }: { row: LiabilityRow }) {
  return (
    <Anchor
      href={routeHref({ page: 'participant', id: row.participantId, tab: 'statement' })}
      fw={600}
    >
      {row.name ? `${row.name} (${row.participantId})` : row.participantId}
    </Anchor>
  );
}

/**
 * A column per sub-account the rows hold, then the total and what is owed (vested: 3.6, 4.2).
 * The server totals SDAs together, so an SDA's footer is summed here, exactly.
 */
function useColumns(report: LiabilityReport | undefined): Column<LiabilityRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = report?.participants ?? [];
  const totals: Record<string, string> = report?.totals ?? {};
  const accounts = sortAccounts(new Set(rows.flatMap((row) => Object.keys(row.balances))));
  const money = (value: string | undefined, strong = false) => (
    <Text size="sm" fw={strong ? 700 : undefined} className="money">
      {format.money(value)}
    </Text>
  );
  const footer = (key: string, pick: (row: LiabilityRow) => string | undefined) =>
    format.money(totals[key] ?? sumMoney(rows.map(pick)));
  const columns: Column<LiabilityRow>[] = [
    {
      key: 'participant',
      header: t('liability.participant'),
      cell: (row) => <Participant row={row} />,
      footer: t('liability.totals'),
    },
    ...accounts.map<Column<LiabilityRow>>((account) => ({
      key: account,
      header: <AccountLabel account={account} />,
      numeric: true,
      cell: (row) => money(row.balances[account]),
      footer: footer(account, (row) => row.balances[account]),
    })),
    {
      key: 'total',
      header: t('common.total'),
      numeric: true,
      cell: (row) => money(row.totals.total, true),
      footer: footer('total', (row) => row.totals.total),
    },
    {
      key: 'owed',
      header: t('liability.owed'),
      numeric: true,
      cell: (row) => money(row.totals.owed),
      footer: footer('owed', (row) => row.totals.owed),
    },
  ];
  return columns;
}

/** The report's CSV and PDF from the server (issue 10 item 8): the same figures as the table. */
function LiabilityDownloads({ asOf }: { asOf: string }) {
  const { t } = useTranslation();
  const query = reportQuery({ asOf });
  return (
    <Group gap="sm" pb={6}>
      <Anchor
        href={reportFileHref('/reports/liability', 'csv', query)}
        download
        data-testid="liability-csv"
      >
        {t('admin.reports.csv')}
      </Anchor>
      <Anchor
        href={reportFileHref('/reports/liability', 'pdf', query)}
        target="_blank"
        rel="noopener"
        data-testid="liability-pdf"
      >
        {t('admin.reports.pdf')}
      </Anchor>
    </Group>
  );
}

/** The liability report: each participant's balances by sub-account, with totals. */
export function LiabilityPage() {
  const { t } = useTranslation();
  const [asOf, setAsOf] = useState(todayIso);
  const loaded = useLoad(`liability:${asOf}`, (signal) => api.liability(asOf, signal), {
    keepPrevious: true,
  });
  const columns = useColumns(loaded.data);
  return (
    <Stack gap="md">
      <PageHeader title={t('liability.title')} subtitle={t('liability.subtitle')}>
        <Group align="flex-end" gap="sm">
          <AsOfInput value={asOf} onChange={setAsOf} />
          <LiabilityDownloads asOf={asOf} />
        </Group>
      </PageHeader>
      <LoadedBox loaded={loaded}>
        <DataTable
          testId="liability"
          rows={loaded.data?.participants ?? []}
          rowKey={(row) => row.participantId}
          columns={columns}
        />
      </LoadedBox>
    </Stack>
  );
}
