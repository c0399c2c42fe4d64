/**
 * Article V: Payment Dates and valuation points of each benefit (FORMAT.md's table), the Key
 * Employee delay, small balances, emergencies, Change in Control and orders, on their
 * boundaries. Stable Value at 1: amounts are units; valuation dates are NYSE trading days.
 */
import { describe, expect, it } from 'vitest';
import type { ParticipantEvent } from '../../src/index.js';
import {
  death,
  enrolled2025,
  keyEmployee,
  pay,
  refusedRules,
  run,
  separation,
  type ScenarioOptions,
  paymentRows,
} from '../support/scenario.js';

describe('5.1 Termination Benefit', () => {
  // RTA 100000.00 (50% of 200000.00), above the small-balance limit.
  const story = (events: ParticipantEvent[], schedule?: object, options?: ScenarioOptions) =>
    run(
      [
        ...enrolled2025(schedule ? { schedules: { RTA: schedule as never } } : {}),
        pay('2025-01-15', '200000.00'),
        ...events,
      ],
      options,
    );

  it('5.1(a)(i)/(b)(i) default lump sum: 15th of the next month, valued at the end of the month of Separation', () => {
    expect(paymentRows(story([separation('2025-03-10')]))).toEqual([
      ['2025-04-15', 'RTA', 'termination', '100000.00', '2025-03-31'],
    ]);
  });

  it('5.1(b)(ii) an elected start 13 months after: 15th of the 13th month, valued at the end of the month before', () => {
    const result = story([separation('2025-03-10')], {
      form: 'lump',
      start: { monthsAfterSeparation: 13 },
    });
    expect(paymentRows(result)).toEqual([
      ['2026-04-15', 'RTA', 'termination', '100000.00', '2026-03-31'],
    ]);
  });

  it('5.1(c)(i) 5.8 three installments: value / installments left, half-up; the last takes the rest', () => {
    // 100000.00 / 3 = 33333.33; 66666.67 / 2 = 33333.335 -> 33333.34; last 33333.33.
    const result = story([separation('2025-03-10')], { form: 'installments', years: 3 });
    expect(result.payments.map((p) => [p.date, p.amount, p.valuedAt, p.installment])).toEqual([
      ['2025-04-15', '33333.33', '2025-03-31', [1, 3]],
      ['2026-04-15', '33333.34', '2026-03-31', [2, 3]],
      ['2027-04-15', '33333.33', '2027-03-31', [3, 3]],
    ]);
  });

  describe('5.1(b) Key Employee delay (identified 2023-12-31: Key from 2024-04-01 to 2025-03-31)', () => {
    const ke = (date: string, schedule?: object, options?: ScenarioOptions) =>
      story([keyEmployee('2023-12-31'), separation(date)], schedule, options);

    it('5.1(b) key employee separating Jan 31 is paid Aug 1', () => {
      // The Key Employee date is not the default one: valued at the end of July (5.1(a)(ii)).
      expect(paymentRows(ke('2025-01-31'))).toEqual([
        ['2025-08-01', 'RTA', 'termination', '100000.00', '2025-07-31'],
      ]);
    });

    it('5.1(b) separating on the last day of the Key Employee period (Mar 31) is paid Oct 1', () => {
      expect(paymentRows(ke('2025-03-31'))).toEqual([
        ['2025-10-01', 'RTA', 'termination', '100000.00', '2025-09-30'],
      ]);
    });

    it('5.1(b) separating the day after the period ends (Apr 1) is paid on the default date', () => {
      expect(paymentRows(ke('2025-04-01'))).toEqual([
        ['2025-05-15', 'RTA', 'termination', '100000.00', '2025-04-30'],
      ]);
    });

    it('5.1(b) an elected date later than the Key Employee date is kept (Sep 15 > Aug 1)', () => {
      const result = ke('2025-01-31', { form: 'lump', start: { monthsAfterSeparation: 8 } });
      expect(paymentRows(result)).toEqual([
        ['2025-09-15', 'RTA', 'termination', '100000.00', '2025-08-29'],
      ]);
    });

    it('1.20 no delay while the company is not publicly traded', () => {
      expect(paymentRows(ke('2025-01-31', undefined, { publiclyTraded: false }))).toEqual([
        ['2025-02-15', 'RTA', 'termination', '100000.00', '2025-01-31'],
      ]);
    });
  });
});

