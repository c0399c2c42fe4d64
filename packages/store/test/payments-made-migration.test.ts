import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as paymentsMade from '../src/migrations/2026-12-04T10-00-00-payments-made.js';
import {
  anchorAudit,
  appendAudit,
  getPaymentRun,
  inTransaction,
  listPaymentsMade,
  openTestStore,
  verifyAuditLog,
  type Store,
} from '../src/index.js';

// Migration payments-made on a record whose chain is keyed already: a run approved before it
// (its lines updated in place, as approval did then) gets its events, its paid lines become
// payments made, and the next start anchors what the migration wrote (`outside = 2`), where
// a row written by no command would be tampering. Afterwards runs and lines are append-only.

const at = '2025-02-20T15:00:00.000Z';

async function approvedRunAsBefore(store: Store): Promise<void> {
  await inTransaction(store, async (trx) => {
    await trx
      .insertInto('plans')
      .values({ id: 'p', name: 'P', publicly_traded: 1, recorded_at: at })
      .execute();
    await trx
      .insertInto('participants')
      .values({
        id: 'P1',
        plan_id: 'p',
        name: 'Pat',
        hire_date: '2015-06-01',
        birth_date: null,
        recorded_at: at,
        recorded_by: 's',
      })
      .execute();
    await trx
      .insertInto('payment_runs')
      .values({
        id: 'PR-1',
        plan_id: 'p',
        pay_from: '2025-02-01',
        pay_through: '2025-02-28',
        status: 'approved',
        source: 'general',
        total: '1000.00',
        total_withheld: '220.00',
        total_net: '780.00',
        prepared_by: 'c1',
        prepared_at: '2025-02-19T15:00:00.000Z',
        approved_by: 'c2',
        approved_at: at,
        cancelled_by: null,
        cancelled_at: null,
      })
      .execute();
    await trx
      .insertInto('payment_run_lines')
      .values({
        run_id: 'PR-1',
        plan_id: 'p',
        line_no: 1,
        payment_key: 'P1|RTA|termination|2025-02-15|-',
        participant_id: 'P1',
        account: 'RTA',
        benefit: 'termination',
        payee: 'participant',
        installment: null,
        payment_date: '2025-02-15',
        valued_at: '2025-01-31',
        on_time_through: '2025-12-31',
        gross: '1000.00',
        withheld: '220.00',
        net: '780.00',
        withholding_year: 2025,
        rules: '["5.1(b)"]',
        trace: '{}',
        paid_on: '2025-02-20',
        late: 0,
        paid_key: 'P1|RTA|termination|2025-02-15|-',
      })
      .execute();
    await appendAudit(trx, {
      at,
      actor: 'c2',
      action: 'paymentRun.approved',
      entity: 'paymentRun',
      entityId: 'PR-1',
      planId: 'p',
    });
  });
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe(`payments-made migration on ${dialect}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await openTestStore(dialect);
      await paymentsMade.down(store.db);
    });
    afterEach(async () => store.close());

    it('turns an approved run into events and payments made, sealed by the next start', async () => {
      await approvedRunAsBefore(store);
      expect(await verifyAuditLog(store.db)).toMatchObject({ ok: true });
      await paymentsMade.up(store.db);
      // Written by the migration, not yet sealed: verify says so until the next start.
      expect(await verifyAuditLog(store.db)).toMatchObject({ ok: false });
      expect(await anchorAudit(store.db, at)).toEqual(expect.any(Number));
      expect(await anchorAudit(store.db, at)).toBeNull();
      expect(await verifyAuditLog(store.db)).toMatchObject({ ok: true });
      const run = await getPaymentRun(store.db, 'p', 'PR-1');
      expect(run).toMatchObject({
        status: 'approved',
        approvedBy: 'c2',
        events: [
          { seq: 1, status: 'prepared', by: 'c1' },
          { seq: 2, status: 'approved', by: 'c2', at },
        ],
      });
      expect(run?.lines[0]).toMatchObject({ paidOn: '2025-02-20', late: false });
      expect(await listPaymentsMade(store.db, { planId: 'p' })).toMatchObject([
        { runId: 'PR-1', paymentKey: 'P1|RTA|termination|2025-02-15|-', gross: '1000.00' },
      ]);
      // From now on a run and its lines are never updated.
      await expect(
        sql`update payment_runs set status = 'cancelled'`.execute(store.db),
      ).rejects.toThrow(/append-only/);
      await expect(sql`delete from payment_run_lines`.execute(store.db)).rejects.toThrow(
        /append-only/,
      );
    });

    it('a row written outside any command after the migration is still caught', async () => {
      await paymentsMade.up(store.db);
      await inTransaction(store, (trx) =>
        appendAudit(trx, { at, actor: 'u', action: 'x', entity: 'plan', entityId: 'p' }),
      );
      await sql`insert into correction_decisions (correction_id, plan_id, decision, decided_by, decided_at)
        values ('CR-1', 'p', 'approved', 'eve', ${at})`.execute(store.db);
      expect(await anchorAudit(store.db, at)).toBeNull();
      expect(await verifyAuditLog(store.db)).toMatchObject({
        ok: false,
        problem: 'correction_decisions row CR-1 written outside the audit',
      });
    });
  });
}
