import { randomBytes } from 'node:crypto';
import {
  addStatementDocument,
  addStatementRun,
  appendAudit,
  getStatementRun,
  inTransaction,
  listParticipants,
  listStatementDocuments,
  statementDocumentsMade,
  statementRunProgress,
  type StatementRun,
  type Store,
} from '@defcomp/store';
import { zip, type Zippable } from 'fflate';
import type { Clock } from '../core/clock.js';
import { easternToday } from '../core/clock.js';
import type { PlanContext } from '../core/context.js';
import { periodStatements, statementPeriod, type PeriodStatementData } from './period-statement.js';
import { periodStatementFileName, renderOffThread } from '../documents/index.js';
import type { PdfLang } from '../core/pdf/i18n.js';
import { messageOf, Problem } from '../core/problems.js';
import { detailOf } from '../core/i18n/problem-details.js';

// Bulk period statements (issue 12 item 4): the administrator starts a run for the plan and a
// period (audited); a job on the queue (jobs/: pg-boss on PostgreSQL, in-process on SQLite)
// writes each participant's statement into statement_documents; anyone on the staff who reads
// records follows its progress (documents made / participants counted at the start) and
// downloads them all as one zip.

/**
 * Participants a job evaluates at once (one load, one pool task), then renders at once (a pool
 * task each, across every thread): the bound on what is held in memory, with the next chunk's
 * evaluation, which runs while this one renders.
 */
export const STATEMENT_CHUNK = 20;

export interface StatementRunView {
  id: string;
  planId: string;
  period: string;
  from: string;
  to: string;
  lang: PdfLang;
  total: number;
  done: number;
  failed: number;
  status: 'running' | 'done';
  requestedAt: string;
  requestedBy: string;
  /** The participants whose statement could not be made, with why. */
  errors: { participantId: string; error: string }[];
}

export async function statementRunView(store: Store, run: StatementRun): Promise<StatementRunView> {
  const progress = await statementRunProgress(store.db, run.id);
  const errors =
    progress.failed === 0
      ? []
      : (await listStatementDocuments(store.db, run.id))
          .filter((d) => d.error !== null)
          .map((d) => ({ participantId: d.participantId, error: d.error ?? '' }));
  return {
    id: run.id,
    planId: run.planId,
    period: run.period,
    from: run.from,
    to: run.to,
    lang: run.lang as PdfLang,
    total: run.total,
    done: progress.done,
    failed: progress.failed,
    status: progress.done >= run.total ? 'done' : 'running',
    requestedAt: run.requestedAt,
    requestedBy: run.requestedBy,
    errors,
  };
}

export async function findStatementRun(ctx: PlanContext, runId: string): Promise<StatementRun> {
  const run = await getStatementRun(ctx.store.db, ctx.planId, runId);
  if (!run)
    throw new Problem('not_found', { field: 'runId', ...detailOf('no_statement_run', { runId }) });
  return run;
}

/**
 * Records a run: the period checked (a quarter or Plan Year begun by today), the plan's
 * participants counted, the run and its audit row written in one transaction.
 */
export async function createStatementRun(
  store: Store,
  clock: Clock,
  planId: string,
  by: string,
  body: { period: string; lang?: PdfLang | undefined },
  reason: string | null,
): Promise<StatementRun> {
  const period = statementPeriod(body.period, easternToday(clock));
  const participantIds = (await listParticipants(store.db, planId)).map((p) => p.id);
  const run: StatementRun = {
    id: `SR-${period.period}-${randomBytes(4).toString('hex')}`,
    planId,
    period: period.period,
    from: period.from,
    to: period.through,
    lang: body.lang ?? 'en',
    participantIds,
    total: participantIds.length,
    requestedAt: clock.now().toISOString(),
    requestedBy: by,
  };
  await inTransaction(store, async (trx) => {
    await addStatementRun(trx, run);
    await appendAudit(trx, {
      planId,
      at: run.requestedAt,
      actor: by,
      action: 'statementRun.started',
      entity: 'statementRun',
      entityId: run.id,
      reason,
      after: { period: run.period, from: run.from, to: run.to, lang: run.lang, total: run.total },
    });
  });
  return run;
}