describe('5.1(c)(ii) partial lump sum', () => {
  it('5.1(c)(ii) 5.8 a Key Employee: 30% on Jan 1 of the 7th month, installments from its first anniversary', () => {
    // Identified 2025-12-31: Key from 2026-04-01. Separation Tue 2026-06-30 -> 2027-01-01.
    // 100000.00 x 30% = 30000.00; then 70000.00 / 2 = 35000.00 and the last 35000.00.
    const result = run([
      ...enrolled2025({ schedules: { RTA: { form: 'partial', lumpPct: 30, years: 2 } } }),
      pay('2025-01-15', '200000.00'),
      keyEmployee('2025-12-31'),
      separation('2026-06-30'),
    ]);
    expect(
      result.payments.map((p) => [p.date, p.amount, p.valuedAt, p.installment ?? null]),
    ).toEqual([
      ['2027-01-01', '30000.00', '2026-12-31', null],
      ['2028-01-01', '35000.00', '2027-12-31', [1, 2]],
      ['2029-01-01', '35000.00', '2028-12-29', [2, 2]],
    ]);
  });
});

describe('5.4 death during installments', () => {
  it('5.4 an installment valued before the death is paid to the Beneficiary; the rest is the Death Benefit', () => {
    // Installment 1 of 3 valued 2025-03-31 (33333.33), paid 2025-04-15; death Wed 2025-04-02.
    const result = run([
      ...enrolled2025({ schedules: { RTA: { form: 'installments', years: 3 } } }),
      pay('2025-01-15', '200000.00'),
      separation('2025-03-10'),
      death('2025-04-02'),
    ]);
    expect(result.payments.map((p) => [p.date, p.benefit, p.amount, p.valuedAt, p.payee])).toEqual([
      ['2025-04-15', 'termination', '33333.33', '2025-03-31', 'beneficiary'],
      ['2025-05-15', 'death', '66666.67', '2025-04-02', 'beneficiary'],
    ]);
  });
});

describe('5.7 small balance', () => {
  const story = (gross: string, events: ParticipantEvent[] = []) =>
    run([
      ...enrolled2025({ schedules: { RTA: { form: 'installments', years: 5 } } }),
      pay('2025-01-15', gross),
      separation('2025-03-10'),
      ...events,
    ]);

  it('5.7 $50,000.00 is a small balance: one lump sum overriding the installments', () => {
    expect(paymentRows(story('100000.00'))).toEqual([
      ['2025-04-15', 'RTA', 'smallBalance', '50000.00', '2025-03-31'],
    ]);
  });

  it('5.7 $50,000.01 is not: the elected installments run (50000.01 / 5 = 10000.00)', () => {
    const result = story('100000.02');
    expect(result.payments[0]).toMatchObject({
      date: '2025-04-15',
      benefit: 'termination',
      amount: '10000.00',
      valuedAt: '2025-03-31',
      installment: [1, 5],
    });
    expect(result.payments).toHaveLength(5);
  });

  it('5.7 a Key Employee waits for the small balance too (1st day of the 7th month), value at Separation', () => {
    const result = run([
      ...enrolled2025(),
      pay('2025-01-15', '10000.00'),
      keyEmployee('2023-12-31'),
      separation('2025-01-31'),
    ]);
    expect(paymentRows(result)).toEqual([
      ['2025-08-01', 'RTA', 'smallBalance', '5000.00', '2025-01-31'],
    ]);
  });
});

describe('5.2 Specified Date Benefit', () => {
  it('5.2 installments from the 15th of the specified month, valued at the end of the month before; Separation does not move them', () => {
    const result = run([
      ...enrolled2025({
        allocation: [['SDA:2030-06', 100]],
        schedules: { 'SDA:2030-06': { form: 'installments', years: 2 } },
      }),
      pay('2025-01-15', '20000.02'),
      separation('2025-03-10'),
    ]);
    // 10000.01 / 2 = 5000.005 -> 5000.01; the last takes 5000.00.
    expect(paymentRows(result)).toEqual([
      ['2030-06-15', 'SDA:2030-06', 'specifiedDate', '5000.01', '2030-05-31'],
      ['2031-06-15', 'SDA:2030-06', 'specifiedDate', '5000.00', '2031-05-30'],
    ]);
  });
});

describe('5.4 Death Benefit', () => {
  it('5.4 death on a Sunday: everything valued on the Friday before, paid the 15th of the next month', () => {
    const result = run([
      ...enrolled2025({
        allocation: [
          ['RTA', 50],
          ['SDA:2030-06', 50],
        ],
      }),
      pay('2025-01-15', '2000.00'),
      death('2025-03-09'),
    ]);
    expect(
      result.payments.map((p) => [p.date, p.account, p.benefit, p.amount, p.valuedAt, p.payee]),
    ).toEqual([
      ['2025-04-15', 'RTA', 'death', '500.00', '2025-03-07', 'beneficiary'],
      ['2025-04-15', 'SDA:2030-06', 'death', '500.00', '2025-03-07', 'beneficiary'],
    ]);
    expect(result.balances).toMatchObject({ RTA: '0.00', 'SDA:2030-06': '0.00' });
  });
});

