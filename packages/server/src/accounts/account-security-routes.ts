import {
  clearSessionEnrolOnly,
  deleteSecondFactor,
  deleteUserSession,
  deleteUserSessions,
  getSecondFactor,
  getUserWithHash,
  listUserSessions,
  putSecondFactor,
  useSecondFactorStep,
  type Session,
  type User,
} from '@defcomp/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyPassword } from '../core/auth/passwords.js';
import { matchTotp, newTotpSecret, totpUri } from '../core/auth/totp.js';
import { runCommand, type CommandContext } from '../core/command.js';
import { everyone, type AppContext } from '../core/context.js';
import { Problem } from '../core/problems.js';
import * as R from '../core/responses.js';
import * as AR from './responses.js';
import { id, object } from '../core/schemas.js';
import { requireVisibleUser } from './user-routes.js';
import { detailOf } from '../core/i18n/problem-details.js';

// ASVS 5.0 V6.4-V6.6 (a TOTP second factor) and V7.4-V7.5 (a user sees and ends his sessions;
// an administrator ends another's). Every change is a command: audited, idempotent.

const password = { type: 'string', minLength: 1, maxLength: 1000 } as const;
const code = { type: 'string', pattern: '^[0-9]{6}$' } as const;
const tags = ['session'];

export function accountSecurityRoutes(app: FastifyInstance, ctx: AppContext): void {
  secondFactorRoutes(app, ctx);
  sessionListRoutes(app, ctx);
  app.post<{ Params: { userId: string } }>(
    '/users/:userId/second-factor/removal',
    {
      schema: {
        tags: ['users'],
        response: { 204: R.noContent('Removed; every session of the account has ended') },
        summary: "Remove an account's second factor (a lost device); it enrols again",
        params: object({ userId: id }),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const user = await requireVisibleUser(command, request.params.userId);
        if (user.id === command.actor.id)
          throw new Problem('forbidden', detailOf('not_own_account_factor'));
        return removeFactor(command, user);
      }),
  );
}

function secondFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { password: string } }>(
    '/me/second-factor',
    {
      schema: {
        tags,
        response: R.created('The secret to enter in an authenticator app; confirm it with a code', {
          secret: R.Type.String({ description: 'base32' }),
          uri: R.Type.String({ description: 'otpauth:// (as a QR code)' }),
        }),
        summary: 'Start enrolling a TOTP second factor (the password is asked again)',
        body: object({ password }),
      },
      config: { access: { roles: everyone }, enrolment: true },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        await requirePassword(command, request.body.password, 'password');
        if ((await getSecondFactor(command.trx, command.actor.id))?.confirmedAt)
          throw new Problem('already_exists', {
            field: 'password',
            ...detailOf('second_factor_enrolled'),
          });
        const secret = newTotpSecret();
        await putSecondFactor(command.trx, {
          userId: command.actor.id,
          secret,
          createdAt: command.at,
        });
        await command.audit({
          action: 'secondFactor.enrolmentStarted',
          entity: 'user',
          entityId: command.actor.id,
        });
        return { status: 201, body: { secret, uri: totpUri(secret, command.actor.username) } };
      }),
  );
  app.post<{ Body: { code: string } }>(
    '/me/second-factor/confirmation',
    {
      schema: {
        tags,
        response: R.ok('Enrolled: sign-ins now ask for a code', {
          secondFactor: AR.SecondFactorState,
        }),
        summary: 'Confirm the second factor with a code from the app',
        body: object({ code }),
      },
      config: { access: { roles: everyone }, enrolment: true },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const factor = await getSecondFactor(command.trx, command.actor.id);
        if (!factor || factor.confirmedAt) throw new Problem('not_pending', { field: 'code' });
        await requireCode(command, factor.secret, request.body.code);
        if (request.sessionTokenHash)
          await clearSessionEnrolOnly(command.trx, request.sessionTokenHash);
        await command.audit({
          action: 'secondFactor.enrolled',
          entity: 'user',
          entityId: command.actor.id,
        });
        return { status: 200, body: { secondFactor: { enrolled: true, enrolOnly: false } } };
      }),
  );
  removalRoute(app, ctx);
}

function removalRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { password: string; code: string } }>(
    '/me/second-factor/removal',
    {
      schema: {
        tags,
        response: { 204: R.noContent('Removed; every session of the account has ended') },
        summary: 'Remove your second factor (the password and a code are asked)',
        body: object({ password, code }),
      },
      config: { access: { roles: everyone } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        await requirePassword(command, request.body.password, 'password');
        const factor = await getSecondFactor(command.trx, command.actor.id);
        if (!factor?.confirmedAt) throw new Problem('not_found', { field: 'code' });
        await requireCode(command, factor.secret, request.body.code);
        return removeFactor(command, command.actor);
      }),
  );
}

async function requirePassword(command: CommandContext, given: string, field: string) {
  const stored = await getUserWithHash(command.trx, command.actor.id);
  if (!stored || !(await verifyPassword(stored.passwordHash, given)))
    throw new Problem('invalid_credentials', { field });
}

/** A code from the factor, later than the last one accepted (a code is good once). */
async function requireCode(command: CommandContext, secret: string, given: string) {
  const step = matchTotp(secret, given, new Date(command.at));
  if (
    step === null ||
    !(await useSecondFactorStep(command.trx, command.actor.id, step, command.at))
  )
    throw new Problem('second_factor_required', {
      field: 'code',
      ...detailOf('code_wrong'),
    });
}

async function removeFactor(command: CommandContext, user: User) {
  await deleteSecondFactor(command.trx, user.id);
  // Whoever holds a session opened with the factor signs in again (and enrols again if staff).
  await deleteUserSessions(command.trx, user.id);
  await command.audit({ action: 'secondFactor.removed', entity: 'user', entityId: user.id });
  return { status: 204, body: null };
}

const sessionView = (request: FastifyRequest) => (session: Session) => ({
  id: session.id,
  createdAt: session.createdAt,
  lastSeenAt: session.lastSeenAt,
  expiresAt: session.expiresAt,
  address: session.address,
  userAgent: session.userAgent,
  current: session.id === request.sessionId,
  enrolOnly: session.enrolOnly,
});

const sessionList = R.ok('The sessions not yet expired, the latest used first', {
  sessions: R.list(AR.SessionView),
});

function sessionListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.clock.now().toISOString();
  app.get(
    '/me/sessions',
    {
      schema: { tags, response: sessionList, summary: 'Your sessions: where and when' },
      config: { access: { roles: everyone }, enrolment: true },
    },
    async (request) => ({
      sessions: (await listUserSessions(ctx.store.db, (request.actor as User).id, now())).map(
        sessionView(request),
      ),
    }),
  );
  app.delete<{ Params: { sessionId: string } }>(
    '/me/sessions/:sessionId',
    {
      schema: {
        tags,
        response: { 204: R.noContent('Ended') },
        summary: 'End one of your sessions',
        params: object({ sessionId: id }),
      },
      config: { access: { roles: everyone }, enrolment: true },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const { sessionId } = request.params;
        if (!(await deleteUserSession(command.trx, command.actor.id, sessionId)))
          throw new Problem('not_found', { field: 'sessionId' });
        await command.audit({
          action: 'session.revoked',
          entity: 'user',
          entityId: command.actor.id,
          after: { sessionId },
        });
        return { status: 204, body: null };
      }),
  );
  userSessionRoutes(app, ctx, now);
}

function userSessionRoutes(app: FastifyInstance, ctx: AppContext, now: () => string): void {
  const params = object({ userId: id });
  app.get<{ Params: { userId: string } }>(
    '/users/:userId/sessions',
    {
      schema: { tags: ['users'], response: sessionList, summary: "An account's sessions", params },
      config: { access: { roles: ['administrator'] } },
    },
    async (request) => {
      const actor = request.actor as User;
      const user = await requireVisibleUser({ trx: ctx.store.db, actor }, request.params.userId);
      return {
        sessions: (await listUserSessions(ctx.store.db, user.id, now())).map(sessionView(request)),
      };
    },
  );
  app.delete<{ Params: { userId: string } }>(
    '/users/:userId/sessions',
    {
      schema: {
        tags: ['users'],
        response: { 204: R.noContent('Every session of the account has ended') },
        summary: 'End every session of an account (it signs in again)',
        params,
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const user = await requireVisibleUser(command, request.params.userId);
        await deleteUserSessions(command.trx, user.id);
        await command.audit({ action: 'session.revokedAll', entity: 'user', entityId: user.id });
        return { status: 204, body: null };
      }),
  );
}
