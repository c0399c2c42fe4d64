import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, parseMicro } from '../money/decimal.js';
import { Ledger } from './ledger.js';
import type { PriceBook } from './prices.js';

const prices = (byFund: Record<string, string>): PriceBook => ({
  price: (fund) => parseMicro(byFund[fund]!),
  recordedThrough: () => null,
});

describe('Article VII ledger: redemptions never take more than a fund holds', () => {
  it('7.2 a partial redemption across funds pays exactly the amount asked', () => {
    // Four funds worth 0.09 each and one worth 0.01: 0.10 of 0.37 must not ask 0.02 of the last.
    const ledger = new Ledger(prices({ A: '1', B: '1', C: '1', D: '1', E: '1' }));
    for (const fund of ['A', 'B', 'C', 'D'])
      ledger.credit('deferral', 'RTA', 9n, [[fund, 100]], '2025-01-02');
    ledger.credit('deferral', 'RTA', 1n, [['E', 100]], '2025-01-02');
    expect(ledger.redeem('payment', 'RTA', 10n, '2025-01-02')).toBe(10n);
    expect(formatMoney(ledger.value('RTA', '2025-01-02'))).toBe('0.27');
    const moved = ledger.entries.filter((e) => e.kind === 'payment');
    expect(moved.reduce((sum, e) => sum + e.amount, 0n)).toBe(-10n);
    for (const e of moved) expect(e.units).toBe(e.amount * 10000n); // price 1: units = amount
  });

  it('7.2 any partial redemption keeps units and money together (price 1)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 100000n }), { minLength: 1, maxLength: 6 }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (credits, ask) => {
          const funds = credits.map((_, i) => `F${i}`);
          const ledger = new Ledger(prices(Object.fromEntries(funds.map((f) => [f, '1']))));
          credits.forEach((c, i) =>
            ledger.credit('deferral', 'RTA', c, [[funds[i]!, 100]], '2025-01-02'),
          );
          const total = credits.reduce((a, b) => a + b, 0n);
          const paid = ledger.redeem('payment', 'RTA', ask, '2025-01-02');
          expect(paid).toBe(ask < total ? ask : total);
          expect(ledger.value('RTA', '2025-01-02')).toBe(total - paid);
          for (const [, units] of ledger.funds('RTA')) expect(units >= 0n).toBe(true);
        },
      ),
    );
  });
});
