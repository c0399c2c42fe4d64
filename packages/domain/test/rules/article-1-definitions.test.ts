/**
 * Article I's defined terms that carry limits: 1.12 (deferral %), 1.14 (net-pay cap), 1.20 (Key
 * Employees), 1.31 (Separation from Service), 1.32 (number of SDAs), each on its boundary.
 */
import { describe, expect, it } from 'vitest';
import type { ParticipantEvent } from '../../src/index.js';
import {
  annual,
  eligible,
  enrolled2025,
  pay,
  refusedRules,
  run,
  separation,
} from '../support/scenario.js';

describe('1.12 deferral percentages', () => {
  it.each([
    ['1.12 75% accepted', { baseSalary: 75 }, null],
    ['1.12 76% refused', { baseSalary: 76 }, ['1.12']],
    ['1.12 monthly bonus 75% accepted, 76% refused', { monthlyBonus: 76 }, ['1.12']],
    ['1.12 annual bonus 90% accepted', { annualBonus: 90 }, null],
    ['1.12 annual bonus 91% refused', { annualBonus: 91 }, ['1.12']],
    ['1.12 a fraction of a percent is refused', { baseSalary: 50.5 }, ['1.12']],
  ])('%s', (_name, deferrals, rules) => {
    expect(refusedRules(run(enrolled2025({ deferrals })), 1)).toEqual(rules);
  });

  it('1.12 75% of 1000.01 is 750.0075 -> 750.01 (half-up to cents)', () => {
    const result = run([
      ...enrolled2025({ deferrals: { baseSalary: 75 } }),
      pay('2025-01-31', '1000.01'),
    ]);
    expect(result.deferrals.map((d) => d.amount)).toEqual(['750.01']);
  });

  it('1.12 a refused election changes nothing: the accepted one still governs', () => {
    const result = run([
      ...enrolled2025({ deferrals: { baseSalary: 10 } }),
      annual(2025, { filedAt: '2024-12-15T10:00:00-05:00', deferrals: { baseSalary: 76 } }),
      pay('2025-01-31', '1000.00'),
    ]);
    expect(refusedRules(result, 2)).toEqual(['1.12']);
    expect(result.deferrals.map((d) => d.amount)).toEqual(['100.00']);
  });
});

describe('1.14 net pay cap', () => {
  // 50% of 10000.00 = 5000.00, capped by what is left of the paycheck.
  it.each([
    ['1.14 net pay cap: net 5000.00 leaves the deferral whole', '5000.00', ['5000.00']],
    ['1.14 net pay cap: net 4999.99 caps it at 4999.99', '4999.99', ['4999.99']],
    ['1.14 net pay cap: net 0.00 defers nothing (no row)', '0.00', []],
  ])('%s', (_name, net, amounts) => {
    const result = run([...enrolled2025(), pay('2025-01-31', '10000.00', net)]);
    expect(result.deferrals.map((d) => d.amount)).toEqual(amounts);
  });

  it('1.14 the cap applies before the split among sub-accounts', () => {
    // 4999.99 capped, then 30% -> 1500.00 (1499.997 half-up), the last takes 3499.99.
    const result = run([
      ...enrolled2025({
        allocation: [
          ['SDA:2030-06', 30],
          ['RTA', 70],
        ],
      }),
      pay('2025-01-31', '10000.00', '4999.99'),
    ]);
    expect(result.deferrals.map((d) => [d.account, d.amount])).toEqual([
      ['RTA', '3499.99'],
      ['SDA:2030-06', '1500.00'],
    ]);
  });
});

describe('1.20 Key Employees from compensation facts', () => {
  // 2024 IRC 416(i) officer limit: 220,000.00 (Notice 2023-75). Identified 2024-12-31, a Key
  // Employee for the 12 months from 2025-04-01.
  const facts = (amount: string, officer: boolean, ownershipPct: number): ParticipantEvent => ({
    type: 'compensation',
    year: 2024,
    amount,
    officer,
    ownershipPct,
  });
  const KEY = [{ from: '2025-04-01', to: '2026-03-31' }];
  it.each([
    ['1.20 officer paid exactly the 416(i) limit is not key', facts('220000.00', true, 0), []],
    ['1.20 officer paid one cent more is key', facts('220000.01', true, 0), KEY],
    ['1.20 a non-officer paid above the limit is not key', facts('500000.00', false, 0), []],
    ['1.20 a 5% owner is not key; more than 5% is', facts('10000.00', false, 5), []],
    ['1.20 a 5.01% owner is key', facts('10000.00', false, 5.01), KEY],
    ['1.20 a 2% owner paid exactly 150000.00 is not key', facts('150000.00', false, 2), []],
    ['1.20 a 2% owner paid 150000.01 is key', facts('150000.01', false, 2), KEY],
    ['1.20 a 1% owner paid 150000.01 is not key', facts('150000.01', false, 1), []],
  ])('%s', (_name, fact, periods) => {
    expect(run([fact]).keyEmployee).toEqual(periods);
  });

  it('1.20 no Key Employees while the company is not publicly traded', () => {
    expect(run([facts('300000.00', true, 0)], { publiclyTraded: false }).keyEmployee).toEqual([]);
  });

  it('1.20 an identification on Dec 31 runs from the next Apr 1 for 12 months', () => {
    const result = run([{ type: 'keyEmployee', identificationDate: '2023-12-31' }]);
    expect(result.keyEmployee).toEqual([{ from: '2024-04-01', to: '2025-03-31' }]);
  });
});

