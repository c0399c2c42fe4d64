import {
  addPrice,
  appendAudit,
  inTransaction,
  loadScenario,
  testDialects,
  verifyAuditLog,
} from '@defcomp/store';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addParticipant,
  addUser,
  boot,
  recordRetroactively,
  type Agent,
  type Booted,
} from './helpers.js';

// Issue "The record II" 2, 3, 5 through the real app: payments made are facts, a run pays only
// what is known, run states are events, corrections (12.9) show their effect and are approved
// by another person, and "what did we know and owe on D as of T" holds across a correction.
//
// P1 defers 250,000.00 into the Equity Index in 2024 (25,000 units at 10) and separates on
// 2024-06-20: his lump sum is valued on 2024-06-28 (the IDX at 12.50: 312,500.00) and paid on
// 2024-07-15. P2 separates on 2025-01-15: his lump sum is valued on 2025-01-31, a day whose
// IDX price is recorded only later. P3 is still employed, his RTA in the IDX. The clock is
// 2025-03-03.

const election = {
  filedAt: '2023-12-10T10:00:00-05:00',
  kind: 'annual',
  planYear: 2024,
  deferrals: { baseSalary: 50 },
  allocation: [{ account: 'RTA', pct: 100 }],
  schedules: { RTA: { form: 'lump' } },
  investments: { RTA: { IDX: 100 } },
};
const pay = (date: string) => ({
  type: 'pay',
  date,
  component: 'baseSalary',
  gross: '100000.00',
  netAvailable: '60000.00',
});

