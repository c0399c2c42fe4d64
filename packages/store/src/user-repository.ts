import type { Kysely } from 'kysely';
import type { Database, UserTable } from './schema.js';

export const roles = [
  'participant',
  'administrator',
  'committee',
  'assetCommittee',
  'payroll',
  'auditor',
] as const;
export type Role = (typeof roles)[number];

export interface User {
  id: string;
  username: string;
  role: Role;
  participantId: string | null;
  disabled: boolean;
}

export interface UserWithHash extends User {
  passwordHash: string;
}

export async function createUser(
  db: Kysely<Database>,
  user: User & { passwordHash: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      username: user.username,
      password_hash: user.passwordHash,
      role: user.role,
      participant_id: user.participantId,
      disabled: user.disabled ? 1 : 0,
      created_at: user.createdAt,
    })
    .execute();
}

export async function findUserByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<UserWithHash | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirst();
  return row && { ...toUser(row), passwordHash: row.password_hash };
}

export async function getUser(db: Kysely<Database>, id: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

export async function listUsers(db: Kysely<Database>): Promise<User[]> {
  const rows = await db.selectFrom('users').selectAll().orderBy('username').execute();
  return rows.map(toUser);
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

function toUser(row: UserTable): User {
  return {
    id: row.id,
    username: row.username,
    role: row.role as Role,
    participantId: row.participant_id,
    disabled: Number(row.disabled) === 1,
  };
}
