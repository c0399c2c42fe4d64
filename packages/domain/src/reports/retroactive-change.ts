import type { PaymentJson, ScenarioResult } from '../scenario/evaluate.js';
import { paymentKeyOf } from '../payments/due-payments.js';
import { formatMoney, parseMoney } from '../money/decimal.js';

// Plan 12.9: the Committee may correct the record, but a fact that reaches back and changes a
// payment already valued (its amount fixed at its valuation point, 5.1-5.8) or already paid is a
// correction, not a filing: it needs a second person's approval and shows its effect first.

/** A payment the record had, or has after the change, that was already valued or paid. */
export interface PaymentChange {
  participantId: string;
  /** participant|account|benefit|Payment Date|installment (payments/due-payments.ts). */
  paymentKey: string;
  payee: string;
  date: string;
  valuedAt: string;
  /** Its amount before the change; null when the change creates it. */
  before: string | null;
  /** Its amount after the change; null when the change removes it. */
  after: string | null;
  /** An approved payment run paid it. */
  paid: boolean;
}

/** A sub-account balance that the change moves. */
export interface BalanceChange {
  participantId: string;
  account: string;
  before: string;
  after: string;
}

type Sums = Map<string, { payment: PaymentJson; participantId: string; amount: bigint }>;

/** Payments by key and payee (an alternate payee's share has its own), amounts summed. */
function byKey(result: ScenarioResult): Sums {
  const sums: Sums = new Map();
  for (const [participantId, own] of Object.entries(result.participants)) {
    for (const payment of own.payments) {
      const key = `${paymentKeyOf(participantId, payment)}|${payment.payee}`;
      const amount = (sums.get(key)?.amount ?? 0n) + parseMoney(payment.amount);
      sums.set(key, { payment, participantId, amount });
    }
  }
  return sums;
}

/**
 * Plan 12.9: the payments valued on or before `today`, or paid by an approved run
 * (`paidKeys`, payment keys), whose amount the change creates, removes or alters. Both results
 * are the record evaluated through the same date, without and with the change.
 */
export function changedPayments(
  before: ScenarioResult,
  after: ScenarioResult,
  today: string,
  paidKeys: ReadonlySet<string>,
): PaymentChange[] {
  const was = byKey(before);
  const is = byKey(after);
  const changes: PaymentChange[] = [];
  for (const key of new Set([...was.keys(), ...is.keys()])) {
    const old = was.get(key);
    const now = is.get(key);
    const { payment, participantId } = (now ?? old)!;
    const paymentKey = paymentKeyOf(participantId, payment);
    const paid = paidKeys.has(paymentKey);
    const fixed = (old && old.payment.valuedAt <= today) || (now && now.payment.valuedAt <= today);
    if (!fixed && !paid) continue;
    if (old && now && old.amount === now.amount) continue;
    changes.push({
      participantId,
      paymentKey,
      payee: payment.payee,
      date: payment.date,
      valuedAt: payment.valuedAt,
      before: old ? formatMoney(old.amount) : null,
      after: now ? formatMoney(now.amount) : null,
      paid,
    });
  }
  return changes.sort((a, b) => (a.paymentKey < b.paymentKey ? -1 : 1));
}

/** The balances (same date, without and with the change) that differ, per participant. */
export function changedBalances(before: ScenarioResult, after: ScenarioResult): BalanceChange[] {
  const changes: BalanceChange[] = [];
  const ids = new Set([...Object.keys(before.participants), ...Object.keys(after.participants)]);
  for (const participantId of [...ids].sort()) {
    const was = before.participants[participantId]?.balances ?? {};
    const is = after.participants[participantId]?.balances ?? {};
    for (const account of [...new Set([...Object.keys(was), ...Object.keys(is)])].sort()) {
      const old = was[account] ?? '0.00';
      const now = is[account] ?? '0.00';
      if (parseMoney(old) !== parseMoney(now))
        changes.push({ participantId, account, before: old, after: now });
    }
  }
  return changes;
}
