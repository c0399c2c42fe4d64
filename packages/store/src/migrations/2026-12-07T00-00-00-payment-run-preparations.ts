// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { PostgresAdapter, type Kysely } from 'kysely';
import { refuseTrigger } from './2026-12-03T23-00-00-append-only.js';

// Issue 9 item 3: a payment run prepared as a job. Preparing evaluates every participant due in
// the period; on a large plan that is longer than a request should wait. Nothing here is ever
// updated or deleted:
// - payment_run_preparations: one row per request (the period, the source, who asked, when);
// - payment_run_preparation_outcomes: one row when the job is done: the run it prepared, or the
//   problem that refused it. A preparation without an outcome is still waiting.

const appendOnly = ['payment_run_preparations', 'payment_run_preparation_outcomes'];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('payment_run_preparations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('pay_from', 'text', (c) => c.notNull())
    .addColumn('pay_through', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('payment_run_preparations_plan')
    .on('payment_run_preparations')
    .columns(['plan_id', 'requested_at'])
    .execute();
  await db.schema
    .createTable('payment_run_preparation_outcomes')
    .addColumn('preparation_id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text')
    .addColumn('problem', 'text')
    .addColumn('finished_at', 'text', (c) => c.notNull())
    .addColumn('worker', 'text', (c) => c.notNull())
    .execute();
  for (const table of appendOnly)
    for (const op of ['update', 'delete'] as const) await refuseTrigger(db, postgres, table, op);
  if (postgres)
    for (const table of appendOnly) await refuseTrigger(db, postgres, table, 'truncate');
}
