import { addDays, parseDate } from '../calendar/dates.js';

// Plan 12.10 (missing payees) and 12.11 (minors and incapacitated payees). A payee is the
// Participant himself or one of the beneficiaries who take his Death Benefit (1.2-1.3, 5.4); the
// record keeps what happened to a payee as dated facts (payee events), never edits, and the
// standing of a payee on a day is their fold.

/** The Participant's own payments. */
export const PARTICIPANT_PAYEE = 'participant';

/**
 * A beneficiary as a payee: `beneficiary:<name>`, the name the designation in force on the day of
 * death gives (interpretation: the name identifies the person across designation forms; two
 * beneficiaries of one participant with the same name are one payee here).
 */
export const beneficiaryPayee = (name: string): string => `beneficiary:${name}`;

/** Who a guardian pays for (12.11): the relation recorded with the court order. */
export type GuardianCapacity = 'guardian' | 'conservator' | 'parent';

/** Mutable fields: the API schema (TypeBox) states the same type. */
export interface Guardian {
  name: string;
  capacity: GuardianCapacity;
  /** Why the payee cannot be paid himself (12.11). */
  basis: 'minor' | 'incapacitated';
  /** The court order's reference (a parent the minor lives with may have none). */
  courtOrder: string | null;
  /** The days it governs (the order's dates), through inclusive; null: until replaced. */
  from: string;
  through: string | null;
}

/**
 * One fact about a payee, in the order recorded (`seq`):
 * - `suspended` (12.10): a payment to him came back or a check was not cashed within the
 *   Committee's period; his later payments are held until he is found;
 * - `search`: what was tried to find him, by whom (the search log);
 * - `found`: his new address or bank account: lifts the suspension once another person approves;
 * - `uncashed`: payroll or the bank reported a check not cashed by a date;
 * - `guardian` (12.11): a guardian or conservator paid on his behalf, once approved.
 */
export interface PayeeEvent {
  readonly id: string;
  readonly seq: number;
  readonly payee: string;
  readonly kind: 'suspended' | 'search' | 'found' | 'uncashed' | 'guardian';
  /** The day it happened (a search's day, the day found, the day reported). */
  readonly on: string;
  /** A found or a guardian recorded by staff counts only once another person approves it. */
  readonly approved: boolean;
  readonly guardian?: Guardian;
  /** Why the payee was suspended (the return or the uncashed check). */
  readonly basis?: string;
}

/**
 * Plan 12.10: a check is uncashed "after a reasonable time" when it is reported not cashed by a
 * day after `uncashedCheckDays` days from the day it was paid (a report on that last day is
 * within the period).
 */
export function uncashedPastPeriod(paidOn: string, notCashedBy: string, days: number): boolean {
  return notCashedBy > addDays(parseDate(paidOn), days).toString();
}

/** A payee's standing: suspended (missing, 12.10) since a day, or not. */
export interface PayeeStanding {
  readonly payee: string;
  readonly suspended: boolean;
  /** The day the current (or last) suspension began, and why. */
  readonly since: string | null;
  readonly basis: string | null;
  /** The day the last suspension was lifted (an approved found). */
  readonly foundOn: string | null;
  /** A found recorded and waiting for its approval. */
  readonly foundPending: boolean;
  readonly rules: readonly string[];
}

/**
 * Plan 12.10: the payee's standing after his events (in the order recorded): a suspension holds
 * until an approved found recorded after it; a found recorded before a later suspension does not
 * lift it.
 */
export function payeeStanding(events: readonly PayeeEvent[], payee: string): PayeeStanding {
  let suspended = false;
  let since: string | null = null;
  let basis: string | null = null;
  let foundOn: string | null = null;
  let foundPending = false;
  for (const e of [...events].filter((x) => x.payee === payee).sort((a, b) => a.seq - b.seq)) {
    if (e.kind === 'suspended' && !suspended) {
      suspended = true;
      since = e.on;
      basis = e.basis ?? null;
      foundPending = false;
    } else if (e.kind === 'found' && suspended) {
      if (e.approved) {
        suspended = false;
        foundOn = e.on;
        foundPending = false;
      } else foundPending = true;
    }
  }
  return { payee, suspended, since, basis, foundOn, foundPending, rules: ['12.10'] };
}

/**
 * Plan 12.11: the guardian or conservator who takes the payee's payments on a day: the latest
 * approved one whose dates cover it; none: the payee is paid himself.
 */
export function guardianOn(
  events: readonly PayeeEvent[],
  payee: string,
  date: string,
): Guardian | null {
  const covering = events
    .filter((e) => e.payee === payee && e.kind === 'guardian' && e.approved && e.guardian)
    .filter((e) => e.guardian!.from <= date && (e.guardian!.through ?? date) >= date)
    .sort((a, b) => a.seq - b.seq);
  return covering.at(-1)?.guardian ?? null;
}

/** Plan 12.10: why a suspended payee's payment is held, as a run's preview says it. */
export const heldReason = (s: PayeeStanding): string =>
  `payee ${s.payee} presumed missing since ${s.since}${s.basis ? ` (${s.basis})` : ''}: held until found (12.10)`;
