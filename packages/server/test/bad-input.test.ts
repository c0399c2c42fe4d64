import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './helpers.js';
import { badInputs } from './route-policy.js';
import { buildWorld, fill, type World } from './world.js';

for (const dialect of await testDialects()) {
  describe(`bad input on ${dialect}`, () => {
    let world: World;
    beforeAll(async () => {
      world = await buildWorld(dialect);
    });
    afterAll(async () => world.close());

    it('has bad-input cases for every write route', () => {
      const writes = world.app.routeTable
        .filter((r) => r.url.startsWith('/api/') && r.method !== 'GET' && r.url !== '/api/session')
        .map((r) => `${r.method} ${r.url}`)
        .concat('POST /api/session');
      const missing = writes.filter((key) => !(key in badInputs) && key !== 'DELETE /api/session');
      expect(missing).toEqual([]);
    });

    it('answers problem+json naming the field and the rule, and changes nothing', async () => {
      const before = await snapshot(world.store);
      for (const [key, cases] of Object.entries(badInputs)) {
        const [method, pattern] = key.split(' ') as [string, string];
        for (const bad of cases) {
          const url = bad.url ?? fill(pattern, world);
          const reply =
            bad.role === 'anonymous'
              ? await world.app.inject({
                  method: method as 'POST',
                  url,
                  payload: bad.body as object,
                })
              : await world.agents[bad.role]!.request(method, url, bad.body);
          const label = `${key} ${JSON.stringify(bad.body)} -> ${reply.body}`;
          expect(reply.statusCode, label).toBe(bad.status);
          expect(reply.headers['content-type'], label).toMatch(/^application\/problem\+json/);
          const problem = reply.json();
          expect(problem, label).toMatchObject({
            status: bad.status,
            code: expect.any(String),
            title: expect.any(String),
            type: expect.any(String),
          });
          if (bad.field) expect(problem.field, label).toBe(bad.field);
          if (bad.status === 400 || bad.status === 422)
            expect(problem.rule, label).toEqual(expect.any(String));
        }
      }
      expect(await snapshot(world.store)).toBe(before);
    });

    it('cites every rule an election breaks (422) and writes nothing, dry run or not', async () => {
      const before = await snapshot(world.store);
      const election = {
        kind: 'annual',
        planYear: 2026,
        deferrals: { baseSalary: 10 },
        allocation: [{ account: 'RTA', pct: 60 }],
      };
      for (const url of [
        '/api/participants/P1/elections?dryRun=true',
        '/api/participants/P1/elections',
      ]) {
        const reply = await world.agents.participant!.post(url, election);
        expect(reply.statusCode).toBe(422);
        expect(reply.json()).toMatchObject({
          code: 'event_refused',
          rule: '3.1(b)',
          rules: expect.arrayContaining(['3.1(b)']),
        });
      }
      expect(await snapshot(world.store)).toBe(before);
    });
  });
}
