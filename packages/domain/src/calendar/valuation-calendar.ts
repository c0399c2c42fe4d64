import { Temporal } from 'temporal-polyfill';
import { nyseSpecialClosures } from '../reference/nyse-special-closures.js';
import { lastDayOfMonth, type PlainDate } from './dates.js';

/**
 * Plan 1.37: a Valuation Date is every day the New York Stock Exchange is open for regular
 * trading. Regular holidays follow NYSE Rule 7.2 as restated in REFERENCE_DATA.md; special
 * closures are data.
 */
export interface ValuationCalendar {
  isValuationDate(date: PlainDate): boolean;
  /** The first Valuation Date on or after `date` (7.1: a credit buys units then). */
  onOrAfter(date: PlainDate): PlainDate;
  /** The last Valuation Date on or before `date`. */
  onOrBefore(date: PlainDate): PlainDate;
  /** "End of month": the last Valuation Date on or before the month's last day (Article V). */
  endOfMonth(date: PlainDate): PlainDate;
  /** Every Valuation Date from `from` through `to`, in order. */
  between(from: PlainDate, to: PlainDate): PlainDate[];
  /** The closures of a year with their reasons (holidays by rule and special closures). */
  closures(year: number): Map<string, string>;
}

const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;
const SUNDAY = 7;

const date = (year: number, month: number, day: number) =>
  Temporal.PlainDate.from({ year, month, day });

/** The nth given weekday of a month (n = -1: the last one). */
function nthWeekday(year: number, month: number, weekday: number, n: number): PlainDate {
  if (n > 0) {
    const first = date(year, month, 1);
    return first.add({ days: ((weekday - first.dayOfWeek + 7) % 7) + 7 * (n - 1) });
  }
  const last = lastDayOfMonth(date(year, month, 1));
  return last.subtract({ days: (last.dayOfWeek - weekday + 7) % 7 });
}

/** Easter Sunday (anonymous Gregorian algorithm). */
function easterSunday(year: number): PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return date(year, month, day);
}

/** Saturday holidays close the Friday before, Sunday holidays the Monday after. */
function observed(holiday: PlainDate): PlainDate {
  if (holiday.dayOfWeek === SATURDAY) return holiday.subtract({ days: 1 });
  if (holiday.dayOfWeek === SUNDAY) return holiday.add({ days: 1 });
  return holiday;
}

function holidaysByRule(year: number): [PlainDate, string][] {
  const holidays: [PlainDate, string][] = [];
  const newYear = date(year, 1, 1);
  // A Saturday New Year's Day closes nothing: the Friday before is in the old year (NYSE Rule 7.2).
  if (newYear.dayOfWeek !== SATURDAY) holidays.push([observed(newYear), "New Year's Day"]);
  holidays.push([nthWeekday(year, 1, MONDAY, 3), 'Martin Luther King Jr. Day']);
  holidays.push([nthWeekday(year, 2, MONDAY, 3), "Washington's Birthday"]);
  holidays.push([easterSunday(year).subtract({ days: 2 }), 'Good Friday']);
  holidays.push([nthWeekday(year, 5, MONDAY, -1), 'Memorial Day']);
  if (year >= 2022) holidays.push([observed(date(year, 6, 19)), 'Juneteenth']);
  holidays.push([observed(date(year, 7, 4)), 'Independence Day']);
  holidays.push([nthWeekday(year, 9, MONDAY, 1), 'Labor Day']);
  holidays.push([nthWeekday(year, 11, THURSDAY, 4), 'Thanksgiving Day']);
  holidays.push([observed(date(year, 12, 25)), 'Christmas Day']);
  return holidays;
}

export function createValuationCalendar(
  specialClosures: readonly { date: string; reason: string }[] = nyseSpecialClosures,
): ValuationCalendar {
  const byYear = new Map<number, Map<string, string>>();

  function closures(year: number): Map<string, string> {
    let closed = byYear.get(year);
    if (!closed) {
      closed = new Map(holidaysByRule(year).map(([d, reason]) => [d.toString(), reason]));
      for (const special of specialClosures) {
        if (special.date.startsWith(`${year}-`)) closed.set(special.date, special.reason);
      }
      byYear.set(year, closed);
    }
    return closed;
  }

  const isValuationDate = (d: PlainDate): boolean =>
    d.dayOfWeek < SATURDAY && !closures(d.year).has(d.toString());

  function step(d: PlainDate, days: number): PlainDate {
    let current = d;
    while (!isValuationDate(current)) current = current.add({ days });
    return current;
  }

  return {
    isValuationDate,
    closures,
    onOrAfter: (d) => step(d, 1),
    onOrBefore: (d) => step(d, -1),
    endOfMonth: (d) => step(lastDayOfMonth(d), -1),
    between(from, to) {
      const dates: PlainDate[] = [];
      for (let d = from; Temporal.PlainDate.compare(d, to) <= 0; d = d.add({ days: 1 })) {
        if (isValuationDate(d)) dates.push(d);
      }
      return dates;
    },
  };
}

/** The NYSE calendar with the special closures known today. */
export const nyseCalendar: ValuationCalendar = createValuationCalendar();
