import {
  appendAudit,
  createSession,
  inTransaction,
  listLoginFailures,
  forgiveLoginFailures,
  type Database,
  type LoginFailure,
  type Lock,
  deleteExpiredSessions,
  deleteSession,
  findUserByUsername,
  getSecondFactor,
  isKnownAddress,
  listAccountFailures,
  recordLoginFailure,
  rememberAddress,
  useSecondFactorStep,
  type User,
} from '@defcomp/store';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as R from '../core/responses.js';
import * as AR from './responses.js';
import type { Transaction } from 'kysely';
import { verifyAgainstNobody, verifyPassword } from '../core/auth/passwords.js';
import { csrfCookie, sessionCookie } from '../core/auth/session-hooks.js';
import { freeAttempts, secondsToWait, throttleWindowMs } from '../core/auth/throttle.js';
import { newId, newToken, sha256 } from '../core/auth/tokens.js';
import { matchTotp } from '../core/auth/totp.js';
import { everyone, type AppContext } from '../core/context.js';
import { Problem } from '../core/problems.js';
import { object } from '../core/schemas.js';
import { accountSecurityRoutes } from './account-security-routes.js';
import { passwordRoutes } from './password-routes.js';
import { publicUser, userRoutes } from './user-routes.js';
import { detailOf } from '../core/i18n/problem-details.js';

const username = { type: 'string', minLength: 1, maxLength: 100 } as const;
const password = { type: 'string', minLength: 1, maxLength: 1000 } as const;

export { publicUser } from './user-routes.js';

export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { username: string; password: string; code?: string } }>(
    '/session',
    {
      schema: {
        tags: ['session'],
        response: R.ok('Signed in: the session and CSRF cookies are set', {
          user: AR.PublicUser,
          secondFactor: AR.SecondFactorState,
        }),
        summary:
          'Sign in (with `code` from the authenticator app once a second factor is enrolled)',
        body: object({ username, password, code: { type: 'string', pattern: '^[0-9]{6}$' } }, [
          'username',
          'password',
        ]),
        security: [],
      },
      config: { access: { public: true } },
    },
    async (request, reply) => signIn(ctx, request, reply),
  );
  app.delete(
    '/session',
    {
      schema: {
        tags: ['session'],
        response: { 204: R.noContent('Signed out') },
        summary: 'Sign out',
      },
      config: { access: { roles: everyone }, enrolment: true },
    },
    async (request, reply) => {
      if (request.sessionTokenHash) await deleteSession(ctx.store.db, request.sessionTokenHash);
      reply.clearCookie(sessionCookie, { path: '/' }).clearCookie(csrfCookie, { path: '/' });
      return reply.code(204).send();
    },
  );
  app.get(
    '/me',
    {
      schema: {
        tags: ['session'],
        response: R.ok('The account signed in', {
          user: AR.PublicUser,
          secondFactor: AR.SecondFactorState,
        }),
        summary: 'Who is signed in, and whether a second factor is enrolled (or must be)',
      },
      config: { access: { roles: everyone }, enrolment: true },
    },
    async (request) => {
      const user = request.actor as User;
      const factor = await getSecondFactor(ctx.store.db, user.id);
      const secondFactor = { enrolled: Boolean(factor?.confirmedAt), enrolOnly: request.enrolOnly };
      return { user: publicUser(user), secondFactor };
    },
  );
  userRoutes(app, ctx);
  passwordRoutes(app, ctx);
  accountSecurityRoutes(app, ctx);
}

async function signIn(
  ctx: AppContext,
  request: FastifyRequest<{ Body: { username: string; password: string; code?: string } }>,
  reply: FastifyReply,
) {
  const { username, password, code } = request.body;
  const attempt = { username, address: request.ip, at: ctx.clock.now().toISOString() };
  const wait = await reserveAttempt(ctx, attempt);
  if (wait > 0) throw new Problem('login_throttled', { field: 'username', retryAfter: wait });
  const user = await findUserByUsername(ctx.store.db, username);
  const passwordOk =
    user && !user.disabled
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstNobody(password);
  const outcome = await inTransaction(
    ctx.store,
    async (trx) => {
      const result =
        passwordOk && user ? await secondFactorOutcome(trx, user.id, code, attempt) : 'password';
      // A success takes back this address's failures on the account (the rightful user is back).
      if (result === 'ok') {
        await forgiveLoginFailures(trx, attempt);
        await rememberAddress(trx, attempt);
      }
      const action = result === 'ok' ? 'session.signedIn' : 'session.signInFailed';
      await auditSignIn(trx, attempt, action, result === 'ok' ? {} : { failed: result });
      return result;
    },
    loginLocks(attempt),
  );
  if (!user || outcome === 'password') throw new Problem('invalid_credentials');
  if (outcome !== 'ok')
    throw new Problem('second_factor_required', {
      field: 'code',
      ...(outcome === 'codeMissing' ? {} : detailOf('code_wrong')),
    });
  const factor = await getSecondFactor(ctx.store.db, user.id);
  const enrolOnly = ctx.secondFactorRequired && user.role !== 'participant' && !factor?.confirmedAt;
  await startSession(
    ctx,
    user,
    { address: request.ip, userAgent: userAgentOf(request), enrolOnly },
    reply,
  );
  return {
    user: publicUser(user),
    secondFactor: { enrolled: Boolean(factor?.confirmedAt), enrolOnly },
  };
}

