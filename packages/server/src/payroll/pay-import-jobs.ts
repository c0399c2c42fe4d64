import {
  addPayImportJob,
  addPayImportJobOutcome,
  appendAudit,
  getPayImport,
  getPayImportJob,
  getPayImportJobLines,
  inTransaction,
  setPayImportJobProgress,
  type Database,
  type PayImportJob,
  type Store,
} from '@defcomp/store';
import type { Kysely } from 'kysely';
import { newId } from '../core/auth/tokens.js';
import type { Clock } from '../core/clock.js';
import { askersCommand, type CommandContext, type CommandResult } from '../core/command.js';
import type { AppContext } from '../core/context.js';
import { detailOf } from '../core/i18n/problem-details.js';
import type { Language } from '../core/i18n/language.js';
import { localizeProblem } from '../core/i18n/problem-text.js';
import type { JobContext, JobData } from '../core/queue.js';
import { Problem, problemBody } from '../core/problems.js';
import type { ReadPays } from './pay-file.js';
import { importAnswer, importPays } from './pay-import.js';

// Issue "Scale II" item 2: a pay file imported as a job, in the shape of payment-runs/
// preparations.ts. Judging every line of a large file (Plan 7.1) takes longer than a request
// should wait. The request keeps the lines as read with the job (and is audited); the job
// imports them as the person who asked, in one transaction, all or nothing as before; its
// outcome is what POST /pay-imports answered before: the import (new, or the same lines again)
// or the refusal naming every bad line. On PostgreSQL any process of the installation runs it.

/** The request, in the asking command's transaction; the job is sent once it has committed. */
export async function requestPayImport(
  command: CommandContext,
  file: { fileName: string | null; read: ReadPays },
): Promise<CommandResult & { jobId: string }> {
  const job: Omit<PayImportJob, 'outcome' | 'linesJudged'> = {
    id: newId('PIJ'),
    planId: command.planId,
    fileName: file.fileName,
    linesTotal: file.read.pays.length,
    requestedBy: command.actor.username,
    requestedAt: command.at,
    reason: command.reason,
  };
  await addPayImportJob(command.trx, job, file.read);
  await command.audit({
    action: 'pay.importRequested',
    entity: 'payImportJob',
    entityId: job.id,
    after: { ...job, problems: file.read.errors.length },
  });
  const view = payImportJobSummary({ ...job, linesJudged: null, outcome: null });
  const body = { job: { ...view, result: null } };
  return { status: 202, body, factsUnchanged: true, jobId: job.id };
}

/** Sends the job; without a queue (tests, a bare app) runs it in this process after the answer. */
export async function sendPayImport(ctx: AppContext, planId: string, jobId: string) {
  const data = { planId, jobId };
  if (ctx.jobs) await ctx.jobs.send('payImports.run', data);
  else
    setImmediate(() => {
      runPayImport(ctx.store, ctx.clock, data, 'server').catch(() => undefined);
    });
}

type JobStatus = 'waiting' | 'running' | 'imported' | 'refused';

/** How a job stands, without its result (the lines): what the list answers. */
export function payImportJobSummary(job: PayImportJob, language: Language = 'en') {
  const { outcome, linesJudged, ...asked } = job;
  const status: JobStatus = outcome?.status ?? (linesJudged === null ? 'waiting' : 'running');
  return {
    ...asked,
    status,
    linesJudged: linesJudged ?? 0,
    importId: outcome?.importId ?? null,
    replayed: outcome?.replayed ?? null,
    problem: outcome?.problem ? answeredProblem(outcome.problem, language) : null,
    finishedAt: outcome?.finishedAt ?? null,
  };
}

/** The job with its result: the import's answer (POST's 201 or 200 body before). */
export async function payImportJobView(
  db: Kysely<Database>,
  job: PayImportJob,
  today: string,
  language: Language,
) {
  const summary = payImportJobSummary(job, language);
  const batch = summary.importId ? await getPayImport(db, job.planId, summary.importId) : null;
  const result = batch ? await importAnswer(db, batch, summary.replayed === true, today) : null;
  return { ...summary, result };
}

