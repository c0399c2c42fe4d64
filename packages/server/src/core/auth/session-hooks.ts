import {
  deleteSession,
  findSession,
  getUser,
  plansOfUser,
  touchSession,
  type Session,
  type User,
} from '@defcomp/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { Problem } from '../problems.js';
import { checkOrigin } from '../security/headers.js';
import { sha256 } from './tokens.js';
import { detailOf } from '../i18n/problem-details.js';

export const sessionCookie = 'defcomp_session';
export const csrfCookie = 'defcomp_csrf';
const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const touchEveryMs = 60_000;

/** Resolves the session, then checks CSRF and the route's access rule, before any parsing. */
export function registerAccessHooks(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('enrolOnly', false);
  app.decorateRequest('grantedPlans', null);
  app.decorateRequest('planId', '');
  app.addHook('onRequest', async (request) => {
    // Static files, and unknown URLs (the not-found handler answers those with a 404 problem).
    if (!request.url.startsWith('/api/') || request.routeOptions.url === undefined) return;
    checkOrigin(request, ctx.allowedOrigins);
    const access = request.routeOptions.config.access;
    if (request.url.startsWith('/api/docs') || (access && 'public' in access)) return;
    const session = await resolveSession(request, ctx);
    if (mutating.has(request.method)) checkCsrf(request, session);
    if (session.enrolOnly && !request.routeOptions.config.enrolment)
      throw new Problem('second_factor_enrolment_required');
    if (!access) throw new Problem('forbidden', detailOf('route_without_access'));
    authorize(request, access);
  });
}

async function resolveSession(request: FastifyRequest, ctx: AppContext): Promise<Session> {
  const token = request.cookies[sessionCookie];
  if (!token) throw new Problem('not_authenticated');
  const tokenHash = sha256(token);
  const { db } = ctx.store;
  const session = await findSession(db, tokenHash);
  if (!session) throw new Problem('not_authenticated');
  const now = ctx.clock.now();
  const idleUntil = new Date(session.lastSeenAt).getTime() + ctx.sessionIdleMs;
  if (now.toISOString() >= session.expiresAt || now.getTime() > idleUntil) {
    await deleteSession(db, tokenHash);
    throw new Problem('session_expired');
  }
  const user = await getUser(db, session.userId);
  if (!user || user.disabled) throw new Problem('not_authenticated');
  // Touch at most once a minute: the idle timeout needs no finer grain.
  if (now.getTime() - new Date(session.lastSeenAt).getTime() > touchEveryMs) {
    await touchSession(db, tokenHash, now.toISOString());
  }
  request.actor = user;
  request.sessionTokenHash = tokenHash;
  request.sessionId = session.id;
  request.enrolOnly = session.enrolOnly;
  request.grantedPlans = await plansOfUser(db, user);
  return session;
}

/** Double submit: the header must equal the JS-readable cookie and the session's token. */
function checkCsrf(request: FastifyRequest, session: Session): void {
  const header = request.headers['x-csrf-token'];
  const cookie = request.cookies[csrfCookie];
  if (typeof header !== 'string' || header !== cookie || header !== session.csrfToken) {
    throw new Problem('csrf_token_invalid');
  }
}

function authorize(
  request: FastifyRequest,
  access: { roles: readonly string[]; ownRecord?: boolean },
) {
  const actor = request.actor as User;
  const params = request.params as { id?: string };
  const url = request.routeOptions.url ?? '';
  if (actor.role === 'participant') {
    // Another participant's record does not exist as far as he can tell (404, not 403).
    if (access.ownRecord && access.roles.includes('participant')) {
      if (params.id !== actor.participantId) throw new Problem('participant_not_found');
      return;
    }
    if (params.id !== undefined && /^\/api(\/plans\/:planId)?\/participants\/:id/.test(url)) {
      throw new Problem('participant_not_found');
    }
  }
  if (!access.roles.includes(actor.role)) throw new Problem('forbidden');
}
