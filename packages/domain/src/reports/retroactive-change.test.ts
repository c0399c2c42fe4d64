import { describe, expect, it } from 'vitest';
import type { PaymentJson, ScenarioResult } from '../scenario/evaluate.js';
import { changedBalances, changedPayments } from './retroactive-change.js';

const payment = (date: string, valuedAt: string, amount: string): PaymentJson => ({
  date,
  account: 'RTA',
  benefit: 'termination',
  amount,
  valuedAt,
  installment: [1, 1],
  payee: 'participant',
  onTimeThrough: date,
  rules: ['5.1'],
});

const record = (payments: PaymentJson[], balances: Record<string, string> = {}) =>
  ({
    format: 'defcomp-result/1',
    company: { refused: [] },
    plan: { refused: [] },
    participants: { P1: { payments, balances } },
  }) as unknown as ScenarioResult;

describe('12.9 a change that reaches payments already valued or paid', () => {
  const valued = payment('2025-02-15', '2025-01-31', '1000.00');
  const ahead = payment('2025-08-15', '2025-07-31', '500.00');

  it('12.9: a payment valued on or before today whose amount changes is a retroactive change', () => {
    const changes = changedPayments(
      record([valued, ahead]),
      record([
        { ...valued, amount: '1200.00' },
        { ...ahead, amount: '900.00' },
      ]),
      '2025-03-03',
      new Set(),
    );
    expect(changes).toEqual([
      expect.objectContaining({ before: '1000.00', after: '1200.00', valuedAt: '2025-01-31' }),
    ]);
  });

  it('12.9: a payment it creates or removes in the past is a change; one valued later is not', () => {
    expect(changedPayments(record([]), record([valued, ahead]), '2025-03-03', new Set())).toEqual([
      expect.objectContaining({ before: null, after: '1000.00' }),
    ]);
    expect(changedPayments(record([valued]), record([]), '2025-03-03', new Set())).toEqual([
      expect.objectContaining({ before: '1000.00', after: null }),
    ]);
  });

  it('8.2, 12.9: a payment an approved run paid counts even when valued after today', () => {
    const key = 'P1|RTA|termination|2025-08-15|1/1';
    const changes = changedPayments(
      record([ahead]),
      record([{ ...ahead, amount: '1.00' }]),
      '2025-03-03',
      new Set([key]),
    );
    expect(changes).toEqual([expect.objectContaining({ paymentKey: key, paid: true })]);
  });

  it('12.9: the same amounts are no change; balances that move are listed', () => {
    expect(changedPayments(record([valued]), record([valued]), '2025-03-03', new Set())).toEqual(
      [],
    );
    expect(
      changedBalances(record([], { RTA: '10.00', CCA: '1.00' }), record([], { RTA: '12.50' })),
    ).toEqual([
      { participantId: 'P1', account: 'CCA', before: '1.00', after: '0.00' },
      { participantId: 'P1', account: 'RTA', before: '10.00', after: '12.50' },
    ]);
  });
});
