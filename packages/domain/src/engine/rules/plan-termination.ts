/** 9.3, §1.409A-3(j)(4)(ix): termination of the plan by the Board. */
import type { IsoDate } from '../days.js';
import type { Effect } from '../effects.js';
import { seriesWhere, type EngineContext, type StateView } from '../state.js';
import { payEveryAccount } from './payments.js';
import { step } from '../../i18n/trace-steps.js';

/** 9.3: from the Board's action no more deferrals or credits, and every balance vests in full. */
export const terminatePlan = (date: IsoDate): Effect[] => [
  { type: 'planTerminated', date },
  { type: 'vestInFull', date, rule: '9.3' },
];

/**
 * 9.3: every balance, vested in full, in one lump sum on `payOn`, valued at the end of the
 * month before; the payments that would have come from then on are replaced.
 */
export function payPlanTermination(state: StateView, payOn: IsoDate, ctx: EngineContext): Effect[] {
  const valuationDate = ctx.days.endOfMonthBefore(payOn);
  const trace = [
    step('planTermination.paid', { date: payOn }),
    step('planTermination.valued', { date: valuationDate }),
  ];
  const replaced = seriesWhere(state, (s) => s.payments.some((p) => p.payDate >= payOn));
  return [
    { type: 'cancelSeries', series: replaced },
    ...payEveryAccount(state, {
      benefit: 'planTermination',
      payDate: payOn,
      valuationDate,
      payee: 'participant',
      rules: ['9.3'],
      trace,
    }),
  ];
}
