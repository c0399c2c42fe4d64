// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { PostgresAdapter, type Kysely } from 'kysely';
import { refuseTrigger } from './2026-12-03T23-00-00-append-only.js';

// Issue "Scale II" item 2: a pay file imported as a job. Judging 100,000 lines (Plan 7.1) takes
// longer than a request should wait:
// - pay_import_jobs: one row per request (the lines as read, JSON; who asked, when); never
//   updated or deleted;
// - pay_import_job_outcomes: one row when the job is done: the import it made or found (imported)
//   or the problem that refused the file (refused); never updated or deleted;
// - pay_import_job_progress: how many lines are judged so far, rewritten as the job runs (a
//   measure of the work, not a fact of the record).

const appendOnly = ['pay_import_jobs', 'pay_import_job_outcomes'];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('pay_import_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('lines_total', 'integer', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('pay_import_jobs_plan')
    .on('pay_import_jobs')
    .columns(['plan_id', 'requested_at'])
    .execute();
  await db.schema
    .createTable('pay_import_job_outcomes')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('import_id', 'text')
    .addColumn('replayed', 'integer', (c) => c.notNull())
    .addColumn('problem', 'text')
    .addColumn('finished_at', 'text', (c) => c.notNull())
    .addColumn('worker', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pay_import_job_progress')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('lines_judged', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const table of appendOnly)
    for (const op of ['update', 'delete'] as const) await refuseTrigger(db, postgres, table, op);
  if (postgres)
    for (const table of appendOnly) await refuseTrigger(db, postgres, table, 'truncate');
}
