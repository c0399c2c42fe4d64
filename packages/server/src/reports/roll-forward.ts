import {
  checkPeriod,
  fixedPaymentHorizon,
  rollForward,
  type RollForwardFigures,
  type RollForwardReport,
} from '@defcomp/domain';
import { Problem } from '../core/problems.js';
import { planNames, projectRecord, type ReportContext } from './context.js';
import type { ReportColumn, ReportDocument, ReportRow } from './document.js';
import { detailFrom } from '../core/i18n/problem-details.js';

export interface PeriodQuery {
  from: string;
  to: string;
  knownAt?: string | undefined;
}

export type RollForwardAnswer = Omit<RollForwardReport, 'participants'> & {
  knownAt: string | null;
  participants: (RollForwardReport['participants'][number] & { name: string | null })[];
};

/**
 * Plan 10.1 over a period: the liability roll-forward (domain reports/roll-forward.ts) of the
 * engine's projections through the payments' look-ahead past `to`, from the facts known at
 * `knownAt`.
 */
export async function rollForwardAnswer(
  ctx: ReportContext,
  query: PeriodQuery,
): Promise<RollForwardAnswer> {
  const problem = checkPeriod(query.from, query.to);
  if (problem)
    throw new Problem('invalid_period', {
      ...detailFrom('period_reversed', problem),
      field: 'from',
    });
  const { projections, prices } = await projectRecord(ctx, {
    through: fixedPaymentHorizon(query.to),
    knownAt: query.knownAt,
  });
  const report = rollForward(projections, query, prices);
  const { nameOf } = await planNames(ctx);
  return {
    ...report,
    knownAt: query.knownAt ?? null,
    participants: report.participants.map((p) => ({ ...p, name: nameOf(p.participantId) })),
  };
}

const figureColumns: ReportColumn[] = [
  { key: 'opening', header: 'Opening', money: true, weight: 1.2 },
  { key: 'deferrals', header: 'Deferrals (3.1)', money: true, weight: 1.2 },
  { key: 'companyCredits', header: 'Company credits (3.4)', money: true, weight: 1.2 },
  { key: 'transfers', header: 'Transfers (7.4)', money: true, weight: 1.1 },
  { key: 'payments', header: 'Payments (Art. V)', money: true, weight: 1.2 },
  { key: 'forfeitures', header: 'Forfeitures (4.2)', money: true, weight: 1.1 },
  { key: 'investmentResults', header: 'Investment results*', money: true, weight: 1.2 },
  { key: 'closing', header: 'Closing', money: true, weight: 1.2 },
];

const figures = (f: RollForwardFigures): ReportRow => ({
  opening: f.opening,
  deferrals: f.deferrals,
  companyCredits: f.companyCredits,
  transfers: f.transfers,
  payments: f.payments,
  forfeitures: f.forfeitures,
  investmentResults: f.investmentResults,
  closing: f.closing,
});

export const rollForwardNotes = [
  'Opening balances are as of the close of the day before the period; closing balances as of the close of its last day (Plan 10.1, FORMAT.md balances: units x the price of the Valuation Date on or before the day).',
  '* Investment results are not ledger entries: they are the balancing figure, closing - opening - deferrals - company credits - transfers - payments - forfeitures, for each sub-account and fund (what the prices did to the units held, Article VII).',
  'Payments are the amounts taken out of the sub-accounts when a payment was valued (Article V); a payment valued and not yet paid is still owed: "fixed unpaid" below, as in the liability report. Payments and forfeitures are negative.',
  'Vested: RTA, SDAs and the vested part of the CCA (4.2); unvested: the rest of the CCA.',
];

type Summary = RollForwardAnswer['totals'];

const summaryRow = (participantId: string, name: string | null, t: Summary): ReportRow => ({
  participantId,
  name,
  vestedOpening: t.vesting.opening.vested,
  unvestedOpening: t.vesting.opening.unvested,
  vestedClosing: t.vesting.closing.vested,
  unvestedClosing: t.vesting.closing.unvested,
  fixedUnpaidOpening: t.fixedUnpaid.opening,
  fixedUnpaidClosing: t.fixedUnpaid.closing,
  liabilityClosing: t.liabilityClosing,
});

const summaryColumns: ReportColumn[] = [
  { key: 'participantId', header: 'Participant' },
  { key: 'name', header: 'Name', weight: 1.4 },
  { key: 'vestedOpening', header: 'Vested, opening', money: true },
  { key: 'unvestedOpening', header: 'Unvested, opening', money: true },
  { key: 'vestedClosing', header: 'Vested, closing', money: true },
  { key: 'unvestedClosing', header: 'Unvested, closing', money: true },
  { key: 'fixedUnpaidOpening', header: 'Fixed unpaid, opening', money: true },
  { key: 'fixedUnpaidClosing', header: 'Fixed unpaid, closing', money: true },
  { key: 'liabilityClosing', header: 'Liability, closing', money: true },
];

const lineColumns: ReportColumn[] = [
  { key: 'participantId', header: 'Participant', weight: 0.9 },
  { key: 'name', header: 'Name', weight: 1.3 },
  { key: 'account', header: 'Sub-account', weight: 1 },
  { key: 'fund', header: 'Fund', weight: 0.6 },
  ...figureColumns,
];

/** The roll-forward as a document: one line per participant, sub-account and fund; totals. */
export async function rollForwardDocument(
  ctx: ReportContext,
  answer: RollForwardAnswer,
): Promise<ReportDocument> {
  const { planName } = await planNames(ctx);
  const rows: ReportRow[] = answer.participants.flatMap((p) =>
    p.lines.map((l) => ({
      participantId: p.participantId,
      name: p.name,
      account: l.account,
      fund: l.fund,
      ...figures(l),
    })),
  );
  const total = { participantId: 'TOTAL', name: null, account: null, fund: null };
  rows.push({ ...total, ...figures(answer.totals) });
  const summaries = answer.participants.map((p) => summaryRow(p.participantId, p.name, p));
  summaries.push(summaryRow('TOTAL', null, answer.totals));
  return {
    fileName: `liability-roll-forward-${answer.from}-${answer.to}`,
    title: 'Liability roll-forward (Plan 10.1)',
    planName,
    facts: [
      ['Period', `${answer.from} to ${answer.to}`],
      ['Opening as of', answer.openingAsOf],
      ...(answer.knownAt ? [['From the facts known at', answer.knownAt] as [string, string]] : []),
    ],
    tables: [
      {
        heading: 'By participant, sub-account and fund',
        columns: lineColumns,
        rows,
        bold: [rows.length - 1],
      },
      {
        heading: 'By fund',
        columns: [{ key: 'fund', header: 'Fund', weight: 1 }, ...figureColumns],
        rows: answer.funds.map((f) => ({ fund: f.fund, ...figures(f) })),
      },
      {
        heading: 'Vested and unvested (4.2); payments fixed but unpaid; liability at the close',
        columns: summaryColumns,
        rows: summaries,
        bold: [summaries.length - 1],
      },
    ],
    notes: rollForwardNotes,
  };
}
