/** Article XI: claims and their deadlines. */
import type { EventOf } from '../../scenario/types.js';
import { applyClaimStep, claimStep } from '../claims.js';
import type { Effect } from '../effects.js';
import type { EngineContext, StateView } from '../state.js';

/** 11.1-11.5: a claim's step is accepted in order and in time, and sets the next deadlines. */
export function stepClaim(
  state: StateView,
  event: EventOf<'claim'>,
  index: number,
  ctx: EngineContext,
): Effect[] {
  const claim = state.claims.get(event.id);
  const violations = claimStep(claim, event.id, event.action, event.date);
  if (violations.length > 0) return [{ type: 'refuse', index, violations }];
  return [
    { type: 'claim', claim: applyClaimStep(claim, event.id, event.action, event.date, ctx.plan) },
  ];
}
