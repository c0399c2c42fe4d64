import { describe, expect, it } from 'vitest';
import { pricesOf, readCookie } from './client';

describe('the API client', () => {
  it('reads a cookie, decoded', () => {
    expect(readCookie('a=1; defcomp_csrf=abc%3D; b=2', 'defcomp_csrf')).toBe('abc=');
    expect(readCookie('a=1', 'defcomp_csrf')).toBeUndefined();
  });

  it('shows a constant-price fund without recorded prices as one row without a date (7.3)', () => {
    const fund = { id: 'SV', name: 'Stable Value', capitalPreservation: true };
    expect(pricesOf({ fund: { ...fund, constantPrice: '1' }, prices: [] })).toEqual([
      { date: '', price: '1' },
    ]);
    const prices = [{ date: '2025-01-02', price: '10' }];
    expect(pricesOf({ fund: { ...fund, constantPrice: null }, prices })).toEqual(prices);
  });
});
