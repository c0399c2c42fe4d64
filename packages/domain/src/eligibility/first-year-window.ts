import { addDays, parseDate } from '../calendar/dates.js';
import type { Plan } from '../plan/plan-definition.js';

// Plan 1.16, 2.2(a), 3.2(a): the Committee makes an employee eligible (and tells him), or not;
// a first-year Compensation Deferral Agreement is due within its window after the notice.

/** An event of the record; only `eligible` and `ineligible` speak of eligibility. */
export interface RecordedEvent {
  readonly type: string;
  readonly notifiedOn?: unknown;
}

export type EligibilityEvent = RecordedEvent & { readonly type: 'eligible' | 'ineligible' };

export const isEligibilityEvent = (event: RecordedEvent): event is EligibilityEvent =>
  event.type === 'eligible' || event.type === 'ineligible';

/**
 * Plan 3.2(a): the last day to file a first-year CDA: `initialElectionDays` (30) days after
 * the notice. Interpretation: the number of days is the one in force on the day of the notice.
 */
export function firstYearElectionLastDay(plan: Pick<Plan, 'value'>, notifiedOn: string): string {
  const days = plan.value('initialElectionDays', notifiedOn);
  return addDays(parseDate(notifiedOn), days).toString();
}

export interface FirstYearWindow {
  notifiedOn: string;
  closesOn: string;
  rules: string[];
}

/**
 * Plan 1.16, 2.2(a): eligible when the latest eligibility event (in record order) makes him so;
 * each `eligible` event opens a first-year window (3.2(a)).
 */
export function eligibilityOf(events: readonly RecordedEvent[], plan: Pick<Plan, 'value'>) {
  const own = events.filter(isEligibilityEvent);
  const windows: FirstYearWindow[] = own
    .filter((e) => e.type === 'eligible')
    .map((e) => {
      if (typeof e.notifiedOn !== 'string')
        throw new Error('assertion: an eligible event names the day he was notified');
      const closesOn = firstYearElectionLastDay(plan, e.notifiedOn);
      return { notifiedOn: e.notifiedOn, closesOn, rules: ['3.2(a)'] };
    });
  return { eligible: own.at(-1)?.type === 'eligible', windows };
}
