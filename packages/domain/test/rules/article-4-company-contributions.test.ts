/**
 * Article IV: the restoration match (4.1(a)) and vesting of the Company Contribution Account
 * (4.2), on their boundaries. 2024 CDA at 50%: a 10000.00 paycheck defers 5000.00.
 */
import { describe, expect, it } from 'vitest';
import type { ParticipantEvent } from '../../src/index.js';
import { annual, death, eligible, pay, run, separation } from '../support/scenario.js';

const matched2024 = (ownPct: number): ParticipantEvent[] => [
  eligible('2023-10-02'),
  annual(2024),
  { type: 'retirementSavingsPlan', year: 2024, deferralPct: ownPct },
  pay('2024-03-15', '10000.00'),
];

describe('4.1(a) restoration match', () => {
  it.each([
    ['4.1(a) match is deferred pay x his own 401(k) rate when below the cap (3%)', 3, '150.00'],
    ['4.1(a) a fractional 401(k) rate: 3.5%', 3.5, '175.00'],
    ['4.1(a) match at exactly the cap (4%)', 4, '200.00'],
    ['4.1(a) match is capped at 4% (own rate 6%)', 6, '200.00'],
  ])('%s', (_name, ownPct, amount) => {
    expect(run(matched2024(ownPct)).companyCredits).toEqual([
      { date: '2024-12-31', kind: 'match', amount },
    ]);
  });

  it('4.1(a) no retirementSavingsPlan rate for the year: no match', () => {
    const events = matched2024(6).filter((e) => e.type !== 'retirementSavingsPlan');
    expect(run(events).companyCredits).toEqual([]);
  });

  it.each([
    ['4.1 separated on Dec 30: not employed on Dec 31, no match', '2024-12-30', []],
    [
      '4.1 separated on Jan 2: employed on Dec 31, matched',
      '2025-01-02',
      [{ date: '2024-12-31', kind: 'match', amount: '200.00' }],
    ],
  ])('%s', (_name, date, credits) => {
    expect(run([...matched2024(6), separation(date)]).companyCredits).toEqual(credits);
  });

  it('4.1(a) the match counts deferrals credited in the calendar year, with a parameter override', () => {
    const result = run(matched2024(6), { parameters: { match: { ratePct: 50, upToPct: 6 } } });
    // 5000.00 x 6% x 50% = 150.00
    expect(result.companyCredits.map((c) => c.amount)).toEqual(['150.00']);
  });
});

describe('4.2 vesting', () => {
  // Hired Tue 2022-03-15: 3 years of vesting service (100%) on 2025-03-15.
  const hireDate = '2022-03-15';
  it('4.2 vesting on the anniversary: separating the day before forfeits the whole CCA', () => {
    const result = run([...matched2024(6), separation('2025-03-14')], { hireDate });
    expect(result.forfeited).toEqual([{ date: '2025-03-14', amount: '200.00', rules: ['4.2'] }]);
    // The RTA (5000.00) is a small balance; nothing is left in the CCA to pay.
    expect(result.payments.map((p) => [p.account, p.benefit, p.amount])).toEqual([
      ['RTA', 'smallBalance', '5000.00'],
    ]);
  });

  it('4.2 vesting on the anniversary: separating on it keeps the whole CCA', () => {
    const result = run([...matched2024(6), separation('2025-03-15')], { hireDate });
    expect(result.forfeited).toEqual([]);
    // 5.3: 15th of the month after the month of Separation, valued Mon 2025-03-31.
    expect(
      result.payments.map((p) => [p.date, p.account, p.benefit, p.amount, p.valuedAt]),
    ).toEqual([
      ['2025-04-15', 'RTA', 'smallBalance', '5000.00', '2025-03-31'],
      ['2025-04-15', 'CCA', 'companyContribution', '200.00', '2025-03-31'],
    ]);
  });

  it('4.2(i) death while an Employee vests the CCA in full', () => {
    // Death on Mon 2025-02-10: valued that day, paid 2025-03-15 to the Beneficiary.
    const result = run([...matched2024(6), death('2025-02-10')], { hireDate });
    expect(result.forfeited).toEqual([]);
    expect(result.payments.map((p) => [p.date, p.account, p.benefit, p.amount, p.payee])).toEqual([
      ['2025-03-15', 'RTA', 'death', '5000.00', 'beneficiary'],
      ['2025-03-15', 'CCA', 'death', '200.00', 'beneficiary'],
    ]);
  });

  it('4.2(ii) a Change in Control vests the CCA in full, even for a later Separation outside the window', () => {
    // Hired 2024-09-03: 2 years of service (0%) at a Separation on 2027-07-01, which is
    // after the 24-month window of the 2025-06-02 Change in Control (ends 2027-06-02).
    const result = run(
      [
        eligible('2024-10-01'),
        annual(2025),
        { type: 'retirementSavingsPlan', year: 2025, deferralPct: 6 },
        pay('2025-03-14', '10000.00'),
        separation('2027-07-01'),
      ],
      { hireDate: '2024-09-03', companyEvents: [{ type: 'changeInControl', date: '2025-06-02' }] },
    );
    expect(result.forfeited).toEqual([]);
    // 5.3: valued at the end of July 2027, Fri 2027-07-30; paid 2027-08-15.
    expect(
      result.payments.map((p) => [p.date, p.account, p.benefit, p.amount, p.valuedAt]),
    ).toEqual([
      ['2027-08-15', 'RTA', 'smallBalance', '5000.00', '2027-07-30'],
      ['2027-08-15', 'CCA', 'companyContribution', '200.00', '2027-07-30'],
    ]);
  });

  it('4.2 CCAVested follows the schedule before Separation', () => {
    // Hired 2022-03-15; on 2025-03-14 2 years (0%), from 2025-03-17 3 years (100%).
    const before = run(matched2024(6), { hireDate, evaluateThrough: '2025-03-14' });
    const after = run(matched2024(6), { hireDate, evaluateThrough: '2025-03-17' });
    expect([before.balances.CCA, before.balances.CCAVested]).toEqual(['200.00', '0.00']);
    expect([after.balances.CCA, after.balances.CCAVested]).toEqual(['200.00', '200.00']);
  });
});
