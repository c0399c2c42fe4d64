/**
 * Sections the article files leave open, each pinned on a small story. Stable Value at 1
 * (amounts are units) unless a fund is named; every valuation date is an NYSE trading day.
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
  scheduleChange,
  separation,
  paymentRows,
} from '../support/scenario.js';

const claim = (id: string, date: string, action: string): ParticipantEvent =>
  ({ type: 'claim', id, date, action }) as ParticipantEvent;

describe('Article III deferrals', () => {
  it('3.1(b) an empty allocation defers everything to the RTA', () => {
    const r = run([
      eligible('2023-10-02'),
      annual(2025, { allocation: [] }),
      pay('2025-01-31', '1000.00'),
    ]);
    expect(r.deferrals).toEqual([
      { date: '2025-01-31', component: 'baseSalary', amount: '500.00', account: 'RTA' },
    ]);
  });

  it('3.1(c) the CDA for 2025 stays in effect for 2026 (evergreen)', () => {
    const r = run([...enrolled2025(), pay('2026-01-30', '1000.00')]);
    expect(r.deferrals.map((d) => [d.date, d.amount])).toEqual([['2026-01-30', '500.00']]);
  });

  it('3.3 deferrals are split among the RTA and SDAs as the CDA says', () => {
    const allocation: [string, number][] = [
      ['RTA', 60],
      ['SDA:2030-01', 40],
    ];
    const r = run([...enrolled2025({ allocation }), pay('2025-01-31', '1000.00')]);
    expect(r.deferrals.map((d) => [d.account, d.amount])).toEqual([
      ['RTA', '300.00'],
      ['SDA:2030-01', '200.00'],
    ]);
  });

  it('3.4 a 2025 CDA may not name SDA:2027 (2028 at the earliest); SDA:2028 is accepted', () => {
    const r = run([
      eligible('2023-10-02'),
      annual(2025, { allocation: [['SDA:2027-01', 100]] }),
      annual(2025, { allocation: [['SDA:2028-01', 100]], filedAt: '2024-12-02T10:00:00-05:00' }),
    ]);
    expect(refusedRules(r, 1)).toEqual(['3.4']);
    expect(refusedRules(r, 2)).toBeNull();
  });

  it('3.6 deferrals are always vested: nothing is forfeited at Separation with 0 years of service', () => {
    const r = run([...enrolled2025(), pay('2025-01-31', '1000.00'), separation('2025-03-10')], {
      hireDate: '2024-06-03',
    });
    expect(r.forfeited).toEqual([]);
    expect(paymentRows(r)).toEqual([['2025-04-15', 'RTA', 'smallBalance', '500.00', '2025-03-31']]);
  });
});

describe('Article IV and 5.3', () => {
  const rsp2025: ParticipantEvent = { type: 'retirementSavingsPlan', year: 2025, deferralPct: 4 };

  it('4.1(b) the retirement contribution restores 5% of the deferred pay (no 401(k) rate: no match)', () => {
    const r = run([...enrolled2025(), pay('2025-01-31', '10000.00')], {
      parameters: { retirementContributionPct: 5 },
    });
    expect(r.companyCredits).toEqual([
      { date: '2025-12-31', kind: 'retirement', amount: '250.00' },
    ]);
  });

  it('5.3 the vested CCA is valued at the end of the month of Separation (Fri Feb 27) and paid on the 15th of the next', () => {
    const r = run([
      ...enrolled2025(),
      rsp2025,
      pay('2025-01-31', '10000.00'),
      separation('2026-02-10'),
    ]);
    expect(r.companyCredits).toEqual([{ date: '2025-12-31', kind: 'match', amount: '200.00' }]);
    expect(paymentRows(r)).toEqual([
      ['2026-03-15', 'RTA', 'smallBalance', '5000.00', '2026-02-27'],
      ['2026-03-15', 'CCA', 'companyContribution', '200.00', '2026-02-27'],
    ]);
  });
});

describe('5.8 installments', () => {
  it('5.8 each installment is the value over the installments left, half-up; the last pays all', () => {
    const schedules = { RTA: { form: 'installments' as const, years: 3 } };
    const r = run([
      ...enrolled2025({ schedules }),
      pay('2025-01-15', '200000.00'),
      separation('2025-03-10'),
    ]);
    // 100000.00 / 3 = 33333.33; 66666.67 / 2 = 33333.335 -> 33333.34; the rest 33333.33.
    expect(r.payments.map((p) => [p.date, p.amount, p.valuedAt, p.installment])).toEqual([
      ['2025-04-15', '33333.33', '2025-03-31', [1, 3]],
      ['2026-04-15', '33333.34', '2026-03-31', [2, 3]],
      ['2027-04-15', '33333.33', '2027-03-31', [3, 3]],
    ]);
  });
});

describe('Article VI', () => {
  const twoAccounts = enrolled2025({
    allocation: [
      ['RTA', 50],
      ['SDA:2028-03', 50],
    ],
    schedules: { RTA: { form: 'lump' }, 'SDA:2028-03': { form: 'lump' } },
  });

  it('6.6 a change to the SDA leaves the RTA as it was', () => {
    const r = run([
      ...twoAccounts,
      pay('2025-01-31', '2000.00'),
      scheduleChange('2026-12-01T10:00:00-05:00', 'SDA:2028-03', { form: 'lump' }, '2033-03'),
      separation('2027-05-10'),
    ]);
    expect(refusedRules(r, 3)).toBeNull();
    // End of May 2027: May 31 is Memorial Day, so Friday May 28.
    expect(paymentRows(r)).toEqual([
      ['2027-06-15', 'RTA', 'smallBalance', '500.00', '2027-05-28'],
      ['2033-03-15', 'SDA:2028-03', 'specifiedDate', '500.00', '2033-02-28'],
    ]);
  });

  it('6.5 a change is irrevocable once received: moving back to 2028 is an acceleration (6.3, 6.4)', () => {
    const r = run([
      ...twoAccounts,
      pay('2025-01-31', '2000.00'),
      scheduleChange('2026-12-01T10:00:00-05:00', 'SDA:2028-03', { form: 'lump' }, '2033-03'),
      scheduleChange('2027-01-04T10:00:00-05:00', 'SDA:2028-03', { form: 'lump' }, '2028-03'),
    ]);
    expect(refusedRules(r, 4)).toEqual(expect.arrayContaining(['6.3', '6.4']));
    expect(r.payments.map((p) => p.date)).toEqual(['2033-03-15']);
  });
});

describe('7.4 and 2.2(b) after Separation', () => {
  it('2.2(b) a separated participant may still move his balance: installments follow the new fund', () => {
    const schedules = { RTA: { form: 'installments' as const, years: 2 } };
    const move: ParticipantEvent = {
      type: 'allocationChange',
      date: '2025-03-20',
      account: 'RTA',
      investments: { IDX: 100 },
      applyTo: 'both',
    };
    const r = run(
      [
        ...enrolled2025({ schedules }),
        pay('2025-01-15', '200000.00'),
        separation('2025-03-10'),
        move,
      ],
      {
        funds: {
          IDX: {
            points: [
              ['2024-01-02', '10'],
              ['2025-04-01', '20'],
            ],
          },
        },
      },
    );
    // 100000.00 buys 10000 units at 10; half at 10 on 2025-03-31, the other 5000 at 20.
    expect(r.payments.map((p) => [p.date, p.amount, p.valuedAt])).toEqual([
      ['2025-04-15', '50000.00', '2025-03-31'],
      ['2026-04-15', '100000.00', '2026-03-31'],
    ]);
  });
});

describe('Article XI claims', () => {
  it('11.3 an appeal on day 61 after the denial is refused: the claim is waived', () => {
    const r = run([
      claim('C1', '2025-01-06', 'filed'),
      claim('C1', '2025-03-20', 'denied'),
      claim('C1', '2025-05-20', 'appealed'),
    ]);
    expect(refusedRules(r, 2)).toEqual(['11.3']);
    expect(r.claims).toEqual([
      {
        id: 'C1',
        status: 'denied',
        decisionDue: '2025-04-06',
        appealBy: '2025-05-19',
        reviewDue: null,
        suitBy: null,
      },
    ]);
  });

  it('11.5 a suit within 1 year after the decision on review', () => {
    const r = run([
      claim('C1', '2025-01-06', 'filed'),
      claim('C1', '2025-03-20', 'denied'),
      claim('C1', '2025-05-19', 'appealed'),
      claim('C1', '2025-06-30', 'deniedOnReview'),
    ]);
    expect(r.claims[0]).toMatchObject({
      status: 'deniedOnReview',
      reviewDue: '2025-07-18',
      suitBy: '2026-06-30',
    });
  });
});

describe('3.2(c) performance-based compensation', () => {
  const period = { start: '2025-01-01', end: '2026-12-31', criteriaSetOn: '2025-02-01' };
  const performance: ParticipantEvent = {
    type: 'election',
    filedAt: '2025-05-01T10:00:00-04:00',
    kind: 'performance',
    performancePeriod: period,
    deferrals: { performanceBonus: 50 },
    allocation: [{ account: 'RTA', pct: 100 }],
  };
  const bonus = pay('2026-04-15', '10000.00', '10000.00', 'performanceBonus', {
    start: period.start,
    end: period.end,
  });

  it('3.2(c) a bonus for the period is deferred under the performance election', () => {
    const r = run([eligible('2023-10-02'), performance, bonus]);
    expect(r.deferrals.map((d) => d.amount)).toEqual(['5000.00']);
  });

  it('3.2(c) void for an amount paid before the period ends because of a Change in Control', () => {
    const r = run([eligible('2023-10-02'), performance, bonus], {
      companyEvents: [{ type: 'changeInControl', date: '2026-03-01' }],
    });
    expect(r.refused).toEqual([]);
    expect(r.deferrals).toEqual([]);
  });
});

describe('a refusal names the field at fault for each rule it cites', () => {
  it('1.12 and 3.4 each point at their field', () => {
    const r = run([
      eligible('2023-10-02'),
      annual(2025, {
        deferrals: { baseSalary: 76 },
        allocation: [
          ['RTA', 50],
          ['SDA:2027-01', 50],
        ],
      }),
    ]);
    expect(r.refused[0]!.violations).toEqual([
      expect.objectContaining({
        rule: '1.12',
        code: 'deferral_pct_above_max',
        field: 'deferrals.baseSalary',
      }),
      expect.objectContaining({
        rule: '3.4',
        code: 'specified_date_too_soon',
        field: 'allocation[1].account',
      }),
    ]);
  });
});
