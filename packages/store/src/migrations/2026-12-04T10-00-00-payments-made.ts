// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
// The audit's pending-row triggers are the append-only migration's own (the same SQL, one copy).
import { refuseTrigger, trackTrigger } from './2026-12-03T23-00-00-append-only.js';

// Issue "The record II" 2, 3: payments made are facts, run states are events, corrections
// (Plan 12.9) are records of their own. Nothing here is ever updated or deleted:
// - payments_made: one row per line of an approved run (what was paid, on which day);
// - payment_run_events: prepared, approved, cancelled, paid, returned: a run's status is the
//   last of its events (a return names its lines: those payments are no longer made);
// - corrections and correction_decisions: a correction prepared by one person, approved (or
//   withdrawn) by another, each a row.
// payment_runs and payment_run_lines become append-only too (approval no longer updates them).
// Projections (migration projections) are the engine's with the payments made and corrections:
// a payment made or returned invalidates its participant's, an approved correction the plan's;
// a projected payment keeps what the engine says of it beyond the columns (`extra`).
// Existing runs get their events and their paid lines become payments made; those rows are
// marked pending as written by this migration (outside = 2): the next start seals them in the
// keyed chain (its anchor), where a row pending for no command would be tampering.

const appendOnly = [
  'payments_made',
  'payment_run_events',
  'corrections',
  'correction_decisions',
  'payment_runs',
  'payment_run_lines',
];
/** New tables that record money or rights: sealed in the audit chain (audit-seal.ts). */
const tracked: [string, string[]][] = [
  ['payments_made', ['run_id', 'line_no']],
  ['payment_run_events', ['run_id', 'seq']],
  ['corrections', ['id']],
  ['correction_decisions', ['correction_id']],
];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await createTables(db);
  await createCorrectionTables(db);
  const written = await backfill(db);
  for (const table of appendOnly)
    for (const op of ['update', 'delete'] as const) await refuseTrigger(db, postgres, table, op);
  if (postgres)
    for (const table of appendOnly) await refuseTrigger(db, postgres, table, 'truncate');
  for (const [table, key] of tracked) await trackTrigger(db, postgres, table, key);
  for (const [tbl, row_key] of written)
    await db.insertInto('audit_pending').values({ tbl, row_key, outside: 2 }).execute();
  await db.schema.alterTable('projection_payments').addColumn('extra', 'text').execute();
  if (postgres) await postgresProjectionTriggers(db);
  else await sqliteProjectionTriggers(db);
}

const bump = sql.raw('update projections set version = version + 1');
/** The participants a returned run's lines paid. */
const returnedOf = (row: string) =>
  sql.raw(
    `participant_id in (select participant_id from payments_made where run_id = ${row}.run_id)`,
  );

async function sqliteProjectionTriggers(db: Kysely<any>): Promise<void> {
  await sql`create trigger payments_made_projection after insert on payments_made begin
      ${bump} where plan_id = new.plan_id and participant_id = new.participant_id;
    end`.execute(db);
  await sql`create trigger payment_run_events_projection after insert on payment_run_events
    when new.status = 'returned' begin
      ${bump} where plan_id = new.plan_id and ${returnedOf('new')};
    end`.execute(db);
  await sql`create trigger correction_decisions_projection after insert on correction_decisions
    when new.decision = 'approved' begin
      ${bump} where plan_id = new.plan_id;
    end`.execute(db);
}

