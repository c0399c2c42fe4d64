/**
 * FORMAT.md: a file that is not a valid scenario is an error naming the JSON path at fault;
 * unknown fields are errors; money has exactly 2 decimals; prices and units at most 6.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../src/index.js';
import { annual, eligible, pay, scenarioOf } from './support/scenario.js';

/** Loose JSON to break on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A valid scenario as plain JSON, with `edit` applied to a copy. */
function withEdit(edit: (json: Json) => void) {
  const json: Json = JSON.parse(
    JSON.stringify(
      scenarioOf([
        eligible('2023-10-02'),
        annual(2025),
        pay('2025-01-31', '1000.00'),
        pay('2025-02-28', '1000.00'),
      ]),
    ),
  );
  edit(json);
  return parseScenario(json);
}
const errors = (edit: (json: Json) => void) => {
  const parsed = withEdit(edit);
  return parsed.ok ? [] : parsed.errors.map((e) => `${e.path}: ${e.message}`);
};

describe('parseScenario', () => {
  it('accepts a valid scenario and defaults company.events to []', () => {
    const parsed = withEdit((j) => delete j.company.events);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.scenario.company.events).toEqual([]);
  });

  it.each([
    [
      'a date that does not exist',
      (j: Json) => (j.participants[0].events[3].date = '2025-02-30'),
      'participants[0].events[3].date: not a date',
    ],
    [
      'a date with a time',
      (j: Json) => (j.participants[0].events[3].date = '2025-02-28T00:00:00Z'),
      'participants[0].events[3].date: not a date',
    ],
    [
      'a date as a number',
      (j: Json) => (j.evaluateThrough = 20401231),
      'evaluateThrough: not a date',
    ],
    [
      'an instant without an offset',
      (j: Json) => (j.participants[0].events[1].filedAt = '2024-12-01T10:00:00'),
      'participants[0].events[1].filedAt: not an instant',
    ],
    [
      'money with one decimal',
      (j: Json) => (j.participants[0].events[2].gross = '1000.5'),
      'participants[0].events[2].gross: not an amount with 2 decimals',
    ],
    [
      'money with three decimals',
      (j: Json) => (j.participants[0].events[2].netAvailable = '1000.000'),
      'participants[0].events[2].netAvailable: not an amount with 2 decimals',
    ],
    [
      'money without decimals',
      (j: Json) => (j.participants[0].events[2].gross = '1000'),
      'participants[0].events[2].gross: not an amount with 2 decimals',
    ],
    [
      'money as a JSON number',
      (j: Json) => (j.participants[0].events[2].gross = 1000.5),
      'participants[0].events[2].gross: not an amount with 2 decimals',
    ],
    [
      'a price with 7 decimals',
      (j: Json) => (j.prices.SV = { constant: '1.0000001' }),
      'prices.SV.constant: not a positive decimal',
    ],
    [
      'a price point with a bad date',
      (j: Json) => (j.prices.SV = { points: [['2025-13-01', '1']] }),
      'prices.SV.points[0][0]: not a date',
    ],
    [
      'an unknown field in an event',
      (j: Json) => (j.participants[0].events[2].bonus = true),
      'participants[0].events[2].bonus: unknown field',
    ],
    [
      'an unknown top-level field',
      (j: Json) => (j.evaluateUntil = '2040-12-31'),
      'evaluateUntil: unknown field',
    ],
    [
      'an unknown field in a schedule',
      (j: Json) => (j.participants[0].events[1].schedules = { RTA: { form: 'lump', years: 2 } }),
      'participants[0].events[1].schedules.RTA.years: unknown field',
    ],
    [
      'a missing required field',
      (j: Json) => delete j.participants[0].events[2].netAvailable,
      'participants[0].events[2].netAvailable: required',
    ],
    [
      'an unknown event type',
      (j: Json) => (j.participants[0].events[0].type = 'promotion'),
      'participants[0].events[0].type: not an event type',
    ],
    [
      'an unknown component',
      (j: Json) => (j.participants[0].events[2].component = 'tips'),
      'participants[0].events[2].component: not one of',
    ],
    [
      'an account name with month 13',
      (j: Json) =>
        (j.participants[0].events[1].allocation = [{ account: 'SDA:2030-13', pct: 100 }]),
      'participants[0].events[1].allocation[0].account: not an account',
    ],
    [
      'an allocation to the CCA',
      (j: Json) => (j.participants[0].events[1].allocation = [{ account: 'CCA', pct: 100 }]),
      'participants[0].events[1].allocation[0].account: not an account',
    ],
    [
      'a planYear that is not an integer',
      (j: Json) => (j.participants[0].events[1].planYear = 2025.5),
      'participants[0].events[1].planYear: not an integer',
    ],
    [
      'an unknown plan parameter',
      (j: Json) => (j.plan.parameters = { maxSdas: 3 }),
      'plan.parameters.maxSdas: unknown plan parameter',
    ],
    [
      'a plan parameter of the wrong shape',
      (j: Json) => (j.plan.parameters = { smallBalanceLimit: 50000 }),
      'plan.parameters.smallBalanceLimit: not a string',
    ],
    ['an unknown plan', (j: Json) => (j.plan.id = 'other-plan'), 'plan.id: not one of'],
    [
      'a fund without prices',
      (j: Json) => j.funds.push({ id: 'IDX', name: 'Index' }),
      'prices.IDX: required',
    ],
    [
      'prices for no fund',
      (j: Json) => (j.prices.IDX = { constant: '1' }),
      'prices.IDX: not a fund',
    ],
    [
      'an investment in an unknown fund',
      (j: Json) => (j.participants[0].events[1].investments = { RTA: { IDX: 100 } }),
      'participants[0].events[1].investments: unknown fund IDX',
    ],
    [
      'no capital preservation fund',
      (j: Json) => delete j.funds[0].capitalPreservation,
      'funds: no fund is marked capitalPreservation',
    ],
    [
      'a duplicate participant',
      (j: Json) => j.participants.push({ ...j.participants[0] }),
      'participants[1].id: duplicate participant',
    ],
    ['a wrong format', (j: Json) => (j.format = 'defcomp-scenario/2'), 'format: not one of'],
    [
      'a company event of unknown type',
      (j: Json) => (j.company.events = [{ type: 'merger', date: '2025-01-01' }]),
      'company.events[0].type: not one of',
    ],
    [
      'a plan termination without payOn',
      (j: Json) => (j.company.events = [{ type: 'planTermination', date: '2025-01-01' }]),
      'company.events[0].payOn: required',
    ],
  ])('%s is an error naming its path', (_name, edit, expected) => {
    const found = errors(edit);
    expect(
      found.some((e) => e.startsWith(expected)),
      `${expected} in ${JSON.stringify(found)}`,
    ).toBe(true);
  });

  it('reports every error, each with its path', () => {
    const found = errors((j) => {
      j.participants[0].events[2].gross = '1';
      j.participants[0].events[3].date = 'soon';
    });
    expect(found).toEqual([
      'participants[0].events[2].gross: not an amount with 2 decimals ("1234.50")',
      'participants[0].events[3].date: not a date (YYYY-MM-DD)',
    ]);
  });

  it('a root that is not an object is an error at $', () => {
    const parsed = parseScenario([]);
    expect(parsed.ok ? [] : parsed.errors.map((e) => e.path)).toEqual(['$']);
  });
});

