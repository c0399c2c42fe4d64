import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addPlanVersion,
  createPlanAmendment,
  addPrice,
  appendAudit,
  appendFact,
  createCorrection,
  createFund,
  decideCorrection,
  createParticipant,
  createPlan,
  inTransaction,
  listFacts,
  listPrices,
  loadScenario,
  openTestStore,
  testDialects,
  verifyAuditLog,
  type Store,
} from '../src/index.js';
import { dropRefusal } from './tamper.js';

const idx = { planId: 'carmax-edcp', fundId: 'IDX' };
const at = (day: number) => `2025-01-${String(day).padStart(2, '0')}T12:00:00.000Z`;

async function seed(store: Store): Promise<void> {
  await createPlan(store.db, {
    id: 'carmax-edcp',
    name: 'Reference',
    publiclyTraded: true,
    recordedAt: at(1),
  });
  await addPlanVersion(store.db, {
    planId: 'carmax-edcp',
    effectiveDate: '2024-08-01',
    definition: { parameters: { maxSpecifiedDateAccounts: 5 } },
    recordedAt: at(1),
    recordedBy: 'system',
  });
  // Plan 9.2: only approved amendments are in force, each from its date (a version is history).
  for (const [id, status] of [
    ['A-1', 'approved'],
    ['A-2', 'prepared'],
  ] as const)
    await createPlanAmendment(store.db, {
      id,
      planId: 'carmax-edcp',
      effectiveDate: '2026-01-01',
      label: id,
      parameters: { maxSpecifiedDateAccounts: 4 },
      adoptedBy: 'board',
      consents: [],
      status,
      preparedBy: 'u1',
      preparedAt: at(1),
      approvedBy: status === 'approved' ? 'u2' : null,
      approvedAt: status === 'approved' ? at(1) : null,
    });
  await createFund(store.db, {
    planId: 'carmax-edcp',
    id: 'SV',
    name: 'Stable Value',
    capitalPreservation: true,
    constantPrice: '1',
    recordedAt: at(1),
    recordedBy: 'system',
  });
  await createFund(store.db, {
    planId: 'carmax-edcp',
    id: 'IDX',
    name: 'Equity Index',
    capitalPreservation: false,
    constantPrice: null,
    recordedAt: at(1),
    recordedBy: 'system',
  });
  await createParticipant(store.db, {
    id: 'P1',
    planId: 'carmax-edcp',
    name: 'Pat One',
    hireDate: '2015-06-01',
    birthDate: null,
    recordedAt: at(1),
    recordedBy: 'system',
  });
}

