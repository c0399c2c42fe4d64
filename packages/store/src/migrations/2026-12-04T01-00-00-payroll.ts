// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Issue 8 item 4: a pay line is unique per participant, pay date, component and service
// period. Deduplication hashed whole files, so the same paycheck came in again alone, inside a
// larger file, reordered or with a service period added. Each imported line is now a row with
// its key, the file's line number and the fact it became: a second line for the same pay is
// refused naming the import and line it repeats, unless it is marked an additional check.
// Rows are never changed (append-only) and are sealed by the keyed audit, like the money tables.
//
// Issue 10 item 2: the Plan Asset Committee's price controls (the move above which a new price
// is flagged for a second look) and its funds' data (ticker, asset class, expense ratio), each a
// dated row, the latest in force: funds itself is sealed, and a column added to a sealed table
// would change the digest of every row sealed before.
//
// Lines imported before this migration are not copied here (rows written by a migration would
// be sealed by no audited command): the store finds them as facts, whose idempotency key
// `<import id>#<index in the file>` names their import and line (pay-line-repository.ts).

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('pay_lines')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('import_id', 'text', (c) => c.notNull())
    // The line of the file (CSV: its physical line, the header being 1; JSON: item + 1).
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('pay_date', 'text', (c) => c.notNull())
    .addColumn('component', 'text', (c) => c.notNull())
    .addColumn('service_start', 'text')
    .addColumn('service_end', 'text')
    .addColumn('gross', 'text', (c) => c.notNull())
    .addColumn('net_available', 'text', (c) => c.notNull())
    // What payroll reports it deducted as the deferral (reconciliation); null when not sent.
    .addColumn('deducted', 'text')
    .addColumn('additional_check', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fact_seq', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pay_lines_pk', ['plan_id', 'import_id', 'line_no'])
    .execute();
  await db.schema
    .createIndex('pay_lines_key_idx')
    .on('pay_lines')
    .columns(['plan_id', 'participant_id', 'pay_date', 'component'])
    .execute();
  await db.schema.createIndex('pay_lines_fact_idx').on('pay_lines').columns(['fact_seq']).execute();
  await db.schema
    .createTable('price_controls')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    // 1, 2, ... per plan: the highest is in force (writers hold the plan's lock).
    .addColumn('version', 'integer', (c) => c.notNull())
    // A percentage as an exact decimal ("10", "7.5"): |price / previous - 1| above it is flagged.
    .addColumn('large_move_pct', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_controls_pk', ['plan_id', 'version'])
    .execute();
  await db.schema
    .createTable('fund_details')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('fund_id', 'text', (c) => c.notNull())
    // 1, 2, ... per fund: the highest is in force.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('ticker', 'text')
    .addColumn('asset_class', 'text')
    // Annual expense ratio in percent, an exact decimal ("0.035" is 3.5 basis points).
    .addColumn('expense_ratio_pct', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('fund_details_pk', ['plan_id', 'fund_id', 'version'])
    .execute();
  await protect(db, postgres, 'pay_lines', ['plan_id', 'import_id', 'line_no']);
  await protect(db, postgres, 'price_controls', ['plan_id', 'version']);
  await protect(db, postgres, 'fund_details', ['plan_id', 'fund_id', 'version']);
}

/** Append-only, and every row written leaves its key for the next audit row to seal. */
async function protect(
  db: Kysely<any>,
  postgres: boolean,
  table: string,
  key: string[],
): Promise<void> {
  if (postgres) {
    for (const op of ['update', 'delete', 'truncate'])
      await sql`create trigger ${sql.raw(`${table}_no_${op}`)} before ${sql.raw(op)} on ${sql.table(table)}
        for each ${sql.raw(op === 'truncate' ? 'statement' : 'row')}
        execute function defcomp_append_only()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_audit_pending`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function defcomp_audit_pending(${sql.join(key.map((c) => sql.lit(c)))})`.execute(
      db,
    );
  } else {
    for (const op of ['update', 'delete'])
      await sql`create trigger ${sql.raw(`${table}_no_${op}`)} before ${sql.raw(op)} on ${sql.table(table)}
        begin select raise(abort, ${sql.lit(`${table} is append-only: ${op} refused`)}); end`.execute(
        db,
      );
    const keyOf = (alias: string) =>
      sql.join(
        key.map((c) => sql`cast(${sql.raw(`${alias}.${c}`)} as text)`),
        sql` || char(31) || `,
      );
    await sql`create trigger ${sql.raw(`${table}_audit_insert`)} after insert on ${sql.table(table)} begin
      insert into audit_pending (tbl, row_key) values (${sql.lit(table)}, ${keyOf('new')}); end`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['fund_details', 'price_controls', 'pay_lines'])
    await db.schema.dropTable(table).execute();
}
