import { sumMoney } from '@defcomp/domain';
import {
  importRecord,
  openTestStore,
  testDialects,
  type Dialect,
  type ScenarioInput,
} from '@defcomp/store';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history } from '../../domain/test/support/arbitraries.js';
import { accepted } from '../../store/test/accepted.js';
import { demoPeople, seedDemo } from '../src/demo/index.js';
import { buildApp, fixedClock, seedEmptyStore } from '../src/index.js';
import { signIn, type Agent, type Reply } from './helpers.js';
import { usd } from '../src/core/pdf/format.js';

// Reports (issue 10 item 8) through the API on both databases: the roll-forward balances to the
// cent and closes at the liability report's figures (projections: valueAllAsOf), on the demo
// plan and on a random history; its CSV and PDF carry the same figures.

const planId = 'carmax-edcp';

/** The text a PDF shows (pdf.test.ts): pdfkit writes each line as a TJ array of hex strings. */
function pdfText(reply: Reply): string {
  expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
  expect(reply.headers['content-type']).toBe('application/pdf');
  const pdf = (reply as unknown as { rawPayload: Buffer }).rawPayload;
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const arrays = pdf.toString('latin1').match(/\[[^\]]*\]\s*TJ/g) ?? [];
  return arrays
    .map((array) =>
      [...array.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}
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

/** The demo plan on a fresh store (its stories run 2019 through the clock's today). */
async function demo(dialect: Dialect) {
  const store = await openTestStore(dialect);
  const clock = fixedClock('2026-12-02T15:00:00.000Z');
  const seeded = await seedEmptyStore(store, clock);
  const accounts = (await seedDemo(store, clock, seeded))?.accounts ?? [];
  const app = await buildApp({ store, clock });
  closers.push(
    () => store.close(),
    () => app.close(),
  );
  const admin = await signIn(app, 'admin', seeded.administrator?.password ?? '');
  const as = (username: string) => {
    const account = accounts.find((a) => a.username === username)!;
    return signIn(app, username, account.password);
  };
  return { app, store, admin, as };
}

describe.each(await testDialects())('reports on %s', (dialect) => {
  let world: Awaited<ReturnType<typeof demo>>;
  beforeAll(async () => {
    world = await demo(dialect);
  }, 300_000);

  it('10.1 roll-forward on the demo plan: balances to the cent, closes at the liability report, CSV and PDF', async () => {
    const { admin } = world;
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
    const pdf = pdfText(
      await admin.get('/api/reports/roll-forward.pdf?from=2025-01-01&to=2025-12-31'),
    );
    expect(pdf).toContain('Liability roll-forward');
    expect(pdf).toContain(usd(year.totals.closing));
    expect(pdf).toContain('balancing figure');
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

  it('10.2 projected payments on the demo plan: the fixed ones are the liability report’s, totals by month and year add up', async () => {
    const { admin } = world;
    for (const asOf of ['2026-12-02', '2025-06-30', '2024-03-15']) {
      const reply = await admin.get(`/api/reports/projected-payments?asOf=${asOf}`);
      expect(reply.statusCode, reply.body).toBe(200);
      const report = reply.json();
      const payments: {
        amount: string;
        valuedAt: string;
        date: string;
        status: string;
        estimate: boolean;
      }[] = report.payments;
      expect(payments.length, asOf).toBeGreaterThan(0);
      for (const p of payments) {
        expect(p.status).toBe(p.date > asOf ? 'scheduled' : 'due');
        expect(p.estimate).toBe(p.valuedAt > asOf);
      }
      // Valued by the as-of date and unpaid: the liability report's payments fixed but unpaid.
      const liability = (await admin.get(`/api/reports/liability?asOf=${asOf}`)).json();
      expect(sumMoney(payments.filter((p) => p.valuedAt <= asOf).map((p) => p.amount)), asOf).toBe(
        liability.totals.fixedUnpaid,
      );
      expect(sumMoney(payments.map((p) => p.amount))).toBe(report.totals.total);
      for (const buckets of [report.byMonth, report.byYear])
        expect(sumMoney(buckets.map((b: { total: string }) => b.total))).toBe(report.totals.total);
    }
    // As of today the schedule is each statement's (no later fact or price in the record).
    const today = (await admin.get('/api/reports/projected-payments?asOf=2026-12-02')).json();
    const people = [
      ...new Set<string>(today.payments.map((p: { participantId: string }) => p.participantId)),
    ];
    for (const id of people) {
      const statement = (
        await admin.get(`/api/participants/${id}/statement?asOf=2026-12-02`)
      ).json();
      const ours = today.payments.filter(
        (p: { participantId: string; status: string }) =>
          p.participantId === id && p.status === 'scheduled',
      );
      expect(
        ours.map((p: { date: string; amount: string }) => [p.date, p.amount]),
        id,
      ).toEqual(
        statement.scheduled.map((p: { date: string; amount: string }) => [p.date, p.amount]),
      );
    }
    const csv = await admin.get('/api/reports/projected-payments.csv?asOf=2026-12-02');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe(
      'date,participantId,name,account,benefit,payee,installment,valuedAt,status,estimate,amount',
    );
    const pdf = pdfText(await admin.get('/api/reports/projected-payments.pdf?asOf=2026-12-02'));
    expect(pdf).toContain('By year');
    expect(pdf).toContain(usd(today.totals.total));
  }, 300_000);

  it('Pub. 5528 election audit on the demo plan: every filing of the fact log, its deadline and verdict', async () => {
    const { admin, store } = world;
    const reply = await admin.get('/api/reports/election-audit?asOf=2026-12-02');
    expect(reply.statusCode, reply.body).toBe(200);
    const audit = reply.json();
    const facts = await store.db
      .selectFrom('facts')
      .select(['participant_id', 'type', 'recorded_at'])
      .where('plan_id', '=', planId)
      .where('type', 'in', ['election', 'scheduleChange'])
      .where('effective_date', '<=', '2026-12-02')
      .execute();
    expect(audit.elections.length).toBe(facts.length);
    expect(audit.totals.filings).toBe(facts.length);
    for (const row of audit.elections) {
      // The API records only what the plan accepts: every filing was timely, by its deadline.
      expect(row.result, JSON.stringify(row)).toBe('timely');
      expect(row.recordedAt).not.toBeNull();
      if (row.deadline) expect(row.filedOn <= row.deadline, JSON.stringify(row)).toBe(true);
      expect(row.deadlineRule).toMatch(/^(3\.2\([abc]\)|6\.2)$/);
    }
    // Known at an earlier instant: only what had been recorded by then.
    const early = (
      await admin.get('/api/reports/election-audit?asOf=2026-12-02&knownAt=2020-01-01T00:00:00Z')
    ).json();
    expect(early.elections.length).toBeLessThan(audit.elections.length);
    const csv = await admin.get('/api/reports/election-audit.csv?asOf=2026-12-02');
    expect(csv.body.split('\r\n').filter((l) => l).length).toBe(facts.length + 1);
    const pdf = pdfText(await admin.get('/api/reports/election-audit.pdf?asOf=2026-12-02'));
    expect(pdf).toContain('Pub. 5528');
  }, 300_000);

  it('Item 402(i) on the demo plan: the fiscal year’s roll-forward per named executive officer', async () => {
    const { admin } = world;
    const ids = demoPeople.slice(0, 3).map((p) => p.id);
    const reply = await admin.get(
      `/api/reports/item-402i?fiscalYearEnd=2026-02-28&neo=${ids.join(',')}`,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const table = reply.json();
    expect(table.fiscalYearStart).toBe('2025-03-01');
    expect(table.executives.map((e: { participantId: string }) => e.participantId)).toEqual(ids);
    const rolled = (
      await admin.get('/api/reports/roll-forward?from=2025-03-01&to=2026-02-28')
    ).json();
    let moved = false;
    for (const e of table.executives) {
      const own = rolled.participants.find(
        (p: { participantId: string }) => p.participantId === e.participantId,
      );
      expect(e.executiveContributions).toBe(own?.deferrals ?? '0.00');
      expect(e.registrantContributions).toBe(own?.companyCredits ?? '0.00');
      expect(e.aggregateBalanceAtYearEnd).toBe(own?.closing ?? '0.00');
      expect(
        sumMoney([
          e.priorYearEndBalance,
          e.executiveContributions,
          e.registrantContributions,
          e.aggregateEarnings,
          `-${e.aggregateWithdrawalsDistributions}`,
          `-${e.forfeitures}`,
        ]),
      ).toBe(e.aggregateBalanceAtYearEnd);
      if (e.aggregateBalanceAtYearEnd !== '0.00') moved = true;
    }
    expect(moved).toBe(true);
    const unknown = await admin.get('/api/reports/item-402i?fiscalYearEnd=2026-02-28&neo=NOBODY');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'unknown_participant', field: 'neo' });
    const csv = await admin.get(
      `/api/reports/item-402i.csv?fiscalYearEnd=2026-02-28&neo=${ids.join(',')}`,
    );
    expect(csv.body.split('\r\n').filter((l) => l).length).toBe(ids.length + 1);
    const pdf = pdfText(
      await admin.get(`/api/reports/item-402i.pdf?fiscalYearEnd=2026-02-28&neo=${ids.join(',')}`),
    );
    expect(pdf).toContain('Item 402(i)');
  }, 300_000);

  it('1.20 Key Employee list on the demo plan: each statement’s periods, who is one on the date', async () => {
    const { admin, store } = world;
    let anyone = false;
    for (const asOf of ['2026-12-02', '2025-06-30', '2024-06-28']) {
      const reply = await admin.get(`/api/reports/key-employees?asOf=${asOf}`);
      expect(reply.statusCode, reply.body).toBe(200);
      const list = reply.json();
      const current: string[] = [];
      for (const person of demoPeople) {
        const statement = (
          await admin.get(`/api/participants/${person.id}/statement?asOf=${asOf}`)
        ).json();
        const periods: { from: string; to: string }[] = statement.keyEmployee;
        if (periods.some((k) => k.from <= asOf && asOf <= k.to)) current.push(person.id);
        // The statement's periods include those of identifications dated after the as-of date
        // (facts recorded since); the report knows only the identifications made by then.
        const own = list.periods
          .filter((p: { participantId: string }) => p.participantId === person.id)
          .map((p: { from: string; to: string }) => [p.from, p.to]);
        expect(
          periods.map((k) => [k.from, k.to]),
          `${person.id} ${asOf}`,
        ).toEqual(expect.arrayContaining(own));
      }
      expect(list.current, asOf).toEqual(current.sort());
      if (current.length > 0) anyone = true;
    }
    expect(anyone).toBe(true);
    const facts = await store.db
      .selectFrom('facts')
      .select('seq')
      .where('plan_id', '=', planId)
      .where('type', '=', 'keyEmployee')
      .execute();
    const today = (await admin.get('/api/reports/key-employees?asOf=2026-12-02')).json();
    expect(today.identifications.length).toBe(facts.length);
    const pdf = pdfText(await admin.get('/api/reports/key-employees.pdf?asOf=2026-12-02'));
    expect(pdf).toContain('Key Employee periods');
  }, 300_000);

  it('1.20, Treas. Reg. §1.409A-1(i): each Key Employee period carries its decision as structured steps citing their rules', async () => {
    const list = (await world.admin.get('/api/reports/key-employees?asOf=2026-12-02')).json();
    expect(list.periods.length).toBeGreaterThan(0);
    for (const period of list.periods) {
      expect(period.trace.map((s: { rule: string }) => s.rule)).toEqual([
        '1.20',
        'Treas. Reg. §1.409A-1(i)(4)',
        'Treas. Reg. §1.409A-1(i)',
      ]);
      const [identified, span, status] = period.trace;
      // The identification the period follows is one the Committee made before it starts.
      expect(identified.inputs.identificationDate < period.from).toBe(true);
      expect(span.outcome).toEqual({ from: period.from, to: period.to });
      expect(status).toMatchObject({
        inputs: { asOf: '2026-12-02' },
        outcome: { status: period.status },
      });
    }
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
