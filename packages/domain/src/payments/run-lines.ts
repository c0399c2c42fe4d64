import { formatMoney, parseMoney, sumMoney } from '../money/decimal.js';
import { isPaidOnTime } from '../engine/payouts.js';
import type { ScenarioResult } from '../scenario/evaluate.js';
import {
  duePayments,
  paidInYear,
  paidOnFor,
  paymentKeyOf,
  type DuePayment,
  type PaidPayment,
  type PayWindow,
} from './due-payments.js';
import { SupplementalWages } from './supplemental-wages.js';
import { paymentKeyOfLine, shareKey, type LinePayee } from '../payees/payee-lines.js';

// A run's lines are stored by the store (payment-run-repository.ts `RunLine`); the functions
// below ask of a line only the fields they read, so that no second copy of its type is kept.

/** What a line's payment was when the run was prepared. */
interface PreparedLine {
  readonly lineNo: number;
  /** participant|account|benefit|Payment Date|installment: a payment is paid once. */
  readonly paymentKey: string;
  readonly paymentDate: string;
  readonly payee: string;
  readonly gross: string;
  readonly withheld: string | null;
  readonly net: string | null;
  /** 8.3: the calendar year whose supplemental wages its withholding counted. */
  readonly withholdingYear: number | null;
}

/**
 * Plan 8.3, 5.10: the lines of a run prepared on `today`: gross, federal withholding for the
 * year it will be paid in (counting approved runs and the run's earlier lines), net, and 5.10's
 * last on-time day.
 */
export function buildLines(
  due: readonly (DuePayment & { readonly to?: LinePayee })[],
  paid: readonly PaidPayment[],
  today: string,
) {
  const wages = new SupplementalWages(paid);
  return due.map(({ participantId, payment, to }, i) => {
    const year = paidInYear(payment.date, today);
    const gross = to?.amount ?? payment.amount;
    const grossCents = parseMoney(gross);
    // 8.3: a beneficiary's payments are his own supplemental wages (issue 11 item 3).
    const recipient = { participantId, payee: to?.ref ?? payment.payee };
    const { withholding, trace } = wages.withhold(recipient, year, grossCents);
    return {
      lineNo: i + 1,
      paymentKey: shareKey(paymentKeyOf(participantId, payment), to?.share ?? null),
      participantId,
      account: payment.account,
      benefit: payment.benefit,
      payee: payment.payee,
      installment: payment.installment ?? null,
      paymentDate: payment.date,
      valuedAt: payment.valuedAt,
      onTimeThrough: payment.onTimeThrough,
      gross,
      withheld: formatMoney(withholding.withheldCents),
      net: formatMoney(grossCents - withholding.withheldCents),
      withholdingYear: year,
      payeeRef: to?.ref ?? null,
      payeeName: to?.name ?? null,
      paidTo: to?.paidTo ?? null,
      rules: [
        ...payment.rules,
        ...(to?.share ? ['1.13', '5.4'] : []),
        ...(to?.paidTo ? ['12.11'] : []),
        '8.3',
      ],
      trace: { payment: payment.trace ?? [], withholding: trace },
      paidOn: null,
      late: null,
      returnedAt: null,
    };
  });
}

type TotalsLine = Pick<PreparedLine, 'gross' | 'withheld' | 'net'>;

/** A run's totals: gross, withheld and net, each the exact sum of its lines. */
export const runTotals = (lines: readonly TotalsLine[]) => ({
  gross: sumMoney(lines.map((l) => l.gross)),
  withheld: sumMoney(lines.map((l) => l.withheld ?? '0.00')),
  net: sumMoney(lines.map((l) => l.net ?? '0.00')),
});

type DatedLine = Pick<PreparedLine, 'lineNo' | 'paymentKey' | 'paymentDate'>;

/** Plan 5.10: each line paid on its date (or on approval, if later); late when after 5.10's day. */
export function paidLines(lines: readonly DatedLine[], approvedOn: string) {
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
  lines: readonly PreparedLine[],
  result: ScenarioResult,
  window: PayWindow,
  approvedOn: string,
  /** A beneficiary's share lines: each share's amount as the record splits it now. */
  shareAmounts: ReadonlyMap<string, string> = new Map(),
): string | null {
  const now = new Map(
    duePayments(result, window, []).map((d) => [paymentKeyOf(d.participantId, d.payment), d]),
  );
  for (const line of lines) {
    const payment = now.get(paymentKeyOfLine(line.paymentKey))?.payment;
    const where = `line ${line.lineNo} (${line.paymentKey})`;
    if (!payment) return `${where} is no longer due`;
    const amount = shareAmounts.get(line.paymentKey) ?? payment.amount;
    if (amount !== line.gross) return `${where} is now ${amount}`;
    if (payment.pricesPending)
      return `${where} is valued at prices not recorded (${payment.pricesPending.join(', ')})`;
    if (payment.payee !== line.payee) return `${where} is now paid to the ${payment.payee}`;
    const year = paidInYear(line.paymentDate, approvedOn);
    if (line.withholdingYear !== null && year !== line.withholdingYear)
      return `${where} was withheld on for ${line.withholdingYear}, and would be paid in ${year}`;
  }
  return null;
}
