/**
 * Article III (and the election rules of FORMAT.md): deadlines, first-year proration, the SDA
 * minimum deferral period and cancellations, each on its boundary. Figures are worked by hand
 * in the comments; the fund is Stable Value at 1, so amounts are units.
 */
import { describe, expect, it } from 'vitest';
import {
  annual,
  eligible,
  enrolled2025,
  initial,
  pay,
  refusedRules,
  run,
} from '../support/scenario.js';
import type { ParticipantEvent } from '../../src/index.js';

const deferred = (events: ParticipantEvent[]) => run(events).deferrals.map((d) => d.amount);

describe('3.2(a) first-year election window', () => {
  // Notified Mon 2025-03-03: 30 days after is Wed 2025-04-02, 11:59:59 p.m. EDT (-04:00).
  const filed = (filedAt: string) =>
    run([eligible('2025-03-03'), initial(2025, filedAt), pay('2025-06-13', '1000.00')]);
  it.each([
    ['3.2(a) first-year election filed on day 30 is accepted', '2025-04-02T23:59:59-04:00', null],
    [
      '3.2(a) first-year election filed on day 30 at 23:59:59 EDT as UTC is accepted',
      '2025-04-03T03:59:59Z',
      null,
    ],
    [
      '3.2(a) first-year election filed on day 31 is refused',
      '2025-04-03T00:00:00-04:00',
      ['3.2(a)'],
    ],
    [
      '3.2(a) first-year election filed at 00:00 EDT on day 31 as UTC is refused',
      '2025-04-03T04:00:00Z',
      ['3.2(a)'],
    ],
  ])('%s', (_name, filedAt, rules) => {
    const result = filed(filedAt);
    expect(refusedRules(result, 1)).toEqual(rules);
    expect(result.deferrals.map((d) => d.amount)).toEqual(rules ? [] : ['500.00']);
  });

  it('3.2(a) an initial election without a first-year window is refused', () => {
    // Eligible again within 24 months of losing eligibility: no new first-year window.
    const result = run([
      eligible('2024-01-02'),
      { type: 'ineligible', date: '2024-06-28' },
      eligible('2025-03-03'),
      initial(2025, '2025-03-10T10:00:00-04:00'),
    ]);
    expect(refusedRules(result, 3)).toEqual(['3.2(a)']);
  });

  it('2.1 an election filed before the eligibility date is refused', () => {
    const result = run([eligible('2025-03-03'), initial(2025, '2025-03-02T10:00:00-05:00')]);
    expect(refusedRules(result, 1)).toContain('2.1');
  });
});

describe('3.2(a) first-year coverage', () => {
  // Irrevocable at the end of Wed 2025-04-02 (notified 2025-03-03 + 30 days).
  const firstYear = (...pays: ParticipantEvent[]) => [
    eligible('2025-03-03'),
    initial(2025, '2025-03-20T10:00:00-04:00', {
      deferrals: { baseSalary: 50, annualBonus: 50, monthlyBonus: 40 },
    }),
    ...pays,
  ];

  it('3.2(a) salary of a payroll period beginning on the irrevocability day is not deferred', () => {
    const period = { start: '2025-04-02', end: '2025-04-15' };
    expect(
      deferred(firstYear(pay('2025-04-18', '4000.00', '4000.00', 'baseSalary', period))),
    ).toEqual([]);
  });

  it('3.2(a) salary of the first payroll period beginning after it is deferred in full', () => {
    const period = { start: '2025-04-03', end: '2025-04-16' };
    expect(
      deferred(firstYear(pay('2025-04-18', '4000.00', '4000.00', 'baseSalary', period))),
    ).toEqual(['2000.00']);
  });

  it('3.2(a) bonus proration: annual bonus x days after irrevocability / days of the period', () => {
    // 10000.00 x 50% x 273/365 (Apr 3..Dec 31 of 2025) = 3739.726.. -> 3739.73
    const period = { start: '2025-01-01', end: '2025-12-31' };
    expect(
      deferred(firstYear(pay('2026-02-13', '10000.00', '10000.00', 'annualBonus', period))),
    ).toEqual(['3739.73']);
  });

  it('3.2(a) bonus proration: monthly bonus for Mar 1..Apr 30 keeps 28 of 61 days', () => {
    // 3000.00 x 40% x 28/61 = 550.8196.. -> 550.82
    const period = { start: '2025-03-01', end: '2025-04-30' };
    expect(
      deferred(firstYear(pay('2025-05-09', '3000.00', '3000.00', 'monthlyBonus', period))),
    ).toEqual(['550.82']);
  });

  it('3.2(a) a bonus whose period ends on the irrevocability day is not deferred', () => {
    const period = { start: '2025-03-01', end: '2025-04-02' };
    expect(
      deferred(firstYear(pay('2025-04-11', '3000.00', '3000.00', 'monthlyBonus', period))),
    ).toEqual([]);
  });
});

