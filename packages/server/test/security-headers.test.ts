import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openTestStore } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, fixedClock, seedEmptyStore } from '../src/index.js';
import { boot, type Booted } from './helpers.js';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

describe('headers and transport (ASVS V3, V14)', () => {
  let b: Booted;
  beforeAll(async () => {
    b = await boot('sqlite');
  });
  afterAll(() => b.close());

  it('sends a strict CSP, no framing, HSTS, nosniff and no referrer on every answer', async () => {
    for (const url of ['/api/me', '/api/openapi.json', '/nowhere']) {
      const reply = await b.app.inject({ method: 'GET', url });
      const csp = String(reply.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // HSTS over HTTPS only (the next test): this request came over plain HTTP.
      expect(reply.headers['strict-transport-security']).toBeUndefined();
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('never lets personal data be cached (Cache-Control: no-store)', async () => {
    const reply = await b.admin.get('/api/participants');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('refuses a write from another origin, and a cross-site sign-in', async () => {
    const foreign = await b.admin.post(
      '/api/participants',
      { id: 'P9', name: 'Pat', hireDate: '2015-06-01' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('origin_not_allowed');
    const own = await b.admin.post(
      '/api/participants',
      { id: 'P9', name: 'Pat', hireDate: '2015-06-01' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(own.statusCode).toBe(201);
    const signIn = await b.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { username: 'admin', password: b.adminPassword },
    });
    expect(signIn.json().code).toBe('origin_not_allowed');
  });

  it('marks the cookies Secure and sends HSTS behind a TLS proxy when trustProxy is set, and only then', async () => {
    const store = await openTestStore('sqlite');
    const clock = fixedClock('2025-03-03T15:00:00Z');
    const { administrator } = await seedEmptyStore(store, clock);
    const payload = { username: 'admin', password: administrator?.password ?? '' };
    const headers = { 'x-forwarded-proto': 'https' };
    for (const trustProxy of [false, true]) {
      const app = await buildApp({ store, clock, trustProxy });
      const reply = await app.inject({ method: 'POST', url: '/api/session', headers, payload });
      expect(reply.statusCode).toBe(200);
      for (const cookie of reply.cookies) expect(Boolean(cookie.secure)).toBe(trustProxy);
      // HSTS once the request is known to be HTTPS, never over plain HTTP.
      expect(reply.headers['strict-transport-security']).toBe(
        trustProxy ? 'max-age=31536000; includeSubDomains' : undefined,
      );
      await app.close();
    }
    await store.close();
  });

  it.skipIf(!existsSync(`${webDist}/index.html`))(
    'serves the built web app under the CSP: its scripts and styles are files of its own origin',
    async () => {
      const store = await openTestStore('sqlite');
      const app = await buildApp({ store, clock: fixedClock('2025-03-03T15:00:00Z'), webDist });
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      // No inline script (script-src 'self' would block it), no foreign script or style.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      expect(assets.length).toBeGreaterThan(1);
      for (const asset of assets) {
        expect(asset.startsWith('/')).toBe(true);
        expect((await app.inject({ method: 'GET', url: asset })).statusCode).toBe(200);
      }
      // The bundle itself evaluates no strings as code (CSP has no 'unsafe-eval').
      const script = assets.find((a) => a.endsWith('.js'))!;
      const code = readFileSync(`${webDist}${script}`, 'utf8');
      expect(code).not.toMatch(/\bnew Function\(|\beval\(/);
      await app.close();
      await store.close();
    },
  );
});
