import { readFileSync } from 'node:fs';
import * as domain from '@defcomp/domain';
import { describe, expect, it } from 'vitest';
import {
  engineCitations,
  OUTPUT,
  renderTraceability,
  ROOT,
  testCitations,
} from '../scripts/traceability.mjs';

describe('docs/TRACEABILITY.md', () => {
  it('is what scripts/traceability.mjs generates from the tree (run it after adding rules or tests)', () => {
    const generated = renderTraceability(ROOT, domain);
    const checkedIn = readFileSync(OUTPUT, 'utf8');
    expect(checkedIn === generated, 'stale: run node scripts/traceability.mjs').toBe(true);
  });

  it('reads the rules the engine attaches to refusals and payments', () => {
    const source = `
      violation(
        'annual_election_late',
        '3.2(b)', message);
      const row = { rules: ['5.1(b)', isDefault ? '5.1(a)(i)' : 'not a rule'], rule: '§1.409A-3(d)' };`;
    expect(engineCitations(source)).toEqual({
      rules: ['3.2(b)', '5.1(b)', '5.1(a)(i)', '§1.409A-3(d)'],
      codes: [['3.2(b)', 'annual_election_late']],
    });
  });

  it('gives a test the section its name or its describe starts with', () => {
    const source = `describe('5.7 small balance', () => { it('pays at once', () => {}); });
      it('3.2(b) late, see Plan 1.12', () => {});`;
    expect(testCitations(source)).toEqual([
      ['pays at once', ['5.7']],
      ['3.2(b) late, see Plan 1.12', ['1.12', '3.2(b)']],
    ]);
  });
});
