import { listPlans } from '@defcomp/store';
import { easternToday } from '../core/clock.js';
import type { JobContext, JobData } from '../core/queue.js';
import { Problem } from '../core/problems.js';
import { runTick } from './tick.js';

/** Who the scheduled tick is, in the audit and its rows. */
export const SCHEDULED_BY = 'system:daily';

/**
 * The scheduled job: every plan's tick for today Eastern (or the plan and date it names). A
 * plan's refusal (a Problem) is kept in the job's output and the other plans still tick.
 */
export async function dailyTickJob(data: JobData['daily.tick'], ctx: JobContext) {
  const date = data.date ?? easternToday(ctx.clock);
  const planIds = data.planId ? [data.planId] : (await listPlans(ctx.store.db)).map((p) => p.id);
  const ticks: Record<string, string> = {};
  for (const planId of planIds) {
    try {
      const outcome = await runTick(ctx.store, ctx.clock, { planId, date, by: SCHEDULED_BY });
      ticks[planId] = outcome.status;
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      ticks[planId] = `refused: ${error.message}`;
    }
  }
  return { date, worker: ctx.worker, ticks };
}
