/**
 * Plan 7.3: the Plan Asset Committee removes a fund from the menu naming its successor: the
 * balances in it move to the successor at the close day's prices, later credits go to the
 * successor, and an allocation naming the closed fund from that day is refused.
 */
import { describe, expect, it } from 'vitest';
import {
  evaluateOutcomes,
  evaluateScenario,
  formatMicro,
  formatMoney,
  parseScenario,
  type ParticipantEvent,
  type Scenario,
} from '../../src/index.js';
import { enrolled2025, pay, refusedRules, scenarioOf } from '../support/scenario.js';

const prices = {
  IDX: {
    points: [
      ['2025-01-02', '10'],
      ['2025-06-02', '20'],
      ['2025-07-01', '30'],
    ] as [string, string][],
  },
  BND: {
    points: [
      ['2025-01-02', '5'],
      ['2025-07-01', '10'],
    ] as [string, string][],
  },
};

/** P1 defers 50% of $20,000.00 on January 31 into IDX (1,000 units at 10), and on June 30. */
function story(
  events: ParticipantEvent[] = [],
  evaluateThrough = '2025-07-01',
  closeOn = '2025-06-02',
) {
  const s = scenarioOf(
    [
      ...enrolled2025({ investments: { RTA: { IDX: 100 } } }),
      pay('2025-01-31', '20000.00'),
      pay('2025-06-30', '20000.00'),
      ...events,
    ],
    { funds: prices, evaluateThrough },
  );
  return {
    ...s,
    funds: s.funds.map((f) =>
      f.id === 'IDX' ? { ...f, closed: { date: closeOn, successor: 'BND' } } : f,
    ),
  } as Scenario;
}
const rta = (s: Scenario) => evaluateScenario(s).participants.P1!.balances.RTA;

describe('7.3 a fund closed with a successor', () => {
  it('7.3 the day before the close the balance is still in the closed fund at its price', () => {
    // Friday May 30 is the last Valuation Date before the close: 1,000 units x 10.
    expect(rta(story([], '2025-06-01'))).toBe('10000.00');
  });

  it('7.3 on the close day it moves to the successor at that day’s prices, and follows it', () => {
    // June 2: 1,000 IDX x 20 = $20,000.00 buys 4,000 BND at 5.
    expect(rta(story([], '2025-06-02'))).toBe('20000.00');
    // July 1: 4,000 BND x 10 = $40,000.00 (IDX at 30 would have made it $30,000.00), and the
    // June 30 deferral of $10,000.00 bought BND too (2,000 units at 5, worth $20,000.00).
    expect(rta(story([], '2025-07-01'))).toBe('60000.00');
  });

  it('7.3 a close on a day that is no Valuation Date moves at the next one’s prices', () => {
    // Saturday May 31: the move is at Monday June 2's prices, as on the close day itself.
    expect(rta(story([], '2025-07-01', '2025-05-31'))).toBe('60000.00');
  });

  it('7.3 the ledger shows the move as a reallocation on the close day', () => {
    const ledger = evaluateOutcomes(story([], '2025-06-02')).outcomes.get('P1')!.ledger;
    const moves = ledger.entries
      .filter((e) => e.kind === 'reallocation')
      .map((e) => [e.fund, e.valuedAt, formatMicro(e.units), formatMoney(e.amount)]);
    expect(moves).toEqual([
      ['IDX', '2025-06-02', '-1000.000000', '-20000.00'],
      ['BND', '2025-06-02', '4000.000000', '20000.00'],
    ]);
  });

  it('7.3 an allocation to the closed fund is refused from the close day, accepted before it', () => {
    const change = (date: string): ParticipantEvent => ({
      type: 'allocationChange',
      date,
      account: 'RTA',
      investments: { IDX: 50, SV: 50 },
      applyTo: 'future',
    });
    const events = [change('2025-05-30'), change('2025-06-02')];
    const result = evaluateScenario(story(events)).participants.P1!;
    // Events 0-3 are the eligibility, the election and two pays.
    expect(refusedRules(result, 4)).toBeNull();
    expect(refusedRules(result, 5)).toEqual(['7.3']);
    expect(result.refused.find((r) => r.index === 5)).toMatchObject({ codes: ['fund_closed'] });
  });

  it('7.3 a CDA filed after the close naming the closed fund is refused', () => {
    const cda: ParticipantEvent = {
      type: 'election',
      filedAt: '2025-12-01T10:00:00-05:00',
      kind: 'annual',
      planYear: 2026,
      deferrals: { baseSalary: 10 },
      allocation: [{ account: 'RTA', pct: 100 }],
      investments: { RTA: { IDX: 100 } },
    };
    const result = evaluateScenario(story([cda], '2025-12-31')).participants.P1!;
    expect(refusedRules(result, 4)).toEqual(['7.3']);
  });

  it('7.3, 7.5 the file names a listed successor, never closes the capital preservation fund', () => {
    const bad = story();
    const file = JSON.parse(JSON.stringify(bad));
    file.funds[1].closed.successor = 'NOPE';
    const parsed = parseScenario(file);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors).toEqual([
      { path: 'funds[1].closed.successor', message: 'unknown fund NOPE' },
    ]);
    const sv = JSON.parse(JSON.stringify(bad));
    sv.funds[0].closed = { date: '2025-06-02', successor: 'BND' };
    const svParsed = parseScenario(sv);
    expect(!svParsed.ok && svParsed.errors.map((e) => e.path)).toEqual(['funds[0].closed']);
  });
});
