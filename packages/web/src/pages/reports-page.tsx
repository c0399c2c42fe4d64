import { Anchor, Badge, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  admin,
  reportFileHref,
  reportQuery,
  type CashFlow,
  type ElectionAudit,
  type Item402i,
  type KeyEmployees,
  type RollForward,
  type TaxData,
} from '../api/admin';
import { DecisionDetails } from '../components/decision-trace';
import { TaxPlannedTable } from './tax-data-planned';
import { DataTable, type Column } from '../components/data-table';
import { AccountLabel, BenefitBadge, RuleBadges } from '../components/labels';
import { LoadedBox, PageHeader } from '../components/page';
import { useFormat } from '../components/use-format';
import { isIsoDate, todayIso } from '../format/dates';
import { useLoad } from '../hooks';
import { taxDataColumns } from './tax-data-columns';

/** The reports of issue 10 items 5 and 8 (packages/server/src/reports/plan-report-routes.ts). */
export const reportKinds = [
  'rollForward',
  'cashFlow',
  'electionAudit',
  'keyEmployees',
  'item402i',
  'taxData',
] as const;
export type ReportKind = (typeof reportKinds)[number];

const paths: Record<ReportKind, string> = {
  rollForward: '/reports/roll-forward',
  cashFlow: '/reports/projected-payments',
  electionAudit: '/reports/election-audit',
  keyEmployees: '/reports/key-employees',
  item402i: '/reports/item-402i',
  taxData: '/reports/tax-data',
};

interface Inputs {
  from: string;
  to: string;
  asOf: string;
  fiscalYearEnd: string;
  neo: string;
  year: string;
}

/** The query a report takes from the inputs, or undefined while one it needs is missing. */
export function queryOf(kind: ReportKind, inputs: Inputs): Record<string, string> | undefined {
  const ok = (...dates: string[]) => dates.every(isIsoDate);
  switch (kind) {
    case 'rollForward':
      return ok(inputs.from, inputs.to) ? { from: inputs.from, to: inputs.to } : undefined;
    case 'item402i': {
      const neo = inputs.neo
        .split(/[\s,]+/)
        .filter((part) => part !== '')
        .join(',');
      return ok(inputs.fiscalYearEnd) && neo !== ''
        ? { fiscalYearEnd: inputs.fiscalYearEnd, neo }
        : undefined;
    }
    case 'taxData':
      return /^(19|20|21)\d{2}$/.test(inputs.year) ? { year: inputs.year } : undefined;
    default:
      return ok(inputs.asOf) ? { asOf: inputs.asOf } : undefined;
  }
}

const who = (row: { participantId: string; name: string | null }) =>
  row.name === null ? row.participantId : `${row.name} (${row.participantId})`;

function useMoney() {
  const format = useFormat();
  return (value: string) => (
    <Text size="sm" className="money" span>
      {format.money(value)}
    </Text>
  );
}

const figureKeys = [
  'opening',
  'deferrals',
  'companyCredits',
  'transfers',
  'payments',
  'forfeitures',
  'investmentResults',
  'closing',
] as const;

function RollForwardTable({ report }: { report: RollForward }) {
  const { t } = useTranslation();
  const money = useMoney();
  type Row = RollForward['participants'][number];
  const columns: Column<Row>[] = [
    {
      key: 'participant',
      header: t('liability.participant'),
      cell: who,
      footer: t('liability.totals'),
    },
    ...figureKeys.map<Column<Row>>((key) => ({
      key,
      header: t(`admin.reports.figure.${key}`),
      numeric: true,
      cell: (row) => money(row[key]),
      footer: money(report.totals[key]),
    })),
  ];
  return (
    <DataTable
      testId="report-table"
      label={t('admin.reports.kind.rollForward')}
      rows={report.participants}
      rowKey={(row) => row.participantId}
      columns={columns}
    />
  );
}

