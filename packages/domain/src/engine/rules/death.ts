/** 5.4: the Death Benefit. */
import { dayOfMonthsAfter, ordinal, type IsoDate } from '../days.js';
import { paymentDay } from '../payouts.js';
import type { Effect } from '../effects.js';
import { seriesWhere, type EngineContext, type StateView } from '../state.js';
import { payEveryAccount } from './payments.js';
import { step } from '../../i18n/trace-steps.js';

/**
 * 5.4: death pays everything unpaid to the Beneficiary in one lump sum, valued at the date of
 * death, on the 15th of the next month; death while an Employee vests the CCA (4.2(i)) and is
 * his Separation (1.31).
 */
export function die(state: StateView, date: IsoDate, ctx: EngineContext): Effect[] {
  if (state.died) return [];
  const effects: Effect[] = [];
  if (!state.separation) {
    effects.push(
      { type: 'vestInFull', date, rule: '4.2(i)' },
      { type: 'separate', finding: { date, rules: ['1.31'], reason: 'death' } },
    );
  }
  const valuationDate = ctx.days.onOrBefore(date);
  const day = paymentDay(ctx.plan, date);
  const payDate = dayOfMonthsAfter(date, 1, day);
  const trace = [
    step('death.died', { date }),
    step('death.valued', { date: valuationDate }),
    step('death.paid', { date: payDate, day: ordinal(day) }),
  ];
  return [
    ...effects,
    { type: 'die', date },
    { type: 'cancelSeries', series: seriesWhere(state, () => true) },
    ...payEveryAccount(state, {
      benefit: 'death',
      payDate,
      valuationDate,
      payee: 'beneficiary',
      rules: ['5.4'],
      trace,
    }),
  ];
}
