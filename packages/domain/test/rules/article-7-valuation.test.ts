/**
 * Article VII: credits buy units on the first Valuation Date on or after the credit date (7.1,
 * 1.37), reallocation (7.4) and the default fund (7.5). IDX is priced 10 until Sun 2025-07-06,
 * 20 from Mon 2025-07-07 and 30 from 2025-08-01, so the day that bought is visible in the value.
 */
import { describe, expect, it } from 'vitest';
import {
  enrolled2025,
  outcomeOf,
  pay,
  refusedRules,
  run,
  type ScenarioOptions,
} from '../support/scenario.js';
import type { ParticipantEvent } from '../../src/index.js';

const IDX: ScenarioOptions = {
  evaluateThrough: '2025-12-31',
  funds: {
    IDX: {
      points: [
        ['2025-01-02', '10'],
        ['2025-07-07', '20'],
        ['2025-08-01', '30'],
      ],
    },
  },
};
const inIdx = enrolled2025({ investments: { RTA: { IDX: 100 } } });

describe('7.1 credit date', () => {
  it.each([
    // 1000.00 deferred (50% of 2000.00).
    [
      '7.1 credit on a holiday buys at the next Valuation Date (Fri Jul 4 -> Mon Jul 7 at 20)',
      '2025-07-04',
      '2025-07-07',
      '50.000000',
      '1500.00',
    ],
    ['7.1 credit on a Saturday buys on Monday', '2025-07-05', '2025-07-07', '50.000000', '1500.00'],
    [
      '7.1 credit on the Thursday before buys that day (at 10)',
      '2025-07-03',
      '2025-07-03',
      '100.000000',
      '3000.00',
    ],
    [
      '7.1 credit on the 2025-01-09 national day of mourning buys on Jan 10',
      '2025-01-09',
      '2025-01-10',
      '100.000000',
      '3000.00',
    ],
  ])('%s', (_name, date, valuedAt, units, balance) => {
    const events = [...inIdx, pay(date, '2000.00')];
    const entries = outcomeOf(events, IDX).ledger.entries;
    expect(entries.map((e) => [e.kind, e.fund, e.valuedAt, e.units, e.amount])).toEqual([
      ['deferral', 'IDX', valuedAt, BigInt(units.replace('.', '')), 100000n],
    ]);
    expect(run(events, IDX).balances.RTA).toBe(balance);
  });
});

describe('7.4 investment allocation', () => {
  const change = (
    applyTo: 'future' | 'existing' | 'both',
    investments: Record<string, number> = { SV: 100 },
  ): ParticipantEvent => ({
    type: 'allocationChange',
    date: '2025-07-15',
    account: 'RTA',
    investments,
    applyTo,
  });
  // 1000.00 into IDX at 10 on Jan 31 (100 units); a change on Jul 15 (IDX 20); 1000.00 more on Aug 29.
  const story = (applyTo: 'future' | 'existing' | 'both') =>
    run(
      [...inIdx, pay('2025-01-31', '2000.00'), change(applyTo), pay('2025-08-29', '2000.00')],
      IDX,
    );

  it.each([
    // future: 100 IDX (3000.00) + 1000 SV = 4000.00
    ['7.4 a change for future credits leaves existing units in place', 'future', '4000.00'],
    // existing: 100 IDX sold at 20 -> 2000 SV; the Aug credit still buys IDX at 30 -> 1000.00
    ["7.4 a change for existing balances sells them at that day's price", 'existing', '3000.00'],
    // both: 2000 SV + 1000 SV
    ['7.4 a change for both moves existing balances and future credits', 'both', '3000.00'],
  ])('%s', (_name, applyTo, balance) => {
    expect(story(applyTo as 'future').balances.RTA).toBe(balance);
  });

  it('7.4 investment percentages must be whole and sum to 100', () => {
    const result = run([...inIdx, change('both', { SV: 50, IDX: 49 })], IDX);
    expect(refusedRules(result, 2)).toEqual(['7.4']);
  });

  it('7.5 without an allocation a sub-account is in the capital preservation fund', () => {
    const entries = outcomeOf([...enrolled2025(), pay('2025-01-31', '2000.00')], IDX).ledger
      .entries;
    expect(entries.map((e) => e.fund)).toEqual(['SV']);
  });
});

describe('units and values (FORMAT.md rounding)', () => {
  it('units = amount / price to 6 decimals half-up; value = units x price to cents half-up', () => {
    // 1000.00 / 3 = 333.3333333 -> 333.333333 units; at 3.000001: 1000.000332.. -> 1000.00.
    const options: ScenarioOptions = {
      evaluateThrough: '2025-12-31',
      funds: {
        IDX: {
          points: [
            ['2025-01-02', '3'],
            ['2025-06-02', '3.000001'],
          ],
        },
      },
    };
    const events = [...inIdx, pay('2025-01-31', '2000.00')];
    expect(outcomeOf(events, options).ledger.entries[0]!.units).toBe(333333333n);
    expect(run(events, options).balances.RTA).toBe('1000.00');
  });
});