function CashFlowTable({ report }: { report: CashFlow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  type Row = CashFlow['payments'][number];
  const columns: Column<Row>[] = [
    {
      key: 'date',
      header: t('admin.reports.date'),
      nowrap: true,
      cell: (row) => format.date(row.date),
      footer: t('liability.totals'),
    },
    { key: 'participant', header: t('liability.participant'), cell: who },
    {
      key: 'account',
      header: t('admin.reports.account'),
      cell: (row) => <AccountLabel account={row.account} />,
    },
    {
      key: 'benefit',
      header: t('admin.reports.benefit'),
      cell: (row) => <BenefitBadge benefit={row.benefit} />,
    },
    {
      key: 'status',
      header: t('admin.reports.status'),
      cell: (row) => (
        <Group gap={4}>
          <Badge variant="light" tt="none" color={row.status === 'due' ? 'orange' : 'blue'}>
            {t(`admin.reports.paymentStatus.${row.status}`)}
          </Badge>
          {row.estimate && (
            <Badge variant="outline" tt="none" color="gray">
              {t('admin.reports.estimate')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'amount',
      header: t('admin.reports.amount'),
      numeric: true,
      cell: (row) => money(row.amount),
      footer: money(report.totals.total),
    },
  ];
  return (
    <DataTable
      testId="report-table"
      label={t('admin.reports.kind.cashFlow')}
      rows={report.payments}
      rowKey={(row, i) => `${row.participantId}-${row.date}-${row.account}-${i}`}
      columns={columns}
    />
  );
}

const resultColors = { timely: 'green', late: 'orange', refused: 'red' } as const;

function ElectionAuditTable({ report }: { report: ElectionAudit }) {
  const { t } = useTranslation();
  const format = useFormat();
  type Row = ElectionAudit['elections'][number];
  const columns: Column<Row>[] = [
    { key: 'participant', header: t('liability.participant'), cell: who },
    {
      key: 'type',
      header: t('admin.reports.filing'),
      cell: (row) =>
        `${t(`admin.reports.filingType.${row.type}`)}${row.planYear === null ? '' : ` ${row.planYear}`}`,
    },
    {
      key: 'filedOn',
      header: t('admin.reports.filedOn'),
      nowrap: true,
      cell: (row) => format.date(row.filedOn),
    },
    {
      key: 'deadline',
      header: t('admin.reports.deadline'),
      nowrap: true,
      cell: (row) => format.date(row.deadline),
    },
    {
      key: 'result',
      header: t('admin.reports.result'),
      cell: (row) => (
        <Stack gap={2}>
          <Badge variant="light" tt="none" color={resultColors[row.result]}>
            {t(`admin.reports.results.${row.result}`)}
          </Badge>
          <RuleBadges rules={row.rules} />
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      testId="report-table"
      label={t('admin.reports.kind.electionAudit')}
      rows={report.elections}
      rowKey={(row) => `${row.participantId}-${row.index}`}
      columns={columns}
    />
  );
}

function KeyEmployeesTable({ report }: { report: KeyEmployees }) {
  const { t } = useTranslation();
  const format = useFormat();
  type Row = KeyEmployees['periods'][number];
  const columns: Column<Row>[] = [
    { key: 'participant', header: t('liability.participant'), cell: who },
    {
      key: 'from',
      header: t('admin.reports.from'),
      nowrap: true,
      cell: (row) => format.date(row.from),
    },
    { key: 'to', header: t('admin.reports.to'), nowrap: true, cell: (row) => format.date(row.to) },
    {
      key: 'status',
      header: t('admin.reports.status'),
      cell: (row) => t(`admin.reports.periodStatus.${row.status}`),
    },
    {
      key: 'why',
      header: t('keyEmployeeTrace.show'),
      cell: (row) => <DecisionDetails steps={row.trace} labels="keyEmployeeTrace" />,
    },
  ];
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="key-employees-current">
        {t('admin.reports.currentKeyEmployees', {
          list: report.current.length === 0 ? t('common.none') : report.current.join(', '),
        })}
      </Text>
      <DataTable
        testId="report-table"
        label={t('admin.reports.kind.keyEmployees')}
        rows={report.periods}
        rowKey={(row) => `${row.participantId}-${row.from}`}
        columns={columns}
      />
    </Stack>
  );
}

const item402iKeys = [
  'executiveContributions',
  'registrantContributions',
  'aggregateEarnings',
  'aggregateWithdrawalsDistributions',
  'aggregateBalanceAtYearEnd',
] as const;

function Item402iTable({ report }: { report: Item402i }) {
  const { t } = useTranslation();
  const money = useMoney();
  type Row = Item402i['executives'][number];
  const columns: Column<Row>[] = [
    { key: 'participant', header: t('admin.reports.executive'), cell: who },
    ...item402iKeys.map<Column<Row>>((key) => ({
      key,
      header: t(`admin.reports.item402i.${key}`),
      numeric: true,
      cell: (row) => money(row[key]),
    })),
  ];
  return (
    <DataTable
      testId="report-table"
      label={t('admin.reports.kind.item402i')}
      rows={report.executives}
      rowKey={(row) => row.participantId}
      columns={columns}
    />
  );
}

type TaxEmployee = TaxData['employees'][number];
type TaxPayee = TaxData['payees'][number];

/** Plan 8.3: the columns of the W-2 and 1099-MISC tables, each figure traced in its title. */
function useTaxColumns(report: TaxData) {
  const { t } = useTranslation();
  const money = useMoney();
  // Each figure's trace (what it adds up) is its cell's title; the CSV holds it in full.
  const traced = (figure: { amount: string; from: string[] }) => (
    <span title={figure.from.join('\n')}>{money(figure.amount)}</span>
  );
  const participant = {
    key: 'participant',
    header: t('liability.participant'),
    cell: who,
    footer: t('liability.totals'),
  };
  const employees: Column<TaxEmployee>[] = [
    participant,
    ...taxDataColumns.w2.map<Column<TaxEmployee>>(({ box, label, total }) => ({
      key: box,
      header: t(label),
      numeric: true,
      cell: (row) => traced(row[box]),
      footer: money(report.totals[total]),
    })),
    {
      key: 'ficaTrace',
      header: t('ficaTrace.show'),
      cell: (row) => <DecisionDetails steps={row.ficaTrace} labels="ficaTrace" />,
    },
  ];
  const payees: Column<TaxPayee>[] = [
    participant,
    { key: 'payee', header: t('admin.reports.taxData.payee'), cell: (row) => row.payee },
    ...taxDataColumns.form1099.map<Column<TaxPayee>>(({ box, label, total }) => ({
      key: box,
      header: t(label),
      numeric: true,
      cell: (row) => traced(row[box]),
      footer: money(report.totals[total]),
    })),
  ];
  return { employees, payees };
}

/** Plan 8.3: the W-2 figures per employee and the 1099-MISC figures per other payee. */
function TaxDataTable({ report }: { report: TaxData }) {
  const { t } = useTranslation();
  const columns = useTaxColumns(report);
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="tax-data-wage-base">
        {t('admin.reports.taxData.wageBase', {
          amount: report.socialSecurityWageBase,
          source: report.source,
        })}
      </Text>
      <DataTable
        testId="report-table"
        label={t('admin.reports.taxData.employees')}
        rows={report.employees}
        rowKey={(row) => row.participantId}
        columns={columns.employees}
      />
      <DataTable
        testId="tax-data-payees"
        label={t('admin.reports.taxData.payees')}
        rows={report.payees}
        rowKey={(row) => `${row.participantId}-${row.payee}`}
        columns={columns.payees}
      />
      <TaxPlannedTable report={report} />
    </Stack>
  );
}

function ReportTable({ kind, data }: { kind: ReportKind; data: unknown }): ReactNode {
  switch (kind) {
    case 'rollForward':
      return <RollForwardTable report={data as RollForward} />;
    case 'cashFlow':
      return <CashFlowTable report={data as CashFlow} />;
    case 'electionAudit':
      return <ElectionAuditTable report={data as ElectionAudit} />;
    case 'keyEmployees':
      return <KeyEmployeesTable report={data as KeyEmployees} />;
    case 'item402i':
      return <Item402iTable report={data as Item402i} />;
    case 'taxData':
      return <TaxDataTable report={data as TaxData} />;
  }
}

function DateInput(props: { name: keyof Inputs; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="date"
      label={t(`admin.reports.input.${props.name}`)}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      data-testid={`report-${props.name}`}
      w={180}
    />
  );
}

/** The dates (and for Item 402(i) the officers) the chosen report is asked for. */
function ReportInputs(props: {
  kind: ReportKind;
  inputs: Inputs;
  set: (name: keyof Inputs) => (value: string) => void;
}) {
  const { t } = useTranslation();
  const { kind, inputs, set } = props;
  return (
    <>
      {kind === 'rollForward' && (
        <>
          <DateInput name="from" value={inputs.from} onChange={set('from')} />
          <DateInput name="to" value={inputs.to} onChange={set('to')} />
        </>
      )}
      {(kind === 'cashFlow' || kind === 'electionAudit' || kind === 'keyEmployees') && (
        <DateInput name="asOf" value={inputs.asOf} onChange={set('asOf')} />
      )}
      {kind === 'item402i' && (
        <>
          <DateInput
            name="fiscalYearEnd"
            value={inputs.fiscalYearEnd}
            onChange={set('fiscalYearEnd')}
          />
          <TextInput
            label={t('admin.reports.input.neo')}
            description={t('admin.reports.input.neoHint')}
            value={inputs.neo}
            onChange={(event) => set('neo')(event.currentTarget.value)}
            data-testid="report-neo"
            w={260}
          />
        </>
      )}
      {kind === 'taxData' && (
        <TextInput
          label={t('admin.reports.input.year')}
          value={inputs.year}
          onChange={(event) => set('year')(event.currentTarget.value.trim())}
          inputMode="numeric"
          maxLength={4}
          data-testid="report-year"
          w={120}
        />
      )}
    </>
  );
}

/** Where the report's CSV and PDF are: the same route and query as the table's. */
function Downloads({ kind, query }: { kind: ReportKind; query: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" pb={6}>
      <Anchor href={reportFileHref(paths[kind], 'csv', query)} download data-testid="report-csv">
        {t('admin.reports.csv')}
      </Anchor>
      <Anchor
        href={reportFileHref(paths[kind], 'pdf', query)}
        target="_blank"
        rel="noopener"
        data-testid="report-pdf"
      >
        {t('admin.reports.pdf')}
      </Anchor>
    </Group>
  );
}

/**
 * The plan's reports (issue 10 item 8): each with its dates, the table on screen, and its CSV
 * and PDF from the server (the same figures; nothing is computed here).
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const today = todayIso();
  const [kind, setKind] = useState<ReportKind>('rollForward');
  // Six names do not fit side by side on a phone: there they stand one above the other.
  const narrow = useMediaQuery('(max-width: 61.99em)');
  const [inputs, setInputs] = useState<Inputs>({
    from: `${today.slice(0, 4)}-01-01`,
    to: today,
    asOf: today,
    fiscalYearEnd: `${Number(today.slice(0, 4)) - 1}-12-31`,
    neo: '',
    year: String(Number(today.slice(0, 4)) - 1),
  });
  const set = (name: keyof Inputs) => (value: string) =>
    setInputs((current) => ({ ...current, [name]: value }));
  const query = queryOf(kind, inputs);
  const text = query === undefined ? undefined : reportQuery(query);
  const loaded = useLoad(`report:${kind}:${text ?? 'none'}`, (signal) =>
    text === undefined ? Promise.resolve(undefined) : admin.report(paths[kind], text, signal),
  );
  return (
    <Stack gap="md">
      <PageHeader title={t('admin.reports.title')} subtitle={t('admin.reports.subtitle')} />
      <SegmentedControl
        data={reportKinds.map((value) => ({ value, label: t(`admin.reports.kind.${value}`) }))}
        value={kind}
        onChange={(value) => setKind(value as ReportKind)}
        data-testid="report-kind"
        aria-label={t('admin.reports.choose')}
        orientation={narrow === true ? 'vertical' : 'horizontal'}
        fullWidth={narrow === true}
      />
      <Text size="sm" c="dimmed">
        {t(`admin.reports.about.${kind}`)}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <ReportInputs kind={kind} inputs={inputs} set={set} />
        {text !== undefined && <Downloads kind={kind} query={text} />}
      </Group>
      {text === undefined ? (
        <Text size="sm" c="dimmed" data-testid="report-needs">
          {t('admin.reports.needs')}
        </Text>
      ) : (
        <LoadedBox loaded={loaded}>
          {loaded.data !== undefined && <ReportTable kind={kind} data={loaded.data} />}
        </LoadedBox>
      )}
    </Stack>
  );
}