async function must(reply: Promise<{ statusCode: number; body: string }>) {
  const r = await reply;
  if (r.statusCode >= 300) throw new Error(`setup: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body || '{}');
}

/**
 * His history, recorded after the fact; a Separation whose payments are valued already is a
 * retroactive change (12.9), prepared and approved by `approver`.
 */
async function story(b: Booted, approver: Agent, id: string, pays: string[], separatedOn?: string) {
  await addParticipant(b, id);
  const events = [
    { type: 'eligible', date: '2023-11-01', notifiedOn: '2023-11-01' },
    { type: 'election', ...election },
    ...pays.map(pay),
  ];
  for (const event of events) await must(b.admin.post(`/api/participants/${id}/events`, event));
  if (separatedOn === undefined) return;
  const separation = { type: 'separation', date: separatedOn, reason: 'retirement' };
  const recorded = await b.admin.post(`/api/participants/${id}/events`, separation);
  if (recorded.statusCode === 409) await must(recordRetroactively(b, id, separation, approver));
  else if (recorded.statusCode >= 300) throw new Error(`setup: ${recorded.body}`);
}

const minute = 60_000;

for (const dialect of await testDialects()) {
  describe(`payments made and corrections on ${dialect} (issue 8: 2, 3, 5)`, () => {
    let b: Booted;
    let c1: Agent;
    let c2: Agent;
    let asset: Agent;
    let payroll: Agent;
    let firstRun = '';
    let secondRun = '';
    beforeAll(async () => {
      b = await boot(dialect);
      c1 = await addUser(b, 'committee1', 'committee');
      c2 = await addUser(b, 'committee2', 'committee');
      asset = await addUser(b, 'asset1', 'assetCommittee');
      payroll = await addUser(b, 'payroll1', 'payroll');
      await must(asset.post('/api/funds', { id: 'IDX', name: 'Equity Index' }));
      const prices = [
        { date: '2024-01-02', price: '10' },
        { date: '2024-06-28', price: '12.5' },
        { date: '2024-12-31', price: '13' },
      ];
      await must(asset.post('/api/funds/IDX/prices', { prices }));
      const months = ['01-31', '02-29', '03-28', '04-30', '05-31'].map((d) => `2024-${d}`);
      await story(b, c1, 'P1', months, '2024-06-20');
      await story(b, c1, 'P2', ['2024-01-31'], '2025-01-15');
      await story(b, c1, 'P3', ['2024-01-31']);
    });
    afterAll(async () => b.close());

    const statement = async (id: string, query = '') =>
      (await b.admin.get(`/api/participants/${id}/statement${query}`)).json();
    const owed = async (asOf: string, id: string) => {
      const report = (await b.admin.get(`/api/reports/liability?asOf=${asOf}`)).json();
      return report.participants.find((p: { participantId: string }) => p.participantId === id)
        .totals.fixedUnpaid;
    };

    it('5.8, 8.2: a run pays what was valued on a past day at recorded prices; the rest waits', async () => {
      const reply = await c1.post('/api/payment-runs', {
        payFrom: '2024-01-01',
        payThrough: '2025-02-28',
      });
      expect(reply.statusCode, reply.body).toBe(201);
      const { run, waiting } = reply.json();
      firstRun = run.id;
      expect(run.lines).toMatchObject([
        {
          participantId: 'P1',
          paymentDate: '2024-07-15',
          valuedAt: '2024-06-28',
          gross: '312500.00',
        },
      ]);
      expect(waiting).toMatchObject([
        {
          participantId: 'P2',
          paymentKey: 'P2|RTA|termination|2025-02-15|-',
          valuedAt: '2025-01-31',
          reason: 'no price of IDX recorded for 2025-01-31 yet (7.2)',
        },
      ]);
      expect(run).toMatchObject({ status: 'prepared', events: [{ seq: 1, status: 'prepared' }] });
    });

    it('payments made are facts: approving appends one per line; nothing of the run is updated', async () => {
      const reply = await c2.post(`/api/payment-runs/${firstRun}/approval`, {});
      expect(reply.statusCode, reply.body).toBe(200);
      const { run } = reply.json();
      expect(run.status).toBe('approved');
      expect(run.events.map((e: { status: string }) => e.status)).toEqual(['prepared', 'approved']);
      // Paid after 5.10's last day (2024-12-31): late, and flagged so.
      expect(run.lines[0]).toMatchObject({ paidOn: '2025-03-03', late: true, returnedAt: null });
      const made = await b.store.db.selectFrom('payments_made').selectAll().execute();
      expect(made).toMatchObject([
        {
          run_id: firstRun,
          payment_key: 'P1|RTA|termination|2024-07-15|-',
          gross: '312500.00',
          paid_on: '2025-03-03',
          recorded_by: 'committee2',
        },
      ]);
      const line = await b.store.db.selectFrom('payment_run_lines').selectAll().execute();
      expect(line[0]).toMatchObject({ paid_on: null, paid_key: null });
      // The database itself refuses an update or a deletion of what was paid.
      for (const table of [
        'payments_made',
        'payment_run_lines',
        'payment_runs',
        'payment_run_events',
      ])
        await expect(
          sql`update ${sql.table(table)} set plan_id = plan_id`.execute(b.store.db),
        ).rejects.toThrow(/append-only/);
      await expect(sql`delete from payments_made`.execute(b.store.db)).rejects.toThrow(
        /append-only/,
      );
    });

    it('the statement shows each payment paid (with its run), due or scheduled', async () => {
      const today = await statement('P1');
      expect(today.payments).toMatchObject([
        { date: '2024-07-15', amount: '312500.00', status: 'paid', paid: { ref: firstRun } },
      ]);
      // On 2024-12-31 nothing had been paid yet: the payment was due, and owed.
      expect((await statement('P1', '?asOf=2024-12-31')).payments[0].status).toBe('due');
      expect(await owed('2024-12-31', 'P1')).toBe('312500.00');
      expect(await owed('2025-03-03', 'P1')).toBe('0.00');
      const p2 = await statement('P2');
      expect(p2.payments).toMatchObject([
        { date: '2025-02-15', status: 'due', pricesPending: ['IDX'], amount: '65000.00' },
      ]);
      const ahead = await statement('P2', '?asOf=2025-01-31');
      expect(ahead.scheduled).toMatchObject([{ date: '2025-02-15', status: 'scheduled' }]);
      expect(await owed('2025-03-03', 'P2')).toBe('65000.00');
    });

    it('8.2: once its prices are recorded, the waiting payment is paid by the next run', async () => {
      await must(
        asset.post('/api/funds/IDX/prices', { prices: [{ date: '2025-01-31', price: '14' }] }),
      );
      const run = (
        await must(
          c1.post('/api/payment-runs', { payFrom: '2024-01-01', payThrough: '2025-02-28' }),
        )
      ).run;
      secondRun = run.id;
      expect(run.lines).toMatchObject([{ participantId: 'P2', gross: '70000.00' }]);
      await must(c2.post(`/api/payment-runs/${secondRun}/approval`, {}));
      expect((await statement('P2')).payments[0]).toMatchObject({ status: 'paid' });
    });

    it('a run confirmed paid, and a payment that came back (12.10), are events; the return is owed again, held until the payee is found', async () => {
      const early = await payroll.post(`/api/payment-runs/${firstRun}/returns`, {
        lines: [2],
        reason: 'no such line',
      });
      expect(early.json()).toMatchObject({ status: 404, field: 'lines[0]' });
      const paid = await payroll.post(`/api/payment-runs/${firstRun}/paid`, {});
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().run).toMatchObject({ status: 'paid' });
      expect((await payroll.post(`/api/payment-runs/${firstRun}/paid`, {})).json()).toMatchObject({
        status: 409,
        code: 'run_state',
      });
      const returned = await payroll.post(`/api/payment-runs/${secondRun}/returns`, {
        lines: [1],
        reason: 'the bank returned the transfer: account closed',
      });
      expect(returned.statusCode, returned.body).toBe(200);
      expect(returned.json().run.status).toBe('returned');
      expect(returned.json().run.lines[0].returnedAt).toEqual(expect.any(String));
      expect((await statement('P2')).payments[0]).toMatchObject({ status: 'due' });
      expect(await owed('2025-03-03', 'P2')).toBe('70000.00');
      const again = await must(
        c1.post('/api/payment-runs', { payFrom: '2025-01-01', payThrough: '2025-02-28' }),
      );
      // 12.10: the return presumes the payee missing: the next run holds his payment until he is
      // found (payees.test.ts follows it through).
      expect(again.run.lines).toEqual([]);
      expect(again.waiting).toMatchObject([
        { paymentKey: 'P2|RTA|termination|2025-02-15|-', rule: '12.10' },
      ]);
      await must(c1.post(`/api/payment-runs/${again.run.id}/cancellation`, {}));
    });

    it('12.9: a wrong price under a payment made: the effect shows the overpayment, another person approves it', async () => {
      b.clock.advance(minute);
      const before = await statement('P1');
      const knownBefore = b.clock.now().toISOString();
      b.clock.advance(minute);
      const draft = {
        target: { kind: 'price', fundId: 'IDX', date: '2024-06-28' },
        action: 'supersede',
        replacement: { price: '12' },
        reason: 'the custodian restated the close of 2024-06-28',
      };
      const prepared = await c1.post('/api/corrections', draft);
      expect(prepared.statusCode, prepared.body).toBe(201);
      const { correction } = prepared.json();
      expect(correction).toMatchObject({ status: 'prepared', effect: { before: null } });
      const p1 = correction.effect.participants.find(
        (p: { participantId: string }) => p.participantId === 'P1',
      );
      expect(p1.payments).toMatchObject([
        {
          paymentKey: 'P1|RTA|termination|2024-07-15|-',
          ref: firstRun,
          paid: '312500.00',
          due: '300000.00',
          difference: '12500.00',
          kind: 'overpaid',
          rules: expect.arrayContaining(['12.9', 'Notice 2008-113 §IV.A']),
        },
      ]);
      expect(p1.payments[0].correction).toContain('repaid by 2025-12-31: Notice 2008-113 §IV.A');
      // Not in force until approved, and not by the one who prepared it.
      expect((await statement('P1')).payments).toEqual(before.payments);
      const self = await c1.post(`/api/corrections/${correction.id}/approval`, {});
      expect(self.json()).toMatchObject({ status: 403, code: 'same_person_cannot_approve' });
      b.clock.advance(minute);
      const approved = await c2.post(`/api/corrections/${correction.id}/approval`, {});
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().correction).toMatchObject({
        status: 'approved',
        decidedBy: 'committee2',
      });
      // The payment made does not change; the record says what was due, and what had no cover.
      expect((await statement('P1')).payments[0]).toMatchObject({
        amount: '312500.00',
        status: 'paid',
        due: '300000.00',
        unfunded: '12500.00',
      });
      // Time travel: what we knew before the correction still reads as it read then.
      const then = await statement('P1', `?knownAt=${encodeURIComponent(knownBefore)}`);
      expect(then.payments).toEqual(before.payments);
      expect(then.balances).toEqual(before.balances);
      // Nothing was edited: the price recorded stays, the audit holds both steps.
      const prices = (await b.admin.get('/api/funds/IDX/prices')).json().prices;
      expect(prices).toContainEqual({ date: '2024-06-28', price: '12.5' });
      const audit = (await b.admin.get(`/api/audit?entityId=${correction.id}`)).json().entries;
      expect(audit.map((e: { action: string }) => e.action).sort()).toEqual([
        'correction.approved',
        'correction.prepared',
      ]);
    });

    it('12.9: a price of 0 that breaks every statement is mended by a correction', async () => {
      // As recorded before prices were checked (the price route refuses 0 now).
      const at = b.clock.now().toISOString();
      await inTransaction(b.store, async (trx) => {
        const zero = { date: '2025-02-28', price: '0', recordedAt: at, recordedBy: 'asset1' };
        await addPrice(trx, { planId: 'carmax-edcp', fundId: 'IDX' }, zero);
        const change = { action: 'price.recorded', entity: 'fund', entityId: 'IDX' };
        await appendAudit(trx, { ...change, planId: 'carmax-edcp', at, actor: 'asset1' });
      });
      const broken = await b.admin.get('/api/participants/P3/statement');
      expect(broken.json()).toMatchObject({ status: 422, code: 'missing_price' });
      const target = { kind: 'price', fundId: 'IDX', date: '2025-02-28' };
      const zero = await c1.post('/api/corrections', {
        target,
        action: 'supersede',
        replacement: { price: '0.000' },
        reason: 'again',
      });
      expect(zero.json()).toMatchObject({ status: 422, field: 'replacement.price', rule: '7.2' });
      b.clock.advance(minute);
      const prepared = await must(
        c1.post('/api/corrections', {
          target,
          action: 'supersede',
          replacement: { price: '14.2' },
          reason: 'a price of 0 was keyed for 14.20',
        }),
      );
      expect(prepared.correction.effect.before.error).toMatch(/no positive price for IDX/);
      b.clock.advance(minute);
      await must(c2.post(`/api/corrections/${prepared.correction.id}/approval`, {}));
      // The projections (what is known now) and the engine (known at this instant) agree.
      expect((await statement('P3')).balances).toMatchObject({ RTA: '71000.00' });
      const now = encodeURIComponent(b.clock.now().toISOString());
      expect((await statement('P3', `?knownAt=${now}`)).balances).toMatchObject({
        RTA: '71000.00',
      });
      const projected = (await b.admin.get('/api/reports/liability')).json();
      const evaluated = (await b.admin.get(`/api/reports/liability?knownAt=${now}`)).json();
      expect(projected.totals).toEqual(evaluated.totals);
      expect(projected.totals.fixedUnpaid).toBe('70000.00');
    });

    it('12.9: a hire date and a fact are corrected through the API; a fact keeps its type', async () => {
      b.clock.advance(minute);
      const hire = await must(
        c1.post('/api/corrections', {
          target: { kind: 'participant', participantId: 'P2' },
          action: 'supersede',
          replacement: { hireDate: '2016-06-01' },
          reason: 'hire date keyed a year early',
        }),
      );
      b.clock.advance(minute);
      await must(c2.post(`/api/corrections/${hire.correction.id}/approval`, {}));
      const input = await loadScenario(b.store.db, { planId: 'carmax-edcp', asOf: '2025-03-03' });
      expect(input.participants.find((p) => p.id === 'P2')?.hireDate).toBe('2016-06-01');
      const facts = (await b.admin.get('/api/participants/P2/events')).json().events;
      const payFact = facts.find((f: { type: string }) => f.type === 'pay');
      const wrongType = await c1.post('/api/corrections', {
        target: { kind: 'fact', seq: payFact.seq },
        action: 'supersede',
        replacement: { event: { type: 'death', date: '2024-02-01' } },
        reason: 'x',
      });
      expect(wrongType.json()).toMatchObject({ status: 422, field: 'replacement.event.type' });
      b.clock.advance(minute);
      const voided = await must(
        c1.post('/api/corrections', {
          target: { kind: 'fact', seq: payFact.seq },
          action: 'void',
          reason: 'the January pay was recorded for the wrong employee',
        }),
      );
      const p2 = voided.correction.effect.participants.find(
        (p: { participantId: string }) => p.participantId === 'P2',
      );
      expect(p2.changes).toContainEqual({ figure: 'deferrals', before: '50000.00', after: '0.00' });
      b.clock.advance(minute);
      await must(c2.post(`/api/corrections/${voided.correction.id}/approval`, {}));
      expect((await statement('P2')).deferrals).toEqual([]);
      const list = (await b.admin.get('/api/corrections')).json().corrections;
      expect(list.map((c: { status: string }) => c.status)).toEqual([
        'approved',
        'approved',
        'approved',
        'approved',
      ]);
    });

    it('the audit chain verifies, and every new table is sealed', async () => {
      expect(await verifyAuditLog(b.store.db)).toMatchObject({ ok: true });
    });
  });
}
