import type { Plan } from '../plan/plan-definition.js';
import type { EventOf } from '../scenario/types.js';
import { DISABILITY_LEAVE_MONTHS, LEAVE_MONTHS } from '../reference/section-409a.js';
import { plusMonths, type IsoDate } from './days.js';
import { step } from '../i18n/trace-steps.js';

/** A Separation from Service with the rule that places it (1.31, §1.409A-1(h)). */
export interface SeparationFinding {
  date: IsoDate;
  rules: string[];
  reason: string;
}

/**
 * §1.409A-1(h)(1)(i): a bona fide leave is no Separation for up to 6 months (29 for a
 * disability), or longer while a law or contract protects the right to return; not back by
 * then, he separates on the day 6 (or 29) months after the leave began.
 * Interpretation: `end` is the day he returned; a return on the last day of the period is in time.
 */
export function separationFromLeave(leave: EventOf<'leave'>): SeparationFinding | null {
  const disability = leave.kind === 'disability';
  if (!disability && leave.rightToReturn) return null; // protected: the period runs while the right lasts
  const months = disability ? DISABILITY_LEAVE_MONTHS : LEAVE_MONTHS;
  const date = plusMonths(leave.start, months);
  if (leave.end !== undefined && leave.end <= date) return null;
  return {
    date,
    rules: [
      '1.31',
      `§1.409A-1(h)(1)(i) ${months}-month ${disability ? 'disability leave' : 'leave'}`,
    ],
    reason: step('separation.reason.leave', { kind: leave.kind, date: leave.start, months }),
  };
}

/** §1.409A-1(h)(1)(ii): services expected to fall to 35% or less of the 36-month average. */
export function separationFromReduction(
  event: EventOf<'serviceReduction'>,
  plan: Plan,
): SeparationFinding | null {
  const threshold = plan.parameter('separationServicePct', event.date);
  if (event.expectedPct > threshold.value) return null;
  return {
    date: event.date,
    rules: ['1.31', '§1.409A-1(h)(1)(ii)'],
    reason: step('separation.reason.reduction', {
      pct: event.expectedPct,
      max: threshold.value,
    }),
  };
}
