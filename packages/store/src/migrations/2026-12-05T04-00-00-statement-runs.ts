// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { PostgresAdapter, type Kysely } from 'kysely';
import { refuseTrigger } from './2026-12-03T23-00-00-append-only.js';

// Issue 12 item 4: bulk period statements. Nothing here is ever updated or deleted:
// - statement_runs: one row per request (the plan, the period, the language, the participants
//   counted when it was started: `total`);
// - statement_documents: one row per participant as the job makes his statement (the PDF as
//   base64 text, the same column type on both databases), or the error that stopped it. A run's
//   progress is the count of its documents; it is done when that reaches its total.

const appendOnly = ['statement_runs', 'statement_documents'];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('statement_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('participant_ids', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('statement_runs_plan')
    .on('statement_runs')
    .columns(['plan_id', 'requested_at'])
    .execute();
  await db.schema
    .createTable('statement_documents')
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('pdf', 'text')
    .addColumn('error', 'text')
    .addColumn('made_at', 'text', (c) => c.notNull())
    .addColumn('made_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('statement_documents_pk', ['run_id', 'participant_id'])
    .execute();
  for (const table of appendOnly)
    for (const op of ['update', 'delete'] as const) await refuseTrigger(db, postgres, table, op);
  if (postgres)
    for (const table of appendOnly) await refuseTrigger(db, postgres, table, 'truncate');
}
