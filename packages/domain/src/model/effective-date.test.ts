import { describe, expect, it } from 'vitest';
import { effectiveDateOf } from './effective-date.js';

describe('effectiveDateOf: the Eastern date that places an event', () => {
  it.each([
    // 3.2(b): 23:30 Pacific on Dec 31 is 02:30 on Jan 1 Eastern, whatever the offset says.
    ['2025-12-31T23:30:00-08:00', '2026-01-01'],
    ['2026-01-01T02:30:00-05:00', '2026-01-01'],
    ['2025-12-31T23:59:00-05:00', '2025-12-31'],
    ['2026-01-01T04:59:00Z', '2025-12-31'],
    ['2026-07-01T03:59:00Z', '2026-06-30'],
  ])('a filing at %s is dated %s', (filedAt, date) => {
    expect(effectiveDateOf({ type: 'election', filedAt })).toBe(date);
  });

  it('dates other events by their date, start, identification date or year', () => {
    expect(effectiveDateOf({ type: 'pay', date: '2025-03-14' })).toBe('2025-03-14');
    expect(effectiveDateOf({ type: 'leave', start: '2025-05-01' })).toBe('2025-05-01');
    expect(effectiveDateOf({ type: 'keyEmployee', identificationDate: '2025-12-31' })).toBe(
      '2025-12-31',
    );
    expect(effectiveDateOf({ type: 'compensation', year: 2024 })).toBe('2024-12-31');
  });
});
