import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Store } from '@defcomp/store';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccessHooks } from './auth/session-hooks.js';
import { systemClock, type Clock } from './clock.js';
import type { Access, AppContext } from './context.js';
import { handleError, sendProblem } from './problems.js';
import { registerRoutes } from './routes/index.js';
import { registerSecurityHeaders } from './security/headers.js';

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
  sessionTtlMs?: number | undefined;
  sessionIdleMs?: number | undefined;
  /**
   * Fastify's trustProxy: behind a TLS-terminating proxy, X-Forwarded-Proto makes the request
   * https, so the cookies are Secure (true, or the proxies' addresses).
   */
  trustProxy?: boolean | string | undefined;
  /** Origins besides the server's own that may write (a web app served elsewhere). */
  allowedOrigins?: readonly string[] | undefined;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const ctx: AppContext = {
    store: options.store,
    clock: options.clock ?? systemClock,
    defaultPlanId: options.planId ?? 'carmax-edcp',
    sessionTtlMs: options.sessionTtlMs ?? 8 * 3600_000,
    sessionIdleMs: options.sessionIdleMs ?? 30 * 60_000,
    allowedOrigins: options.allowedOrigins ?? [],
  };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Strict: an unknown field is an error, and nothing is coerced ("12" is not 12).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  app.setErrorHandler(handleError);
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

async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
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

async function registerWeb(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return sendProblem(reply, 'not_found', { detail: `${request.method} ${request.url}` });
  });
}
