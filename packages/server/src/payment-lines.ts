import {
  federalWithholding,
  formatMoney,
  formatScaled,
  isPaidOnTime,
  parseMoney,
  type Cents,
  type FederalWithholding,
} from '@defcomp/domain';
import type { PaidLine, RunLine } from '@defcomp/store';
import type { Payment, ScenarioResult } from './engine.js';

// Plan Article V, 8.3, 5.10: the lines of a payment run. A payment is identified by participant,
// sub-account, benefit, Payment Date and installment, so that it is listed and paid once.

export interface PayWindow {
  payFrom: string;
  payThrough: string;
}

/** A payment the record says falls due, and whose it is. */
export interface DuePayment {
  participantId: string;
  payment: Payment;
}

export const paymentKeyOf = (participantId: string, p: Payment): string =>
  [participantId, p.account, p.benefit, p.date, p.installment?.join('/') ?? '-'].join('|');

/** A run prepared before installments were recorded keyed its lines with `?` for the installment. */
const keyWithUnknownInstallment = (key: string): string => key.replace(/\|[^|]*$/, '|?');

/** Plan 1.22, 5.10: never paid before its Payment Date; an approval ahead of it pays on it. */
export const paidOnFor = (paymentDate: string, approvedOn: string): string =>
  approvedOn > paymentDate ? approvedOn : paymentDate;

/** Payments whose Payment Date falls in the window and that no approved run has paid. */
export function duePayments(
  result: ScenarioResult,
  window: PayWindow,
  paid: readonly PaidLine[],
): DuePayment[] {
  const paidKeys = new Set(paid.map((line) => line.paymentKey));
  const isPaid = (key: string) => paidKeys.has(key) || paidKeys.has(keyWithUnknownInstallment(key));
  const due = Object.entries(result.participants).flatMap(([participantId, own]) =>
    own.payments
      .filter((p) => p.date >= window.payFrom && p.date <= window.payThrough)
      .filter((p) => !isPaid(paymentKeyOf(participantId, p)))
      .map((payment) => ({ participantId, payment })),
  );
  const order = (d: DuePayment) => `${d.payment.date}|${paymentKeyOf(d.participantId, d.payment)}`;
  return due.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

/**
 * Plan 8.3: whose supplemental wages a payment is, for the year's $1,000,000. The participant's
 * own payments count together; a beneficiary's and an alternate payee's are theirs.
 *
 * Simplification: a payment to an alternate payee under a domestic relations order (5.9) is
 * withheld on at the same supplemental rates as the participant's, counting the alternate
 * payee's own payments from this plan toward the $1,000,000. Only this plan's payments are
 * counted: supplemental wages the Employer pays through payroll (bonuses) are not in this record.
 */
const recipientYear = (participantId: string, payee: string, year: number) =>
  `${participantId}|${payee}|${year}`;

/** Supplemental wages already paid by approved runs, per recipient and calendar year paid. */
function paidThisYear(paid: readonly PaidLine[]): Map<string, Cents> {
  const sums = new Map<string, Cents>();
  for (const line of paid) {
    const year = line.withholdingYear ?? Number((line.paidOn ?? '').slice(0, 4));
    if (!year) continue;
    const key = recipientYear(line.participantId, line.payee, year);
    sums.set(key, (sums.get(key) ?? 0n) + parseMoney(line.gross));
  }
  return sums;
}

/**
 * The lines of a run prepared on `today`: gross, federal withholding for the year it will be
 * paid in (counting approved runs and the run's earlier lines), net, 5.10's last on-time day.
 */
export function buildLines(
  due: readonly DuePayment[],
  paid: readonly PaidLine[],
  today: string,
): RunLine[] {
  const before = paidThisYear(paid);
  return due.map(({ participantId, payment }, i) => {
    const year = Number(paidOnFor(payment.date, today).slice(0, 4));
    const key = recipientYear(participantId, payment.payee, year);
    const grossCents = parseMoney(payment.amount);
    const earlierCents = before.get(key) ?? 0n;
    const withholding = federalWithholding({
      year,
      paymentCents: grossCents,
      supplementalPaidThisYearCents: earlierCents,
    });
    before.set(key, earlierCents + grossCents);
    return {
      lineNo: i + 1,
      paymentKey: paymentKeyOf(participantId, payment),
      participantId,
      account: payment.account,
      benefit: payment.benefit,
      payee: payment.payee,
      installment: payment.installment ?? null,
      paymentDate: payment.date,
      valuedAt: payment.valuedAt,
      onTimeThrough: payment.onTimeThrough,
      gross: payment.amount,
      withheld: formatMoney(withholding.withheldCents),
      net: formatMoney(grossCents - withholding.withheldCents),
      withholdingYear: year,
      rules: [...payment.rules, '8.3'],
      trace: {
        payment: payment.trace ?? [],
        withholding: withholdingTrace(withholding, earlierCents),
      },
      paidOn: null,
      late: null,
    };
  });
}

const pctOf = (bp: number) => `${formatScaled(BigInt(bp), 2)}%`;

/** The domain's withholding trace as JSON (its amounts are bigint cents). */
function withholdingTrace(w: FederalWithholding, earlierCents: Cents) {
  const t = w.trace;
  return {
    rule: t.rule,
    method: t.method,
    year: t.year,
    flatRate: pctOf(t.rates.flatRateBp),
    mandatoryRate: pctOf(t.rates.mandatoryRateBp),
    mandatoryThreshold: t.rates.mandatoryThreshold,
    sources: t.rates.sources,
    supplementalPaidThisYear: formatMoney(earlierCents),
    counted:
      'this plan’s payments to the same recipient paid in the year by approved runs, then this run’s earlier lines',
    flatPortion: formatMoney(t.flatPortionCents),
    mandatoryPortion: formatMoney(t.mandatoryPortionCents),
    flatTax: formatMoney(t.flatTaxCents),
    mandatoryTax: formatMoney(t.mandatoryTaxCents),
    withheld: formatMoney(w.withheldCents),
    rounding: t.rounding,
  };
}

/** Plan 5.10: each line paid on its date; late when after its last on-time day. */
export function paidLines(lines: readonly RunLine[], approvedOn: string) {
  return lines.map((line) => {
    const paidOn = paidOnFor(line.paymentDate, approvedOn);
    return {
      lineNo: line.lineNo,
      paymentKey: line.paymentKey,
      paidOn,
      late: !isPaidOnTime(line.paymentDate, paidOn),
    };
  });
}

/**
 * Why a prepared run may no longer be approved as it stands, or null: a line's payment is no
 * longer due, its amount or payee changed (the record changed since), or it would now be paid in
 * another year than the one its withholding counted (8.3).
 */
export function staleness(
  lines: readonly RunLine[],
  result: ScenarioResult,
  window: PayWindow,
  approvedOn: string,
): string | null {
  const now = new Map(
    duePayments(result, window, []).map((d) => [paymentKeyOf(d.participantId, d.payment), d]),
  );
  for (const line of lines) {
    const payment = now.get(line.paymentKey)?.payment;
    const where = `line ${line.lineNo} (${line.paymentKey})`;
    if (!payment) return `${where} is no longer due`;
    if (payment.amount !== line.gross) return `${where} is now ${payment.amount}`;
    if (payment.payee !== line.payee) return `${where} is now paid to the ${payment.payee}`;
    const year = Number(paidOnFor(line.paymentDate, approvedOn).slice(0, 4));
    if (line.withholdingYear !== null && year !== line.withholdingYear)
      return `${where} was withheld on for ${line.withholdingYear}, and would be paid in ${year}`;
  }
  return null;
}
