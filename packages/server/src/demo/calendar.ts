import { easternToday, type Clock } from '../core/clock.js';

/**
 * The demo's calendar: its stories start in 2019 (fixed dates a reviewer can check by hand) and
 * run through the injected clock's today, so the demo is valid whenever it is seeded.
 */
export const demoFirstYear = 2019;
/** The fixed stories end in 2024 (a claim denied on review); a clock before 2025 gets no demo. */
export const demoEarliestToday = '2025-01-01';

export interface DemoCalendar {
  /** The clock's today, Eastern (plan dates are Eastern). */
  today: string;
  year: number;
  /** The clock's instant: nothing is filed after it. */
  now: string;
  /** Months (`YYYY-MM`) from January 2019 through today's month. */
  months: string[];
}

export function demoCalendar(clock: Clock): DemoCalendar {
  const today = easternToday(clock);
  const year = Number(today.slice(0, 4));
  const months: string[] = [];
  for (let y = demoFirstYear; y <= year; y++) {
    for (let m = 1; m <= 12; m++) {
      const month = `${y}-${String(m).padStart(2, '0')}`;
      if (month <= today.slice(0, 7)) months.push(month);
    }
  }
  return { today, year, now: clock.now().toISOString(), months };
}

/** The last day of a month (`YYYY-MM` -> `YYYY-MM-DD`). */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** Months that have ended before today: the paychecks payroll has sent. */
export function paidMonths(calendar: DemoCalendar, from: string, through?: string): string[] {
  return calendar.months.filter(
    (month) =>
      month >= from &&
      (through === undefined || month <= through) &&
      monthEnd(month) < calendar.today,
  );
}

/** An instant with the Eastern offset of winter (filings in the demo are in December-March). */
export const easternWinter = (day: string, time = '10:00'): string => `${day}T${time}:00-05:00`;

/** True when the instant is at or before the clock's now: the demo files nothing in the future. */
export const isPast = (calendar: DemoCalendar, instant: string): boolean =>
  Date.parse(instant) <= Date.parse(calendar.now);

export const later = (a: string, b: string): string => (a > b ? a : b);
