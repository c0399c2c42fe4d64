import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './helpers.js';
import { policy, validBodies } from './route-policy.js';
import { buildWorld, fill, otherPlanId, type World } from './world.js';

const roles = ['participant', 'administrator', 'committee', 'assetCommittee', 'payroll', 'auditor'];

for (const dialect of await testDialects()) {
  describe(`access control on ${dialect}`, () => {
    let world: World;
    beforeAll(async () => {
      world = await buildWorld(dialect);
    });
    afterAll(async () => world.close());

    const apiRoutes = () =>
      world.app.routeTable.filter(
        (r) =>
          r.url.startsWith('/api/') &&
          !r.url.startsWith('/api/docs') &&
          r.url !== '/api/openapi.json',
      );

    it('has a written policy for every route', () => {
      const unlisted = apiRoutes()
        .map((r) => `${r.method} ${r.url}`)
        .filter((key) => !(key in policy));
      expect(unlisted).toEqual([]);
    });

    it('walks every route with every role and another participant’s ids: nothing leaks, nothing changes', async () => {
      const before = await snapshot(world.store);
      const leaks: string[] = [];
      let walked = 0;
      for (const route of apiRoutes()) {
        const key = `${route.method} ${route.url}`;
        const rule = policy[key];
        if (!rule || rule.public) continue;
        for (const role of roles) {
          // Allowed staff are not walked (they may change things); a participant is walked with
          // another participant's identifiers wherever he is allowed his own.
          const ownOnly = role === 'participant' && rule.own;
          if (rule.roles.includes(role) && !ownOnly) continue;
          if (role === 'participant' && rule.roles.includes('participant')) continue;
          const reply = await world.agents[role]!.request(
            route.method,
            fill(route.url, world),
            validBodies[key],
          );
          walked += 1;
          if (![403, 404].includes(reply.statusCode))
            leaks.push(`${role} ${key} -> ${reply.statusCode}`);
          else expect(reply.headers['content-type']).toMatch(/application\/problem\+json/);
        }
      }
      expect(leaks).toEqual([]);
      expect(walked).toBeGreaterThan(150);
      expect(await snapshot(world.store)).toBe(before);
    });

    it('a user of another plan gets 403 or 404 on every route of this plan, and nothing changes', async () => {
      const before = await snapshot(world.store);
      const leaks: string[] = [];
      let walked = 0;
      for (const route of apiRoutes()) {
        const key = `${route.method} ${route.url}`;
        // This plan's routes: scoped, and the old paths (the default plan is this one); the
        // list of plans answers each user his own (the next test).
        const installation = /^\/api\/(session|me|users|role-grants|plans$)/.test(route.url);
        if (policy[key]?.public || installation) continue;
        for (const [role, agent] of Object.entries(world.otherAgents)) {
          // A participant also tries his own id, in the plan he does not belong to.
          for (const participantId of role === 'participant' ? ['P2', 'O1'] : ['P2']) {
            const url = fill(route.url, world, participantId);
            const reply = await agent.request(route.method, url, validBodies[key]);
            walked += 1;
            if (![403, 404].includes(reply.statusCode))
              leaks.push(`${role} ${route.method} ${url} -> ${reply.statusCode}`);
          }
        }
      }
      expect(leaks).toEqual([]);
      expect(walked).toBeGreaterThan(400);
      expect(await snapshot(world.store)).toBe(before);
    });

    it('shows each user his own plans and accounts only', async () => {
      const auditor = world.otherAgents.auditor!;
      const plans = (await auditor.get('/api/plans')).json().plans.map((p: { id: string }) => p.id);
      expect(plans).toEqual([otherPlanId]);
      expect((await auditor.get(`/api/plans/${otherPlanId}/participants`)).json()).toMatchObject({
        participants: [{ id: 'O1' }],
      });
      const ours = (await world.agents.auditor!.get('/api/users')).json().users;
      expect(ours.map((u: { username: string }) => u.username)).not.toContain('other-auditor');
      expect(
        (await world.agents.auditor!.get(`/api/plans/${otherPlanId}/participants`)).statusCode,
      ).toBe(404);
      expect((await world.admin.get('/api/plans/no-such-plan/participants')).statusCode).toBe(404);
      // The other plan's audit trail holds its own changes only.
      const trail = (await auditor.get(`/api/plans/${otherPlanId}/audit?limit=1000`)).json()
        .entries;
      const about = new Set(trail.map((e: { entityId: string }) => e.entityId));
      expect(about).toContain('O1');
      for (const ours of ['P1', 'P2', 'IDX', world.ids.runId]) expect(about).not.toContain(ours);
    });

    it('answers 404, not 403, for another participant’s record', async () => {
      const p1 = world.agents.participant!;
      for (const url of [
        '/api/participants/P2',
        '/api/participants/P2/statement',
        '/api/participants/P2/events',
        '/api/participants/NOPE',
      ]) {
        expect((await p1.get(url)).statusCode).toBe(404);
      }
      expect((await p1.get('/api/participants/P1/statement')).statusCode).toBe(200);
    });

    it('refuses every non-public route without a session', async () => {
      const before = await snapshot(world.store);
      for (const route of apiRoutes()) {
        const key = `${route.method} ${route.url}`;
        if (policy[key]?.public) continue;
        const reply = await world.app.inject({
          method: route.method as 'GET',
          url: fill(route.url, world),
          payload: validBodies[key] as object,
        });
        expect(reply.statusCode, key).toBe(401);
      }
      expect(await snapshot(world.store)).toBe(before);
    });

    it('refuses a write without the CSRF header', async () => {
      const reply = await world.admin.request(
        'POST',
        '/api/participants',
        { id: 'P8', name: 'X', hireDate: '2020-01-01' },
        { 'x-csrf-token': 'forged' },
      );
      expect(reply.statusCode).toBe(403);
      expect(reply.json().code).toBe('csrf_token_invalid');
    });
  });
}
