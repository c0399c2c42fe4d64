// The benchmark suite (issue 9 item 5), not part of `npm test` (test/bench.test.ts runs it tiny):
//
//   npm run bench                                   # --size 1000, SQLite and PostgreSQL
//   npm run bench -- --size 1000,10000 --db sqlite  # sizes, one database
//   npm run bench -- --size 100 --only import,B6 --requests 200 --out /tmp/results.json
//
// For each size: writes a synthetic book (book.js), imports it with `defcomp record import` into
// a new SQLite file and a new PostgreSQL database (TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, when it answers), then measures B1-B8 on it; prints a
// table (time, items a second, peak memory, the target) and writes bench/results.json.
// Run the build first (`npm run build`): it measures the built code, as `npm start` runs it.
import console from 'node:console';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { writeSyntheticBook } from './book.js';
import { payrollFile, signIn, startServer, statementPdfs, statements } from './server.js';
import { TARGETS, verdict } from './targets.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MEASURES = ['import', 'again', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'];

export function parseArgs(argv) {
  const args = {
    sizes: [1000],
    dbs: ['sqlite', 'postgres'],
    only: MEASURES,
    requests: 100,
    out: join(HERE, 'results.json'),
  };
  const list = (text) => text.split(',').filter(Boolean);
  for (let i = 0; i < argv.length; i++) {
    const [name, value] = [argv[i], argv[i + 1] ?? ''];
    if (name === '--size') args.sizes = list(value).map(Number);
    else if (name === '--db') args.dbs = list(value);
    else if (name === '--only') args.only = list(value);
    else if (name === '--requests') args.requests = Number(value);
    else if (name === '--out') args.out = resolve(value);
    else
      throw new Error(
        `unknown argument: ${name} (--size N[,N], --db sqlite,postgres, --only ${MEASURES}, --requests N, --out FILE)`,
      );
    i++;
  }
  if (!args.sizes.every((n) => Number.isInteger(n) && n >= 1))
    throw new Error('--size: numbers of participants');
  if (!args.dbs.every((d) => d === 'sqlite' || d === 'postgres'))
    throw new Error('--db: sqlite, postgres');
  if (!args.only.every((m) => MEASURES.includes(m))) throw new Error(`--only: ${MEASURES}`);
  if (!(Number.isInteger(args.requests) && args.requests >= 1))
    throw new Error('--requests: how many statements B6 asks for (B8: a third as many PDFs)');
  return args;
}

/** Runs one child.js measure in a process of its own; its outcome line. */
function child(measure, args, env) {
  const out = spawnSync(
    process.execPath,
    // A large book needs more than Node's default heap (the peak is printed).
    ['--max-old-space-size=12288', join(HERE, 'child.js'), measure, JSON.stringify(args)],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 1 << 30,
    },
  );
  const last = out.stdout.trim().split('\n').at(-1) ?? '';
  if (out.status !== 0 || !last.startsWith('{"ok":true'))
    throw new Error(`bench/child.js ${measure}: exit ${out.status}\n${out.stderr.slice(-3000)}`);
  return JSON.parse(last);
}

