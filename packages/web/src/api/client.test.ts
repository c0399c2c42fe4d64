import { describe, expect, it } from 'vitest';
import { pathOf, pricesOf, readCookie } from './client';

describe('the API client', () => {
  it('reads a cookie, decoded', () => {
    expect(readCookie('a=1; defcomp_csrf=abc%3D; b=2', 'defcomp_csrf')).toBe('abc=');
    expect(readCookie('a=1', 'defcomp_csrf')).toBeUndefined();
  });

  it('fills a path of the OpenAPI document, each parameter encoded', () => {
    expect(pathOf('/api/participants/{id}/events', { id: 'P 1/2' })).toBe(
      '/participants/P%201%2F2/events',
    );
    expect(pathOf('/api/funds')).toBe('/funds');
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
