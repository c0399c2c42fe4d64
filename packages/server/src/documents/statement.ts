import { liabilityTotals, localizeTrace, sumMoney } from '@defcomp/domain';
import type { ParticipantResult } from '../core/engine.js';
import type { StatementPayment } from '../statements/index.js';
import { needsEmbeddedFont, renderPdf, type Pdf } from '../core/pdf/document.js';
import { usd } from '../core/pdf/format.js';
import {
  accountLabel,
  benefitLabel,
  componentLabel,
  pdfLabels,
  type PdfLang,
} from '../core/pdf/i18n.js';
import { heading, note, paragraph, table, titleBlock, type Column } from '../core/pdf/layout.js';

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
  /** English unless said (issue 10 item 9). */
  lang?: PdfLang | undefined;
}

const labelsOf = (input: { lang?: PdfLang | undefined }) => pdfLabels[input.lang ?? 'en'];
const langOf = (input: { lang?: PdfLang | undefined }): PdfLang => input.lang ?? 'en';

/** The participant statement: balances, payments with their plan sections, the year's deferrals. */
export function renderStatement(input: StatementInput): Promise<Buffer> {
  const { participant, asOf } = input;
  const L = labelsOf(input);
  return renderPdf(
    {
      title: `Statement of ${participant.name} (${participant.id}) as of ${asOf}`,
      subject: L.statementSubject,
      createdAt: input.createdAt,
    },
    (doc) => {
      titleBlock(doc, input.planName, L.statementTitle, headerLines(input));
      balances(doc, input.result.balances, langOf(input));
      payments(doc, input);
      why(doc, input);
      deferrals(doc, input);
      footnotes(doc, input);
    },
    {
      lang: input.lang,
      embedFont: needsEmbeddedFont(`${input.planName} ${participant.name}`),
    },
  );
}

function headerLines(input: StatementInput): [string, string][] {
  const { participant, result } = input;
  const L = labelsOf(input);
  const lines: [string, string][] = [
    [L.participant, `${participant.name} (${participant.id})`],
    [L.hired, participant.hireDate],
    [L.asOf, input.asOf],
  ];
  if (input.knownAt) lines.push([L.knownAt, input.knownAt]);
  // Plan 1.31: the Separation from Service that starts the termination benefits.
  if (result.separation) lines.push([L.separation, result.separation.date]);
  const keyPeriod = result.keyEmployee.find((k) => k.from <= input.asOf && input.asOf <= k.to);
  if (keyPeriod) lines.push([L.keyEmployee, L.periodDates(keyPeriod.from, keyPeriod.to)]);
  return lines;
}

/** Balances per sub-account (Plan 1.1); the total counts the CCA whether vested or not (4.2). */
function balances(doc: Pdf, values: Record<string, string>, lang: PdfLang): void {
  const L = pdfLabels[lang];
  heading(doc, L.balances);
  const rows = Object.entries(values).map(([a, value]) => [accountLabel(lang, a), usd(value)]);
  const { total, owed } = liabilityTotals([{ balances: values }], []);
  rows.push([L.total, usd(total)], [L.totalVested, usd(owed)]);
  const columns: Column[] = [
    { header: L.subAccount, width: 300 },
    { header: L.value, width: 120, align: 'right' },
  ];
  table(doc, columns, rows, [rows.length - 2, rows.length - 1]);
}

const paymentColumns = (lang: PdfLang): Column[] => {
  const L = pdfLabels[lang];
  return [
    { header: L.date, width: 60 },
    { header: L.subAccount, width: 66 },
    { header: L.benefit, width: 98 },
    { header: L.amount, width: 78, align: 'right' },
    { header: L.valuedAt, width: 58 },
    { header: L.installment, width: 56 },
    { header: L.planSections, width: 88 },
  ];
};

/**
 * Every payment paid or due by the as-of date, then those scheduled (projected), each with the
 * sections it rests on: paid by an approved run (named), due (owed, not paid yet), scheduled.
 */
function payments(doc: Pdf, input: StatementInput): void {
  const lang = langOf(input);
  const L = pdfLabels[lang];
  heading(doc, L.payments);
  const status = (p: StatementPayment) =>
    p.status === 'paid' ? ` ${L.paid}` : p.status === 'due' ? ` ${L.due}` : ' (2)';
  const rowOf = (p: StatementPayment) => [
    p.date,
    p.account,
    `${benefitLabel(lang, p.benefit)}${p.payee === 'participant' ? '' : L.toPayee(p.payee)}`,
    `${usd(p.amount)}${status(p)}`,
    p.valuedAt,
    p.installment ? L.installmentOf(p.installment[0], p.installment[1]) : L.lumpSum,
    p.rules.join(', '),
  ];
  const rows = [...input.result.payments.map(rowOf), ...input.scheduled.map(rowOf)];
  if (rows.length === 0) paragraph(doc, L.noPayments);
  else table(doc, paymentColumns(lang), rows);
}

/**
 * "Show why" on paper (issue 12 item 4): each payment's trace, the rules and figures that made
 * it, in the statement's language (the engine's English lines read back into their steps).
 */
function why(doc: Pdf, input: StatementInput): void {
  const lang = langOf(input);
  const L = pdfLabels[lang];
  const explained = [...input.result.payments, ...input.scheduled].filter(
    (p) => (p.trace ?? []).length > 0,
  );
  if (explained.length === 0) return;
  heading(doc, L.why);
  for (const p of explained) {
    const what = `${p.date} · ${accountLabel(lang, p.account)} · ${benefitLabel(lang, p.benefit)} · ${usd(p.amount)}`;
    paragraph(doc, what, 8.5);
    for (const line of p.trace ?? []) note(doc, localizeTrace(line, lang));
  }
}

/** Plan 7.1: what was deferred from his pay in the year of the statement, by paycheck. */
function deferrals(doc: Pdf, input: StatementInput): void {
  const lang = langOf(input);
  const L = pdfLabels[lang];
  const year = input.asOf.slice(0, 4);
  heading(doc, L.deferralsIn(year));
  const inYear = input.result.deferrals.filter((d) => d.date.startsWith(`${year}-`));
  if (inYear.length === 0) {
    paragraph(doc, L.nothingDeferred(year, input.asOf));
    return;
  }
  const rows = inYear.map((d) => [
    d.date,
    componentLabel(lang, d.component),
    d.account,
    usd(d.amount),
  ]);
  rows.push([L.total, '', '', usd(sumMoney(inYear.map((d) => d.amount)))]);
  const columns: Column[] = [
    { header: L.payDate, width: 80 },
    { header: L.component, width: 120 },
    { header: L.subAccount, width: 100 },
    { header: L.deferred, width: 100, align: 'right' },
  ];
  table(doc, columns, rows, [rows.length - 1]);
}

function footnotes(doc: Pdf, input: StatementInput): void {
  const L = labelsOf(input);
  heading(doc, L.notes);
  for (const note of L.statementNotes(input.asOf)) paragraph(doc, note, 8);
}
