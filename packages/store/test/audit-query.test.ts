import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appendAudit,
  createPlan,
  inTransaction,
  listAudit,
  openTestStore,
  testDialects,
  type AuditEntry,
  type Store,
} from '../src/index.js';

// The audit log's filters (the console's audit page): who, what, when and about whom, read
// server-side on both databases.

const at = (day: string, time = '12:00:00.000') => `${day}T${time}Z`;

const rows: AuditEntry[] = [
  {
    at: at('2026-11-30', '23:59:59.999'),
    actor: 'admin',
    action: 'participantRecord.changed',
    entity: 'participant',
    entityId: 'P1',
    after: { id: 'PR-1' },
  },
  {
    at: at('2026-12-01', '00:00:00.000'),
    actor: 'committee1',
    action: 'decision.prepared',
    entity: 'decision',
    entityId: 'D-1',
    after: { participantId: 'P1' },
  },
  {
    at: at('2026-12-01'),
    actor: 'admin',
    action: 'participantRecord.approved',
    entity: 'participant',
    entityId: 'P10',
    after: { participantId: 'P10' },
  },
  {
    at: at('2026-12-02'),
    actor: 'asset1',
    action: 'fund.closed',
    entity: 'fundClosure',
    entityId: 'FC-1',
    before: { participantId: 'P1_' },
  },
  {
    at: at('2026-12-03'),
    actor: 'admin',
    action: 'participantRecordX',
    entity: 'user',
    entityId: 'u1',
  },
];

for (const dialect of await testDialects()) {
  describe(`audit log filters on ${dialect}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await openTestStore(dialect);
      await createPlan(store.db, {
        id: 'p',
        name: 'Plan',
        publiclyTraded: true,
        recordedAt: at('2026-11-01'),
      });
      for (const row of rows)
        await inTransaction(store, (trx) => appendAudit(trx, { ...row, planId: 'p' }));
    });
    afterEach(async () => store.close());

    const seqs = async (query: Parameters<typeof listAudit>[1]) =>
      (await listAudit(store.db, { planId: 'p', ...query })).map((r) => r.seq);

    it('filters by actor exactly', async () => {
      expect(await seqs({ actor: 'admin' })).toEqual([1, 3, 5]);
      expect(await seqs({ actor: 'adm' })).toEqual([]);
    });

    it('filters by an action or its family, never by a longer name', async () => {
      expect(await seqs({ action: 'participantRecord' })).toEqual([1, 3]);
      expect(await seqs({ action: 'fund.closed' })).toEqual([4]);
      expect(await seqs({ action: 'fund.clos' })).toEqual([]);
    });

    it('filters by UTC day, both ends included, at their boundaries', async () => {
      expect(await seqs({ fromDate: '2026-12-01' })).toEqual([2, 3, 4, 5]);
      expect(await seqs({ toDate: '2026-11-30' })).toEqual([1]);
      expect(await seqs({ fromDate: '2026-12-01', toDate: '2026-12-02' })).toEqual([2, 3, 4]);
    });

    it('filters by participant: his own rows and those naming him, not P10 nor a wildcard', async () => {
      expect(await seqs({ participantId: 'P1' })).toEqual([1, 2]);
      expect(await seqs({ participantId: 'P10' })).toEqual([3]);
      expect(await seqs({ participantId: 'P1_' })).toEqual([4]);
    });

    it('combines filters with paging', async () => {
      expect(await seqs({ actor: 'admin', afterSeq: 1, limit: 1 })).toEqual([3]);
    });
  });
}
