import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as domain from '@defcomp/domain';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { OUTPUT, renderScenarioSchema, ROOT } from '../scripts/scenario-schema.mjs';

const published = JSON.parse(readFileSync(OUTPUT, 'utf8'));
const inputs = ['scenarios', 'scenarios/examples'].flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith('.json') && !name.endsWith('.expected.json'))
    .map((name) => join(dir, name)),
);

describe('docs/scenario.schema.json', () => {
  it('is what scripts/scenario-schema.mjs generates from the model (run it after changing the model)', async () => {
    const generated = await renderScenarioSchema(domain);
    const checkedIn = readFileSync(OUTPUT, 'utf8');
    expect(checkedIn === generated, 'stale: run node scripts/scenario-schema.mjs').toBe(true);
  });

  it('accepts every scenario the project holds, and no date that does not exist', () => {
    // Read back from the file, so the test checks what a reader of the schema gets.
    const check = Compile(published);
    expect(inputs.length).toBeGreaterThan(50);
    for (const file of inputs) {
      const scenario = JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
      expect(check.Check(scenario), file).toBe(true);
      expect(check.Check({ ...scenario, evaluateThrough: '2025-02-30' }), file).toBe(false);
    }
  });
});
