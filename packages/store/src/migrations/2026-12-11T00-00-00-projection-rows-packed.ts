// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { sql, type Kysely } from 'kysely';

// A projection in fewer rows (issue 23 items 1 and 4).
// - projection_holdings: a row was one interval between two days his units of a fund changed
//   (about 1,370 a participant of the bench's book, most of a rebuild's writes). A row now packs
//   up to 64 consecutive change points of one run: from_date its first, until_date where the
//   run's next row begins or the run ends (null: through the horizon), units and last_from its
//   last point, and points the earlier ones (JSON [day, units] pairs, each held until the
//   next; null: none). The price triggers read from_date and until_date as before (a price's
//   holders hold the fund on or after its date).
// - projection_activity: a row was a Plan Year's sum of one sub-account's entries of one kind
//   (about 54 a participant). A row is now his Plan Year: lines, JSON [account, kind, cents,
//   entries] in the sub-accounts' order, then kind's. A year's statements read one row a
//   participant.
// Derived data: both tables are made again empty and every projection stale, so the next read
// or job rebuilds them.

async function holdings(db: Kysely<any>, packed: boolean): Promise<void> {
  let create = db.schema
    .createTable('projection_holdings')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('fund_id', 'text', (c) => c.notNull())
    .addColumn('from_date', 'text', (c) => c.notNull())
    // Exclusive; null: held through the horizon.
    .addColumn('until_date', 'text')
    .addColumn('units', 'bigint', (c) => c.notNull());
  if (packed)
    create = create.addColumn('last_from', 'text', (c) => c.notNull()).addColumn('points', 'text');
  await create
    .addPrimaryKeyConstraint('projection_holdings_pk', [
      'plan_id',
      'participant_id',
      'account',
      'fund_id',
      'from_date',
    ])
    .execute();
  // A price's holders, and the plan's holdings open on a day near its last price.
  await db.schema
    .createIndex('projection_holdings_fund_idx')
    .on('projection_holdings')
    .columns(['plan_id', 'fund_id', 'until_date'])
    .execute();
}

async function activity(db: Kysely<any>, packed: boolean): Promise<void> {
  const create = db.schema
    .createTable('projection_activity')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull());
  const key = ['plan_id', 'participant_id', 'year'] as const;
  await (
    packed
      ? create
          .addColumn('lines', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('projection_activity_pk', [...key])
      : create
          .addColumn('account', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('amount', 'bigint', (c) => c.notNull())
          .addColumn('entries', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('projection_activity_pk', [...key, 'account', 'kind'])
  ).execute();
  // A plan's year for everyone (annual statements, B4) without passing over the other years.
  await db.schema
    .createIndex('projection_activity_year_idx')
    .on('projection_activity')
    .columns(['plan_id', 'year'])
    .execute();
}

async function remake(db: Kysely<any>, packed: boolean): Promise<void> {
  await db.schema.dropTable('projection_holdings').execute();
  await db.schema.dropTable('projection_activity').execute();
  await holdings(db, packed);
  await activity(db, packed);
  await sql`update projections set version = version + 1`.execute(db);
}

export const up = (db: Kysely<any>) => remake(db, true);
export const down = (db: Kysely<any>) => remake(db, false);
