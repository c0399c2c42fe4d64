import { openTestStore, testDialects, type Dialect } from '@defcomp/store';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMoney } from '@defcomp/domain';
import { seedDemo } from '../src/demo/index.js';
import { InProcessQueue, PgBossQueue, jobsSchemaFor, type JobQueue } from '../src/jobs/index.js';
import { buildApp, fixedClock, seedEmptyStore } from '../src/index.js';
import { usd } from '../src/core/pdf/format.js';
import { pdfLabels } from '../src/core/pdf/i18n.js';
import {
  modifiedDietz,
  parsePeriod,
  periodStatements,
} from '../src/statements/period-statement.js';
import { signIn, type Agent, type Reply } from './helpers.js';
import { pdfTextWithFonts } from './pdf-text.js';

// Quarterly and annual statements and their bulk runs (issue 12 item 4), on both databases:
// the period's activity balances to the cent and is the roll-forward report's; the PDF reads
// back in English and Traditional Chinese; a run on the job queue writes every participant's
// statement, its progress is readable and its zip holds them all.

const planId = 'carmax-edcp';
const zh = pdfLabels['zh-Hant'];
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
});

const bytes = (reply: Reply): Buffer => (reply as unknown as { rawPayload: Buffer }).rawPayload;

async function demo(dialect: Dialect) {
  const store = await openTestStore(dialect);
  const clock = fixedClock('2026-12-02T15:00:00.000Z');
  const seeded = await seedEmptyStore(store, clock);
  const accounts = (await seedDemo(store, clock, seeded))?.accounts ?? [];
  let queue: JobQueue;
  if (dialect === 'sqlite') queue = new InProcessQueue(store, clock);
  else {
    // pg-boss's tables in the test's own database, dropped with it.
    queue = await PgBossQueue.open({
      url: store.url!,
      schema: jobsSchemaFor(undefined),
      store,
      clock,
      worker: 'statement worker',
      pollingIntervalSeconds: 0.5,
    });
  }
  const app = await buildApp({ store, clock, jobs: queue });
  closers.push(
    () => store.close(),
    () => app.close(),
    () => queue.stop(),
  );
  await queue.work();
  const admin = await signIn(app, 'admin', seeded.administrator?.password ?? '');
  const as = (username: string) => {
    const account = accounts.find((a) => a.username === username)!;
    return signIn(app, username, account.password);
  };
  return { app, store, clock, queue, admin, as };
}

const activity = [
  'opening',
  'deferrals',
  'companyCredits',
  'transfers',
  'payments',
  'forfeitures',
  'investmentResults',
] as const;

describe('Modified Dietz and periods', () => {
  it('parses a quarter and a Plan Year (1.27), and refuses anything else naming period', () => {
    expect(parsePeriod('2025-Q4')).toMatchObject({ from: '2025-10-01', to: '2025-12-31' });
    expect(parsePeriod('2024-Q1')).toMatchObject({ from: '2024-01-01', to: '2024-03-31' });
    expect(parsePeriod('2025')).toMatchObject({ from: '2025-01-01', to: '2025-12-31' });
    expect(() => parsePeriod('2025-Q0')).toThrow(/neither a quarter/);
  });

  it('weights each flow by the share of the period left after it, exactly', () => {
    // No flows: the simple return. 1,000.00 opening, 50.00 gained: 5.00%.
    expect(modifiedDietz(5000n, 100000n, [], '2025-01-01', '2025-12-31')).toBe('5.00');
    // A flow on the first day counts whole: 50 / (1000 + 1000) = 2.50%.
    const first = [{ on: '2025-01-01', amount: 100000n }];
    expect(modifiedDietz(5000n, 100000n, first, '2025-01-01', '2025-12-31')).toBe('2.50');
    // Half a 10-day period: 10 / (100 + 100 x 5/10) = 6.67% (half-up).
    const half = [{ on: '2025-01-06', amount: 10000n }];
    expect(modifiedDietz(1000n, 10000n, half, '2025-01-01', '2025-01-10')).toBe('6.67');
    // Nothing invested: not meaningful.
    expect(modifiedDietz(0n, 0n, [], '2025-01-01', '2025-03-31')).toBeNull();
  });
});