/** Records a run and sends its job (without a queue: runs it in this process after the answer). */
export async function startStatementRun(
  ctx: PlanContext,
  by: string,
  body: { period: string; lang?: PdfLang | undefined },
  reason: string | null,
): Promise<StatementRunView> {
  const run = await createStatementRun(ctx.store, ctx.clock, ctx.planId, by, body, reason);
  const data = { planId: ctx.planId, runId: run.id };
  if (ctx.jobs) await ctx.jobs.send('statements.generate', data);
  else
    setImmediate(() => {
      generateStatementRun(ctx.store, ctx.clock, data, 'server').catch(() => undefined);
    });
  return statementRunView(ctx.store, run);
}

/**
 * The job: each participant of the run not yet done, in chunks, evaluated in the worker pool
 * (the next chunk while this one renders) and rendered across the pool's threads at once; a
 * chunk the engine refuses (a missing price) is taken one by one so that the others still get
 * their statements and the one refused records why, as does one whose rendering fails.
 * Idempotent: a retried job skips the documents made.
 */
export async function generateStatementRun(
  store: Store,
  clock: Clock,
  data: { planId: string; runId: string },
  worker: string,
  onProgress?: (done: number, total: number) => void,
): Promise<{ made: number; failed: number }> {
  const run = await getStatementRun(store.db, data.planId, data.runId);
  if (!run) return { made: 0, failed: 0 };
  const ctx = { store, clock, planId: run.planId };
  const made = await statementDocumentsMade(store.db, run.id);
  const todo = run.participantIds.filter((id) => !made.has(id));
  const lang = run.lang as PdfLang;
  let count = 0;
  let failed = 0;
  const save = async (participantId: string, pdf: Buffer | null, error: string | null) => {
    await addStatementDocument(store.db, {
      runId: run.id,
      participantId,
      fileName: periodStatementFileName(participantId, run.period, lang),
      pdf,
      error,
      madeAt: clock.now().toISOString(),
      madeBy: worker,
    });
    if (error) failed += 1;
    else count += 1;
    onProgress?.(made.size + count + failed, run.total);
  };
  const render = async (item: Evaluated) => {
    if ('error' in item) return save(item.participantId, null, item.error);
    let pdf: Buffer;
    try {
      pdf = await renderOffThread({ kind: 'periodStatement', input: { ...item.input, lang } });
    } catch (error) {
      return save(item.participantId, null, `rendering failed: ${messageOf(error)}`);
    }
    return save(item.participantId, pdf, null);
  };
  const chunks: string[][] = [];
  for (let i = 0; i < todo.length; i += STATEMENT_CHUNK)
    chunks.push(todo.slice(i, i + STATEMENT_CHUNK));
  let next = chunks.length > 0 ? evaluateChunk(ctx, run.period, chunks[0]!) : null;
  for (let k = 0; next; k++) {
    const items = await next;
    next = k + 1 < chunks.length ? evaluateChunk(ctx, run.period, chunks[k + 1]!) : null;
    // Held until awaited above: a store failure there ends the job, as before.
    next?.catch(() => undefined);
    await Promise.all(items.map(render));
  }
  return { made: count, failed };
}

type Evaluated =
  { participantId: string; input: PeriodStatementData } | { participantId: string; error: string };

/** A chunk's statements; refused whole, each participant alone (the one refused says why). */
async function evaluateChunk(
  ctx: Parameters<typeof periodStatements>[0],
  period: string,
  ids: string[],
): Promise<Evaluated[]> {
  const each = (inputs: PeriodStatementData[]) =>
    inputs.map((input) => ({ participantId: input.participant.id, input }));
  try {
    return each(await periodStatements(ctx, period, ids));
  } catch (error) {
    if (ids.length === 1) return [{ participantId: ids[0]!, error: messageOf(error) }];
  }
  const out: Evaluated[] = [];
  for (const id of ids) out.push(...(await evaluateChunk(ctx, period, [id])));
  return out;
}

/** Every document of the run as one zip (fflate, compressed off the event loop). */
export async function statementRunZip(store: Store, run: StatementRun): Promise<Buffer> {
  const files: Zippable = {};
  const errors: string[] = [];
  for (const doc of await listStatementDocuments(store.db, run.id)) {
    if (doc.pdf) files[doc.fileName] = [new Uint8Array(doc.pdf), { level: 6 }];
    else errors.push(`${doc.participantId}: ${doc.error ?? 'not made'}`);
  }
  if (errors.length > 0) files['errors.txt'] = new TextEncoder().encode(`${errors.join('\n')}\n`);
  const mtime = new Date(run.requestedAt);
  return new Promise((resolve, reject) =>
    zip(files, { mtime }, (error, bytes) =>
      error ? reject(error) : resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)),
    ),
  );
}
