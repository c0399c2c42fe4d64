import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { createEmptyTestDatabase, type Database } from '../src/index.js';

/** An empty database (in-memory SQLite or a PostgreSQL database of its own) for migration tests. */
export async function openAtInitial(dialect: string) {
  if (dialect === 'sqlite') {
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    });
    return { db, schema: undefined, drop: async () => db.destroy() };
  }
  const database = await createEmptyTestDatabase();
  const pool = new pg.Pool({ connectionString: database.url });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const drop = async () => {
    await db.destroy();
    await database.drop();
  };
  return { db, schema: 'public', drop };
}
