import { addDays, parseDate } from '../calendar/dates.js';
import type { ValuationCalendar } from '../calendar/valuation-calendar.js';
import { eligibilityOf, type RecordedEvent } from '../eligibility/first-year-window.js';
import {
  keyEmployeeList,
  type KeyEmployeeFact,
  type KeyEmployeeListResult,
} from '../key-employee/company-list.js';
import { parseMoney } from '../money/decimal.js';
import type { Plan } from '../plan/plan-definition.js';

// The daily jobs (issue 10, item 7): what the plan's calendar asks on one date. Pure: the
// server's daily module (packages/server/src/daily) reads the record, asks these, and writes.

type PlanValues = Pick<Plan, 'value'>;

// ---- Enrollment notices (3.1(a), 3.2(a), 3.2(b)) -----------------------------------------

export type NoticeKind =
  | 'firstYearEnrollmentOpens'
  | 'firstYearEnrollmentCloses'
  | 'annualEnrollmentOpens'
  | 'annualEnrollmentCloses';

export interface Notice {
  readonly kind: NoticeKind;
  readonly participantId: string;
  /** The day the notice is for (the tick's date). */
  readonly date: string;
  readonly rule: string;
  /** The last day to file (11:59 p.m. Eastern that day). */
  readonly closesOn: string;
  /** For an annual enrollment: the Plan Year the elections are for. */
  readonly planYear?: number;
}

/** One participant's record as the daily job reads it: his events in record order. */
export interface DailyParticipant {
  readonly id: string;
  readonly events: readonly (RecordedEvent & { readonly date?: unknown })[];
}

/** Only the events in effect on `date` (an eligibility dated later is not yet his). */
const eventsOn = (p: DailyParticipant, date: string) =>
  p.events.filter((e) => typeof e.date !== 'string' || e.date <= date);

/**
 * The enrollment notices due on `date`:
 * - Plan 3.2(a): a first-year window opens on the day the Committee notifies him (the notice
 *   is recorded that day) and closes `initialElectionDays` later (a last-day reminder);
 * - Plan 3.1(a), 3.2(b): the annual enrollment for Plan Year Y+1 is open during year Y (the
 *   engine refuses an annual election filed earlier, `enrollment_not_open`) and closes at
 *   11:59 p.m. Eastern on December 31 of Y: every participant eligible that day gets the
 *   opening notice on January 1 and the last-day notice on December 31.
 */
export function enrollmentNotices(
  date: string,
  participants: readonly DailyParticipant[],
  plan: PlanValues,
): Notice[] {
  parseDate(date);
  const notices: Notice[] = [];
  const monthDay = date.slice(5);
  const year = Number(date.slice(0, 4));
  for (const p of participants) {
    const { eligible, windows } = eligibilityOf(eventsOn(p, date), plan);
    for (const w of windows) {
      if (w.notifiedOn === date)
        notices.push({
          kind: 'firstYearEnrollmentOpens',
          participantId: p.id,
          date,
          rule: '3.2(a)',
          closesOn: w.closesOn,
        });
      if (w.closesOn === date)
        notices.push({
          kind: 'firstYearEnrollmentCloses',
          participantId: p.id,
          date,
          rule: '3.2(a)',
          closesOn: w.closesOn,
        });
    }
    if (!eligible) continue; // 2.2(a): no deferral for a later year once no longer eligible
    if (monthDay === '01-01')
      notices.push({
        kind: 'annualEnrollmentOpens',
        participantId: p.id,
        date,
        rule: '3.1(a)',
        closesOn: `${year}-12-31`,
        planYear: year + 1,
      });
    if (monthDay === '12-31')
      notices.push({
        kind: 'annualEnrollmentCloses',
        participantId: p.id,
        date,
        rule: '3.2(b)',
        closesOn: date,
        planYear: year + 1,
      });
  }
  return notices;
}

// ---- The Key Employee list (1.20) --------------------------------------------------------

/** Plan 1.20: is `date` the plan's identification date (the month-day in force that day)? */
export const isKeyEmployeeIdentificationDate = (date: string, plan: PlanValues): boolean =>
  date.slice(5) === plan.value('keyEmployeeIdentificationDate', date);

