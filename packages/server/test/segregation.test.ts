import { listAudit, testDialects } from '@defcomp/store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { approveRoleOnMachine } from '../src/index.js';
import {
  addParticipant,
  addUser,
  boot,
  signIn,
  strongPassword,
  type Agent,
  type Booted,
} from './helpers.js';

// Issue 11, 4: the Committee as a register (8.1), approval rights that follow membership on the
// day of the approval, and two people for every act that moves money or rights.

const termination = { date: '2025-03-01', payOn: '2026-04-01' };

for (const dialect of await testDialects()) {
  describe(`segregation of duties on ${dialect}`, () => {
    let b: Booted;
    let c1: Agent;
    let c2: Agent;
    beforeEach(async () => {
      b = await boot(dialect);
      await addParticipant(b, 'P1');
      await b.admin.post('/api/participants/P1/eligibility', {
        type: 'eligible',
        date: '2024-11-01',
        notifiedOn: '2024-11-01',
      });
      c1 = await addUser(b, 'committee1', 'committee');
      c2 = await addUser(b, 'committee2', 'committee');
    });
    afterEach(async () => b.close());

    const idOf = async (agent: Agent) => (await agent.get('/api/me')).json().user.id as string;
    const termOf = async (username: string) => {
      const register = (await b.admin.get('/api/committee')).json();
      const users = (await b.admin.get('/api/users')).json().users;
      const userId = users.find((u: { username: string }) => u.username === username).id;
      return register.members.find((m: { userId: string }) => m.userId === userId);
    };

    it('1.4, 9.3: a Change in Control and a plan termination are recorded only once a second member approves', async () => {
      for (const [url, body] of [
        ['/api/company/change-in-control', { date: '2025-03-01' }],
        ['/api/company/plan-termination', termination],
      ] as const) {
        const prepared = await c1.post(url, body);
        expect(prepared.statusCode, prepared.body).toBe(202);
        const { decision } = prepared.json();
        expect((await c1.get('/api/company/events')).json().events).toHaveLength(
          url.endsWith('control') ? 0 : 1,
        );
        const own = await c1.post(`/api/company/decisions/${decision.id}/approval`);
        expect(own.statusCode).toBe(403);
        expect(own.json().code).toBe('same_person_cannot_approve');
        const approved = await c2.post(`/api/company/decisions/${decision.id}/approval`);
        expect(approved.statusCode, approved.body).toBe(200);
        expect(approved.json().decision).toMatchObject({
          status: 'approved',
          approvedBy: 'committee2',
        });
        const again = await c2.post(`/api/company/decisions/${decision.id}/approval`);
        expect(again.json().code).toBe('not_pending');
      }
      const events = (await c1.get('/api/company/events')).json().events;
      expect(events.map((e: { event: { type: string } }) => e.event.type)).toEqual([
        'changeInControl',
        'planTermination',
      ]);
      const actions = (await listAudit(b.store.db, { entity: 'companyDecision', limit: 100 })).map(
        (e) => `${e.action} ${e.actor}`,
      );
      expect(actions).toEqual([
        'changeInControl.prepared committee1',
        'company.changeInControl committee2',
        'planTermination.prepared committee1',
        'company.planTermination committee2',
      ]);
    });

    it('1.20: a Key Employee list, and 5.9: a domestic relations order, take two people', async () => {
      const list = await c1.post('/api/key-employees', {
        identificationDate: '2024-12-31',
        participantIds: ['P1'],
      });
      expect(list.statusCode, list.body).toBe(202);
      expect((await c1.get('/api/key-employees')).json().identifications).toEqual([]);
      await c2.post(`/api/company/decisions/${list.json().decision.id}/approval`);
      expect((await c1.get('/api/key-employees')).json().identifications).toHaveLength(1);

      const order = { date: '2025-04-01', alternatePayee: 'Former spouse', pct: 50 };
      const url = '/api/participants/P1/domestic-relations-orders';
      const prepared = await b.admin.post(url, order);
      expect(prepared.statusCode, prepared.body).toBe(202);
      expect((await b.admin.get(url)).json().events).toEqual([]);
      // The generic events route is no way around it.
      const around = await b.admin.post('/api/participants/P1/events', {
        type: 'domesticRelationsOrder',
        ...order,
      });
      expect(around.statusCode).toBe(422);
      expect(around.json()).toMatchObject({ code: 'event_needs_workflow', rule: '5.9' });
      const decisionId = prepared.json().decision.id;
      expect((await c1.post(`/api/decisions/${decisionId}/approval`)).statusCode).toBe(200);
      expect((await b.admin.get(url)).json().events).toHaveLength(1);
    });

    it('refuses a second account of the preparer on every approval (people, not usernames)', async () => {
      const me = (await b.admin.get('/api/users')).json().users;
      const person = me.find((u: { username: string }) => u.username === 'committee1').personId;
      const created = await b.admin.post('/api/users', {
        username: 'c1.alias',
        password: strongPassword,
        role: 'committee',
        personId: person,
      });
      expect(created.statusCode).toBe(202);
      await approveRoleOnMachine(b.store, 'c1.alias', b.clock);
      const alias = await signIn(b.app, 'c1.alias', strongPassword);
      const prepared = (await c1.post('/api/company/plan-termination', termination)).json();
      const refused = await alias.post(`/api/company/decisions/${prepared.decision.id}/approval`);
      expect(refused.json().code).toBe('same_person_cannot_approve');
      const run = await c1.post('/api/payment-runs', {
        payFrom: '2025-01-01',
        payThrough: '2025-12-31',
      });
      const runRefused = await alias.post(`/api/payment-runs/${run.json().run.id}/approval`);
      expect(runRefused.json().code).toBe('same_person_cannot_approve');
    });

    it('8.1: approval rights follow membership on the day of the approval', async () => {
      const c3 = await addUser(b, 'committee3', 'committee');
      const register = (await b.admin.get('/api/committee')).json();
      expect(register).toMatchObject({ on: '2025-03-03', membersMin: 3, belowMinimum: false });
      expect(register.sitting).toHaveLength(3);
      const term = await termOf('committee3');
      expect(term).toMatchObject({ appointedOn: '2025-03-03', status: 'approved', endedOn: null });

      // He resigns today: from today he approves nothing as a member.
      const ended = await b.admin.post(`/api/committee/members/${term.id}/end`, {
        endedOn: '2025-03-03',
        reason: 'resigned',
        instrument: 'letter of resignation of 2025-03-03',
      });
      expect(ended.statusCode, ended.body).toBe(200);
      const after = (await b.admin.get('/api/committee')).json();
      expect(after).toMatchObject({ belowMinimum: true });
      const prepared = (await c1.post('/api/company/plan-termination', termination)).json();
      const refused = await c3.post(`/api/company/decisions/${prepared.decision.id}/approval`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'not_committee_member', rule: '8.1' });
      // Nor does he approve an account's committee role.
      const waiting = await b.admin.post('/api/users', {
        username: 'newcomer',
        password: strongPassword,
        role: 'committee',
      });
      const grant = await c3.post(`/api/role-grants/${waiting.json().grant.id}/approval`);
      expect(grant.json().code).toBe('not_committee_member');

      // Appointed again from tomorrow: prepared by the administrator, approved by someone else.
      const appointment = await b.admin.post('/api/committee/appointments', {
        userId: await idOf(c3),
        appointedOn: '2025-03-04',
        instrument: 'appointed by the CHRO in writing',
      });
      expect(appointment.statusCode, appointment.body).toBe(202);
      const memberId = appointment.json().member.id;
      const self = await b.admin.post(`/api/committee/members/${memberId}/approval`);
      expect(self.json().code).toBe('same_person_cannot_approve');
      const byHimself = await c3.post(`/api/committee/members/${memberId}/approval`);
      expect(byHimself.statusCode).toBe(403);
      expect((await c1.post(`/api/committee/members/${memberId}/approval`)).statusCode).toBe(200);
      // Not yet a member today; a member tomorrow.
      expect(
        (await c3.post(`/api/company/decisions/${prepared.decision.id}/approval`)).json().code,
      ).toBe('not_committee_member');
      b.clock.advance(24 * 3600_000);
      const tomorrow = await signIn(b.app, 'committee3', strongPassword);
      const approved = await tomorrow.post(
        `/api/company/decisions/${prepared.decision.id}/approval`,
      );
      expect(approved.statusCode, approved.body).toBe(200);
    });

    it('enabling a disabled Committee account again takes a second person, as creating it did', async () => {
      const id = await idOf(c2);
      expect((await b.admin.post(`/api/users/${id}/disabled`, { disabled: true })).statusCode).toBe(
        200,
      );
      const enabled = await b.admin.post(`/api/users/${id}/disabled`, { disabled: false });
      expect(enabled.statusCode, enabled.body).toBe(202);
      expect(enabled.json().user.disabled).toBe(true);
      await expect(signIn(b.app, 'committee2', strongPassword)).rejects.toThrow(/401/);
      const grantId = enabled.json().grant.id;
      expect((await b.admin.post(`/api/role-grants/${grantId}/approval`)).json().code).toBe(
        'same_person_cannot_approve',
      );
      expect((await c1.post(`/api/role-grants/${grantId}/approval`)).statusCode).toBe(200);
      const back = await signIn(b.app, 'committee2', strongPassword);
      expect((await back.get('/api/me')).statusCode).toBe(200);
    });

    it('refuses a term that ends before it began, and one ended twice', async () => {
      const term = await termOf('committee2');
      const early = await b.admin.post(`/api/committee/members/${term.id}/end`, {
        endedOn: '2025-01-01',
        reason: 'removed',
        instrument: 'board resolution',
      });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({ field: 'endedOn', rule: '8.1' });
      const body = { endedOn: '2025-03-10', reason: 'employmentEnded', instrument: 'HR notice' };
      expect((await b.admin.post(`/api/committee/members/${term.id}/end`, body)).statusCode).toBe(
        200,
      );
      expect((await b.admin.post(`/api/committee/members/${term.id}/end`, body)).statusCode).toBe(
        409,
      );
    });
  });
}