describe('1.31 Separation from Service', () => {
  // RTA 60000.00 (50% of 120000.00), so that no small-balance rule hides the date.
  const story = (...events: ParticipantEvent[]) =>
    run([...enrolled2025(), pay('2025-01-10', '120000.00'), ...events]);
  const leave = (
    kind: 'personal' | 'disability',
    start: string,
    end?: string,
  ): ParticipantEvent => ({
    type: 'leave',
    start,
    kind,
    rightToReturn: false,
    ...(end ? { end } : {}),
  });

  it.each([
    [
      '1.31 leave: 6 months: a personal leave from Jan 15 separates on Jul 15',
      leave('personal', '2025-01-15'),
      '2025-07-15',
    ],
    [
      '1.31 leave: back on Jul 14, before 6 months end, is no Separation',
      leave('personal', '2025-01-15', '2025-07-14'),
      null,
    ],
    [
      '1.31 leave: back on Jul 16 is too late: Separation on Jul 15',
      leave('personal', '2025-01-15', '2025-07-16'),
      '2025-07-15',
    ],
    [
      '1.31 leave: Aug 31 + 6 months is clamped to Feb 28',
      leave('personal', '2025-08-31'),
      '2026-02-28',
    ],
    [
      '1.31 leave: 29 months disability: from Jan 15 2025 separates on Jun 15 2027',
      leave('disability', '2025-01-15'),
      '2027-06-15',
    ],
    [
      '1.31 leave: disability back after 28 months is no Separation',
      leave('disability', '2025-01-15', '2027-05-15'),
      null,
    ],
  ])('%s', (_name, event, date) => {
    expect(story(event).separation?.date ?? null).toEqual(date);
  });

  it('1.31 leave: with a right to return protected by law, a long personal leave is no Separation', () => {
    const event: ParticipantEvent = {
      type: 'leave',
      start: '2025-01-15',
      kind: 'military',
      rightToReturn: true,
    };
    expect(story(event).separation).toBeNull();
  });

  it.each([
    ['1.31 service reduction 35% separates', 35, '2025-05-12'],
    ['1.31 service reduction 36% does not', 36, null],
  ])('%s', (_name, expectedPct, date) => {
    const result = story({ type: 'serviceReduction', date: '2025-05-12', expectedPct });
    expect(result.separation?.date ?? null).toEqual(date);
    // Termination lump sum on the 15th of the next month, valued Fri 2025-05-30 (May 31 is a Saturday).
    expect(result.payments.map((p) => [p.date, p.valuedAt, p.amount])).toEqual(
      date ? [['2025-06-15', '2025-05-30', '60000.00']] : [],
    );
  });

  it('1.31 the first Separation counts; a later one changes nothing', () => {
    const result = story(separation('2025-03-10'), separation('2025-05-12'));
    expect(result.separation?.date).toBe('2025-03-10');
    expect(result.payments.map((p) => p.date)).toEqual(['2025-04-15']);
  });
});

describe('1.32 number of Specified Date Accounts', () => {
  const sdas = (n: number): [string, number][] =>
    Array.from({ length: n }, (_, i) => [
      `SDA:${2030 + i}-06`,
      i === n - 1 ? 100 - 10 * (n - 1) : 10,
    ]);

  it.each([
    ['1.32 fifth SDA accepted', 5, null],
    ['1.32 sixth SDA refused', 6, ['1.32']],
  ])('%s', (_name, n, rules) => {
    expect(refusedRules(run(enrolled2025({ allocation: sdas(n) })), 1)).toEqual(rules);
  });

  it('1.32 a sixth SDA is refused in a later CDA too, and accepted once one is fully paid', () => {
    // Five SDAs from the 2025 CDA, the earliest Jan 2028 (3.4: 2025 + 3), valued 2027-12-31.
    const five: [string, number][] = [
      ['SDA:2028-01', 20],
      ['SDA:2031-06', 20],
      ['SDA:2032-06', 20],
      ['SDA:2033-06', 20],
      ['SDA:2034-06', 20],
    ];
    const result = run([
      ...enrolled2025({ allocation: five }),
      pay('2025-01-31', '1000.00'),
      annual(2028, { filedAt: '2027-12-01T10:00:00-05:00', allocation: [['SDA:2035-06', 100]] }),
      annual(2029, { filedAt: '2028-12-01T10:00:00-05:00', allocation: [['SDA:2035-06', 100]] }),
    ]);
    expect(refusedRules(result, 3)).toEqual(['1.32']);
    expect(refusedRules(result, 4)).toBeNull();
    expect(result.payments.map((p) => [p.date, p.account, p.amount, p.valuedAt])).toEqual([
      ['2028-01-15', 'SDA:2028-01', '100.00', '2027-12-31'],
      ['2031-06-15', 'SDA:2031-06', '100.00', '2031-05-30'],
      ['2032-06-15', 'SDA:2032-06', '100.00', '2032-05-28'],
      ['2033-06-15', 'SDA:2033-06', '100.00', '2033-05-31'],
      ['2034-06-15', 'SDA:2034-06', '100.00', '2034-05-31'],
    ]);
  });
});

describe('2.2(a) ineligibility', () => {
  it('2.2(a) an evergreen election runs to the end of the Plan Year of ineligibility and no further', () => {
    const result = run([
      eligible('2023-10-02'),
      annual(2025),
      { type: 'ineligible', date: '2025-06-30' },
      pay('2025-12-31', '1000.00'),
      pay('2026-01-02', '1000.00'),
    ]);
    expect(result.deferrals.map((d) => d.date)).toEqual(['2025-12-31']);
  });
});
