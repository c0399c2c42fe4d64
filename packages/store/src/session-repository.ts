import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface Session {
  tokenHash: string;
  userId: string;
  csrfToken: string;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
}

export async function createSession(db: Kysely<Database>, session: Session): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      csrf_token: session.csrfToken,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      last_seen_at: session.lastSeenAt,
    })
    .execute();
}

export async function findSession(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<Session | undefined> {
  const row = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    row && {
      tokenHash: row.token_hash,
      userId: row.user_id,
      csrfToken: row.csrf_token,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      lastSeenAt: row.last_seen_at,
    }
  );
}

export async function touchSession(
  db: Kysely<Database>,
  tokenHash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: at })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function recordLoginFailure(
  db: Kysely<Database>,
  username: string,
  at: string,
): Promise<void> {
  await db.insertInto('login_failures').values({ username, failed_at: at }).execute();
}

export async function countLoginFailures(
  db: Kysely<Database>,
  username: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('username', '=', username)
    .where('failed_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function clearLoginFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_failures').where('username', '=', username).execute();
}

/** Expired sessions are of no use to anyone; sign-in sweeps them away. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
