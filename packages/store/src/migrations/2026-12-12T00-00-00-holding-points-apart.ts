// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { sql, type Kysely } from 'kysely';

// A holding row's earlier change points in a table of their own (issue 23 item 1, bench B1).
// Inline, the points were most of a projection_holdings row's bytes (about 1.7 KB of 64
// points): a pass over the plan's holdings on a day read a few rows a page instead of dozens,
// and valuing everyone at 10,000 took twice as long as before the rows were packed. Now
// projection_holdings keeps what the valuation's aggregate reads (from_date, until_date,
// units, last_from), and projection_holding_points (keyed as its row) the points, read only for
// the few rows whose units on the day are an earlier point.
// Derived data: the holdings are emptied and every projection made stale, so the next read or
// job rebuilds them.

async function remake(db: Kysely<any>, apart: boolean): Promise<void> {
  await sql`delete from projection_holdings`.execute(db);
  if (apart) {
    await db.schema.alterTable('projection_holdings').dropColumn('points').execute();
    await db.schema
      .createTable('projection_holding_points')
      .addColumn('plan_id', 'text', (c) => c.notNull())
      .addColumn('participant_id', 'text', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('fund_id', 'text', (c) => c.notNull())
      .addColumn('from_date', 'text', (c) => c.notNull())
      // JSON [day, units] pairs: the row's points before its last_from, each held until the next.
      .addColumn('points', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('projection_holding_points_pk', [
        'plan_id',
        'participant_id',
        'account',
        'fund_id',
        'from_date',
      ])
      .execute();
  } else {
    await db.schema.dropTable('projection_holding_points').execute();
    await db.schema.alterTable('projection_holdings').addColumn('points', 'text').execute();
  }
  await sql`update projections set version = version + 1`.execute(db);
}

export const up = (db: Kysely<any>) => remake(db, true);
export const down = (db: Kysely<any>) => remake(db, false);
