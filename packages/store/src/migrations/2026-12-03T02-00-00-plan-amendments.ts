// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import type { Kysely } from 'kysely';

// Plan 9.2: an amendment is adopted by the Committee or the Board, effective from a date, and
// changes some of the plan's parameters from that date on. One person prepares it, another
// approves it; only approved amendments are in force. Rows are never edited but to approve.
// Versions recorded in plan_versions before this migration keep their rows as history; their
// parameters no longer act (they were laid over the whole history, the bug this replaces).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('plan_amendments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    // JSON: { [parameter]: value }, the values in force from effective_date.
    .addColumn('parameters', 'text', (c) => c.notNull())
    // 'committee' | 'board'
    .addColumn('adopted_by', 'text', (c) => c.notNull())
    // JSON: participant ids whose written consent to a reduction is recorded.
    .addColumn('consents', 'text', (c) => c.notNull())
    // 'prepared' | 'approved'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('prepared_by', 'text', (c) => c.notNull())
    .addColumn('prepared_at', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'text')
    .execute();
  await db.schema
    .createIndex('plan_amendments_plan_idx')
    .on('plan_amendments')
    .columns(['plan_id', 'status', 'effective_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('plan_amendments').execute();
}
