import { describe, expect, it } from 'vitest';
import {
  centsNumber,
  centsToString,
  formatCentsNumber,
  formatDecimal,
  formatMoney,
  groupThousands,
  parseCents,
  sumMoney,
} from './money';

describe('money formatting from decimal strings', () => {
  it.each([
    ['0.00', '$0.00'],
    ['5', '$5.00'],
    ['1234.5', '$1,234.50'],
    ['1234567.89', '$1,234,567.89'],
    ['100000.00', '$100,000.00'],
    ['-1234.50', '-$1,234.50'],
    ['-0.00', '$0.00'],
    ['007.10', '$7.10'],
    ['90071992547409.93', '$90,071,992,547,409.93'],
    ['123456789012345678901234.56', '$123,456,789,012,345,678,901,234.56'],
  ])('formatMoney(%j) is %j', (value, shown) => {
    expect(formatMoney(value)).toBe(shown);
  });

  it('never rounds: more decimals than cents are shown as they came', () => {
    expect(formatMoney('0.125')).toBe('$0.125');
  });

  it('uses the prefix of the language', () => {
    expect(formatMoney('1234.50', 'US$')).toBe('US$1,234.50');
  });

  it('shows a dash for a missing amount and the raw text for one that is not a number', () => {
    expect(formatMoney(undefined)).toBe('—');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('n/a')).toBe('n/a');
  });

  it('formats prices and units without padding', () => {
    expect(formatDecimal('12345.123456')).toBe('12,345.123456');
    expect(formatDecimal('1')).toBe('1');
  });

  it('groups digits by thousands', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('123')).toBe('123');
    expect(groupThousands('1234')).toBe('1,234');
    expect(groupThousands('123456')).toBe('123,456');
    expect(groupThousands('1234567')).toBe('1,234,567');
  });
});

describe('exact arithmetic on money strings', () => {
  it('parses cents', () => {
    expect(parseCents('1234.50')).toBe(123450n);
    expect(parseCents('-0.05')).toBe(-5n);
    expect(parseCents('7')).toBe(700n);
    expect(parseCents('0.001')).toBeNull();
    expect(parseCents('abc')).toBeNull();
  });

  it('formats cents', () => {
    expect(centsToString(0n)).toBe('0.00');
    expect(centsToString(5n)).toBe('0.05');
    expect(centsToString(-123450n)).toBe('-1234.50');
  });

  it('sums without binary floats (0.10 + 0.20 is 0.30)', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['90071992547409.93', '0.01'])).toBe('90071992547409.94');
    expect(sumMoney(['1.00', undefined, null, 'junk'])).toBe('1.00');
    expect(sumMoney([])).toBe('0.00');
  });

  it('charts in integer cents and labels them back exactly', () => {
    expect(centsNumber('1234.56')).toBe(123456);
    expect(formatCentsNumber(123456)).toBe('$1,234.56');
    expect(formatCentsNumber(-5)).toBe('-$0.05');
    expect(formatCentsNumber(140000000, '$', { wholeDollars: true })).toBe('$1,400,000');
    expect(formatCentsNumber(150, '$', { wholeDollars: true })).toBe('$1.50');
  });
});
