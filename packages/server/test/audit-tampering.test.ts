import { createHash } from 'node:crypto';
import {
  auditHash,
  checkpointProblem,
  takeAuditCheckpoint,
  testDialects,
  verifyAuditLog,
  type AuditCheckpoint,
  type AuditVerdict,
  type Database,
} from '@defcomp/store';
import { sql, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropRefusal, type Refused } from '../../store/test/tamper.js';
import { election, pays, recordRetroactively, postPayFile } from './helpers.js';
import { buildWorld, type World } from './world.js';

// Issue "People, payees and security" 7: the fifteen ways to tamper with the record that the
// plain chain missed or caught. The attacker can write the database (and drop its triggers) but
// has not the audit key. Each case runs in a transaction rolled back afterwards, on one record.

class Rollback extends Error {
  constructor(readonly verdict: AuditVerdict) {
    super('rollback');
  }
}

for (const dialect of await testDialects()) {
  describe(`tampering with the record on ${dialect} is detected`, () => {
    let w: World;
    let checkpoint: AuditCheckpoint;
    beforeAll(async () => {
      w = await buildWorld(dialect);
      await payOneLine(w);
      checkpoint = await takeAuditCheckpoint(w.store.db, '2025-04-30T12:00:00.000Z');
    });
    afterAll(async () => w.close());

    /** Runs the attack, returns verify's verdict (and the checkpoint's), then undoes it all. */
    async function attack(
      work: (trx: Transaction<Database>) => Promise<void>,
    ): Promise<AuditVerdict & { checkpoint: string | null }> {
      let seen: string | null = null;
      try {
        await w.store.db.transaction().execute(async (trx) => {
          await work(trx);
          seen = await checkpointProblem(trx, checkpoint);
          throw new Rollback(await verifyAuditLog(trx));
        });
      } catch (error) {
        if (error instanceof Rollback) return { ...error.verdict, checkpoint: seen };
        throw error;
      }
      throw new Error('assertion: the attack was not rolled back');
    }

    /** The trigger refuses the change; the attacker then drops it and makes the change. */
    async function refusedThenForced(table: string, op: Refused, change: string): Promise<string> {
      await expect(sql.raw(change).execute(w.store.db)).rejects.toThrow(/append-only/);
      const verdict = await attack(async (trx) => {
        await dropRefusal(trx, dialect, table, op);
        await sql.raw(change).execute(trx);
      });
      expect(verdict.ok).toBe(false);
      return verdict.ok ? '' : verdict.problem;
    }

    it('starts from a record that verifies and matches its checkpoint', async () => {
      expect(await verifyAuditLog(w.store.db)).toMatchObject({ ok: true });
      expect(await checkpointProblem(w.store.db, checkpoint)).toBeNull();
    });

    it('1. an audit row edited', async () => {
      const change = `update audit_log set reason = 'nothing to see' where seq = 3`;
      expect(await refusedThenForced('audit_log', 'update', change)).toMatch(/MAC/);
    });

    it('2. an audit row deleted in the middle', async () => {
      const change = 'delete from audit_log where seq = 3';
      expect(await refusedThenForced('audit_log', 'delete', change)).toBe('row missing');
    });

    it('3. the tail deleted', async () => {
      const change = `delete from audit_log where seq = ${checkpoint.seq}`;
      expect(await refusedThenForced('audit_log', 'delete', change)).toMatch(/last rows removed/);
    });

    it('4. the tail deleted and the head moved back', async () => {
      const verdict = await attack(async (trx) => {
        await dropRefusal(trx, dialect, 'audit_log', 'delete');
        await sql`delete from audit_log where seq = ${checkpoint.seq}`.execute(trx);
        const last = await trx
          .selectFrom('audit_log')
          .select(['seq', 'hash'])
          .orderBy('seq', 'desc')
          .executeTakeFirstOrThrow();
        await trx.updateTable('audit_head').set({ seq: last.seq, hash: last.hash }).execute();
      });
      expect(verdict.checkpoint).toMatch(/fewer than the checkpoint's .* \(truncated or wiped\)/);
    });

    it('5. a forged row inserted (hashed as the plain chain was)', async () => {
      const verdict = await attack(async (trx) => {
        const row = {
          seq: checkpoint.seq + 1,
          at: '2025-04-30T13:00:00.000Z',
          actor: 'admin',
          action: 'user.roleChanged',
          entity: 'user',
          entity_id: 'mallory',
          reason: null,
          before: null,
          after: '{"role":"committee"}',
        };
        const hash = auditHash(checkpoint.hash, row);
        await trx
          .insertInto('audit_log')
          .values({ ...row, prev_hash: checkpoint.hash, hash, sealed: null })
          .execute();
        await trx.updateTable('audit_head').set({ seq: row.seq, hash }).execute();
      });
      expect(verdict).toMatchObject({ ok: false, seq: checkpoint.seq + 1, problem: /unkeyed/ });
    });

    it('6. two rows reordered', async () => {
      const verdict = await attack(async (trx) => {
        await dropRefusal(trx, dialect, 'audit_log', 'update');
        await sql`update audit_log set seq = -1 where seq = 2`.execute(trx);
        await sql`update audit_log set seq = 2 where seq = 3`.execute(trx);
        await sql`update audit_log set seq = 3 where seq = -1`.execute(trx);
      });
      expect(verdict).toMatchObject({ ok: false, seq: 2, problem: 'chain broken' });
    });

    it('7. both tables wiped', async () => {
      await expect(sql`delete from audit_head`.execute(w.store.db)).rejects.toThrow(/append-only/);
      if (dialect === 'postgres')
        await expect(sql`truncate audit_log, audit_head`.execute(w.store.db)).rejects.toThrow(
          /append-only/,
        );
      const verdict = await attack(async (trx) => {
        await dropRefusal(trx, dialect, 'audit_log', 'delete');
        await dropRefusal(trx, dialect, 'audit_head', 'delete');
        await sql`delete from audit_log`.execute(trx);
        await sql`delete from audit_head`.execute(trx);
      });
      expect(verdict).toMatchObject({ ok: false, problem: /written outside the audit/ });
      expect(verdict.checkpoint).toMatch(/the log has 0 rows/);
    });

    it('8. a row edited and the whole chain recomputed without the key', async () => {
      const verdict = await attack(async (trx) => {
        await dropRefusal(trx, dialect, 'audit_log', 'update');
        await sql`update audit_log set actor = 'mallory' where seq = 3`.execute(trx);
        await recomputeWithoutKey(trx);
      });
      expect(verdict).toMatchObject({ ok: false, seq: 1, problem: /recomputed without the key/ });
      expect(verdict.checkpoint).toMatch(/differs from the checkpoint/);
      const asLegacy = await attack(async (trx) => {
        await dropRefusal(trx, dialect, 'audit_log', 'update');
        await sql`update audit_log set actor = 'mallory' where seq = 3`.execute(trx);
        await recomputeWithoutKey(trx, true);
      });
      expect(asLegacy).toMatchObject({ ok: false, problem: /written outside the audit/ });
      expect(asLegacy.checkpoint).toMatch(/differs from the checkpoint/);
    });

    it("9. a fact's payload edited", async () => {
      const change = `update facts set payload = replace(payload, '2024-11-01', '2023-11-01') where seq = 1`;
      expect(await refusedThenForced('facts', 'update', change)).toMatch(
        /facts row 1 changed outside the audit/,
      );
    });

    it('10. a fact deleted', async () => {
      const change = 'delete from facts where seq = 1';
      expect(await refusedThenForced('facts', 'delete', change)).toMatch(
        /facts row 1 deleted outside the audit/,
      );
    });

    it('11. a fact inserted by SQL', async () => {
      const verdict = await attack(async (trx) => {
        await copyRow(trx, 'facts', 'seq', (row) => ({ ...row, seq: 999 }));
      });
      expect(verdict).toMatchObject({ problem: 'facts row 999 written outside the audit' });
    });

    it('12. a payment made edited (its amount), and a run line', async () => {
      // Payments made are facts: approval appends them, nothing updates a run or its lines.
      const change = `update payments_made set gross = '99999.00'`;
      expect(await refusedThenForced('payments_made', 'update', change)).toMatch(
        /payments_made row .*\/1 changed outside/,
      );
      const line = `update payment_run_lines set gross = '99999.00'`;
      expect(await refusedThenForced('payment_run_lines', 'update', line)).toMatch(
        /payment_run_lines row .*\/1 changed outside/,
      );
    });

    it("13. a user's password hash edited", async () => {
      const verdict = await attack(async (trx) => {
        await sql`update users set password_hash = 'x' where username = 'pat1'`.execute(trx);
      });
      expect(verdict).toMatchObject({ problem: /users row .* changed outside the audit/ });
    });

    it('14. a committee user, and a role grant, inserted by SQL', async () => {
      const user = await attack(async (trx) => {
        await copyRow(trx, 'users', 'id', (row) => ({
          ...row,
          id: 'mallory',
          username: 'mallory',
          role: 'committee',
        }));
      });
      expect(user).toMatchObject({ problem: 'users row mallory written outside the audit' });
      const grant = await attack(async (trx) => {
        await copyRow(trx, 'role_grants', 'id', (row) => ({
          ...row,
          id: 'forged',
          status: 'approved',
        }));
      });
      expect(grant).toMatchObject({ problem: 'role_grants row forged written outside the audit' });
    });

    it("15. a user's role changed by SQL", async () => {
      const verdict = await attack(async (trx) => {
        await sql`update users set role = 'administrator' where username = 'auditor1'`.execute(trx);
      });
      expect(verdict).toMatchObject({ problem: /users row .* changed outside the audit/ });
    });

    it('16. a plan amendment inserted, edited or approved by SQL (9.2)', async () => {
      const approved = await w.store.db
        .selectFrom('plan_amendments')
        .selectAll()
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow();
      const edited = await attack(async (trx) => {
        await sql`update plan_amendments set parameters = '{"cicWindowMonths":1}'`.execute(trx);
      });
      expect(edited).toMatchObject({
        problem: `plan_amendments row ${approved.id} changed outside the audit`,
      });
      const forged = await attack(async (trx) => {
        await trx
          .insertInto('plan_amendments')
          .values({ ...approved, id: 'A-forged', approved_by: 'committee1' })
          .execute();
      });
      expect(forged).toMatchObject({
        problem: 'plan_amendments row A-forged written outside the audit',
      });
    });

    // Last: it commits. A row inserted by SQL with the triggers in place waits in
    // audit_pending; the next command must not seal it as its own.
    it('and a row inserted by SQL is not laundered by the next command', async () => {
      await copyRow(w.store.db, 'users', 'id', (row) => ({ ...row, id: 'eve', username: 'eve' }));
      const added = await w.admin.post('/api/participants', {
        id: 'P9',
        name: 'Participant P9',
        hireDate: '2015-06-01',
      });
      expect(added.statusCode).toBe(201);
      expect(await verifyAuditLog(w.store.db)).toMatchObject({
        ok: false,
        problem: 'users row eve written outside the audit',
      });
    });
  });
}

/**
 * Prepares and approves a run that pays P1's small balance (5.7, valued on 2025-01-31, a day
 * that has passed on the clock's 2025-03-03): one line paid.
 */
async function payOneLine(w: World): Promise<void> {
  const must = async (reply: Promise<{ statusCode: number; body: string }>) => {
    const r = await reply;
    if (r.statusCode >= 300) throw new Error(`setup: ${r.statusCode} ${r.body}`);
    return JSON.parse(r.body || '{}');
  };
  const { admin, agents } = w;
  await must(admin.post('/api/participants/P1/elections', election));
  await must(postPayFile(agents.payroll!, '/api/pay-imports', { fileName: 'q1.json', pays }));
  const separation = { type: 'separation', date: '2025-01-20', reason: 'retirement' };
  // Dated before its payments' valuation points have passed: a retroactive change (12.9).
  await must(recordRetroactively(w, 'P1', separation, agents.committee!));
  const window = { payFrom: '2025-02-01', payThrough: '2025-02-28' };
  // The world's run (prepared, nothing to pay) is cancelled first: one run is pending at once.
  await must(agents.committee!.post(`/api/payment-runs/${w.ids.runId}/cancellation`));
  const run = await must(agents.committee!.post('/api/payment-runs', window));
  if (run.run.lines.length === 0) throw new Error('setup: the February run pays nothing');
  await must(agents.committee2!.post(`/api/payment-runs/${run.run.id}/approval`, {}));
  // A Committee amendment (9.2), prepared by one member and approved by another.
  const amendment = await must(
    agents.committee!.post('/api/plans/carmax-edcp/amendments', {
      effectiveDate: '2026-01-01',
      label: 'A longer Change in Control window',
      adoptedBy: 'committee',
      parameters: { cicWindowMonths: 12 },
    }),
  );
  await must(
    agents.committee2!.post(
      `/api/plans/carmax-edcp/amendments/${amendment.amendment.id}/approval`,
      {},
    ),
  );
}

/** The attacker's copy of a row with a new key, inserted without the application. */
async function copyRow(
  db: Kysely<Database>,
  table: 'facts' | 'users' | 'role_grants',
  order: string,
  change: (row: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const rows = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(table)} order by ${sql.ref(order)}`.execute(db);
  const values = change(rows.rows[0] ?? {});
  const columns = Object.keys(values);
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    values (${sql.join(columns.map((c) => values[c]))})`.execute(db);
}

/**
 * Recomputes every row's hash and the head as the plain chain did (SHA-256, no key); with
 * `asLegacy` the seals go too, so that every row looks written before the chain was keyed.
 */
async function recomputeWithoutKey(db: Kysely<Database>, asLegacy = false): Promise<void> {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
  let prev = '0'.repeat(64);
  for (const { hash: _old, prev_hash: _prev, sealed, ...row } of rows) {
    const hash = asLegacy
      ? auditHash(prev, row)
      : createHash('sha256')
          .update(prev + JSON.stringify({ ...row, sealed }))
          .digest('hex');
    await db
      .updateTable('audit_log')
      .set({ prev_hash: prev, hash, ...(asLegacy ? { sealed: null } : {}) })
      .where('seq', '=', row.seq)
      .execute();
    prev = hash;
  }
  await db.updateTable('audit_head').set({ hash: prev }).execute();
}
