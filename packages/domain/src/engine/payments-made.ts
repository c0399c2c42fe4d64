import { parseMoney, type Cents } from '../money/decimal.js';
import type { IsoDate } from './days.js';
import type { Payee, PlannedPayment } from './payouts.js';

// Payments made are facts (issue "The record II" 2): an approved payment run appends one per
// line. The engine reconciles what the record says is due with what was paid: a payment made
// is never re-valued (its gross is what left the sub-account), whatever a later correction
// (12.9) does to the facts it was computed from.

/** A payment an approved run made, as the engine is given it. */
export interface PaymentMade {
  /**
   * account|benefit|Payment Date|installment ('k/n', '-' for a lump sum, '?' when a run before
   * installments were recorded did not say): the payment key without the participant.
   */
  readonly key: string;
  readonly account: string;
  readonly benefit: string;
  /** The Payment Date it was made for. */
  readonly date: IsoDate;
  /** The valuation point its gross was fixed at. */
  readonly valuedAt: IsoDate;
  readonly payee: Payee;
  readonly gross: Cents;
  readonly paidOn: IsoDate;
  /** Where it was made: the payment run's id. */
  readonly ref: string;
}

/** A payment made as the callers give it (JSON: money as a decimal string). */
export type PaymentMadeJson = Omit<PaymentMade, 'gross' | 'payee'> & {
  gross: string;
  payee: string;
};

/** Each participant's payments made, keyed by participant id, as the engine reads them. */
export function paymentsMadeBook(
  byParticipant: Readonly<Record<string, readonly PaymentMadeJson[]>>,
): ReadonlyMap<string, readonly PaymentMade[]> {
  const book = new Map<string, PaymentMade[]>();
  for (const [participantId, made] of Object.entries(byParticipant))
    book.set(
      participantId,
      made.map((m) => ({ ...m, gross: parseMoney(m.gross), payee: m.payee as Payee })),
    );
  return book;
}

/** How a made payment was taken into the story: by the payment planned for it, or alone. */
export type MadeClaim = 'planned' | 'unplanned';

/** The key of a planned payment, as a made one carries it (no participant). */
export const plannedKey = (
  p: Pick<PlannedPayment, 'account' | 'benefit' | 'payDate' | 'installment' | 'occurrence'>,
  makeUp = false,
) =>
  [p.account, p.benefit, p.payDate, p.installment?.join('/') ?? '-'].join('|') +
  occurrenceSuffix(p.occurrence) +
  (makeUp ? MAKE_UP : '');

/**
 * Plan 5.5, 8.2: a second payment of one sub-account, benefit and Payment Date (two emergencies
 * paid the same day) is a payment of its own, paid once: its key ends `|#2` (the first's has no
 * suffix, so every key written before this stays what it was).
 */
export const occurrenceSuffix = (occurrence: number | undefined): string =>
  occurrence && occurrence > 1 ? `|#${occurrence}` : '';

/** The occurrence a payment key names (1 when it has no `|#n`). */
export const occurrenceOf = (key: string): number => Number(/\|#(\d+)(\||$)/.exec(key)?.[1] ?? 1);

/** The key's suffix of a make-up payment (12.9): the rest of a payment made short. */
export const MAKE_UP = '|make-up';

/** A run prepared before installments were recorded keyed its lines with `?` for the installment. */
const withUnknownInstallment = (key: string): string => key.replace(/\|[^|]*$/, '|?');

type Planned = Pick<
  PlannedPayment,
  'account' | 'benefit' | 'payDate' | 'installment' | 'occurrence'
>;

/** The indices of the payments made under this planned payment's key. */
function matches(made: readonly PaymentMade[], planned: Planned, makeUp: boolean): number[] {
  const key = plannedKey(planned, makeUp);
  const keys = makeUp ? [key] : [key, withUnknownInstallment(key)];
  return made.flatMap((m, i) => (keys.includes(m.key) ? [i] : []));
}

/** The index of a payment made for this planned one and not yet taken, or -1. */
export function madeFor(
  made: readonly PaymentMade[],
  planned: Planned,
  claims: ReadonlyMap<number, MadeClaim>,
  makeUp = false,
): number {
  return matches(made, planned, makeUp).find((i) => !claims.has(i)) ?? -1;
}

/** True when a payment made under this key was already taken alone (an earlier valuation). */
export const takenAlone = (
  made: readonly PaymentMade[],
  planned: Planned,
  claims: ReadonlyMap<number, MadeClaim>,
): boolean => matches(made, planned, false).some((i) => claims.get(i) === 'unplanned');
