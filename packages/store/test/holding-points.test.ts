import type { ProjectedHolding } from '@defcomp/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdingRows, unitsOn, type HoldingRow } from '../src/holding-points.js';

// A projection's holdings are kept as change points, several a row (issue 23 item 1): the
// units on any day read from the rows are the units of the holdings they pack.

const day = (n: number) => new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10);

/** The units of the fund in the sub-account on `asOf`, from the domain's intervals. */
const heldIn = (
  holdings: readonly ProjectedHolding[],
  asOf: string,
  account: string,
  fund: string,
) =>
  holdings.find(
    (h) =>
      h.account === account &&
      h.fund === fund &&
      h.from <= asOf &&
      (h.until === null || h.until > asOf),
  )?.units ?? 0n;

/** The same, from the packed rows: the row that covers the day, then its point on the day. */
function heldInRows(rows: readonly HoldingRow[], asOf: string, account: string, fund: string) {
  const covering = rows.filter(
    (r) =>
      r.account === account &&
      r.fund === fund &&
      r.from <= asOf &&
      (r.until === null || r.until > asOf),
  );
  expect(covering.length).toBeLessThanOrEqual(1);
  const row = covering[0];
  if (!row) return 0n;
  return row.lastFrom <= asOf ? row.units : unitsOn(row.points!, asOf);
}

/**
 * Random holdings as the domain lays them out: runs of intervals, a gap where he held none, up
 * to `maxGap` days between changes.
 */
const holdingsOf = (maxGap: number) =>
  fc
    .array(
      fc.record({
        account: fc.constantFrom('RTA', 'CCA'),
        fund: fc.constantFrom('SV', 'IDX', 'BOND'),
        steps: fc.array(
          fc.record({ gap: fc.integer({ min: 1, max: maxGap }), units: fc.bigInt(0n, 5n) }),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        open: fc.boolean(),
      }),
      { maxLength: 6 },
    )
    .map((series) => {
      const seen = new Set<string>();
      const holdings: ProjectedHolding[] = [];
      for (const { account, fund, steps, open } of series) {
        if (seen.has(`${account}/${fund}`)) continue;
        seen.add(`${account}/${fund}`);
        let at = 0;
        let last: ProjectedHolding | null = null;
        for (const { gap, units } of steps) {
          at += gap;
          if (last) last.until = day(at);
          last = units === 0n ? null : { account, fund, from: day(at), until: null, units };
          if (last) holdings.push(last);
        }
        if (last && !open) last.until = day(at + 3);
      }
      return holdings;
    });
const holdingsArb = holdingsOf(9);

describe('holdings kept as change points (issue 23 item 1)', () => {
  it('the units on every day read from the packed rows are the units of the holdings, whatever the points a row', () => {
    fc.assert(
      fc.property(holdingsArb, fc.integer({ min: 1, max: 5 }), (holdings, size) => {
        const rows = holdingRows(holdings, size);
        for (let n = 0; n < 370; n++)
          for (const account of ['RTA', 'CCA'])
            for (const fund of ['SV', 'IDX', 'BOND'])
              expect(heldInRows(rows, day(n), account, fund)).toBe(
                heldIn(holdings, day(n), account, fund),
              );
      }),
      { numRuns: 50 },
    );
  });

  it("a row's points are of one calendar year: on a year's last day every covering row's last point is on or before it", () => {
    // Changes up to 60 days apart over about six years, rows of 1 to 70 points.
    fc.assert(
      fc.property(holdingsOf(60), fc.integer({ min: 1, max: 70 }), (holdings, size) => {
        const rows = holdingRows(holdings, size);
        for (const row of rows) expect(row.lastFrom.slice(0, 4)).toBe(row.from.slice(0, 4));
        for (const year of [2020, 2021, 2022, 2023, 2024, 2025]) {
          const yearEnd = `${year}-12-31`;
          for (const row of rows)
            if (row.from <= yearEnd && (row.until === null || row.until > yearEnd))
              expect(row.lastFrom <= yearEnd).toBe(true);
          for (const asOf of [yearEnd, `${year + 1}-01-01`])
            for (const account of ['RTA', 'CCA'])
              for (const fund of ['SV', 'IDX', 'BOND'])
                expect(heldInRows(rows, asOf, account, fund)).toBe(
                  heldIn(holdings, asOf, account, fund),
                );
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a row packs up to its size of change points of one run, and ends where the run ends', () => {
    const run = (from: number, units: bigint[]): ProjectedHolding[] =>
      units.map((u, i) => ({
        account: 'RTA',
        fund: 'SV',
        from: day(from + i),
        until: day(from + i + 1),
        units: u,
      }));
    // Two runs of SV (five days, then two after a gap) and one IDX held to the horizon.
    const holdings = [
      ...run(0, [1n, 2n, 3n, 4n, 5n]),
      ...run(10, [7n, 8n]),
      { account: 'RTA', fund: 'IDX', from: day(3), until: null, units: 9n },
    ];
    expect(holdingRows(holdings, 2)).toEqual([
      {
        account: 'RTA',
        fund: 'SV',
        from: day(0),
        until: day(2),
        units: 2n,
        lastFrom: day(1),
        points: `[["${day(0)}","1"]]`,
      },
      {
        account: 'RTA',
        fund: 'SV',
        from: day(2),
        until: day(4),
        units: 4n,
        lastFrom: day(3),
        points: `[["${day(2)}","3"]]`,
      },
      {
        account: 'RTA',
        fund: 'SV',
        from: day(4),
        until: day(5),
        units: 5n,
        lastFrom: day(4),
        points: null,
      },
      {
        account: 'RTA',
        fund: 'SV',
        from: day(10),
        until: day(12),
        units: 8n,
        lastFrom: day(11),
        points: `[["${day(10)}","7"]]`,
      },
      {
        account: 'RTA',
        fund: 'IDX',
        from: day(3),
        until: null,
        units: 9n,
        lastFrom: day(3),
        points: null,
      },
    ]);
  });

  it('a point is read on its own day and until the next, never before the row begins', () => {
    const points = `[["${day(0)}","1"],["${day(5)}","6"]]`;
    expect(unitsOn(points, day(0))).toBe(1n);
    expect(unitsOn(points, day(4))).toBe(1n);
    expect(unitsOn(points, day(5))).toBe(6n);
    expect(() => unitsOn(points, '2019-12-31')).toThrow(RangeError);
  });

  it('unitsOn reads the text as parsing its JSON would, for any days and units', () => {
    const pointsArb = fc
      .uniqueArray(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 70 })
      .chain((days) =>
        fc.tuple(
          fc.constant([...days].sort((a, b) => a - b)),
          fc.array(fc.bigInt(0n, 10n ** 18n), { minLength: days.length, maxLength: days.length }),
          fc.integer({ min: -1, max: 20_001 }),
        ),
      );
    fc.assert(
      fc.property(pointsArb, ([days, units, asOfDay]) => {
        const pairs = days.map((d, i) => [day(d), units[i]!.toString()]);
        const asOf = asOfDay < 0 ? '2019-12-31' : day(asOfDay);
        const parsed = pairs.filter(([from]) => from! <= asOf).pop();
        const text = JSON.stringify(pairs);
        if (parsed === undefined) expect(() => unitsOn(text, asOf)).toThrow(RangeError);
        else expect(unitsOn(text, asOf)).toBe(BigInt(parsed[1]!));
      }),
    );
  });
});
