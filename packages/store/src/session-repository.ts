import type { Kysely } from 'kysely';
import type { Database, SessionTable } from './schema.js';

export interface Session {
  tokenHash: string;
  userId: string;
  csrfToken: string;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
  /** The public id the user lists and revokes it by. */
  id: string;
  /** The address and browser it was opened from (ASVS V7.4: the user sees his sessions). */
  address: string;
  userAgent: string;
  /** May only enrol a second factor (staff, where one is required, without one). */
  enrolOnly: boolean;
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
      id: session.id,
      address: session.address,
      user_agent: session.userAgent,
      enrol_only: session.enrolOnly ? 1 : 0,
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
  return row && toSession(row);
}

function toSession(row: SessionTable): Session {
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    csrfToken: row.csrf_token,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastSeenAt: row.last_seen_at,
    id: row.id ?? row.token_hash.slice(0, 24),
    address: row.address,
    userAgent: row.user_agent,
    enrolOnly: Number(row.enrol_only) === 1,
  };
}

/** A user's sessions not yet expired, the latest first. */
export async function listUserSessions(
  db: Kysely<Database>,
  userId: string,
  now: string,
): Promise<Session[]> {
  const rows = await db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map(toSession);
}

/** Ends one of the user's sessions by its public id; false when he has none of that id. */
export async function deleteUserSession(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The session has passed the second factor (it was enrolled and confirmed in it). */
export async function clearSessionEnrolOnly(db: Kysely<Database>, tokenHash: string) {
  await db
    .updateTable('sessions')
    .set({ enrol_only: 0 })
    .where('token_hash', '=', tokenHash)
    .execute();
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

/** A TOTP second factor (RFC 6238): confirmed once a code from it was entered. */
export interface SecondFactor {
  userId: string;
  secret: string;
  createdAt: string;
  confirmedAt: string | null;
  /** The last time step a code was accepted for; a code is good once. */
  lastStep: number;
}

export async function getSecondFactor(
  db: Kysely<Database>,
  userId: string,
): Promise<SecondFactor | undefined> {
  const row = await db
    .selectFrom('second_factors')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      userId: row.user_id,
      secret: row.secret,
      createdAt: row.created_at,
      confirmedAt: row.confirmed_at,
      lastStep: Number(row.last_step),
    }
  );
}

/** Starts (or starts again) an enrolment: a new secret, not yet confirmed. */
export async function putSecondFactor(
  db: Kysely<Database>,
  factor: { userId: string; secret: string; createdAt: string },
): Promise<void> {
  await deleteSecondFactor(db, factor.userId);
  await db
    .insertInto('second_factors')
    .values({
      user_id: factor.userId,
      secret: factor.secret,
      created_at: factor.createdAt,
      confirmed_at: null,
      last_step: 0,
    })
    .execute();
}

/**
 * Takes the time step of an accepted code, only if it is later than the last one (so a code, or
 * an earlier one, is never accepted twice, even by two sign-ins at once); confirms the factor.
 */
export async function useSecondFactorStep(
  db: Kysely<Database>,
  userId: string,
  step: number,
  at: string,
): Promise<boolean> {
  const factor = await getSecondFactor(db, userId);
  if (!factor) return false;
  const result = await db
    .updateTable('second_factors')
    .set({ last_step: step, confirmed_at: factor.confirmedAt ?? at })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSecondFactor(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('second_factors').where('user_id', '=', userId).execute();
}

/** A sign-in succeeded: the failures of that account from that address are forgiven. */
export async function forgiveLoginFailures(
  db: Kysely<Database>,
  failure: Pick<LoginFailure, 'username' | 'address'>,
): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('username', '=', failure.username)
    .where('address', '=', failure.address)
    .execute();
}

/** The times of an account's failures from anywhere since an instant, oldest first. */
export async function listAccountFailures(
  db: Kysely<Database>,
  filter: { username: string; since: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('username', '=', filter.username)
    .where('failed_at', '>', filter.since)
    .orderBy('failed_at')
    .execute();
  return rows.map((r) => r.failed_at);
}

/** The account signed in from this address (remembered for the account-wide throttle). */
export async function rememberAddress(
  db: Kysely<Database>,
  seen: { username: string; address: string; at: string },
): Promise<void> {
  await db
    .deleteFrom('known_addresses')
    .where('username', '=', seen.username)
    .where('address', '=', seen.address)
    .execute();
  await db
    .insertInto('known_addresses')
    .values({ username: seen.username, address: seen.address, last_at: seen.at })
    .execute();
}

export async function isKnownAddress(
  db: Kysely<Database>,
  username: string,
  address: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('known_addresses')
    .select('address')
    .where('username', '=', username)
    .where('address', '=', address)
    .executeTakeFirst();
  return row !== undefined;
}
