/**
 * parseScenarioInSlices: a book read a slice of participants at a time (the store's import of
 * a file larger than a string) is parsed as parseScenario parses it whole: the same errors in
 * the same order, the same scenario less its participants.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario, parseScenarioInSlices, type ParticipantSlice } from '../src/index.js';

type Json = unknown;
const root = resolve(import.meta.dirname, '../../..');
const files = ['scenarios/examples', 'scenarios'].flatMap((dir) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
    .sort()
    .map((f) => readFileSync(join(root, dir, f), 'utf8')),
);

function* slicesOf(participants: Json[], size: number): Generator<ParticipantSlice> {
  for (let start = 0; start === 0 || start < participants.length; start += size)
    yield { start, participants: participants.slice(start, start + size) };
}

function parsedInSlices(doc: Record<string, Json>, size: number) {
  const participants = doc.participants as Json[];
  return parseScenarioInSlices({ ...doc, participants: [] }, slicesOf(participants, size));
}

/** Every path in a document, as keys. */
function pathsOf(value: Json, at: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...at, i], out));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

const get = (doc: Json, path: (string | number)[]) =>
  path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k], doc);

/** The value at `path` replaced (undefined: deleted); the root is never replaced. */
function edit(doc: Json, path: (string | number)[], value: Json): void {
  const parent = get(doc, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path[path.length - 1]!;
  if (value === undefined && !Array.isArray(parent)) delete parent[key];
  else parent[key] = value;
}

const junk = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.integer(),
  fc.constantFrom('', 'x y', '2025-13-01', '2025-01-31', 'R2', '12.345', 'annual'),
);

describe('parseScenarioInSlices', () => {
  it('parses every project scenario as parseScenario does, in slices of 1, 2 and 500', () => {
    expect(files.length).toBeGreaterThan(40);
    for (const text of files) {
      const doc = JSON.parse(text) as Record<string, Json>;
      const whole = parseScenario(JSON.parse(text));
      for (const size of [1, 2, 500]) {
        const sliced = parsedInSlices(JSON.parse(text) as Record<string, Json>, size);
        if (whole.ok)
          expect(sliced).toEqual({ ...whole, scenario: { ...whole.scenario, participants: [] } });
        else expect(sliced).toEqual(whole);
      }
      expect(doc).toBeDefined();
    }
  });

  it('property: for files broken at random places, the same errors in the same order', () => {
    const broken = fc.record({
      file: fc.nat({ max: files.length - 1 }),
      edits: fc.array(
        fc.record({ at: fc.nat(), value: fc.oneof(junk, fc.record({ copyOf: fc.nat() })) }),
        { minLength: 1, maxLength: 3 },
      ),
      size: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(broken, ({ file, edits, size }) => {
        const doc = JSON.parse(files[file]!) as Record<string, Json>;
        for (const { at, value } of edits) {
          const paths = pathsOf(doc).slice(1);
          if (paths.length === 0) break;
          const copied =
            typeof value === 'object' && value !== null && 'copyOf' in value
              ? structuredClone(get(doc, paths[value.copyOf % paths.length]!))
              : value;
          edit(doc, paths[at % paths.length]!, copied);
        }
        const whole = parseScenario(structuredClone(doc));
        fc.pre(Array.isArray(doc.participants));
        const sliced = parsedInSlices(structuredClone(doc), size);
        if (whole.ok)
          expect(sliced).toEqual({ ...whole, scenario: { ...whole.scenario, participants: [] } });
        else expect(sliced).toEqual(whole);
      }),
      { numRuns: 400 },
    );
  });
});
