// Benchmark of `defcomp record import` (a benchmark, not a test), run by run.js:
//
//   npm run bench -- --size 1000     # a synthetic book of 1,000 participants (synthetic-book.js)
//
// Writes the book to a temporary file, then imports it with the built CLI (npm run build first)
// into a new SQLite file, and into a new PostgreSQL database when TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) answers. Each import runs in a child process of its
// own, so its peak memory is the import's alone; then the same file again (nothing to write) and
// an export. Prints seconds, rows per second and peak resident memory.
import console from 'node:console';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { writeSyntheticBook } from './synthetic-book.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '../../cli/dist/commands/record.js');
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Child process: runs one `defcomp record` command, then prints its time and peak memory. */
async function child([mode, ...args]) {
  const { run } = await import(pathToFileURL(CLI).href);
  const write = process.stdout.write.bind(process.stdout);
  const start = performance.now();
  let checkSeconds;
  // The command's --json line says how long the check took; the rest is the transaction.
  process.stdout.write = (chunk) => {
    if (mode === 'import') checkSeconds = JSON.parse(String(chunk)).checkSeconds;
    return true;
  };
  const code = await run([mode, '--plan', 'carmax-edcp', ...args]);
  const seconds = (performance.now() - start) / 1000;
  const peakMb = process.resourceUsage().maxRSS / 1024;
  // CPU time too: on a shared machine the wall time says more about the neighbours.
  const { user, system } = process.cpuUsage();
  const cpuSeconds = (user + system) / 1e6;
  write(`\n${JSON.stringify({ code, seconds, checkSeconds, cpuSeconds, peakMb })}\n`);
}

function runChild(args, env) {
  // A large book needs more than Node's default heap (the peak is printed).
  const node = ['--max-old-space-size=12288', fileURLToPath(import.meta.url), '--child'];
  const out = spawnSync(process.execPath, [...node, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 30,
  });
  const last = out.stdout.trim().split('\n').at(-1);
  const result = last?.startsWith('{"code"') ? JSON.parse(last) : { code: out.status };
  if (result.code !== 0) throw new Error(`record ${args[0]} exited ${result.code}: ${out.stdout}`);
  return result;
}

async function postgresDatabase() {
  let pg;
  try {
    pg = (await import('pg')).default;
  } catch {
    return null;
  }
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `defcomp_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

const fmt = (n, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

// Above this many participants, only the first import is measured (see benchRecordImport).
const FULL_UP_TO = 2000;

function measureTarget(label, file, rows, dbArgs, env, size) {
  const first = runChild(['import', file, ...dbArgs, '--json'], env);
  const writeSeconds = first.seconds - first.checkSeconds;
  let line = `  ${label.padEnd(10)} import ${fmt(first.seconds)} s (read and check ${fmt(first.checkSeconds)} s, write ${fmt(writeSeconds)} s)  ${fmt(rows / first.seconds, 0)} rows/s  CPU ${fmt(first.cpuSeconds)} s  peak ${fmt(first.peakMb, 0)} MB`;
  if (size <= FULL_UP_TO) {
    const again = runChild(['import', file, ...dbArgs, '--json'], env);
    const exported = runChild(['export', '--as-of', '2025-12-31', ...dbArgs], env);
    line += ` | again (unchanged) ${fmt(again.seconds)} s, peak ${fmt(again.peakMb, 0)} MB`;
    line += ` | export ${fmt(exported.seconds)} s, peak ${fmt(exported.peakMb, 0)} MB`;
  }
  console.log(line);
}

/** The benchmark proper: one synthetic book of `size` participants. */
export async function benchRecordImport(size) {
  const dir = mkdtempSync(join(tmpdir(), 'defcomp-bench-'));
  try {
    const file = join(dir, `book-${size}.json`);
    const book = writeSyntheticBook(file, size);
    const rows = book.events + book.prices + book.participants + book.funds;
    const mb = statSync(file).size / 1e6;
    console.log(
      `\nRecord import: ${fmt(size, 0)} participants, ${fmt(book.events, 0)} events, ${fmt(book.prices, 0)} prices (${fmt(rows, 0)} rows, a ${fmt(mb, 0)} MB file)`,
    );
    if (size > FULL_UP_TO)
      console.log(
        `  (above ${fmt(FULL_UP_TO, 0)} participants only the import: loadScenario, which export uses, scans every fact for each participant)`,
      );
    measureTarget('SQLite', file, rows, ['--db', join(dir, 'record.sqlite')], {}, size);
    const postgres = await postgresDatabase();
    if (!postgres) console.log('  PostgreSQL: not reachable, skipped');
    else {
      try {
        measureTarget('PostgreSQL', file, rows, [], postgres.env, size);
      } finally {
        await postgres.drop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') await child(process.argv.slice(3));
