import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { testPostgresUrl, type Database } from '../src/index.js';

/** An empty database (in-memory SQLite or a private PostgreSQL schema) for migration tests. */
export async function openAtInitial(dialect: string) {
  if (dialect === 'sqlite') {
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    });
    return { db, schema: undefined, drop: async () => db.destroy() };
  }
  const schema = `m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const pool = new pg.Pool({
    connectionString: testPostgresUrl,
    options: `-c search_path=${schema}`,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const drop = async () => {
    await db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  };
  return { db, schema, drop };
}
