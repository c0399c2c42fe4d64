import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { form1099Boxes, w2Boxes } from '@defcomp/domain';
import { checkScenarioFile, importRecord, openTestStore, type Store } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/index.js';
import { TaxData } from '../src/reports/responses.js';
import { taxDataAnswer, taxDataDocument } from '../src/reports/tax-data.js';

// Issue 22 item 6, Plan 8.3: the tax-data report (its JSON, its schema, its CSV and PDF tables)
// shows the domain's W-2 boxes: none the domain does not list, none missing, in its order.

const root = resolve(import.meta.dirname, '../../..');
const example = resolve(root, 'scenarios/examples/02-key-employee-installments.json');
const planId = 'carmax-edcp';
const boxesOf = (keys: Iterable<string>) => [...keys].filter((k) => /^box\d/.test(k));

let store: Store;
beforeAll(async () => {
  store = await openTestStore('sqlite');
  const checked = checkScenarioFile(JSON.parse(await readFile(example, 'utf8')));
  if (!checked.ok) throw new Error('the example scenario does not check');
  await importRecord(store, checked.input, {
    planId,
    at: '2026-01-01T00:00:00.000Z',
    by: 'machine',
    source: { file: 'example.json', sha256: '0'.repeat(64) },
  });
});
afterAll(async () => store.close());

describe('8.3 the tax-data report shows the domain’s W-2 boxes', () => {
  const ctx = () => ({ store, planId, clock: fixedClock('2026-01-02T12:00:00Z') });

  it('each employee and the totals have exactly the domain’s boxes', async () => {
    const answer = await taxDataAnswer(ctx(), { year: '2024' });
    expect(answer.employees.length).toBeGreaterThan(0);
    for (const employee of answer.employees)
      expect(boxesOf(Object.keys(employee))).toEqual([...w2Boxes]);
    expect(boxesOf(Object.keys(answer.totals))).toEqual([...w2Boxes]);
  });

  it('the response schema (OpenAPI, the web’s types) names exactly the domain’s boxes', () => {
    const props = TaxData.properties;
    expect(boxesOf(Object.keys(props.employees.items.properties))).toEqual([...w2Boxes]);
    expect(boxesOf(Object.keys(props.totals.properties))).toEqual([...w2Boxes]);
    expect(boxesOf(Object.keys(props.payees.items.properties))).toEqual([...form1099Boxes]);
  });

  it('the CSV and PDF tables have a column for each of the domain’s boxes, and no other', async () => {
    const answer = await taxDataAnswer(ctx(), { year: '2024' });
    const { tables } = await taxDataDocument(ctx(), answer);
    const [w2, form1099] = tables;
    const trace = tables.find((t) => t.heading.startsWith('Each figure'));
    expect(boxesOf(w2!.columns.map((c) => c.key))).toEqual([...w2Boxes]);
    expect(w2!.columns.filter((c) => c.key.startsWith('box')).every((c) => c.header)).toBe(true);
    expect(boxesOf(form1099!.columns.map((c) => c.key))).toEqual([...form1099Boxes]);
    const traced = new Set(trace!.rows.map((r) => String(r.box)));
    for (const box of traced) expect([...w2Boxes, ...form1099Boxes]).toContain(box);
  });
});
