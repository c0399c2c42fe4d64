import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { openStore, type Dialect, type Store } from './database.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

// Helpers for tests that run the same cases on every dialect (Kysely's habit). Every test store
// is a database of its own, copied from one migrated once: on PostgreSQL a template database
// (CREATE DATABASE ... TEMPLATE, 0.1 s against 0.55 s for the migrations), on SQLite the bytes
// of a migrated in-memory database.

export const testPostgresUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** True when PostgreSQL answers; with CI set its absence must fail, so callers still run it. */
export async function postgresAvailable(url = testPostgresUrl): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The dialects to test: SQLite always; PostgreSQL when reachable, and always under CI. */
export async function testDialects(): Promise<Dialect[]> {
  const ci = Boolean(process.env.CI) && process.env.CI !== 'false';
  return ci || (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestStore extends Store {
  /** PostgreSQL: the URL of the test's own database (for a second process or a job queue). */
  readonly url: string | undefined;
}

/** A fresh, migrated database: in-memory SQLite, or a PostgreSQL database dropped on close. */
export async function openTestStore(dialect: Dialect): Promise<TestStore> {
  if (dialect === 'sqlite') return openSqliteCopy();
  const database = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (admin) => {
    const template = await migratedTemplate(admin);
    await admin.query(`create database ${database} template ${template}`);
  });
  const url = databaseUrl(database);
  const store = await openStore({ url });
  return {
    ...store,
    url,
    async close() {
      await store.close();
      await withAdmin((admin) => dropDatabase(admin, database));
    },
  };
}

/**
 * An empty PostgreSQL database of a test's own (no migrations), dropped by `drop`. A migration
 * test needs its own database, not a schema in a shared one: Kysely's migrator looks at the
 * tables of every schema, and a parallel test dropping its schema meanwhile fails that query
 * ("schema ... does not exist").
 */
export async function createEmptyTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const database = `m_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${database}`));
  return {
    url: databaseUrl(database),
    drop: () => withAdmin((admin) => dropDatabase(admin, database)),
  };
}

/**
 * Drops a test's database once its connections are gone: a closed pool's last connections may
 * still be saying goodbye, and FORCE would end them with an error their client never handles.
 * A connection left open after 10 s (a test's leak) is ended by FORCE.
 */
async function dropDatabase(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      await admin.query(`drop database ${database}`);
      return;
    } catch (error) {
      // 55006 object_in_use: "being accessed by other users".
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await admin.query(`drop database ${database} with (force)`);
}

/** The test server's URL with another database name. */
export const databaseUrl = (database: string): string => {
  const url = new URL(testPostgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The template of this source's migrations: named by a hash of the migration files, so a changed
 * migration makes a new one. Built under the advisory lock (test workers start together) under a
 * temporary name and renamed when whole, so a run stopped half-way leaves no broken template.
 */
async function migratedTemplate(admin: pg.Client): Promise<string> {
  const template = `defcomp_template_${migrationsHash()}`;
  await admin.query(`select pg_advisory_lock(409, hashtext('defcomp test template'))`);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_${randomBytes(3).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const store = await openStore({ url: databaseUrl(building) });
      await store.close();
      await admin.query(`alter database ${building} rename to ${template}`);
    }
    return template;
  } finally {
    await admin.query(`select pg_advisory_unlock(409, hashtext('defcomp test template'))`);
  }
}

let hashed: string | undefined;
function migrationsHash(): string {
  if (hashed) return hashed;
  const hash = createHash('sha256');
  const folder = new URL('./migrations/', import.meta.url);
  for (const name of readdirSync(folder).sort())
    hash.update(name).update(readFileSync(new URL(name, folder)));
  hash.update(readFileSync(new URL(import.meta.url.replace(/testing\.(ts|js)$/, 'migrate.$1'))));
  hashed = hash.digest('hex').slice(0, 16);
  return hashed;
}

let sqliteImage: Buffer | undefined;

/** A migrated in-memory SQLite database, deserialised from one migrated once a process. */
async function openSqliteCopy(): Promise<TestStore> {
  if (!sqliteImage) {
    const database = new SQLite(':memory:');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    await migrateToLatest(db);
    sqliteImage = database.serialize();
    await db.destroy();
  }
  const store = await openStore({ file: ':memory:', image: sqliteImage });
  return { ...store, url: undefined };
}
