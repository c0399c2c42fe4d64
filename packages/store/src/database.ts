import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { auditedWork } from './audit-log.js';
import { installationLock, takeLock, type Lock } from './locks.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';
import { reusingStatements } from './sqlite-statements.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Store {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** `postgres://…` selects PostgreSQL; anything else is ignored. */
  url?: string | undefined;
  /** SQLite file; ':memory:' for a private in-memory database. */
  file?: string | undefined;
  /** PostgreSQL schema to work in (`DATABASE_SCHEMA`). */
  schema?: string | undefined;
  /** In-memory SQLite: start from these bytes of a database (tests copy a migrated one). */
  image?: Buffer | undefined;
}

export const defaultSqliteFile = './data/defcomp.sqlite';

/** Opens (and migrates) the plan's record: PostgreSQL for a postgres URL, else embedded SQLite. */
export async function openStore(options: StoreOptions = {}): Promise<Store> {
  const store = isPostgresUrl(options.url)
    ? openPostgres(options.url, options.schema)
    : openSqlite(options.file ?? defaultSqliteFile, options.image);
  await migrateToLatest(
    store.db,
    isPostgresUrl(options.url) ? (options.schema ?? 'public') : undefined,
  );
  return store;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

function openSqlite(file: string, image: Buffer | undefined): Store {
  if (file !== ':memory:') createPrivateFile(file);
  const database = new SQLite(file === ':memory:' && image ? image : file);
  database.pragma('journal_mode = WAL');
  // A committed write survives a power cut, not only a crash of the process (WAL's NORMAL does not).
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  // Up to 256 MiB of pages in memory (SQLite's default is 2 MiB): a projection rebuild inserts
  // into indexes keyed by fund and date, all over the file (bench B7 at 1,000: 77 s to 69 s).
  database.pragma('cache_size = -262144');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(database) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * The record holds pay and tax data: its file is created readable by its owner only (0600), in a
 * folder only he can list; SQLite gives the -wal and -shm files the database file's mode.
 */
function createPrivateFile(file: string): void {
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
}

function openPostgres(url: string, schema: string | undefined): Store {
  const options = schema ? `-c search_path=${schema}` : undefined;
  const pool = new pg.Pool({ connectionString: url, options, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/**
 * Runs one command as one transaction, holding its locks (taken in key order, so that two
 * writers never wait on each other in a cycle). Only what must be serialised takes the same
 * lock: writers about different participants or plans proceed in parallel.
 */
export async function inTransaction<T>(
  store: Store,
  work: (trx: Transaction<Database>) => Promise<T>,
  locks: readonly Lock[] = [installationLock],
): Promise<T> {
  return store.db.transaction().execute(async (trx) => {
    const ordered = [...locks].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const lock of ordered) await takeLock(trx, lock);
    return auditedWork(trx, work);
  });
}
