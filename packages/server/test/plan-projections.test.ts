// Issue 23, a newcomer's path: `defcomp record import` builds the plan's projections after its
// transaction with buildPlanProjections (core/projections.ts), in the worker threads (the built
// worker: `npm run build` first). Here on both databases: in the pool they are the projections
// the engine in line builds, a second build runs no task, and a stale one is rebuilt alone.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  appendFact,
  checkScenarioFile,
  importRecord,
  openTestStore,
  projectionHorizon,
  projectionStatus,
  testDialects,
  valueAllAsOf,
  type Store,
} from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlanProjections, easternToday, fixedClock } from '../src/index.js';
import { leaseWorkerPool, type Lease } from '../src/core/workers/pool.js';

const root = resolve(import.meta.dirname, '../../..');
const example = JSON.parse(
  readFileSync(join(root, 'scenarios/examples/02-key-employee-installments.json'), 'utf8'),
) as { participants: { id: string; events: unknown[] }[] };
const clock = fixedClock('2026-03-02T15:00:00Z');
const plan = 'carmax-edcp';

/** The example's participant four times over (P2, Q1, Q2, Q3): four projections to build. */
async function fourParticipants(store: Store) {
  const [p] = example.participants;
  const participants = [p!, ...[1, 2, 3].map((n) => ({ ...p!, id: `Q${n}` }))];
  const checked = checkScenarioFile({ ...example, participants });
  if (!checked.ok) throw new Error(`assertion: ${JSON.stringify(checked.problems[0])}`);
  await importRecord(store, checked.input, {
    planId: plan,
    at: clock.now().toISOString(),
    by: 't',
  });
}

const stale = async (store: Store) =>
  (
    await projectionStatus(store.db, plan, {
      horizon: projectionHorizon(easternToday(clock)),
    })
  ).stale;

for (const dialect of await testDialects()) {
  describe(`buildPlanProjections (${dialect})`, () => {
    let pooled: Store;
    let inline: Store;
    let pool: Lease;
    beforeAll(async () => {
      pooled = await openTestStore(dialect);
      inline = await openTestStore(dialect);
      await fourParticipants(pooled);
      await fourParticipants(inline);
      pool = leaseWorkerPool(); // the process's one pool, to count its tasks
    }, 60_000);
    afterAll(async () => {
      await pool?.release();
      await pooled?.close();
      await inline?.close();
    });

    it('builds every stale projection in the worker threads, as the engine in line does', async () => {
      expect(await stale(pooled)).toHaveLength(4);
      const before = pool.completed();
      const options = { clock, builtBy: 'test' };
      const built = await buildPlanProjections(pooled, plan, {
        ...options,
        evaluation: 'workers',
      });
      expect(pool.completed()).toBeGreaterThan(before);
      expect(built).toEqual({ built: ['P2', 'Q1', 'Q2', 'Q3'], fresh: [], failed: [] });
      const tasks = pool.completed();
      expect(
        await buildPlanProjections(inline, plan, { ...options, evaluation: 'inline' }),
      ).toEqual(built);
      expect(pool.completed()).toBe(tasks);
      expect(await stale(pooled)).toEqual([]);
      const asOf = '2026-02-27';
      expect(await valueAllAsOf(pooled.db, plan, asOf)).toEqual(
        await valueAllAsOf(inline.db, plan, asOf),
      );
    });

    it('runs no task when they are fresh, and rebuilds only the participant whose fact came', async () => {
      const options = { clock, builtBy: 'test', evaluation: 'workers' as const };
      const before = pool.completed();
      const again = await buildPlanProjections(pooled, plan, options);
      expect(again).toEqual({ built: [], fresh: ['P2', 'Q1', 'Q2', 'Q3'], failed: [] });
      expect(pool.completed()).toBe(before);
      await appendFact(pooled.db, {
        planId: plan,
        participantId: 'Q2',
        event: { type: 'keyEmployee', identificationDate: '2025-12-31' },
        recordedAt: clock.now().toISOString(),
        recordedBy: 't',
      });
      expect(await stale(pooled)).toEqual(['Q2']);
      const one = await buildPlanProjections(pooled, plan, options);
      expect(one).toEqual({ built: ['Q2'], fresh: ['P2', 'Q1', 'Q3'], failed: [] });
      expect(await stale(pooled)).toEqual([]);
    });
  });
}