/** A `compensation` fact of the record (FORMAT.md) with its participant. */
export interface CompensationFact {
  readonly participantId: string;
  readonly year: number;
  readonly amount: string;
  readonly officer: boolean;
  readonly ownershipPct: number;
}

/**
 * Plan 1.20, IRC 416(i)(1)(A): the list for the identification date `date`, from the record's
 * compensation facts of that year (one a person: the last recorded wins, as a correction of the
 * earlier). `employeeCount` sets the officer cap; without it the people with a fact that year
 * are counted (the record knows no others), and the answer says so.
 */
export function keyEmployeeListOn(
  date: string,
  facts: readonly CompensationFact[],
  employeeCount?: number,
): KeyEmployeeListResult & { employeeCountFrom: 'given' | 'record' } {
  const identificationDate = parseDate(date);
  const year = identificationDate.year;
  const latest = new Map<string, KeyEmployeeFact>();
  for (const f of facts) {
    if (f.year !== year) continue;
    latest.set(f.participantId, {
      participantId: f.participantId,
      year: f.year,
      compensationCents: parseMoney(f.amount),
      officer: f.officer,
      ownershipPct: f.ownershipPct,
    });
  }
  const count = employeeCount ?? latest.size;
  const result = keyEmployeeList({
    identificationDate,
    facts: [...latest.values()],
    employeeCount: count,
  });
  return { ...result, employeeCountFrom: employeeCount === undefined ? 'record' : 'given' };
}

// ---- The year-end payment run (Art. V, 8.2) ----------------------------------------------

/**
 * Plan 8.2 (the Committee authorises payments), Art. V: on the last day of the Plan Year (a
 * calendar year) the year's payments due and not yet paid are gathered in a run for the
 * Committee to approve; other days, none (null).
 */
export function yearEndRunWindow(date: string): { payFrom: string; payThrough: string } | null {
  parseDate(date);
  if (date.slice(5) !== '12-31') return null;
  return { payFrom: `${date.slice(0, 4)}-01-01`, payThrough: date };
}

// ---- The work queue (11.2-11.4, 5.5, 1.37/7.2) -------------------------------------------

export type QueueKind =
  | 'claimDecision'
  | 'claimAppeal'
  | 'claimReview'
  | 'emergencyPayment'
  | 'missingPrice'
  | 'paymentRunPending'
  | 'noticeReturned'
  | 'notPrepared';

export interface QueueItem {
  readonly kind: QueueKind;
  readonly rule: string;
  readonly due: string | null;
  /** The deadline has passed (it is before the tick's date). */
  readonly overdue: boolean;
  readonly participantId?: string;
  readonly ref?: string;
  readonly detail: string;
}

export interface ClaimDeadlines {
  readonly participantId: string;
  readonly claims: readonly {
    id: string;
    status: string;
    decisionDue: string | null;
    appealBy: string | null;
    reviewDue: string | null;
  }[];
}

const within = (date: string, days: number) => addDays(parseDate(date), days).toString();

/**
 * Article XI: each open claim's next deadline when it falls on or before `date` + `days`
 * (passed ones too, marked overdue): the Committee's decision (11.2) and decision on review
 * (11.4), and the claimant's last day to appeal (11.3, after which the claim is waived).
 */
export function claimDeadlinesDue(
  date: string,
  days: number,
  records: readonly ClaimDeadlines[],
): QueueItem[] {
  const horizon = within(date, days);
  const items: QueueItem[] = [];
  for (const r of records) {
    for (const c of r.claims) {
      const next =
        c.status === 'filed' || c.status === 'extended'
          ? { kind: 'claimDecision' as const, rule: '11.2', due: c.decisionDue }
          : c.status === 'denied'
            ? { kind: 'claimAppeal' as const, rule: '11.3', due: c.appealBy }
            : c.status === 'appealed' || c.status === 'reviewExtended'
              ? { kind: 'claimReview' as const, rule: '11.4', due: c.reviewDue }
              : null;
      if (!next?.due || next.due > horizon) continue;
      items.push({
        ...next,
        overdue: next.due < date,
        participantId: r.participantId,
        ref: c.id,
        detail: `claim ${c.id} (${c.status}): ${next.kind === 'claimAppeal' ? 'appeal by' : 'decision due'} ${next.due}`,
      });
    }
  }
  return items;
}