/**
 * ASVS V6.4/V6.5: an account with a confirmed TOTP factor also needs a code from it, good once:
 * its time step must be later than the last one accepted (taken in this transaction, under the
 * account's sign-in lock, so two sign-ins cannot spend the same code).
 */
async function secondFactorOutcome(
  trx: Transaction<Database>,
  userId: string,
  code: string | undefined,
  attempt: LoginFailure,
): Promise<'ok' | 'codeMissing' | 'codeWrong'> {
  const factor = await getSecondFactor(trx, userId);
  if (!factor?.confirmedAt) return 'ok';
  if (code === undefined) return 'codeMissing';
  const step = matchTotp(factor.secret, code, new Date(attempt.at));
  if (step === null || !(await useSecondFactorStep(trx, userId, step, attempt.at)))
    return 'codeWrong';
  return 'ok';
}

const userAgentOf = (request: FastifyRequest): string =>
  String(request.headers['user-agent'] ?? '').slice(0, 200);

/**
 * Counts the attempt as a failure before the password is checked, in one transaction with the
 * count: parallel guesses each see the ones before them, so none slips past the limit. A success
 * takes its failure back. Returns the seconds to wait, or 0 when the attempt may go ahead.
 */
async function reserveAttempt(ctx: AppContext, attempt: LoginFailure): Promise<number> {
  const now = new Date(attempt.at);
  const since = new Date(now.getTime() - throttleWindowMs).toISOString();
  return inTransaction(
    ctx.store,
    async (trx) => {
      const mine = await listLoginFailures(trx, { ...attempt, since });
      const address = await listLoginFailures(trx, { address: attempt.address, since });
      const known = await isKnownAddress(trx, attempt.username, attempt.address);
      const anywhere = known ? [] : await listAccountFailures(trx, { ...attempt, since });
      const wait = Math.max(
        secondsToWait(mine, freeAttempts.account, now),
        secondsToWait(address, freeAttempts.address, now),
        secondsToWait(anywhere, freeAttempts.accountAnywhere, now),
      );
      if (wait > 0)
        await auditSignIn(trx, attempt, 'session.signInThrottled', { retryAfter: wait });
      else await recordLoginFailure(trx, attempt);
      return wait;
    },
    loginLocks(attempt),
  );
}

/** Attempts on one account or from one address wait on each other; other sign-ins proceed. */
const loginLocks = (attempt: LoginFailure): Lock[] => [
  { key: `login:user:${attempt.username}` },
  { key: `login:address:${attempt.address}` },
];

/** Sign-ins, failures and throttles go to the audit chain, with the address they came from. */
async function auditSignIn(
  trx: Transaction<Database>,
  attempt: LoginFailure,
  action: string,
  more: Record<string, unknown> = {},
): Promise<void> {
  await appendAudit(trx, {
    at: attempt.at,
    actor: attempt.username,
    action,
    entity: 'session',
    entityId: attempt.username,
    after: { address: attempt.address, ...more },
  });
}

async function startSession(
  ctx: AppContext,
  user: User,
  origin: { address: string; userAgent: string; enrolOnly: boolean },
  reply: FastifyReply,
): Promise<void> {
  const { db } = ctx.store;
  const now = ctx.clock.now();
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
    id: newId('S'),
    ...origin,
  });
  const cookie = {
    path: '/',
    sameSite: 'strict',
    secure: 'auto',
    maxAge: ctx.sessionTtlMs / 1000,
  } as const;
  reply.setCookie(sessionCookie, token, { ...cookie, httpOnly: true });
  reply.setCookie(csrfCookie, csrfToken, { ...cookie, httpOnly: false });
}
