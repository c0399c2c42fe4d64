/**
 * A book read a slice of participants at a time (record-book.ts; a book larger than a string)
 * is checked and imported as the whole file is: the same record, the same refusals in the same
 * order, nothing written on a refusal in any slice, nothing changed by the same file again.
 * Slices of 2 here, so that a book of a few participants spans several.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bookOfBytes,
  bookOfJson,
  checkBook,
  checkScenarioFile,
  exportRecord,
  importBook,
  importRecord,
  openTestStore,
  RecordRefused,
  testDialects,
  type ImportOptions,
  type ScenarioBook,
  type ScenarioInput,
  type Store,
} from '../src/index.js';

const root = resolve(import.meta.dirname, '../../..');
const example = JSON.parse(
  readFileSync(join(root, 'scenarios/examples/02-key-employee-installments.json'), 'utf8'),
) as ScenarioInput;
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const options: ImportOptions = {
  planId: 'carmax-edcp',
  at: '2026-12-03T02:00:00.000Z',
  by: 'test',
};
const sliced: ImportOptions = { ...options, slice: 2 };

/** The example's participant five times over (P1 … P5): a book of three slices of 2. */
function bookOfFive(): ScenarioInput {
  const book = copy(example);
  const [first] = book.participants;
  book.participants = [1, 2, 3, 4, 5].map((n) => ({ ...copy(first!), id: `P${n}` }));
  return book;
}

/** The file's bytes as the CLI reads them: scanned, each participant parsed on demand. */
function bookOf(input: unknown): ScenarioBook {
  const read = bookOfBytes(Buffer.from(JSON.stringify(input, null, 1)));
  if (!('book' in read)) throw new Error('not scanned');
  return read.book;
}

/** Every row an import writes, in order, less the seq and audit chain. */
async function recordOf(store: Store) {
  const rows = (table: 'facts' | 'participants' | 'prices' | 'funds' | 'plans') =>
    store.db.selectFrom(table).selectAll().execute();
  const facts = (await store.db.selectFrom('facts').selectAll().orderBy('seq').execute()).map(
    ({ seq: _seq, ...f }) => f,
  );
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  return {
    facts,
    participants: (await rows('participants')).sort(byId),
    prices: await rows('prices'),
    funds: await rows('funds'),
    plans: await rows('plans'),
    audit: (await store.db.selectFrom('audit_log').select(['action', 'after']).execute()).length,
  };
}

const refusalOf = async (work: Promise<unknown>) => {
  const error = await work.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RecordRefused);
  return (error as RecordRefused).problems;
};

describe.each(await testDialects())('record import in slices on %s', (dialect) => {
  const stores: Store[] = [];
  const fresh = async () => {
    const store = await openTestStore(dialect);
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    for (const store of stores) await store.close();
  });

  it('writes the record a whole import writes, and the same book again changes nothing', async () => {
    const five = bookOfFive();
    const whole = await fresh();
    const wholeSummary = await importRecord(whole, copy(five), options);
    const inSlices = await fresh();
    expect(await importBook(inSlices, bookOf(five), sliced)).toEqual(wholeSummary);
    expect(await recordOf(inSlices)).toEqual(await recordOf(whole));
    const before = await recordOf(inSlices);
    const again = await importBook(inSlices, bookOf(five), { ...sliced, at: '2026-12-04T00:00Z' });
    expect(again.status).toBe('unchanged');
    expect(await recordOf(inSlices)).toEqual(before);
    const exported = await exportRecord(inSlices.db, 'carmax-edcp', five.evaluateThrough);
    expect((await importBook(inSlices, bookOf(exported), sliced)).status).toBe('unchanged');
  });

  it('a later book adds only its new events, in the order a whole import adds them', async () => {
    const five = bookOfFive();
    const early = copy(five);
    for (const p of early.participants) p.events.splice(p.events.length - 2, 2);
    const whole = await fresh();
    const inSlices = await fresh();
    await importRecord(whole, copy(early), options);
    await importBook(inSlices, bookOf(early), sliced);
    const wholeSummary = await importRecord(whole, copy(five), options);
    expect(await importBook(inSlices, bookOf(five), sliced)).toEqual(wholeSummary);
    expect(wholeSummary.added.facts).toBe(10);
    expect(await recordOf(inSlices)).toEqual(await recordOf(whole));
  });

  it('a refusal in the last slice writes nothing, and names what a whole import names', async () => {
    const store = await fresh();
    await importBook(store, bookOf(bookOfFive()), sliced);
    const before = await recordOf(store);
    const other = bookOfFive();
    // New participants in the first slice, then the record's fifth participant disagreeing.
    other.participants.unshift({ id: 'NEW', hireDate: '2020-01-01', events: [] });
    other.participants[5]!.events[0] = { ...other.participants[5]!.events[0]!, date: '1999-01-01' };
    other.participants[5]!.hireDate = '1990-01-01';
    other.participants.splice(3, 1);
    const problems = await refusalOf(importBook(store, bookOf(other), sliced));
    expect(problems.map((p) => p.path)).toEqual([
      'participants[4]',
      'participants[4].events[0]',
      'participants',
    ]);
    expect(problems).toEqual(await refusalOf(importRecord(store, copy(other), options)));
    expect(await recordOf(store)).toEqual(before);
  });

  it('a bad price beside new participants in every slice writes no participant', async () => {
    const store = await fresh();
    await importRecord(store, copy(example), options);
    const before = await recordOf(store);
    const bad = bookOfFive();
    const [fund, series] = Object.entries(bad.prices).find(([, s]) => 'points' in s)!;
    if ('points' in series) series.points[series.points.length - 1]![1] = '999.5';
    bad.participants.unshift(copy(example.participants[0]!));
    const problems = await refusalOf(importBook(store, bookOf(bad), sliced));
    expect(problems[0]!.path).toMatch(new RegExp(`^prices\\.${fund}\\.points\\[\\d+\\]$`));
    expect(await recordOf(store)).toEqual(before);
  });
});

describe('checkBook', () => {
  it('refuses in slices the events a whole check refuses, at the same paths', () => {
    const bad = bookOfFive();
    const events = bad.participants[4]!.events;
    events.push({
      type: 'election',
      filedAt: '2030-01-05T10:00:00-05:00',
      kind: 'annual',
      planYear: 2030,
      deferrals: { baseSalary: 10 },
      allocation: [{ account: 'RTA', pct: 100 }],
    } as never);
    const whole = checkScenarioFile(copy(bad));
    expect(whole).toMatchObject({ ok: false, kind: 'refused' });
    expect(checkBook(bookOf(bad), 2)).toEqual(whole);
    expect(checkBook(bookOfJson(copy(bad))!, 1)).toEqual(whole);
  });

  it('finds a duplicate id and a bad id across slices, as a whole check does', () => {
    const bad = bookOfFive();
    bad.participants[4]!.id = 'P1';
    const whole = checkScenarioFile(copy(bad));
    expect(whole).toMatchObject({ ok: false, kind: 'invalid' });
    expect(checkBook(bookOf(bad), 2)).toEqual(whole);
    bad.participants[4]!.id = 'has space';
    expect(checkBook(bookOf(bad), 2)).toEqual(checkScenarioFile(copy(bad)));
  });

  it('counts the participants and events of a good book', () => {
    const five = bookOfFive();
    const events = five.participants.reduce((n, p) => n + p.events.length, 0);
    expect(checkBook(bookOf(five), 2)).toEqual({ ok: true, participants: 5, events });
  });
});
