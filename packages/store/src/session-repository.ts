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

export interface LoginFailure {
  username: string;
  address: string;
  at: string;
}

export async function recordLoginFailure(
  db: Kysely<Database>,
  failure: LoginFailure,
): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({ username: failure.username, address: failure.address, failed_at: failure.at })
    .execute();
}

/** The times of failures since an instant, oldest first: for a username at an address, or for an address. */
export async function listLoginFailures(
  db: Kysely<Database>,
  filter: { username?: string; address: string; since: string },
): Promise<string[]> {
  let select = db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('address', '=', filter.address)
    .where('failed_at', '>', filter.since);
  if (filter.username !== undefined) select = select.where('username', '=', filter.username);
  return (await select.orderBy('failed_at').execute()).map((r) => r.failed_at);
}

/** Takes back the provisional failure of an attempt that succeeded. */
export async function withdrawLoginFailure(
  db: Kysely<Database>,
  failure: LoginFailure,
): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('username', '=', failure.username)
    .where('address', '=', failure.address)
    .where('failed_at', '=', failure.at)
    .execute();
}

/** Every session of a user ends (password reset, disabled account). */
export async function deleteUserSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Expired sessions are of no use to anyone; sign-in sweeps them away. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
