import { formatMoney, parseMoney, sumMoney } from '../money/decimal.js';
import { irsLimitsFor } from '../reference/irs-limits.js';
import { paymentKeyOf as keyOf } from '../payments/due-payments.js';
import type { ParticipantResult, PaymentJson, ScenarioResult } from '../scenario/evaluate.js';

// Plan 12.9: "The Committee may correct errors with equitable adjustments consistent with 409A."
// Before a correction is approved, its effect is shown: per participant, every figure that
// changes, and for each payment already made the over- or under-payment with the correction the
// plan allows and the Notice 2008-113 correction it fits.
//
// Interpretation (tax counsel to confirm; written beside the code and in ARCHITECTURE.md):
// - An overpayment (paid more than the corrected record says was due, or paid when nothing was
//   due) is an amount paid before it was payable: it is recovered, by the participant repaying
//   it or, where 409A allows, from later payments of the same sub-account (an installment is a
//   fraction of what is left, 5.8, so later installments already shrink by it). Notice 2008-113
//   §IV.A fits a repayment in the taxable year it was paid (insiders too); §V.B a repayment in
//   the next year (not for an insider, §III.G); §VI an amount at most the §402(g)(1)(B) limit
//   of the year paid, repaid by the end of the second year after it (insiders too).
// - An underpayment is paid as a make-up payment: on time through the payment's 5.10 date
//   (§1.409A-3(d)); later it is a late payment, which Notice 2008-113 corrects only as a
//   limited amount (§VI) or with §VII's limited relief.
// - The record does not know who is an insider (a director, officer or 10% owner under
//   Securities Exchange Act §16): a participant who was a Key Employee (1.20) when paid is
//   flagged for that check.

/** One figure of a participant that the correction changes. */
export interface FigureChange {
  figure: string;
  before: string | null;
  after: string | null;
}

/** A payment already made whose amount the corrected record does not support. */
export interface PaymentAdjustment {
  paymentKey: string;
  ref: string;
  paidOn: string;
  paid: string;
  due: string;
  /** paid - due: positive overpaid, negative underpaid. */
  difference: string;
  kind: 'overpaid' | 'underpaid';
  /** What the plan allows: a recovery or a make-up payment, and when. */
  correction: string;
  rules: string[];
}

export interface ParticipantEffect {
  participantId: string;
  changes: FigureChange[];
  payments: PaymentAdjustment[];
}

export interface CorrectionEffect {
  /** The record before the correction could not be evaluated (a price of 0, say): why. */
  before: { error: string } | null;
  participants: ParticipantEffect[];
}

const total = (rows: readonly { amount: string }[]) => sumMoney(rows.map((r) => r.amount));

/** The record evaluated as of today (balances) and through the horizon (every payment). */
export interface Evaluated {
  readonly now: ScenarioResult;
  readonly ahead: ScenarioResult;
}

/** Every figure of a participant the effect compares, by name. */
function figuresOf(participantId: string, e: Evaluated | null): Map<string, string> {
  const figures = new Map<string, string>();
  const now = e?.now.participants[participantId];
  const ahead = e?.ahead.participants[participantId];
  if (now) {
    figures.set('deferrals', total(now.deferrals));
    figures.set('companyCredits', total(now.companyCredits));
    figures.set('forfeited', total(now.forfeited));
    for (const [account, value] of Object.entries(now.balances))
      figures.set(`balance ${account}`, value);
    if (now.separation) figures.set('separation', now.separation.date);
  }
  for (const p of ahead?.payments ?? [])
    figures.set(`payment ${keyOf(participantId, p)}${p.paid ? ' (paid)' : ''}`, p.amount);
  return figures;
}

function changesOf(before: Map<string, string>, after: Map<string, string>): FigureChange[] {
  const names = [...new Set([...before.keys(), ...after.keys()])];
  return names
    .filter((name) => before.get(name) !== after.get(name))
    .map((figure) => ({
      figure,
      before: before.get(figure) ?? null,
      after: after.get(figure) ?? null,
    }));
}

