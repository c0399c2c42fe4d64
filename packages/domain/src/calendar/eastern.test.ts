import { describe, expect, it } from 'vitest';
import {
  easternDate,
  easternDay,
  onOrBeforeEndOfDayEastern,
  onTimeEastern,
  parseInstant,
} from './eastern.js';
import { parseDate } from './dates.js';

// The remembered answers must be the computed ones, the second time as the first.
const instants = [
  '2024-12-31T23:30:00-08:00', // 3.2(b): 23:30 Pacific on Dec 31 is Jan 1 Eastern
  '2024-12-31T23:59:59-05:00',
  '2025-01-01T04:59:59Z',
  '2025-03-09T06:59:00Z', // the night clocks go forward
  '2025-11-02T05:30:00Z', // the night clocks go back
  '2025-07-01T03:59:00Z',
];

describe('3.2(b) Eastern dates and deadlines, remembered by their text', () => {
  it('easternDay and onTimeEastern give what Temporal computes, asked twice', () => {
    for (let round = 0; round < 2; round++)
      for (const text of instants) {
        const day = easternDate(parseInstant(text)).toString();
        expect(easternDay(text)).toBe(day);
        for (const deadline of ['2024-12-31', '2025-03-08', '2025-11-01', '2025-06-30'])
          expect(onTimeEastern(text, deadline)).toBe(
            onOrBeforeEndOfDayEastern(parseInstant(text), parseDate(deadline)),
          );
      }
  });

  it('what is no instant or no date is refused every time it is asked', () => {
    for (let round = 0; round < 2; round++) {
      expect(() => easternDay('2024-12-31T23:30:00')).toThrow(RangeError);
      expect(() => onTimeEastern('2024-12-31 23:30:00-05:00', '2024-12-31')).toThrow(RangeError);
      expect(() => onTimeEastern('2024-12-31T23:30:00-05:00', '2024-02-30')).toThrow(RangeError);
    }
  });
});
