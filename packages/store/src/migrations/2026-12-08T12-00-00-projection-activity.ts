// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A projection's year of activity, kept with it (issue 23 items 1 and 4). `projection_entries`
// held every ledger entry of every participant (about half of a rebuild's 2,700 rows a
// participant) and was read only to sum a year's activity. It is replaced by:
// - `projection_activity`: one row per participant, Plan Year (1.27: the calendar year) of the
//   day the engine posted the entries, sub-account and kind, with the sum of their amounts in
//   cents and how many entries it sums;
// - `projection_valuations`: per participant and fund, the last Valuation Date an entry of his
//   was valued at, which is what the price triggers asked of the entries ("has an entry valued
//   on or after the price's date": a payment that empties the fund on its Valuation Date leaves
//   no holding open on that date, yet its amount is that day's price).
// The price triggers are rewritten to read it, and every projection is made stale (its rows
// lack the new tables'), so the next read or job rebuilds it.

const bump = sql.raw('update projections set version = version + 1');

type Valuations = 'projection_valuations' | 'projection_entries';

/** His entries in the fund valued on or after the price's date: the new table, or the old. */
const valuedFrom = (row: 'new' | 'old', entries: Valuations) =>
  entries === 'projection_valuations'
    ? `select participant_id from projection_valuations where plan_id = ${row}.plan_id
        and fund_id = ${row}.fund_id and last_valued_at >= ${row}.date`
    : `select participant_id from projection_entries where plan_id = ${row}.plan_id
        and fund_id = ${row}.fund_id and valued_at >= ${row}.date`;

/** Those who hold the fund on or after the price's date, or have an entry valued from then. */
const holdersOf = (row: 'new' | 'old', entries: Valuations) =>
  sql.raw(`(status = 'failed' or participant_id in (
      select participant_id from projection_holdings where plan_id = ${row}.plan_id
        and fund_id = ${row}.fund_id and (until_date is null or until_date > ${row}.date)
      union
      ${valuedFrom(row, entries)}))`);

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('projection_activity')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // Cents, exact: the sum of the entries' amounts.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('projection_activity_pk', [
      'plan_id',
      'participant_id',
      'year',
      'account',
      'kind',
    ])
    .execute();
  // A plan's year for everyone (annual statements, B4) without passing over the other years.
  await db.schema
    .createIndex('projection_activity_year_idx')
    .on('projection_activity')
    .columns(['plan_id', 'year'])
    .execute();
  await db.schema
    .createTable('projection_valuations')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('fund_id', 'text', (c) => c.notNull())
    .addColumn('last_valued_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('projection_valuations_pk', ['plan_id', 'participant_id', 'fund_id'])
    .execute();
  await db.schema
    .createIndex('projection_valuations_fund_idx')
    .on('projection_valuations')
    .columns(['plan_id', 'fund_id', 'last_valued_at'])
    .execute();
  await priceTriggers(db, postgres, 'projection_valuations');
  await db.schema.dropTable('projection_entries').execute();
  await sql`${bump}`.execute(db);
}

/** The price triggers of migration 2026-12-04T00-00-00-projections, reading `entries`. */
async function priceTriggers(
  db: Kysely<any>,
  postgres: boolean,
  entries: Valuations,
): Promise<void> {
  if (postgres) {
    await sql`create or replace function defcomp_projection_price() returns trigger
      language plpgsql as $$
      begin
        if TG_OP in ('UPDATE', 'DELETE') then
          ${bump} where plan_id = OLD.plan_id and ${holdersOf('old', entries)};
        end if;
        if TG_OP in ('UPDATE', 'INSERT') then
          ${bump} where plan_id = NEW.plan_id and ${holdersOf('new', entries)};
        end if;
        return null;
      end $$`.execute(db);
    return;
  }
  for (const op of ['insert', 'update', 'delete'])
    await sql`drop trigger ${sql.ref(`prices_projection_${op}`)}`.execute(db);
  await sql`create trigger prices_projection_insert after insert on prices begin
      ${bump} where plan_id = new.plan_id and ${holdersOf('new', entries)};
    end`.execute(db);
  await sql`create trigger prices_projection_update after update on prices begin
      ${bump} where plan_id = old.plan_id and ${holdersOf('old', entries)};
      ${bump} where plan_id = new.plan_id and ${holdersOf('new', entries)};
    end`.execute(db);
  await sql`create trigger prices_projection_delete after delete on prices begin
      ${bump} where plan_id = old.plan_id and ${holdersOf('old', entries)};
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('projection_entries')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('posted_on', 'text', (c) => c.notNull())
    .addColumn('valued_at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('fund_id', 'text', (c) => c.notNull())
    .addColumn('units', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('projection_entries_pk', ['plan_id', 'participant_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('projection_entries_fund_idx')
    .on('projection_entries')
    .columns(['plan_id', 'fund_id', 'valued_at'])
    .execute();
  await priceTriggers(db, postgres, 'projection_entries');
  await db.schema.dropTable('projection_valuations').execute();
  await db.schema.dropTable('projection_activity').execute();
  await sql`${bump}`.execute(db);
}
