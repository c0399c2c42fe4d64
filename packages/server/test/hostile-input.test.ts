// Issue 8, item 4: the hostile-input test. Every write route gets at least 50 bad bodies
// (hostile-bodies.ts: wrong types, missing fields, control characters, huge numbers, deep
// nesting, bad dates, unknown fields, arrays for objects, bodies that are not JSON), sent by a
// role allowed to write there: no answer is a 5xx or a success, every refusal is
// application/problem+json, and nothing is written (every table but the sessions' compared
// before and after each route's bodies). On SQLite and PostgreSQL.
import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileBodies, type Hostile } from './hostile-bodies.js';
import { snapshot, strongPassword, type Reply } from './helpers.js';
import { policy, validBodies } from './route-policy.js';
import { buildWorld, fill, type World } from './world.js';

/** Who sends a route's bad bodies: a role allowed to write there (a second Committee member approves). */
function senderOf(key: string): string {
  const roles = policy[key]?.roles ?? [];
  if (policy[key]?.public) return 'anonymous';
  if (/\/approval$/.test(key) && roles.includes('committee')) return 'committee2';
  return roles.find((role) => role !== 'participant') ?? 'participant';
}

/** Bodies for routes the policy table gives none (their own fields). */
const extraBases: Record<string, Record<string, unknown>> = {
  'POST /api/me/password': {
    currentPassword: strongPassword,
    newPassword: 'a different long passphrase',
  },
};

type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: object }> } }>
  >;
};

/** The route's body schema from the OpenAPI document (`:id` is `{id}` there). */
function bodySchema(doc: OpenApi, method: string, url: string): object | undefined {
  const path = url.replace(/:(\w+)/g, '{$1}');
  return doc.paths[path]?.[method.toLowerCase()]?.requestBody?.content?.['application/json']
    ?.schema;
}

for (const dialect of await testDialects()) {
  describe(`hostile input on ${dialect}`, () => {
    let world: World;
    beforeAll(async () => {
      world = await buildWorld(dialect);
    });
    afterAll(async () => world.close());

    async function send(key: string, url: string, body: Hostile): Promise<Reply> {
      const method = key.split(' ')[0]!;
      const role = senderOf(key);
      const raw = 'raw' in body;
      const payload = raw ? body.raw : body.json === null ? 'null' : body.json;
      const headers: Record<string, string> = raw
        ? { 'content-type': body.type }
        : body.json === null
          ? { 'content-type': 'application/json' }
          : {};
      if (role === 'anonymous')
        return (await world.app.inject({
          method: method as 'POST',
          url,
          payload: payload as string,
          headers,
        })) as unknown as Reply;
      return world.agents[role]!.request(method, url, payload, headers);
    }

    it('every write route refuses at least 50 bad bodies: no 5xx, no success, nothing written', async () => {
      const doc = world.app.swagger() as unknown as OpenApi;
      const writes = world.app.routeTable
        .filter((r) => r.url.startsWith('/api/') && r.method !== 'GET')
        .map((r) => `${r.method} ${r.url}`)
        // Signing out ends the test agent's session; it reads no body.
        .filter((key) => key !== 'DELETE /api/session');
      const findings: string[] = [];
      const started = Date.now();
      let sent = 0;
      for (const key of writes) {
        const [method, pattern] = key.split(' ') as [string, string];
        const base = (validBodies[key] ??
          extraBases[key.replace(/\/plans\/:planId/, '')] ??
          {}) as Record<string, unknown>;
        const bodies = hostileBodies(base, bodySchema(doc, method, pattern));
        expect(bodies.length, key).toBeGreaterThanOrEqual(50);
        const url = fill(pattern, world);
        const before = await snapshot(world.store);
        for (const body of bodies) {
          const reply = await send(key, url, body);
          sent += 1;
          const what = `${key} [${body.label}] -> ${reply.statusCode} ${reply.body.slice(0, 200)}`;
          if (reply.statusCode >= 500 || reply.statusCode < 400) findings.push(what);
          else if (!String(reply.headers['content-type']).startsWith('application/problem+json'))
            findings.push(`not problem+json: ${what}`);
        }
        if ((await snapshot(world.store)) !== before) findings.push(`${key}: the record changed`);
      }
      if (findings.length > 0) console.log(findings.join('\n'));
      console.log(`${dialect}: ${sent} bad requests in ${Date.now() - started} ms`);
      expect(findings).toEqual([]);
      expect(writes.length).toBeGreaterThan(50);
      expect(sent).toBeGreaterThanOrEqual(50 * writes.length);
      console.log(
        `hostile input on ${dialect}: ${sent} bad requests to ${writes.length} write routes`,
      );
    }, 300_000);
  });
}
