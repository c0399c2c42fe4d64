// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A plan's context version (issue 23, B6). Every projection of a plan is computed from the
// plan's context besides the participant's own facts: its company facts, terms (approved
// amendments), funds and publicly traded flag. A statement's freshness check recomputed that
// context on each request (four queries). From this migration triggers add 1 to
// `plan_context_versions.version` whenever any of those rows is written, so a reader that keeps
// the context it computed at a version needs only that number (read with the projection's row)
// to know it still holds.

const tables = ['facts', 'funds', 'plan_amendments', 'plans'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('plan_context_versions')
    .addColumn('plan_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into plan_context_versions (plan_id) select id from plans`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** Raises the plan's version, giving the plan its row first (a plan added later). */
const raise = (plan: string) =>
  sql.raw(`insert into plan_context_versions (plan_id) values (${plan}) on conflict do nothing;
      update plan_context_versions set version = version + 1 where plan_id = ${plan};`);

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  // A participant's own fact raises his projection's version (the projections migration).
  await sql`create trigger facts_plan_context_insert after insert on facts
    when new.participant_id is null begin ${raise('new.plan_id')} end`.execute(db);
  for (const table of tables.slice(1)) {
    const plan = (row: string) => (table === 'plans' ? `${row}.id` : `${row}.plan_id`);
    await sql`create trigger ${sql.raw(`${table}_plan_context_insert`)} after insert on
      ${sql.raw(table)} begin ${raise(plan('new'))} end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_plan_context_update`)} after update on
      ${sql.raw(table)} begin ${raise(plan('old'))} ${raise(plan('new'))} end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_plan_context_delete`)} after delete on
      ${sql.raw(table)} begin ${raise(plan('old'))} end`.execute(db);
  }
}

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  const plan = (row: string) =>
    `(case when TG_TABLE_NAME = 'plans' then ${row}_row->>'id' else ${row}_row->>'plan_id' end)`;
  await sql`create function defcomp_plan_context() returns trigger language plpgsql as $$
    declare
      new_row jsonb := case when TG_OP in ('INSERT', 'UPDATE') then to_jsonb(NEW) end;
      old_row jsonb := case when TG_OP in ('UPDATE', 'DELETE') then to_jsonb(OLD) end;
    begin
      if old_row is not null then ${raise(plan('old'))} end if;
      if new_row is not null then ${raise(plan('new'))} end if;
      return null;
    end $$`.execute(db);
  // Only a company fact: a participant's (nearly every row an import writes) calls nothing.
  await sql`create trigger facts_plan_context after insert on facts
    for each row when (new.participant_id is null) execute function defcomp_plan_context()`.execute(
    db,
  );
  for (const table of tables.slice(1))
    await sql`create trigger ${sql.raw(`${table}_plan_context`)}
      after insert or update or delete on ${sql.raw(table)}
      for each row execute function defcomp_plan_context()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function defcomp_plan_context() cascade`.execute(db);
  } else {
    await sql`drop trigger facts_plan_context_insert`.execute(db);
    for (const table of tables.slice(1))
      for (const op of ['insert', 'update', 'delete'])
        await sql`drop trigger ${sql.raw(`${table}_plan_context_${op}`)}`.execute(db);
  }
  await db.schema.dropTable('plan_context_versions').execute();
}
