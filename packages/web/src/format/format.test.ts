import { describe, expect, it } from 'vitest';
import { compareAccounts, isSummedAccount, parseAccount, sortAccounts } from './accounts';
import { formatDate, formatMonth, isIsoDate, todayIso } from './dates';

describe('plan dates', () => {
  it('formats a calendar day without a time zone shift', () => {
    expect(formatDate('2025-08-01', 'en')).toBe('Aug 1, 2025');
    expect(formatDate('2025-01-01', 'en')).toBe('Jan 1, 2025');
    expect(formatDate('2025-08-01', 'zh-Hant')).toBe('2025年8月1日');
  });

  it('shows a dash for a missing date and other text as it came', () => {
    expect(formatDate(null, 'en')).toBe('—');
    expect(formatDate('soon', 'en')).toBe('soon');
  });

  it('formats an SDA month', () => {
    expect(formatMonth('2029-03', 'en')).toBe('Mar 2029');
    expect(formatMonth('2029-03', 'zh-Hant')).toBe('2029年3月');
  });

  it('gives today in the local calendar', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(isIsoDate('2026-01-05')).toBe(true);
    expect(isIsoDate('2026-1-5')).toBe(false);
  });
});

describe('sub-accounts', () => {
  it('names an SDA by its specified month (1.32)', () => {
    expect(parseAccount('SDA:2029-03')).toEqual({
      kind: 'SDA',
      month: '2029-03',
      raw: 'SDA:2029-03',
    });
    expect(parseAccount('RTA').kind).toBe('RTA');
    expect(parseAccount('XYZ').kind).toBe('other');
  });

  it('orders RTA, then SDAs by month, then CCA (FORMAT.md)', () => {
    expect(sortAccounts(['CCAVested', 'CCA', 'SDA:2031-01', 'RTA', 'SDA:2029-03'])).toEqual([
      'RTA',
      'SDA:2029-03',
      'SDA:2031-01',
      'CCA',
      'CCAVested',
    ]);
    expect(compareAccounts('RTA', 'RTA')).toBe(0);
  });

  it('does not add the vested part of the CCA to the total again', () => {
    expect(isSummedAccount('CCA')).toBe(true);
    expect(isSummedAccount('CCAVested')).toBe(false);
  });
});