describe('prices are a step function of dated points', () => {
  it('a second price for the same date is an error naming its path', () => {
    const found = errors((j) => {
      j.prices.SV = {
        points: [
          ['2025-01-02', '1'],
          ['2025-01-02', '2'],
        ],
      };
    });
    expect(found).toEqual(['prices.SV.points[1][0]: a second price for 2025-01-02']);
  });
});

describe('dates are real calendar dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-1-10', false],
  ])('%s is a date: %s', (day, ok) => {
    const found = errors((j) => {
      j.evaluateThrough = day;
    });
    expect(found).toEqual(ok ? [] : ['evaluateThrough: not a date (YYYY-MM-DD)']);
  });
});

describe('the model says which election fields go with which kind (3.1-3.4)', () => {
  it.each([
    [
      'an annual election without planYear',
      (j: Json) => delete j.participants[0].events[1].planYear,
      ['participants[0].events[1].planYear: required'],
    ],
    [
      'an annual election with a performance period',
      (j: Json) =>
        (j.participants[0].events[1].performancePeriod = {
          start: '2025-01-01',
          end: '2025-12-31',
          criteriaSetOn: '2025-03-01',
        }),
      ['participants[0].events[1].performancePeriod: unknown field'],
    ],
    [
      'a performance election with a planYear and no period',
      (j: Json) => (j.participants[0].events[1].kind = 'performance'),
      [
        'participants[0].events[1].performancePeriod: required',
        'participants[0].events[1].planYear: unknown field',
      ],
    ],
    [
      'an instant on a day that does not exist',
      (j: Json) => (j.participants[0].events[1].filedAt = '2025-02-30T10:00:00-05:00'),
      [
        'participants[0].events[1].filedAt: not an instant with an offset (2024-12-31T23:59:00-05:00)',
      ],
    ],
  ])('%s', (_name, edit, expected) => {
    expect(errors(edit)).toEqual(expected);
  });
});

describe('plan amendments (9.2)', () => {
  it('accepts dated parameter overlays and checks each against the plan', () => {
    const amendment = { effective: '2026-01-01', label: 'Amendment 1', parameters: {} };
    expect(errors((j) => (j.plan.amendments = [amendment]))).toEqual([]);
    const found = errors((j) => {
      j.plan.amendments = [
        { effective: '2026-02-30', parameters: {} },
        { ...amendment, parameters: { maxSdas: 3 } },
      ];
    });
    expect(found).toEqual(['plan.amendments[0].effective: not a date (YYYY-MM-DD)']);
    const unknown = errors(
      (j) => (j.plan.amendments = [{ ...amendment, parameters: { maxSdas: 3 } }]),
    );
    expect(unknown).toEqual(['plan.amendments[0].parameters.maxSdas: unknown plan parameter']);
  });
});

describe('a large story', () => {
  it('parses 100 participants with 500 events each in well under a second', () => {
    const story = JSON.parse(JSON.stringify(scenarioOf([eligible('2023-10-02'), annual(2025)])));
    const pays = Array.from({ length: 498 }, (_, i) =>
      pay(`${2026 + Math.floor(i / 24)}-0${1 + (i % 9)}-15`, '1000.00'),
    );
    const participant = story.participants[0];
    story.participants = Array.from({ length: 100 }, (_, i) => ({
      ...participant,
      id: `P${i}`,
      events: [...participant.events, ...pays],
    }));
    const started = performance.now();
    const parsed = parseScenario(story);
    const elapsed = performance.now() - started;
    expect(parsed.ok).toBe(true);
    expect(elapsed).toBeLessThan(1000);
  });
});
