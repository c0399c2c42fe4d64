// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import type { Kysely } from 'kysely';

// Plan 10.2, 10.3: the rabbi trust's statements (market value, holdings by fund) and the money
// that goes in and out of it. Amounts are exact decimal text.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trust_statements')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('market_value', 'text', (c) => c.notNull())
    // JSON: [{ fundId, value }] or null.
    .addColumn('holdings', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('trust_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('memo', 'text')
    .addColumn('payment_run_id', 'text', (c) => c.references('payment_runs.id'))
    .addColumn('line_no', 'integer')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trust_transactions_date_idx')
    .on('trust_transactions')
    .columns(['date', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trust_transactions').execute();
  await db.schema.dropTable('trust_statements').execute();
}
