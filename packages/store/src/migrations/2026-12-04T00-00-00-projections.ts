// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Projections (issue "Scale" 2): what the engine derives for each participant, kept so that
// reads answer without running it again. Derived data: rebuilt from the facts at will, never
// sealed by the audit (ARCHITECTURE.md "Projections"). `projections` holds one row per
// participant with what it was computed from; the other tables hold the derived rows.
//
// What invalidates a projection:
// - his facts (and his participant row): triggers here add 1 to `version`;
// - a price inserted, changed or removed: triggers add 1 to the `version` of those who hold the
//   fund on or after its date, or have an entry valued on or after it (and of every failed
//   projection: a missing price may have come);
// - the plan's company facts, amendments, funds and terms: the store compares `company_seq`
//   and `context_key` when it reads, so they need no mass update.
// A projection is fresh when `built_version` = `version` and its keys are the plan's.

const derived = [
  'projection_entries',
  'projection_holdings',
  'projection_payments',
  'projection_refusals',
  'projection_accounts',
  'projection_vesting',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('projections')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    // The version the rows were computed at; null until first built.
    .addColumn('built_version', 'integer')
    // 'pending' | 'built' | 'failed'
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('horizon', 'text')
    // What it was computed from: his last fact, the plan's last company fact, and the sha256 of
    // the plan's terms, approved amendments, funds and publicly traded flag.
    .addColumn('fact_seq', 'integer')
    .addColumn('company_seq', 'integer')
    .addColumn('context_key', 'text')
    // JSON: the result through the horizon without its payments and refusals (rows below).
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('builds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('built_at', 'text')
    .addColumn('built_by', 'text')
    .addPrimaryKeyConstraint('projections_pk', ['plan_id', 'participant_id'])
    .execute();
  await createDerivedTables(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** A derived table: its rows are one participant's. */
const owned = (db: Kysely<any>, name: string) =>
  db.schema
    .createTable(name)
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull());

async function createDerivedTables(db: Kysely<any>): Promise<void> {
  const owner = (name: string) => owned(db, name);
  await owner('projection_entries')
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('posted_on', 'text', (c) => c.notNull())
    .addColumn('valued_at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('fund_id', 'text', (c) => c.notNull())
    // Micro-units and cents as integers: the store sums and multiplies them in SQL.
    .addColumn('units', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('projection_entries_pk', ['plan_id', 'participant_id', 'seq'])
    .execute();
  await owner('projection_holdings')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('fund_id', 'text', (c) => c.notNull())
    .addColumn('from_date', 'text', (c) => c.notNull())
    // Exclusive; null: held through the horizon.
    .addColumn('until_date', 'text')
    .addColumn('units', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('projection_holdings_pk', [
      'plan_id',
      'participant_id',
      'account',
      'fund_id',
      'from_date',
    ])
    .execute();
  await owner('projection_payments')
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('valued_at', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('benefit', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('installment', 'text')
    .addColumn('payee', 'text', (c) => c.notNull())
    .addColumn('on_time_through', 'text', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('trace', 'text')
    .addPrimaryKeyConstraint('projection_payments_pk', ['plan_id', 'participant_id', 'seq'])
    .execute();
  await createSmallTables(db);
}

async function createSmallTables(db: Kysely<any>): Promise<void> {
  const owner = (name: string) => owned(db, name);
  await owner('projection_refusals')
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('event_date', 'text')
    .addColumn('refusal', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('projection_refusals_pk', ['plan_id', 'participant_id', 'seq'])
    .execute();
  await owner('projection_accounts')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('opened_on', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('projection_accounts_pk', ['plan_id', 'participant_id', 'account'])
    .execute();
  await owner('projection_vesting')
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('until_date', 'text')
    .addColumn('pct', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('projection_vesting_pk', ['plan_id', 'participant_id', 'from_date'])
    .execute();
  await createIndexes(db);
}

async function createIndexes(db: Kysely<any>): Promise<void> {
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();
  // A price's holders, and the schedule of every participant by date.
  await index('projection_holdings_fund_idx', 'projection_holdings', [
    'plan_id',
    'fund_id',
    'until_date',
  ]);
  await index('projection_entries_fund_idx', 'projection_entries', [
    'plan_id',
    'fund_id',
    'valued_at',
  ]);
  await index('projection_payments_date_idx', 'projection_payments', ['plan_id', 'date']);
}

/** Those who hold the fund on or after the price's date, or have an entry valued from then. */
const holdersOf = (row: 'new' | 'old') =>
  sql.raw(`(status = 'failed' or participant_id in (
      select participant_id from projection_holdings where plan_id = ${row}.plan_id
        and fund_id = ${row}.fund_id and (until_date is null or until_date > ${row}.date)
      union
      select participant_id from projection_entries where plan_id = ${row}.plan_id
        and fund_id = ${row}.fund_id and valued_at >= ${row}.date))`);

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const bump = sql.raw('update projections set version = version + 1');
  await sql`create trigger facts_projection_insert after insert on facts
    when new.participant_id is not null begin
      ${bump} where plan_id = new.plan_id and participant_id = new.participant_id;
    end`.execute(db);
  await sql`create trigger participants_projection_update after update on participants begin
      ${bump} where plan_id = new.plan_id and participant_id = new.id;
      ${bump} where plan_id = old.plan_id and participant_id = old.id;
    end`.execute(db);
  await sql`create trigger prices_projection_insert after insert on prices begin
      ${bump} where plan_id = new.plan_id and ${holdersOf('new')};
    end`.execute(db);
  await sql`create trigger prices_projection_update after update on prices begin
      ${bump} where plan_id = old.plan_id and ${holdersOf('old')};
      ${bump} where plan_id = new.plan_id and ${holdersOf('new')};
    end`.execute(db);
  await sql`create trigger prices_projection_delete after delete on prices begin
      ${bump} where plan_id = old.plan_id and ${holdersOf('old')};
    end`.execute(db);
}

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  const bump = sql.raw('update projections set version = version + 1');
  await sql`create function defcomp_projection_fact() returns trigger language plpgsql as $$
    begin
      if TG_TABLE_NAME = 'facts' then
        if NEW.participant_id is not null then
          ${bump} where plan_id = NEW.plan_id and participant_id = NEW.participant_id;
        end if;
      else
        ${bump} where plan_id = NEW.plan_id and participant_id = NEW.id;
        ${bump} where plan_id = OLD.plan_id and participant_id = OLD.id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function defcomp_projection_price() returns trigger language plpgsql as $$
    begin
      if TG_OP in ('UPDATE', 'DELETE') then
        ${bump} where plan_id = OLD.plan_id and ${holdersOf('old')};
      end if;
      if TG_OP in ('UPDATE', 'INSERT') then
        ${bump} where plan_id = NEW.plan_id and ${holdersOf('new')};
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger facts_projection_insert after insert on facts
    for each row execute function defcomp_projection_fact()`.execute(db);
  await sql`create trigger participants_projection_update after update on participants
    for each row execute function defcomp_projection_fact()`.execute(db);
  await sql`create trigger prices_projection after insert or update or delete on prices
    for each row execute function defcomp_projection_price()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function defcomp_projection_fact() cascade`.execute(db);
    await sql`drop function defcomp_projection_price() cascade`.execute(db);
  } else {
    for (const name of [
      'facts_projection_insert',
      'participants_projection_update',
      'prices_projection_insert',
      'prices_projection_update',
      'prices_projection_delete',
    ])
      await sql`drop trigger ${sql.ref(name)}`.execute(db);
  }
  for (const table of derived) await db.schema.dropTable(table).execute();
  await db.schema.dropTable('projections').execute();
}
