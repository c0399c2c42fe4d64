import { describe, expect, it } from 'vitest';
import { carmaxEdcp } from '../plan/carmax-edcp.js';
import { Plan } from '../plan/plan-definition.js';
import { eligibilityOf, firstYearElectionLastDay } from './first-year-window.js';

const plan = new Plan(carmaxEdcp);

describe('3.2(a) the first-year election window', () => {
  it.each([
    ['2025-01-31', '2025-03-02'],
    // A leap year's Feb 29 is one of the 30 days.
    ['2024-01-31', '2024-03-01'],
    // A window may close in the next year.
    ['2025-12-15', '2026-01-14'],
  ])('3.2(a) notified on %s: files by %s (30 days after)', (notifiedOn, lastDay) => {
    expect(firstYearElectionLastDay(plan, notifiedOn)).toBe(lastDay);
  });

  it('3.2(a) the number of days is the plan’s (an amendment of initialElectionDays)', () => {
    const amended = new Plan(carmaxEdcp, { initialElectionDays: 45 });
    expect(firstYearElectionLastDay(amended, '2025-01-31')).toBe('2025-03-17');
  });
});

describe('1.16, 2.2(a) eligibility from the Committee’s events', () => {
  it('1.16 no event: not eligible, no window', () => {
    expect(eligibilityOf([{ type: 'hired' }], plan)).toEqual({ eligible: false, windows: [] });
  });

  it('2.2(a) the latest event decides; each notice opens a window', () => {
    const events = [
      { type: 'eligible', date: '2023-02-01', notifiedOn: '2023-02-10' },
      { type: 'ineligible', date: '2024-01-01' },
      { type: 'deferralElection' },
      { type: 'eligible', date: '2025-02-01', notifiedOn: '2025-02-03' },
    ];
    expect(eligibilityOf(events, plan)).toEqual({
      eligible: true,
      windows: [
        { notifiedOn: '2023-02-10', closesOn: '2023-03-12', rules: ['3.2(a)'] },
        { notifiedOn: '2025-02-03', closesOn: '2025-03-05', rules: ['3.2(a)'] },
      ],
    });
    expect(eligibilityOf(events.slice(0, 2), plan).eligible).toBe(false);
  });
});
