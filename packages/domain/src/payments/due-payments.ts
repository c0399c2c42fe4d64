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

/** participant|account|benefit|Payment Date|installment: a payment is paid once. */
export const paymentKeyOf = (participantId: string, p: PaymentJson): string =>
  [participantId, p.account, p.benefit, p.date, p.installment?.join('/') ?? '-'].join('|');

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

/** Plan 8.2: payments whose Payment Date falls in the window and that no approved run has paid. */
export function duePayments(
  result: ScenarioResult,
  window: PayWindow,
  paid: readonly PaidPayment[],
): DuePayment[] {
  const paidKeys = new Set(paid.map((line) => line.paymentKey));
  const isPaid = (key: string) => paidKeys.has(key) || paidKeys.has(keyWithUnknownInstallment(key));
  const due = Object.entries(result.participants).flatMap(([participantId, own]) =>
    own.payments
      .filter((p) => inWindow(window, p.date))
      .filter((p) => !isPaid(paymentKeyOf(participantId, p)))
      .map((payment) => ({ participantId, payment })),
  );
  const order = (d: DuePayment) => `${d.payment.date}|${paymentKeyOf(d.participantId, d.payment)}`;
  return due.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}
