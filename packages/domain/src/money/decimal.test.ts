import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  divideHalfUp,
  formatMoney,
  parseMoney,
  parseMicro,
  percentOf,
  unitsFor,
  valueOf,
  formatMicro,
} from './decimal.js';

describe('money: exact decimals', () => {
  it('parses and formats cents exactly', () => {
    expect(parseMoney('1234.50')).toBe(123450n);
    expect(parseMoney('50000.01')).toBe(5000001n);
    expect(formatMoney(5000000n)).toBe('50000.00');
    expect(formatMoney(-5n)).toBe('-0.05');
    expect(formatMoney(0n)).toBe('0.00');
  });
  it('refuses floats in disguise and extra decimals', () => {
    expect(() => parseMoney('1e3')).toThrow();
    expect(() => parseMoney('1.005')).toThrow();
    expect(() => parseMoney('')).toThrow();
  });
  it('rounds half-up, symmetric for negatives', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideHalfUp(4n, 3n)).toBe(1n);
    expect(percentOf(parseMoney('0.05'), 50)).toBe(3n);
  });
  it('units to 6 decimals and values to cents (FORMAT.md rounding)', () => {
    expect(formatMicro(unitsFor(parseMoney('100.00'), parseMicro('3')))).toBe('33.333333');
    expect(formatMoney(valueOf(parseMicro('33.333333'), parseMicro('3')))).toBe('100.00');
    expect(formatMoney(valueOf(parseMicro('1.000005'), parseMicro('1')))).toBe('1.00');
  });
  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (c) => {
        expect(parseMoney(formatMoney(c))).toBe(c);
      }),
    );
  });
});