for (const dialect of await testDialects()) {
  describe(`store on ${dialect}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await openTestStore(dialect);
      await seed(store);
    });
    afterEach(async () => store.close());

    it('keeps facts in the order recorded and answers what was known at an instant', async () => {
      const eligible = { type: 'eligible', date: '2024-11-01', notifiedOn: '2024-11-01' };
      const pay = {
        type: 'pay',
        date: '2025-01-31',
        component: 'baseSalary',
        gross: '100.00',
        netAvailable: '80.00',
      };
      await appendFact(store.db, {
        planId: 'carmax-edcp',
        participantId: 'P1',
        event: eligible,
        recordedAt: at(2),
        recordedBy: 'u1',
      });
      await appendFact(store.db, {
        planId: 'carmax-edcp',
        participantId: 'P1',
        event: pay,
        recordedAt: at(5),
        recordedBy: 'u1',
      });
      const all = await listFacts(store.db, { planId: 'carmax-edcp', participantId: 'P1' });
      expect(all.map((f) => [f.seq, f.type, f.effectiveDate])).toEqual([
        [1, 'eligible', '2024-11-01'],
        [2, 'pay', '2025-01-31'],
      ]);
      expect(all[1]?.event).toEqual(pay);
      expect(
        await listFacts(store.db, { planId: 'carmax-edcp', participantId: 'P1', knownAt: at(3) }),
      ).toHaveLength(1);
    });

    it('refuses a second fact with the same idempotency key', async () => {
      const event = { type: 'death', date: '2030-01-01' };
      const fact = {
        planId: 'carmax-edcp',
        participantId: 'P1',
        event,
        recordedAt: at(2),
        recordedBy: 'u1',
        idempotencyKey: 'k1',
      };
      await appendFact(store.db, fact);
      await expect(appendFact(store.db, fact)).rejects.toThrow();
    });

    it('keeps prices as exact decimal text', async () => {
      await addPrice(store.db, idx, {
        date: '2025-01-02',
        price: '10.123457',
        recordedAt: at(2),
        recordedBy: 'u',
      });
      await addPrice(store.db, idx, {
        date: '2025-01-03',
        price: '0.000001',
        recordedAt: at(3),
        recordedBy: 'u',
      });
      expect(await listPrices(store.db, idx)).toEqual([
        { date: '2025-01-02', price: '10.123457' },
        { date: '2025-01-03', price: '0.000001' },
      ]);
    });

    it('7.2, 12.9 the price set is read once while unchanged, again once a price is added or corrected', async () => {
      const price = (date: string, value: string) =>
        addPrice(store.db, idx, { date, price: value, recordedAt: at(2), recordedBy: 'u' });
      const pricesNow = async () =>
        (await loadScenario(store.db, { planId: 'carmax-edcp', asOf: '2030-12-31' })).prices;
      await price('2025-01-02', '10');
      const first = await pricesNow();
      expect(await pricesNow()).toBe(first); // the same object: read once
      expect(Object.isFrozen(first)).toBe(true);
      await price('2025-01-03', '11');
      const added = await pricesNow();
      expect(added.IDX).toEqual({
        points: [
          ['2025-01-02', '10'],
          ['2025-01-03', '11'],
        ],
      });
      const correction = {
        id: 'C-1',
        planId: 'carmax-edcp',
        target: { kind: 'price' as const, fundId: 'IDX', date: '2025-01-03' },
        action: 'supersede' as const,
        replacement: { price: '12' },
        reason: 'the custodian restated it',
        effect: null,
        preparedBy: 'u',
        preparedAt: at(3),
      };
      await createCorrection(store.db, correction);
      expect(await pricesNow()).toBe(added); // prepared, not approved: nothing changes
      await decideCorrection(store.db, {
        planId: 'carmax-edcp',
        correctionId: 'C-1',
        decision: 'approved',
        effect: null,
        decidedBy: 'v',
        decidedAt: at(4),
      });
      expect((await pricesNow()).IDX).toEqual({
        points: [
          ['2025-01-02', '10'],
          ['2025-01-03', '12'],
        ],
      });
      // What was known before the price was added is read as it was.
      const before = await loadScenario(store.db, {
        planId: 'carmax-edcp',
        asOf: '2030-12-31',
        knownAt: at(2),
      });
      expect(before.prices.IDX).toEqual({
        points: [
          ['2025-01-02', '10'],
          ['2025-01-03', '11'],
        ],
      });
    });

    it('assembles a FORMAT.md scenario from the record', async () => {
      await addPrice(store.db, idx, {
        date: '2025-01-02',
        price: '10',
        recordedAt: at(2),
        recordedBy: 'u',
      });
      await appendFact(store.db, {
        planId: 'carmax-edcp',
        participantId: null,
        event: { type: 'changeInControl', date: '2027-05-01' },
        recordedAt: at(2),
        recordedBy: 'u',
      });
      await appendFact(store.db, {
        planId: 'carmax-edcp',
        participantId: 'P1',
        event: { type: 'death', date: '2030-01-01' },
        recordedAt: at(2),
        recordedBy: 'u',
      });
      const scenario = await loadScenario(store.db, { planId: 'carmax-edcp', asOf: '2030-12-31' });
      expect(scenario).toMatchObject({
        format: 'defcomp-scenario/1',
        plan: {
          id: 'carmax-edcp',
          amendments: [
            { effective: '2026-01-01', label: 'A-1', parameters: { maxSpecifiedDateAccounts: 4 } },
          ],
        },
        company: {
          publiclyTraded: true,
          events: [{ type: 'changeInControl', date: '2027-05-01' }],
        },
        funds: [
          { id: 'IDX', name: 'Equity Index' },
          { id: 'SV', name: 'Stable Value', capitalPreservation: true },
        ],
        prices: { SV: { constant: '1' }, IDX: { points: [['2025-01-02', '10']] } },
        evaluateThrough: '2030-12-31',
        participants: [
          { id: 'P1', hireDate: '2015-06-01', events: [{ type: 'death', date: '2030-01-01' }] },
        ],
      });
      // Plan 9.2: what the plan knew then: an amendment approved later is not yet in force.
      const knownThen = await loadScenario(store.db, {
        planId: 'carmax-edcp',
        asOf: '2030-12-31',
        knownAt: '2024-12-31T00:00:00.000Z',
      });
      expect(knownThen.plan.amendments).toEqual([]);
      const before = await loadScenario(store.db, {
        planId: 'carmax-edcp',
        asOf: '2030-12-31',
        knownAt: at(1),
      });
      expect(before.participants[0]?.events).toEqual([]);
    });

    describe('audit chain', () => {
      beforeEach(async () => {
        for (let i = 1; i <= 3; i++) {
          await inTransaction(store, (trx) =>
            appendAudit(trx, {
              at: at(i),
              actor: 'u1',
              action: 'fact.recorded',
              entity: 'participant',
              entityId: 'P1',
              after: { i },
            }),
          );
        }
      });

      it('verifies an untouched chain', async () => {
        expect(await verifyAuditLog(store.db)).toEqual({ ok: true, rows: 3 });
      });

      it('names the first row altered by hand', async () => {
        await dropRefusal(store.db, store.dialect, 'audit_log', 'update');
        await sql`update audit_log set after = '{"i":9}' where seq = 2`.execute(store.db);
        expect(await verifyAuditLog(store.db)).toMatchObject({ ok: false, seq: 2 });
      });

      it('names a deleted row', async () => {
        await dropRefusal(store.db, store.dialect, 'audit_log', 'delete');
        await sql`delete from audit_log where seq = 2`.execute(store.db);
        expect(await verifyAuditLog(store.db)).toMatchObject({ ok: false, seq: 2 });
      });

      it('detects that the last row was deleted', async () => {
        await dropRefusal(store.db, store.dialect, 'audit_log', 'delete');
        await sql`delete from audit_log where seq = 3`.execute(store.db);
        expect(await verifyAuditLog(store.db)).toMatchObject({ ok: false, seq: 3 });
      });
    });
  });
}
