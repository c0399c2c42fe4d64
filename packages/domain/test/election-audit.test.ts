/**
 * The election audit (reports/election-audit.ts, IRS Pub. 5528): every election and schedule
 * change with its filing, its deadline (3.2(a)-(c), 6.2) and the engine's verdict.
 */
import { describe, expect, it } from 'vitest';
import { admittedPlan, electionAudit, evaluateScenario } from '../src/index.js';
import { annual, eligible, initial, pay, scenarioOf, scheduleChange } from './support/scenario.js';

describe('Pub. 5528 election audit', () => {
  it('3.2(a)-(b), 6.2: each filing with its deadline; late ones refused with the rule, others timely', () => {
    const events = [
      eligible('2024-06-03', '2024-06-03'),
      // 3.2(a): 30 days after the notice of 2024-06-03.
      initial(2024, '2024-06-20T09:00:00-04:00', { allocation: [['SDA:2030-06', 100]] }),
      // 3.2(b): by 11:59 p.m. Eastern on 2024-12-31 (23:30 Pacific is already January 1).
      annual(2025, { filedAt: '2024-12-31T23:30:00-08:00' }),
      annual(2026, { filedAt: '2025-12-31T20:00:00-05:00', deferrals: { baseSalary: 101 } }),
      pay('2024-07-31', '10000.00'),
      // 6.2: 12 months before the SDA's specified date (2030-06-15).
      scheduleChange('2029-07-01T10:00:00-04:00', 'SDA:2030-06', { form: 'lump' }, '2035-06'),
    ];
    const s = scenarioOf(events, { evaluateThrough: '2031-12-31' });
    const result = evaluateScenario(s).participants.P1!;
    const rows = electionAudit(
      [{ participantId: 'P1', events, refused: result.refused, recorded: [] }],
      admittedPlan(s).plan,
    );
    expect(
      rows.map((r) => [r.index, r.kind, r.filedOn, r.deadline, r.deadlineRule, r.result, r.rules]),
    ).toEqual([
      [1, 'initial', '2024-06-20', '2024-07-03', '3.2(a)', 'timely', []],
      [2, 'annual', '2025-01-01', '2024-12-31', '3.2(b)', 'late', ['3.2(b)']],
      [3, 'annual', '2025-12-31', '2025-12-31', '3.2(b)', 'refused', ['1.12']],
      [
        5,
        'SDA:2030-06',
        '2029-07-01',
        '2029-06-15',
        '6.2',
        'late',
        expect.arrayContaining(['6.2']),
      ],
    ]);
  });

  it('Pub. 5528: a filing dated by its deadline but recorded after it is marked', () => {
    const events = [eligible('2023-10-02'), annual(2025, { filedAt: '2024-12-20T10:00:00-05:00' })];
    const s = scenarioOf(events, { evaluateThrough: '2025-12-31' });
    const result = evaluateScenario(s).participants.P1!;
    const recorded = [null, { recordedAt: '2025-01-06T15:00:00.000Z', recordedBy: 'admin' }];
    const [row] = electionAudit(
      [{ participantId: 'P1', events, refused: result.refused, recorded }],
      admittedPlan(s).plan,
    );
    expect(row).toMatchObject({
      result: 'timely',
      recordedBy: 'admin',
      recordedAfterDeadline: true,
    });
  });
});