describe.each(await testDialects())('period statements on %s', (dialect) => {
  let world: Awaited<ReturnType<typeof demo>>;
  beforeAll(async () => {
    world = await demo(dialect);
  }, 300_000);

  it('opening + activity = closing to the cent, and equals the roll-forward report', async () => {
    const ctx = { store: world.store, clock: world.clock, planId };
    for (const [period, from, to] of [
      ['2025-Q4', '2025-10-01', '2025-12-31'],
      ['2025', '2025-01-01', '2025-12-31'],
      ['2026-Q4', '2026-10-01', '2026-12-02'],
    ] as const) {
      const statements = await periodStatements(ctx, period);
      expect(statements.length).toBeGreaterThan(2);
      const report = (
        await world.admin.get(`/api/reports/roll-forward?from=${from}&to=${to}`)
      ).json();
      for (const s of statements) {
        expect(s.period.through).toBe(to);
        const sum = activity.reduce((total, k) => total + parseMoney(s.totals[k]), 0n);
        expect(sum, `${s.participant.id} ${period}`).toBe(parseMoney(s.totals.closing));
        for (const line of s.lines) {
          const lineSum = activity.reduce((total, k) => total + parseMoney(line[k]), 0n);
          expect(lineSum).toBe(parseMoney(line.closing));
        }
        const held = s.holdings.reduce((t, h) => t + parseMoney(h.value), 0n);
        expect(held).toBe(parseMoney(s.totals.closing));
        const row = report.participants.find(
          (p: { participantId: string }) => p.participantId === s.participant.id,
        );
        if (row) {
          expect(s.totals.closing).toBe(row.closing);
          expect(s.totals.investmentResults).toBe(row.investmentResults);
        } else expect(s.totals.closing).toBe('0.00');
        expect(s.chart.at(-1)).toEqual({ date: to, total: s.totals.closing });
      }
    }
  }, 300_000);

  it('his quarter as a PDF in Chinese: labels, his figures, the rate of return, estimates', async () => {
    const alice = await world.as('areyes');
    const [data] = await periodStatements(
      { store: world.store, clock: world.clock, planId },
      '2025-Q4',
      ['E1001'],
    );
    const reply = await alice.get('/api/participants/E1001/statements/2025-Q4.pdf?lang=zh-Hant');
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(String(reply.headers['content-disposition'])).toContain(
      'statement-E1001-2025-Q4-zh-Hant.pdf',
    );
    const text = pdfTextWithFonts(bytes(reply));
    for (const label of [
      zh.periodTitle('2025-Q4'),
      zh.activity,
      zh.opening,
      zh.closing,
      zh.holdings,
      zh.rateOfReturn,
      zh.allocations,
      zh.upcoming,
      zh.chart,
      '退休/終止帳戶',
    ])
      expect(text).toContain(label);
    expect(text).toContain('Alice Reyes (E1001)');
    expect(text).toContain(usd(data!.totals.closing));
    expect(text).toContain(usd(data!.totals.opening));
    expect(text).toContain(usd(data!.totals.vesting.closing.vested));
    if (data!.rateOfReturn) expect(text).toContain(`${data!.rateOfReturn}%`);
    expect(text).toContain(data!.holdings[0]!.units);
    if (data!.upcoming.some((p) => p.estimate)) expect(text).toContain(`(${zh.estimate})`);
    // English by default, with the method named.
    const english = pdfTextWithFonts(
      bytes(await alice.get('/api/participants/E1001/statements/2025.pdf')),
    );
    expect(english).toContain('Statement for 2025');
    expect(english).toContain('Modified Dietz');
  }, 120_000);

  it('a participant gets only his own; a period not begun or malformed is a 400 naming period', async () => {
    const alice = await world.as('areyes');
    const other = await alice.get('/api/participants/E1002/statements/2025-Q4.pdf');
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/application\/problem\+json/);
    const early = await alice.get('/api/participants/E1001/statements/2027.pdf');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'invalid_period', field: 'period' });
    const bad = await alice.get('/api/participants/E1001/statements/2025-Q7.pdf');
    expect(bad.statusCode).toBe(400);
    // A participant with nothing recorded yet has a statement of zeros (and the bulk run below
    // makes his too).
    const added = await world.admin.post('/api/participants', {
      id: 'E1999',
      name: 'New Hire',
      hireDate: '2025-11-03',
    });
    expect(added.statusCode, added.body).toBe(201);
    const empty = await world.admin.get('/api/participants/E1999/statements/2025-Q4.pdf');
    expect(empty.statusCode, empty.body.slice(0, 300)).toBe(200);
    expect(pdfTextWithFonts(bytes(empty))).toContain('not meaningful');
    const unknown = await world.admin.get('/api/participants/NOBODY/statements/2025-Q4.pdf');
    expect(unknown.statusCode).toBe(404);
    expect((await alice.post('/api/statement-runs', { period: '2025-Q4' })).statusCode).toBe(403);
  });

  it('a bulk run on the job queue: started (audited), progress, every statement in one zip', async () => {
    const { admin } = world;
    const started = await admin.post('/api/statement-runs', { period: '2025-Q4', lang: 'zh-Hant' });
    expect(started.statusCode, started.body).toBe(202);
    const run = started.json().run;
    expect(run).toMatchObject({ period: '2025-Q4', from: '2025-10-01', to: '2025-12-31' });
    expect(run.total).toBeGreaterThan(2);
    let view = run;
    for (let i = 0; i < 240 && view.status !== 'done'; i++) {
      if (world.queue instanceof InProcessQueue) await world.queue.idle();
      else await new Promise((resolve) => setTimeout(resolve, 250));
      view = (await admin.get(`/api/statement-runs/${run.id}`)).json().run;
      expect(view.done).toBeLessThanOrEqual(view.total);
    }
    expect(view).toMatchObject({ status: 'done', done: run.total, failed: 0, errors: [] });
    const listed = (await admin.get('/api/statement-runs')).json().runs;
    expect(listed[0].id).toBe(run.id);
    const audit = await world.store.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'statementRun.started')
      .where('entity_id', '=', run.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).toBe('admin');

    const zip = await admin.get(`/api/statement-runs/${run.id}/statements.zip`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(bytes(zip)));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(run.total);
    expect(names).toContain('statement-E1001-2025-Q4-zh-Hant.pdf');
    const alice = pdfTextWithFonts(Buffer.from(files['statement-E1001-2025-Q4-zh-Hant.pdf']!));
    expect(alice).toContain(zh.periodTitle('2025-Q4'));
    expect(alice).toContain('Alice Reyes (E1001)');
    expect(strFromU8(files[names[0]!]!.subarray(0, 5))).toBe('%PDF-');

    // Staff who read records follow it; a participant and payroll do not.
    const auditor = await world.as('auditor1');
    expect((await auditor.get(`/api/statement-runs/${run.id}`)).statusCode).toBe(200);
    const participant: Agent = await world.as('areyes');
    expect((await participant.get(`/api/statement-runs/${run.id}/statements.zip`)).statusCode).toBe(
      403,
    );
    expect((await admin.get('/api/statement-runs/SR-nope')).statusCode).toBe(404);
  }, 300_000);
});
