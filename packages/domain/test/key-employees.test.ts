/** Plan 1.20 (reports/key-employees.ts): the Key Employee periods and who is one on a date. */
import { describe, expect, it } from 'vitest';
import { evaluateScenario, keyEmployeeReport } from '../src/index.js';
import { enrolled2025, keyEmployee, scenarioOf } from './support/scenario.js';

describe('1.20 Key Employee list', () => {
  it('1.20, §1.409A-1(i): identified on Dec 31, a Key Employee for the 12 months from the effective date', () => {
    const s = scenarioOf(
      [...enrolled2025(), keyEmployee('2024-12-31'), keyEmployee('2026-12-31')],
      {
        evaluateThrough: '2027-12-31',
      },
    );
    const result = evaluateScenario(s);
    const report = keyEmployeeReport(result.participants, '2025-06-30');
    const periods = result.participants.P1!.keyEmployee;
    expect(periods.length).toBe(2);
    expect(report.current).toEqual(['P1']);
    expect(report.periods.map((p) => p.status)).toEqual(['current', 'upcoming']);
    expect(report.periods[0]).toMatchObject({ from: periods[0]!.from, to: periods[0]!.to });
    // Between the two periods he is none.
    expect(keyEmployeeReport(result.participants, '2026-06-30').current).toEqual([]);
  });
});