async function postgresProjectionTriggers(db: Kysely<any>): Promise<void> {
  await sql`create function defcomp_projection_paid() returns trigger language plpgsql as $$
    begin
      if TG_TABLE_NAME = 'payments_made' then
        ${bump} where plan_id = NEW.plan_id and participant_id = NEW.participant_id;
      elsif TG_TABLE_NAME = 'payment_run_events' then
        if NEW.status = 'returned' then
          ${bump} where plan_id = NEW.plan_id and ${returnedOf('NEW')};
        end if;
      elsif NEW.decision = 'approved' then
        ${bump} where plan_id = NEW.plan_id;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['payments_made', 'payment_run_events', 'correction_decisions'])
    await sql`create trigger ${sql.raw(`${table}_projection`)} after insert on ${sql.table(table)}
      for each row execute function defcomp_projection_paid()`.execute(db);
}

async function createTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments_made')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('payment_key', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('benefit', 'text', (c) => c.notNull())
    .addColumn('payee', 'text', (c) => c.notNull())
    .addColumn('installment', 'text')
    .addColumn('payment_date', 'text', (c) => c.notNull())
    .addColumn('valued_at', 'text')
    .addColumn('gross', 'text', (c) => c.notNull())
    .addColumn('withheld', 'text')
    .addColumn('net', 'text')
    .addColumn('withholding_year', 'integer')
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('late', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payments_made_pk', ['run_id', 'line_no'])
    .execute();
  await db.schema
    .createIndex('payments_made_participant_idx')
    .on('payments_made')
    .columns(['plan_id', 'participant_id'])
    .execute();
  await db.schema
    .createTable('payment_run_events')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    // 'prepared' | 'approved' | 'cancelled' | 'paid' | 'returned'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    // JSON: the line numbers a return names.
    .addColumn('line_nos', 'text')
    .addPrimaryKeyConstraint('payment_run_events_pk', ['run_id', 'seq'])
    .execute();
}

async function createCorrectionTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('corrections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    // 'fact' | 'price' | 'participant' | 'fund'
    .addColumn('target_kind', 'text', (c) => c.notNull())
    // JSON: what it names ({seq} | {fundId, date} | {participantId} | {fundId}).
    .addColumn('target', 'text', (c) => c.notNull())
    // 'void' | 'supersede'
    .addColumn('action', 'text', (c) => c.notNull())
    // JSON: what supersedes it (null for a void).
    .addColumn('replacement', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    // JSON: its effect as shown to the approver when prepared.
    .addColumn('effect', 'text', (c) => c.notNull())
    .addColumn('prepared_by', 'text', (c) => c.notNull())
    .addColumn('prepared_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('corrections_plan_idx')
    .on('corrections')
    .columns(['plan_id', 'prepared_at'])
    .execute();
  await db.schema
    .createTable('correction_decisions')
    .addColumn('correction_id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    // 'approved' | 'withdrawn'
    .addColumn('decision', 'text', (c) => c.notNull())
    // JSON: the effect as it stood when approved (the record may have moved since preparation).
    .addColumn('effect', 'text')
    .addColumn('decided_by', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .execute();
}

/** Each run's events and each paid line as a payment made: [table, key] of every row written. */
async function backfill(db: Kysely<any>): Promise<[string, string][]> {
  const written: [string, string][] = [];
  const key = (...parts: unknown[]) => parts.map(String).join('\u001f');
  const runs = await db.selectFrom('payment_runs').selectAll().orderBy('prepared_at').execute();
  for (const run of runs) {
    const events = [{ status: 'prepared', at: run.prepared_at, actor: run.prepared_by }];
    if (run.status === 'approved')
      events.push({ status: 'approved', at: run.approved_at, actor: run.approved_by });
    if (run.status === 'cancelled')
      events.push({ status: 'cancelled', at: run.cancelled_at, actor: run.cancelled_by });
    for (const [i, event] of events.entries()) {
      await db
        .insertInto('payment_run_events')
        .values({ plan_id: run.plan_id, run_id: run.id, seq: i + 1, ...event })
        .execute();
      written.push(['payment_run_events', key(run.id, i + 1)]);
    }
    if (run.status !== 'approved') continue;
    const lines = await db
      .selectFrom('payment_run_lines')
      .selectAll()
      .where('run_id', '=', run.id)
      .where('paid_on', 'is not', null)
      .execute();
    for (const line of lines) {
      await db.insertInto('payments_made').values(madeRow(run, line)).execute();
      written.push(['payments_made', key(run.id, line.line_no)]);
    }
  }
  return written;
}

function madeRow(run: any, line: any) {
  return {
    plan_id: run.plan_id,
    run_id: run.id,
    line_no: line.line_no,
    payment_key: line.payment_key,
    participant_id: line.participant_id,
    account: line.account,
    benefit: line.benefit,
    payee: line.payee,
    installment: line.installment,
    payment_date: line.payment_date,
    valued_at: line.valued_at,
    gross: line.gross,
    withheld: line.withheld,
    net: line.net,
    withholding_year: line.withholding_year,
    paid_on: line.paid_on,
    late: Number(line.late ?? 0),
    recorded_at: run.approved_at,
    recorded_by: run.approved_by,
  };
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await sql`drop function defcomp_projection_paid() cascade`.execute(db);
  await db.schema.alterTable('projection_payments').dropColumn('extra').execute();
  for (const table of ['payment_runs', 'payment_run_lines'])
    for (const op of postgres ? ['update', 'delete', 'truncate'] : ['update', 'delete'])
      await sql`drop trigger ${sql.raw(`${table}_no_${op}`)}${postgres ? sql` on ${sql.table(table)}` : sql``}`.execute(
        db,
      );
  for (const table of [
    'correction_decisions',
    'corrections',
    'payment_run_events',
    'payments_made',
  ])
    await db.schema.dropTable(table).execute();
}
