import {
  evaluateScenario,
  formatMoney,
  parseMoney,
  parseScenario,
  projectScenario,
  type ParticipantEvent,
  type ScenarioResult,
} from '@defcomp/domain';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { dateIn, history } from '../../domain/test/support/arbitraries.js';
import {
  addPrice,
  appendFact,
  derivedTables,
  createCorrection,
  createPlanAmendment,
  decideCorrection,
  importRecord,
  loadScenario,
  openTestStore,
  projectedPayments,
  projectedResult,
  projectionCheck,
  projectionStatus,
  projectionVersions,
  rebuildProjections,
  saveProjection,
  testDialects,
  valueAllAsOf,
  yearActivity,
  type ScenarioInput,
  type Store,
} from '../src/index.js';
import { accepted } from './accepted.js';

const planId = 'carmax-edcp';
const HORIZON = '2060-12-31';
const at = '2026-12-04T00:00:00.000Z';
const build = (store: Store, extra: { force?: boolean; participantIds?: string[] } = {}) =>
  rebuildProjections(store.db, planId, {
    horizon: HORIZON,
    builtAt: at,
    builtBy: 'test',
    ...extra,
  });

async function evaluateRecord(
  store: Store,
  asOf: string,
  explain = false,
): Promise<ScenarioResult> {
  const parsed = parseScenario(await loadScenario(store.db, { planId, asOf }));
  if (!parsed.ok) throw new Error(`${parsed.errors[0]?.path}: ${parsed.errors[0]?.message}`);
  return evaluateScenario(parsed.scenario, { explain });
}

type Activity = Map<string, { account: string; kind: string; amount: string; entries: number }[]>;

/**
 * The engine's ledger entries (domain projectScenario over the record, through the horizon)
 * summed by participant, Plan Year of the day posted, sub-account and kind: "year" -> activity.
 */
async function engineActivity(store: Store): Promise<Map<number, Activity>> {
  const parsed = parseScenario(await loadScenario(store.db, { planId, asOf: HORIZON }));
  if (!parsed.ok) throw new Error(`${parsed.errors[0]?.path}: ${parsed.errors[0]?.message}`);
  const sums = new Map<string, { amount: bigint; entries: number }>();
  for (const projection of projectScenario(parsed.scenario)) {
    if ('error' in projection) throw projection.error;
    for (const e of projection.entries) {
      const key = [e.postedOn.slice(0, 4), projection.participantId, e.account, e.kind].join('|');
      const sum = sums.get(key) ?? { amount: 0n, entries: 0 };
      sums.set(key, { amount: sum.amount + e.amount, entries: sum.entries + 1 });
    }
  }
  const years = new Map<number, Activity>();
  for (const [key, sum] of [...sums].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [year, id, account, kind] = key.split('|') as [string, string, string, string];
    const activity = years.get(Number(year)) ?? new Map();
    years.set(Number(year), activity);
    const own = activity.get(id) ?? [];
    activity.set(id, own);
    own.push({ account, kind, amount: formatMoney(sum.amount), entries: sum.entries });
  }
  return years;
}

/** Every Plan Year with activity in the plan's projection rows. */
async function activityYears(store: Store): Promise<number[]> {
  const rows = await store.db
    .selectFrom('projection_activity')
    .select('year')
    .distinct()
    .where('plan_id', '=', planId)
    .execute();
  return rows.map((r) => Number(r.year)).sort();
}

/** The store's activity in the order the engine's is summed (sub-account, then kind, by name). */
const byName = (activity: Activity): Activity =>
  new Map(
    [...activity].map(([id, own]) => [
      id,
      [...own].sort((a, b) =>
        a.account === b.account ? (a.kind < b.kind ? -1 : 1) : a.account < b.account ? -1 : 1,
      ),
    ]),
  );

/**
 * The stored activity of every Plan Year is the engine's entries summed, and its deferral rows
 * add up to the deferrals the result reports (by the year of their date and sub-account).
 */
