/** Article VI: changes to a sub-account's payment schedule (6.1-6.6). */
import type { EventOf } from '../../scenario/types.js';
import type { IsoDate } from '../days.js';
import type { Effect } from '../effects.js';
import { keyEmployeeOn } from '../key-employee.js';
import { specifiedDatePayments, terminationPayments, type PlannedPayment } from '../payouts.js';
import { reviewScheduleChange } from '../schedule-change.js';
import { scheduleInForceAt, seriesWhere, type EngineContext, type StateView } from '../state.js';
import { step } from '../../i18n/trace-steps.js';

/**
 * Article VI: an accepted change becomes a new version of the schedule; the payments planned
 * under the old one (an SDA's, or an RTA's after Separation) are planned anew.
 */
export function changeSchedule(
  state: StateView,
  event: EventOf<'scheduleChange'>,
  index: number,
  filedOn: IsoDate,
  ctx: EngineContext,
): Effect[] {
  const account = state.accounts.get(event.account);
  const separatedOn = state.separation?.date ?? null;
  const keyEmployee =
    separatedOn !== null && keyEmployeeOn(state.keyEmployee, separatedOn) !== undefined;
  const review = reviewScheduleChange({
    event,
    filedOn,
    account,
    plan: ctx.plan,
    separatedOn,
    keyEmployee,
    inForce: account && separatedOn ? scheduleInForceAt(account, separatedOn) : null,
  });
  if (review.violations.length > 0)
    return [{ type: 'refuse', index, violations: review.violations }];
  const { name, kind } = account!;
  const specifiedMonth = event.specifiedMonth ?? account!.specifiedMonth;
  const version = {
    schedule: event.schedule,
    filedOn,
    ...(kind === 'SDA' ? { specifiedMonth } : {}),
  };
  const effects: Effect[] = [{ type: 'addScheduleVersion', account: name, version }];
  if (kind === 'SDA') {
    const payments = specifiedDatePayments(
      name,
      specifiedMonth,
      event.schedule,
      ctx.days,
      ctx.plan,
    );
    return [...effects, ...replaceSeries(state, name, payments)];
  }
  if (separatedOn !== null && state.series.some((s) => s.account === 'RTA' && !s.cancelled)) {
    const why = [step('scheduleChange.changed', { date: filedOn })];
    const payments = terminationPayments(
      separatedOn,
      event.schedule,
      keyEmployee,
      ctx.days,
      why,
      ctx.plan,
    );
    return [...effects, ...replaceSeries(state, 'RTA', payments)];
  }
  return effects;
}

const replaceSeries = (state: StateView, account: string, payments: PlannedPayment[]): Effect[] => [
  { type: 'cancelSeries', series: seriesWhere(state, (s) => s.account === account) },
  { type: 'planSeries', payments },
];
