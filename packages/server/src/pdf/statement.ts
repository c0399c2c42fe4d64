import { liabilityTotals, sumMoney } from '@defcomp/domain';
import type { ParticipantResult } from '../engine.js';
import type { StatementPayment } from '../statement.js';
import { renderPdf, type Pdf } from './document.js';
import { accountName, benefitName, componentName, usd } from './format.js';
import { heading, paragraph, table, titleBlock, type Column } from './layout.js';

export interface StatementInput {
  planName: string;
  participant: { id: string; name: string; hireDate: string };
  asOf: string;
  knownAt?: string | undefined;
  /** What the plan owes as of `asOf` (the engine's result, payments with their rules). */
  result: Omit<ParticipantResult, 'payments'> & { payments: StatementPayment[] };
  /** Payments after `asOf`, projected from the same facts at the prices known (FORMAT.md). */
  scheduled: StatementPayment[];
  createdAt: Date;
}

/** The participant statement: balances, payments with their plan sections, the year's deferrals. */
export function renderStatement(input: StatementInput): Promise<Buffer> {
  const { participant, asOf } = input;
  return renderPdf(
    {
      title: `Statement of ${participant.name} (${participant.id}) as of ${asOf}`,
      subject: 'Deferred compensation plan statement',
      createdAt: input.createdAt,
    },
    (doc) => {
      titleBlock(doc, input.planName, 'Participant statement', headerLines(input));
      balances(doc, input.result.balances);
      payments(doc, input);
      deferrals(doc, input);
      footnotes(doc, input);
    },
  );
}

function headerLines(input: StatementInput): [string, string][] {
  const { participant, result } = input;
  const lines: [string, string][] = [
    ['Participant', `${participant.name} (${participant.id})`],
    ['Hired', participant.hireDate],
    ['As of', input.asOf],
  ];
  if (input.knownAt) lines.push(['From the facts known at', input.knownAt]);
  // Plan 1.31: the Separation from Service that starts the termination benefits.
  if (result.separation) lines.push(['Separation from Service (1.31)', result.separation.date]);
  const keyPeriod = result.keyEmployee.find((k) => k.from <= input.asOf && input.asOf <= k.to);
  if (keyPeriod) lines.push(['Key Employee (1.20)', `${keyPeriod.from} to ${keyPeriod.to}`]);
  return lines;
}

/** Balances per sub-account (Plan 1.1); the total counts the CCA whether vested or not (4.2). */
function balances(doc: Pdf, values: Record<string, string>): void {
  heading(doc, 'Balances (1)');
  const rows = Object.entries(values).map(([a, value]) => [accountName(a), usd(value)]);
  const { total, owed } = liabilityTotals([{ balances: values }], []);
  rows.push(['Total', usd(total)], ['Total vested', usd(owed)]);
  const columns: Column[] = [
    { header: 'Sub-account', width: 300 },
    { header: 'Value', width: 120, align: 'right' },
  ];
  table(doc, columns, rows, [rows.length - 2, rows.length - 1]);
}

const paymentColumns: Column[] = [
  { header: 'Date', width: 60 },
  { header: 'Sub-account', width: 66 },
  { header: 'Benefit', width: 98 },
  { header: 'Amount', width: 78, align: 'right' },
  { header: 'Valued at', width: 58 },
  { header: 'Installment', width: 56 },
  { header: 'Plan sections', width: 88 },
];

/**
 * Every payment paid or due by the as-of date, then those scheduled (projected), each with the
 * sections it rests on: paid by an approved run (named), due (owed, not paid yet), scheduled.
 */
function payments(doc: Pdf, input: StatementInput): void {
  heading(doc, 'Payments');
  const status = (p: StatementPayment) =>
    p.status === 'paid' ? ' paid' : p.status === 'due' ? ' due' : ' (2)';
  const rowOf = (p: StatementPayment) => [
    p.date,
    p.account,
    `${benefitName(p.benefit)}${p.payee === 'participant' ? '' : ` to the ${p.payee}`}`,
    `${usd(p.amount)}${status(p)}`,
    p.valuedAt,
    p.installment ? `${p.installment[0]} of ${p.installment[1]}` : 'lump sum',
    p.rules.join(', '),
  ];
  const rows = [...input.result.payments.map(rowOf), ...input.scheduled.map(rowOf)];
  if (rows.length === 0) paragraph(doc, 'No payment is made or scheduled.');
  else table(doc, paymentColumns, rows);
}

/** Plan 7.1: what was deferred from his pay in the year of the statement, by paycheck. */
function deferrals(doc: Pdf, input: StatementInput): void {
  const year = input.asOf.slice(0, 4);
  heading(doc, `Deferrals in ${year}`);
  const inYear = input.result.deferrals.filter((d) => d.date.startsWith(`${year}-`));
  if (inYear.length === 0) {
    paragraph(doc, `Nothing was deferred in ${year} through ${input.asOf}.`);
    return;
  }
  const rows = inYear.map((d) => [d.date, componentName(d.component), d.account, usd(d.amount)]);
  rows.push(['Total', '', '', usd(sumMoney(inYear.map((d) => d.amount)))]);
  const columns: Column[] = [
    { header: 'Pay date', width: 80 },
    { header: 'Component', width: 120 },
    { header: 'Sub-account', width: 100 },
    { header: 'Deferred', width: 100, align: 'right' },
  ];
  table(doc, columns, rows, [rows.length - 1]);
}

function footnotes(doc: Pdf, input: StatementInput): void {
  heading(doc, 'Notes');
  const notes = [
    `(1) Values at the last Valuation Date on or before ${input.asOf} (1.37), at the deemed investments' prices (7.2, 7.4). The Account is a bookkeeping record of the Employer's unsecured promise to pay (1.1, 10.1). A payment already valued but not yet paid is no longer in the balances.`,
    `(2) Projected: a payment after ${input.asOf} is computed from the facts recorded and the prices known today. Its amount is fixed only at its valuation point; later prices, elections, schedule changes (Article VI) and events will change it.`,
    'Amounts are before tax withholding (8.3). The Company Contribution Account vests under 4.2; what is not vested at Separation is forfeited.',
  ];
  for (const note of notes) paragraph(doc, note, 8);
}
