// A participant with a long history, for the tests that need an evaluation that takes a while:
// hired 2005, deferring a salary paid every weekday from 2012 through 2024 into an RTA and three SDAs,
// invested across four funds with a price every weekday (the seeded Stable Value fund stays at
// its constant price). Deterministic: no randomness.
import { checkScenarioFile, importRecord, type ScenarioInput, type Store } from '@defcomp/store';

const FUNDS = [
  { id: 'SV', name: 'Stable Value', capitalPreservation: true },
  { id: 'BND', name: 'Bond Index' },
  { id: 'IDX', name: 'Equity Index' },
  { id: 'INTL', name: 'International Equity' },
  { id: 'SMALL', name: 'Small Cap' },
];

/** A price every weekday from 2011-12-01 through 2025-12-31, a walk that stays positive. */
function dailyPrices(seed: number): [string, string][] {
  const points: [string, string][] = [];
  let price = 10_000_000n + BigInt(seed) * 1_000_000n; // in millionths
  const day = new Date(Date.UTC(2011, 11, 1));
  for (let n = 0; day.getUTCFullYear() < 2026; n++, day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    price += ((BigInt(n * (seed + 3)) * 7919n) % 40_000n) - 19_000n;
    if (price < 1_000_000n) price = 1_000_000n;
    const text = `${price / 1_000_000n}.${String(price % 1_000_000n).padStart(6, '0')}`;
    points.push([day.toISOString().slice(0, 10), text]);
  }
  return points;
}

function election(year: number): Record<string, unknown> {
  const sda = (k: number) => `SDA:${2030 + k}-0${1 + k}`;
  const base = {
    type: 'election',
    filedAt: `${year - 1}-12-01T10:00:00-05:00`,
    kind: 'annual',
    planYear: year,
    deferrals: { baseSalary: 10 + (year % 15) },
    allocation: [
      { account: 'RTA', pct: 40 },
      { account: sda(0), pct: 20 },
      { account: sda(1), pct: 20 },
      { account: sda(2), pct: 20 },
    ],
  };
  if (year > 2012) return base;
  return {
    ...base,
    schedules: { RTA: { form: 'installments', years: 10 } },
    investments: {
      RTA: { BND: 25, IDX: 25, INTL: 25, SMALL: 25 },
      [sda(0)]: { IDX: 100 },
      [sda(1)]: { INTL: 50, SMALL: 50 },
      [sda(2)]: { BND: 100 },
    },
  };
}

function events(): unknown[] {
  const list: unknown[] = [{ type: 'eligible', date: '2011-06-01', notifiedOn: '2011-06-01' }];
  for (let year = 2012; year <= 2024; year++) {
    list.push(election(year));
    // Paid every weekday: with weekly pay the engine's run (stop 30 made it faster) came to
    // about what the main thread spends reading and answering it, too short to tell apart.
    const day = new Date(Date.UTC(year, 0, 1));
    for (; day.getUTCFullYear() === year; day.setUTCDate(day.getUTCDate() + 1)) {
      if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
      list.push({
        type: 'pay',
        date: day.toISOString().slice(0, 10),
        component: 'baseSalary',
        gross: '4000.00',
        netAvailable: '4000.00',
      });
    }
  }
  return list;
}

/** `count` such participants (P1, P2…) as a scenario file for `defcomp record import`. */
export function largeHistory(count = 1): ScenarioInput {
  const prices: ScenarioInput['prices'] = { SV: { constant: '1' } };
  FUNDS.slice(1).forEach((f, k) => (prices[f.id] = { points: dailyPrices(k + 1) }));
  return {
    format: 'defcomp-scenario/1',
    description: 'a long history',
    plan: { id: 'carmax-edcp', amendments: [] },
    company: { publiclyTraded: true, events: [] },
    funds: FUNDS,
    prices,
    evaluateThrough: '2025-01-31',
    participants: Array.from({ length: count }, (_, i) => ({
      id: `P${i + 1}`,
      hireDate: '2005-02-07',
      events: events() as ScenarioInput['participants'][0]['events'],
    })),
  };
}

/** Loads the history into a seeded record (the reference plan and its Stable Value fund). */
export async function importLargeHistory(store: Store, count = 1): Promise<void> {
  const { amendments: _, ...plan } = largeHistory(count).plan;
  const checked = checkScenarioFile({ ...largeHistory(count), plan });
  if (!checked.ok) throw new Error(`large history: ${JSON.stringify(checked.problems[0])}`);
  await importRecord(store, checked.input, {
    planId: 'carmax-edcp',
    at: '2025-03-01T12:00:00.000Z',
    by: 'test',
  });
}
