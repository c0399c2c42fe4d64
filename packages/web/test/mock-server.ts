/**
 * A stand-in for packages/server while it is being written: serves the built app from a
 * directory and answers the /api routes of the contract with fixture data, with the same
 * session cookie, CSRF check and problem+json errors. It records each API request.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import * as fixtures from './fixtures';
import { filedClaims, handleWrite, newWriteState } from './mock-writes';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  csrf?: string;
  idempotencyKey?: string;
  body?: unknown;
}

export interface MockServer {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

type User = (typeof fixtures.users)[keyof typeof fixtures.users]['user'];

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

function cookies(request: IncomingMessage): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key) jar[key] = decodeURIComponent(rest.join('='));
  }
  return jar;
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
) {
  const problem = status >= 400;
  response.writeHead(status, {
    'content-type': problem ? 'application/problem+json' : 'application/json',
    ...headers,
  });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

const problem = (status: number, title: string, detail: string, extra: object = {}) => ({
  type: 'about:blank',
  title,
  status,
  detail,
  ...extra,
});

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  // A pay file comes as text/csv: the server reads it (here, the mock's payImport).
  if (String(request.headers['content-type']).startsWith('text/csv')) return text;
  return text === '' ? undefined : JSON.parse(text);
}

const withClaims = (
  statement: ReturnType<typeof fixtures.statementFor>,
  filed: object[],
  asOf: string,
) => ({ ...statement, claims: [...statement.claims, ...filed], asOf });

export async function startMockServer(distDir: string): Promise<MockServer> {
  const sessions = new Map<string, { user: User; csrf: string }>();
  const requests: Recorded[] = [];
  const writeState = newWriteState();

  async function api(request: IncomingMessage, response: ServerResponse, url: URL) {
    const path = url.pathname.slice('/api'.length);
    const method = request.method ?? 'GET';
    const csrfHeader = request.headers['x-csrf-token'];
    const keyHeader = request.headers['idempotency-key'];
    const recorded: Recorded = {
      method,
      path,
      query: url.searchParams,
      csrf: typeof csrfHeader === 'string' ? csrfHeader : undefined,
      idempotencyKey: typeof keyHeader === 'string' ? keyHeader : undefined,
    };
    requests.push(recorded);
    const jar = cookies(request);
    const session =
      jar.defcomp_session === undefined ? undefined : sessions.get(jar.defcomp_session);

    if (path === '/session' && method === 'POST') {
      const body = (await readBody(request)) as { username?: string; password?: string };
      recorded.body = { username: body.username };
      const account = fixtures.users[body.username as keyof typeof fixtures.users];
      if (account === undefined || account.password !== body.password) {
        return send(
          response,
          401,
          problem(401, 'Unauthorized', 'The username or password is incorrect.', {
            code: 'bad_credentials',
          }),
        );
      }
      const id = randomUUID();
      const csrf = randomUUID();
      sessions.set(id, { user: account.user, csrf });
      return send(
        response,
        200,
        { user: account.user },
        {
          'set-cookie': [
            `defcomp_session=${id}; Path=/; HttpOnly; SameSite=Strict`,
            `defcomp_csrf=${csrf}; Path=/; SameSite=Strict`,
          ],
        },
      );
    }
    if (session === undefined)
      return send(response, 401, problem(401, 'Unauthorized', 'Sign in first.'));
    if (method !== 'GET' && csrfHeader !== session.csrf) {
      return send(
        response,
        403,
        problem(403, 'Forbidden', 'Missing or wrong CSRF token.', { code: 'csrf' }),
      );
    }
    if (path === '/session' && method === 'DELETE') {
      sessions.delete(jar.defcomp_session ?? '');
      response.writeHead(204, { 'set-cookie': 'defcomp_session=; Path=/; Max-Age=0' });
      return response.end();
    }
    if (path === '/me') return send(response, 200, { user: session.user });
    if (method === 'POST') recorded.body = await readBody(request);
    const context = {
      request,
      response,
      method,
      path,
      query: url.searchParams,
      user: session.user,
      body: recorded.body,
      send: (status: number, body: unknown) => send(response, status, body),
      problem,
    };
    if (handleWrite(context, writeState)) return;

    const staff = session.user.role !== 'participant';
    const own = (id: string) => staff || session.user.participantId === id;
    const asOf = url.searchParams.get('asOf') ?? '2026-06-30';
    let match: RegExpExecArray | null;
    if (path === '/participants' && staff) {
      return send(response, 200, { participants: fixtures.participants });
    }
    if ((match = /^\/participants\/([^/]+)(\/events|\/statement)?$/.exec(path)) !== null) {
      const id = decodeURIComponent(match[1] ?? '');
      const participant = fixtures.participants.find((p) => p.id === id);
      if (participant === undefined)
        return send(response, 404, problem(404, 'Not Found', `No participant ${id}.`));
      if (!own(id)) return send(response, 403, problem(403, 'Forbidden', 'Not your account.'));
      if (match[2] === '/events') {
        return send(response, 200, {
          events: id === 'P1' ? fixtures.factsOf(fixtures.events) : [],
        });
      }
      if (match[2] === '/statement' && asOf < '2001-01-01') {
        return send(
          response,
          422,
          problem(422, 'Not a Participant then', `${id} was not a Participant on ${asOf}.`, {
            code: 'not_a_participant',
            rule: '2.1',
            rules: ['2.1', '1.21'],
          }),
        );
      }
      if (match[2] === '/statement') {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
          return send(
            response,
            400,
            problem(400, 'Bad Request', 'asOf: not a date', { field: 'asOf', code: 'not_a_date' }),
          );
        }
        return send(
          response,
          200,
          id === 'P1'
            ? withClaims(fixtures.statementFor(asOf), filedClaims(writeState), asOf)
            : fixtures.emptyStatement(asOf),
        );
      }
      return send(response, 200, { participant });
    }
    if ((match = /^\/plans\/([^/]+)\/parameters$/.exec(path)) !== null) {
      if (decodeURIComponent(match[1] ?? '') !== fixtures.planId)
        return send(response, 404, problem(404, 'Not Found', 'No such plan.'));
      return send(response, 200, fixtures.planParameters(url.searchParams.get('on') ?? ''));
    }
    if (path === '/funds') return send(response, 200, { funds: fixtures.funds });
    if ((match = /^\/funds\/([^/]+)\/prices$/.exec(path)) !== null) {
      const fund = fixtures.funds.find((f) => f.id === decodeURIComponent(match?.[1] ?? ''));
      if (fund === undefined)
        return send(response, 404, problem(404, 'Not found', 'No such fund.'));
      return send(response, 200, { fund, prices: fixtures.prices[fund.id] ?? [] });
    }
    if (path === '/reports/liability' && staff)
      return send(response, 200, fixtures.liabilityFor(asOf));
    if (path === '/audit' && staff) return send(response, 200, { entries: fixtures.audit });
    if (!staff) return send(response, 403, problem(403, 'Forbidden', 'Plan staff only.'));
    return send(response, 404, problem(404, 'Not Found', `No route ${method} ${path}.`));
  }

  async function serveFile(response: ServerResponse, pathname: string) {
    const relative = normalize(pathname === '/' ? '/index.html' : pathname).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    try {
      const content = await readFile(join(distDir, relative));
      response.writeHead(200, {
        'content-type': types[extname(relative)] ?? 'application/octet-stream',
      });
      response.end(content);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const handled = url.pathname.startsWith('/api/')
      ? api(request, response, url)
      : serveFile(response, url.pathname);
    handled.catch((error: unknown) =>
      send(response, 500, problem(500, 'Internal Server Error', String(error))),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
