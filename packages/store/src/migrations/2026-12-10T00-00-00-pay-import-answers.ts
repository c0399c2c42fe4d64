// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import type { Kysely } from 'kysely';
import { isPostgres, refuseTrigger, trackTrigger } from './2026-12-03T23-00-00-append-only.js';

// Issue 23 item 2: the same pay file again is recognised without judging it again. An import's
// answer (each line as the plan treated it: its deferral, sub-accounts, stop, warnings, FICA)
// is kept as it was answered, one row per import, so a replay (a retry after a timeout) answers
// it again without an engine run. A table beside pay_lines, not a column on it: pay_lines is
// sealed, and a column added to a sealed table would change the digest of every row sealed
// before. One row per import, not per line: the seal notes one key, not one for each line.
// Append-only and sealed like the pay lines it answers for. Imports recorded before this
// migration have no row here (a row written by a migration would be sealed by no audited
// command): their replay judges their lines again (server/src/payroll/pay-import.ts).

const table = 'pay_import_answers';
const key = ['plan_id', 'import_id'];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable(table)
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('import_id', 'text', (c) => c.notNull())
    // JSON: the import's lines as it answered them, in file order.
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pay_import_answers_pk', ['plan_id', 'import_id'])
    .execute();
  for (const op of ['update', 'delete'] as const) await refuseTrigger(db, postgres, table, op);
  if (postgres) await refuseTrigger(db, postgres, table, 'truncate');
  await trackTrigger(db, postgres, table, key);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable(table).execute();
}
