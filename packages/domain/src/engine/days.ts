import { addDays, addMonths, addYears, dayOfMonthAfter, parseDate } from '../calendar/dates.js';
import type { ValuationCalendar } from '../calendar/valuation-calendar.js';

/**
 * The engine keeps dates as ISO strings (YYYY-MM-DD sorts as dates) and does arithmetic with
 * Temporal. Each helper names the plan's wording it implements.
 */
export type IsoDate = string;

export const yearOf = (date: IsoDate): number => Number(date.slice(0, 4));
export const monthOf = (date: IsoDate): string => date.slice(0, 7);
export const plusDays = (date: IsoDate, days: number): IsoDate =>
  addDays(parseDate(date), days).toString();
/** "N months after D": same day of month, clamped to the month's end (FORMAT.md). */
export const plusMonths = (date: IsoDate, months: number): IsoDate =>
  addMonths(parseDate(date), months).toString();
/** "N years after D": Feb 29 -> Feb 28. */
export const plusYears = (date: IsoDate, years: number): IsoDate =>
  addYears(parseDate(date), years).toString();
/** The `day`th of the `months`th month after the month of `date` (5.1(b): "15th day of the month after"). */
export const dayOfMonthsAfter = (date: IsoDate, months: number, day: number): IsoDate =>
  dayOfMonthAfter(parseDate(date), months, day).toString();
/** Days from a to b inclusive of both (3.2(a) proration). */
export const inclusiveDays = (a: IsoDate, b: IsoDate): number =>
  parseDate(a).until(parseDate(b)).days + 1;
export const laterOf = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b);

/** String-keyed, cached views of the valuation calendar (1.37). */
export interface ValuationDays {
  onOrAfter(date: IsoDate): IsoDate;
  onOrBefore(date: IsoDate): IsoDate;
  /** "End of month" of the month containing `date` (Article V). */
  endOfMonth(date: IsoDate): IsoDate;
  /** "End of the month before the month of" `date` (5.1(a)(ii)-(iii), 5.2(a)). */
  endOfMonthBefore(date: IsoDate): IsoDate;
}

export function valuationDays(calendar: ValuationCalendar): ValuationDays {
  const cache = new Map<string, IsoDate>();
  const cached = (key: string, compute: () => IsoDate): IsoDate => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute();
      cache.set(key, value);
    }
    return value;
  };
  const endOfMonth = (date: IsoDate) =>
    cached(`m${monthOf(date)}`, () => calendar.endOfMonth(parseDate(date)).toString());
  return {
    onOrAfter: (date) => cached(`a${date}`, () => calendar.onOrAfter(parseDate(date)).toString()),
    onOrBefore: (date) => cached(`b${date}`, () => calendar.onOrBefore(parseDate(date)).toString()),
    endOfMonth,
    endOfMonthBefore: (date) => endOfMonth(dayOfMonthsAfter(date, -1, 1)),
  };
}

/** 15 -> "15th", 1 -> "1st", 22 -> "22nd", 13 -> "13th": for messages built from a term's value. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen
    ? 'th'
    : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
