import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStore, type Dialect, type Store } from './database.js';

// Helpers for tests that run the same cases on every dialect (Kysely's habit).

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

/** A fresh, migrated database: in-memory SQLite, or a private PostgreSQL schema dropped on close. */
export async function openTestStore(dialect: Dialect): Promise<Store> {
  if (dialect === 'sqlite') return openStore({ file: ':memory:' });
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const store = await openStore({ url: testPostgresUrl, schema });
  return {
    ...store,
    async close() {
      await store.close();
      const dropper = new pg.Client({ connectionString: testPostgresUrl });
      await dropper.connect();
      await dropper.query(`drop schema ${schema} cascade`);
      await dropper.end();
    },
  };
}
