// Issue 8, item 1: who may date what. Through the real app, on SQLite and PostgreSQL.
import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addParticipant,
  addUser,
  boot,
  election,
  pays,
  signIn,
  snapshot,
  strongPassword,
  type Agent,
  type Booted,
  postPayFile,
} from './helpers.js';

/** No reason given: the test agents' default X-Reason header taken away. */
const noReason = { 'x-reason': '' };

/** P3's 2024: eligible, a CDA, six months of pay (the last nearly all withheld: 1.14). */
const history2024 = [
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
const separation = { type: 'separation', date: '2024-07-10', reason: 'retirement' };

for (const dialect of await testDialects()) {
  describe(`who may date what on ${dialect}`, () => {
    let b: Booted;
    let pat: Agent;
    let committee1: Agent;
    let committee2: Agent;
    beforeAll(async () => {
      b = await boot(dialect);
      for (const id of ['P1', 'P3']) await addParticipant(b, id);
      pat = await addUser(b, 'pat1', 'participant', 'P1');
      committee1 = await addUser(b, 'committee1', 'committee');
      committee2 = await addUser(b, 'committee2', 'committee');
      const asset = await addUser(b, 'asset1', 'assetCommittee');
      const payroll = await addUser(b, 'payroll1', 'payroll');
      await b.admin.post('/api/participants/P1/eligibility', {
        type: 'eligible',
        date: '2024-11-01',
        notifiedOn: '2024-11-01',
      });
      await b.admin.post('/api/participants/P1/elections', election);
      await asset.post('/api/funds', { id: 'IDX', name: 'Equity Index' });
      await asset.post('/api/funds/IDX/prices', {
        prices: [
          { date: '2024-12-31', price: '10' },
          { date: '2025-01-31', price: '12' },
          { date: '2025-02-28', price: '15' },
        ],
      });
      const imported = await postPayFile(payroll, '/api/pay-imports', { pays: pays.slice(0, 2) });
      expect(imported.statusCode, imported.body).toBe(201);
    });
    afterAll(async () => b.close());

    it('7.4: a participant’s allocation change dated 2025-01-02 with applyTo both is dated today and leaves the past alone', async () => {
      const before = (await pat.get('/api/participants/P1/statement?asOf=2025-02-28')).json();
      expect(before.balances.RTA).toBe('4000.00');
      const reply = await pat.post('/api/participants/P1/allocations', {
        date: '2025-01-02',
        account: 'RTA',
        investments: { IDX: 100 },
        applyTo: 'both',
      });
      expect(reply.statusCode, reply.body).toBe(201);
      // The clock says 2025-03-03 (Eastern): the body's date is ignored and replaced.
      expect(reply.json().event).toMatchObject({ type: 'allocationChange', date: '2025-03-03' });
      const after = (await pat.get('/api/participants/P1/statement?asOf=2025-02-28')).json();
      expect(after.balances).toEqual(before.balances);
      expect(after.deferrals).toEqual(before.deferrals);
      // Staff may date it (with a reason): the same body from the administrator keeps its date.
      const dry = await b.admin.post('/api/participants/P1/allocations?dryRun=true', {
        date: '2025-01-02',
        account: 'RTA',
        investments: { IDX: 100 },
        applyTo: 'future',
        reason: 'paper form received in January',
      });
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.json().event.date).toBe('2025-01-02');
    });

    it('11.1: a participant’s claim is dated by the server, whatever the body says', async () => {
      const reply = await pat.post('/api/participants/P1/claims', {
        claimId: 'C-own',
        date: '2019-01-02',
      });
      expect(reply.statusCode, reply.body).toBe(201);
      expect(reply.json().event).toMatchObject({ date: '2025-03-03', action: 'filed' });
    });

    it('8.2: staff record a fact dated before today only with a reason, and the audit keeps it', async () => {
      const body = { type: 'ineligible', date: '2025-01-15' };
      const before = await snapshot(b.store);
      const refused = await b.admin.post('/api/participants/P3/eligibility', body, noReason);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'reason_required',
        rule: '8.2',
        field: 'reason',
      });
      // A dry run says so too, and a claim by staff likewise.
      const claim = await b.admin.post(
        '/api/participants/P3/claims',
        { claimId: 'C-staff', date: '2025-01-10' },
        noReason,
      );
      expect(claim.json()).toMatchObject({ status: 400, field: 'reason' });
      expect(await snapshot(b.store)).toBe(before);
      // Dated today or later, no reason is needed.
      const today = await b.admin.post(
        '/api/participants/P3/eligibility?dryRun=true',
        { type: 'ineligible', date: '2025-03-03' },
        noReason,
      );
      expect(today.statusCode).not.toBe(400);
      const given = await b.admin.post(
        '/api/participants/P1/claims',
        { claimId: 'C-paper', date: '2025-01-10', reason: 'claim letter received by mail' },
        noReason,
      );
      expect(given.statusCode, given.body).toBe(201);
      const audit = (
        await b.admin.get('/api/audit?entity=participant&entityId=P1&limit=1000')
      ).json().entries;
      expect(audit).toContainEqual(
        expect.objectContaining({
          action: 'claim.filed',
          reason: 'claim letter received by mail',
        }),
      );
      // The web sends X-Reason percent-encoded (a header is Latin-1; the reason may be Chinese).
      const chinese = '紙本表格於十二月收到';
      const encoded = await b.admin.post(
        '/api/participants/P1/claims',
        { claimId: 'C-paper-zh', date: '2025-01-11' },
        { 'x-reason': encodeURIComponent(chinese) },
      );
      expect(encoded.statusCode, encoded.body).toBe(201);
      const entries = (
        await b.admin.get('/api/audit?entity=participant&entityId=P1&limit=1000')
      ).json().entries;
      expect(entries).toContainEqual(expect.objectContaining({ reason: chinese }));
    });

    it('12.9: a backdated Separation that creates a payment already valued is refused 409, then prepared, shown and approved by another person', async () => {
      for (const event of history2024) {
        const reply = await b.admin.post('/api/participants/P3/events', event);
        expect(reply.statusCode, reply.body).toBe(201);
      }
      const before = await snapshot(b.store);
      const direct = await b.admin.post('/api/participants/P3/events', separation);
      expect(direct.statusCode, direct.body).toBe(409);
      expect(direct.json()).toMatchObject({
        code: 'retroactive_change',
        rule: '12.9',
        payments: [
          {
            participantId: 'P3',
            date: '2024-08-15',
            valuedAt: '2024-07-31',
            before: null,
            after: '11500.00',
            paid: false,
          },
        ],
      });
      expect(await snapshot(b.store)).toBe(before);

      const prepared = await b.admin.post('/api/participants/P3/retroactive-changes', {
        event: separation,
        reason: 'the Separation was reported in March 2025',
      });
      expect(prepared.statusCode, prepared.body).toBe(201);
      const { decision, effect } = prepared.json();
      expect(decision).toMatchObject({ kind: 'retroactiveChange', status: 'prepared' });
      expect(effect.payments).toEqual(direct.json().payments);
      expect(effect.balances).toContainEqual({
        participantId: 'P3',
        account: 'RTA',
        before: '11500.00',
        after: '0.00',
      });
      // Nothing changes until it is approved; the approver sees the same effect.
      const pending = await b.admin.get('/api/participants/P3/payments?asOf=2024-12-31');
      expect(pending.json().payments).toEqual([]);
      const shown = await committee1.get(`/api/decisions/${decision.id}/effect`);
      expect(shown.json().effect).toEqual(effect);
      const approved = await committee2.post(`/api/decisions/${decision.id}/approval`);
      expect(approved.statusCode, approved.body).toBe(200);
      const payments = (await b.admin.get('/api/participants/P3/payments?asOf=2024-12-31')).json()
        .payments;
      expect(payments).toMatchObject([{ date: '2024-08-15', amount: '11500.00' }]);
    });

    it('12.9: a late pay line that would re-value a payment already valued is refused, naming it', async () => {
      const before = await snapshot(b.store);
      const reply = await b.admin.post('/api/participants/P3/events', {
        type: 'pay',
        date: '2024-07-05',
        component: 'baseSalary',
        gross: '5000.00',
        netAvailable: '4000.00',
      });
      expect(reply.statusCode, reply.body).toBe(409);
      expect(reply.json().payments).toMatchObject([
        { paymentKey: 'P3|RTA|smallBalance|2024-08-15|-', before: '11500.00', after: '12000.00' },
      ]);
      expect(await snapshot(b.store)).toBe(before);
    });

    it('1.20: a Key Employee list is refused on any day but the plan’s identification date', async () => {
      const before = await snapshot(b.store);
      const reply = await committee1.post('/api/key-employees', {
        identificationDate: '2024-06-30',
        participantIds: ['P1'],
      });
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toMatchObject({ rule: '1.20', field: 'identificationDate' });
      expect(await snapshot(b.store)).toBe(before);
      // On the day, the list is prepared for a second member's approval (8.1, 1.20).
      const onTheDay = await committee1.post('/api/key-employees', {
        identificationDate: '2024-12-31',
        participantIds: ['P1'],
      });
      expect(onTheDay.statusCode, onTheDay.body).toBe(202);
    });

    it('11.3: an appeal a participant sends after appealBy is refused, whatever date its body says', async () => {
      const filed = await pat.post('/api/participants/P1/claims', { claimId: 'C-late' });
      expect(filed.statusCode, filed.body).toBe(201);
      const denial = await committee1.post('/api/participants/P1/claims/C-late/decision', {
        action: 'denied',
        date: '2025-03-04',
      });
      expect(denial.statusCode, denial.body).toBe(201);
      const approved = await committee2.post(
        `/api/decisions/${denial.json().decision.id}/approval`,
      );
      expect(approved.statusCode, approved.body).toBe(200);
      const claims = (await pat.get('/api/participants/P1/claims?asOf=2025-03-05')).json().claims;
      expect(claims).toContainEqual(
        expect.objectContaining({ id: 'C-late', appealBy: '2025-05-03' }),
      );
      const days = 90 * 24 * 3600_000;
      b.clock.advance(days); // 2025-06-01
      try {
        const [pat1, admin] = [
          await signIn(b.app, 'pat1', strongPassword),
          await signIn(b.app, 'admin', b.adminPassword),
        ];
        const before = await snapshot(b.store);
        const late = await pat1.post('/api/participants/P1/claims/C-late/appeal', {
          date: '2025-03-15',
        });
        expect(late.statusCode, late.body).toBe(422);
        expect(late.json()).toMatchObject({ code: 'event_refused', rule: '11.3' });
        expect(await snapshot(b.store)).toBe(before);
        // A paper appeal received in time is recorded by staff on its date, with a reason.
        const paper = await admin.post('/api/participants/P1/claims/C-late/appeal', {
          date: '2025-03-15',
          reason: 'appeal letter postmarked 2025-03-14, found in the mail room',
        });
        expect(paper.statusCode, paper.body).toBe(201);
      } finally {
        b.clock.advance(-days);
      }
    });
  });
}
