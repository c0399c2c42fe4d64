import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { FORMATS as MODEL_FORMATS } from '@defcomp/domain';
import type { Store } from '@defcomp/store';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccessHooks } from './core/auth/session-hooks.js';
import { systemClock, type Clock } from './core/clock.js';
import type { Access, AppContext } from './core/context.js';
import type { JobQueue } from './core/queue.js';
import { handleError, sendProblem } from './core/problems.js';
import { ProblemSchema } from './core/responses.js';
import { sharedCompilers } from './core/http/schema-compilers.js';
import { datedFormats, registerInputControls, useRequestClock } from './core/input-controls.js';
import { registerRoutes } from './routes.js';
import { registerSecurityHeaders } from './core/security/headers.js';
import { useEvaluation, type EvaluationMode } from './core/workers/pool.js';
import { detailOf } from './core/i18n/problem-details.js';

/** Every route with its access rule: the access-control test and the OpenAPI check walk it. */
export interface RouteSummary {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteSummary[];
  }
}

export interface AppOptions {
  store: Store;
  clock?: Clock | undefined;
  planId?: string | undefined;
  /** Folder of the built web app; its index.html answers every non-API GET (SPA fallback). */
  webDist?: string | undefined;
  logger?: boolean | undefined;
  /** Where the log goes (tests read it); implies `logger`. */
  logStream?: { write(line: string): void } | undefined;
  sessionTtlMs?: number | undefined;
  sessionIdleMs?: number | undefined;
  /**
   * Fastify's trustProxy: behind a TLS-terminating proxy, X-Forwarded-Proto makes the request
   * https, so the cookies are Secure (true, or the proxies' addresses).
   */
  trustProxy?: boolean | string | undefined;
  /** Origins besides the server's own that may write (a web app served elsewhere). */
  allowedOrigins?: readonly string[] | undefined;
  /** Where the engine runs: worker threads (built, the default) or in line (workers/pool.ts). */
  evaluation?: EvaluationMode | undefined;
  /** Staff must enrol and use a TOTP second factor (default: optional, each may enrol one). */
  secondFactorRequired?: boolean | undefined;
  /** The job queue: after each plan write, a refresh of the plan's projections is sent to it. */
  jobs?: JobQueue | undefined;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const ctx: AppContext = {
    store: options.store,
    clock: options.clock ?? systemClock,
    defaultPlanId: options.planId ?? 'carmax-edcp',
    sessionTtlMs: options.sessionTtlMs ?? 8 * 3600_000,
    sessionIdleMs: options.sessionIdleMs ?? 30 * 60_000,
    allowedOrigins: options.allowedOrigins ?? [],
    secondFactorRequired: options.secondFactorRequired ?? false,
    jobs: options.jobs,
  };
  const app = Fastify({
    logger: loggerOptions(options),
    trustProxy: options.trustProxy ?? false,
    // Strict: an unknown field is an error, and nothing is coerced ("12" is not 12).
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false },
      onCreate: addModelFormats,
    },
    // Compiled once a process (http/schema-compilers.ts): an app starts in 0.1 s, not 1.9 s.
    schemaController: { compilersFactory: sharedCompilers },
  });
  app.setErrorHandler(handleError);
  // Before any route: body limits per route, nesting, control characters, the date horizon.
  registerInputControls(app);
  useRequestClock(app, ctx.clock);
  useEvaluation(app, options.evaluation);
  const routes: RouteSummary[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config?.access });
    }
  });
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  registerAccessHooks(app, ctx);
  await app.register(async (api) => registerRoutes(api, ctx), { prefix: '/api' });
  await registerWeb(app, options.webDist);
  return app;
}

/**
 * The domain model's formats, after ajv-formats' so that they win: a `date` anywhere in a
 * body, path or query string is a calendar date (2025-02-30 is a 400 naming the field, never a
 * 500 later nor a stored fact), judged by the same function the scenario parser uses.
 */
function addModelFormats(ajv: {
  addFormat(name: string, check: (value: string) => boolean): unknown;
}): void {
  for (const [name, check] of Object.entries(MODEL_FORMATS)) ajv.addFormat(name, check);
  // Input controls: a date or instant outside the record's horizon (the request's clock) fails.
  for (const [name, check] of Object.entries(datedFormats())) ajv.addFormat(name, check);
}

async function registerOpenApi(app: FastifyInstance): Promise<void> {
  documentProblems(app);
  await app.register(fastifySwagger, {
    // Shared schemas keep their names (components.schemas.Problem), not def-0.
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) => `${json.$id ?? `def-${i}`}`,
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'defcomp API',
        version: '0.1.0',
        description:
          'Administers a US nonqualified deferred compensation plan (IRC 409A). Errors are application/problem+json with code, rule and field.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'defcomp_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
        },
      },
      security: [{ session: [], csrf: [] }],
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get(
    '/api/openapi.json',
    { schema: { hide: true }, config: { access: { public: true } } },
    async () => app.swagger(),
  );
}

/**
 * Every API route may fail with application/problem+json (problems.ts): the schema is declared
 * once, as a shared schema, and added here to each route's 4XX and 5XX answers.
 */
function documentProblems(app: FastifyInstance): void {
  app.addSchema(ProblemSchema);
  const problem = {
    description: 'A problem: code, the rule behind it, the field at fault (RFC 9457)',
    content: { 'application/problem+json': { schema: { $ref: 'Problem#' } } },
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (route.schema?.hide === true) return;
    route.schema = {
      ...route.schema,
      response: { '4XX': problem, '5XX': problem, ...(route.schema?.response as object) },
    };
  });
}

async function registerWeb(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return sendProblem(
      reply,
      'not_found',
      detailOf('route_not_found', { method: request.method, url: request.url }),
    );
  });
}

/**
 * The log never holds a secret (SECURITY.md "Personal data at rest"): Fastify logs a request's
 * method, URL and status, never its body or headers; should anything log one, these paths are
 * censored: session and CSRF tokens, and every tax id and bank account field.
 */
export const logRedactions = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'taxId',
  'bankAccount',
  '*.taxId',
  '*.bankAccount',
  '*.accountNumber',
  '*.routingNumber',
  '*.*.taxId',
  '*.*.bankAccount',
];

function loggerOptions(options: AppOptions) {
  if (!options.logger && !options.logStream) return false;
  return {
    ...(options.logStream ? { stream: options.logStream } : {}),
    redact: { paths: logRedactions, censor: '[redacted]' },
  };
}