/**
 * The effect of a correction as of `today`: `before` and `after` are the record evaluated
 * without and with it (with the payments made), `before` an error when it could not be
 * evaluated (a price of 0, say).
 */
export function correctionEffect(
  before: Evaluated | { error: string },
  after: Evaluated,
  today: string,
): CorrectionEffect {
  const prior = 'error' in before ? null : before;
  const ids = [
    ...new Set([
      ...Object.keys(prior?.ahead.participants ?? {}),
      ...Object.keys(after.ahead.participants),
    ]),
  ];
  const participants = ids
    .map((participantId) => {
      const changes = changesOf(figuresOf(participantId, prior), figuresOf(participantId, after));
      const own = after.ahead.participants[participantId];
      const payments = (own?.payments ?? [])
        .filter((p) => p.paid && p.due !== undefined)
        .map((p) => adjustment(participantId, p, own!, today));
      return { participantId, changes, payments };
    })
    .filter((p) => p.changes.length > 0 || p.payments.length > 0);
  return { before: 'error' in before ? { error: before.error } : null, participants };
}

function adjustment(
  participantId: string,
  p: PaymentJson,
  own: ParticipantResult,
  today: string,
): PaymentAdjustment {
  const paid = parseMoney(p.amount);
  const due = parseMoney(p.due!);
  const over = paid > due;
  const base = {
    paymentKey: keyOf(participantId, p),
    ref: p.paid!.ref,
    paidOn: p.paid!.on,
    paid: p.amount,
    due: p.due!,
    difference: formatMoney(paid - due),
  };
  return over
    ? { ...base, kind: 'overpaid', ...recovery(paid - due, p, own) }
    : { ...base, kind: 'underpaid', ...makeUp(due - paid, p, today) };
}

const yearOf = (date: string) => Number(date.slice(0, 4));

/** 12.9, Notice 2008-113 §IV.A, §V.B, §VI: recovering an amount paid before it was payable. */
function recovery(amount: bigint, p: PaymentJson, own: ParticipantResult) {
  const year = yearOf(p.paid!.on);
  const limit = irsLimitsFor(year)?.deferralLimit402g;
  const keyEmployee = own.keyEmployee.some((k) => k.from <= p.paid!.on && p.paid!.on <= k.to);
  const parts = [
    `recover ${formatMoney(amount)} paid over what was due (12.9): repaid by the payee, or taken from later payments of the ${p.account} where 409A allows`,
    `repaid by ${year}-12-31: Notice 2008-113 §IV.A`,
    `repaid in ${year + 1}: §V.B, not for an insider (§III.G)`,
    limit && amount <= parseMoney(limit)
      ? `at most the ${year} §402(g)(1)(B) limit of ${limit}: §VI if repaid by ${year + 2}-12-31`
      : `above the ${year} §402(g)(1)(B) limit${limit ? ` of ${limit}` : ''}: §VI does not apply`,
  ];
  if (keyEmployee) parts.push('a Key Employee when paid (1.20): check whether he is an insider');
  const rules = ['12.9', 'Notice 2008-113 §IV.A', 'Notice 2008-113 §V.B', 'Notice 2008-113 §VI'];
  return { correction: parts.join('; '), rules };
}

/** 12.9, 5.10, §1.409A-3(d): a make-up payment of an amount underpaid. */
function makeUp(amount: bigint, p: PaymentJson, today: string) {
  const onTime = today <= p.onTimeThrough;
  const correction = onTime
    ? `make-up payment of ${formatMoney(amount)} (12.9), on time if paid by ${p.onTimeThrough} (5.10, §1.409A-3(d))`
    : `make-up payment of ${formatMoney(amount)} (12.9), late: 5.10's last day was ${p.onTimeThrough}; Notice 2008-113 §VI if at most the §402(g)(1)(B) limit, else §VII`;
  const rules = onTime
    ? ['12.9', '5.10']
    : ['12.9', '5.10', 'Notice 2008-113 §VI', 'Notice 2008-113 §VII'];
  return { correction, rules };
}