async function expectActivityOfTheEngine(store: Store, through: ScenarioResult): Promise<void> {
  const engine = await engineActivity(store);
  const years = await activityYears(store);
  expect(years).toEqual([...engine.keys()].sort());
  for (const year of years)
    expect(byName(await yearActivity(store.db, planId, year)), `${year}`).toEqual(
      byName(engine.get(year)!),
    );
  for (const [id, own] of Object.entries(through.participants)) {
    const reported = new Map<string, bigint>();
    for (const d of own.deferrals) {
      const key = `${d.date.slice(0, 4)} ${d.account}`;
      reported.set(key, (reported.get(key) ?? 0n) + parseMoney(d.amount));
    }
    const stored = new Map<string, bigint>();
    for (const year of years)
      for (const a of (await yearActivity(store.db, planId, year)).get(id) ?? [])
        if (a.kind === 'deferral') stored.set(`${year} ${a.account}`, parseMoney(a.amount));
    expect(stored, id).toEqual(reported);
  }
}

/** Every derived row of the plan's projections, but when and by whom they were built. */
async function dump(store: Store) {
  const rows: Record<string, unknown[]> = {};
  for (const table of derivedTables)
    rows[table] = (await store.db.selectFrom(table).selectAll().execute())
      .map((r) => JSON.stringify(r, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)))
      .map((r) => r.replace(/"(units|amount)":(-?\d+)/g, '"$1":"$2"'))
      .sort();
  rows.projections = (
    await store.db
      .selectFrom('projections')
      .select(['participant_id', 'status', 'horizon', 'fact_seq', 'company_seq'])
      .select(['context_key', 'result', 'error'])
      .orderBy('participant_id')
      .execute()
  ).map((r) => ({ ...r, fact_seq: Number(r.fact_seq), company_seq: Number(r.company_seq) }));
  return rows;
}

/** A result's deferrals and credits with their traces, as a row built before the split held them. */
const inline = (
  r: Pick<ScenarioResult['participants'][string], 'deferrals' | 'companyCredits'>,
) => ({
  deferrals: r.deferrals,
  companyCredits: r.companyCredits,
});

/** Two random histories as one plan: the first's company, funds and prices, both stories. */
function twoParticipants(a: ScenarioInput, b: ScenarioInput): ScenarioInput {
  const second = { ...b.participants[0]!, id: 'P2' };
  return { ...a, participants: [...a.participants, second] };
}

const asInput = (value: unknown) => JSON.parse(JSON.stringify(value)) as ScenarioInput;

/** IDX holds the equity fund; SV1 the capital preservation fund only. */
function twoFunds(): ScenarioInput {
  const story = (investments: Record<string, Record<string, number>> | undefined) =>
    [
      { type: 'eligible', date: '2022-10-03', notifiedOn: '2022-10-03' },
      {
        type: 'election',
        filedAt: '2023-12-01T10:00:00-05:00',
        kind: 'annual',
        planYear: 2024,
        deferrals: { baseSalary: 50 },
        allocation: [{ account: 'RTA', pct: 100 }],
        schedules: { RTA: { form: 'installments', years: 3 } },
        ...(investments ? { investments } : {}),
      },
      {
        type: 'pay',
        date: '2024-01-31',
        component: 'baseSalary',
        gross: '4000.00',
        netAvailable: '3000.00',
      },
      {
        type: 'pay',
        date: '2024-02-29',
        component: 'baseSalary',
        gross: '4000.00',
        netAvailable: '3000.00',
      },
    ] as ParticipantEvent[];
  return asInput({
    format: 'defcomp-scenario/1',
    description: 'two funds',
    plan: { id: planId },
    company: { publiclyTraded: true, events: [] },
    funds: [
      { id: 'SV', name: 'Stable Value', capitalPreservation: true },
      { id: 'IDX', name: 'Equity Index' },
    ],
    prices: {
      SV: { constant: '1' },
      IDX: {
        points: [
          ['2023-01-03', '10'],
          ['2025-06-02', '20'],
        ],
      },
    },
    evaluateThrough: '2026-12-01',
    participants: [
      { id: 'IDX1', hireDate: '2010-01-04', events: story({ RTA: { IDX: 100 } }) },
      { id: 'SV1', hireDate: '2010-01-04', events: story(undefined) },
    ],
  });
}

/** Scenario 40 (vesting in steps): deferrals, company credits, a forfeiture and payments. */
const scenario40 = () =>
  JSON.parse(
    readFileSync(
      new URL('../../../scenarios/40-vesting-steps-at-the-third-anniversary.json', import.meta.url),
      'utf8',
    ),
  ) as ScenarioInput;

