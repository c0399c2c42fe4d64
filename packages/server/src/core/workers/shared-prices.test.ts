import { describe, expect, it } from 'vitest';
import { packPrices, unpackPrices } from './shared-prices.js';

describe('a plan price set crosses to a worker thread once', () => {
  const prices = { IDX: { points: [['2025-01-02', '10']] }, SV: { constant: '1' } };
  const task = (participant: string) => ({ input: { participants: [participant], prices } });

  it('the same price set goes as the same key and text, without the scenario holding it', () => {
    const [a, b] = [packPrices(task('P1')), packPrices(task('P2'))];
    expect(a.prices).toBe(b.prices);
    expect(a.input).toEqual({ participants: ['P1'] });
    expect(JSON.parse(a.prices!.json)).toEqual(prices);
    const other = packPrices({ input: { prices: { ...prices } } });
    expect(other.prices!.key).not.toBe(a.prices!.key);
  });

  it('a thread parses a key once and puts the prices back in the scenario', () => {
    const [a, b] = [unpackPrices(packPrices(task('P1'))), unpackPrices(packPrices(task('P2')))];
    expect(a.input).toEqual(task('P1').input);
    expect((a.input as { prices: unknown }).prices).toBe((b.input as { prices: unknown }).prices);
  });

  it('a task without prices crosses as it is', () => {
    const bare = { input: { participants: [] } };
    expect(packPrices(bare)).toBe(bare);
    expect(unpackPrices(bare)).toBe(bare);
  });
});
