import { formatMoney, parseMoney } from '../money/decimal.js';
import { splitDeathBenefit, type DeathBenefitPayee } from '../beneficiaries/designation.js';
import { paidOnFor, paymentKeyOf, type DuePayment } from '../payments/due-payments.js';
import {
  beneficiaryPayee,
  guardianOn,
  heldReason,
  payeeStanding,
  PARTICIPANT_PAYEE,
  type Guardian,
  type PayeeEvent,
} from './missing-payees.js';

// Issue 11 item 3, Plan 1.13, 5.4, 12.10, 12.11: a run's lines are one per payee. A payment to
// the Participant is one line; a payment to the Beneficiary is one line per beneficiary of the
// designation in force on the day of death, each its share to the cent (the largest-remainder
// split of splitDeathBenefit, so the lines add up to the payment). A suspended payee's lines
// are held (12.10); a payee with a guardian in force is paid to the guardian on his behalf
// (12.11).

/** Who a line pays. */
export interface LinePayee {
  /** `participant` or `beneficiary:<name>` (missing-payees.ts). */
  readonly ref: string;
  readonly name: string;
  /** The line's gross: the payment, or the payee's share of it. */
  readonly amount: string;
  /** `k/n`: the k-th of the n shares a beneficiary payment is split into; null when not split. */
  readonly share: string | null;
  /** 12.11: the guardian or conservator paid on the payee's behalf. */
  readonly paidTo: Guardian | null;
}

export interface PayeeDue extends DuePayment {
  readonly to: LinePayee;
}

/** A payment's share key: the payment key and `#k/n`. */
export const shareKey = (paymentKey: string, share: string | null): string =>
  share ? `${paymentKey}#${share}` : paymentKey;

/** The payment a line's key is of (its share suffix taken off). */
export const paymentKeyOfLine = (lineKey: string): string => lineKey.split('#')[0]!;

/** What the record says of each participant's payees. */
export interface PayeeBook {
  /** The participant's name (a line to him says it). */
  readonly names: ReadonlyMap<string, string>;
  /** After a death: who takes the Death Benefit (deathBenefitPayees), in the order named. */
  readonly deathPayees: ReadonlyMap<string, readonly DeathBenefitPayee[]>;
  /** Each participant's payee events (12.10, 12.11). */
  readonly events: ReadonlyMap<string, readonly PayeeEvent[]>;
}

/**
 * Plan 5.4, 1.13: each payment due as one item per payee; a payment to the Beneficiary split
 * among the beneficiaries (shares to the cent). A share already paid (its key in `paidKeys`) is
 * left out: the others of the same payment are still due.
 */
export function payeeItems(
  due: readonly DuePayment[],
  book: PayeeBook,
  paidKeys: ReadonlySet<string> = new Set(),
): PayeeDue[] {
  return due.flatMap((d): PayeeDue[] => {
    const key = paymentKeyOf(d.participantId, d.payment);
    const payees = d.payment.payee === 'beneficiary' ? book.deathPayees.get(d.participantId) : [];
    if (!payees || payees.length === 0) {
      const name = book.names.get(d.participantId) ?? d.participantId;
      const ref = d.payment.payee === 'participant' ? PARTICIPANT_PAYEE : d.payment.payee;
      const to = { ref, name, amount: d.payment.amount, share: null, paidTo: null };
      return [{ ...d, to }];
    }
    const shares = splitDeathBenefit(parseMoney(d.payment.amount), payees);
    return shares
      .map((s, i) => ({
        ...d,
        to: {
          ref: beneficiaryPayee(s.name),
          name: s.name,
          amount: formatMoney(s.amount),
          share: `${i + 1}/${shares.length}`,
          paidTo: null,
        },
      }))
      .filter((item) => !paidKeys.has(shareKey(key, item.to.share)));
  });
}

/** A payment held from a run, and why. */
export interface HeldPayment extends PayeeDue {
  readonly reason: string;
  readonly rule: string;
}

/**
 * Plan 12.10: items of a suspended payee are held (a later run pays them once he is found);
 * Plan 12.11: the others are paid to the guardian in force on the day they are paid.
 */
export function applyPayeeStanding(
  items: readonly PayeeDue[],
  book: PayeeBook,
  today: string,
): { ready: PayeeDue[]; held: HeldPayment[] } {
  const ready: PayeeDue[] = [];
  const held: HeldPayment[] = [];
  for (const item of items) {
    const events = book.events.get(item.participantId) ?? [];
    const standing = payeeStanding(events, item.to.ref);
    if (standing.suspended) {
      held.push({ ...item, reason: heldReason(standing), rule: '12.10' });
      continue;
    }
    const paidTo = guardianOn(events, item.to.ref, paidOnFor(item.payment.date, today));
    ready.push(paidTo ? { ...item, to: { ...item.to, paidTo } } : item);
  }
  return { ready, held };
}

/**
 * Plan 12.10: the payees found (suspension lifted) whose payments were held: their payments are
 * due in the next run whatever its period (the payments dated before it included).
 */
export function releasedPayees(book: PayeeBook): Map<string, Set<string>> {
  const released = new Map<string, Set<string>>();
  for (const [participantId, events] of book.events) {
    const refs = new Set(events.map((e) => e.payee));
    for (const ref of refs) {
      const s = payeeStanding(events, ref);
      if (!s.suspended && s.foundOn !== null)
        released.set(participantId, (released.get(participantId) ?? new Set()).add(ref));
    }
  }
  return released;
}
