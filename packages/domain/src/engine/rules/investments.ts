/** Article VII: deemed investments. */
import type { EventOf } from '../../scenario/types.js';
import type { Effect } from '../effects.js';
import { investmentViolations } from '../elections.js';
import type { EngineContext } from '../state.js';

/** 7.4: future credits, existing balances, or both; allowed after Separation too. */
export function changeAllocation(
  event: EventOf<'allocationChange'>,
  index: number,
  ctx: EngineContext,
): Effect[] {
  const violations = investmentViolations(event.investments, event.account, 'investments');
  if (violations.length > 0) return [{ type: 'refuse', index, violations }];
  const investments = Object.entries(event.investments);
  const effects: Effect[] = [];
  if (event.applyTo !== 'existing')
    effects.push({ type: 'setInvestments', account: event.account, investments });
  if (event.applyTo === 'future') return effects;
  // 7.4: existing balances move at the next Valuation Date's prices, keeping their value.
  const valuedAt = ctx.days.onOrAfter(event.date);
  effects.push({ type: 'reallocate', account: event.account, investments, valuedAt });
  return effects;
}
