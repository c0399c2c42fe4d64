import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Problem } from '../problems.js';
import { detailOf } from '../i18n/problem-details.js';

/**
 * The Content Security Policy the built web app runs under: its own scripts only (Vite emits one
 * module script, no inline code); inline styles are allowed because Mantine sets its CSS
 * variables in a style element; no framing (clickjacking), no plugins, no foreign forms.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const hsts = 'max-age=31536000; includeSubDomains';

/** ASVS V3.4, V14.4: security headers on every answer; personal data is never cached. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // HSTS is sent below, over HTTPS only (RFC 6797 7.2: not over plain HTTP).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    // One year, subdomains, once the request came over TLS (directly, or from a trusted proxy).
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    // Every API answer may carry a participant's data (statements, payments, tax withheld).
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * ASVS V50 (browser origin separation): a write from a browser must come from this server's own
 * origin. The CSRF token already binds writes to a session; this also refuses a cross-site
 * sign-in (login CSRF). Clients that send no Origin (curl, the CLI) are not browsers.
 */
export function checkOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): void {
  if (!writes.has(request.method)) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new Problem('origin_not_allowed', detailOf('cross_site'));
  }
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = `${request.protocol}://${request.host}`;
  if (origin !== own && !allowedOrigins.includes(origin)) {
    throw new Problem('origin_not_allowed', detailOf('origin_not_allowed', { origin }));
  }
}
