import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../src/scenario/parse.js';

const root = resolve(import.meta.dirname, '../../..');
const story = () =>
  JSON.parse(readFileSync(join(root, 'scenarios/201-two-amendments-accumulate.json'), 'utf8')) as {
    plan: Record<string, unknown>;
  };
const errorsOf = (input: unknown) => {
  const parsed = parseScenario(input);
  return parsed.ok ? [] : parsed.errors.map((e) => `${e.path}: ${e.message}`);
};

describe('9.2 plan.amendments in a scenario', () => {
  it('parses amendments with a label and consents', () => {
    expect(errorsOf(story())).toEqual([]);
  });

  it('names an amendment parameter the plan does not define, or of the wrong type, by its path', () => {
    const s = story();
    s.plan.amendments = [
      { effective: '2027-01-01', parameters: { maxSdas: 3 } },
      { effective: '2027-02-30', parameters: { smallBalanceLimit: 25000 }, consents: 'P1' },
    ];
    expect(errorsOf(s)).toEqual([
      'plan.amendments[1].effective: not a date (YYYY-MM-DD)',
      'plan.amendments[1].consents: not an array',
    ]);
    s.plan.amendments = [
      { effective: '2027-01-01', parameters: { maxSdas: 3 } },
      { effective: '2027-02-28', parameters: { smallBalanceLimit: 25000 } },
    ];
    expect(errorsOf(s)).toEqual([
      'plan.amendments[0].parameters.maxSdas: unknown plan parameter',
      'plan.amendments[1].parameters.smallBalanceLimit: not a string',
    ]);
  });

  it('accepts any plan defcomp holds as data, and checks parameters against that plan', () => {
    const s = story();
    s.plan = { id: 'hollis-edp', parameters: { rtaInstallmentYears: [2, 15] } };
    expect(errorsOf(s)).toEqual([]);
    s.plan = { id: 'other-plan' };
    expect(errorsOf(s)).toEqual(['plan.id: not one of carmax-edcp, hollis-edp']);
  });
});