describe('3.2(b) annual election deadline (11:59 p.m. Eastern, Dec 31)', () => {
  const filed = (filedAt: string) =>
    run([eligible('2024-10-01'), annual(2026, { filedAt }), pay('2026-01-30', '1000.00')]);
  it.each([
    ['3.2(b) 23:59:59 Eastern Dec 31 accepted (-05:00)', '2025-12-31T23:59:59-05:00', null],
    ['3.2(b) 23:59:59 Eastern Dec 31 accepted (UTC Z)', '2026-01-01T04:59:59Z', null],
    ['3.2(b) 00:00:00 Jan 1 refused (-05:00)', '2026-01-01T00:00:00-05:00', ['3.2(b)']],
    ['3.2(b) 00:00:00 Jan 1 refused (UTC Z)', '2026-01-01T05:00:00Z', ['3.2(b)']],
    [
      '3.2(b) 23:30 Pacific on Dec 31 is 02:30 Eastern on Jan 1: refused',
      '2025-12-31T23:30:00-08:00',
      ['3.2(b)'],
    ],
  ])('%s', (_name, filedAt, rules) => {
    const result = filed(filedAt);
    expect(refusedRules(result, 1)).toEqual(rules);
    expect(result.deferrals.map((d) => d.amount)).toEqual(rules ? [] : ['500.00']);
  });

  it('3.1(a) an annual election for a Plan Year later than the next one is refused', () => {
    const result = run([
      eligible('2024-10-01'),
      annual(2027, { filedAt: '2025-12-01T10:00:00-05:00' }),
    ]);
    expect(refusedRules(result, 1)).toEqual(['3.1(a)']);
  });

  it('3.2(b) salary for the payroll period containing Dec 31 paid in January belongs to the next year', () => {
    // 2025 defers 10%, 2026 defers 30%: the Dec 22..Jan 4 period paid Jan 9 uses 30%.
    const result = run([
      eligible('2024-10-01'),
      annual(2025, { filedAt: '2024-12-01T10:00:00-05:00', deferrals: { baseSalary: 10 } }),
      annual(2026, { filedAt: '2025-12-01T10:00:00-05:00', deferrals: { baseSalary: 30 } }),
      pay('2026-01-09', '1000.00', '1000.00', 'baseSalary', {
        start: '2025-12-22',
        end: '2026-01-04',
      }),
      // A bonus for 2025 paid in 2026 belongs to 2025 (10%).
      pay('2026-01-09', '1000.00', '1000.00', 'other', { start: '2025-01-01', end: '2025-12-31' }),
    ]);
    expect(result.deferrals.map((d) => [d.component, d.amount])).toEqual([
      ['baseSalary', '300.00'],
    ]);
  });
});

describe('3.4 SDA minimum deferral period', () => {
  it.each([
    [
      '3.4 earliest permitted year: first allocation 2025, SDA in Jan 2028 accepted',
      'SDA:2028-01',
      null,
    ],
    [
      '3.4 earliest permitted year: first allocation 2025, SDA in Dec 2027 refused',
      'SDA:2027-12',
      ['3.4'],
    ],
  ])('%s', (_name, sda, rules) => {
    const result = run(enrolled2025({ allocation: [[sda, 100]] }));
    expect(refusedRules(result, 1)).toEqual(rules);
    if (rules) expect(result.refused[0]!.message).toContain('2028');
  });

  it.each([
    [
      '3.4 a CDA filed on 2024-08-01 is not bound by the minimum',
      '2024-08-01T23:00:00-04:00',
      null,
    ],
    ['3.4 a CDA filed on 2024-08-02 is bound by the minimum', '2024-08-02T00:00:00-04:00', ['3.4']],
  ])('%s', (_name, filedAt, rules) => {
    const result = run([
      eligible('2023-10-02'),
      annual(2025, { filedAt, allocation: [['SDA:2026-06', 100]] }),
    ]);
    expect(refusedRules(result, 1)).toEqual(rules);
  });
});