describe.each(await testDialects())('projections on %s', (dialect) => {
  const stores: Store[] = [];
  const fresh = async (input?: ScenarioInput) => {
    const store = await openTestStore(dialect);
    stores.push(store);
    if (input) await importRecord(store, input, { planId, at, by: 'test' });
    return store;
  };
  afterAll(async () => {
    for (const store of stores) await store.close();
  });
  const stale = async (store: Store) =>
    (await projectionStatus(store.db, planId, { horizon: HORIZON })).stale;
  /** A company event: no participant's own fact. */
  const changeInControl = (store: Store) =>
    appendFact(store.db, {
      planId,
      participantId: null,
      event: { type: 'changeInControl', date: '2026-06-01' },
      recordedAt: at,
      recordedBy: 'test',
    });

  it('property: a rebuilt projection equals a fresh evaluation (balances as of any date, schedule)', async () => {
    await fc.assert(
      fc.asyncProperty(
        history({ evaluateThrough: HORIZON }),
        history({ evaluateThrough: HORIZON }),
        fc.array(dateIn('2022-06-01', HORIZON), { minLength: 3, maxLength: 3 }),
        async (a, b, days) => {
          const input = accepted(twoParticipants(asInput(a), asInput(b)));
          fc.pre(input !== null);
          const store = await openTestStore(dialect);
          try {
            await importRecord(store, input!, { planId, at, by: 'test' });
            const first = await build(store);
            fc.pre(first.failed.length === 0); // a price the story lacks fails the engine too
            for (const asOf of [...days, input!.evaluateThrough]) {
              const engine = await evaluateRecord(store, asOf);
              const sql = await valueAllAsOf(store.db, planId, asOf);
              for (const [id, own] of Object.entries(engine.participants))
                expect(sql.get(id), `${id} as of ${asOf}`).toEqual(own.balances);
              // The whole plan near its last price reads holdings by the until_date index, a
              // participant's by his key: the two ways agree.
              const one = { participantIds: [...sql.keys()] };
              expect(await valueAllAsOf(store.db, planId, asOf, one), asOf).toEqual(sql);
            }
            const through = await evaluateRecord(store, HORIZON, true);
            const payments = await projectedPayments(store.db, planId);
            for (const [id, own] of Object.entries(through.participants))
              expect(payments.get(id) ?? [], id).toEqual(own.payments);
            await expectActivityOfTheEngine(store, through);
            const rows = await dump(store);
            await build(store, { force: true });
            expect(await dump(store)).toEqual(rows);
          } finally {
            await store.close();
          }
        },
      ),
      { numRuns: dialect === 'sqlite' ? 25 : 5 },
    );
  }, 300_000);

  it('a new fact invalidates its participant only; rebuilding makes him fresh', async () => {
    const store = await fresh(twoFunds());
    expect((await build(store)).built).toEqual(['IDX1', 'SV1']);
    expect(await stale(store)).toEqual([]);
    await appendFact(store.db, {
      planId,
      participantId: 'SV1',
      event: {
        type: 'pay',
        date: '2024-03-28',
        component: 'baseSalary',
        gross: '4000.00',
        netAvailable: '3000.00',
      },
      recordedAt: at,
      recordedBy: 'test',
    });
    expect(await stale(store)).toEqual(['SV1']);
    expect(await build(store)).toMatchObject({ built: ['SV1'], fresh: ['IDX1'] });
    const engine = await evaluateRecord(store, '2026-12-01');
    expect(await valueAllAsOf(store.db, planId, '2026-12-01')).toEqual(
      new Map(Object.entries(engine.participants).map(([id, r]) => [id, r.balances])),
    );
  });

  it('issue 23 item 3: the result keeps its traces apart, read with them as built and without them bare', async () => {
    const store = await fresh(twoFunds());
    await build(store);
    const engine = await evaluateRecord(store, HORIZON, true);
    const bare = <T extends { trace?: string[] }>({ trace: _trace, ...item }: T) => item;
    const read = async (id: string) => ({
      explained: (await projectedResult(store.db, planId, id))!.result,
      plain: (await projectedResult(store.db, planId, id, { traces: false }))!.result,
    });
    for (const id of ['IDX1', 'SV1']) {
      const own = engine.participants[id]!;
      expect(own.deferrals.filter((d) => d.trace).length).toBeGreaterThan(0);
      const { explained, plain } = await read(id);
      expect(explained.deferrals).toEqual(own.deferrals);
      expect(explained.companyCredits).toEqual(own.companyCredits);
      expect(plain.deferrals).toEqual(own.deferrals.map(bare));
      expect(plain.companyCredits).toEqual(own.companyCredits.map(bare));
      expect(plain.payments.filter((p) => 'trace' in p)).toEqual([]);
      expect(explained.payments.filter((p) => p.trace).length).toBe(own.payments.length);
    }
    const row = await store.db
      .selectFrom('projections')
      .select(['result', 'traces'])
      .where('participant_id', '=', 'SV1')
      .executeTakeFirstOrThrow();
    expect(row.result).not.toContain('"trace"');
    // A row built before migration projection-result-traces has its traces in `result`.
    const before = await read('SV1');
    await store.db
      .updateTable('projections')
      .set({ result: JSON.stringify({ ...JSON.parse(row.result!), ...inline(before.explained) }) })
      .set({ traces: null })
      .where('participant_id', '=', 'SV1')
      .execute();
    expect(await read('SV1')).toEqual(before);
  });

  it('a company event or an approved amendment invalidates the whole plan', async () => {
    const store = await fresh(twoFunds());
    await build(store);
    await changeInControl(store);
    expect(await stale(store)).toEqual(['IDX1', 'SV1']);
    await build(store);
    expect(await stale(store)).toEqual([]);
    await createPlanAmendment(store.db, {
      id: 'A1',
      planId,
      effectiveDate: '2027-01-01',
      label: 'smaller cash-out',
      parameters: { smallBalanceLimit: '10000.00' },
      adoptedBy: 'committee',
      consents: [],
      status: 'approved',
      preparedBy: 'one',
      preparedAt: at,
      approvedBy: 'two',
      approvedAt: at,
    });
    expect(await stale(store)).toEqual(['IDX1', 'SV1']);
  });

  it('a price invalidates those who hold the fund from its date, not the others', async () => {
    const store = await fresh(twoFunds());
    await build(store);
    await addPrice(
      store.db,
      { planId, fundId: 'IDX' },
      { date: '2026-01-02', price: '30', recordedAt: at, recordedBy: 'test' },
    );
    expect(await stale(store)).toEqual(['IDX1']);
    await build(store);
    const asOf = '2026-06-01';
    const engine = await evaluateRecord(store, asOf);
    expect((await valueAllAsOf(store.db, planId, asOf)).get('IDX1')).toEqual(
      engine.participants.IDX1!.balances,
    );
  });

  it('B6: one participant’s check says stale after a price, an approved correction and a company fact, the plan’s context kept', async () => {
    const store = await fresh(twoFunds());
    await build(store);
    const state = async (id: string) =>
      (await projectionCheck(store.db, planId, id, HORIZON))?.state;
    expect([await state('IDX1'), await state('SV1')]).toEqual(['fresh', 'fresh']);
    await addPrice(
      store.db,
      { planId, fundId: 'IDX' },
      { date: '2026-01-02', price: '30', recordedAt: at, recordedBy: 'test' },
    );
    expect([await state('IDX1'), await state('SV1')]).toEqual(['stale', 'fresh']);
    await build(store);
    expect(await state('IDX1')).toBe('fresh');
    // Plan 12.9: an approved correction of that price.
    const target = { kind: 'price' as const, fundId: 'IDX', date: '2026-01-02' };
    await createCorrection(store.db, {
      ...{ id: 'C-1', planId, target, action: 'supersede' as const, replacement: { price: '31' } },
      ...{ reason: 'restated', effect: null, preparedBy: 'one', preparedAt: at },
    });
    expect(await state('IDX1')).toBe('fresh'); // prepared, not approved
    await decideCorrection(store.db, {
      ...{ planId, correctionId: 'C-1', decision: 'approved', effect: null },
      ...{ decidedBy: 'two', decidedAt: at },
    });
    expect([await state('IDX1'), await state('SV1')]).toEqual(['stale', 'stale']);
    await build(store);
    expect([await state('IDX1'), await state('SV1')]).toEqual(['fresh', 'fresh']);
    // A company fact moves no participant's version: only the plan's context version tells.
    await changeInControl(store);
    expect([await state('IDX1'), await state('SV1')]).toEqual(['stale', 'stale']);
    await build(store);
    expect([await state('IDX1'), await state('SV1')]).toEqual(['fresh', 'fresh']);
  });

  it('a year of activity is the sum of his entries by sub-account and kind: deferral and company credit in 2024, forfeiture and payments in 2025', async () => {
    // Scenario 40: 6,000.00 deferred on 2024-06-28 and a 240.00 match on 2024-12-31 each;
    // Separation on 2025-03-14, P1 (0% vested, 4.2) forfeits the 240.00, P2 (100%) is paid it;
    // both RTAs paid as small balances (5.7), valued 2025-03-31.
    const store = await fresh(scenario40());
    expect((await build(store)).built).toEqual(['P1', 'P2']);
    const line = (account: string, kind: string, amount: string) => ({
      account,
      kind,
      amount,
      entries: 1,
    });
    expect(await yearActivity(store.db, planId, 2024)).toEqual(
      new Map([
        ['P1', [line('RTA', 'deferral', '6000.00'), line('CCA', 'companyCredit', '240.00')]],
        ['P2', [line('RTA', 'deferral', '6000.00'), line('CCA', 'companyCredit', '240.00')]],
      ]),
    );
    expect(await yearActivity(store.db, planId, 2025)).toEqual(
      new Map([
        ['P1', [line('RTA', 'payment', '-6000.00'), line('CCA', 'forfeiture', '-240.00')]],
        ['P2', [line('RTA', 'payment', '-6000.00'), line('CCA', 'payment', '-240.00')]],
      ]),
    );
    expect(await yearActivity(store.db, planId, 2025, { participantIds: ['P2'] })).toEqual(
      new Map([['P2', [line('RTA', 'payment', '-6000.00'), line('CCA', 'payment', '-240.00')]]]),
    );
    expect(await yearActivity(store.db, planId, 2026)).toEqual(new Map());
    await expectActivityOfTheEngine(store, await evaluateRecord(store, HORIZON));
  });

  it('a price on the Valuation Date of a payment that empties the fund invalidates its participant', async () => {
    // Both separate on 2025-03-14 and are paid their RTA in a lump sum valued 2025-03-31: IDX1's
    // IDX holding ends that day (no holding is open on it), his payment took its price.
    const input = twoFunds();
    for (const p of input.participants) {
      p.events.push({ type: 'separation', date: '2025-03-14', reason: 'termination' });
      (p.events[1] as { schedules: unknown }).schedules = { RTA: { form: 'lump' } };
    }
    const store = await fresh(input);
    await build(store);
    const payment = await projectedPayments(store.db, planId);
    expect(payment.get('IDX1')?.map((p) => p.valuedAt)).toEqual(['2025-03-31']);
    const open = await store.db
      .selectFrom('projection_holdings')
      .select('until_date')
      .where('participant_id', '=', 'IDX1')
      .where('fund_id', '=', 'IDX')
      .orderBy('from_date', 'desc')
      .executeTakeFirst();
    expect(open?.until_date).toBe('2025-03-31');
    await addPrice(
      store.db,
      { planId, fundId: 'IDX' },
      { date: '2025-03-31', price: '15', recordedAt: at, recordedBy: 'test' },
    );
    expect(await stale(store)).toEqual(['IDX1']);
    await build(store);
    const through = await evaluateRecord(store, HORIZON, true);
    expect((await projectedPayments(store.db, planId)).get('IDX1')).toEqual(
      through.participants.IDX1!.payments,
    );
    await expectActivityOfTheEngine(store, through);
  });

  it('valuing the whole plan within a year of its last price reads the holdings ending after the date, on each day around a change', async () => {
    // The last price 2024-03-01 puts the pay dates 2024-01-31 and 2024-02-29 within its year:
    // the whole plan is read by the until_date index, one participant by his key.
    const input = twoFunds();
    input.prices!.IDX = {
      points: [
        ['2023-01-03', '10'],
        ['2024-03-01', '20'],
      ],
    };
    const store = await fresh(input);
    await build(store);
    const days = Array.from({ length: 38 }, (_, i) =>
      new Date(Date.UTC(2024, 0, 29 + i)).toISOString().slice(0, 10),
    );
    for (const asOf of days) {
      const engine = await evaluateRecord(store, asOf);
      const plan = await valueAllAsOf(store.db, planId, asOf);
      for (const [id, own] of Object.entries(engine.participants))
        expect(plan.get(id), `${id} as of ${asOf}`).toEqual(own.balances);
      const each = await valueAllAsOf(store.db, planId, asOf, { participantIds: ['IDX1', 'SV1'] });
      expect(each, asOf).toEqual(plan);
    }
  });

  it('issue 23 item 1: a holding of more change points than a row holds is valued as the engine values it on each side of every row', async () => {
    // A weekly pay for two years puts about 100 change points in each fund held: two rows of
    // change points or more a fund, valued on both sides of each row's first and last point.
    const input = twoFunds();
    for (const p of input.participants) {
      const [eligible, election] = p.events as [ParticipantEvent, ParticipantEvent & object];
      (election as { investments?: unknown }).investments = { RTA: { IDX: 60, SV: 40 } };
      const pays = Array.from({ length: 100 }, (_, i) => ({
        type: 'pay' as const,
        date: new Date(Date.UTC(2024, 0, 5 + 7 * i)).toISOString().slice(0, 10),
        component: 'baseSalary' as const,
        gross: '1000.00',
        netAvailable: '900.00',
      }));
      p.events = [eligible, election, ...pays];
    }
    const store = await fresh(input);
    await build(store);
    const rows = await store.db
      .selectFrom('projection_holdings')
      .select(['participant_id', 'fund_id', 'from_date', 'last_from'])
      .execute();
    expect(rows.filter((r) => r.participant_id === 'IDX1' && r.fund_id === 'IDX').length).toBe(2);
    // Each row of more than one point has its points apart, keyed as the row.
    const points = await store.db
      .selectFrom('projection_holding_points')
      .select(['participant_id', 'fund_id', 'from_date'])
      .execute();
    expect(points.map((p) => `${p.participant_id} ${p.fund_id} ${p.from_date}`).sort()).toEqual(
      rows
        .filter((r) => r.from_date < r.last_from)
        .map((r) => `${r.participant_id} ${r.fund_id} ${r.from_date}`)
        .sort(),
    );
    const days = new Set<string>();
    const dayBefore = (d: string) =>
      new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    for (const r of rows) for (const d of [r.from_date, r.last_from]) days.add(d).add(dayBefore(d));
    for (const asOf of [...days].sort()) {
      const engine = await evaluateRecord(store, asOf);
      const plan = await valueAllAsOf(store.db, planId, asOf);
      for (const [id, own] of Object.entries(engine.participants))
        expect(plan.get(id), `${id} as of ${asOf}`).toEqual(own.balances);
      const each = await valueAllAsOf(store.db, planId, asOf, { participantIds: ['IDX1'] });
      expect(each.get('IDX1'), asOf).toEqual(plan.get('IDX1'));
    }
  });

  it('a projection built from facts older than its version stays stale (a fact recorded meanwhile)', async () => {
    const store = await fresh(twoFunds());
    const versions = await projectionVersions(store.db, planId, ['SV1']);
    await build(store, { participantIds: ['SV1'] });
    await appendFact(store.db, {
      planId,
      participantId: 'SV1',
      event: {
        type: 'pay',
        date: '2024-03-28',
        component: 'baseSalary',
        gross: '4000.00',
        netAvailable: '3000.00',
      },
      recordedAt: at,
      recordedBy: 'test',
    });
    // A builder that read the version before the fact writes what it computed: still stale.
    const [row] = await store.db
      .selectFrom('projections')
      .selectAll()
      .where('participant_id', '=', 'SV1')
      .execute();
    await saveProjection(
      store.db,
      planId,
      { participantId: 'SV1', error: new Error('late') },
      {
        version: versions.get('SV1')!,
        factSeq: 0,
        companySeq: Number(row!.company_seq),
        contextKey: row!.context_key!,
        builtAt: at,
        builtBy: 'slow builder',
      },
    );
    expect((await projectionStatus(store.db, planId, { horizon: HORIZON })).stale).toContain('SV1');
  });
});
