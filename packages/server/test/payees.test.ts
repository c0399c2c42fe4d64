import { testDialects, verifyAuditLog } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addParticipant,
  addUser,
  boot,
  signIn,
  strongPassword,
  type Agent,
  type Booted,
} from './helpers.js';

// Issue 11 item 3, Plan 5.4, 12.10, 12.11 through the app, on both databases. P1 names Ann
// (50%), Ben (30%, who died in 2024) and Cy (20%, a minor) and dies on 2025-03-20: his Death
// Benefit (a lump sum paid 2025-04-15) is paid one line per beneficiary (Ann and Cy, Ben's share
// theirs in proportion), each withheld on as his own wages (8.3), the lines adding up to it to
// the cent. Cy's guardian is paid on his behalf (12.11). Ann's payment comes back: she is
// presumed missing (12.10), the next run holds her share, a search is logged, she is found at a
// new address, a second person approves, and the next run pays her share whatever its period.
// Cy's check is reported uncashed the day before, on and after the end of the plan's period.

const cents = (m: string) => BigInt(m.replace('.', ''));

async function must(reply: Promise<{ statusCode: number; body: string }>) {
  const r = await reply;
  if (r.statusCode >= 300) throw new Error(`setup: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body || '{}');
}

const day = 24 * 3600_000;

for (const dialect of await testDialects()) {
  describe(`payees: one line per beneficiary, missing payees, guardians on ${dialect} (5.4, 12.10, 12.11)`, () => {
    let b: Booted;
    let c1: Agent;
    let payroll: Agent;
    let pat: Agent;
    let other: Agent;
    let firstRun: { id: string; lines: Record<string, unknown>[] };
    let deathBenefit: string;
    let annPaidRun = '';

    /** The statement's Death Benefit payment (scheduled until its date, paid or not). */
    const deathPayment = async () => {
      const statement = (await b.admin.get('/api/participants/P1/statement')).json();
      return [...statement.payments, ...statement.scheduled].find(
        (p: { benefit: string }) => p.benefit === 'death',
      );
    };

    const signInAll = async () => {
      b.admin = await signIn(b.app, 'admin', b.adminPassword);
      c1 = await signIn(b.app, 'committee1', strongPassword);
      payroll = await signIn(b.app, 'payroll1', strongPassword);
      pat = await signIn(b.app, 'pat1', strongPassword);
      other = await signIn(b.app, 'other1', strongPassword);
    };

    beforeAll(async () => {
      b = await boot(dialect);
      await addParticipant(b, 'P1');
      await addParticipant(b, 'P2');
      c1 = await addUser(b, 'committee1', 'committee');
      payroll = await addUser(b, 'payroll1', 'payroll');
      pat = await addUser(b, 'pat1', 'participant', 'P1');
      other = await addUser(b, 'other1', 'participant', 'P2');
      const say = { 'x-reason': 'history' };
      await must(
        b.admin.post('/api/participants/P1/eligibility', {
          type: 'eligible',
          date: '2024-11-01',
          notifiedOn: '2024-11-01',
        }),
      );
      await must(
        b.admin.post(
          '/api/participants/P1/events',
          {
            type: 'election',
            filedAt: '2024-12-10T10:00:00-05:00',
            kind: 'annual',
            planYear: 2025,
            deferrals: { baseSalary: 10 },
            allocation: [{ account: 'RTA', pct: 100 }],
            schedules: { RTA: { form: 'lump' } },
            investments: { RTA: { SV: 100 } },
          },
          say,
        ),
      );
      for (const date of ['2025-01-31', '2025-02-28'])
        await must(
          b.admin.post(
            '/api/participants/P1/events',
            {
              type: 'pay',
              date,
              component: 'baseSalary',
              gross: '20000.01',
              netAvailable: '15000.00',
            },
            say,
          ),
        );
      const form = await must(
        b.admin.post('/api/participants/P1/beneficiaries', {
          filedOn: '2025-01-10',
          reason: 'form received',
          primary: [
            { name: 'Ann Ames', pct: 50 },
            { name: 'Ben Ames', pct: 30, diedOn: '2024-06-01' },
            { name: 'Cy Ames', pct: 20 },
          ],
        }),
      );
      await must(c1.post(`/api/participants/P1/beneficiaries/${form.designation.id}/approval`, {}));
      await must(
        b.admin.post('/api/participants/P1/events', { type: 'death', date: '2025-03-20' }),
      );
      b.clock.advance(40 * day); // 2025-04-12
      await signInAll();
    });
    afterAll(async () => {
      await b.close();
    });

    it('12.11: a guardian is recorded with the court order and its dates, in force once another person approves it', async () => {
      const refused = await b.admin.post('/api/participants/P1/payees/guardians', {
        payee: 'beneficiary:Cy Ames',
        name: 'Gail Guard',
        capacity: 'guardian',
        basis: 'minor',
        from: '2025-04-01',
        reason: 'letters of guardianship',
      });
      expect(refused.json()).toMatchObject({
        status: 422,
        code: 'payee_refused',
        field: 'courtOrder',
        rule: '12.11',
      });
      const unknown = await b.admin.post('/api/participants/P1/payees/guardians', {
        payee: 'beneficiary:Nobody',
        name: 'Gail Guard',
        capacity: 'parent',
        basis: 'minor',
        from: '2025-04-01',
        reason: 'x',
      });
      expect(unknown.json()).toMatchObject({ status: 422, field: 'payee' });
      const recorded = await b.admin.post('/api/participants/P1/payees/guardians', {
        payee: 'beneficiary:Cy Ames',
        name: 'Gail Guard',
        capacity: 'guardian',
        basis: 'minor',
        courtOrder: 'Henrico Circuit Court JJ-2025-77',
        from: '2025-04-01',
        through: '2032-08-31',
        reason: 'letters of guardianship',
      });
      expect(recorded.statusCode, recorded.body).toBe(202);
      const { event } = recorded.json();
      expect(event).toMatchObject({ kind: 'guardian', approval: { status: 'pending' } });
      const approval = `/api/participants/P1/payees/${event.id}/approval`;
      expect((await b.admin.post(approval, {})).json()).toMatchObject({
        status: 403,
        code: 'same_person_cannot_approve',
      });
      expect((await c1.post(approval, {})).statusCode).toBe(200);
      const view = (await b.admin.get('/api/participants/P1/payees')).json();
      const cy = view.payees.find((p: { payee: string }) => p.payee === 'beneficiary:Cy Ames');
      expect(cy.guardian).toMatchObject({
        name: 'Gail Guard',
        courtOrder: 'Henrico Circuit Court JJ-2025-77',
      });
    });

    it('5.4: the Death Benefit is one run line per beneficiary (the predeceased one skipped), adding up to it to the cent', async () => {
      const split = (await b.admin.get('/api/participants/P1/beneficiaries')).json().deathBenefit;
      deathBenefit = split.total;
      const prepared = await must(
        b.admin.post('/api/payment-runs', { payFrom: '2025-04-01', payThrough: '2025-04-30' }),
      );
      const lines = prepared.run.lines;
      expect(lines.map((l: { payeeName: string }) => l.payeeName)).toEqual(['Ann Ames', 'Cy Ames']);
      expect(lines.map((l: { payeeRef: string }) => l.payeeRef)).toEqual([
        'beneficiary:Ann Ames',
        'beneficiary:Cy Ames',
      ]);
      const sum = lines.reduce((t: bigint, l: { gross: string }) => t + cents(l.gross), 0n);
      expect(sum).toBe(cents(deathBenefit));
      expect(cents(deathBenefit)).toBeGreaterThan(0n);
      // The split the beneficiaries answer says the same, share by share.
      expect(lines.map((l: { gross: string }) => l.gross)).toEqual(
        split.totals.map((t: { amount: string }) => t.amount),
      );
      // 8.3: each beneficiary's own supplemental wages; net = gross - withheld.
      for (const l of lines) {
        expect(cents(l.withheld)).toBeGreaterThan(0n);
        expect(cents(l.net) + cents(l.withheld)).toBe(cents(l.gross));
      }
      // 12.11: Cy's line is paid to his guardian, naming both.
      expect(lines[1].paidTo).toMatchObject({ name: 'Gail Guard', capacity: 'guardian' });
      expect(lines[0].paidTo).toBeNull();
      const csv = (await payroll.get(`/api/payment-runs/${prepared.run.id}/lines.csv`)).body;
      expect(csv).toContain('Cy Ames,"Gail Guard, guardian of Cy Ames"');
      const approved = await must(c1.post(`/api/payment-runs/${prepared.run.id}/approval`, {}));
      firstRun = approved.run;
      // 12.4-12.5, 12.11: the payment notice for Cy goes to his guardian, naming both.
      const notice = await b.admin.post('/api/notices', {
        kind: 'paymentNotice',
        runId: prepared.run.id,
        lineNo: 2,
      });
      expect(notice.statusCode, notice.body).toBe(201);
      expect(notice.json().notice.addressee).toMatchObject({
        name: 'Gail Guard',
        onBehalfOf: 'Cy Ames',
      });
      expect(notice.json().notice.text.join(' ')).toContain('as guardian of Cy Ames');
      expect(notice.json().notice.text.join(' ')).toContain(`Gross ${lines[1].gross}`);
      expect(approved.run.lines.map((l: { paidOn: string }) => l.paidOn)).toEqual([
        '2025-04-15',
        '2025-04-15',
      ]);
      // Every share made: the statement's death payment is paid.
      expect(await deathPayment()).toMatchObject({
        amount: deathBenefit,
        paid: { on: '2025-04-15' },
      });
    });

    it('12.10: a returned payment suspends its payee; the next run holds her share, with the reason', async () => {
      const returned = await payroll.post(`/api/payment-runs/${firstRun.id}/returns`, {
        lines: [1],
        reason: 'returned by the post office: addressee unknown',
      });
      expect(returned.statusCode, returned.body).toBe(200);
      const view = (await b.admin.get('/api/participants/P1/payees')).json();
      const ann = view.payees.find((p: { payee: string }) => p.payee === 'beneficiary:Ann Ames');
      expect(ann).toMatchObject({ suspended: true, since: '2025-04-12' });
      expect(ann.basis).toContain('payment returned');
      // One share made of two: the payment is not paid as a whole.
      expect((await deathPayment()).paid).toBeUndefined();
      const next = await must(
        b.admin.post('/api/payment-runs', { payFrom: '2025-04-01', payThrough: '2025-04-30' }),
      );
      expect(next.run.lines).toEqual([]);
      expect(next.waiting).toEqual([
        expect.objectContaining({
          payee: 'beneficiary:Ann Ames',
          rule: '12.10',
          amount: firstRun.lines[0]!.gross,
        }),
      ]);
      expect(next.waiting[0].reason).toContain('12.10');
      await must(c1.post(`/api/payment-runs/${next.run.id}/cancellation`, {}));
      // A found needs a suspended payee; Cy is not missing.
      const notMissing = await b.admin.post('/api/participants/P1/payees/found', {
        payee: 'beneficiary:Cy Ames',
        on: '2025-04-12',
        address: { line1: '2 Elm St', city: 'Richmond', postalCode: '23220' },
        reason: 'x',
      });
      expect(notMissing.json()).toMatchObject({
        status: 422,
        code: 'payee_refused',
        field: 'payee',
        rule: '12.10',
      });
    });

    it('12.10: a search log per payee; found at a new address, approved by another person, her share is paid in the next run', async () => {
      const search = await b.admin.post('/api/participants/P1/payees/searches', {
        payee: 'beneficiary:Ann Ames',
        on: '2025-04-12',
        tried: 'letter to the last known address; telephone; a locator service',
        searchedBy: 'Benefits desk (R. Hale)',
      });
      expect(search.statusCode, search.body).toBe(201);
      const noAddress = await b.admin.post('/api/participants/P1/payees/found', {
        payee: 'beneficiary:Ann Ames',
        on: '2025-04-12',
        reason: 'she wrote',
      });
      expect(noAddress.json()).toMatchObject({ status: 422, field: 'address' });
      const found = await b.admin.post('/api/participants/P1/payees/found', {
        payee: 'beneficiary:Ann Ames',
        on: '2025-04-12',
        address: { line1: '9 Oak Lane', city: 'Norfolk', state: 'VA', postalCode: '23510' },
        bankAccount: {
          routingNumber: '021000021',
          accountNumber: '4433221100',
          accountType: 'checking',
        },
        reason: 'she wrote with her new address',
      });
      expect(found.statusCode, found.body).toBe(202);
      expect(found.body).not.toContain('4433221100');
      const { event } = found.json();
      // Pending: still suspended.
      const held = await must(
        b.admin.post('/api/payment-runs', { payFrom: '2025-05-01', payThrough: '2025-05-31' }),
      );
      expect(held.run.lines).toEqual([]);
      await must(c1.post(`/api/payment-runs/${held.run.id}/cancellation`, {}));
      expect(
        (await b.admin.post(`/api/participants/P1/payees/${event.id}/approval`, {})).json(),
      ).toMatchObject({
        code: 'same_person_cannot_approve',
      });
      await must(c1.post(`/api/participants/P1/payees/${event.id}/approval`, {}));
      const log = (await b.admin.get('/api/participants/P1/payees')).json();
      expect(log.events.map((e: { kind: string }) => e.kind)).toEqual([
        'guardian',
        'suspended',
        'search',
        'found',
      ]);
      expect(log.events[2]).toMatchObject({
        on: '2025-04-12',
        details: { searchedBy: 'Benefits desk (R. Hale)' },
      });
      expect(
        log.payees.find((p: { payee: string }) => p.payee === 'beneficiary:Ann Ames'),
      ).toMatchObject({
        suspended: false,
        foundOn: '2025-04-12',
      });
      // The next run, whatever its period, pays the share held.
      const next = await must(
        b.admin.post('/api/payment-runs', { payFrom: '2025-05-01', payThrough: '2025-05-31' }),
      );
      expect(next.run.lines).toEqual([
        expect.objectContaining({ payeeName: 'Ann Ames', gross: firstRun.lines[0]!.gross }),
      ]);
      await must(c1.post(`/api/payment-runs/${next.run.id}/approval`, {}));
      annPaidRun = next.run.id;
      expect(await deathPayment()).toMatchObject({
        amount: deathBenefit,
        paid: { on: '2025-04-15' },
      });
    });

    it('12.10: a check uncashed by the last day of uncashedCheckDays is within it; the day after suspends its payee', async () => {
      // Cy's check was paid 2025-04-15; 180 days end on 2025-10-12.
      b.clock.advance(190 * day); // 2025-10-19
      await signInAll();
      const report = (notCashedBy: string) =>
        payroll.post(`/api/payment-runs/${firstRun.id}/uncashed`, { lines: [2], notCashedBy });
      const cy = async () =>
        (await b.admin.get('/api/participants/P1/payees'))
          .json()
          .payees.find((p: { payee: string }) => p.payee === 'beneficiary:Cy Ames');
      const before = await report('2025-10-11');
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json().events[0]).toMatchObject({
        kind: 'uncashed',
        details: { pastPeriod: false },
      });
      expect((await cy()).suspended).toBe(false);
      expect((await report('2025-10-12')).json().events[0].details.pastPeriod).toBe(false);
      expect((await cy()).suspended).toBe(false);
      const after = await report('2025-10-13');
      expect(after.json().events[0].details).toMatchObject({
        pastPeriod: true,
        uncashedCheckDays: 180,
      });
      expect(await cy()).toMatchObject({ suspended: true, since: '2025-10-13' });
      const future = await report('2025-12-01');
      expect(future.json()).toMatchObject({ status: 422, field: 'notCashedBy' });
      const returnedLine = await payroll.post(`/api/payment-runs/${firstRun.id}/uncashed`, {
        lines: [1],
        notCashedBy: '2025-10-13',
      });
      expect(returnedLine.json()).toMatchObject({ status: 409, field: 'lines[0]' });
    });

    it('8.2, 12.10: a year end whose only payment due is held for a missing payee prepares no run', async () => {
      b.clock.advance(Date.parse('2026-01-02T15:00:00Z') - b.clock.now().getTime());
      await signInAll();
      // Ann's second payment comes back too: her share is owed again, and held (12.10).
      await must(
        payroll.post(`/api/payment-runs/${annPaidRun}/returns`, { lines: [1], reason: 'moved' }),
      );
      const runsBefore = (await b.admin.get('/api/payment-runs')).json().runs.length;
      const tick = await b.admin.post('/api/plans/carmax-edcp/ticks', { date: '2025-12-31' });
      expect(tick.statusCode, tick.body).toBe(201);
      const { paymentRun } = tick.json().tick.report;
      expect(paymentRun).toMatchObject({ status: 'nothingDue', payThrough: '2025-12-31' });
      expect(paymentRun.waiting).toBe(1);
      expect((await b.admin.get('/api/payment-runs')).json().runs).toHaveLength(runsBefore);
    });

    it('a participant reads his own payees only; suspension and found are audited; the chain verifies', async () => {
      expect((await pat.get('/api/participants/P1/payees')).statusCode).toBe(200);
      expect([403, 404]).toContain((await other.get('/api/participants/P1/payees')).statusCode);
      const own = await pat.post('/api/participants/P1/payees/searches', {
        payee: 'participant',
        on: '2025-10-19',
        tried: 'x',
      });
      expect([403, 404]).toContain(own.statusCode);
      const audit = (await b.admin.get('/api/audit?limit=1000')).json().entries;
      const actions = audit.map((e: { action: string }) => e.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'payee.guardian',
          'payee.guardian.approved',
          'payee.suspended',
          'payee.search',
          'payee.found',
          'payee.found.approved',
          'payee.uncashed',
        ]),
      );
      expect(JSON.stringify(audit)).not.toContain('4433221100');
      expect((await verifyAuditLog(b.store.db)).ok).toBe(true);
    });
  });
}
