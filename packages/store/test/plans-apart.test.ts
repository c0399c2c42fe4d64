import type { KyselyPlugin, QueryId, RootOperationNode, UnknownRow } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appendFact,
  createFund,
  createParticipant,
  createPlan,
  getParticipant,
  inTransaction,
  listFacts,
  listFunds,
  listParticipants,
  loadScenario,
  openTestStore,
  testDialects,
  type Store,
} from '../src/index.js';

// Two plans on one installation: each query answers for one plan, and a participant's
// evaluation reads his own facts and the plan's company facts, never anyone else's.

const at = '2025-01-02T12:00:00.000Z';

/** Counts the fact rows each query returns, to see what a question reads. */
class FactRowCounter implements KyselyPlugin {
  factRows = 0;
  private readonly factQueries = new Set<QueryId>();
  transformQuery(args: { queryId: QueryId; node: RootOperationNode }): RootOperationNode {
    if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node.from).includes('"facts"'))
      this.factQueries.add(args.queryId);
    return args.node;
  }
  async transformResult(args: { queryId: QueryId; result: { rows: UnknownRow[] } }) {
    if (this.factQueries.has(args.queryId)) this.factRows += args.result.rows.length;
    return args.result;
  }
}

async function seedTwoPlans(store: Store): Promise<void> {
  for (const planId of ['a', 'b']) {
    await createPlan(store.db, { id: planId, name: planId, publiclyTraded: true, recordedAt: at });
    // Each employer has its own "SV": fund ids are unique per plan.
    const fund = { id: 'SV', name: `SV ${planId}`, capitalPreservation: true, constantPrice: '1' };
    await createFund(store.db, { ...fund, planId, recordedAt: at, recordedBy: 's' });
  }
  const people = [
    ['A1', 'a'],
    ['A2', 'a'],
    ['B1', 'b'],
  ] as const;
  for (const [id, planId] of people) {
    await createParticipant(store.db, {
      id,
      planId,
      name: id,
      hireDate: '2015-06-01',
      birthDate: null,
      recordedAt: at,
      recordedBy: 's',
    });
    for (const year of [2025, 2026, 2027])
      await appendFact(store.db, {
        planId,
        participantId: id,
        event: { type: 'retirementSavingsPlan', year, deferralPct: 5 },
        recordedAt: at,
        recordedBy: 's',
      });
  }
  for (const planId of ['a', 'b'])
    await appendFact(store.db, {
      planId,
      participantId: null,
      event: { type: 'changeInControl', date: '2027-05-01' },
      recordedAt: at,
      recordedBy: 's',
    });
}

for (const dialect of await testDialects()) {
  describe(`plans apart on ${dialect}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await openTestStore(dialect);
      await seedTwoPlans(store);
    });
    afterEach(async () => store.close());

    it('reads only his facts and the plan’s company facts for one participant', async () => {
      const counter = new FactRowCounter();
      const db = store.db.withPlugin(counter);
      const scenario = await loadScenario(db, {
        planId: 'a',
        asOf: '2030-12-31',
        participantIds: ['A1'],
      });
      expect(scenario.participants.map((p) => [p.id, p.events.length])).toEqual([['A1', 3]]);
      expect(scenario.company.events).toHaveLength(1);
      expect(scenario.funds).toEqual([{ id: 'SV', name: 'SV a', capitalPreservation: true }]);
      // 3 of his + 1 company fact: not A2's, not plan b's.
      expect(counter.factRows).toBe(4);
    });

    it('answers every query for one plan only', async () => {
      expect((await listParticipants(store.db, 'a')).map((p) => p.id)).toEqual(['A1', 'A2']);
      expect(await getParticipant(store.db, 'a', 'B1')).toBeUndefined();
      expect((await listFunds(store.db, 'b')).map((f) => f.name)).toEqual(['SV b']);
      const facts = await listFacts(store.db, { planId: 'b' });
      expect(new Set(facts.map((f) => f.participantId))).toEqual(new Set(['B1', null]));
      // Another plan's participant is not loaded even when asked for by id.
      const scenario = await loadScenario(store.db, {
        planId: 'a',
        asOf: '2030-12-31',
        participantIds: ['B1'],
      });
      expect(scenario.participants).toEqual([]);
    });

    it.runIf(dialect === 'postgres')(
      'lets writers about different participants proceed, and a plan-wide writer wait',
      async () => {
        const own = (participantId: string) => [
          { key: 'plan:a', shared: true },
          { key: `plan:a:participant:${participantId}` },
        ];
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        let entered = () => {};
        const inside = new Promise<void>((resolve) => (entered = resolve));
        const first = inTransaction(
          store,
          async () => {
            entered();
            await held;
          },
          own('A1'),
        );
        await inside;
        // Another participant's write completes while the first still holds its locks.
        const seq = await inTransaction(
          store,
          (trx) =>
            appendFact(trx, {
              planId: 'a',
              participantId: 'A2',
              event: { type: 'death', date: '2030-01-01' },
              recordedAt: at,
              recordedBy: 's',
            }),
          own('A2'),
        );
        expect(seq).toBeGreaterThan(0);
        // A payment run (the plan's lock) waits until the first is done.
        let planWide = false;
        const run = inTransaction(store, async () => void (planWide = true), [{ key: 'plan:a' }]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(planWide).toBe(false);
        release();
        await Promise.all([first, run]);
        expect(planWide).toBe(true);
      },
    );

    it('numbers facts from the database, in order, across plans', async () => {
      const seqs = (await listFacts(store.db, { planId: 'a' })).map((f) => f.seq);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      const next = await appendFact(store.db, {
        planId: 'b',
        participantId: 'B1',
        event: { type: 'death', date: '2030-01-01' },
        recordedAt: at,
        recordedBy: 's',
      });
      expect(next).toBe(12);
    });
  });
}
