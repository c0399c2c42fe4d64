import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appendNewDataKey,
  readDataKeyFile,
  readSecrets,
  rotateStoredValues,
  testDialects,
  useDataKeyring,
  verifyAuditLog,
} from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/index.js';
import { addParticipant, addUser, boot, signIn, type Agent, type Booted } from './helpers.js';

// Issue 11 items 1, 2 through the app, on both databases: the participant's record (dated
// changes, append-only, audited), tax ids and bank accounts encrypted at rest (AES-256-GCM),
// masked in every answer and never in the log, revealed only to the roles that pay (audited);
// beneficiary designations (Plan 1.2-1.3) and the Death Benefit (5.4) split among them to the
// cent, a predeceased beneficiary skipped; without one the Spouse (1.34), else the estate.
// The clock is 2025-03-03 (Eastern).

const tin = '123-45-6789';
const account = {
  routingNumber: '021000021',
  accountNumber: '4433221100',
  accountType: 'checking',
};

async function must(reply: Promise<{ statusCode: number; body: string }>) {
  const r = await reply;
  if (r.statusCode >= 300) throw new Error(`setup: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body || '{}');
}

/** Every row of a table as text, to look for a secret in clear. */
async function rowsText(
  b: Booted,
  table:
    'participant_records' | 'encrypted_values' | 'beneficiary_designations' | 'audit_log' | 'facts',
) {
  return JSON.stringify(await b.store.db.selectFrom(table).selectAll().execute());
}

for (const dialect of await testDialects()) {
  describe(`participant records and beneficiaries on ${dialect} (issue 11: 1, 2)`, () => {
    let b: Booted;
    let payroll: Agent;
    let committee: Agent;
    let auditor: Agent;
    let pat: Agent;
    const log: string[] = [];
    let logged: Agent;
    let loggedApp: Awaited<ReturnType<typeof buildApp>>;

    beforeAll(async () => {
      b = await boot(dialect);
      for (const id of ['P1', 'P2', 'P3']) await addParticipant(b, id);
      payroll = await addUser(b, 'payroll1', 'payroll');
      committee = await addUser(b, 'committee1', 'committee');
      auditor = await addUser(b, 'auditor1', 'auditor');
      pat = await addUser(b, 'pat1', 'participant', 'P1');
      // A second app on the same record, its log captured.
      loggedApp = await buildApp({
        store: b.store,
        clock: b.clock,
        logStream: { write: (line: string) => void log.push(line) },
      });
      logged = await signIn(loggedApp, 'admin', b.adminPassword);
    });
    afterAll(async () => {
      await loggedApp.close();
      await b.close();
    });

    it('records a dated change with a reason; the tax id and bank account are answered masked', async () => {
      const reply = await b.admin.post('/api/plans/carmax-edcp/participants/P1/record', {
        effectiveOn: '2025-01-01',
        reason: 'enrolment form',
        legalName: 'Patricia Q. Ames',
        address: { line1: '1 Main St', city: 'Richmond', state: 'VA', postalCode: '23238' },
        email: 'pat@example.com',
        phone: '+1 804 555 0100',
        employer: 'CarMax Auto Superstores, Inc.',
        payrollId: 'E-1001',
        spouse: { name: 'Sam Ames' },
        stateOfResidence: 'VA',
        taxId: tin,
        bankAccount: account,
      });
      // A bank account moves money: recorded, in force once another person approves it.
      expect(reply.statusCode, reply.body).toBe(202);
      const { change } = reply.json();
      expect(change).toMatchObject({
        approval: { status: 'pending' },
        effectiveOn: '2025-01-01',
        reason: 'enrolment form',
        recordedBy: 'admin',
        changes: {
          taxId: '*****6789',
          bankAccount: { routingNumber: '*****0021', accountNumber: '******1100' },
          stateOfResidence: 'VA',
        },
      });
      expect(reply.body).not.toContain('123456789');
      expect(reply.body).not.toContain('4433221100');
      const pending = (await b.admin.get('/api/participants/P1/record')).json();
      expect(pending.record.bankAccount).toBeUndefined();
      expect(pending.history[0].approval).toEqual({ status: 'pending' });
      const approval = `/api/participants/P1/record/${change.id}/approval`;
      const own = await b.admin.post(approval, {});
      expect(own.json()).toMatchObject({ status: 403, code: 'same_person_cannot_approve' });
      const approved = await committee.post(approval, {});
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().approval).toMatchObject({
        status: 'approved',
        approvedBy: 'committee1',
      });
      expect((await committee.post(approval, {})).json()).toMatchObject({ code: 'not_pending' });
      const now = (await b.admin.get('/api/participants/P1/record')).json();
      expect(now.record.bankAccount).toMatchObject({ accountNumber: '******1100' });
    });

    it('holds no tax id or account number in clear in any table; the value decrypts (AES-256-GCM round trip)', async () => {
      for (const table of [
        'participant_records',
        'encrypted_values',
        'audit_log',
        'facts',
      ] as const) {
        const text = await rowsText(b, table);
        expect(text, table).not.toContain('123456789');
        expect(text, table).not.toContain('123-45-6789');
        expect(text, table).not.toContain('4433221100');
      }
      const rows = await b.store.db.selectFrom('encrypted_values').selectAll().execute();
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.key_id).toMatch(/^k[0-9a-f]{16}$/);
        // 12-byte IV + ciphertext + 16-byte tag.
        expect(Buffer.from(row.sealed, 'base64').length).toBeGreaterThan(28);
      }
      const plain = await readSecrets(
        b.store.db,
        'carmax-edcp',
        rows.map((r) => r.id),
      );
      expect([...plain.values()].sort()).toEqual([JSON.stringify(account), '123456789'].sort());
      // A fresh IV per value: the same tax id twice is two different ciphertexts.
      await must(b.admin.post('/api/participants/P2/record', { taxId: tin, reason: 'form' }));
      const again = await b.store.db.selectFrom('encrypted_values').select('sealed').execute();
      expect(new Set(again.map((r) => r.sealed)).size).toBe(3);
    });

    it('answers the record today with its status and history, masked for every role', async () => {
      for (const agent of [b.admin, payroll, committee, auditor, pat]) {
        const reply = await agent.get('/api/participants/P1/record');
        expect(reply.statusCode, `${agent.username} ${reply.body}`).toBe(200);
        const body = reply.json();
        expect(body.revealed).toBe(false);
        expect(body.record).toMatchObject({
          legalName: 'Patricia Q. Ames',
          taxId: '*****6789',
          stateOfResidence: 'VA',
          bankAccount: { accountNumber: '******1100', accountType: 'checking' },
        });
        expect(body.status).toMatchObject({ value: 'notEligible', rules: ['2.1'] });
        expect(reply.body).not.toContain('123456789');
        expect(reply.body).not.toContain('4433221100');
      }
      const history = (await b.admin.get('/api/participants/P1/record')).json().history;
      // The record change, and the residence fact (8.3) the tax view reads.
      expect(history.map((h: { id: string }) => h.id.slice(0, 3))).toEqual(['PR-', 'fac']);
      const events = (await b.admin.get('/api/participants/P1/events')).json().events;
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'residence',
          event: { type: 'residence', date: '2025-01-01', state: 'VA' },
        }),
      );
    });

    it('reveals in full only to the roles that pay, and audits each reveal', async () => {
      for (const agent of [committee, auditor, pat]) {
        const reply = await agent.get('/api/participants/P1/record?reveal=true');
        expect(reply.statusCode, agent.username).toBe(403);
        expect(reply.json()).toMatchObject({ code: 'reveal_forbidden', field: 'reveal' });
      }
      for (const agent of [b.admin, payroll]) {
        const reply = await agent.get('/api/plans/carmax-edcp/participants/P1/record?reveal=true');
        expect(reply.statusCode, reply.body).toBe(200);
        expect(reply.json().revealed).toBe(true);
        expect(reply.json().record).toMatchObject({ taxId: '123456789', bankAccount: account });
      }
      const trail = (await b.admin.get('/api/audit?limit=1000')).json().entries;
      const reveals = trail.filter(
        (e: { action: string }) => e.action === 'participantRecord.revealed',
      );
      expect(
        reveals.map((e: { actor: string; entityId: string }) => [e.actor, e.entityId]),
      ).toEqual([
        ['admin', 'P1'],
        ['payroll1', 'P1'],
      ]);
      expect(JSON.stringify(trail)).not.toContain('123456789');
      expect((await verifyAuditLog(b.store.db)).ok).toBe(true);
    });

    it('a participant changes his own address, email and phone, dated by the server’s clock, and nothing else', async () => {
      const reply = await pat.post('/api/participants/P1/record', {
        email: 'pat.ames@example.com',
        effectiveOn: '2024-01-01',
      });
      expect(reply.statusCode, reply.body).toBe(201);
      expect(reply.json().change).toMatchObject({ effectiveOn: '2025-03-03', recordedBy: 'pat1' });
      for (const field of ['taxId', 'employer', 'legalName']) {
        const refused = await pat.post('/api/participants/P1/record', {
          [field]: field === 'taxId' ? tin : 'X',
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'own_record_field', field });
      }
      expect((await pat.post('/api/participants/P2/record', { email: 'a@b.co' })).statusCode).toBe(
        404,
      );
      expect((await pat.get('/api/participants/P2/record')).statusCode).toBe(404);
      const record = (await pat.get('/api/participants/P1/record')).json().record;
      expect(record.email).toBe('pat.ames@example.com');
      // The rows are never changed, only added to.
      await expect(
        b.store.db.updateTable('participant_records').set({ reason: 'x' }).execute(),
      ).rejects.toThrow(/append-only/);
    });

    it('never writes a tax id or bank account to the log', async () => {
      log.length = 0;
      await must(
        logged.post('/api/participants/P3/record', {
          taxId: '555-44-3333',
          bankAccount: { ...account, accountNumber: '99887766' },
          reason: 'form',
        }),
      );
      await must(logged.get('/api/participants/P3/record?reveal=true'));
      // A refused body is not logged either.
      await logged.post('/api/participants/P3/record', { taxId: '555-44-333x', reason: 'form' });
      // Should code ever log a body or a change, the logger's redaction censors the secrets.
      loggedApp.log.info(
        {
          taxId: '555-44-3333',
          body: { taxId: '555-44-3333' },
          change: { bankAccount: { accountNumber: '99887766' }, taxId: '555443333' },
          beneficiary: { routingNumber: '021000021', accountNumber: '99887766' },
        },
        'a careless line',
      );
      const text = log.join('');
      expect(text).toContain('a careless line');
      expect(text).toContain('[redacted]');
      expect(text).toContain('/api/participants/P3/record');
      expect(text).not.toContain('555443333');
      expect(text).not.toContain('555-44-333');
      expect(text).not.toContain('99887766');
    });

    it('1.2-1.3: files designations, the latest valid one governs; the participant’s is dated today', async () => {
      const filed = await pat.post('/api/participants/P1/beneficiaries', {
        filedOn: '2020-01-01',
        primary: [{ name: 'Old Choice', pct: 100 }],
      });
      expect(filed.statusCode, filed.body).toBe(201);
      expect(filed.json().designation).toMatchObject({
        filedOn: '2025-03-03',
        source: 'participant',
      });
      const refused = await pat.post('/api/participants/P1/beneficiaries', {
        primary: [{ name: 'A', pct: 100, diedOn: '2024-01-01' }],
      });
      expect(refused.json()).toMatchObject({
        code: 'own_record_field',
        field: 'primary[0].diedOn',
      });
      const bad = await pat.post('/api/participants/P1/beneficiaries', {
        primary: [
          { name: 'A', pct: 50 },
          { name: 'B', pct: 40 },
        ],
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({
        code: 'designation_refused',
        rule: '1.2',
        field: 'primary',
      });
      // The form received on 2025-03-03 names three; one of them died before (staff record it).
      const three = await b.admin.post('/api/participants/P1/beneficiaries', {
        reason: 'form received by mail',
        primary: [
          {
            name: 'Ann Ames',
            pct: 50,
            relationship: 'daughter',
            taxId: '111-22-3333',
            address: { line1: '2 Oak St', city: 'Richmond', state: 'VA', postalCode: '23220' },
          },
          { name: 'Ben Ames', pct: 30, relationship: 'son', diedOn: '2024-12-01' },
          { name: 'Cy Ames', pct: 20, relationship: 'son', taxId: '444-55-6666' },
        ],
        contingent: [{ name: 'Ames Family Trust', pct: 100, taxId: '12-3456789' }],
      });
      // A form recorded by staff moves rights: in force once another person approves it.
      expect(three.statusCode, three.body).toBe(202);
      const recorded = three.json().designation;
      expect(recorded).toMatchObject({ source: 'staff', approval: { status: 'pending' } });
      expect(recorded.primary[0]).toMatchObject({ taxId: '*****3333' });
      expect(await rowsText(b, 'beneficiary_designations')).not.toContain('111223333');
      const before = (await pat.get('/api/participants/P1/beneficiaries')).json();
      expect(before.inForce.primary[0].name).toBe('Old Choice');
      const approval = `/api/participants/P1/beneficiaries/${recorded.id}/approval`;
      expect((await b.admin.post(approval, {})).statusCode).toBe(403);
      // A participant is not staff: no such route for him (404, as for another's record).
      expect((await pat.post(approval, {})).statusCode).toBe(404);
      expect((await committee.post(approval, {})).statusCode).toBe(200);
      const view = (await pat.get('/api/participants/P1/beneficiaries')).json();
      expect(view.inForce.primary.map((p: { name: string }) => p.name)).toEqual([
        'Ann Ames',
        'Ben Ames',
        'Cy Ames',
      ]);
      expect(view.history).toHaveLength(2);
      expect(view.default).toEqual({ kind: 'designation', name: 'Ann Ames' });
      expect(view.deathBenefit).toBeNull();
      const revealed = (await payroll.get('/api/participants/P1/beneficiaries?reveal=true')).json();
      expect(revealed.inForce.contingent[0].taxId).toBe('123456789');
      expect(
        (await committee.get('/api/participants/P1/beneficiaries?reveal=true')).statusCode,
      ).toBe(403);
    });

    it('5.4: the Death Benefit is split among the designation in force to the cent, the predeceased one skipped', async () => {
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
      expect((await b.admin.get('/api/participants/P1/record')).json().status.value).toBe(
        'participating',
      );
      await must(
        b.admin.post('/api/participants/P1/events', { type: 'death', date: '2025-03-20' }),
      );
      b.clock.advance(40 * 24 * 3600_000); // 2025-04-12: the sessions have expired.
      b.admin = await signIn(b.app, 'admin', b.adminPassword);
      const view = (await b.admin.get('/api/participants/P1/beneficiaries')).json();
      const benefit = view.deathBenefit;
      expect(benefit.diedOn).toBe('2025-03-20');
      expect(benefit.payments.length).toBeGreaterThan(0);
      const cents = (m: string) => BigInt(m.replace('.', ''));
      for (const payment of benefit.payments) {
        expect(payment.shares.map((s: { name: string }) => s.name)).toEqual([
          'Ann Ames',
          'Cy Ames',
        ]);
        const sum = payment.shares.reduce(
          (t: bigint, s: { amount: string }) => t + cents(s.amount),
          0n,
        );
        expect(sum).toBe(cents(payment.amount));
      }
      const [ann, cy] = benefit.totals;
      expect(cents(ann.amount) + cents(cy.amount)).toBe(cents(benefit.total));
      // 50 : 20 of what the engine pays, to the cent (Ben's 30 is theirs in proportion).
      expect(cents(ann.amount) * 20n - cents(cy.amount) * 50n).toBeGreaterThanOrEqual(-70n);
      expect(cents(ann.amount) * 20n - cents(cy.amount) * 50n).toBeLessThanOrEqual(70n);
      // The engine's own figure: the payments to the beneficiary, in total (the statement's
      // schedule: the lump sum is paid on 2025-04-15).
      const statement = (await b.admin.get('/api/participants/P1/statement')).json();
      const toBeneficiary = [...statement.payments, ...statement.scheduled].filter(
        (p: { payee: string }) => p.payee === 'beneficiary',
      );
      expect(toBeneficiary.map((p: { benefit: string }) => p.benefit)).toEqual(['death']);
      expect(
        toBeneficiary.reduce((t: bigint, p: { amount: string }) => t + cents(p.amount), 0n),
      ).toBe(cents(benefit.total));
      expect(cents(benefit.total)).toBeGreaterThan(0n);
      expect((await b.admin.get('/api/participants/P1/record')).json().status).toMatchObject({
        value: 'deceased',
        since: '2025-03-20',
      });
    });

    it('1.3, 1.34: without a designation the surviving Spouse takes it, else the estate', async () => {
      await must(
        b.admin.post('/api/participants/P2/record', {
          spouse: { name: 'Dana Doe' },
          reason: 'marriage certificate',
        }),
      );
      const p2 = (await b.admin.get('/api/participants/P2/beneficiaries')).json();
      expect(p2).toMatchObject({ inForce: null, default: { kind: 'spouse', name: 'Dana Doe' } });
      const p3 = (await b.admin.get('/api/participants/P3/beneficiaries')).json();
      expect(p3.default.kind).toBe('estate');
      await must(
        b.admin.post('/api/participants/P2/record', {
          spouse: { name: 'Dana Doe', diedOn: '2025-03-01' },
          reason: 'death certificate',
        }),
      );
      expect((await b.admin.get('/api/participants/P2/beneficiaries')).json().default.kind).toBe(
        'estate',
      );
    });

    it('keys rotate: a new key re-encrypts every value; the old key stays readable by id', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'defcomp-keys-'));
      const file = join(dir, 'data-key');
      writeFileSync(file, `${process.env.DEFCOMP_DATA_KEY}\n`, { mode: 0o600 });
      const before = await b.store.db
        .selectFrom('encrypted_values')
        .selectAll()
        .orderBy('id')
        .execute();
      const oldId = before[0]!.key_id;
      const ring = appendNewDataKey(readDataKeyFile(file));
      expect(ring.currentId).not.toBe(oldId);
      expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
      useDataKeyring(ring);
      try {
        const done = await rotateStoredValues(b.store, ring, b.clock.now().toISOString());
        expect(done).toEqual({ reencrypted: before.length, fromKeys: [oldId] });
        const after = await b.store.db
          .selectFrom('encrypted_values')
          .selectAll()
          .orderBy('id')
          .execute();
        expect(after.every((r) => r.key_id === ring.currentId)).toBe(true);
        const reply = await b.admin.get('/api/participants/P1/record?reveal=true');
        expect(reply.json().record.taxId).toBe('123456789');
        // Rotated again: nothing left under an old key.
        expect(
          (await rotateStoredValues(b.store, ring, b.clock.now().toISOString())).reencrypted,
        ).toBe(0);
        const trail = (await b.admin.get('/api/audit?limit=1000')).json().entries;
        expect(trail.map((e: { action: string }) => e.action)).toContain('dataKey.rotated');
        expect((await verifyAuditLog(b.store.db)).ok).toBe(true);
      } finally {
        useDataKeyring(undefined);
      }
    });
  });
}
