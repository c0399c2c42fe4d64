// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
// The audit's pending-row triggers are the append-only migration's own (the same SQL, one copy).
import { refuseTrigger, trackTrigger } from './2026-12-03T23-00-00-append-only.js';

// Plan 7.3 (issue 10, item 2): the Plan Asset Committee closes a fund on a date naming its
// successor. It moves money (the balances in the fund), so one member prepares it and another
// approves it: a closure row, then its approval row (or its withdrawal row, before approval). Nothing is updated or deleted, and both
// tables are sealed in the keyed audit chain (audit-seal.ts). An approval makes the plan's
// projections stale (every participant's valuation may change).

const tables: [string, string[]][] = [
  ['fund_closures', ['id']],
  ['fund_closure_approvals', ['closure_id']],
  ['fund_closure_withdrawals', ['closure_id']],
];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('fund_closures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('fund_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('successor_id', 'text', (c) => c.notNull())
    .addColumn('prepared_by', 'text', (c) => c.notNull())
    .addColumn('prepared_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fund_closures_fund')
    .on('fund_closures')
    .columns(['plan_id', 'fund_id'])
    .execute();
  await db.schema
    .createTable('fund_closure_approvals')
    .addColumn('closure_id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text', (c) => c.notNull())
    .addColumn('approved_at', 'text', (c) => c.notNull())
    .execute();
  // A prepared closure withdrawn (a mistake): it never moves anything; the fund may be closed anew.
  await db.schema
    .createTable('fund_closure_withdrawals')
    .addColumn('closure_id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('withdrawn_by', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  for (const [table, key] of tables) {
    for (const op of ['update', 'delete'] as const) await refuseTrigger(db, postgres, table, op);
    if (postgres) await refuseTrigger(db, postgres, table, 'truncate');
    await trackTrigger(db, postgres, table, key);
  }
  // An approved closure changes every participant's valuation: the plan's projections are stale.
  const bump = sql.raw('update projections set version = version + 1');
  if (postgres) {
    await sql`create function defcomp_projection_fund_closure() returns trigger language plpgsql as $$
      begin
        ${bump} where plan_id = NEW.plan_id;
        return null;
      end $$`.execute(db);
    await sql`create trigger fund_closure_approvals_projection after insert on fund_closure_approvals
      for each row execute function defcomp_projection_fund_closure()`.execute(db);
  } else {
    await sql`create trigger fund_closure_approvals_projection after insert on fund_closure_approvals
      begin ${bump} where plan_id = new.plan_id; end`.execute(db);
  }
}
