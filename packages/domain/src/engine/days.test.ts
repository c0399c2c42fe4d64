import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import {
  dayOfMonthsAfter,
  inclusiveDays,
  plusDays,
  plusMonths,
  plusYears,
  wholeYears,
} from './days.js';

// The engine's date arithmetic is on integers; Temporal is the reference it must equal.
const date = (text: string) => Temporal.PlainDate.from(text, { overflow: 'reject' });
const reference = {
  plusDays: (d: string, n: number) => date(d).add({ days: n }).toString(),
  plusMonths: (d: string, n: number) =>
    date(d).add({ months: n }, { overflow: 'constrain' }).toString(),
  plusYears: (d: string, n: number) =>
    date(d).add({ years: n }, { overflow: 'constrain' }).toString(),
  dayOfMonthsAfter: (d: string, n: number, day: number) =>
    date(d).with({ day: 1 }).add({ months: n }).with({ day }).toString(),
  inclusiveDays: (a: string, b: string) => date(a).until(date(b)).days + 1,
  wholeYears: (a: string, b: string) => date(a).until(date(b), { largestUnit: 'years' }).years,
};

/** Every day of 1999-2005 (a leap century, leap years) and of early 1900 and 2100 (no leap day). */
function everyDay(): string[] {
  const days: string[] = [];
  const spans = [
    ['1900-01-01', '1900-04-01'],
    ['1999-01-01', '2006-01-01'],
    ['2100-01-01', '2100-04-01'],
  ];
  for (const [from, until] of spans)
    for (let d = date(from!); d.toString() < until!; d = d.add({ days: 1 }))
      days.push(d.toString());
  return days;
}

/** The cases where `fast` and `slow` differ (one expect for all: expect a call is slow). */
function differences<T extends unknown[]>(
  cases: T[],
  fast: (...args: T) => unknown,
  slow: (...args: T) => unknown,
): string[] {
  const found: string[] = [];
  for (const c of cases) {
    const [got, want] = [fast(...c), slow(...c)];
    if (got !== want) found.push(`${JSON.stringify(c)}: ${String(got)}, not ${String(want)}`);
  }
  return found.slice(0, 10);
}

const anyDay = fc
  .date({
    min: new Date('0001-01-01T00:00:00Z'),
    max: new Date('9999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('FORMAT.md day and month arithmetic equals Temporal', () => {
  it('plusDays, plusMonths, plusYears and dayOfMonthsAfter on every day of 1999-2005', () => {
    const days = everyDay();
    const steps = (ns: number[]) => days.flatMap((d) => ns.map((n) => [d, n] as [string, number]));
    const days2 = steps([-400, -31, -1, 0, 1, 2, 28, 365, 366]);
    expect(differences(days2, plusDays, reference.plusDays)).toEqual([]);
    const months = steps([-13, -12, -1, 1, 6, 11, 12, 18, 25]);
    expect(differences(months, plusMonths, reference.plusMonths)).toEqual([]);
    const years = steps([-100, -4, -1, 1, 3, 4, 100]);
    expect(differences(years, plusYears, reference.plusYears)).toEqual([]);
    const monthDays = days
      .filter((_, k) => k % 3 === 0)
      .flatMap((d) =>
        [
          [-1, 1],
          [1, 15],
          [6, 1],
          [13, 31],
          [1, 29],
          [0, 30],
        ].map(([n, day]) => [d, n!, day!] as [string, number, number]),
      );
    expect(differences(monthDays, dayOfMonthsAfter, reference.dayOfMonthsAfter)).toEqual([]);
  });

  it('3.2(a) inclusive days and 4.2 whole years from leap days and month ends', () => {
    const days = everyDay();
    const starts = days.filter((d) => /-(29|28|31|01)$/.test(d));
    const pairs = starts.flatMap((a, k) =>
      days.filter((_, j) => (j + k) % 61 === 0).map((b) => [a, b] as [string, string]),
    );
    expect(differences(pairs, inclusiveDays, reference.inclusiveDays)).toEqual([]);
    const forward = pairs.filter(([a, b]) => b >= a);
    for (const a of ['2000-02-29', '2004-02-29', '1900-02-28', '1999-03-01'])
      for (const b of days) if (b >= a) forward.push([a, b]);
    expect(differences(forward, wholeYears, reference.wholeYears)).toEqual([]);
  });

  it('any day of years 1-9999, any step: the same date or the same RangeError', () => {
    const same = (fast: () => unknown, slow: () => unknown) => {
      let expected: unknown;
      try {
        expected = slow();
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
        expect(fast).toThrow(RangeError);
        return;
      }
      expect(fast()).toBe(expected);
    };
    fc.assert(
      fc.property(anyDay, anyDay, fc.integer({ min: -5000, max: 5000 }), (a, b, n) => {
        same(
          () => plusDays(a, n * 100),
          () => reference.plusDays(a, n * 100),
        );
        same(
          () => plusMonths(a, n),
          () => reference.plusMonths(a, n),
        );
        same(
          () => plusYears(a, n),
          () => reference.plusYears(a, n),
        );
        same(
          () => dayOfMonthsAfter(a, n, 1 + (Math.abs(n) % 31)),
          () => reference.dayOfMonthsAfter(a, n, 1 + (Math.abs(n) % 31)),
        );
        same(
          () => inclusiveDays(a, b),
          () => reference.inclusiveDays(a, b),
        );
        if (b >= a)
          same(
            () => wholeYears(a, b),
            () => reference.wholeYears(a, b),
          );
      }),
      { numRuns: 3000 },
    );
  });

  it('any ten characters of digits, dashes and others: the same date or the same RangeError', () => {
    const text = fc.string({
      unit: fc.constantFrom(...'0123456789-x/+ :'),
      minLength: 10,
      maxLength: 10,
    });
    const nearDate = fc
      .tuple(anyDay, fc.nat(9), fc.constantFrom(...'0123456789-x/+:'))
      .map(([day, i, c]) => day.slice(0, i) + c + day.slice(i + 1));
    fc.assert(
      fc.property(fc.oneof(text, nearDate), (t) => {
        let expected: string | undefined;
        try {
          expected = reference.plusDays(t, 1);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
          expect(() => plusDays(t, 1)).toThrow(RangeError);
          return;
        }
        expect(plusDays(t, 1)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('what is no date is refused as Temporal refuses it', () => {
    for (const bad of ['2025-02-30', '2025-13-01', '2025-1-01', 'x', '2025-00-10'])
      expect(() => plusDays(bad, 1)).toThrow(RangeError);
    expect(() => dayOfMonthsAfter('2025-01-15', 1, 0)).toThrow(RangeError);
    expect(plusDays('9999-12-31', 1)).toBe(reference.plusDays('9999-12-31', 1));
    expect(plusMonths('0001-01-31', -1)).toBe(reference.plusMonths('0001-01-31', -1));
  });
});
