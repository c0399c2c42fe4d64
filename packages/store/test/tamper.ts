import type { Database, Store } from '@defcomp/store';
import { sql, type Kysely } from 'kysely';

// An attacker with the database's credentials but not the audit key: he may drop the triggers
// that make tables append-only (SECURITY.md "The audit"). Shared by the store and server tests.

export type Refused = 'update' | 'delete';

/** Drops the trigger that refuses `op` on `table` (named by migration append-only). */
export async function dropRefusal(
  db: Kysely<Database>,
  dialect: Store['dialect'],
  table: string,
  op: Refused,
): Promise<void> {
  const name = sql.raw(`${table}_no_${op}`);
  if (dialect === 'postgres') await sql`drop trigger ${name} on ${sql.table(table)}`.execute(db);
  else await sql`drop trigger ${name}`.execute(db);
}
