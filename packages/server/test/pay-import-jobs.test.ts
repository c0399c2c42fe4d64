import { openTestStore, testDialects } from '@defcomp/store';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addParticipant,
  addUser,
  boot,
  election,
  payImportJobDone,
  signIn,
  snapshot,
  type Agent,
  type Booted,
} from './helpers.js';
import { sql } from 'kysely';
import { buildApp, fixedClock, seedEmptyStore } from '../src/index.js';
import { InProcessQueue, PgBossQueue, jobsSchemaFor } from '../src/jobs/index.js';
import { runPayImport } from '../src/payroll/pay-import-jobs.js';

// Issue "Scale II" item 2, Plan 7.1: a pay file is a job. POST /pay-imports reads the file and
// answers 202 with the job; the job imports it as the person who asked, all or nothing, and
// keeps what POST answered before: the import (201 new, 200 the same lines again) or the
// refusal naming every bad line.

const csv = { 'content-type': 'text/csv' };
const header = 'employeeId,payDate,component,gross,netAvailable';
const file = (...rows: string[]) => [header, ...rows].join('\r\n') + '\r\n';
const plan = 'carmax-edcp';

for (const dialect of await testDialects()) {
  describe(`pay files as jobs on ${dialect} (issue "Scale II" item 2, Plan 7.1)`, () => {
    let b: Booted;
    let payroll: Agent;
    let auditor: Agent;
    let participant: Agent;
    beforeAll(async () => {
      b = await boot(dialect);
      for (const id of ['P1', 'P2', 'P3']) {
        await addParticipant(b, id);
        await b.admin.post(`/api/participants/${id}/eligibility`, {
          type: 'eligible',
          date: '2024-11-01',
          notifiedOn: '2024-11-01',
        });
        await b.admin.post(`/api/participants/${id}/elections`, election);
      }
      payroll = await addUser(b, 'payroll1', 'payroll');
      auditor = await addUser(b, 'auditor1', 'auditor');
      participant = await addUser(b, 'participant1', 'participant', 'P1');
    });
    afterAll(async () => b.close());
    // Each file sent a second later than the one before (the list's order).
    beforeEach(() => b.clock.advance(1000));

    const imports = async () => (await payroll.get('/api/pay-imports')).json().imports;

    it('answers 202 with the job and its Location; the job imports the file as the one who asked', async () => {
      const text = file(
        'P1,2025-01-31,baseSalary,20000.00,12000.00',
        'P2,2025-01-31,baseSalary,10000.00,3000.00',
        'P3,2025-01-31,baseSalary,5000.00,4000.00',
      );
      const asked = await payroll.post('/api/pay-imports?fileName=jan.csv', text, csv);
      expect(asked.statusCode, asked.body).toBe(202);
      const { job } = asked.json();
      expect(job).toMatchObject({
        status: 'waiting',
        linesTotal: 3,
        linesJudged: 0,
        fileName: 'jan.csv',
        requestedBy: 'payroll1',
        finishedAt: null,
        result: null,
        problem: null,
      });
      expect(asked.headers.location).toBe(`/api/pay-import-jobs/${job.id}`);
      const done = await payImportJobDone(payroll, String(asked.headers.location));
      expect(done).toMatchObject({ status: 'imported', replayed: false, problem: null });
      // Progress reaches the total; the result is the import's answer, as GET tells it.
      expect(done.linesJudged).toBe(done.linesTotal);
      const result = done.result as { import: { id: string; recordedBy: string } };
      expect(result.import).toMatchObject({ fileName: 'jan.csv', payCount: 3 });
      expect(result.import.recordedBy).toBe('payroll1');
      const direct = (await payroll.get(`/api/pay-imports/${result.import.id}`)).json();
      expect(done.result).toEqual({ ...direct, replayed: false });
      expect(done.result).toMatchObject({ totals: { lines: 3, deferred: '3500.00' } });
      // The plan-scoped path names the same job.
      const scoped = await payroll.get(`/api/plans/${plan}/pay-import-jobs/${job.id}`);
      expect(scoped.json().job).toEqual(done);
      const audit = (await b.admin.get('/api/audit?limit=1000')).json().entries;
      const actions = audit.map((e: { action: string; actor: string }) => [e.action, e.actor]);
      expect(actions).toEqual(
        expect.arrayContaining([
          ['pay.importRequested', 'payroll1'],
          ['pay.imported', 'payroll1'],
        ]),
      );
    });

    it('7.1 the same lines again finish at once as the earlier import, without being judged', async () => {
      const text = file('P1,2025-02-14,baseSalary,20000.00,12000.00');
      const first = await payroll.post('/api/pay-imports', text, csv);
      const done = await payImportJobDone(payroll, String(first.headers.location));
      expect(done).toMatchObject({ status: 'imported', replayed: false, linesJudged: 1 });
      const before = await snapshot(b.store, { audit: false });
      const again = await payroll.post('/api/pay-imports?fileName=again.csv', text, csv);
      expect(again.statusCode).toBe(202);
      const replay = await payImportJobDone(payroll, String(again.headers.location));
      // Found by its lines' hash before any judging: no line judged, the same import answered.
      expect(replay).toMatchObject({
        status: 'imported',
        replayed: true,
        importId: done.importId,
        linesTotal: 1,
        linesJudged: 0,
      });
      expect(replay.result).toEqual({ ...done.result, replayed: true });
      expect(await snapshot(b.store, { audit: false })).toBe(before);
    });

    it('7.1 a file with bad lines ends refused, every bad line named, and nothing recorded', async () => {
      const before = await snapshot(b.store, { audit: false });
      const count = (await imports()).length;
      const text = file(
        'P1,2025-03-14,baseSalary,1000.00,900.00',
        'NOPE,2025-03-14,baseSalary,1000.00,900.00',
        'P2,2025-03-14,baseSalary,1000.00,1200.00',
        'P2,2025-13-14,baseSalary,1000.00,900.00',
      );
      const asked = await payroll.post('/api/pay-imports', text, csv);
      expect(asked.statusCode, asked.body).toBe(202);
      // The lines read to judge: the two that passed the file's own checks.
      expect(asked.json().job.linesTotal).toBe(2);
      const done = await payImportJobDone(payroll, String(asked.headers.location));
      expect(done).toMatchObject({
        status: 'refused',
        result: null,
        importId: null,
        problem: { status: 422, code: 'file_refused' },
      });
      const lines = (done.problem.violations as { line: number; rule: string }[]).map((v) => [
        v.line,
        v.rule,
      ]);
      expect(lines).toEqual([
        [3, '1.21'],
        [4, '1.14'],
        [5, 'FORMAT.md'],
      ]);
      expect(await snapshot(b.store, { audit: false })).toBe(before);
      expect(await imports()).toHaveLength(count);
      const audit = (await b.admin.get('/api/audit?limit=1000')).json().entries;
      expect(audit.map((e: { action: string }) => e.action)).toContain('pay.importRefused');
      // The refusal in the reader's language.
      const zh = await payroll.request('GET', String(asked.headers.location), undefined, {
        'accept-language': 'zh-Hant',
      });
      expect(zh.json().job.problem.title).not.toBe(done.problem.title);
    });

    it('a file that cannot be read at all is refused at once, no job made', async () => {
      const jobs = (await payroll.get('/api/pay-import-jobs')).json().jobs.length;
      const header = await payroll.post('/api/pay-imports', 'who,what\r\nP1,1\r\n', csv);
      expect(header.statusCode).toBe(422);
      expect(header.json()).toMatchObject({ code: 'file_refused' });
      const empty = await payroll.post('/api/pay-imports', '', csv);
      expect(empty.statusCode).toBeGreaterThanOrEqual(400);
      expect(empty.statusCode).toBeLessThan(500);
      expect((await payroll.get('/api/pay-import-jobs')).json().jobs).toHaveLength(jobs);
    });

    it('a job done is done: run again, it does nothing', async () => {
      const asked = await payroll.post('/api/pay-imports', {
        pays: [
          {
            participantId: 'P3',
            date: '2025-04-30',
            component: 'baseSalary',
            gross: '5000.00',
            netAvailable: '5000.00',
          },
        ],
      });
      const done = await payImportJobDone(payroll, String(asked.headers.location));
      const before = await snapshot(b.store);
      const again = await runPayImport(b.store, b.clock, { planId: plan, jobId: done.id }, 't');
      expect(again).toEqual({ status: 'done', importId: done.importId });
      expect(await snapshot(b.store)).toBe(before);
      const missing = await runPayImport(b.store, b.clock, { planId: plan, jobId: 'PIJ-x' }, 't');
      expect(missing).toEqual({ status: 'missing' });
    });

    it('roles: payroll and the administrator send files; the auditor reads jobs, never sends', async () => {
      const pays = [
        {
          participantId: 'P1',
          date: '2025-05-30',
          component: 'baseSalary',
          gross: '1.00',
          netAvailable: '1.00',
        },
      ];
      expect((await auditor.post('/api/pay-imports', { pays })).statusCode).toBe(403);
      expect((await participant.post('/api/pay-imports', { pays })).statusCode).toBe(403);
      expect((await participant.get('/api/pay-import-jobs')).statusCode).toBe(403);
      const list = await auditor.get('/api/pay-import-jobs');
      expect(list.statusCode).toBe(200);
      const jobs = list.json().jobs as { id: string; requestedAt: string; result?: unknown }[];
      expect(jobs.length).toBeGreaterThan(3);
      // Latest first; the list leaves each result (its lines) to GET the job.
      const times = jobs.map((j) => j.requestedAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(jobs.every((j) => !('result' in j))).toBe(true);
      expect((await auditor.get(`/api/pay-import-jobs/${jobs[0]!.id}`)).statusCode).toBe(200);
      const unknown = await payroll.get('/api/pay-import-jobs/PIJ-nope');
      expect(unknown.json()).toMatchObject({ status: 404, field: 'jobId' });
    });

    it('a job asked for before the embedded server stopped runs when it starts again', async () => {
      // A server whose queue never worked: the job waits; then the process "stops".
      const stopped = new InProcessQueue(b.store, b.clock);
      const app = await buildApp({ store: b.store, clock: b.clock, jobs: stopped });
      try {
        const admin = await signIn(app, 'admin', b.adminPassword);
        const text = file('P2,2025-05-30,baseSalary,10000.00,3000.00');
        const asked = await admin.post('/api/pay-imports', text, csv);
        expect(asked.statusCode, asked.body).toBe(202);
        const location = String(asked.headers.location);
        await stopped.stop();
        expect((await admin.get(location)).json().job.status).toBe('waiting');
        // The next start sends it again and it imports, once.
        const started = new InProcessQueue(b.store, b.clock);
        await started.work();
        await started.idle();
        await started.stop();
        const done = await payImportJobDone(admin, location);
        expect(done).toMatchObject({ status: 'imported', replayed: false, linesJudged: 1 });
        const again = new InProcessQueue(b.store, b.clock);
        const before = await snapshot(b.store);
        await again.work();
        await again.idle();
        await again.stop();
        expect(await snapshot(b.store)).toBe(before);
      } finally {
        await app.close();
      }
    });
  });
}

const postgres = (await testDialects()).includes('postgres');

describe.runIf(postgres)(
  'a pay file’s job on pg-boss (PostgreSQL, issue "Scale II" item 2)',
  () => {
    it('any process of the installation takes the job: it imports the file and sends the refresh', async () => {
      const store = await openTestStore('postgres');
      const clock = fixedClock('2025-03-03T15:00:00.000Z');
      const seeded = await seedEmptyStore(store, clock);
      const schema = jobsSchemaFor(undefined);
      const jobs = await PgBossQueue.open({
        url: store.url!,
        schema,
        store,
        clock,
        worker: 'test worker',
        pollingIntervalSeconds: 0.5,
      });
      const app = await buildApp({ store, clock, jobs });
      const jobsSent = async () =>
        (
          await sql<{ name: string }>`select name from ${sql.raw(schema)}.job
            where name in ('payImports.run', 'projections.refresh') order by created_on`.execute(
            store.db,
          )
        ).rows.map((r) => r.name);
      const jobsWaiting = async () =>
        (
          await sql<{ n: string }>`select count(*) as n from ${sql.raw(schema)}.job
            where state in ('created', 'retry', 'active')`.execute(store.db)
        ).rows.map((r) => Number(r.n))[0]!;
      try {
        await jobs.work();
        const admin = await signIn(app, 'admin', seeded.administrator?.password ?? '');
        const b = { app, store, clock, admin } as unknown as Booted;
        await addParticipant(b, 'P1');
        await admin.post('/api/participants/P1/eligibility', {
          type: 'eligible',
          date: '2024-11-01',
          notifiedOn: '2024-11-01',
        });
        await admin.post('/api/participants/P1/elections', election);
        // The refreshes the writes above sent are done (none waits to swallow the job's).
        for (let i = 0; i < 100 && (await jobsWaiting()) > 0; i++)
          await new Promise((resolve) => setTimeout(resolve, 100));
        const before = (await jobsSent()).length;
        const text = file('P1,2025-01-31,baseSalary,20000.00,12000.00');
        const asked = await admin.post('/api/pay-imports', text, csv);
        expect(asked.statusCode, asked.body).toBe(202);
        const done = await payImportJobDone(admin, String(asked.headers.location));
        expect(done).toMatchObject({
          status: 'imported',
          replayed: false,
          linesTotal: 1,
          linesJudged: 1,
        });
        expect(done.result).toMatchObject({ totals: { lines: 1, deferred: '2000.00' } });
        // The request wrote no fact and sent no refresh; the job, once imported, sent one.
        const names = await jobsSent();
        expect(names.slice(before)).toEqual(['payImports.run', 'projections.refresh']);
      } finally {
        await jobs.stop();
        await app.close();
        await store.close();
      }
    }, 60_000);
  },
);
