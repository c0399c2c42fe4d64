/**
 * The trust's cash needs (reports/cash-flow.ts; Plan 10.2, 10.1): every payment after the as-of
 * date and every one due by it and unpaid, totals by month and year, estimates labelled and
 * valued at the as-of date's prices.
 */
import { describe, expect, it } from 'vitest';
import {
  cashFlowReport,
  evaluateScenario,
  recordAsOf,
  sumMoney,
  type PaymentJson,
} from '../src/index.js';
import { enrolled2025, pay, scenarioOf, separation } from './support/scenario.js';

const payment = (over: Partial<PaymentJson>): PaymentJson => ({
  date: '2026-01-15',
  account: 'RTA',
  benefit: 'termination',
  amount: '100.00',
  valuedAt: '2025-12-31',
  payee: 'participant',
  onTimeThrough: '2026-12-31',
  rules: ['5.1'],
  ...over,
});

describe('10.2 cash needs: projected payments', () => {
  it('10.1: a payment paid by the as-of date is no need; one due and unpaid is, as due', () => {
    const report = cashFlowReport(
      {
        P1: [
          payment({ date: '2025-11-14', paid: { on: '2025-11-14', ref: 'run-1' } }),
          payment({ date: '2025-12-15', amount: '50.00' }),
          payment({ date: '2026-03-16', amount: '25.10', valuedAt: '2026-02-27' }),
        ],
        P2: [payment({ date: '2027-01-15', amount: '10.00', valuedAt: '2026-12-31' })],
      },
      '2025-12-31',
    );
    expect(report.payments.map((p) => [p.date, p.participantId, p.status, p.estimate])).toEqual([
      ['2025-12-15', 'P1', 'due', false],
      ['2026-03-16', 'P1', 'scheduled', true],
      ['2027-01-15', 'P2', 'scheduled', true],
    ]);
    expect(report.byMonth.map((b) => [b.period, b.payments, b.total, b.estimated])).toEqual([
      ['2025-12', 1, '50.00', '0.00'],
      ['2026-03', 1, '25.10', '25.10'],
      ['2027-01', 1, '10.00', '10.00'],
    ]);
    expect(report.byYear.map((b) => [b.period, b.total])).toEqual([
      ['2025', '50.00'],
      ['2026', '25.10'],
      ['2027', '10.00'],
    ]);
    expect(report.totals).toEqual({
      payments: 3,
      total: '85.10',
      estimated: '35.10',
      due: '50.00',
    });
  });

  it('5.1, FORMAT.md: a payment valued after the as-of date is estimated at the as-of prices, with no later facts', () => {
    const s = scenarioOf(
      [
        ...enrolled2025({
          investments: { RTA: { IDX: 100 } },
          schedules: { RTA: { form: 'installments', years: 3 } },
        }),
        pay('2025-01-31', '100000.00'),
        pay('2025-02-28', '100000.00'),
        separation('2025-06-30'),
        pay('2025-07-31', '10000.00'),
      ],
      {
        evaluateThrough: '2030-12-31',
        funds: {
          IDX: {
            points: [
              ['2024-12-31', '10'],
              ['2025-04-01', '12'],
              ['2025-08-01', '15'],
            ],
          },
        },
      },
    );
    // 10,000 units bought at 10; as of 2025-07-15 they are worth 12 each, and the record then
    // has no later price (15) and no later pay: three installments of 40,000.00 (5.1(a)).
    const asOf = '2025-07-15';
    const known = evaluateScenario(recordAsOf(s, asOf, '2030-12-31'));
    const report = cashFlowReport(
      Object.fromEntries(Object.entries(known.participants).map(([id, r]) => [id, r.payments])),
      asOf,
    );
    expect(
      report.payments.map((p) => [p.date, p.installment, p.amount, p.status, p.estimate]),
    ).toEqual([
      ['2025-07-15', '1/3', '40000.00', 'due', false],
      ['2026-07-15', '2/3', '40000.00', 'scheduled', true],
      ['2027-07-15', '3/3', '40000.00', 'scheduled', true],
    ]);
    expect(report.totals).toEqual({
      payments: 3,
      total: '120000.00',
      estimated: '80000.00',
      due: '40000.00',
    });
    // The record as evaluated today (later price) pays more: the report is not that.
    const later = evaluateScenario(s).participants.P1!.payments;
    expect(sumMoney(later.map((p) => p.amount))).not.toBe('120000.00');
    expect(sumMoney(report.byYear.map((b) => b.total))).toBe(report.totals.total);
  });
});
