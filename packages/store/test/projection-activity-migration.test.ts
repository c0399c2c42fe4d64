import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import * as projectionActivity from '../src/migrations/2026-12-08T12-00-00-projection-activity.js';
import * as projectionRowsPacked from '../src/migrations/2026-12-11T00-00-00-projection-rows-packed.js';
import * as holdingPointsApart from '../src/migrations/2026-12-12T00-00-00-holding-points-apart.js';
import {
  importRecord,
  projectionStatus,
  rebuildProjections,
  testDialects,
  openTestStore,
  valueAllAsOf,
  yearActivity,
  type ScenarioInput,
  type Store,
} from '../src/index.js';

// Migration projection-activity on a record whose projections were built with every ledger
// entry (projection_entries): afterwards the entries are gone, every projection is stale (it
// has no activity rows), and the next rebuild writes the year's activity. Then migration
// projection-rows-packed (holdings as change points, a year's activity one row): again every
// projection stale, and the rebuild writes the packed rows.

const planId = 'carmax-edcp';
const HORIZON = '2060-12-31';
const at = '2026-12-07T00:00:00.000Z';
const scenario40 = () =>
  JSON.parse(
    readFileSync(
      new URL('../../../scenarios/40-vesting-steps-at-the-third-anniversary.json', import.meta.url),
      'utf8',
    ),
  ) as ScenarioInput;

async function tableExists(store: Store, table: string): Promise<boolean> {
  const tables = await store.db.introspection.getTables();
  return tables.some((t) => t.name === table);
}

describe.each(await testDialects())('projection-activity migration on %s', (dialect) => {
  const stores: Store[] = [];
  afterAll(async () => {
    for (const store of stores) await store.close();
  });
  const build = (store: Store) =>
    rebuildProjections(store.db, planId, { horizon: HORIZON, builtAt: at, builtBy: 'test' });
  const stale = async (store: Store) =>
    (await projectionStatus(store.db, planId, { horizon: HORIZON })).stale;

  it('drops the entries, makes every built projection stale, and the rebuild writes the activity', async () => {
    const store = await openTestStore(dialect);
    stores.push(store);
    await importRecord(store, scenario40(), { planId, at, by: 'test' });
    await build(store);
    // The schema before it, with the projections as they were then: built, fresh, entries kept.
    await holdingPointsApart.down(store.db);
    await projectionRowsPacked.down(store.db);
    await projectionActivity.down(store.db);
    expect(await tableExists(store, 'projection_entries')).toBe(true);
    expect(await tableExists(store, 'projection_activity')).toBe(false);
    await sql`update projections set built_version = version`.execute(store.db);
    expect(await stale(store)).toEqual([]);

    await projectionActivity.up(store.db);
    await projectionRowsPacked.up(store.db);
    await holdingPointsApart.up(store.db);
    expect(await tableExists(store, 'projection_entries')).toBe(false);
    expect(await stale(store)).toEqual(['P1', 'P2']);
    expect(await yearActivity(store.db, planId, 2024)).toEqual(new Map());
    expect((await build(store)).built).toEqual(['P1', 'P2']);
    expect(await stale(store)).toEqual([]);
    expect((await yearActivity(store.db, planId, 2024)).get('P1')).toEqual([
      { account: 'RTA', kind: 'deferral', amount: '6000.00', entries: 1 },
      { account: 'CCA', kind: 'companyCredit', amount: '240.00', entries: 1 },
    ]);
  });

  it('projection-rows-packed makes every built projection stale, and the rebuild writes a row a year and rows of change points', async () => {
    const store = await openTestStore(dialect);
    stores.push(store);
    await importRecord(store, scenario40(), { planId, at, by: 'test' });
    await build(store);
    const before = await yearActivity(store.db, planId, 2025);
    await holdingPointsApart.down(store.db);
    await projectionRowsPacked.down(store.db);
    expect(await stale(store)).toEqual(['P1', 'P2']);
    await sql`update projections set built_version = version`.execute(store.db);
    await projectionRowsPacked.up(store.db);
    await holdingPointsApart.up(store.db);
    expect(await stale(store)).toEqual(['P1', 'P2']);
    expect(await yearActivity(store.db, planId, 2025)).toEqual(new Map());
    expect((await build(store)).built).toEqual(['P1', 'P2']);
    expect(await yearActivity(store.db, planId, 2025)).toEqual(before);
    const years = await store.db
      .selectFrom('projection_activity')
      .select(['year'])
      .where('participant_id', '=', 'P1')
      .orderBy('year')
      .execute();
    expect(years.map((y) => y.year)).toEqual([2024, 2025]);
  });

  it('holding-points-apart makes every built projection stale, and the rebuild values everyone as before with the points apart', async () => {
    const store = await openTestStore(dialect);
    stores.push(store);
    await importRecord(store, scenario40(), { planId, at, by: 'test' });
    await build(store);
    const days = ['2024-03-31', '2025-06-30', '2026-12-31'];
    const values = () => Promise.all(days.map((d) => valueAllAsOf(store.db, planId, d)));
    const before = await values();
    await holdingPointsApart.down(store.db);
    expect(await stale(store)).toEqual(['P1', 'P2']);
    expect(await tableExists(store, 'projection_holding_points')).toBe(false);
    await sql`update projections set built_version = version`.execute(store.db);
    await holdingPointsApart.up(store.db);
    expect(await stale(store)).toEqual(['P1', 'P2']);
    const left = await store.db.selectFrom('projection_holdings').select('plan_id').execute();
    expect(left).toEqual([]);
    expect((await build(store)).built).toEqual(['P1', 'P2']);
    expect(await values()).toEqual(before);
    const columns = (await store.db.introspection.getTables()).find(
      (t) => t.name === 'projection_holdings',
    )!.columns;
    expect(columns.map((c) => c.name)).not.toContain('points');
  });
});