/** A new PostgreSQL database named for `tag` (its env and drop), or null when none answers. */
export async function postgresDatabase(tag) {
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
  const name = `defcomp_bench_${process.pid}_${tag}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    dbArgs: [],
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The measures on one database: each a row {id, seconds, items, peakMb, …}. */
async function measureDatabase(db, { file, rows, size, only, requests }) {
  const results = [];
  const want = (id) => only.includes(id);
  const add = (id, outcome) => {
    results.push({ id, ...outcome });
    console.log(`  ${db.name.padEnd(10)} ${line(results.at(-1), size, db.name)}`);
  };
  const args = { file, dbArgs: db.dbArgs };
  // The import is every other measure's record: it always runs.
  add('import', { ...child('import', args, db.env), items: rows });
  if (want('again')) add('again', { ...child('import', args, db.env), items: rows });
  // B7 first: the reads after it find every projection fresh.
  for (const id of ['B7', 'B1', 'B3', 'B4']) if (want(id)) add(id, child(id, args, db.env));
  let password;
  const served = async (id, measure) => {
    if (!want(id)) return;
    const server = await startServer(db.dbArgs, db.env);
    password ??= server.password;
    try {
      const session = await signIn(server.base, password);
      const outcome = await measure(server.base, session, { size, requests });
      add(id, { ...outcome, ...(await server.stop()) });
    } catch (error) {
      await server.stop();
      throw error;
    }
  };
  // B6 and B8 read; B2 writes (a new pay day for everyone), so it comes last.
  await served('B6', statements);
  await served('B8', statementPdfs);
  await served('B2', payrollFile);
  return results;
}

const fmt = (n, digits = 1) =>
  n === null || n === undefined
    ? '-'
    : n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** One row of the table: what, how long, how fast, how much memory, against the target. */
export function line(row, size, dbName) {
  const target = TARGETS[row.id];
  if (row.skipped)
    return `${row.id.padEnd(6)} ${target.work.padEnd(44)} not measured: ${row.skipped}`;
  const rate = row.items / row.seconds;
  const extra =
    row.id === 'B6'
      ? `  p50 ${fmt(row.p50Ms, 0)} ms  p99 ${fmt(row.p99Ms, 0)} ms  non-2xx ${row.non2xx}; one alone ${fmt(row.aloneMs, 0)} ms`
      : row.id === 'B2'
        ? `  again ${fmt(row.againSeconds, 2)} s (${row.files} files)`
        : row.id === 'B5'
          ? `  in line, one thread: ${fmt(row.inlinePerSecond, 0)}/s`
          : row.id === 'import'
            ? `  (check ${fmt(row.checkSeconds)} s)`
            : row.id === 'B1' && row.duckdbSeconds !== undefined
              ? `  the aggregate alone ${fmt(row.aggregateSeconds, 3)} s, DuckDB ${fmt(row.duckdbSeconds, 3)} s (${fmt(row.aggregateRows, 0)} sub-accounts)`
              : row.id === 'B7'
                ? `  (${fmt(row.holdingsRows, 0)} holdings, ${fmt(row.activityRows, 0)} activity, ${fmt(row.paymentsRows, 0)} payments)`
                : '';
  const cols = [
    row.id.padEnd(6),
    target.work.padEnd(44),
    `${fmt(row.seconds, 2)} s`.padStart(10),
    `${fmt(rate, rate < 10 ? 1 : 0)}/s`.padStart(12),
    `${fmt(row.cpuSeconds, 1)} s`.padStart(9),
    `${fmt(row.peakMb, 0)} MB`.padStart(9),
    `  ${verdict(row, size, dbName)}`,
  ];
  return cols.join(' ') + extra;
}

async function benchSize(size, options, dir) {
  const file = join(dir, `book-${size}.json`);
  const book = writeSyntheticBook(file, size);
  const rows = book.events + book.prices + book.participants + book.funds;
  console.log(
    `\n${fmt(size, 0)} participants: ${fmt(book.events, 0)} events, ${fmt(book.prices, 0)} prices (${fmt(rows, 0)} rows, a ${fmt(statSync(file).size / 1e6, 0)} MB file)`,
  );
  const result = { participants: size, rows, databases: {} };
  const common = { file, rows, size, only: options.only, requests: options.requests };
  const auditKey = { DEFCOMP_AUDIT_KEY: randomBytes(32).toString('hex') };
  // Evaluation threads at normal priority: on this shared machine a nice thread waits for every
  // neighbour's process, and the benchmark measures capacity, not politeness (workers/pool.ts).
  const env = { ...auditKey, DEFCOMP_EVALUATION_NICE: '0' };
  for (const name of options.dbs) {
    if (name === 'sqlite') {
      const db = { name: 'SQLite', dbArgs: ['--db', join(dir, `record-${size}.sqlite`)], env };
      result.databases.sqlite = await measureDatabase(db, common);
      continue;
    }
    const postgres = await postgresDatabase(size);
    if (!postgres) {
      console.log('  PostgreSQL: not reachable, skipped');
      continue;
    }
    try {
      const db = { name: 'PostgreSQL', ...postgres, env: { ...env, ...postgres.env } };
      result.databases.postgres = await measureDatabase(db, common);
    } finally {
      await postgres.drop();
    }
  }
  if (options.only.includes('B5')) {
    const b5 = { id: 'B5', ...child('B5', {}, env) };
    result.B5 = b5;
    console.log(`  ${'(any)'.padEnd(10)} ${line(b5, size, 'any')}`);
  }
  return result;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const machine = {
    node: process.version,
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadAverageAtStart: (await import('node:os')).loadavg(),
  };
  console.log(
    `defcomp benchmarks: node ${machine.node}, ${machine.cpus} cores (${machine.cpu}), load ${machine.loadAverageAtStart.map((n) => n.toFixed(1)).join(' ')}`,
  );
  console.log(
    `  ${'database'.padEnd(10)} ${'id'.padEnd(6)} ${'work'.padEnd(44)} ${'time'.padStart(10)} ${'rate'.padStart(12)} ${'CPU'.padStart(9)} ${'peak'.padStart(9)}   target`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'defcomp-bench-'));
  const results = { date: new Date().toISOString(), machine, targets: TARGETS, sizes: [] };
  try {
    for (const size of options.sizes) results.sizes.push(await benchSize(size, options, dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten: ${options.out}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
