// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Tamper-evident audit (issue "People, payees and security" 7, SECURITY.md "The audit").
// 1. Append-only tables refuse UPDATE and DELETE (and TRUNCATE) in the database itself.
// 2. Every write to a table that records money or rights leaves its row's key in
//    audit_pending; the next audit row seals those rows' keyed digests into the chain.
// 3. Rows written before this migration are marked pending: the first keyed audit row (the
//    anchor `defcomp serve` writes on its first start with a key) seals them all. Once the
//    chain is keyed, a row still pending when a transaction starts was written outside any
//    audited command: the store marks it so, and its seal says so.

/** Append-only: a correction is a new row. payment_run_lines is not (approval updates it). */
const appendOnly: { table: string; refuse: ('update' | 'delete')[] }[] = [
  { table: 'facts', refuse: ['update', 'delete'] },
  { table: 'audit_log', refuse: ['update', 'delete'] },
  // The head moves on every append; deleting it is wiping the chain.
  { table: 'audit_head', refuse: ['delete'] },
];

/** Tables that record money or rights, as of this migration (user_plans once plans are apart). */
const tracked = [
  'plans',
  'plan_versions',
  'participants',
  'facts',
  'funds',
  'prices',
  'users',
  'role_grants',
  'user_plans',
  'pay_imports',
  'payment_runs',
  'payment_run_lines',
  'trust_statements',
  'trust_transactions',
  'emergency_requests',
  'decisions',
];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('audit_pending')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('tbl', 'text', (c) => c.notNull())
    .addColumn('row_key', 'text', (c) => c.notNull())
    // 1 once a later transaction found it here: written by no audited command (tampering).
    .addColumn('outside', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Legacy rows keep their plain SHA-256 hash and no seal; keyed rows carry their seal.
  await db.schema.alterTable('audit_log').addColumn('sealed', 'text').execute();
  if (postgres) await createPostgresFunctions(db);
  for (const { table, refuse } of appendOnly)
    for (const op of refuse) await refuseTrigger(db, postgres, table, op);
  if (postgres)
    for (const { table } of appendOnly) await refuseTrigger(db, postgres, table, 'truncate');
  for (const table of tracked) {
    const key = await primaryKey(db, postgres, table);
    if (key.length === 0) continue; // not (yet) in this record
    await trackTrigger(db, postgres, table, key);
    // Re-anchor: every existing row is sealed by the first keyed audit row.
    await sql`insert into audit_pending (tbl, row_key) select ${table}, ${keyText(postgres, key, '')} from ${sql.table(table)}`.execute(
      db,
    );
  }
}

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The primary key's columns, in key order; none when the table does not exist. */
export async function primaryKey(
  db: Kysely<any>,
  postgres: boolean,
  table: string,
): Promise<string[]> {
  const rows = postgres
    ? await sql<{ name: string }>`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = to_regclass(${table}) and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`.execute(db)
    : await sql<{
        name: string;
      }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** The key as text: its columns joined by the unit separator (the store reads it the same way). */
export function keyText(postgres: boolean, key: string[], prefix: string) {
  const separator = postgres ? sql`chr(31)` : sql`char(31)`;
  const parts = key.map((c) => sql`cast(${sql.raw(prefix)}${sql.ref(c)} as text)`);
  return sql.join(parts, sql` || ${separator} || `);
}

async function createPostgresFunctions(db: Kysely<any>): Promise<void> {
  await sql`create function defcomp_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only: % refused', TG_TABLE_NAME, TG_OP;
    end $$`.execute(db);
  // The key columns are the trigger's arguments; the row is read as JSON to reach them by name.
  await sql`create function defcomp_audit_pending() returns trigger language plpgsql as $$
    declare
      r jsonb;
      k text;
    begin
      foreach r in array (case TG_OP when 'INSERT' then array[to_jsonb(NEW)]
          when 'DELETE' then array[to_jsonb(OLD)] else array[to_jsonb(OLD), to_jsonb(NEW)] end) loop
        k := r ->> TG_ARGV[0];
        for i in 1 .. TG_NARGS - 1 loop
          k := k || chr(31) || (r ->> TG_ARGV[i]);
        end loop;
        insert into audit_pending (tbl, row_key) values (TG_TABLE_NAME, k);
      end loop;
      return null;
    end $$`.execute(db);
}

/** Shared by the later migrations that add append-only tables: keep its behaviour as it is. */
export async function refuseTrigger(
  db: Kysely<any>,
  postgres: boolean,
  table: string,
  op: 'update' | 'delete' | 'truncate',
): Promise<void> {
  const name = sql.raw(`${table}_no_${op}`);
  const event = sql.raw(op);
  if (postgres) {
    const each = sql.raw(op === 'truncate' ? 'statement' : 'row');
    await sql`create trigger ${name} before ${event} on ${sql.table(table)}
      for each ${each} execute function defcomp_append_only()`.execute(db);
    return;
  }
  const message = sql.lit(`${table} is append-only: ${op} refused`);
  await sql`create trigger ${name} before ${event} on ${sql.table(table)}
    begin select raise(abort, ${message}); end`.execute(db);
}

export async function trackTrigger(
  db: Kysely<any>,
  postgres: boolean,
  table: string,
  key: string[],
): Promise<void> {
  if (postgres) {
    const args = sql.join(key.map((c) => sql.lit(c)));
    await sql`create trigger ${sql.raw(`${table}_audit_pending`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function defcomp_audit_pending(${args})`.execute(db);
    return;
  }
  const pending = (alias: 'new' | 'old') =>
    sql`(${sql.lit(table)}, ${keyText(false, key, `${alias}.`)})`;
  const events = [
    ['insert', [pending('new')]],
    ['update', [pending('old'), pending('new')]],
    ['delete', [pending('old')]],
  ] as const;
  for (const [event, values] of events) {
    await sql`create trigger ${sql.raw(`${table}_audit_${event}`)} after ${sql.raw(event)}
      on ${sql.table(table)} begin
        insert into audit_pending (tbl, row_key) values ${sql.join([...values])};
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  if (postgres) {
    await sql`drop function defcomp_append_only() cascade`.execute(db);
    await sql`drop function defcomp_audit_pending() cascade`.execute(db);
  } else {
    const triggers = await sql<{ name: string }>`select name from sqlite_master
      where type = 'trigger' and (name like '%\\_no\\_%' escape '\\' or name like '%\\_audit\\_%' escape '\\')`.execute(
      db,
    );
    for (const { name } of triggers.rows) await sql`drop trigger ${sql.ref(name)}`.execute(db);
  }
  await db.schema.alterTable('audit_log').dropColumn('sealed').execute();
  await db.schema.dropTable('audit_pending').execute();
}
