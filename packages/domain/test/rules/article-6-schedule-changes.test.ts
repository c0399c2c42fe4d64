/**
 * Article VI: subsequent deferral elections, on their boundaries. 6.2 (12 months before the
 * first payment), 6.3 (at least 5 years later), 6.4 (no acceleration; a change to a
 * Separation-triggered schedule governs only 12 months after filing) and the one-schedule rule
 * (cited as 6.1).
 */
import { describe, expect, it } from 'vitest';
import type { ParticipantEvent, Schedule } from '../../src/index.js';
import {
  annual,
  enrolled2025,
  pay,
  refusedRules,
  run,
  scheduleChange,
  separation,
  paymentRows,
} from '../support/scenario.js';

const LUMP: Schedule = { form: 'lump' };

describe('6.2/6.3 a Specified Date Account (first payment 2030-06-15)', () => {
  const story = (...events: ParticipantEvent[]) =>
    run([
      ...enrolled2025({ allocation: [['SDA:2030-06', 100]] }),
      pay('2025-01-15', '2000.00'),
      ...events,
    ]);

  it('6.2 filed exactly 12 months before the first payment is accepted', () => {
    const result = story(
      scheduleChange('2029-06-15T12:00:00-04:00', 'SDA:2030-06', LUMP, '2035-06'),
    );
    expect(refusedRules(result, 3)).toBeNull();
    expect(paymentRows(result)).toEqual([
      ['2035-06-15', 'SDA:2030-06', 'specifiedDate', '1000.00', '2035-05-31'],
    ]);
  });

  it('6.2 filed one day less than 12 months before is refused; the old date stands', () => {
    const result = story(
      scheduleChange('2029-06-16T12:00:00-04:00', 'SDA:2030-06', LUMP, '2035-06'),
    );
    expect(refusedRules(result, 3)).toEqual(['6.2']);
    expect(paymentRows(result)).toEqual([
      ['2030-06-15', 'SDA:2030-06', 'specifiedDate', '1000.00', '2030-05-31'],
    ]);
  });

  it('6.2 the 12 months are judged by the Eastern date: 03:00Z on Jun 16 is still Jun 15 in New York', () => {
    const result = story(scheduleChange('2029-06-16T03:00:00Z', 'SDA:2030-06', LUMP, '2035-06'));
    expect(refusedRules(result, 3)).toBeNull();
  });

  it.each([
    ['6.3 exactly 5 years later (2035-06) is accepted', '2035-06', null],
    ['6.3 one month less than 5 years (2035-05) is refused', '2035-05', ['6.3']],
    ['6.3/6.4 an earlier month is refused as an acceleration too', '2029-06', ['6.3', '6.4']],
  ])('%s', (_name, month, rules) => {
    const result = story(scheduleChange('2027-01-11T10:00:00-05:00', 'SDA:2030-06', LUMP, month));
    expect(refusedRules(result, 3)).toEqual(rules);
  });

  it('6.3 a second change is measured from the changed date', () => {
    const result = story(
      scheduleChange('2027-01-11T10:00:00-05:00', 'SDA:2030-06', LUMP, '2035-06'),
      scheduleChange('2028-01-10T10:00:00-05:00', 'SDA:2030-06', LUMP, '2040-05'),
      scheduleChange('2028-01-10T10:00:00-05:00', 'SDA:2030-06', LUMP, '2040-06'),
    );
    expect(refusedRules(result, 3)).toBeNull();
    expect(refusedRules(result, 4)).toEqual(['6.3']);
    expect(refusedRules(result, 5)).toBeNull();
  });
});

describe('6.3 a Termination Benefit', () => {
  // RTA 100000.00.
  const story = (schedule: Schedule | undefined, ...events: ParticipantEvent[]) =>
    run([
      ...enrolled2025(schedule ? { schedules: { RTA: schedule } } : {}),
      pay('2025-01-15', '200000.00'),
      ...events,
    ]);
  const start = (months: number): Schedule => ({
    form: 'lump',
    start: { monthsAfterSeparation: months },
  });

  it.each([
    [
      '6.3 before Separation: moving the first payment 60 months later (month 61) is accepted',
      61,
      null,
    ],
    ['6.3 before Separation: 59 months later (month 60) is refused', 60, ['6.3']],
  ])('%s', (_name, months, rules) => {
    const result = story(
      undefined,
      scheduleChange('2025-02-03T10:00:00-05:00', 'RTA', start(months)),
    );
    expect(refusedRules(result, 3)).toEqual(rules);
  });

  it.each([
    // Separation 2025-03-10 with a start 24 months after: first payment 2027-03-15.
    ['6.3 after Separation: exactly 5 years later (2032-03-15) is accepted', 84, null],
    ['6.3 after Separation: one month less (2032-02-15) is refused', 83, ['6.3']],
  ])('%s', (_name, months, rules) => {
    const result = story(
      start(24),
      separation('2025-03-10'),
      scheduleChange('2025-06-02T10:00:00-04:00', 'RTA', start(months)),
    );
    expect(refusedRules(result, 4)).toEqual(rules);
    expect(paymentRows(result)).toEqual(
      rules
        ? [['2027-03-15', 'RTA', 'termination', '100000.00', '2027-02-26']]
        : [['2032-03-15', 'RTA', 'termination', '100000.00', '2032-02-27']],
    );
  });

  it('6.2 after Separation: a change filed less than 12 months before the first payment is refused', () => {
    // Default first payment 2025-04-15: too late for any change after a Separation on 2025-03-10.
    const result = story(
      undefined,
      separation('2025-03-10'),
      scheduleChange('2025-03-11T10:00:00-04:00', 'RTA', start(61)),
    );
    expect(refusedRules(result, 4)).toEqual(['6.2']);
  });
});

describe('6.4 a change to a Separation-triggered schedule governs 12 months after filing', () => {
  // Filed Mon 2025-03-10 (Eastern) moving the lump sum to the 61st month after Separation.
  const story = (separatedOn: string) =>
    run([
      ...enrolled2025(),
      pay('2025-01-15', '200000.00'),
      scheduleChange('2025-03-10T10:00:00-04:00', 'RTA', {
        form: 'lump',
        start: { monthsAfterSeparation: 61 },
      }),
      separation(separatedOn),
    ]);

  it('6.4 separation 12 months after filing governs', () => {
    // 15th of the 61st month after March 2026 = 2031-04-15, valued Mon 2031-03-31.
    expect(paymentRows(story('2026-03-10'))).toEqual([
      ['2031-04-15', 'RTA', 'termination', '100000.00', '2031-03-31'],
    ]);
  });

  it('6.4 separation one day earlier does not: the old schedule applies', () => {
    expect(paymentRows(story('2026-03-09'))).toEqual([
      ['2026-04-15', 'RTA', 'termination', '100000.00', '2026-03-31'],
    ]);
  });
});

describe('6.1 one schedule per sub-account', () => {
  it('6.1 a later CDA naming another schedule is refused; repeating it or leaving it out is accepted', () => {
    const installments: Schedule = { form: 'installments', years: 5 };
    const result = run([
      ...enrolled2025({ schedules: { RTA: installments } }),
      annual(2026, { filedAt: '2025-12-01T10:00:00-05:00', schedules: { RTA: LUMP } }),
      annual(2026, { filedAt: '2025-12-02T10:00:00-05:00', schedules: { RTA: installments } }),
      annual(2026, { filedAt: '2025-12-03T10:00:00-05:00' }),
    ]);
    expect(result.refused.map((r) => [r.index, r.rules])).toEqual([[2, ['6.1']]]);
  });
});
