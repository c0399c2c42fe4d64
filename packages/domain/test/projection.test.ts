/**
 * A projection (one run through a far horizon) answers "as of D" as the engine run as of D
 * does, for random histories and dates: balances (units x prices, vested CCA), payments made by
 * D and the refusals of the events dated by D. The store's SQL is held to the same answers
 * (packages/store/test/projections.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateScenario,
  nyseCalendar,
  parseDate,
  parseMicro,
  projectParticipant,
  projectScenario,
  projectedBalances,
  resultAsOf,
  type ParticipantProjection,
  type Scenario,
} from '../src/index.js';
import { dateIn, history } from './support/arbitraries.js';
import { enrolled2025, pay, scenarioOf } from './support/scenario.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);
const HORIZON = '2060-12-31';

/** The latest price point on or before the date (FORMAT.md), as the engine reads it. */
function priceOf(s: Scenario, fund: string, date: string): bigint {
  const series = s.prices[fund]!;
  if ('constant' in series) return parseMicro(series.constant);
  let found: bigint | undefined;
  for (const [d, p] of [...series.points].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
    if (d <= date) found = parseMicro(p);
  if (found === undefined) throw new Error(`no price of ${fund} on ${date}`);
  return found;
}

const onOrBefore = (date: string) => nyseCalendar.onOrBefore(parseDate(date)).toString();

/** Days worth asking about: where the projection changes, and the days beside them. */
function interestingDays(p: ParticipantProjection): string[] {
  const days = new Set<string>();
  for (const e of p.entries) days.add(e.postedOn).add(e.valuedAt);
  for (const v of p.vesting) days.add(v.from);
  for (const a of p.accounts) days.add(a.openedOn);
  return [...days].filter((d) => d >= '2000-01-01' && d <= HORIZON);
}

function expectSameAsOf(s: Scenario, projection: ParticipantProjection, asOf: string) {
  const fresh = evaluateScenario({ ...s, evaluateThrough: asOf }).participants.P1!;
  const price = (fund: string, date: string) => priceOf(s, fund, date);
  expect(projectedBalances(projection, asOf, onOrBefore(asOf), price), asOf).toEqual(
    fresh.balances,
  );
  const paid = projection.result.payments.filter((p) => p.date <= asOf);
  expect(
    paid.map((p) => [p.date, p.account, p.amount, p.valuedAt]),
    asOf,
  ).toEqual(fresh.payments.map((p) => [p.date, p.account, p.amount, p.valuedAt]));
  const refused = projection.result.refused.filter((_, i) => {
    const on = projection.refusedOn[i];
    return on === null || on === undefined || on <= asOf;
  });
  expect(refused, asOf).toEqual(fresh.refused);
}

describe('projections: one run through the horizon answers as of any date', () => {
  it('balances, payments and refusals as of D equal an evaluation as of D (random histories)', () => {
    fc.assert(
      fc.property(
        history({ evaluateThrough: HORIZON }),
        fc.array(dateIn('2022-06-01', HORIZON), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 0, max: 1000 }),
        (s, randomDays, pick) => {
          const projection = projectParticipant(s);
          const days = interestingDays(projection);
          const chosen = [...randomDays];
          for (let i = 0; i < 4 && days.length > 0; i++)
            chosen.push(days[(pick * (i + 7)) % days.length]!);
          for (const asOf of chosen) expectSameAsOf(s, projection, asOf);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the whole result as of D (traces too) is the engine result as of D (random histories)', () => {
    fc.assert(
      fc.property(
        history({ evaluateThrough: HORIZON }),
        fc.array(dateIn('2022-06-01', HORIZON), { minLength: 4, maxLength: 4 }),
        (s, days) => {
          const projection = projectParticipant(s);
          for (const asOf of days) {
            const fresh = evaluateScenario({ ...s, evaluateThrough: asOf }, { explain: true });
            const { balances: _balances, ...expected } = fresh.participants.P1!;
            const read = resultAsOf(projection, asOf);
            if (projection.result.claims.length > 0) expect(read).toBeNull();
            else expect(read, asOf).toEqual(expected);
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);

  it("a participant with claims is the engine's to answer as of D", () => {
    const s = scenarioOf(
      [
        ...enrolled2025({ investments: { RTA: { IDX: 100 } } }),
        { type: 'claim', id: 'C1', date: '2025-05-01', action: 'filed' },
      ],
      { funds: { IDX: { constant: '10' } }, evaluateThrough: HORIZON },
    );
    const projection = projectParticipant(s);
    expect(projection.result.claims).toHaveLength(1);
    expect(resultAsOf(projection, '2025-06-30')).toBeNull();
  });

  it('is deterministic and the result through the horizon is the engine result', () => {
    fc.assert(
      fc.property(history({ evaluateThrough: HORIZON }), (s) => {
        const [first] = projectScenario(s);
        const [again] = projectScenario(s);
        expect(again).toEqual(first);
        const fresh = evaluateScenario(s, { explain: true }).participants.P1!;
        expect(first && 'result' in first ? first.result : first).toEqual(fresh);
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it('a participant the engine cannot evaluate is a failure, not the others', () => {
    const s = scenarioOf(
      [...enrolled2025({ investments: { RTA: { IDX: 100 } } }), pay('2025-03-14', '1000.00')],
      {
        funds: { IDX: { points: [['2030-01-02', '10']] } },
        evaluateThrough: '2031-12-31',
      },
    );
    s.participants.push({ id: 'P2', hireDate: '2010-01-04', events: [] });
    const [p1, p2] = projectScenario(s);
    expect(p1 && 'error' in p1 ? p1.error.message : p1).toMatch(/no positive price for IDX/);
    expect(p2 && 'result' in p2).toBe(true);
  });
});
