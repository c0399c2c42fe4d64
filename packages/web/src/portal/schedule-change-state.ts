/**
 * Article VI before anything is filed (issue 22 item 1): which schedules a participant may change
 * and what 6.2-6.4 make of each: a Specified Date Account's known date, the Retirement/Termination
 * Account's Separation schedule (a Separation ahead, or one that has happened), and the benefits
 * the plan fixes itself. Pure: the page shows these, the server's dry run judges the change.
 */
import type { Schedule, Statement } from '../api/types';
import { easternToday } from '../forms/election-state';
import type { RecordedEvent } from './wizard-state';

/** §1.409A-2(b)(1)(ii), Plan 6.3: a changed first payment moves at least 5 years later. */
export const DEFERRAL_MONTHS = 5 * 12;
/** §1.409A-2(b)(1)(iii), Plan 6.2: filed at least 12 months before the first payment. */
export const LEAD_MONTHS = 12;
/** §1.409A-2(b)(1)(i), Plan 6.4: a Separation schedule's change governs 12 months after filing. */
export const EFFECT_MONTHS = 12;

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const pad = (n: number) => String(n).padStart(2, '0');

/** The day of the month `index` (year * 12 + month - 1), clamped to the month's end (FORMAT.md). */
function dayOfMonth(index: number, day: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(day, last))}`;
}

/** An ISO date moved by whole months, the day kept (or the month's last day). */
export function shiftMonths(date: string, months: number): string {
  return dayOfMonth(monthIndex(date) + months, Number(date.slice(8, 10)));
}

/** 5.1(b): the payment day of the `months`th month after the month of Separation. */
export const monthsAfterSeparation = (separatedOn: string, months: number, paymentDay: number) =>
  dayOfMonth(monthIndex(separatedOn) + months, paymentDay);

/** 5.1(b): the month after the month of Separation in which the first payment falls (1: default). */
export const startMonthsOf = (schedule: Schedule): number =>
  schedule.start?.monthsAfterSeparation ?? 1;

/** A sub-account's planned payments, paid or not, by date. */
function paymentsOf(statement: Statement, account: string) {
  return [...statement.payments, ...statement.scheduled]
    .filter((p) => p.account === account)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A known first payment (an SDA's, or the RTA's once Separation has come), and what Article VI
 * makes of it: file by 12 months before it (6.2), the new first payment 5 years after it at the
 * earliest (6.3), never earlier (6.4).
 */
export function changeWindow(statement: Statement, account: string) {
  // 6.2: the first payment of the schedule, paid or not (an account already paying is too late).
  const first = paymentsOf(statement, account)[0]?.date;
  if (first === undefined) return undefined;
  return {
    first,
    fileBy: shiftMonths(first, -LEAD_MONTHS),
    earliest: shiftMonths(first, DEFERRAL_MONTHS),
  };
}

export type KnownWindow = NonNullable<ReturnType<typeof changeWindow>>;

/** A version of the RTA's schedule: the CDA's (filedOn null), then each Article VI change. */
export interface ScheduleVersion {
  schedule: Schedule;
  filedOn: string | null;
}

/**
 * 6.1: the schedule the first CDA that states one gives the sub-account (a lump sum by default,
 * 5.1(c)), then each change as filed (its Eastern date, as the engine dates it).
 */
export function scheduleVersions(
  events: readonly RecordedEvent[],
  account: string,
): ScheduleVersion[] {
  const sorted = [...events].sort((a, b) => (a.filedAt ?? '').localeCompare(b.filedAt ?? ''));
  const stated = sorted.find((e) => e.type === 'election' && e.schedules?.[account]);
  const versions: ScheduleVersion[] = [
    { schedule: stated?.schedules?.[account] ?? { form: 'lump' }, filedOn: null },
  ];
  for (const e of sorted)
    if (e.type === 'scheduleChange' && e.account === account && e.schedule)
      versions.push({
        schedule: e.schedule,
        filedOn: e.filedAt ? easternToday(new Date(e.filedAt)) : null,
      });
  return versions;
}

/** Before Separation: the schedule in force and what a change filed today may be (6.3, 6.4). */
export interface SeparationWindow {
  /** The latest schedule: it governs a Separation once 12 months have passed since its filing. */
  inForce: Schedule;
  /** 6.4: a change filed under 12 months ago does not govern yet: this one does, until then. */
  governsNow?: { schedule: Schedule; until: string };
  /** 6.4: a change filed today governs only a Separation on or after this date. */
  effectiveOn: string;
  /** 6.3: the new first payment's months after Separation, at the fewest (old + 60). */
  earliestMonths: number;
}

/**
 * A Separation not yet come: its date is unknown, so 6.2 cannot apply (6.4 governs instead); the
 * 5 years of 6.3 are counted in months after Separation, from the latest start of any version
 * ("or than an earlier changed date, if later"), as the engine counts them.
 */
export function separationWindow(
  versions: readonly ScheduleVersion[],
  today: string,
): SeparationWindow {
  const latest = versions[versions.length - 1]!;
  const effective = (v: ScheduleVersion) =>
    v.filedOn === null || shiftMonths(v.filedOn, EFFECT_MONTHS) <= today;
  const now = [...versions].reverse().find(effective) ?? versions[0]!;
  const pending = versions.find((v) => !effective(v));
  return {
    inForce: latest.schedule,
    ...(pending?.filedOn
      ? {
          governsNow: {
            schedule: now.schedule,
            until: shiftMonths(pending.filedOn, EFFECT_MONTHS),
          },
        }
      : {}),
    effectiveOn: shiftMonths(today, EFFECT_MONTHS),
    earliestMonths: Math.max(...versions.map((v) => startMonthsOf(v.schedule))) + DEFERRAL_MONTHS,
  };
}

/** After Separation: the known first payment (6.2) and the fewest months after it may move to. */
export interface SeparatedWindow extends KnownWindow {
  separatedOn: string;
  earliestMonths: number;
  /** The first payment of `earliestMonths` (5.1(b): the payment day of that month). */
  earliestDate: string;
}

/**
 * A Separation that has come: the first payment is a date (6.2 applies to it) and the new one
 * at least 5 years later (6.3), stated as the fewest months after Separation whose payment day
 * falls on or after it.
 */
export function separatedWindow(
  first: string,
  separatedOn: string,
  paymentDay: number,
): SeparatedWindow {
  const earliest = shiftMonths(first, DEFERRAL_MONTHS);
  const months = monthIndex(earliest) - monthIndex(separatedOn);
  const earliestMonths =
    monthsAfterSeparation(separatedOn, months, paymentDay) >= earliest ? months : months + 1;
  return {
    first,
    fileBy: shiftMonths(first, -LEAD_MONTHS),
    earliest,
    separatedOn,
    earliestMonths,
    earliestDate: monthsAfterSeparation(separatedOn, earliestMonths, paymentDay),
  };
}

/** Why a schedule cannot be changed. */
export type ClosedReason =
  /** 6.2: its first payment has come; a schedule changes only 12 months before it. */
  | 'paying'
  /** Everything it owed is paid. */
  | 'paid'
  /** 5.3(c): the Company Contribution Benefit is a lump sum on a date the plan fixes. */
  | 'companyContribution'
  /** 5.4: the Death Benefit is a lump sum on a date the plan fixes; no CDA elects it. */
  | 'death';

/** The Death Benefit (5.4): a payment event of its own, not a sub-account. */
export const DEATH_BENEFIT = 'death';

export type ChangeOption =
  | { account: string; kind: 'specifiedDate'; window: KnownWindow }
  | { account: 'RTA'; kind: 'separationAhead'; window: SeparationWindow }
  | { account: 'RTA'; kind: 'separated'; window: SeparatedWindow }
  | { account: string; kind: 'closed'; reason: ClosedReason; date?: string };

/** The rules that say why a schedule is closed. */
export const closedRules: Record<ClosedReason, string[]> = {
  paying: ['6.2'],
  paid: [],
  companyContribution: ['5.3'],
  death: ['5.4', '6.3'],
};

/** An SDA or the RTA once separated: open while its first payment is ahead (6.2). */
function knownDateOption(
  statement: Statement,
  account: string,
  today: string,
): { reason: ClosedReason; date: string } | KnownWindow | undefined {
  const payments = paymentsOf(statement, account);
  const window = changeWindow(statement, account);
  if (window === undefined) return undefined;
  if (payments.every((p) => p.paid !== undefined))
    return { reason: 'paid', date: payments[payments.length - 1]!.date };
  if (window.first <= today) return { reason: 'paying', date: window.first };
  return window;
}

function rtaOption(
  input: { statement: Statement; events: readonly RecordedEvent[]; today: string },
  paymentDay: number,
): ChangeOption | undefined {
  const { statement, today } = input;
  const separation = statement.separation;
  if (separation === null) {
    const window = separationWindow(scheduleVersions(input.events, 'RTA'), today);
    return { account: 'RTA', kind: 'separationAhead', window };
  }
  const known = knownDateOption(statement, 'RTA', today);
  if (known === undefined) return undefined;
  if ('reason' in known) return { account: 'RTA', kind: 'closed', ...known };
  const window = separatedWindow(known.first, separation.date, paymentDay);
  return { account: 'RTA', kind: 'separated', window };
}

/**
 * Every schedule Article VI may change (6.1, 6.6: one sub-account or payment event at a time):
 * the RTA, each SDA, then the benefits the plan fixes (the CCA, the Death Benefit), each closed
 * one with why.
 */
export function changeOptions(input: {
  statement: Statement;
  events: readonly RecordedEvent[];
  today: string;
  paymentDay: number;
}): ChangeOption[] {
  const { statement, today } = input;
  const accounts = Object.keys(statement.balances);
  const options: ChangeOption[] = [];
  const rta = accounts.includes('RTA') ? rtaOption(input, input.paymentDay) : undefined;
  if (rta) options.push(rta);
  for (const account of accounts.filter((a) => a.startsWith('SDA:')).sort()) {
    const known = knownDateOption(statement, account, today);
    if (known === undefined) continue;
    options.push(
      'reason' in known
        ? { account, kind: 'closed', ...known }
        : { account, kind: 'specifiedDate', window: known },
    );
  }
  if (accounts.includes('CCA'))
    options.push({ account: 'CCA', kind: 'closed', reason: 'companyContribution' });
  options.push({ account: DEATH_BENEFIT, kind: 'closed', reason: 'death' });
  return options;
}
