import {
  approveRoleGrant,
  createRoleGrant,
  createUser,
  deleteUserSessions,
  findUserByUsername,
  getParticipant,
  getUser,
  grantPlan,
  plansOfUser,
  listRoleGrants,
  listUsers,
  personOf,
  roles,
  setUserDisabled,
  type Database,
  type Role,
  type RoleGrant,
  type User,
} from '@defcomp/store';
import { same } from '@defcomp/domain';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import * as R from '../core/responses.js';
import * as AR from './responses.js';
import type { Kysely } from 'kysely';
import { hashPassword } from '../core/auth/passwords.js';
import { checkPasswordPolicy, passwordLengthMin } from '../core/auth/password-policy.js';
import { newId } from '../core/auth/tokens.js';
import { runCommand, type CommandContext } from '../core/command.js';
import type { AppContext } from '../core/context.js';
import { Problem } from '../core/problems.js';
import { id, object } from '../core/schemas.js';
import { appointOnRoleGrant, requireMember } from '../core/security/approvals.js';
import { detailOf } from '../core/i18n/problem-details.js';

/**
 * Roles that approve what others prepare (runs, decisions, approving roles themselves): giving
 * one takes a second person, or one administrator could approve his own work under a new name.
 */
export const approvingRoles: readonly Role[] = ['administrator', 'committee'];

export const publicUser = (user: User) => ({
  id: user.id,
  username: user.username,
  role: user.role,
  participantId: user.participantId,
});
// The answer schema says what publicUser gives (the check lives here: responses.ts is below routes).
same<Static<typeof AR.PublicUser>, ReturnType<typeof publicUser>>(true);

/** What an administrator sees of an account: also its person and whether it may sign in. */
const accountView = (user: User) => ({
  ...publicUser(user),
  personId: user.personId,
  disabled: user.disabled,
});

interface NewUserBody {
  username: string;
  password: string;
  role: Role;
  participantId?: string;
  personId?: string;
  /** A staff account's plan (default: the installation's); a participant's is his record's. */
  planId?: string;
}

const tags = ['users'];
const userParams = object({ userId: id });

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/users',
    {
      schema: {
        tags,
        response: R.ok('The accounts', { users: R.list(AR.Account) }),
        summary: 'List accounts',
      },
      config: { access: { roles: ['administrator', 'auditor'] } },
    },
    async (request) => ({
      users: (await listUsers(ctx.store.db, request.grantedPlans ?? [])).map(accountView),
    }),
  );
  app.post<{ Body: NewUserBody }>(
    '/users',
    {
      schema: {
        tags,
        response: {
          ...R.created('The account, able to sign in', { user: AR.Account }),
          202: R.json('The account, disabled until a second person approves its role', {
            user: AR.Account,
            grant: AR.RoleGrant,
          }),
        },
        summary: 'Create an account; an approving role waits for a second person (202)',
        body: object(
          {
            username: { type: 'string', pattern: '^[a-z0-9._@-]{3,64}$' },
            password: { type: 'string', minLength: passwordLengthMin, maxLength: 1000 },
            role: { type: 'string', enum: [...roles] },
            participantId: id,
            personId: id,
            planId: id,
          },
          ['username', 'password', 'role'],
        ),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        addUser(command, request.body, request.body.planId ?? ctx.defaultPlanId),
      ),
  );
  grantRoutes(app, ctx);
  planGrantRoute(app, ctx);
  disableRoute(app, ctx);
}

function disableRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { userId: string }; Body: { disabled: boolean } }>(
    '/users/:userId/disabled',
    {
      schema: {
        tags,
        response: {
          ...R.ok('The account', { user: AR.Account }),
          202: R.json('An approving account stays disabled until a second person approves', {
            user: AR.Account,
            grant: AR.RoleGrant,
          }),
        },
        summary:
          'Disable an account (its sessions end) or enable it again (an approving role: 202, a second person approves)',
        params: userParams,
        body: object({ disabled: { type: 'boolean' } }),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        disable(command, request.params.userId, request.body.disabled),
      ),
  );
}

/** An administrator gives a staff account another plan he holds himself. */
function planGrantRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { userId: string }; Body: { planId: string } }>(
    '/users/:userId/plans',
    {
      schema: {
        tags,
        response: R.created('The grant', { userId: R.Text, planId: R.Text }),
        summary: "Grant a staff account one of the administrator's plans",
        params: userParams,
        body: object({ planId: id }),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const user = await requireVisibleUser(command, request.params.userId);
        const { planId } = request.body;
        await requireMyPlan(command, planId);
        if (user.participantId !== null)
          throw new Problem('invalid_request', {
            field: 'planId',
            rule: 'plans',
            ...detailOf('participant_plan_is_record'),
          });
        if ((await plansOfUser(command.trx, user)).includes(planId))
          throw new Problem('already_exists', { field: 'planId' });
        await grantPlanAudited(command, user.id, planId);
        return { status: 201, body: { userId: user.id, planId } };
      }),
  );
}

