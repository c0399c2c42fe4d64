import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Compile from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { evaluateScenario, parseScenario, ScenarioResultSchema } from '../src/index.js';
import { examplesDir, repositoryRoot } from './support/examples.js';

// The compile-time checks in model/result.ts prove the schema's types; this proves its
// patterns (dates, money) against every result the scenarios produce, traces included.
const result = Compile(ScenarioResultSchema);

const scenarios = [join(repositoryRoot, 'scenarios'), examplesDir].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
    .map((f) => join(dir, f)),
);

describe('the result schema (FORMAT.md "Output")', () => {
  it('describes every result the scenarios produce', () => {
    expect(scenarios.length).toBeGreaterThan(10);
    const misfits: string[] = [];
    for (const file of scenarios) {
      const parsed = parseScenario(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.ok) continue; // the scenario tests report it
      const value = evaluateScenario(parsed.scenario, { explain: true });
      for (const error of result.Errors(value).slice(0, 3))
        misfits.push(`${file}: ${error.instancePath} ${error.message}`);
    }
    expect(misfits).toEqual([]);
  });

  it('refuses a result that breaks it', () => {
    const broken = {
      format: 'defcomp-result/1',
      company: { refused: [] },
      plan: { refused: [] },
      participants: {},
    };
    expect(result.Check(broken)).toBe(true);
    const payment = { date: '2026-01-15', amount: '12.5' };
    expect(result.Check({ ...broken, participants: { P1: { payments: [payment] } } })).toBe(false);
  });
});
