import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { evaluateScenario, parseScenario, type ScenarioResult } from '@defcomp/domain';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { history } from '../../domain/test/support/arbitraries.js';
import { accepted } from './accepted.js';
import {
  checkScenarioFile,
  exportRecord,
  importRecord,
  loadScenario,
  openTestStore,
  RecordRefused,
  testDialects,
  type ImportOptions,
  type ScenarioInput,
  type Store,
} from '../src/index.js';

const root = resolve(import.meta.dirname, '../../..');
const options: ImportOptions = {
  planId: 'carmax-edcp',
  at: '2026-12-03T02:00:00.000Z',
  by: 'test',
};

/**
 * Every scenario of the project the plan accepts in full (a refused event is not importable),
 * less those that override or amend the plan's terms: a record takes its terms from the plan
 * file and approved amendments (9.2), never from an import.
 */
function importableScenarios(): { file: string; input: ScenarioInput }[] {
  const found = [];
  for (const dir of ['scenarios/examples', 'scenarios']) {
    for (const file of readdirSync(join(root, dir)).sort()) {
      if (!file.endsWith('.json') || file.endsWith('.expected.json')) continue;
      const checked = checkScenarioFile(JSON.parse(readFileSync(join(root, dir, file), 'utf8')));
      const plan = checked.ok ? (checked.input.plan as { amendments?: unknown[] }) : undefined;
      const amends = Object.keys(plan?.parameters ?? {}).length + (plan?.amendments?.length ?? 0);
      // `taxes` asks the evaluation for a view; it is no part of the record an import writes.
      if (checked.ok) delete (checked.input as { taxes?: boolean }).taxes;
      if (checked.ok && amends === 0) found.push({ file: `${dir}/${file}`, input: checked.input });
    }
  }
  return found;
}

function evaluate(input: unknown): ScenarioResult {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(`${parsed.errors[0]?.path}: ${parsed.errors[0]?.message}`);
  return evaluateScenario(parsed.scenario);
}

/** The record evaluated as the API evaluates it (server evaluation.ts evaluateRecord). */
async function evaluateRecord(
  store: Store,
  asOf: string,
  planId = 'carmax-edcp',
): Promise<ScenarioResult> {
  return evaluate(await loadScenario(store.db, { planId, asOf }));
}