describe('5.5 Unforeseeable Emergency', () => {
  // Decision Mon 2025-06-02: day 90 after it is Sun 2025-08-31, day 91 Mon 2025-09-01.
  const story = (amount: string, payOn: string) =>
    run(
      [
        ...enrolled2025({
          allocation: [
            ['RTA', 50],
            ['SDA:2030-06', 50],
          ],
        }),
        { type: 'retirementSavingsPlan', year: 2024, deferralPct: 6 },
        pay('2025-01-15', '2000.00'),
        { type: 'emergencyDecision', date: '2025-06-02', approved: true, amount, payOn },
      ],
      { evaluateThrough: '2025-12-31' },
    );

  it('5.5 emergency payOn day 90 is accepted', () => {
    const result = story('600.00', '2025-08-31');
    expect(refusedRules(result, 4)).toBeNull();
    // RTA first (500.00), then the SDA (100.00), valued at the decision date.
    expect(paymentRows(result)).toEqual([
      ['2025-08-31', 'RTA', 'emergency', '500.00', '2025-06-02'],
      ['2025-08-31', 'SDA:2030-06', 'emergency', '100.00', '2025-06-02'],
    ]);
  });

  it('5.5 emergency payOn day 91 is refused', () => {
    const result = story('600.00', '2025-09-01');
    expect(refusedRules(result, 4)).toEqual(['5.5']);
    expect(result.payments).toEqual([]);
  });

  it('5.5 an emergency for exactly the RTA and SDAs is accepted; one cent more is refused', () => {
    expect(refusedRules(story('1000.00', '2025-06-16'), 4)).toBeNull();
    expect(refusedRules(story('1000.01', '2025-06-16'), 4)).toEqual(['5.5']);
  });

  it('5.5 a refused decision breaking both limits cites 5.5 once and pays nothing', () => {
    const result = story('1000.01', '2025-09-01');
    expect(result.refused).toHaveLength(1);
    expect(result.refused[0]!.rules).toEqual(['5.5']);
    expect(result.payments).toEqual([]);
  });
});

describe('5.6 Change in Control', () => {
  // CIC Wed 2025-03-17; 24 months later is Wed 2027-03-17. RTA 60000.00 in 2 installments,
  // SDA:2030-06 60000.00.
  const story = (separatedOn: string) =>
    run(
      [
        ...enrolled2025({
          allocation: [
            ['RTA', 50],
            ['SDA:2030-06', 50],
          ],
          schedules: { RTA: { form: 'installments', years: 2 } },
        }),
        pay('2025-01-31', '240000.00'),
        separation(separatedOn),
      ],
      { companyEvents: [{ type: 'changeInControl', date: '2025-03-17' }] },
    );

  it('5.6 separation exactly 24 months after CIC: everything in one lump sum', () => {
    expect(paymentRows(story('2027-03-17'))).toEqual([
      ['2027-04-15', 'RTA', 'changeInControl', '60000.00', '2027-03-31'],
      ['2027-04-15', 'SDA:2030-06', 'changeInControl', '60000.00', '2027-03-31'],
    ]);
  });

  it('5.6 separation one day later: the CDA schedules apply', () => {
    expect(paymentRows(story('2027-03-18'))).toEqual([
      ['2027-04-15', 'RTA', 'termination', '30000.00', '2027-03-31'],
      ['2028-04-15', 'RTA', 'termination', '30000.00', '2028-03-31'],
      ['2030-06-15', 'SDA:2030-06', 'specifiedDate', '60000.00', '2030-05-31'],
    ]);
  });
});

describe('5.9 domestic relations order', () => {
  it('5.9 pays pct of every sub-account to the alternate payee on the order date, half-up', () => {
    // RTA 1000.01 x 40% = 400.004 -> 400.00, valued and paid on Mon 2025-06-02.
    const result = run([
      ...enrolled2025(),
      pay('2025-01-15', '2000.02'),
      { type: 'domesticRelationsOrder', date: '2025-06-02', alternatePayee: 'Spouse', pct: 40 },
    ]);
    expect(result.payments.map((p) => [p.date, p.account, p.benefit, p.amount, p.payee])).toEqual([
      ['2025-06-02', 'RTA', 'domesticRelationsOrder', '400.00', 'alternatePayee'],
    ]);
    expect(result.balances.RTA).toBe('600.01');
  });
});
