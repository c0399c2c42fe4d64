import { listStatementDocuments } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClaim } from '../src/demo/index.js';
import {
  buildApp,
  createStatementRun,
  fixedClock,
  generateStatementRun,
  runNoticeOutbox,
  runTick,
} from '../src/index.js';
import { leaseWorkerPool, type Lease } from '../src/core/workers/pool.js';
import { bootDemo, signIn, type Agent, type Reply } from './helpers.js';
import { pdfTextWithFonts } from './pdf-text.js';

// PDFs rendered in the pool's threads (issue 23 item 5): the same documents as in line, byte for
// byte under a fixed clock (so the same text, pages and language), each a task of the pool; a
// bulk run renders every participant's statement through the pool; a report's PDF is a task
// too. Needs the build (the worker's module is dist's): `npm run build`.

const clock = fixedClock('2026-12-02T15:00:00.000Z');
const bytes = (reply: Reply): Buffer => (reply as unknown as { rawPayload: Buffer }).rawPayload;
const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('PDFs rendered in the worker pool', () => {
  let booted: Awaited<ReturnType<typeof bootDemo>>;
  let pooled: Awaited<ReturnType<typeof buildApp>>;
  let probe: Lease;
  const inline = new Map<string, Agent>();
  const inPool = new Map<string, Agent>();

  beforeAll(async () => {
    booted = await bootDemo(clock);
    pooled = await buildApp({ store: booted.store, clock, evaluation: 'workers' });
    probe = leaseWorkerPool();
    for (const account of booted.demo?.accounts ?? []) {
      inline.set(account.username, booted.agents.get(account.username)!);
      inPool.set(account.username, await signIn(pooled, account.username, account.password));
    }
  }, 120_000);
  afterAll(async () => {
    await probe.release();
    await pooled.close();
    await booted.close();
  });

  /** The document from both apps: the pool's answer is the same bytes, made by a pool task. */
  async function both(username: string, url: string) {
    const here = await inline.get(username)!.get(url);
    const before = probe.completed();
    const there = await inPool.get(username)!.get(url);
    const tasks = probe.completed() - before;
    expect(there.statusCode, there.body.slice(0, 300)).toBe(200);
    expect(there.headers['content-type']).toBe('application/pdf');
    expect(tasks).toBeGreaterThanOrEqual(1);
    expect(here.statusCode).toBe(200);
    return { here: bytes(here), there: bytes(there), tasks };
  }

  it('the statement PDF from the pool is the in-line one: same bytes, text and pages, both languages', async () => {
    for (const lang of ['en', 'zh-Hant']) {
      const url = `/api/participants/E1001/statement.pdf?asOf=2026-12-02&lang=${lang}`;
      const { here, there } = await both('areyes', url);
      expect(there.equals(here)).toBe(true);
      expect(pdfTextWithFonts(there)).toBe(pdfTextWithFonts(here));
      expect(pdfTextWithFonts(there)).toContain('Alice Reyes (E1001)');
      expect(pages(there)).toBe(pages(here));
      expect(pages(there)).toBeGreaterThanOrEqual(1);
      expect(there.toString('latin1')).toContain(`/Lang (${lang === 'en' ? 'en-US' : 'zh-Hant'})`);
    }
  }, 120_000);

  it('the period statement and the claim notice from the pool are the in-line ones', async () => {
    const period = await both('areyes', '/api/participants/E1001/statements/2025-Q4.pdf');
    expect(period.there.equals(period.here)).toBe(true);
    expect(pdfTextWithFonts(period.there)).toContain('Alice Reyes (E1001)');
    const notice = `/api/participants/${demoClaim.participantId}/claims/${demoClaim.claimId}/notice.pdf`;
    const claim = await both('committee1', notice);
    expect(claim.there.equals(claim.here)).toBe(true);
    expect(pdfTextWithFonts(claim.there)).toContain(demoClaim.claimId);
  }, 120_000);

  it('a notice’s PDF letter from the pool is the in-line one (12.4-12.5)', async () => {
    // 3.1(a): January 1's tick opens the annual enrollment; its notices made letters (12.4).
    for (const date of ['2026-01-01'])
      await runTick(booted.store, clock, { planId: 'carmax-edcp', date, by: 'machine' });
    await runNoticeOutbox(booted.store, clock, { planId: 'carmax-edcp', by: 'machine' });
    const listed = await inline.get('committee1')!.get('/api/notices');
    expect(listed.statusCode, listed.body.slice(0, 300)).toBe(200);
    const [first] = listed.json().notices as { id: string; participantId: string }[];
    expect(first).toBeDefined();
    const letter = await both('committee1', `/api/notices/${first!.id}/notice.pdf`);
    expect(letter.there.equals(letter.here)).toBe(true);
    expect(pdfTextWithFonts(letter.there)).toContain(first!.participantId);
  }, 120_000);

  it('a report’s PDF from the pool is the in-line one, laid out in a task of its own, both languages (issue 10 items 8-9)', async () => {
    // The CSV is the same document from the same evaluations, written in line: the PDF is one
    // task more. The first asks the record's evaluation (pool tasks too), kept for the next.
    const csvUrl = '/api/reports/liability.csv?asOf=2026-12-02';
    expect((await inPool.get('auditor1')!.get(csvUrl)).statusCode).toBe(200);
    for (const lang of ['en', 'zh-Hant']) {
      const before = probe.completed();
      const csv = await inPool.get('auditor1')!.get(csvUrl);
      expect(csv.statusCode, csv.body.slice(0, 300)).toBe(200);
      const evaluations = probe.completed() - before;
      const url = `/api/reports/liability.pdf?asOf=2026-12-02&lang=${lang}`;
      const { here, there, tasks } = await both('auditor1', url);
      expect(tasks).toBe(evaluations + 1);
      expect(there.equals(here)).toBe(true);
      const title =
        lang === 'en' ? 'Liability as of a date (Plan 10.1)' : '截至某日的負債（計劃 10.1）';
      expect(pdfTextWithFonts(there)).toContain(title);
      expect(there.toString('latin1')).toContain(`/Lang (${lang === 'en' ? 'en-US' : 'zh-Hant'})`);
    }
  }, 120_000);

  it('a bulk run renders every participant’s statement in the pool, each readable', async () => {
    const { store } = booted;
    const run = await createStatementRun(
      store,
      clock,
      'carmax-edcp',
      'admin',
      {
        period: '2025-Q4',
      },
      null,
    );
    const before = probe.completed();
    const outcome = await generateStatementRun(
      store,
      clock,
      { planId: 'carmax-edcp', runId: run.id },
      'test',
    );
    expect(outcome).toEqual({ made: run.total, failed: 0 });
    // One task a document, besides the evaluations of the chunks.
    expect(probe.completed() - before).toBeGreaterThanOrEqual(run.total);
    const documents = await listStatementDocuments(store.db, run.id);
    expect(documents.map((d) => d.participantId).sort()).toEqual([...run.participantIds].sort());
    for (const doc of documents) {
      expect(doc.error).toBeNull();
      expect(pdfTextWithFonts(doc.pdf!)).toContain(`(${doc.participantId})`);
    }
    // Idempotent: run again, nothing more is made.
    expect(
      await generateStatementRun(store, clock, { planId: 'carmax-edcp', runId: run.id }, 'test'),
    ).toEqual({ made: 0, failed: 0 });
  }, 120_000);
});
