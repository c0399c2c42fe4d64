import { detailOf } from '../core/i18n/problem-details.js';
import {
  addPaymentRunPreparation,
  addPreparationOutcome,
  appendAudit,
  getPaymentRunPreparation,
  inTransaction,
  type PaymentRunPreparation,
  type Store,
} from '@defcomp/store';
import { newId } from '../core/auth/tokens.js';
import type { Clock } from '../core/clock.js';
import { askersCommand, type CommandContext, type CommandResult } from '../core/command.js';
import { backgroundContext, type AppContext } from '../core/context.js';
import type { JobContext, JobData } from '../core/queue.js';
import { Problem, problemBody } from '../core/problems.js';
import { checkRunWindow, preparePaymentRun } from './preparation.js';

// Issue 9 item 3: a payment run prepared as a job. Preparing a run evaluates every participant
// with a payment due in the period (Art. V, 8.2); on a plan of thousands that takes longer than a
// request should wait. The request records what was asked (and is audited), the job prepares the
// run as the person who asked (so that 8.2's second person is still someone else), and the
// preparation answers its outcome: the run, or the problem that refused it. On PostgreSQL any
// `defcomp serve` or `defcomp worker` process of the installation takes the job.

export interface PreparationBody {
  payFrom: string;
  payThrough: string;
  source?: 'general' | 'trust';
}

/** The request, in the asking command's transaction; the job is sent once it has committed. */
export async function requestPreparation(
  command: CommandContext,
  body: PreparationBody,
): Promise<CommandResult & { preparationId: string }> {
  checkRunWindow(body);
  const preparation: Omit<PaymentRunPreparation, 'outcome'> = {
    id: newId('PRP'),
    planId: command.planId,
    payFrom: body.payFrom,
    payThrough: body.payThrough,
    source: body.source ?? 'general',
    requestedBy: command.actor.username,
    requestedAt: command.at,
    reason: command.reason,
  };
  await addPaymentRunPreparation(command.trx, preparation);
  await command.audit({
    action: 'paymentRun.preparationRequested',
    entity: 'paymentRun',
    entityId: preparation.id,
    after: preparation,
  });
  const view = preparationView({ ...preparation, outcome: null });
  return { status: 202, body: { preparation: view }, preparationId: preparation.id };
}

/** Sends the job; without a queue (tests, a bare app) runs it in this process after the answer. */
export async function sendPreparation(ctx: AppContext, planId: string, preparationId: string) {
  const data = { planId, preparationId };
  if (ctx.jobs) await ctx.jobs.send('paymentRuns.prepare', data);
  else
    setImmediate(() => {
      runPreparation(ctx.store, ctx.clock, data, 'server').catch(() => undefined);
    });
}

/** How a preparation stands: waiting, prepared (its run) or refused (the problem). */
export function preparationView(p: PaymentRunPreparation) {
  const { outcome, ...asked } = p;
  return {
    ...asked,
    status: outcome?.status ?? 'waiting',
    runId: outcome?.runId ?? null,
    problem: outcome?.problem ?? null,
    finishedAt: outcome?.finishedAt ?? null,
  };
}

export async function paymentRunPreparationJob(
  data: JobData['paymentRuns.prepare'],
  ctx: JobContext,
) {
  return runPreparation(ctx.store, ctx.clock, data, ctx.worker);
}

/**
 * The job: prepares the run as the person who asked, dated when it runs (what is due and
 * priced is what the record says then). Idempotent: a preparation with an outcome is done (a
 * retried job does nothing), and the outcome is written in the run's own transaction.
 */
export async function runPreparation(
  store: Store,
  clock: Clock,
  data: { planId: string; preparationId: string },
  worker: string,
): Promise<{ status: string; runId?: string | null }> {
  const asked = await getPaymentRunPreparation(store.db, data.planId, data.preparationId);
  if (!asked) return { status: 'missing' };
  if (asked.outcome) return { status: 'done', runId: asked.outcome.runId };
  const outcome = (status: 'prepared' | 'refused', runId: string | null) => ({
    status,
    runId,
    problem: null,
    finishedAt: clock.now().toISOString(),
    worker,
  });
  try {
    return await inTransaction(
      store,
      async (trx) => {
        const command = await askersCommand(trx, clock, asked, {
          ...detailOf('preparer_gone', { user: asked.requestedBy }),
        });
        const prepared = await preparePaymentRun(backgroundContext(store, clock), command, asked);
        const runId = prepared.body.run?.id ?? null;
        await addPreparationOutcome(trx, asked.id, outcome('prepared', runId));
        return { status: 'prepared', runId };
      },
      [{ key: `plan:${asked.planId}` }],
    );
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    const problem = problemBody(error.code, error.details);
    await inTransaction(
      store,
      async (trx) => {
        await addPreparationOutcome(trx, asked.id, { ...outcome('refused', null), problem });
        await appendAudit(trx, {
          planId: asked.planId,
          at: clock.now().toISOString(),
          actor: asked.requestedBy,
          action: 'paymentRun.preparationRefused',
          entity: 'paymentRun',
          entityId: asked.id,
          reason: asked.reason,
          after: { preparationId: asked.id, problem },
        });
      },
      [{ key: `plan:${asked.planId}` }],
    );
    return { status: 'refused' };
  }
}
