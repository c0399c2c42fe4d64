import { fixedPaymentHorizon, fixedUnpaid, liabilityReport } from '@defcomp/domain';
import {
  projectedPayments,
  projectionHorizon,
  projectionStatus,
  rebuildProjections,
  valueAllAsOf,
} from '@defcomp/store';
import { easternToday } from './clock.js';
import { projectOffLoop } from './evaluation.js';
import type { PlanContext } from './context.js';

// Reads that answer from the projections (ARCHITECTURE.md "Projections"): what the record knows
// now, as of any date up to the horizon. A question about what was known at an earlier instant
// (`knownAt`) is the engine's: projections hold today's knowledge only.

/**
 * Makes these participants' projections (or the whole plan's) fresh through at least `needed`,
 * rebuilding the stale ones here (a job has usually done it already). False when one cannot be
 * built (the engine cannot evaluate him: a missing price): the caller asks the engine, which
 * answers the problem.
 */
export async function freshProjections(
  ctx: PlanContext,
  needed: string,
  participantIds?: string[],
): Promise<boolean> {
  const { db } = ctx.store;
  const today = projectionHorizon(easternToday(ctx.clock));
  const horizon = needed > today ? needed : today;
  let status = await projectionStatus(db, ctx.planId, { horizon, participantIds });
  if (status.stale.length > 0) {
    await rebuildProjections(db, ctx.planId, {
      horizon,
      participantIds: status.stale,
      builtAt: ctx.clock.now().toISOString(),
      builtBy: 'server',
      project: projectOffLoop,
    });
    status = await projectionStatus(db, ctx.planId, { horizon, participantIds });
  }
  return status.stale.length === 0 && status.failed.length === 0;
}

/**
 * A participant's balances as of `asOf` and his payments after it through `through` (with their
 * traces unless `traces: false`); `fresh`: the caller has made his projection fresh already.
 */
export async function projectedStatement(
  ctx: PlanContext,
  participantId: string,
  dates: { asOf: string; through: string },
  options: { traces?: boolean; fresh?: boolean } = {},
) {
  if (!options.fresh && !(await freshProjections(ctx, dates.through, [participantId]))) return null;
  const { db } = ctx.store;
  const participantIds = [participantId];
  const balances = await valueAllAsOf(db, ctx.planId, dates.asOf, { participantIds });
  const payments = await projectedPayments(db, ctx.planId, {
    participantIds,
    after: dates.asOf,
    through: dates.through,
    traces: options.traces ?? true,
  });
  return {
    balances: balances.get(participantId) ?? {},
    scheduled: payments.get(participantId) ?? [],
  };
}

/**
 * Plan 10.1 from the projections: every sub-account of every participant valued as of the date
 * in SQL (units x prices), and the payments valued by the date and paid after it (through the
 * 5.1(b) look-ahead, as the engine's report). Null when a projection cannot be built.
 */
export async function projectedLiability(ctx: PlanContext, asOf: string) {
  const through = fixedPaymentHorizon(asOf);
  if (!(await freshProjections(ctx, through))) return null;
  const { db } = ctx.store;
  const balances = await valueAllAsOf(db, ctx.planId, asOf);
  // Valued by the date: those paid after it, and those due by it that no run had paid by then.
  const valued = await projectedPayments(db, ctx.planId, { through, valuedThrough: asOf });
  const participants = Object.fromEntries(
    [...balances].map(([id, own]) => [id, { balances: own }]),
  );
  const later = Object.fromEntries([...valued].map(([id, payments]) => [id, { payments }]));
  return { asOf, ...liabilityReport({ participants }, fixedUnpaid({ participants: later }, asOf)) };
}
