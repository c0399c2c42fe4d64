import type { FastifyInstance } from 'fastify';
import { csrfCookie, sessionCookie } from '../core/auth/session-hooks.js';

/** Every write of the demo says why in the audit chain (x-reason). */
export const demoReason = 'demo plan seeded on first start';

/**
 * A signed-in user driving the API as the web app does (session cookie, CSRF header), so every
 * demo fact goes through its route: validated by the engine, audited, in one transaction each.
 */
export interface DemoClient {
  username: string;
  /**
   * The answer's JSON; a refusal is a bug in the demo, not an expected failure. `reason` goes to
   * the audit chain (a Committee member's reasons for a decision).
   */
  post(url: string, body?: unknown, reason?: string): Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API answers
  get(url: string): Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API answers
  signOut(): Promise<void>;
}

export async function signInDemo(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<DemoClient> {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { username, password },
  });
  if (reply.statusCode !== 200)
    throw new Error(`assertion: demo sign-in of ${username}: ${reply.statusCode} ${reply.body}`);
  const cookies = new Map(reply.cookies.map((c) => [c.name, c.value]));
  const csrf = String(cookies.get(csrfCookie));
  const headers = {
    cookie: `${sessionCookie}=${cookies.get(sessionCookie)}; ${csrfCookie}=${csrf}`,
    'x-csrf-token': csrf,
  };
  const send = async (
    method: 'POST' | 'DELETE' | 'GET',
    url: string,
    body?: unknown,
    reason = demoReason,
  ) => {
    const answer = await app.inject({
      method,
      url,
      headers: { ...headers, 'x-reason': reason },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (answer.statusCode >= 300)
      throw new Error(`assertion: demo ${username} ${method} ${url}: ${answer.body}`);
    return answer.body ? JSON.parse(answer.body) : {};
  };
  return {
    username,
    post: (url, body, reason) => send('POST', url, body ?? {}, reason),
    get: (url) => send('GET', url),
    signOut: async () => void (await send('DELETE', '/api/session')),
  };
}
