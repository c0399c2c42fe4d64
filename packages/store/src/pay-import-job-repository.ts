import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

// A pay file imported as a job (issue "Scale II" item 2): the request with its lines as read,
// how far the job is, and once it is done its outcome. The request and the outcome are
// append-only; the progress is rewritten as the job runs (migration 2026-12-13T00-00-00-pay-import-jobs).

export interface PayImportJob {
  id: string;
  planId: string;
  fileName: string | null;
  linesTotal: number;
  requestedBy: string;
  requestedAt: string;
  reason: string | null;
  /** Lines judged so far; null: the job has not started. */
  linesJudged: number | null;
  outcome: PayImportJobOutcome | null;
}

export interface PayImportJobOutcome {
  status: 'imported' | 'refused';
  /** The import made, or the earlier one of the same lines (replayed). */
  importId: string | null;
  replayed: boolean;
  /** The problem that refused the file (problem+json, every bad line named). */
  problem: Record<string, unknown> | null;
  finishedAt: string;
  worker: string;
}

export async function addPayImportJob(
  db: Kysely<Database>,
  job: Omit<PayImportJob, 'outcome' | 'linesJudged'>,
  lines: unknown,
): Promise<void> {
  await db
    .insertInto('pay_import_jobs')
    .values({
      id: job.id,
      plan_id: job.planId,
      file_name: job.fileName,
      lines_total: job.linesTotal,
      lines: JSON.stringify(lines),
      requested_by: job.requestedBy,
      requested_at: job.requestedAt,
      reason: job.reason,
    })
    .execute();
}

/** The lines as the request read them (what addPayImportJob kept). */
export async function getPayImportJobLines(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<unknown> {
  const row = await db
    .selectFrom('pay_import_jobs')
    .select('lines')
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (JSON.parse(row.lines) as unknown) : null;
}

/** How many lines are judged so far (the job's first write says 0: it is running). */
export async function setPayImportJobProgress(
  db: Kysely<Database>,
  jobId: string,
  linesJudged: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('pay_import_job_progress')
    .values({ job_id: jobId, lines_judged: linesJudged, updated_at: at })
    .onConflict((oc) =>
      oc.column('job_id').doUpdateSet({ lines_judged: linesJudged, updated_at: at }),
    )
    .execute();
}

/** Records what the job did; a second outcome for one job is refused (its key). */
export async function addPayImportJobOutcome(
  db: Kysely<Database>,
  jobId: string,
  outcome: PayImportJobOutcome,
): Promise<void> {
  await db
    .insertInto('pay_import_job_outcomes')
    .values({
      job_id: jobId,
      status: outcome.status,
      import_id: outcome.importId,
      replayed: outcome.replayed ? 1 : 0,
      problem: outcome.problem ? JSON.stringify(outcome.problem) : null,
      finished_at: outcome.finishedAt,
      worker: outcome.worker,
    })
    .execute();
}

function jobQuery(db: Kysely<Database>, planId: string) {
  return db
    .selectFrom('pay_import_jobs as j')
    .leftJoin('pay_import_job_outcomes as o', 'o.job_id', 'j.id')
    .leftJoin('pay_import_job_progress as p', 'p.job_id', 'j.id')
    .select([
      'j.id',
      'j.plan_id',
      'j.file_name',
      'j.lines_total',
      'j.requested_by',
      'j.requested_at',
      'j.reason',
      'p.lines_judged',
      'o.status',
      'o.import_id',
      'o.replayed',
      'o.problem',
      'o.finished_at',
      'o.worker',
    ])
    .where('j.plan_id', '=', planId);
}

type JobRow = NonNullable<Awaited<ReturnType<ReturnType<typeof jobQuery>['executeTakeFirst']>>>;

function jobOf(row: JobRow): PayImportJob {
  return {
    id: row.id,
    planId: row.plan_id,
    fileName: row.file_name,
    linesTotal: Number(row.lines_total),
    requestedBy: row.requested_by,
    requestedAt: row.requested_at,
    reason: row.reason,
    linesJudged: row.lines_judged === null ? null : Number(row.lines_judged),
    outcome:
      row.status === null || row.finished_at === null || row.worker === null
        ? null
        : {
            status: row.status as PayImportJobOutcome['status'],
            importId: row.import_id,
            replayed: Number(row.replayed) === 1,
            problem: row.problem ? (JSON.parse(row.problem) as Record<string, unknown>) : null,
            finishedAt: row.finished_at,
            worker: row.worker,
          },
  };
}

export async function getPayImportJob(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<PayImportJob | null> {
  const row = await jobQuery(db, planId).where('j.id', '=', id).executeTakeFirst();
  return row ? jobOf(row) : null;
}

/** A plan's jobs, latest first. */
export async function listPayImportJobs(
  db: Kysely<Database>,
  planId: string,
): Promise<PayImportJob[]> {
  const rows = await jobQuery(db, planId)
    .orderBy('j.requested_at', 'desc')
    .orderBy('j.id', 'desc')
    .execute();
  return rows.map(jobOf);
}

/** Every plan's jobs asked for and not finished, oldest first (the embedded queue resumes them). */
export async function listUnfinishedPayImportJobs(
  db: Kysely<Database>,
): Promise<{ planId: string; jobId: string }[]> {
  const rows = await db
    .selectFrom('pay_import_jobs as j')
    .leftJoin('pay_import_job_outcomes as o', 'o.job_id', 'j.id')
    .select(['j.plan_id', 'j.id'])
    .where('o.job_id', 'is', null)
    .orderBy('j.requested_at')
    .orderBy('j.id')
    .execute();
  return rows.map((r) => ({ planId: r.plan_id, jobId: r.id }));
}