async function addUser(command: CommandContext, body: NewUserBody, staffPlanId: string) {
  // The account's plan: its audit rows are that plan's.
  const planId = await checkNewUser(command, body, staffPlanId);
  checkPasswordPolicy(body.password, body.username);
  const approving = approvingRoles.includes(body.role);
  const userId = newId('U');
  const user: User = {
    id: userId,
    username: body.username,
    role: body.role,
    participantId: body.participantId ?? null,
    // Waits, unable to sign in, until a second person approves the role.
    disabled: approving,
    personId: body.personId ?? userId,
  };
  const passwordHash = await hashPassword(body.password);
  await createUser(command.trx, { ...user, passwordHash, createdAt: command.at });
  // A participant's plan is his record's; staff see the plans they are granted.
  if (user.participantId === null) await grantPlanAudited(command, userId, planId);
  await command.audit({
    planId,
    action: 'user.created',
    entity: 'user',
    entityId: userId,
    after: accountView(user),
  });
  if (!approving) return { status: 201, body: { user: accountView(user) } };
  return {
    status: 202,
    body: { user: accountView(user), grant: await requestGrant(command, user) },
  };
}

/** An approving role asked for the account: it waits, disabled, for a second person. */
async function requestGrant(command: CommandContext, user: User): Promise<RoleGrant> {
  const grant: RoleGrant = {
    id: newId('G'),
    userId: user.id,
    role: user.role,
    status: 'pending',
    requestedBy: command.actor.username,
    requestedAt: command.at,
    approvedBy: null,
    approvedAt: null,
  };
  await createRoleGrant(command.trx, grant);
  const [planId] = await plansOfUser(command.trx, user);
  await command.audit({
    planId,
    action: 'roleGrant.requested',
    entity: 'roleGrant',
    entityId: grant.id,
    after: grant,
  });
  return grant;
}

function grantRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/role-grants',
    {
      schema: {
        tags,
        response: R.ok('The grants', { grants: R.list(AR.RoleGrant) }),
        summary: 'Approving roles given and waiting for approval',
      },
      config: { access: { roles: ['administrator', 'committee', 'auditor'] } },
    },
    async (request) => {
      const visible = await listUsers(ctx.store.db, request.grantedPlans ?? []);
      const ids = new Set(visible.map((u) => u.id));
      return { grants: (await listRoleGrants(ctx.store.db)).filter((g) => ids.has(g.userId)) };
    },
  );
  app.post<{ Params: { grantId: string } }>(
    '/role-grants/:grantId/approval',
    {
      schema: {
        tags,
        response: R.ok('The grant approved', { grant: AR.RoleGrant }),
        summary: 'A second administrator or a Committee member approves an approving role',
        params: object({ grantId: id }),
      },
      config: { access: { roles: ['administrator', 'committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const { grantId } = request.params;
        const grant = (await listRoleGrants(command.trx)).find((g) => g.id === grantId);
        if (grant) await requireVisibleUser(command, grant.userId, 'grantId');
        return approveGrant(command.trx, grantId, command.actor, command);
      }),
  );
}

/**
 * Segregation of duties: the approver is neither the person who asked for the role nor the one
 * who gets it, and a Committee account approves only while a member of the Committee of one of
 * the grantee's plans (8.1). `audit` is the command's, or the machine's for `defcomp user
 * approve` (approver 'machine'). A committee role approved appoints its person to the Committee
 * of the account's plans from that day.
 */
export async function approveGrant(
  db: Kysely<Database>,
  grantId: string,
  approver: User | 'machine',
  command: Pick<CommandContext, 'at' | 'today' | 'audit'>,
) {
  const grant = (await listRoleGrants(db)).find((g) => g.id === grantId);
  if (!grant) throw new Problem('not_found', { field: 'grantId' });
  if (grant.status !== 'pending') throw new Problem('not_pending', { field: 'grantId' });
  const grantee = await getUser(db, grant.userId);
  if (!grantee) throw new Problem('not_found', { field: 'grantId' });
  const granteePlans = await plansOfUser(db, grantee);
  const approvedBy = approver === 'machine' ? approver : approver.username;
  if (approver !== 'machine') {
    const requester = await personOf(db, grant.requestedBy);
    if (approver.personId === requester || approver.personId === grantee.personId)
      throw new Problem('same_person_cannot_approve', { field: 'grantId' });
    const approval = { trx: db, actor: approver, today: command.today };
    if (approver.role === 'committee') await requireMember(approval, granteePlans, 'grantId');
  }
  await approveRoleGrant(db, grant, { approvedBy, approvedAt: command.at });
  const after = { ...grant, status: 'approved', approvedBy, approvedAt: command.at };
  await command.audit({
    action: 'roleGrant.approved',
    entity: 'roleGrant',
    entityId: grant.id,
    before: grant,
    after,
  });
  if (grant.role === 'committee') {
    const terms = { ...grant, approvedBy, approvedAt: command.at };
    for (const member of await appointOnRoleGrant(db, grantee, granteePlans, terms, command.today))
      await command.audit({
        planId: member.planId,
        action: 'committee.appointed',
        entity: 'committeeMember',
        entityId: member.id,
        after: member,
      });
  }
  return { status: 200, body: { grant: after } };
}

async function disable(command: CommandContext, userId: string, disabled: boolean) {
  const user = await requireVisibleUser(command, userId);
  if (user.id === command.actor.id) throw new Problem('forbidden', detailOf('not_own_account'));
  // Enabling an approving role again is giving it again.
  const pending = await listRoleGrants(command.trx, { userId, status: 'pending' });
  if (!disabled && pending.length > 0)
    throw new Problem('not_pending', { field: 'userId', ...detailOf('role_waits') });
  // Enabling an administrator or Committee account again gives its approving role again: it
  // waits for a second person, as when it was created.
  if (!disabled && user.disabled && approvingRoles.includes(user.role))
    return {
      status: 202,
      body: { user: accountView(user), grant: await requestGrant(command, user) },
    };
  await setUserDisabled(command.trx, userId, disabled);
  if (disabled) await deleteUserSessions(command.trx, userId);
  await command.audit({
    action: disabled ? 'user.disabled' : 'user.enabled',
    entity: 'user',
    entityId: userId,
    before: { disabled: user.disabled },
    after: { disabled },
  });
  return { status: 200, body: { user: accountView({ ...user, disabled }) } };
}

/** Checks a new account; answers its plan (a participant's is his record's). */
async function checkNewUser(
  command: CommandContext,
  body: NewUserBody,
  planId: string,
): Promise<string> {
  const db = command.trx;
  if (await findUserByUsername(db, body.username)) {
    throw new Problem('already_exists', { field: 'username' });
  }
  // A participant account sees exactly one record; staff accounts see none as their own.
  if ((body.role === 'participant') !== (body.participantId !== undefined)) {
    throw new Problem('invalid_request', {
      field: 'participantId',
      rule: 'roles',
      ...detailOf('participant_id_role'),
    });
  }
  if (!body.participantId) {
    await requireMyPlan(command, planId);
    return planId;
  }
  const own = await participantPlan(command, body.participantId);
  if (!own) throw new Problem('unknown_participant', { field: 'participantId' });
  return own;
}

/** The plan of a participant of the administrator's plans (another plan's is not found). */
async function participantPlan(command: CommandContext, participantId: string) {
  for (const planId of await plansOfUser(command.trx, command.actor))
    if (await getParticipant(command.trx, planId, participantId)) return planId;
  return undefined;
}

/** An administrator gives only a plan he holds himself; another answers 404 like no plan. */
async function requireMyPlan(command: CommandContext, planId: string): Promise<void> {
  if (!(await plansOfUser(command.trx, command.actor)).includes(planId))
    throw new Problem('not_found', { field: 'planId', ...detailOf('no_plan', { planId }) });
}

async function grantPlanAudited(command: CommandContext, userId: string, planId: string) {
  const grant = { userId, planId, grantedBy: command.actor.username, grantedAt: command.at };
  await grantPlan(command.trx, grant);
  await command.audit({
    action: 'user.planGranted',
    entity: 'user',
    entityId: userId,
    after: grant,
  });
}

/**
 * An account the actor may act on: one that shares a plan with him (another employer's
 * accounts answer 404, as if they did not exist).
 */
export async function requireVisibleUser(
  command: { trx: Kysely<Database>; actor: User },
  userId: string,
  field = 'userId',
): Promise<User> {
  const user = await getUser(command.trx, userId);
  const mine = await plansOfUser(command.trx, command.actor);
  const theirs = user ? await plansOfUser(command.trx, user) : [];
  if (!user || !theirs.some((planId) => mine.includes(planId)))
    throw new Problem('not_found', { field });
  return user;
}
