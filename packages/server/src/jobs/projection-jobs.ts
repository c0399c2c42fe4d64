import {
  listParticipants,
  projectionHorizon,
  projectionStatus,
  rebuildProjections,
} from '@defcomp/store';
import { easternToday } from '../core/clock.js';
import { dailyTickJob } from '../daily/job.js';
import { projectRowsOffLoop } from '../core/evaluation.js';
import { REBUILD_BATCH } from '../core/projections.js';
import type { JobContext, JobData, JobHandlers } from '../core/queue.js';
import { generateStatementRun } from '../statements/statement-runs.js';
import { paymentRunPreparationJob } from '../payment-runs/preparations.js';
import { payImportJob } from '../payroll/pay-import-jobs.js';

/** A plan's refresh: its stale participants (or all) in batches, one rebuild job each. */
async function refresh(data: JobData['projections.refresh'], ctx: JobContext) {
  const { planId } = data;
  const horizon = projectionHorizon(easternToday(ctx.clock));
  const ids = data.force
    ? (await listParticipants(ctx.store.db, planId)).map((p) => p.id)
    : (await projectionStatus(ctx.store.db, planId, { horizon })).stale;
  const size = data.batchSize ?? REBUILD_BATCH;
  const jobs: (string | null)[] = [];
  for (let i = 0; i < ids.length; i += size) {
    const participantIds = ids.slice(i, i + size);
    const force = data.force ?? false;
    jobs.push(await ctx.queue.send('projections.rebuild', { planId, participantIds, force }));
  }
  return { planId, participants: ids.length, jobs };
}

/** Rebuilds a batch (what is fresh by now is left alone, unless forced). */
async function rebuild(data: JobData['projections.rebuild'], ctx: JobContext) {
  const outcome = await rebuildProjections(ctx.store.db, data.planId, {
    horizon: projectionHorizon(easternToday(ctx.clock)),
    participantIds: data.participantIds,
    force: data.force,
    builtAt: ctx.clock.now().toISOString(),
    builtBy: ctx.worker,
    // In the server's worker threads when this process has them (workers/pool.ts).
    project: projectRowsOffLoop,
  });
  return { planId: data.planId, worker: ctx.worker, ...outcome };
}

export const jobHandlers: JobHandlers = {
  'projections.refresh': refresh,
  'projections.rebuild': rebuild,
  'daily.tick': dailyTickJob,
  'statements.generate': async (data, ctx) =>
    generateStatementRun(ctx.store, ctx.clock, data, ctx.worker),
  'paymentRuns.prepare': paymentRunPreparationJob,
  'payImports.run': payImportJob,
};
