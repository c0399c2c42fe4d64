// B7 shared among `defcomp worker` processes (issue 23, the README's note for a recordkeeper):
//
//   node bench/workers.js --size 1000 --workers 1,2
//
// For each count: a new PostgreSQL database, the synthetic book imported without projections,
// that many `defcomp worker` processes started, then `defcomp worker rebuild --plan … --force`
// sends the plan's refresh to the queue; the time is from the send until every participant's
// projection has been built again. No `defcomp serve` runs, so the workers do all of it.
// Run the build first (`npm run build`).
import console from 'node:console';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { writeSyntheticBook } from './book.js';
import { postgresDatabase } from './run.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '..', 'packages', 'cli', 'bin', 'defcomp.js');
const PLAN = 'carmax-edcp';

function parseArgs(argv) {
  const args = { size: 1000, workers: [1, 2] };
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value = ''] = [argv[i], argv[i + 1]];
    if (name === '--size') args.size = Number(value);
    else if (name === '--workers') args.workers = value.split(',').map(Number);
    else throw new Error(`unknown argument: ${name} (--size N, --workers N[,N])`);
  }
  if (!Number.isInteger(args.size) || args.size < 1) throw new Error('--size: participants');
  if (!args.workers.every((n) => Number.isInteger(n) && n >= 1))
    throw new Error('--workers: counts of processes');
  return args;
}

/** A `defcomp worker` process, resolved once it says it is ready. */
function startWorker(env, name) {
  const child = spawn(process.execPath, [CLI, 'worker', '--name', name, '--poll', '0.5'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready, failed) => {
    child.once('exit', (code) => failed(new Error(`worker ${name} exited ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('ready')) ready(child);
    });
  });
}

const stopped = (child) =>
  new Promise((done) => {
    child.removeAllListeners('exit');
    child.once('exit', done);
    child.kill('SIGTERM');
  });

async function measure(file, size, count) {
  const database = await postgresDatabase(`${size}_workers_${count}`);
  if (!database) throw new Error('PostgreSQL does not answer (TEST_DATABASE_URL)');
  const env = {
    ...process.env,
    ...database.env,
    DEFCOMP_AUDIT_KEY: randomBytes(32).toString('hex'),
  };
  const record = new pg.Client({ connectionString: env.DATABASE_URL });
  const workers = [];
  try {
    const imported = spawnSync(
      process.execPath,
      [CLI, 'record', 'import', '--plan', PLAN, file, '--no-projections', '--json'],
      { env, encoding: 'utf8', maxBuffer: 1 << 30 },
    );
    if (imported.status !== 0) throw new Error(`record import: ${imported.stderr.slice(-2000)}`);
    for (let i = 0; i < count; i++) workers.push(await startWorker(env, `bench-${i + 1}`));
    await record.connect();
    const start = new Date().toISOString();
    const began = performance.now();
    const sent = spawnSync(
      process.execPath,
      [CLI, 'worker', 'rebuild', '--plan', PLAN, '--force'],
      {
        env,
        encoding: 'utf8',
      },
    );
    if (sent.status !== 0) throw new Error(`worker rebuild: ${sent.stderr}`);
    for (;;) {
      const { rows } = await record.query(
        'select count(*)::int as n, count(distinct built_by)::int as by from projections where plan_id = $1 and built_at >= $2',
        [PLAN, start],
      );
      if (rows[0].n >= size) {
        const seconds = (performance.now() - began) / 1000;
        return { workers: count, seconds, perSecond: size / seconds, builtBy: rows[0].by };
      }
      await setTimeout(200);
    }
  } finally {
    await Promise.all(workers.map(stopped));
    await record.end().catch(() => undefined);
    await database.drop();
  }
}

const args = parseArgs(process.argv.slice(2));
const dir = mkdtempSync(join(tmpdir(), 'defcomp-workers-'));
try {
  const file = join(dir, 'book.json');
  writeSyntheticBook(file, args.size);
  for (const count of args.workers) {
    const outcome = await measure(file, args.size, count);
    console.log(
      `B7 at ${args.size} on PostgreSQL, ${count} defcomp worker process(es): ${outcome.seconds.toFixed(1)} s, ${outcome.perSecond.toFixed(1)}/s (built by ${outcome.builtBy})`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
