import type { AccountName, Schedule } from '../scenario/types.js';

/** Plan 1.1: an Account is made of sub-accounts: the RTA (1.29), SDAs (1.32) and the CCA (1.9). */
export type AccountKind = 'RTA' | 'SDA' | 'CCA';

export const accountKind = (name: AccountName): AccountKind =>
  name === 'RTA' ? 'RTA' : name === 'CCA' ? 'CCA' : 'SDA';

/** The SDA's month as named (`SDA:2029-06` -> `2029-06`). */
export const sdaMonthOf = (name: AccountName): string => name.slice(4);

/** FORMAT.md order: RTA, then SDAs by month, then CCA. */
export function compareAccounts(a: AccountName, b: AccountName): number {
  const rank = (n: AccountName) => (n === 'RTA' ? '0' : n === 'CCA' ? '2' : `1${n}`);
  const ra = rank(a);
  const rb = rank(b);
  return ra < rb ? -1 : ra > rb ? 1 : 0;
}

/** A schedule with its defaults written out, so that equal schedules compare equal (6.1). */
export function normalizeSchedule(schedule: Schedule): string {
  const start = schedule.start?.monthsAfterSeparation ?? 1;
  switch (schedule.form) {
    case 'lump':
      return `lump/${start}`;
    case 'installments':
      return `installments/${schedule.years}/${start}`;
    case 'partial':
      return `partial/${schedule.lumpPct}/${schedule.years}/${start}`;
  }
}

export const sameSchedule = (a: Schedule, b: Schedule): boolean =>
  normalizeSchedule(a) === normalizeSchedule(b);

/** 5.1(b): the month after the month of Separation in which the first payment falls. */
export const startMonths = (schedule: Schedule): number =>
  schedule.start?.monthsAfterSeparation ?? 1;

export const LUMP_SUM: Schedule = { form: 'lump' };