async function counts(store: Store): Promise<Record<string, number>> {
  const count = async (table: 'facts' | 'participants' | 'prices' | 'funds' | 'audit_log') =>
    Number(
      (
        await store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    facts: await count('facts'),
    participants: await count('participants'),
    prices: await count('prices'),
    funds: await count('funds'),
    audit: await count('audit_log'),
  };
}

const scenarios = importableScenarios();
const example = scenarios.find((s) => s.file.includes('02-key-employee-installments'))!.input;
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe.each(await testDialects())('defcomp record import/export on %s', (dialect) => {
  const stores: Store[] = [];
  const fresh = async () => {
    const store = await openTestStore(dialect);
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    for (const store of stores) await store.close();
  });

  it('imports every accepted project scenario: the record evaluates as the file', async () => {
    expect(scenarios.length).toBeGreaterThan(40);
    // PostgreSQL: a schema per store; every sixth file is enough there.
    const sample = dialect === 'sqlite' ? scenarios : scenarios.filter((_, i) => i % 6 === 0);
    for (const { file, input } of sample) {
      const store = await openTestStore(dialect);
      try {
        const planId = input.plan.id;
        const summary = await importRecord(store, input, { ...options, planId });
        expect(summary.status, file).toBe('imported');
        const asOf = input.evaluateThrough;
        expect(await evaluateRecord(store, asOf, planId), file).toEqual(evaluate(input));
        const exported = await exportRecord(store.db, planId, asOf);
        expect(evaluate(exported), file).toEqual(evaluate(input));
      } finally {
        await store.close();
      }
    }
  }, 180_000);

  it('importing the same file again changes nothing and says so', async () => {
    const store = await fresh();
    await importRecord(store, example, options);
    const before = await counts(store);
    const again = await importRecord(store, example, { ...options, at: '2026-12-04T00:00:00Z' });
    expect(again.status).toBe('unchanged');
    expect(Object.values(again.added).every((n) => n === 0)).toBe(true);
    expect(await counts(store)).toEqual(before);
  });

  it('a later file of the same history adds only its new events', async () => {
    const store = await fresh();
    const early = copy(example);
    const events = early.participants[0]!.events;
    const dropped = events.splice(events.length - 2, 2);
    await importRecord(store, early, options);
    const summary = await importRecord(store, example, options);
    expect(summary.added).toMatchObject({ participants: 0, facts: dropped.length });
    const asOf = example.evaluateThrough;
    expect(await evaluateRecord(store, asOf)).toEqual(evaluate(example));
  });

  it('a record that disagrees with the file refuses it at its path and writes nothing', async () => {
    const store = await fresh();
    await importRecord(store, example, options);
    const before = await counts(store);
    const other = copy(example);
    other.participants.push({ id: 'NEW', hireDate: '2020-01-01', events: [] });
    other.participants[0]!.events[0] = { ...other.participants[0]!.events[0]!, date: '1999-01-01' };
    const refusal = await importRecord(store, other, options).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(RecordRefused);
    expect((refusal as RecordRefused).problems.map((p) => p.path)).toEqual([
      'participants[0].events[0]',
    ]);
    expect(await counts(store)).toEqual(before);
  });

  it('refuses a participant or a price the record holds and the file lacks', async () => {
    const store = await fresh();
    await importRecord(store, example, options);
    const fewer = copy(example);
    const [fund, series] = Object.entries(fewer.prices).find(([, s]) => 'points' in s)!;
    if ('points' in series) series.points.pop();
    fewer.participants.pop();
    const refusal = (await importRecord(store, fewer, options).catch((e: unknown) => e)) as Error;
    expect(refusal).toBeInstanceOf(RecordRefused);
    expect((refusal as RecordRefused).problems.map((p) => p.path)).toEqual([
      `prices.${fund}.points`,
      'participants',
    ]);
  });

  it('all or nothing: a new participant beside a bad price writes no participant', async () => {
    const store = await fresh();
    await importRecord(store, example, options);
    const before = await counts(store);
    const bad = copy(example);
    bad.participants.push({ id: 'NEW', hireDate: '2020-01-01', events: [] });
    const [fund, series] = Object.entries(bad.prices).find(([, s]) => 'points' in s)!;
    if ('points' in series) series.points[series.points.length - 1]![1] = '999.5';
    const refusal = (await importRecord(store, bad, options).catch((e: unknown) => e)) as Error;
    const last = 'points' in series ? series.points.length - 1 : -1;
    expect(refusal.message).toContain(`prices.${fund}.points[${last}]: `);
    expect(await counts(store)).toEqual(before);
  });

  it('9.2: an import does not amend a plan (parameters, publiclyTraded, amendments)', async () => {
    const store = await fresh();
    await importRecord(store, example, options);
    const amended = copy(example) as ScenarioInput & { plan: { amendments?: unknown[] } };
    amended.plan.parameters = { maxSpecifiedDateAccounts: 3 };
    amended.plan.amendments = [{ effective: '2030-01-01', parameters: {} }];
    amended.company.publiclyTraded = !amended.company.publiclyTraded;
    const refusal = (await importRecord(store, amended, options).catch((e: unknown) => e)) as Error;
    expect((refusal as RecordRefused).problems.map((p) => p.path)).toEqual([
      'plan.amendments',
      'plan.parameters',
      'company.publiclyTraded',
    ]);
  });

  it('property: export(import(s)) evaluates as s, for random accepted histories', async () => {
    await fc.assert(
      fc.asyncProperty(history(), async (generated) => {
        const s = accepted(copy(generated) as unknown as ScenarioInput);
        fc.pre(s !== null);
        const store = await openTestStore(dialect);
        try {
          await importRecord(store, s, options);
          const exported = await exportRecord(store.db, 'carmax-edcp', s.evaluateThrough);
          expect(evaluate(exported)).toEqual(evaluate(s));
          expect((await importRecord(store, exported, options)).status).toBe('unchanged');
        } finally {
          await store.close();
        }
      }),
      { numRuns: dialect === 'sqlite' ? 40 : 6 },
    );
  }, 180_000);
});

describe('checkScenarioFile', () => {
  it('names a refused event at the end of a file by its path and rules', () => {
    const bad = copy(example);
    const events = bad.participants[0]!.events;
    events.push({
      type: 'election',
      filedAt: '2030-01-05T10:00:00-05:00',
      kind: 'annual',
      planYear: 2030,
      deferrals: { baseSalary: 10 },
      allocation: [{ account: 'RTA', pct: 100 }],
    });
    const checked = checkScenarioFile(bad);
    expect(checked).toMatchObject({ ok: false, kind: 'refused' });
    if (checked.ok) return;
    expect(checked.problems[0]!.path).toBe(`participants[0].events[${events.length - 1}]`);
    expect(checked.problems[0]!.rules).toContain('3.2(b)');
  });

  it("holds a file to the API's id and price schemas beyond FORMAT.md", () => {
    const bad = copy(example);
    bad.participants[0]!.id = 'has space';
    const checked = checkScenarioFile(bad);
    expect(checked).toMatchObject({ ok: false, kind: 'invalid' });
    if (!checked.ok) expect(checked.problems[0]!.path).toBe('participants[0].id');
  });
});
