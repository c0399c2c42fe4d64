import { testDialects, verifyAuditLog } from '@defcomp/store';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addParticipant,
  addUser,
  bootWithEligible,
  recordRetroactively,
  signIn,
  snapshot,
  strongPassword,
  type Booted,
  election,
  pays,
  postPayFile,
} from './helpers.js';
import { dropRefusal } from '../../store/test/tamper.js';

for (const dialect of await testDialects()) {
  describe(`API on ${dialect}`, () => {
    let b: Booted;
    beforeEach(async () => {
      b = await bootWithEligible(dialect);
    });
    afterEach(async () => b.close());

    it('signs in with cookies the web app can use, and out again', async () => {
      const reply = await b.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { username: 'admin', password: b.adminPassword },
      });
      expect(reply.json()).toEqual({
        user: {
          id: expect.any(String),
          username: 'admin',
          role: 'administrator',
          participantId: null,
        },
        secondFactor: { enrolled: false, enrolOnly: false },
      });
      const session = reply.cookies.find((c) => c.name === 'defcomp_session');
      const csrf = reply.cookies.find((c) => c.name === 'defcomp_csrf');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(csrf?.httpOnly).toBeFalsy();
      expect((await b.admin.request('DELETE', '/api/session')).statusCode).toBe(204);
      expect((await b.admin.get('/api/me')).statusCode).toBe(401);
    });

    it('throttles sign-in after 5 failures in 15 minutes, even with the right password', async () => {
      for (let i = 0; i < 5; i++) {
        const wrong = await b.app.inject({
          method: 'POST',
          url: '/api/session',
          payload: { username: 'admin', password: 'nope' },
        });
        expect(wrong.statusCode).toBe(401);
      }
      const right = {
        method: 'POST' as const,
        url: '/api/session',
        payload: { username: 'admin', password: b.adminPassword },
      };
      expect((await b.app.inject(right)).json().code).toBe('login_throttled');
      b.clock.advance(16 * 60_000);
      expect((await b.app.inject(right)).statusCode).toBe(200);
    });

    it('expires an idle session', async () => {
      b.clock.advance(31 * 60_000);
      const reply = await b.admin.get('/api/me');
      expect(reply.statusCode).toBe(401);
      expect(reply.json().code).toBe('session_expired');
    });

    it('validates an election on a dry run without writing, then records it once per Idempotency-Key', async () => {
      const before = await snapshot(b.store);
      const dry = await b.admin.post('/api/participants/P1/elections?dryRun=true', election);
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.json()).toMatchObject({ dryRun: true, accepted: true });
      expect(await snapshot(b.store)).toBe(before);
      const key = { 'idempotency-key': 'cda-2025-P1' };
      const first = await b.admin.post('/api/participants/P1/elections', election, key);
      expect(first.statusCode, first.body).toBe(201);
      const afterFirst = await snapshot(b.store);
      const again = await b.admin.post('/api/participants/P1/elections', election, key);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await snapshot(b.store)).toBe(afterFirst);
      const reused = await b.admin.post(
        '/api/participants/P1/elections',
        { ...election, planYear: 2026 },
        key,
      );
      expect(reused.json().code).toBe('idempotency_key_reused');
    });

    it('3.2(b): refuses a late annual election with 422 citing the rule', async () => {
      const late = await b.admin.post('/api/participants/P1/elections', {
        ...election,
        filedAt: '2025-01-01T00:00:00-05:00',
      });
      expect(late.statusCode, late.body).toBe(422);
      expect(late.json().rules).toContain('3.2(b)');
    });

    it('a participant files for himself at the clock’s instant, not a backdated one', async () => {
      const pat = await addUser(b, 'pat1', 'participant', 'P1');
      // The clock says 2025-03-03: an election for 2025 filed now is late (3.2(b)).
      const reply = await pat.post('/api/participants/P1/elections', election);
      expect(reply.statusCode, reply.body).toBe(422);
    });

    it('imports a pay file atomically and idempotently; the statement shows the deferrals (7.1)', async () => {
      await b.admin.post('/api/participants/P1/elections', election);
      const payroll = await addUser(b, 'payroll1', 'payroll');
      const first = await postPayFile(payroll, '/api/pay-imports', {
        fileName: 'jan-mar.json',
        pays,
      });
      expect(first.statusCode, first.body).toBe(201);
      // The same file again records nothing but its job's audit.
      const after = await snapshot(b.store, { audit: false });
      const again = await postPayFile(payroll, '/api/pay-imports', {
        fileName: 'jan-mar.json',
        pays,
      });
      expect(again.json()).toMatchObject({ replayed: true });
      expect(await snapshot(b.store, { audit: false })).toBe(after);
      const statement = await b.admin.get('/api/participants/P1/statement?asOf=2025-03-31');
      expect(statement.statusCode, statement.body).toBe(200);
      expect(statement.json().deferrals.map((d: { amount: string }) => d.amount)).toEqual([
        '2000.00',
        '2000.00',
        '2000.00',
      ]);
      expect(statement.json().balances.RTA).toBe('6000.00');
      const report = await b.admin.get('/api/reports/liability?asOf=2025-03-31');
      expect(report.json().totals).toMatchObject({ RTA: '6000.00', owed: '6000.00' });
      const known = await b.admin.get(
        `/api/participants/P1/statement?asOf=2025-03-31&knownAt=2025-03-03T14:00:00Z`,
      );
      expect(known.json().deferrals, known.body).toEqual([]);
    });

    it('the statement shows the payment schedule ahead, each payment with its trace when asked (5.7)', async () => {
      await b.admin.post('/api/participants/P1/elections', election);
      const payroll = await addUser(b, 'payroll1', 'payroll');
      await postPayFile(payroll, '/api/pay-imports', { fileName: 'jan-mar.json', pays });
      const separation = { type: 'separation', date: '2025-03-20', reason: 'retirement' };
      const posted = await b.admin.post('/api/participants/P1/events', separation);
      expect(posted.statusCode, posted.body).toBe(201);
      const statement = (
        await b.admin.get('/api/participants/P1/statement?asOf=2025-03-31&explain=true')
      ).json();
      expect(statement.payments).toEqual([]);
      expect(statement.scheduled).toEqual([
        expect.objectContaining({
          date: '2025-04-15',
          benefit: 'smallBalance',
          amount: '6000.00',
          valuedAt: '2025-03-31',
          trace: expect.arrayContaining([expect.stringContaining('smallBalanceLimit 50000.00')]),
        }),
      ]);
    });

    it('a refused election names the field at fault for each rule (1.12, 3.4)', async () => {
      const bad = {
        ...election,
        deferrals: { baseSalary: 76 },
        allocation: [
          { account: 'RTA', pct: 50 },
          { account: 'SDA:2026-01', pct: 50 },
        ],
      };
      const reply = await b.admin.post('/api/participants/P1/elections?dryRun=true', bad);
      expect(reply.statusCode, reply.body).toBe(422);
      expect(reply.json()).toMatchObject({
        code: 'event_refused',
        field: 'deferrals.baseSalary',
        violations: [
          { rule: '1.12', field: 'deferrals.baseSalary' },
          { rule: '3.4', field: 'allocation[1].account' },
        ],
      });
    });

    it('an event with its own workflow names the route and rule to use (8.2)', async () => {
      const claim = { type: 'claim', id: 'C1', date: '2025-01-06', action: 'filed' };
      const reply = await b.admin.post('/api/participants/P1/events', claim);
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toMatchObject({
        code: 'event_needs_workflow',
        rule: '11.1',
        field: 'type',
        detail: 'record claim with POST /api/participants/{id}/claims (11.1)',
      });
    });

    it('segregation of duties: whoever prepares a payment run or a decision cannot approve it', async () => {
      const c1 = await addUser(b, 'committee1', 'committee');
      const c2 = await addUser(b, 'committee2', 'committee');
      const run = (
        await c1.post('/api/payment-runs', { payFrom: '2025-01-01', payThrough: '2025-12-31' })
      ).json().run;
      const self = await c1.post(`/api/payment-runs/${run.id}/approval`, {});
      expect(self.statusCode).toBe(403);
      expect(self.json().code).toBe('same_person_cannot_approve');
      const other = await c2.post(`/api/payment-runs/${run.id}/approval`, {});
      expect(other.json().run).toMatchObject({ status: 'approved', approvedBy: 'committee2' });
      const filed = (
        await b.admin.post('/api/participants/P1/emergency-requests', {
          amount: '500.00',
          reason: 'flood',
        })
      ).json().request;
      const decision = (
        await c1.post(`/api/emergency-requests/${filed.id}/decision`, {
          approved: false,
          amount: '0.00',
          payOn: '2025-03-10',
          date: '2025-03-03',
        })
      ).json().decision;
      expect((await c1.post(`/api/decisions/${decision.id}/approval`, {})).statusCode).toBe(403);
      const approved = await c2.post(`/api/decisions/${decision.id}/approval`, {});
      expect(approved.statusCode, approved.body).toBe(200);
      const events = (await b.admin.get('/api/participants/P1/events')).json().events;
      expect(events.at(-1)).toMatchObject({ type: 'emergencyDecision', recordedBy: 'committee2' });
    });

    it('every write is in the audit chain, which verifies, and fails after a hand edit', async () => {
      await b.admin.post('/api/participants/P1/elections', election);
      const audit = (await b.admin.get('/api/audit')).json().entries;
      expect(audit.map((e: { action: string }) => e.action)).toEqual(
        expect.arrayContaining(['participant.created', 'eligibility.eligible', 'election.filed']),
      );
      expect(audit.at(-1)).toMatchObject({ actor: 'admin', entity: 'participant', entityId: 'P1' });
      expect((await b.admin.get('/api/audit/verify')).json()).toMatchObject({ ok: true });
      await dropRefusal(b.store.db, b.store.dialect, 'audit_log', 'update');
      await sql`update audit_log set actor = 'mallory' where seq = 2`.execute(b.store.db);
      expect(await verifyAuditLog(b.store.db)).toMatchObject({ ok: false, seq: 2 });
    });

    it('serves the funds and prices as exact decimals', async () => {
      const asset = await addUser(b, 'asset1', 'assetCommittee');
      await asset.post('/api/funds', { id: 'IDX', name: 'Equity Index' });
      await asset.post('/api/funds/IDX/prices', {
        prices: [
          { date: '2025-01-02', price: '12.5' },
          { date: '2025-01-03', price: '0.000001' },
        ],
      });
      const again = await asset.post('/api/funds/IDX/prices', {
        prices: [{ date: '2025-01-02', price: '12.50' }],
      });
      expect(again.json()).toMatchObject({ added: 0, unchanged: 1 });
      expect((await b.admin.get('/api/funds/IDX/prices')).json().prices).toEqual([
        { date: '2025-01-02', price: '12.5' },
        { date: '2025-01-03', price: '0.000001' },
      ]);
      expect(
        (await b.admin.get('/api/funds')).json().funds.map((f: { id: string }) => f.id),
      ).toEqual(['IDX', 'SV']);
    });

    it('5.7: a small balance valued at Separation but not yet paid is still in the liability', async () => {
      await addParticipant(b, 'P2');
      const events = [
        { type: 'eligible', date: '2023-11-01', notifiedOn: '2023-11-01' },
        { type: 'election', ...election, filedAt: '2023-12-10T10:00:00-05:00', planYear: 2024 },
        ...['01-31', '02-29', '03-28', '04-30', '05-31'].map((day) => ({
          type: 'pay',
          date: `2024-${day}`,
          component: 'baseSalary',
          gross: '20000.00',
          netAvailable: '12000.00',
        })),
        {
          type: 'pay',
          date: '2024-06-28',
          component: 'baseSalary',
          gross: '20000.00',
          netAvailable: '1500.00',
        },
      ];
      for (const event of events) {
        const reply = await b.admin.post('/api/participants/P2/events', event);
        expect(reply.statusCode, reply.body).toBe(201);
      }
      // 12.9: recorded in 2025, the Separation creates a payment valued in 2024: a retroactive
      // change, prepared by the administrator and approved by a Committee member.
      const separation = { type: 'separation', date: '2024-07-10', reason: 'retirement' };
      const approver = await addUser(b, 'committee9', 'committee');
      const approval = await recordRetroactively(b, 'P2', separation, approver);
      expect(approval.statusCode, approval.body).toBe(200);
      const payments = (await b.admin.get('/api/participants/P2/payments?asOf=2024-12-31')).json()
        .payments;
      expect(payments).toMatchObject([
        {
          date: '2024-08-15',
          benefit: 'smallBalance',
          amount: '11500.00',
          valuedAt: '2024-07-31',
          rules: expect.arrayContaining(['5.7']),
        },
      ]);
      const report = (await b.admin.get('/api/reports/liability?asOf=2024-08-05')).json();
      const p2 = report.participants.find(
        (p: { participantId: string }) => p.participantId === 'P2',
      );
      expect(p2.totals).toMatchObject({ RTA: '0.00', fixedUnpaid: '11500.00', owed: '11500.00' });
      // Due on 2024-08-15 and paid by no run: still owed (payments made are facts, issue 8).
      const due = (await b.admin.get('/api/reports/liability?asOf=2024-08-15')).json();
      expect(due.totals).toMatchObject({ fixedUnpaid: '11500.00', owed: '11500.00' });
      const c1 = await addUser(b, 'committee7', 'committee');
      const c2 = await addUser(b, 'committee8', 'committee');
      const window = { payFrom: '2024-08-01', payThrough: '2024-08-31' };
      const run = (await c1.post('/api/payment-runs', window)).json().run;
      expect((await c2.post(`/api/payment-runs/${run.id}/approval`, {})).statusCode).toBe(200);
      const paid = (await b.admin.get('/api/reports/liability?asOf=2025-03-03')).json();
      expect(paid.totals).toMatchObject({ fixedUnpaid: '0.00', owed: '0.00' });
    });

    it('9.3: refuses a plan termination paying sooner than 12 months after it', async () => {
      const committee = await addUser(b, 'committee1', 'committee');
      const reply = await committee.post('/api/company/plan-termination', {
        date: '2025-03-01',
        payOn: '2025-06-01',
      });
      expect(reply.statusCode, reply.body).toBe(422);
      expect(reply.json().rules).toContain('9.3');
      const ok = await committee.post('/api/company/plan-termination', {
        date: '2025-03-01',
        payOn: '2026-04-01',
      });
      expect(ok.statusCode, ok.body).toBe(202);
    });

    it('signs in a participant who sees his own record', async () => {
      await addUser(b, 'pat1', 'participant', 'P1');
      const pat = await signIn(b.app, 'pat1', strongPassword);
      expect((await pat.get('/api/me')).json().user).toMatchObject({
        role: 'participant',
        participantId: 'P1',
      });
      expect((await pat.get('/api/participants/P1/eligibility')).json()).toMatchObject({
        eligible: true,
        windows: [{ closesOn: '2024-12-01' }],
      });
    });
  });
}
