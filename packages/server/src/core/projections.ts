import { fixedPaymentHorizon, fixedUnpaid, liabilityReport } from '@defcomp/domain';
import {
  projectedPayments,
  projectedResult,
  projectionFailures,
  projectionHorizon,
  projectionStatus,
  rebuildProjections,
  valueAllAsOf,
  type RebuildOutcome,
  type Store,
} from '@defcomp/store';
import { easternToday, type Clock } from './clock.js';
import { projectRowsOffLoop } from './evaluation.js';
import type { PlanContext } from './context.js';
import { builtHere, leaseWorkerPool, threadCount, type EvaluationMode } from './workers/pool.js';

// Reads that answer from the projections (ARCHITECTURE.md "Projections"): what the record knows
// now, as of any date up to the horizon. A question about what was known at an earlier instant
// (`knownAt`) is the engine's: projections hold today's knowledge only.

/** The horizon a projection is built through: at least `needed`, and today's rolling one. */
export function horizonThrough(ctx: PlanContext, needed: string): string {
  const today = projectionHorizon(easternToday(ctx.clock));
  return needed > today ? needed : today;
}

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
  const horizon = horizonThrough(ctx, needed);
  let status = await projectionStatus(db, ctx.planId, { horizon, participantIds });
  if (status.stale.length > 0) {
    await rebuildProjections(db, ctx.planId, {
      horizon,
      participantIds: status.stale,
      builtAt: ctx.clock.now().toISOString(),
      builtBy: 'server',
      project: projectRowsOffLoop,
    });
    status = await projectionStatus(db, ctx.planId, { horizon, participantIds });
  }
  return status.stale.length === 0 && status.failed.length === 0;
}

/**
 * A participant's balances as of `asOf`, his built result through the horizon (what domain
 * `resultAsOf` reads his history as of a date from; null if it has none) and his payments after
 * `asOf` through `through`, each with its trace unless `traces: false`; `fresh`: the caller has
 * made his projection fresh already.
 */
export async function projectedStatement(
  ctx: PlanContext,
  participantId: string,
  dates: { asOf: string; through: string },
  options: { traces?: boolean; fresh?: boolean } = {},
) {
  if (!options.fresh && !(await freshProjections(ctx, dates.through, [participantId]))) return null;
  const { db } = ctx.store;
  const traces = options.traces ?? true;
  const balances = await valueAllAsOf(db, ctx.planId, dates.asOf, {
    participantIds: [participantId],
  });
  const stored = await projectedResult(db, ctx.planId, participantId, { traces });
  // The schedule ahead is the result's payments after the date, not a second read of them. A
  // projection without a result (failed) wrote no payments either (store saveProjection).
  const ahead = (p: { date: string }) => p.date > dates.asOf && p.date <= dates.through;
  const scheduled = stored?.result.payments.filter(ahead) ?? [];
  return { balances: balances.get(participantId) ?? {}, stored, scheduled };
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

export interface PlanBuildOptions {
  clock: Clock;
  /** Who or what builds (kept with each projection). */
  builtBy: string;
  /** Where the engine runs: unset, the pool when built (as the server's, workers/pool.ts). */
  evaluation?: EvaluationMode | undefined;
  /** Called after each batch: participants done, of those that were stale. */
  onProgress?: ((done: number, total: number) => void) | undefined;
}

/**
 * Participants rebuilt at once: a few seconds of engine work. A rebuild job takes as many (jobs/),
 * so that workers share a plan, and so does a lane of buildPlanProjections.
 */
export const REBUILD_BATCH = 100;

/**
 * Builds the plan's stale projections now, before anyone reads (`defcomp record import` after
 * its transaction): the engine in the process's worker threads, as many lanes of batches as
 * threads, so that one lane's batch is evaluated while another's rows are written. Fresh ones
 * are left alone, so a second import of the same file rebuilds nothing. A participant the
 * engine cannot evaluate (a missing price, 7.2) is in `failed` with the engine's message, this
 * build's or an earlier one's still standing.
 */
export async function buildPlanProjections(
  store: Store,
  planId: string,
  options: PlanBuildOptions,
): Promise<RebuildOutcome> {
  const horizon = projectionHorizon(easternToday(options.clock));
  const status = await projectionStatus(store.db, planId, { horizon });
  const outcome: RebuildOutcome = { built: [], failed: [], fresh: status.fresh };
  const stale = status.stale;
  if (stale.length > 0) {
    const mode = options.evaluation ?? (builtHere() ? 'workers' : 'inline');
    // Leased, the pool is the evaluator projectRowsOffLoop finds (currentEvaluator); in line, the
    // store's own engine call, even while another holds the process's pool.
    const lease = mode === 'workers' ? leaseWorkerPool() : null;
    const project = lease ? projectRowsOffLoop : undefined;
    let next = 0;
    let done = 0;
    const lane = async () => {
      while (next < stale.length) {
        const participantIds = stale.slice(next, (next += REBUILD_BATCH));
        const batch = await rebuildProjections(store.db, planId, {
          horizon,
          participantIds,
          builtAt: options.clock.now().toISOString(),
          builtBy: options.builtBy,
          project,
        });
        outcome.built.push(...batch.built);
        outcome.failed.push(...batch.failed);
        // Built meanwhile by another process (a job): fresh, not rebuilt.
        outcome.fresh.push(...batch.fresh);
        options.onProgress?.((done += participantIds.length), stale.length);
      }
    };
    try {
      await Promise.all(Array.from({ length: lease ? threadCount() : 1 }, lane));
    } finally {
      await lease?.release();
    }
  }
  outcome.failed.push(...(await projectionFailures(store.db, planId, status.failed)));
  const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  outcome.built.sort(byId);
  outcome.fresh.sort(byId);
  outcome.failed.sort((a, b) => byId(a.participantId, b.participantId));
  return outcome;
}
