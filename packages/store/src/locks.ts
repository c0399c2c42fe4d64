import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * A lock a transaction holds until it ends (PostgreSQL advisory locks; SQLite has one writer
 * anyway). `shared` locks of one key do not wait on each other, only on the exclusive one.
 */
export interface Lock {
  key: string;
  shared?: boolean | undefined;
}

/** What a write about the whole installation takes when it names no narrower lock. */
export const installationLock: Lock = { key: 'installation' };

/** Takes a lock for the rest of the transaction; nothing to do on SQLite (one writer). */
export async function takeLock(db: Kysely<Database>, lock: Lock): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // 409 namespaces our keys among other applications' advisory locks on the same database; two
  // keys with the same hashtext only make their writers wait on each other, never unsafe.
  if (lock.shared)
    await sql`select pg_advisory_xact_lock_shared(409, hashtext(${lock.key}))`.execute(db);
  else await sql`select pg_advisory_xact_lock(409, hashtext(${lock.key}))`.execute(db);
}
