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
  /** The person behind the account (segregation of duties compares people). */
  personId: string;
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
      person_id: user.personId,
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

/** The accounts of the given plans: granted one of them, or a participant of one of them. */
export async function listUsers(db: Kysely<Database>, planIds: readonly string[]): Promise<User[]> {
  if (planIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('user_plans')
            .select('user_plans.user_id')
            .whereRef('user_plans.user_id', '=', 'users.id')
            .where('user_plans.plan_id', 'in', planIds),
        ),
        eb.exists(
          eb
            .selectFrom('participants')
            .select('participants.id')
            .whereRef('participants.id', '=', 'users.participant_id')
            .where('participants.plan_id', 'in', planIds),
        ),
      ]),
    )
    .orderBy('username')
    .execute();
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
    personId: row.person_id ?? row.id,
  };
}

export async function setUserDisabled(
  db: Kysely<Database>,
  id: string,
  disabled: boolean,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ disabled: disabled ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

export async function setPasswordHash(
  db: Kysely<Database>,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

export async function getUserWithHash(
  db: Kysely<Database>,
  id: string,
): Promise<UserWithHash | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { ...toUser(row), passwordHash: row.password_hash };
}

/** The person behind a username, or the username itself for one not in the record (system). */
export async function personOf(db: Kysely<Database>, username: string): Promise<string> {
  const user = await findUserByUsername(db, username);
  return user ? user.personId : `username:${username}`;
}

export interface RoleGrant {
  id: string;
  userId: string;
  role: Role;
  status: 'pending' | 'approved';
  requestedBy: string;
  requestedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
}

export async function createRoleGrant(db: Kysely<Database>, grant: RoleGrant): Promise<void> {
  await db
    .insertInto('role_grants')
    .values({
      id: grant.id,
      user_id: grant.userId,
      role: grant.role,
      status: grant.status,
      requested_by: grant.requestedBy,
      requested_at: grant.requestedAt,
      approved_by: grant.approvedBy,
      approved_at: grant.approvedAt,
    })
    .execute();
}

export async function listRoleGrants(
  db: Kysely<Database>,
  filter: { status?: 'pending' | 'approved'; userId?: string } = {},
): Promise<RoleGrant[]> {
  let select = db.selectFrom('role_grants').selectAll().orderBy('requested_at').orderBy('id');
  if (filter.status) select = select.where('status', '=', filter.status);
  if (filter.userId) select = select.where('user_id', '=', filter.userId);
  return (await select.execute()).map((row) => ({
    id: row.id,
    userId: row.user_id,
    role: row.role as Role,
    status: row.status as RoleGrant['status'],
    requestedBy: row.requested_by,
    requestedAt: row.requested_at,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at,
  }));
}

/** Approves a pending grant: the user takes the role and may sign in. */
export async function approveRoleGrant(
  db: Kysely<Database>,
  grant: RoleGrant,
  approval: { approvedBy: string; approvedAt: string },
): Promise<void> {
  await db
    .updateTable('role_grants')
    .set({ status: 'approved', approved_by: approval.approvedBy, approved_at: approval.approvedAt })
    .where('id', '=', grant.id)
    .where('status', '=', 'pending')
    .execute();
  await db
    .updateTable('users')
    .set({ role: grant.role, disabled: 0 })
    .where('id', '=', grant.userId)
    .execute();
}

/** Staff see only the plans they are granted (a participant, his record's plan: no grant). */
export async function grantPlan(
  db: Kysely<Database>,
  grant: { userId: string; planId: string; grantedBy: string; grantedAt: string },
): Promise<void> {
  await db
    .insertInto('user_plans')
    .values({
      user_id: grant.userId,
      plan_id: grant.planId,
      granted_by: grant.grantedBy,
      granted_at: grant.grantedAt,
    })
    .execute();
}

/** The plans a user may see: his grants, or a participant's own plan. */
export async function plansOfUser(db: Kysely<Database>, user: User): Promise<string[]> {
  if (user.participantId !== null) {
    const own = await db
      .selectFrom('participants')
      .select('plan_id')
      .where('id', '=', user.participantId)
      .executeTakeFirst();
    return own ? [own.plan_id] : [];
  }
  const rows = await db
    .selectFrom('user_plans')
    .select('plan_id')
    .where('user_id', '=', user.id)
    .orderBy('plan_id')
    .execute();
  return rows.map((r) => r.plan_id);
}
