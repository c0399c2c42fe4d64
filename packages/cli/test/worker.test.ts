import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PgBossQueue, jobsSchemaFor, systemClock } from '@defcomp/server';
import {
  importRecord,
  openStore,
  openTestStore,
  testDialects,
  type ScenarioInput,
} from '@defcomp/store';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../src/commands/worker.js';
import { capture } from './capture.js';

// Issue "Scale" 3: `defcomp worker` processes share the PostgreSQL queue. Two workers on one
// database rebuild a plan (forced, in batches of two participants): every batch job is done
// once, every projection built once, and both workers took part.

const main = resolve(import.meta.dirname, '../dist/main.js');
const planId = 'carmax-edcp';
const PARTICIPANTS = 24;

function book(): ScenarioInput {
  const story = (i: number) => [
    { type: 'eligible', date: '2022-10-03', notifiedOn: '2022-10-03' },
    {
      type: 'election',
      filedAt: '2023-12-01T10:00:00-05:00',
      kind: 'annual',
      planYear: 2024,
      deferrals: { baseSalary: 10 + (i % 5) },
      allocation: [{ account: 'RTA', pct: 100 }],
      investments: { RTA: i % 2 === 0 ? { IDX: 100 } : { SV: 100 } },
    },
    ...['01-31', '02-29', '03-28'].map((day) => ({
      type: 'pay',
      date: `2024-${day}`,
      component: 'baseSalary',
      gross: '4000.00',
      netAvailable: '3000.00',
    })),
  ];
  return {
    format: 'defcomp-scenario/1',
    description: 'a small book',
    plan: { id: planId, amendments: [] },
    company: { publiclyTraded: true, events: [] },
    funds: [
      { id: 'SV', name: 'Stable Value', capitalPreservation: true },
      { id: 'IDX', name: 'Equity Index' },
    ],
    prices: { SV: { constant: '1' }, IDX: { points: [['2023-01-03', '10']] } },
    evaluateThrough: '2026-12-01',
    participants: Array.from({ length: PARTICIPANTS }, (_, i) => ({
      id: `P${String(i).padStart(2, '0')}`,
      hireDate: '2010-01-04',
      events: story(i),
    })),
  } as ScenarioInput;
}

interface Worker {
  process: ChildProcess;
  output: string;
  exited: Promise<number | null>;
}

function startWorker(name: string, url: string): Promise<Worker> {
  const child = spawn(process.execPath, [main, 'worker', '--name', name, '--poll', '0.5'], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const worker: Worker = {
    process: child,
    output: '',
    exited: new Promise((done) => child.once('exit', (code) => done(code))),
  };
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`${name} not ready: ${worker.output}`)), 30_000);
    const listen = (chunk: Buffer) => {
      worker.output += String(chunk);
      if (worker.output.includes(`defcomp worker ${name} ready`)) {
        clearTimeout(timer);
        ready(worker);
      }
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.once('exit', () => fail(new Error(`${name} exited: ${worker.output}`)));
  });
}

const postgres = (await testDialects()).includes('postgres');

describe.skipIf(!postgres)('defcomp worker on PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('two workers on one database: each job done once, each projection built once', async () => {
    expect(existsSync(main), 'build the CLI first: npx tsc -b packages/cli').toBe(true);
    // The test's own database: the workers' record and pg-boss's tables, dropped with it.
    const store = await openTestStore('postgres');
    const url = store.url!;
    cleanups.push(() => store.close());
    const jobs = jobsSchemaFor(undefined);
    await importRecord(store, book(), { planId, at: new Date().toISOString(), by: 'test' });
    const workers = [await startWorker('w1', url), await startWorker('w2', url)];
    cleanups.push(async () => {
      for (const w of workers) if (w.process.exitCode === null) w.process.kill('SIGKILL');
    });
    const producer = await PgBossQueue.open({
      url,
      schema: jobs,
      store,
      clock: systemClock,
      worker: 'test',
    });
    await producer.send('projections.refresh', { planId, force: true, batchSize: 2 });
    await producer.stop();

    const done = async () =>
      (
        await sql<{ n: string }>`select count(*) as n from ${sql.table(`${jobs}.job`)}
          where name = 'projections.rebuild' and state = 'completed'`.execute(store.db)
      ).rows[0]!.n;
    for (let i = 0; i < 240 && Number(await done()) < PARTICIPANTS / 2; i++)
      await new Promise((r) => setTimeout(r, 250));

    const rebuilds = (
      await sql<{
        state: string;
        retry_count: number;
        output: { built: string[]; worker: string };
      }>`
        select state, retry_count, output from ${sql.table(`${jobs}.job`)}
        where name = 'projections.rebuild'`.execute(store.db)
    ).rows;
    expect(rebuilds).toHaveLength(PARTICIPANTS / 2);
    expect(rebuilds.every((j) => j.state === 'completed' && Number(j.retry_count) === 0)).toBe(
      true,
    );
    const built = rebuilds.flatMap((j) => j.output.built).sort();
    expect(built).toEqual(book().participants.map((p) => p.id));
    const projections = await store.db
      .selectFrom('projections')
      .select(['participant_id', 'builds', 'built_by', 'status'])
      .execute();
    expect(projections).toHaveLength(PARTICIPANTS);
    expect(projections.every((p) => Number(p.builds) === 1 && p.status === 'built')).toBe(true);
    // Both took part (each polls every 0.5 s; a batch takes a while).
    expect(new Set(projections.map((p) => p.built_by))).toEqual(new Set(['w1', 'w2']));
    expect(new Set(rebuilds.map((j) => j.output.worker))).toEqual(new Set(['w1', 'w2']));

    for (const w of workers) w.process.kill('SIGTERM');
    expect(await Promise.all(workers.map((w) => w.exited))).toEqual([0, 0]);
  }, 120_000);
});

describe('defcomp worker usage', () => {
  it('needs PostgreSQL: on the embedded record the jobs run inside defcomp serve', async () => {
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    try {
      const { code, stderr } = await capture(run, []);
      expect(code).toBe(2);
      expect(stderr).toContain('inside `defcomp serve`');
      expect((await capture(run, ['--poll', '0.1'])).code).toBe(2);
      expect((await capture(run, ['rebuild'])).code).toBe(2);
    } finally {
      if (saved !== undefined) process.env.DATABASE_URL = saved;
    }
  });

  it('worker rebuild on the embedded record rebuilds here: stale ones, then all with --force', async () => {
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    const file = join(mkdtempSync(join(tmpdir(), 'defcomp-worker-')), 'record.sqlite');
    try {
      const store = await openStore({ file });
      await importRecord(store, book(), { planId, at: new Date().toISOString(), by: 'test' });
      await store.close();
      const first = await capture(run, ['rebuild', '--plan', planId, '--db', file]);
      expect(first).toMatchObject({
        code: 0,
        stdout: `${planId}: ${PARTICIPANTS} rebuilt, 0 fresh, 0 failed\n`,
      });
      const again = await capture(run, ['rebuild', '--plan', planId, '--db', file]);
      expect(again.stdout).toBe(`${planId}: 0 rebuilt, ${PARTICIPANTS} fresh, 0 failed\n`);
      const forced = await capture(run, ['rebuild', '--plan', planId, '--db', file, '--force']);
      expect(forced.stdout).toBe(`${planId}: ${PARTICIPANTS} rebuilt, 0 fresh, 0 failed\n`);
      const unknown = await capture(run, ['rebuild', '--plan', 'nope', '--db', file]);
      expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('no plan nope') });
    } finally {
      if (saved !== undefined) process.env.DATABASE_URL = saved;
    }
  });
});
