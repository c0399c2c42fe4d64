import { cashFlowReport, recordAsOf, type CashFlowReport } from '@defcomp/domain';
import { loadPaymentsMade, loadScenario, type PaymentMadeInput } from '@defcomp/store';
import { easternToday } from '../core/clock.js';
import { benefitName, usd } from '../core/pdf/format.js';
import { horizonOf } from '../core/horizon.js';
import { evaluateInput, planNames, type ReportContext } from './context.js';
import type { ReportDocument, ReportRow } from './document.js';

export interface AsOfQuery {
  asOf?: string | undefined;
  knownAt?: string | undefined;
}

export type CashFlowAnswer = Omit<CashFlowReport, 'payments'> & {
  knownAt: string | null;
  horizon: string;
  payments: (CashFlowReport['payments'][number] & { name: string | null })[];
};

/**
 * The trust's cash needs as of a date (domain reports/cash-flow.ts): the record as it stood
 * then (facts dated by `asOf` and known at `knownAt`, prices dated by `asOf`, the payments made
 * by then) evaluated through the reports' horizon (60 years, horizon.ts).
 */
export async function cashFlowAnswer(
  ctx: ReportContext,
  query: AsOfQuery,
): Promise<CashFlowAnswer> {
  const asOf = query.asOf ?? easternToday(ctx.clock);
  const horizon = horizonOf(asOf);
  const { db } = ctx.store;
  const input = await loadScenario(db, { planId: ctx.planId, asOf, knownAt: query.knownAt });
  const made = await loadPaymentsMade(db, { planId: ctx.planId, knownAt: query.knownAt });
  const madeByAsOf: Record<string, PaymentMadeInput[]> = Object.fromEntries(
    Object.entries(made).map(([id, own]) => [id, own.filter((m) => m.paidOn <= asOf)]),
  );
  const result =
    input.participants.length === 0
      ? { participants: {} }
      : await evaluateInput(recordAsOf(input, asOf, horizon), madeByAsOf);
  const report = cashFlowReport(
    Object.fromEntries(Object.entries(result.participants).map(([id, r]) => [id, r.payments])),
    asOf,
  );
  const { nameOf } = await planNames(ctx);
  return {
    ...report,
    knownAt: query.knownAt ?? null,
    horizon,
    payments: report.payments.map((p) => ({ ...p, name: nameOf(p.participantId) })),
  };
}

export const cashFlowNotes = [
  'Every payment dated after the as-of date, and every one dated by it that no approved run had paid by then ("due"): the cash the Employer (or its rabbi trust, Plan 10.2) must provide.',
  'The record as it stood on the as-of date: facts dated by it (as known at "known at"), prices dated by it. A payment valued after the as-of date is an ESTIMATE: the sub-account valued at the as-of date\'s prices, with no later deferral, credit or investment result; it changes as the record does.',
];

const bucketColumns = [
  { key: 'period', header: 'Period' },
  { key: 'payments', header: 'Payments' },
  { key: 'total', header: 'Total', money: true },
  { key: 'estimated', header: 'Of which estimated', money: true },
];

/** The cash needs as a document: the payments, then the totals by month and by year. */
export async function cashFlowDocument(
  ctx: ReportContext,
  answer: CashFlowAnswer,
): Promise<ReportDocument> {
  const { planName } = await planNames(ctx);
  const rows: ReportRow[] = answer.payments.map((p) => ({
    date: p.date,
    participantId: p.participantId,
    name: p.name,
    account: p.account,
    benefit: benefitName(p.benefit),
    payee: p.payee,
    installment: p.installment,
    valuedAt: p.valuedAt,
    status: p.status,
    estimate: p.estimate ? 'estimate' : 'fixed',
    amount: p.amount,
  }));
  const t = answer.totals;
  return {
    fileName: `projected-payments-${answer.asOf}`,
    title: 'Projected payments: cash needs by month and year',
    planName,
    facts: [
      ['As of', answer.asOf],
      ['Through', answer.horizon],
      ...(answer.knownAt ? [['From the facts known at', answer.knownAt] as [string, string]] : []),
      [
        'Total',
        `${usd(t.total)} in ${t.payments} payments (${usd(t.estimated)} estimated, ${usd(t.due)} due)`,
      ],
    ],
    tables: [
      {
        heading: 'Payments',
        columns: [
          { key: 'date', header: 'Date', weight: 0.9 },
          { key: 'participantId', header: 'Participant', weight: 0.9 },
          { key: 'name', header: 'Name', weight: 1.3 },
          { key: 'account', header: 'Sub-account', weight: 0.9 },
          { key: 'benefit', header: 'Benefit', weight: 1.4 },
          { key: 'payee', header: 'Payee', weight: 1 },
          { key: 'installment', header: 'Installment', weight: 0.7 },
          { key: 'valuedAt', header: 'Valued at', weight: 0.9 },
          { key: 'status', header: 'Status', weight: 0.7 },
          { key: 'estimate', header: 'Amount is', weight: 0.7 },
          { key: 'amount', header: 'Amount', money: true, weight: 1.1 },
        ],
        rows,
      },
      { heading: 'By month', columns: bucketColumns, rows: answer.byMonth.map((b) => ({ ...b })) },
      { heading: 'By year', columns: bucketColumns, rows: answer.byYear.map((b) => ({ ...b })) },
    ],
    notes: cashFlowNotes,
  };
}
