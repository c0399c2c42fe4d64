import { testDialects, verifyAuditLog } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidLines } from '../src/payment-runs/payment-lines.js';
import type { Agent, Booted } from './helpers.js';
import { must, runWorld } from './payment-run-record.js';

// The record: payment-run-record.ts (P1's $1,500,000.00 of deferrals, his March emergency
// payment and his April termination lump sum).

for (const dialect of await testDialects()) {
  describe(`payment runs on ${dialect} (Art. V, 8.3, 5.10)`, () => {
    let b: Booted;
    let c1: Agent;
    let c2: Agent;
    let payroll: Agent;
    let marchRunId = '';
    let aprilRunId = '';
    beforeAll(async () => {
      ({ b, c1, c2, payroll } = await runWorld(dialect));
    });
    afterAll(async () => b.close());

    it('8.3: lists the March emergency payment with 22% withheld; the preparer cannot approve it', async () => {
      const window = { payFrom: '2025-03-01', payThrough: '2025-03-31' };
      const prepared = await c1.post('/api/payment-runs', window);
      expect(prepared.statusCode, prepared.body).toBe(201);
      const run = prepared.json().run;
      marchRunId = run.id;
      expect(run.lines).toEqual([
        expect.objectContaining({
          participantId: 'P1',
          account: 'RTA',
          benefit: 'emergency',
          payee: 'participant',
          paymentDate: '2025-03-14',
          gross: '999999.99',
          withheld: '220000.00',
          net: '779999.99',
          onTimeThrough: '2025-12-31',
          paidOn: null,
        }),
      ]);
      expect(run.totals).toEqual({ gross: '999999.99', withheld: '220000.00', net: '779999.99' });
      const self = await c1.post(`/api/payment-runs/${run.id}/approval`, {});
      expect(self.statusCode).toBe(403);
      expect(self.json().code).toBe('same_person_cannot_approve');
      const another = await c1.post('/api/payment-runs', { ...window, payFrom: '2025-01-01' });
      expect(another.json()).toMatchObject({ status: 409, code: 'payment_run_pending' });
    });

    it('5.10: approval pays each line on its Payment Date at the earliest, on time', async () => {
      const approved = await c2.post(`/api/payment-runs/${marchRunId}/approval`, {});
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().run).toMatchObject({ status: 'approved', approvedBy: 'committee2' });
      // Approved on 2025-04-01, after its Payment Date: paid that day, still on time (5.10).
      expect(approved.json().run.lines[0]).toMatchObject({ paidOn: '2025-04-01', late: false });
    });

    it('is idempotent: the same window again lists nothing new', async () => {
      const again = await c1.post('/api/payment-runs', {
        payFrom: '2025-03-01',
        payThrough: '2025-03-31',
      });
      expect(again.json().run.lines).toEqual([]);
      expect(again.json().run.totals).toEqual({ gross: '0.00', withheld: '0.00', net: '0.00' });
      const cancelled = await c1.post(`/api/payment-runs/${again.json().run.id}/cancellation`);
      expect(cancelled.json().run).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'committee1',
      });
    });

    it('8.3: the April lump sum pays the cent up to $1,000,000.00 at 22% and the rest at 37%', async () => {
      const prepared = await c2.post('/api/payment-runs', {
        payFrom: '2025-04-01',
        payThrough: '2025-04-30',
      });
      const run = prepared.json().run;
      aprilRunId = run.id;
      expect(run.lines).toHaveLength(1);
      const [line] = run.lines;
      expect(line).toMatchObject({
        benefit: 'termination',
        paymentDate: '2025-04-15',
        valuedAt: '2025-03-31',
        gross: '500000.01',
        withheld: '185000.00',
        net: '315000.01',
        withholdingYear: 2025,
        rules: expect.arrayContaining(['8.3']),
      });
      expect(line.trace.withholding).toMatchObject({
        supplementalPaidThisYear: '999999.99',
        flatPortion: '0.01',
        mandatoryPortion: '500000.00',
        flatTax: '0.00',
        mandatoryTax: '185000.00',
        flatRate: '22.00%',
        mandatoryRate: '37.00%',
      });
      expect(line.trace.payment.length).toBeGreaterThan(0);
      const shown = (await b.admin.get(`/api/payment-runs/${run.id}`)).json().run;
      expect(shown.lines[0].trace).toEqual(line.trace);
    });

    it('exports the lines as CSV for payroll, the same figures', async () => {
      const csv = await payroll.get(`/api/payment-runs/${aprilRunId}/lines.csv`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.body.split('\r\n')).toEqual([
        'run_id,line,participant_id,participant_name,payee,account,benefit,installment,payment_date,on_time_through,paid_on,late,gross,federal_withholding,net,source,payee_name,paid_to',
        `${aprilRunId},1,P1,Participant P1,participant,RTA,termination,,2025-04-15,2025-12-31,,,500000.01,185000.00,315000.01,general,Participant P1,`,
        '',
      ]);
      expect((await payroll.get('/api/payment-runs')).statusCode).toBe(403);
    });

    it('12.10: approval refuses a run whose payee was presumed missing after it was prepared; found, it is approved', async () => {
      // The March payment comes back after the April run was prepared: P1 is presumed missing.
      await must(
        payroll.post(`/api/payment-runs/${marchRunId}/returns`, {
          lines: [1],
          reason: 'returned by the post office: moved, left no address',
        }),
      );
      const refused = await c1.post(`/api/payment-runs/${aprilRunId}/approval`, {});
      expect(refused.json()).toMatchObject({
        status: 409,
        code: 'payment_run_stale',
        field: 'runId',
      });
      expect(refused.json().detail).toMatch(
        /^line 1 \(P1\|RTA\|termination\|2025-04-15\|-\): payee participant is presumed missing since 2025-04-01 \(12\.10\)$/,
      );
      expect((await b.admin.get(`/api/payment-runs/${aprilRunId}`)).json().run.status).toBe(
        'prepared',
      );
      // Found at a new address, approved by another person: the run is no longer held.
      const found = await must(
        b.admin.post('/api/participants/P1/payees/found', {
          payee: 'participant',
          on: '2025-04-01',
          address: { line1: '1 New Rd', city: 'Richmond', state: 'VA', postalCode: '23219' },
          reason: 'he called with his new address',
        }),
      );
      await must(c1.post(`/api/participants/P1/payees/${found.event.id}/approval`, {}));
      const payees = (await b.admin.get('/api/participants/P1/payees')).json().payees;
      expect(payees).toContainEqual(
        expect.objectContaining({ payee: 'participant', suspended: false, foundOn: '2025-04-01' }),
      );
    });

    it('8.2: approval refuses a run the record changed under (the payee died: his beneficiary is paid)', async () => {
      const death = { type: 'death', date: '2025-04-10' };
      await must(b.admin.post('/api/participants/P1/events', death));
      const refused = await c1.post(`/api/payment-runs/${aprilRunId}/approval`, {});
      expect(refused.json()).toMatchObject({ status: 409, code: 'payment_run_stale' });
      expect(refused.json().detail).toMatch(/now paid to the beneficiary/);
      await must(c2.post(`/api/payment-runs/${aprilRunId}/cancellation`, {}));
      const again = await must(
        c2.post('/api/payment-runs', { payFrom: '2025-04-01', payThrough: '2025-04-30' }),
      );
      expect(again.run.lines).toContainEqual(
        expect.objectContaining({ benefit: 'termination', payee: 'beneficiary' }),
      );
    });

    it('audits every write, and the chain verifies', async () => {
      const audit = (await b.admin.get('/api/audit?limit=1000')).json().entries;
      const actions = audit.map((e: { action: string }) => e.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'paymentRun.prepared',
          'paymentRun.approved',
          'paymentRun.cancelled',
        ]),
      );
      expect((await verifyAuditLog(b.store.db)).ok).toBe(true);
    });
  });
}

describe('5.10 on approval', () => {
  const line = {
    lineNo: 1,
    paymentKey: 'P1|RTA|termination|2025-11-15|-',
    paymentDate: '2025-11-15',
  } as Parameters<typeof paidLines>[0][number];
  it('an approval ahead of the Payment Date pays on it, never early', () => {
    expect(paidLines([line], '2025-11-01')[0]).toMatchObject({ paidOn: '2025-11-15', late: false });
  });
  it('the 15th day of the 3rd month after is the last on-time day; a day later is late', () => {
    expect(paidLines([line], '2026-02-15')[0]).toMatchObject({ late: false });
    expect(paidLines([line], '2026-02-16')[0]).toMatchObject({ paidOn: '2026-02-16', late: true });
  });
});
