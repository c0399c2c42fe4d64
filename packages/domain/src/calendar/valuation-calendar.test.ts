import { describe, expect, it } from 'vitest';
import { parseDate } from './dates.js';
import { createValuationCalendar, nyseCalendar } from './valuation-calendar.js';

const d = parseDate;
const open = (s: string) => nyseCalendar.isValuationDate(d(s));

describe('1.37 Valuation Dates: NYSE trading days', () => {
  // REFERENCE_DATA.md: sessions per year, from NYSE publications.
  const sessions: Record<number, number> = {
    2011: 252,
    2012: 250,
    2013: 252,
    2014: 252,
    2015: 252,
    2016: 252,
    2017: 251,
    2018: 251,
    2019: 252,
    2020: 253,
    2021: 252,
    2022: 251,
    2023: 250,
    2024: 252,
    2025: 250,
    2026: 251,
    2027: 251,
  };
  for (const [year, count] of Object.entries(sessions)) {
    it(`1.37 ${year} has ${count} trading sessions`, () => {
      expect(nyseCalendar.between(d(`${year}-01-01`), d(`${year}-12-31`))).toHaveLength(count);
    });
  }

  it('1.37 a Saturday New Year’s Day closes nothing on the Friday before', () => {
    expect(open('2021-12-31')).toBe(true); // 2022-01-01 was a Saturday
    expect(open('2010-12-31')).toBe(true);
  });
  it('1.37 a Sunday New Year’s Day closes the Monday after', () => {
    expect(open('2017-01-02')).toBe(false);
    expect(open('2023-01-02')).toBe(false);
  });
  it('1.37 Juneteenth closes only from 2022', () => {
    expect(open('2021-06-18')).toBe(true);
    expect(open('2022-06-20')).toBe(false); // Sunday the 19th, observed Monday
    expect(open('2023-06-19')).toBe(false);
  });
  it('1.37 Good Friday follows Easter', () => {
    expect(open('2024-03-29')).toBe(false);
    expect(open('2025-04-18')).toBe(false);
    expect(open('2026-04-03')).toBe(false);
    expect(open('2026-04-02')).toBe(true);
  });
  it('1.37 special closures are data', () => {
    for (const s of ['2012-10-29', '2012-10-30', '2018-12-05', '2025-01-09'])
      expect(open(s)).toBe(false);
    expect(open('2025-12-26')).toBe(true);
    const withNew = createValuationCalendar([{ date: '2031-03-04', reason: 'test' }]);
    expect(withNew.isValuationDate(d('2031-03-04'))).toBe(false);
    expect(nyseCalendar.isValuationDate(d('2031-03-04'))).toBe(true);
  });
  it('1.37 Saturday holidays close the Friday before, Sunday ones the Monday after', () => {
    expect(open('2020-07-03')).toBe(false); // July 4, 2020 was a Saturday
    expect(open('2021-12-24')).toBe(false); // Christmas 2021 was a Saturday
    expect(open('2022-12-26')).toBe(false); // Christmas 2022 was a Sunday
  });
  it('Article V end of month is the last Valuation Date on or before the last day', () => {
    expect(nyseCalendar.endOfMonth(d('2027-07-15')).toString()).toBe('2027-07-30');
    expect(nyseCalendar.endOfMonth(d('2026-02-01')).toString()).toBe('2026-02-27');
    expect(nyseCalendar.endOfMonth(d('2024-07-10')).toString()).toBe('2024-07-31');
  });
  it('7.1 a credit on a closed day buys at the next Valuation Date', () => {
    expect(nyseCalendar.onOrAfter(d('2024-03-29')).toString()).toBe('2024-04-01');
    expect(nyseCalendar.onOrAfter(d('2024-04-01')).toString()).toBe('2024-04-01');
    expect(nyseCalendar.onOrBefore(d('2025-06-08')).toString()).toBe('2025-06-06');
  });
});
