import { addDays, addMonths, addYears, dayOfMonthAfter, parseDate } from '../calendar/dates.js';
import type { ValuationCalendar } from '../calendar/valuation-calendar.js';

/**
 * The engine keeps dates as ISO strings (YYYY-MM-DD sorts as dates). Its arithmetic is on
 * integers (a day number from the civil calendar, FORMAT.md's clamping spelt out), which gives
 * Temporal's answers without an object a step: a projection does some hundred thousand of them.
 * Outside years 1-9999, or for a string that is no plain YYYY-MM-DD, each helper asks Temporal,
 * which also refuses what is no date (a RangeError). days.test.ts holds them equal to Temporal.
 * Each helper names the plan's wording it implements.
 */
export type IsoDate = string;

interface Ymd {
  y: number;
  m: number;
  d: number;
}

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (y: number, m: number): number =>
  m === 2 && isLeap(y) ? 29 : MONTH_DAYS[m - 1]!;

/** The date's parts, or null when Temporal must judge it (not YYYY-MM-DD, year 0, no such day). */
function ymdOf(date: IsoDate): Ymd | null {
  if (date.length !== 10 || date[4] !== '-' || date[7] !== '-') return null;
  // Read digit by digit: a regex and three slices a call were a projection's most common cost.
  const y = digitsAt(date, 0, 4);
  const m = digitsAt(date, 5, 2);
  const d = digitsAt(date, 8, 2);
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

/** The number the `count` ASCII digits from `start` spell, -1 when one is no digit. */
function digitsAt(text: string, start: number, count: number): number {
  let n = 0;
  for (let i = start; i < start + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

const inRange = (y: number): boolean => y >= 1 && y <= 9999;
const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));
const isoOf = (y: number, m: number, d: number): IsoDate =>
  `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;

/** Days since 1970-01-01 (proleptic Gregorian; H. Hinnant's days_from_civil). */
function dayNumber({ y, m, d }: Ymd): number {
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yoe = year - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The date of a day number (civil_from_days). */
function civil(days: number): Ymd {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

/** The month `months` after y-m, with the day clamped to its end; null outside years 1-9999. */
function clampedMonth(y: number, m: number, day: number, months: number): IsoDate | null {
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  if (!inRange(year)) return null;
  return isoOf(year, month, Math.min(day, daysInMonth(year, month)));
}

export const yearOf = (date: IsoDate): number => Number(date.slice(0, 4));
export const monthOf = (date: IsoDate): string => date.slice(0, 7);
export function plusDays(date: IsoDate, days: number): IsoDate {
  const ymd = ymdOf(date);
  const next = ymd && Number.isSafeInteger(days) ? civil(dayNumber(ymd) + days) : null;
  if (next && inRange(next.y)) return isoOf(next.y, next.m, next.d);
  return addDays(parseDate(date), days).toString();
}
/** "N months after D": same day of month, clamped to the month's end (FORMAT.md). */
export function plusMonths(date: IsoDate, months: number): IsoDate {
  const ymd = ymdOf(date);
  const next =
    ymd && Number.isSafeInteger(months) ? clampedMonth(ymd.y, ymd.m, ymd.d, months) : null;
  return next ?? addMonths(parseDate(date), months).toString();
}
/** "N years after D": Feb 29 -> Feb 28. */
export function plusYears(date: IsoDate, years: number): IsoDate {
  const ymd = ymdOf(date);
  const next =
    ymd && Number.isSafeInteger(years) ? clampedMonth(ymd.y + years, ymd.m, ymd.d, 0) : null;
  return next ?? addYears(parseDate(date), years).toString();
}
/** The `day`th of the `months`th month after the month of `date` (5.1(b): "15th day of the month after"). */
export function dayOfMonthsAfter(date: IsoDate, months: number, day: number): IsoDate {
  const ymd = ymdOf(date);
  const fast = ymd && Number.isSafeInteger(months) && Number.isInteger(day) && day >= 1;
  const next = fast ? clampedMonth(ymd.y, ymd.m, day, months) : null;
  return next ?? dayOfMonthAfter(parseDate(date), months, day).toString();
}
/** Days from a to b inclusive of both (3.2(a) proration). */
export function inclusiveDays(a: IsoDate, b: IsoDate): number {
  const [from, to] = [ymdOf(a), ymdOf(b)];
  if (from && to) return dayNumber(to) - dayNumber(from) + 1;
  return parseDate(a).until(parseDate(b)).days + 1;
}
/**
 * Whole years from `from` to `to` (on or after it), as Temporal's `until` counts them: the
 * years after which the same month and day (not clamped: Feb 29 waits for Mar 1) has come.
 */
export function wholeYears(from: IsoDate, to: IsoDate): number {
  const [a, b] = [ymdOf(from), ymdOf(to)];
  if (!a || !b || to < from)
    return parseDate(from).until(parseDate(to), { largestUnit: 'years' }).years;
  const years = b.y - a.y;
  return b.m > a.m || (b.m === a.m && b.d >= a.d) ? years : years - 1;
}
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

/**
 * One view a calendar, shared by every evaluation that uses it: a calendar is fixed data (its
 * dates never change once made), so a projection build's participants look each day up once
 * between them rather than once each.
 */
const viewsOf = new WeakMap<ValuationCalendar, ValuationDays>();

export function valuationDays(calendar: ValuationCalendar): ValuationDays {
  let view = viewsOf.get(calendar);
  if (!view) viewsOf.set(calendar, (view = newValuationDays(calendar)));
  return view;
}

function newValuationDays(calendar: ValuationCalendar): ValuationDays {
  const memo = (compute: (date: IsoDate) => IsoDate, keyOf = (date: IsoDate) => date) => {
    const cache = new Map<string, IsoDate>();
    return (date: IsoDate): IsoDate => {
      const key = keyOf(date);
      let value = cache.get(key);
      if (value === undefined) cache.set(key, (value = compute(date)));
      return value;
    };
  };
  const endOfMonth = memo((date) => calendar.endOfMonth(parseDate(date)).toString(), monthOf);
  return {
    onOrAfter: memo((date) => calendar.onOrAfter(parseDate(date)).toString()),
    onOrBefore: memo((date) => calendar.onOrBefore(parseDate(date)).toString()),
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
