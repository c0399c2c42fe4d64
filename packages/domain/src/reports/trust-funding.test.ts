import { describe, expect, it } from 'vitest';
import { fundingOf, holdingsMismatch, runWithdrawals, trustAssetsAsOf } from './trust-funding.js';

const statements = [
  { date: '2025-03-31', marketValue: '1000.00' },
  { date: '2025-06-30', marketValue: '2000.00' },
];
const transactions = [
  { date: '2025-03-01', kind: 'contribution' as const, amount: '50.00' },
  { date: '2025-03-31', kind: 'contribution' as const, amount: '100.00' },
  { date: '2025-04-15', kind: 'contribution' as const, amount: '10.00' },
  { date: '2025-05-15', kind: 'withdrawal' as const, amount: '3.00' },
  { date: '2025-07-01', kind: 'contribution' as const, amount: '7.00' },
];

describe('10.3 the trust’s assets on a date', () => {
  it.each([
    // As of, value, statement date, contributions, withdrawals
    // Before any statement: the money moved so far.
    ['2025-03-30', '50.00', null, '50.00', '0.00'],
    // The statement already holds the money moved on its date.
    ['2025-03-31', '1000.00', '2025-03-31', '0.00', '0.00'],
    ['2025-05-15', '1007.00', '2025-03-31', '10.00', '3.00'],
    ['2025-06-30', '2000.00', '2025-06-30', '0.00', '0.00'],
    ['2025-07-01', '2007.00', '2025-06-30', '7.00', '0.00'],
  ])('10.3 as of %s: %s', (asOf, value, statementDate, contributions, withdrawals) => {
    const assets = trustAssetsAsOf(statements, transactions, asOf);
    expect(assets).toMatchObject({ asOf, value, contributions, withdrawals });
    expect(assets.statement?.date ?? null).toBe(statementDate);
  });
});

describe('10.3 a statement’s holdings', () => {
  it('10.3 add up to its market value, to the cent', () => {
    const holdings = [{ value: '600.00' }, { value: '400.00' }];
    expect(holdingsMismatch(holdings, '1000.00')).toBeNull();
    expect(holdingsMismatch(holdings, '1000.01')).toBe(
      'the holdings add up to 1000.00, not the market value 1000.01',
    );
    expect(holdingsMismatch([], '0.00')).toBeNull();
  });
});

describe('10.2 funding against what the plan owes', () => {
  it.each([
    // assets, owed, ratio (4 decimals, half-up), shortfall, surplus
    ['9234.00', '10000.00', '0.9234', '766.00', '0.00'],
    ['2.00', '3.00', '0.6667', '1.00', '0.00'],
    ['1.00', '3.00', '0.3333', '2.00', '0.00'],
    ['12000.00', '10000.00', '1.2000', '0.00', '2000.00'],
    ['10000.00', '10000.00', '1.0000', '0.00', '0.00'],
    ['5.00', '0.00', null, '0.00', '5.00'],
  ])('10.2 assets %s, owed %s: ratio %s', (assets, owed, fundedRatio, shortfall, surplus) => {
    expect(fundingOf(assets, owed)).toMatchObject({ fundedRatio, shortfall, surplus });
  });

  it('10.2 a run the trust pays withdraws each paid line’s gross on its day, none for 0.00', () => {
    const lines = [
      { lineNo: 1, gross: '10.00', paidOn: '2025-03-15' },
      { lineNo: 2, gross: '0.00', paidOn: '2025-03-15' },
      { lineNo: 3, gross: '5.00', paidOn: null },
    ];
    expect(runWithdrawals('PR1', lines)).toEqual([
      { date: '2025-03-15', amount: '10.00', lineNo: 1, memo: 'payment run PR1 line 1 (10.2)' },
    ]);
  });
});