/** The refusal as kept (its texts' values beside it), in the reader's language. */
function answeredProblem(kept: Record<string, unknown>, language: Language) {
  const { params, ...body } = kept as { params?: Record<string, string> } & ReturnType<
    typeof problemBody
  >;
  return localizeProblem(body, language, params) as Record<string, unknown>;
}

export async function payImportJob(data: JobData['payImports.run'], ctx: JobContext) {
  const done = await runPayImport(ctx.store, ctx.clock, data, ctx.worker);
  // As after a request's write (core/command.ts): the new pays' projections are rebuilt.
  if (done.status === 'imported')
    await ctx.queue.send(
      'projections.refresh',
      { planId: data.planId },
      { singletonKey: data.planId },
    );
  return done;
}

/**
 * The job: imports the lines as the person who asked, dated when it runs (the record as it
 * stands then decides, 7.1). Idempotent: a job with an outcome is done (a retried job does
 * nothing), and the outcome is written in the import's own transaction.
 */
export async function runPayImport(
  store: Store,
  clock: Clock,
  data: { planId: string; jobId: string },
  worker: string,
): Promise<{ status: string; importId?: string | null }> {
  const asked = await getPayImportJob(store.db, data.planId, data.jobId);
  if (!asked) return { status: 'missing' };
  if (asked.outcome) return { status: 'done', importId: asked.outcome.importId };
  const read = (await getPayImportJobLines(store.db, asked.planId, asked.id)) as ReadPays;
  await setPayImportJobProgress(store.db, asked.id, 0, clock.now().toISOString());
  const finished = () => ({ finishedAt: clock.now().toISOString(), worker });
  try {
    return await inTransaction(
      store,
      async (trx) => {
        // Under the plan's lock: a job retried while the first still ran finds its outcome.
        const now = await getPayImportJob(trx, asked.planId, asked.id);
        if (now?.outcome) return { status: 'done', importId: now.outcome.importId };
        const command = await askersCommand(trx, clock, asked, {
          ...detailOf('importer_gone', { user: asked.requestedBy }),
        });
        const imported = await importPays(
          command,
          { fileName: asked.fileName, read },
          judgedProgress(store, trx, clock, asked.id),
        );
        const importId = imported.body.import.id;
        const replayed = imported.body.replayed;
        await addPayImportJobOutcome(trx, asked.id, {
          status: 'imported',
          importId,
          replayed,
          problem: null,
          ...finished(),
        });
        return { status: replayed ? 'replayed' : 'imported', importId };
      },
      [{ key: `plan:${asked.planId}` }],
    );
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    await refuse(
      store,
      asked,
      { ...problemBody(error.code, error.details), params: error.details.params },
      finished(),
    );
    return { status: 'refused' };
  }
}

/**
 * Progress as each batch of participants is judged. On PostgreSQL through another connection,
 * so that it is seen at once by every process while the import's transaction runs; the embedded
 * SQLite has one connection, held by that transaction (every request waits for it anyway).
 */
function judgedProgress(store: Store, trx: Kysely<Database>, clock: Clock, jobId: string) {
  const db = store.dialect === 'postgres' ? store.db : trx;
  return (linesJudged: number) =>
    setPayImportJobProgress(db, jobId, linesJudged, clock.now().toISOString());
}

/** The refusal, kept with the job and audited under the asker's name. */
async function refuse(
  store: Store,
  asked: PayImportJob,
  problem: Record<string, unknown>,
  finished: { finishedAt: string; worker: string },
) {
  await inTransaction(
    store,
    async (trx) => {
      if ((await getPayImportJob(trx, asked.planId, asked.id))?.outcome) return;
      await addPayImportJobOutcome(trx, asked.id, {
        status: 'refused',
        importId: null,
        replayed: false,
        problem,
        ...finished,
      });
      const { params: _params, ...answered } = problem;
      await appendAudit(trx, {
        planId: asked.planId,
        at: finished.finishedAt,
        actor: asked.requestedBy,
        action: 'pay.importRefused',
        entity: 'payImportJob',
        entityId: asked.id,
        reason: asked.reason,
        after: { jobId: asked.id, problem: answered },
      });
    },
    [{ key: `plan:${asked.planId}` }],
  );
}