describe('3.7 cancellation of deferrals', () => {
  // Evergreen 2025 CDA at 50%; a 2026 CDA filed 2025-12-01 (after the hardship).
  const story = (hardshipOn: string) =>
    run([
      ...enrolled2025(),
      pay('2025-06-13', '1000.00'),
      { type: 'hardship401k', date: hardshipOn },
      pay('2025-07-31', '1000.00'),
      annual(2026, { filedAt: '2025-12-01T10:00:00-05:00', deferrals: { baseSalary: 20 } }),
      pay('2026-01-30', '1000.00'),
      pay('2026-12-31', '1000.00'),
      pay('2027-01-29', '1000.00'),
    ]);

  it('3.7(ii) hardship cancels through the year of the 6-month anniversary: Jun 30 -> Dec 30, same year', () => {
    const result = story('2025-06-30');
    expect(result.deferrals.map((d) => [d.date, d.amount])).toEqual([
      ['2025-06-13', '500.00'],
      ['2026-01-30', '200.00'],
      ['2026-12-31', '200.00'],
      ['2027-01-29', '200.00'],
    ]);
  });

  it('3.7(ii) hardship cancels through the year of the 6-month anniversary: Jul 1 -> Jan 1, next year', () => {
    const result = story('2025-07-01');
    // 2026 is cancelled even under the new CDA; in 2027 that CDA, filed after the hardship,
    // carries on (3.1(c) evergreen).
    expect(result.deferrals.map((d) => [d.date, d.amount])).toEqual([
      ['2025-06-13', '500.00'],
      ['2027-01-29', '200.00'],
    ]);
  });

  it('3.7(ii) after a cancellation an evergreen CDA filed before it does not come back', () => {
    const result = run([
      ...enrolled2025(),
      { type: 'hardship401k', date: '2025-03-03' }, // anniversary 2025-09-03: through 2025
      pay('2026-01-30', '1000.00'),
    ]);
    expect(result.deferrals).toEqual([]);
  });

  it('3.7(i) an emergency payment cancels deferrals for the rest of its Plan Year', () => {
    const result = run([
      ...enrolled2025(),
      pay('2025-01-31', '10000.00'),
      {
        type: 'emergencyDecision',
        date: '2025-03-03',
        approved: true,
        amount: '1000.00',
        payOn: '2025-03-14',
      },
      pay('2025-03-31', '10000.00'),
      pay('2025-12-31', '10000.00'),
    ]);
    expect(result.deferrals.map((d) => d.date)).toEqual(['2025-01-31']);
  });
});

describe('3.2(c) Performance-Based Compensation', () => {
  // Period 2025-01-01..2025-12-31: 6 months before its end is 2025-06-30 (EDT, -04:00).
  const performance = (
    filedAt: string,
    period = { start: '2025-01-01', end: '2025-12-31', criteriaSetOn: '2025-03-01' },
  ): ParticipantEvent => ({
    type: 'election',
    filedAt,
    kind: 'performance',
    performancePeriod: period,
    deferrals: { performanceBonus: 90 },
    allocation: [{ account: 'RTA', pct: 100 }],
  });
  const story = (election: ParticipantEvent) =>
    run([
      ...enrolled2025({ deferrals: { performanceBonus: 10 } }),
      election,
      pay('2026-02-13', '10000.00', '10000.00', 'performanceBonus', {
        start: '2025-01-01',
        end: '2025-12-31',
      }),
    ]);

  it.each([
    [
      '3.2(c) filed at 23:59:59 EDT 6 months before the period ends is accepted',
      '2025-06-30T23:59:59-04:00',
      null,
      '9000.00',
    ],
    [
      '3.2(c) filed at 00:00 EDT the next day is refused; the annual CDA governs',
      '2025-07-01T00:00:00-04:00',
      ['3.2(c)'],
      '1000.00',
    ],
  ])('%s', (_name, filedAt, rules, amount) => {
    const result = story(performance(filedAt));
    expect(refusedRules(result, 2)).toEqual(rules);
    expect(result.deferrals.map((d) => d.amount)).toEqual([amount]);
  });

  it.each([
    ['1.24 criteria set on day 90 after the start are in time', '2025-04-01', null],
    ['1.24 criteria set on day 91 are late', '2025-04-02', ['1.24']],
  ])('%s', (_name, criteriaSetOn, rules) => {
    const period = { start: '2025-01-01', end: '2025-12-31', criteriaSetOn };
    expect(refusedRules(story(performance('2025-05-01T10:00:00-04:00', period)), 2)).toEqual(rules);
  });

  it('1.24 a performance period shorter than 12 months is refused', () => {
    const period = { start: '2025-01-02', end: '2025-12-31', criteriaSetOn: '2025-03-01' };
    expect(refusedRules(story(performance('2025-05-01T10:00:00-04:00', period)), 2)).toEqual([
      '1.24',
    ]);
  });
});
