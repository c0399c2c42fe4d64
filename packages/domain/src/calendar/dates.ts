import { Temporal } from 'temporal-polyfill';

export type PlainDate = Temporal.PlainDate;
export { Temporal };

/** Parses YYYY-MM-DD strictly (no times, no offsets). */
export function parseDate(text: string): PlainDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text))
    throw new RangeError(`not a date: ${JSON.stringify(text)}`);
  return Temporal.PlainDate.from(text, { overflow: 'reject' });
}

export const compareDates = (a: PlainDate, b: PlainDate): number =>
  Temporal.PlainDate.compare(a, b);
export const isBefore = (a: PlainDate, b: PlainDate): boolean => compareDates(a, b) < 0;
export const isAfter = (a: PlainDate, b: PlainDate): boolean => compareDates(a, b) > 0;
export const minDate = (a: PlainDate, b: PlainDate): PlainDate => (isBefore(a, b) ? a : b);
export const maxDate = (a: PlainDate, b: PlainDate): PlainDate => (isAfter(a, b) ? a : b);

/**
 * "N months after D": the same day of the month, clamped to the month's end
 * (FORMAT.md "Months"; 2025-12-31 - 6 months = 2025-06-30).
 */
export const addMonths = (date: PlainDate, months: number): PlainDate =>
  date.add({ months }, { overflow: 'constrain' });

export const addDays = (date: PlainDate, days: number): PlainDate => date.add({ days });

/** "N years after D", Feb 29 -> Feb 28 (FORMAT.md claims). */
export const addYears = (date: PlainDate, years: number): PlainDate =>
  date.add({ years }, { overflow: 'constrain' });

export const lastDayOfMonth = (date: PlainDate): PlainDate => date.with({ day: date.daysInMonth });

/** The `day`th day of the month `months` after the month of `date`. */
export const dayOfMonthAfter = (date: PlainDate, months: number, day: number): PlainDate =>
  date.with({ day: 1 }).add({ months }).with({ day });

/** Days from a to b inclusive of both ends. */
export const daysInclusive = (a: PlainDate, b: PlainDate): number => a.until(b).days + 1;
