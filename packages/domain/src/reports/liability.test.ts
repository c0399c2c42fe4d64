import { describe, expect, it } from 'vitest';
import type { PaymentJson, ScenarioResult } from '../scenario/evaluate.js';
import { fixedPaymentHorizon, fixedUnpaid, liabilityReport, liabilityTotals } from './liability.js';

const participant = (balances: Record<string, string>, payments: Partial<PaymentJson>[] = []) => ({
  balances,
  payments,
});

const record = (participants: Record<string, ReturnType<typeof participant>>) =>
  ({
    format: 'defcomp-result/1',
    company: { refused: [] },
    participants,
  }) as unknown as ScenarioResult;

describe('10.1 what the plan owes', () => {
  it('3.6, 4.2: owed counts RTA, SDAs, vested CCA and fixed payments; total counts all the CCA', () => {
    const totals = liabilityTotals(
      [
        participant({ RTA: '100.00', 'SDA:2029-03': '10.00', CCA: '50.00', CCAVested: '20.00' }),
        participant({ RTA: '0.01', 'SDA:2031-01': '5.00', CCA: '0.00', CCAVested: '0.00' }),
      ],
      ['7.00', '0.50'],
    );
    expect(totals).toEqual({
      RTA: '100.01',
      SDA: '15.00',
      CCA: '50.00',
      CCAVested: '20.00',
      fixedUnpaid: '7.50',
      owed: '142.51',
      total: '172.51',
    });
  });

  it('10.1 nothing recorded owes 0.00', () => {
    expect(liabilityTotals([], [])).toMatchObject({ owed: '0.00', total: '0.00' });
  });

  it('10.1 the report gives each participant’s totals and the plan’s', () => {
    const result = record({
      P1: participant({ RTA: '100.00', CCA: '0.00', CCAVested: '0.00' }),
      P2: participant({ RTA: '50.00', CCA: '0.00', CCAVested: '0.00' }),
    });
    const report = liabilityReport(result, new Map([['P2', ['25.00']]]));
    expect(report.participants.map((p) => [p.participantId, p.totals.owed])).toEqual([
      ['P1', '100.00'],
      ['P2', '75.00'],
    ]);
    expect(report.totals.owed).toBe('175.00');
  });
});

describe('5.1(b), 5.7 payments valued by the date but paid after it are still owed', () => {
  it('5.1(b) the record is read 7 months ahead, a month end clamped (Jul 31 -> Feb 28)', () => {
    expect(fixedPaymentHorizon('2025-06-30')).toBe('2026-01-30');
    expect(fixedPaymentHorizon('2025-07-31')).toBe('2026-02-28');
    expect(fixedPaymentHorizon('2023-07-31')).toBe('2024-02-29');
  });

  it('5.7 valued on or before the date and paid after it: fixed but unpaid', () => {
    const later = record({
      P1: participant({}, [
        { valuedAt: '2025-06-30', date: '2025-07-15', amount: '1.00' },
        {
          valuedAt: '2025-06-30',
          date: '2025-06-30',
          amount: '2.00',
          paid: { on: '2025-06-30', ref: 'PR-1' },
        },
        { valuedAt: '2025-07-01', date: '2025-07-15', amount: '4.00' },
        { valuedAt: '2025-05-30', date: '2026-01-01', amount: '8.00' },
      ]),
      P2: participant({}),
    });
    expect(fixedUnpaid(later, '2025-06-30')).toEqual(
      new Map([
        ['P1', ['1.00', '8.00']],
        ['P2', []],
      ]),
    );
  });
});

describe('payments made are facts: a payment due is owed until a run pays it', () => {
  it('8.2 due by the date and not paid by an approved run: still owed, whatever its date', () => {
    const later = record({
      P1: participant({}, [
        { valuedAt: '2025-04-30', date: '2025-05-15', amount: '16.00' },
        {
          valuedAt: '2025-04-30',
          date: '2025-05-15',
          amount: '32.00',
          paid: { on: '2025-07-01', ref: 'PR-2' },
        },
        {
          valuedAt: '2025-03-31',
          date: '2025-04-15',
          amount: '64.00',
          paid: { on: '2025-04-15', ref: 'PR-1' },
        },
      ]),
    });
    // 16.00 was never paid; 32.00 was paid after the date; 64.00 was paid by it.
    expect(fixedUnpaid(later, '2025-06-30')).toEqual(new Map([['P1', ['16.00', '32.00']]]));
    expect(fixedUnpaid(later, '2025-07-01')).toEqual(new Map([['P1', ['16.00']]]));
  });
});
