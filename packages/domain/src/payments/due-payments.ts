import { plannedKey } from '../engine/payments-made.js';
import type { PaymentJson, ScenarioResult } from '../scenario/evaluate.js';

// Plan Article V, 8.2, 5.10: which payments a payment run contains. A payment is identified by
// participant, sub-account, benefit, Payment Date and installment, so that it is listed and paid
// once.

/** The Payment Dates a run pays (inclusive). */
export interface PayWindow {
  readonly payFrom: string;
  readonly payThrough: string;
}

/** A payment the record says falls due, and whose it is. */
export interface DuePayment {
  readonly participantId: string;
  readonly payment: PaymentJson;
}

/** A line an approved run paid: what counts toward "paid once" and toward 8.3's year. */
export interface PaidPayment {
  readonly paymentKey: string;
  readonly participantId: string;
  readonly payee: string;
  readonly gross: string;
  readonly paidOn: string | null;
  readonly withholdingYear: number | null;
}

/**
 * participant|account|benefit|Payment Date|installment: a payment is paid once. The second
 * payment of the same (two emergencies paid one day) adds `|#2`; a make-up payment (12.9)
 * adds `|make-up`.
 */
export const paymentKeyOf = (participantId: string, p: PaymentJson): string =>
  `${participantId}|${plannedKey({ ...p, payDate: p.date } as Parameters<typeof plannedKey>[0], p.makeUp)}`;

/** A run prepared before installments were recorded keyed its lines with `?` for the installment. */
const keyWithUnknownInstallment = (key: string): string => key.replace(/\|[^|]*$/, '|?');

/** Plan 1.22, 5.10: never paid before its Payment Date; an approval ahead of it pays on it. */
export const paidOnFor = (paymentDate: string, approvedOn: string): string =>
  approvedOn > paymentDate ? approvedOn : paymentDate;

/** Plan 8.3: the calendar year whose supplemental wages a payment approved on a day is. */
export const paidInYear = (paymentDate: string, approvedOn: string): number =>
  Number(paidOnFor(paymentDate, approvedOn).slice(0, 4));

const inWindow = (window: PayWindow, date: string): boolean =>
  date >= window.payFrom && date <= window.payThrough;

/**
 * Plan 8.2: payments whose Payment Date falls in the window and that no approved run has paid
 * (the record's payments made, and `paid`).
 */
export function duePayments(
  result: ScenarioResult,
  window: PayWindow,
  paid: readonly PaidPayment[],
): DuePayment[] {
  const paidKeys = new Set(paid.map((line) => line.paymentKey));
  const isPaid = (key: string) => paidKeys.has(key) || paidKeys.has(keyWithUnknownInstallment(key));
  const due = Object.entries(result.participants).flatMap(([participantId, own]) =>
    own.payments
      .filter((p) => inWindow(window, p.date) && !p.paid)
      .filter((p) => !isPaid(paymentKeyOf(participantId, p)))
      .map((payment) => ({ participantId, payment })),
  );
  const order = (d: DuePayment) => `${d.payment.date}|${paymentKeyOf(d.participantId, d.payment)}`;
  return due.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

/** A payment due that a run may not contain yet, and why. */
export interface WaitingPayment extends DuePayment {
  readonly reason: string;
}

/**
 * Plan 5.8, 8.2: a run pays only amounts that are known: the payment's valuation point has
 * passed (its prices are struck at that day's close, so a run prepared on the day itself
 * waits) and the price of every fund it is valued in is recorded for that day. A payment that
 * is not ready waits for a later run.
 */
export function readyToPay<T extends DuePayment>(
  due: readonly T[],
  today: string,
): { ready: T[]; waiting: (T & WaitingPayment)[] } {
  const ready: T[] = [];
  const waiting: (T & WaitingPayment)[] = [];
  for (const d of due) {
    const { valuedAt, pricesPending } = d.payment;
    if (valuedAt >= today)
      waiting.push({ ...d, reason: `valued at ${valuedAt}, which has not passed (5.8)` });
    else if (pricesPending && pricesPending.length > 0)
      waiting.push({
        ...d,
        reason: `no price of ${pricesPending.join(', ')} recorded for ${valuedAt} yet (7.2)`,
      });
    else ready.push(d);
  }
  return { ready, waiting };
}
