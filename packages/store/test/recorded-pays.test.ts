import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appendAudit,
  appendFact,
  appendPayFacts,
  createParticipant,
  createPlan,
  inTransaction,
  listRecordedPays,
  openTestStore,
  testDialects,
  type Store,
} from '../src/index.js';

// Scale II item 2: a pay file's same-pay check (7.1) loads the recorded pays of the file's own
// pay dates, not every pay the record holds.

const at = '2025-01-02T12:00:00.000Z';
const planId = 'edcp';
const pay = (date: string, gross = '100.00') => ({
  type: 'pay',
  date,
  component: 'baseSalary',
  gross,
  netAvailable: '80.00',
});

for (const dialect of await testDialects()) {
  describe(`recorded pays on ${dialect}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await openTestStore(dialect);
      await inTransaction(store, async (trx) => {
        await createPlan(trx, { id: planId, name: 'EDCP', publiclyTraded: true, recordedAt: at });
        for (const id of ['P1', 'P2'])
          await createParticipant(trx, {
            id,
            planId,
            name: id,
            hireDate: '2020-01-01',
            birthDate: '1980-01-01',
            recordedAt: at,
            recordedBy: 'u1',
          });
        const recorded = { recordedAt: at, recordedBy: 'u1' };
        // Three pay days imported, and one pay recorded one at a time (no import, no line).
        await appendPayFacts(
          trx,
          ['2025-01-15', '2025-01-31', '2025-02-15'].flatMap((date, d) =>
            ['P1', 'P2'].map((participantId, p) => ({
              planId,
              participantId,
              event: pay(date),
              key: `PI-${d}#${p}`,
            })),
          ),
          recorded,
        );
        await appendFact(trx, {
          planId,
          participantId: 'P1',
          event: pay('2025-02-28'),
          ...recorded,
        });
        await appendFact(trx, {
          planId,
          participantId: 'P1',
          event: { type: 'eligible', date: '2025-01-31', notifiedOn: '2025-01-31' },
          ...recorded,
        });
        await appendAudit(trx, { at, actor: 'u1', action: 'x', entity: 'plan', entityId: planId });
      });
    });
    afterEach(async () => store.close());

    const dates = (pays: Awaited<ReturnType<typeof listRecordedPays>>) =>
      pays.map((p) => [p.participantId, p.event.date, p.importId, p.lineNo]);

    it('loads only the pays of the asked dates, each with the import and line it came on', async () => {
      const pays = await listRecordedPays(store.db, planId, ['P1', 'P2'], ['2025-01-31']);
      expect(dates(pays)).toEqual([
        ['P1', '2025-01-31', 'PI-1', 1],
        ['P2', '2025-01-31', 'PI-1', 2],
      ]);
    });

    it('loads the asked participants only, on several dates, in the order recorded', async () => {
      const pays = await listRecordedPays(store.db, planId, ['P1'], ['2025-02-28', '2025-01-15']);
      expect(dates(pays)).toEqual([
        ['P1', '2025-01-15', 'PI-0', 1],
        ['P1', '2025-02-28', null, null],
      ]);
    });

    it('loads nothing for a date with no pay', async () => {
      expect(await listRecordedPays(store.db, planId, ['P1', 'P2'], ['2025-03-15'])).toEqual([]);
      expect(await listRecordedPays(store.db, planId, ['P1', 'P2'], [])).toEqual([]);
    });
  });
}