export interface UnpaidPayment {
  readonly participantId: string;
  readonly benefit: string;
  readonly date: string;
  readonly amount: string;
  readonly paid: boolean;
}

/**
 * Plan 5.5: an approved Unforeseeable Emergency payment is made within `emergencyPaymentDays`
 * of the decision, on the day the decision names: each not yet paid whose day falls on or
 * before `date` + `days` (passed ones marked overdue).
 */
export function emergencyPaymentsDue(
  date: string,
  days: number,
  payments: readonly UnpaidPayment[],
): QueueItem[] {
  const horizon = within(date, days);
  return payments
    .filter((p) => p.benefit === 'emergency' && !p.paid && p.date <= horizon)
    .map((p) => ({
      kind: 'emergencyPayment' as const,
      rule: '5.5',
      due: p.date,
      overdue: p.date < date,
      participantId: p.participantId,
      detail: `emergency payment of ${p.amount} due ${p.date}`,
    }));
}

export interface MenuFund {
  readonly id: string;
  /** A fund of constant price (stable value) needs no daily price. */
  readonly constantPrice: string | null;
  /** The dates it has a price for. */
  readonly priced: readonly string[];
  /** Prices are owed from this day (its first price, or the day it was added to the menu). */
  readonly since: string;
}

/**
 * Plan 1.37, 7.2: every Valuation Date from a fund's first day on the menu through the last
 * Valuation Date before `date` (today's price comes after the close) that has no price.
 */
export function missingPrices(
  date: string,
  funds: readonly MenuFund[],
  calendar: ValuationCalendar,
): QueueItem[] {
  const before = addDays(parseDate(date), -1);
  const items: QueueItem[] = [];
  for (const fund of funds) {
    if (fund.constantPrice !== null || fund.since > before.toString()) continue;
    const priced = new Set(fund.priced);
    for (const day of calendar.between(parseDate(fund.since), before)) {
      const d = day.toString();
      if (priced.has(d)) continue;
      items.push({
        kind: 'missingPrice',
        rule: '7.2',
        due: d,
        overdue: true,
        ref: fund.id,
        detail: `no price of ${fund.id} for the Valuation Date ${d}`,
      });
    }
  }
  return items;
}

// ---- Notices that came back (12.5, 12.10) ------------------------------------------------

/**
 * A notice whose last delivery came back, as the work queue reads it (the store's one query):
 * whom it was to, when it came back, and when the same addressee was last reached by a notice.
 */
export interface NoticeReturned {
  readonly id: string;
  readonly participantId: string;
  readonly kind: string;
  readonly addressee: string;
  readonly returnedAt: string;
  /** The latest notice to the same participant and addressee whose last delivery is sent. */
  readonly addresseeLastSentAt: string | null;
}

/**
 * Plan 12.5 sends notices to the last known address and 12.10 asks a Participant to keep it
 * current. Interpretation: a notice that came back is not a returned payment, so it suspends
 * nothing (12.10 names payments and checks); it is work for the Committee's staff, to confirm
 * the address of record, until a later notice to the same addressee has been sent and has not
 * come back.
 */
export function returnedNotices(notices: readonly NoticeReturned[]): QueueItem[] {
  const items: QueueItem[] = [];
  for (const n of notices) {
    const reached = n.addresseeLastSentAt !== null && n.addresseeLastSentAt > n.returnedAt;
    if (reached) continue;
    const day = n.returnedAt.slice(0, 10);
    items.push({
      kind: 'noticeReturned',
      rule: '12.10',
      due: day,
      overdue: false,
      participantId: n.participantId,
      ref: n.id,
      detail: `${n.kind} notice ${n.id} to ${n.addressee} came back undelivered on ${day}: confirm the address of record (12.5, 12.10)`,
    });
  }
  return items;
}
