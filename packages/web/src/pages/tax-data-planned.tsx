import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaxData } from '../api/admin';
import { DataTable, type Column } from '../components/data-table';
import { AccountLabel } from '../components/labels';
import { useFormat } from '../components/use-format';

type Planned = TaxData['planned'][number];

/**
 * Plan 8.3 (issue 22 item 5): the current year's payments scheduled after today, apart from the
 * paid figures: the W-2 and 1099-MISC report what was paid, so these are in no total above.
 */
export function TaxPlannedTable({ report }: { report: TaxData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => (
    <Text size="sm" className="money">
      {format.money(value)}
    </Text>
  );
  const columns: Column<Planned>[] = [
    {
      key: 'participant',
      header: t('liability.participant'),
      cell: (r) => r.name ?? r.participantId,
    },
    { key: 'date', header: t('taxPlanned.date'), nowrap: true, cell: (r) => format.date(r.date) },
    {
      key: 'account',
      header: t('taxPlanned.account'),
      cell: (r) => <AccountLabel account={r.account} />,
    },
    { key: 'payee', header: t('taxPlanned.payee'), cell: (r) => r.payee },
    { key: 'form', header: t('taxPlanned.form'), cell: (r) => r.form },
    {
      key: 'amount',
      header: t('taxPlanned.amount'),
      numeric: true,
      cell: (r) => money(r.amount),
      footer: money(report.plannedTotal),
    },
    {
      key: 'federalWithheld',
      header: t('taxPlanned.federalWithheld'),
      numeric: true,
      cell: (r) => money(r.federalWithheld),
    },
  ];
  if (report.paidThrough.endsWith('-12-31') && report.planned.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="tax-data-planned">
      <Text size="sm" fw={700}>
        {t('taxPlanned.title')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('taxPlanned.note', { date: format.date(report.paidThrough) })}
      </Text>
      {report.planned.length === 0 ? (
        <Text size="sm">{t('taxPlanned.none')}</Text>
      ) : (
        <DataTable
          testId="tax-data-planned-table"
          label={t('taxPlanned.title')}
          rows={report.planned}
          rowKey={(r) => `${r.participantId}-${r.date}-${r.account}-${r.payee}`}
          columns={columns}
        />
      )}
    </Stack>
  );
}
