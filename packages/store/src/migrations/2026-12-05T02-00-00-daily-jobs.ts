// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { PostgresAdapter, type Kysely } from 'kysely';
import { refuseTrigger } from './2026-12-03T23-00-00-append-only.js';

// Issue 10, item 7: the daily jobs. Nothing here is ever updated or deleted:
// - daily_ticks: one row per plan and date the tick ran for (its key refuses a second), with
//   what it did (JSON report: notices, decisions and runs prepared, the work queue);
// - notices: the outbox of participant notices (enrollment opening and closing, 3.1(a), 3.2):
//   recorded, not delivered (delivery is outside defcomp).

const appendOnly = ['daily_ticks', 'notices'];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('daily_ticks')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('ran_at', 'text', (c) => c.notNull())
    .addColumn('ran_by', 'text', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_ticks_pk', ['plan_id', 'date'])
    .execute();
  await db.schema
    .createTable('notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('closes_on', 'text', (c) => c.notNull())
    .addColumn('plan_year', 'integer')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notices_plan_date')
    .on('notices')
    .columns(['plan_id', 'date'])
    .execute();
  for (const table of appendOnly)
    for (const op of ['update', 'delete'] as const) await refuseTrigger(db, postgres, table, op);
  if (postgres)
    for (const table of appendOnly) await refuseTrigger(db, postgres, table, 'truncate');
}
