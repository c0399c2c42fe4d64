import {
  clearLoginFailures,
  countLoginFailures,
  createSession,
  createUser,
  deleteExpiredSessions,
  deleteSession,
  findUserByUsername,
  getParticipant,
  listUsers,
  recordLoginFailure,
  roles,
  type Role,
  type User,
} from '@defcomp/store';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  hashPassword,
  passwordLengthMin,
  verifyAgainstNobody,
  verifyPassword,
} from '../auth/passwords.js';
import { csrfCookie, sessionCookie } from '../auth/session-hooks.js';
import { newId, newToken, sha256 } from '../auth/tokens.js';
import { runCommand } from '../command.js';
import { everyone, type AppContext } from '../context.js';
import { Problem } from '../problems.js';
import { id, object } from '../schemas.js';

const failuresMax = 5;
const failureWindowMs = 15 * 60_000;
const username = { type: 'string', minLength: 1, maxLength: 100 } as const;
const password = { type: 'string', minLength: 1, maxLength: 1000 } as const;

export const publicUser = (user: User) => ({
  id: user.id,
  username: user.username,
  role: user.role,
  participantId: user.participantId,
});

export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { username: string; password: string } }>(
    '/session',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in',
        body: object({ username, password }),
        security: [],
      },
      config: { access: { public: true } },
    },
    async (request, reply) => signIn(ctx, request.body, reply),
  );
  app.delete(
    '/session',
    { schema: { tags: ['session'], summary: 'Sign out' }, config: { access: { roles: everyone } } },
    async (request, reply) => {
      if (request.sessionTokenHash) await deleteSession(ctx.store.db, request.sessionTokenHash);
      reply.clearCookie(sessionCookie, { path: '/' }).clearCookie(csrfCookie, { path: '/' });
      return reply.code(204).send();
    },
  );
  app.get(
    '/me',
    {
      schema: { tags: ['session'], summary: 'Who is signed in' },
      config: { access: { roles: everyone } },
    },
    async (request) => ({ user: publicUser(request.actor as User) }),
  );
  userRoutes(app, ctx);
}

async function signIn(
  ctx: AppContext,
  body: { username: string; password: string },
  reply: FastifyReply,
) {
  const { db } = ctx.store;
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - failureWindowMs).toISOString();
  // Throttled before the password is even checked: guessing gets nothing from the answer.
  if ((await countLoginFailures(db, body.username, since)) >= failuresMax) {
    throw new Problem('login_throttled', { field: 'username' });
  }
  const user = await findUserByUsername(db, body.username);
  const ok =
    user && !user.disabled
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstNobody(body.password);
  if (!user || !ok) {
    await recordLoginFailure(db, body.username, now.toISOString());
    throw new Problem('invalid_credentials');
  }
  await clearLoginFailures(db, body.username);
  await deleteExpiredSessions(db, now.toISOString());
  const token = newToken();
  const csrfToken = newToken();
  await createSession(db, {
    tokenHash: sha256(token),
    userId: user.id,
    csrfToken,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ctx.sessionTtlMs).toISOString(),
  });
  const cookie = {
    path: '/',
    sameSite: 'strict',
    secure: 'auto',
    maxAge: ctx.sessionTtlMs / 1000,
  } as const;
  reply.setCookie(sessionCookie, token, { ...cookie, httpOnly: true });
  reply.setCookie(csrfCookie, csrfToken, { ...cookie, httpOnly: false });
  return { user: publicUser(user) };
}

interface NewUserBody {
  username: string;
  password: string;
  role: Role;
  participantId?: string;
}

function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/users',
    {
      schema: { tags: ['users'], summary: 'List accounts' },
      config: { access: { roles: ['administrator', 'auditor'] } },
    },
    async () => ({ users: (await listUsers(ctx.store.db)).map(publicUser) }),
  );
  app.post<{ Body: NewUserBody }>(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an account',
        body: object(
          {
            username: { type: 'string', pattern: '^[a-z0-9._@-]{3,64}$' },
            password: { type: 'string', minLength: passwordLengthMin, maxLength: 1000 },
            role: { type: 'string', enum: [...roles] },
            participantId: id,
          },
          ['username', 'password', 'role'],
        ),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const body = request.body;
        await checkNewUser(command.trx, body);
        const user: User = {
          id: newId('U'),
          username: body.username,
          role: body.role,
          participantId: body.participantId ?? null,
          disabled: false,
        };
        const passwordHash = await hashPassword(body.password);
        await createUser(command.trx, { ...user, passwordHash, createdAt: command.at });
        await command.audit({
          action: 'user.created',
          entity: 'user',
          entityId: user.id,
          after: publicUser(user),
        });
        return { status: 201, body: { user: publicUser(user) } };
      }),
  );
}

async function checkNewUser(db: AppContext['store']['db'], body: NewUserBody): Promise<void> {
  if (await findUserByUsername(db, body.username)) {
    throw new Problem('already_exists', { field: 'username' });
  }
  // A participant account sees exactly one record; staff accounts see none as their own.
  if ((body.role === 'participant') !== (body.participantId !== undefined)) {
    throw new Problem('invalid_request', {
      field: 'participantId',
      rule: 'roles',
      detail: 'participantId is required for the participant role and only for it',
    });
  }
  if (body.participantId && !(await getParticipant(db, body.participantId))) {
    throw new Problem('unknown_participant', { field: 'participantId' });
  }
}
