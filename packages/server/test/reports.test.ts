import { sumMoney } from '@defcomp/domain';
import { importRecord, openTestStore, testDialects, type ScenarioInput } from '@defcomp/store';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { history } from '../../domain/test/support/arbitraries.js';
import { accepted } from '../../store/test/accepted.js';
import { seedDemo } from '../src/demo/index.js';
import { buildApp, fixedClock, seedEmptyStore } from '../src/index.js';
import { signIn, type Agent } from './helpers.js';

// Reports (issue 10 item 8) through the API on both databases: the roll-forward balances to the
// cent and closes at the liability report's figures (projections: valueAllAsOf), on the demo
// plan and on a random history; its CSV and PDF carry the same figures.

const planId = 'carmax-edcp';
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

const columns = [
  'deferrals',
  'companyCredits',
  'transfers',
  'payments',
  'forfeitures',
  'investmentResults',
] as const;
type Figures = Record<(typeof columns)[number] | 'opening' | 'closing', string>;

function expectBalanced(report: {
  participants: { lines: Figures[]; closing: string }[];
  totals: Figures;
}) {
  for (const p of report.participants) {
    for (const line of p.lines)
      expect(sumMoney([line.opening, ...columns.map((c) => line[c])])).toBe(line.closing);
    expect(sumMoney(p.lines.map((l) => l.closing))).toBe(p.closing);
  }
  const t = report.totals;
  expect(sumMoney([t.opening, ...columns.map((c) => t[c])])).toBe(t.closing);
}

/** The roll-forward over [from, to] closes at the liability report as of `to`, opens at `from - 1`. */
async function expectRollsForward(agent: Agent, from: string, to: string, knownAt?: string) {
  const known = knownAt ? `&knownAt=${knownAt}` : '';
  const reply = await agent.get(`/api/reports/roll-forward?from=${from}&to=${to}${known}`);
  expect(reply.statusCode, reply.body).toBe(200);
  const report = reply.json();
  expectBalanced(report);
  const closing = (await agent.get(`/api/reports/liability?asOf=${to}${known}`)).json().totals;
  expect(report.totals.closing, `closing ${to}`).toBe(
    sumMoney([closing.RTA, closing.SDA, closing.CCA]),
  );
  expect(report.totals.fixedUnpaid.closing).toBe(closing.fixedUnpaid);
  expect(report.totals.liabilityClosing).toBe(closing.total);
  expect(report.totals.vesting.closing.vested).toBe(
    sumMoney([closing.owed, `-${closing.fixedUnpaid}`]),
  );
  const opening = (
    await agent.get(`/api/reports/liability?asOf=${report.openingAsOf}${known}`)
  ).json().totals;
  expect(report.totals.opening, `opening ${from}`).toBe(
    sumMoney([opening.RTA, opening.SDA, opening.CCA]),
  );
  return report;
}

/** Two random histories as one plan: the first's company, funds and prices, both stories. */
function randomRecord(): ScenarioInput {
  const samples = fc.sample(history({ evaluateThrough: '2060-12-31' }), {
    seed: 20261203,
    numRuns: 40,
  });
  for (let i = 0; i + 1 < samples.length; i++) {
    const [a, b] = [samples[i]!, samples[i + 1]!];
    const input = JSON.parse(
      JSON.stringify({
        ...a,
        company: { ...a.company, publiclyTraded: true },
        participants: [a.participants[0], { ...b.participants[0], id: 'P2' }],
      }),
    ) as ScenarioInput;
    const kept = accepted(input);
    // A story with deferrals and a payment (so every column can move).
    const events = kept?.participants.flatMap((p) => p.events.map((e) => e.type)) ?? [];
    if (kept && events.includes('pay') && events.includes('separation')) return kept;
  }
  throw new Error('assertion: no sample with pay and separation');
}

describe.each(await testDialects())('reports on %s', (dialect) => {
  it('10.1 roll-forward on the demo plan: balances to the cent, closes at the liability report, CSV and PDF', async () => {
    const store = await openTestStore(dialect);
    const clock = fixedClock('2026-12-02T15:00:00.000Z');
    const seeded = await seedEmptyStore(store, clock);
    await seedDemo(store, clock, seeded);
    const app = await buildApp({ store, clock });
    closers.push(
      () => store.close(),
      () => app.close(),
    );
    const admin = await signIn(app, 'admin', seeded.administrator?.password ?? '');
    const year = await expectRollsForward(admin, '2025-01-01', '2025-12-31');
    expect(year.totals.deferrals).not.toBe('0.00');
    expect(year.totals.payments).not.toBe('0.00');
    await expectRollsForward(admin, '2019-01-01', '2026-11-30');
    await expectRollsForward(admin, '2026-01-01', '2026-12-02');
    // As known at an earlier instant (the engine's path on both sides).
    await expectRollsForward(admin, '2024-01-01', '2024-12-31', '2026-01-01T00:00:00.000Z');

    const csv = await admin.get('/api/reports/roll-forward.csv?from=2025-01-01&to=2025-12-31');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.split('\r\n').filter((l) => l);
    expect(lines[0]).toBe(
      'participantId,name,account,fund,opening,deferrals,companyCredits,transfers,payments,forfeitures,investmentResults,closing',
    );
    const totalRow = lines.at(-1)!.split(',');
    expect(totalRow[0]).toBe('TOTAL');
    expect(totalRow.at(-1)).toBe(year.totals.closing);
    expect(lines.length).toBe(
      2 + year.participants.reduce((n: number, p: { lines: unknown[] }) => n + p.lines.length, 0),
    );
    const pdf = await admin.get('/api/reports/roll-forward.pdf?from=2025-01-01&to=2025-12-31');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF')).toBe(true);
    expect(pdf.body).toContain('Liability roll-forward');
  }, 300_000);

  it('10.1 roll-forward on a random history: balances to the cent and closes at the liability report', async () => {
    const store = await openTestStore(dialect);
    const clock = fixedClock('2026-12-02T15:00:00.000Z');
    const seeded = await seedEmptyStore(store, clock);
    await importRecord(store, randomRecord(), {
      planId,
      at: clock.now().toISOString(),
      by: 'test',
    });
    const app = await buildApp({ store, clock });
    closers.push(
      () => store.close(),
      () => app.close(),
    );
    const admin = await signIn(app, 'admin', seeded.administrator?.password ?? '');
    for (const [from, to] of [
      ['2022-01-01', '2024-06-30'],
      ['2024-07-01', '2027-03-31'],
      ['2020-01-01', '2040-12-31'],
    ] as const)
      await expectRollsForward(admin, from, to);
  }, 300_000);

  it('reports: a period that ends before it starts is a 400 naming the field and rule', async () => {
    const store = await openTestStore(dialect);
    const clock = fixedClock('2026-12-02T15:00:00.000Z');
    const seeded = await seedEmptyStore(store, clock);
    const app = await buildApp({ store, clock });
    closers.push(
      () => store.close(),
      () => app.close(),
    );
    const admin = await signIn(app, 'admin', seeded.administrator?.password ?? '');
    const reply = await admin.get('/api/reports/roll-forward?from=2025-02-01&to=2025-01-31');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'invalid_period', field: 'from' });
    const missing = await admin.get('/api/reports/roll-forward?from=2025-02-01');
    expect(missing.statusCode).toBe(400);
  });
});
