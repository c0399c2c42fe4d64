// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Many plans on one installation (issue "The record" 4, "Scale" 1 and 4). Every table that
// belongs to a plan carries its plan id; rows recorded before belong to the record's one plan.
// Participant, run, decision and request ids stay unique per installation; fund ids become
// unique per plan (every employer has its own "SV"), so funds, prices and trust statements
// (keyed by date) are rebuilt with the plan in their keys. Facts take their seq from the
// database (SQLite's INTEGER PRIMARY KEY rowid, a PostgreSQL identity) instead of max + 1
// under a global lock.

/** Tables that gain a plan_id column: every existing row is the one plan's. */
const planOwned = [
  'pay_imports',
  'payment_runs',
  'payment_run_lines',
  'trust_transactions',
  'emergency_requests',
  'decisions',
];

export async function up(db: Kysely<any>): Promise<void> {
  const plan = await onlyPlan(db);
  for (const table of planOwned) {
    // SQLite adds a NOT NULL column only with a default; the application always writes it.
    await db.schema
      .alterTable(table)
      .addColumn('plan_id', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.updateTable(table).set({ plan_id: plan }).execute();
  }
  await rebuildFunds(db, plan);
  await rebuildTrustStatements(db, plan);
  await addUserPlans(db, plan);
  // Rows written before plans were told apart (and installation events: sign-ins, accounts)
  // have none; the hash covers plan_id only when it is set, so old rows still verify.
  await db.schema.alterTable('audit_log').addColumn('plan_id', 'text').execute();
  await factSequence(db);
  await addIndexes(db);
}

/** The plan every existing row belongs to ('' for an empty record: there are no rows then). */
async function onlyPlan(db: Kysely<any>): Promise<string> {
  const plans = await db.selectFrom('plans').select('id').orderBy('id').execute();
  if (plans.length > 1) throw new Error('plans-apart migration: more than one plan already');
  return String(plans[0]?.id ?? '');
}

async function rebuildFunds(db: Kysely<any>, plan: string): Promise<void> {
  await db.schema
    .createTable('funds_by_plan')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('capital_preservation', 'integer', (c) => c.notNull())
    .addColumn('constant_price', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('funds_by_plan_pk', ['plan_id', 'id'])
    .execute();
  await db.schema
    .createTable('prices_by_plan')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('fund_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    // Also the index of the loader's query: a fund's prices by date.
    .addPrimaryKeyConstraint('prices_by_plan_pk', ['plan_id', 'fund_id', 'date'])
    .addForeignKeyConstraint('prices_by_plan_fund_fk', ['plan_id', 'fund_id'], 'funds_by_plan', [
      'plan_id',
      'id',
    ])
    .execute();
  const fundColumns = sql`id, name, capital_preservation, constant_price, recorded_at, recorded_by`;
  await sql`insert into funds_by_plan (plan_id, ${fundColumns}) select cast(${plan} as text), ${fundColumns} from funds`.execute(
    db,
  );
  const priceColumns = sql`fund_id, date, price, recorded_at, recorded_by`;
  await sql`insert into prices_by_plan (plan_id, ${priceColumns}) select cast(${plan} as text), ${priceColumns} from prices`.execute(
    db,
  );
  await db.schema.dropTable('prices').execute();
  await db.schema.dropTable('funds').execute();
  await db.schema.alterTable('funds_by_plan').renameTo('funds').execute();
  await db.schema.alterTable('prices_by_plan').renameTo('prices').execute();
}

async function rebuildTrustStatements(db: Kysely<any>, plan: string): Promise<void> {
  await db.schema
    .createTable('trust_statements_by_plan')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('market_value', 'text', (c) => c.notNull())
    .addColumn('holdings', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('trust_statements_by_plan_pk', ['plan_id', 'date'])
    .execute();
  const columns = sql`date, market_value, holdings, recorded_at, recorded_by`;
  await sql`insert into trust_statements_by_plan (plan_id, ${columns}) select cast(${plan} as text), ${columns} from trust_statements`.execute(
    db,
  );
  await db.schema.dropTable('trust_statements').execute();
  await db.schema.alterTable('trust_statements_by_plan').renameTo('trust_statements').execute();
}

/** Per-plan access: staff see the plans they are granted; existing staff keep the one plan. */
async function addUserPlans(db: Kysely<any>, plan: string): Promise<void> {
  await db.schema
    .createTable('user_plans')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('granted_by', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_plans_pk', ['user_id', 'plan_id'])
    .execute();
  if (plan === '') return;
  // A participant's plan is his participant record's: he needs no grant.
  await sql`insert into user_plans (user_id, plan_id, granted_by, granted_at)
    select id, cast(${plan} as text), 'migration', created_at from users where participant_id is null`.execute(
    db,
  );
}

/** PostgreSQL: seq becomes an identity that continues after the last fact. */
async function factSequence(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return; // seq is INTEGER PRIMARY KEY: SQLite's rowid already.
  await sql`alter table facts alter column seq add generated by default as identity`.execute(db);
  await sql`select setval(pg_get_serial_sequence('facts', 'seq'), coalesce(max(seq), 0) + 1, false) from facts`.execute(
    db,
  );
}

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function addIndexes(db: Kysely<any>): Promise<void> {
  const indexes: [string, string, string[]][] = [
    // A participant's facts, and the company's (participant_id is null), in order.
    ['facts_plan_participant_idx', 'facts', ['plan_id', 'participant_id', 'seq']],
    ['emergency_requests_plan_idx', 'emergency_requests', ['plan_id', 'participant_id']],
    ['decisions_plan_idx', 'decisions', ['plan_id', 'status', 'prepared_at']],
    ['payment_runs_plan_idx', 'payment_runs', ['plan_id', 'prepared_at']],
    ['payment_run_lines_plan_idx', 'payment_run_lines', ['plan_id', 'participant_id']],
    ['pay_imports_plan_idx', 'pay_imports', ['plan_id', 'recorded_at']],
    ['trust_transactions_plan_idx', 'trust_transactions', ['plan_id', 'date', 'id']],
    ['participants_plan_idx', 'participants', ['plan_id', 'id']],
    ['audit_log_plan_idx', 'audit_log', ['plan_id', 'seq']],
  ];
  for (const [name, table, columns] of indexes)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** Plans once apart are not merged back: a second plan's rows would have nowhere to go. */
export async function down(): Promise<void> {
  throw new Error('the plans-apart migration cannot be undone');
}
