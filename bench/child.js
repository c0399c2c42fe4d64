// One measurement in a process of its own (run.js starts it), so that its peak memory is its
// own: `node bench/child.js MEASURE '{"json":"args"}'`. The last line of stdout is the outcome:
// {"ok":true,"seconds":…,"cpuSeconds":…,"peakMb":…, …what the measure counted}.
//
// The record is read through the built packages (npm run build first), the same code the
// server runs: the store's loader, and the server's pool of worker threads for the engine.
import console from 'node:console';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BOOK_END } from './book.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const built = (path) => import(pathToFileURL(join(ROOT, path)).href);
const PLAN = 'carmax-edcp';
// Participants a worker evaluates at once: each is evaluated independently of the others.
const SLICE = 100;

/** `defcomp record import` of the book (the CLI's own code, in this process). */
async function recordImport({ file, dbArgs }) {
  const { run } = await built('packages/cli/dist/commands/record.js');
  const write = process.stdout.write.bind(process.stdout);
  let summary;
  process.stdout.write = (chunk) => {
    summary = JSON.parse(String(chunk));
    return true;
  };
  const code = await run(['import', '--plan', PLAN, file, ...dbArgs, '--json']);
  process.stdout.write = write;
  if (code !== 0) throw new Error(`record import exited ${code}: ${JSON.stringify(summary)}`);
  return { status: summary.status, checkSeconds: summary.checkSeconds };
}

/**
 * Every participant evaluated as of each date, a slice at a time, one slice a worker thread
 * while the next is loaded: what a report about everyone costs without projections.
 */
async function everyone({ dbArgs }, asOfs, tally) {
  const store = await openRecord(dbArgs);
  const { listParticipants, loadScenario } = await built('packages/store/dist/index.js');
  const { leaseWorkerPool, threadCount } = await built('packages/server/dist/workers/pool.js');
  const lease = leaseWorkerPool();
  try {
    const ids = (await listParticipants(store.db, PLAN)).map((p) => p.id);
    // Warm: every thread started and its engine compiled, outside the time measured.
    const sample = await loadScenario(store.db, {
      planId: PLAN,
      asOf: BOOK_END,
      participantIds: ids.slice(0, 1),
    });
    const warm = () => lease.evaluator.run({ input: sample, explain: false });
    await Promise.all(Array.from({ length: 2 * threadCount() }, warm));
    const start = performance.now();
    let next = 0;
    const lane = async () => {
      while (next < ids.length) {
        const participantIds = ids.slice(next, (next += SLICE));
        for (const asOf of asOfs) {
          const input = await loadScenario(store.db, { planId: PLAN, asOf, participantIds });
          const outcome = await lease.evaluator.run({ input, explain: false });
          if (outcome.kind !== 'result') throw new Error(`evaluation: ${JSON.stringify(outcome)}`);
          tally(asOf, outcome.result);
        }
      }
    };
    // Two slices in flight a thread: one loading while the other evaluates.
    await Promise.all(Array.from({ length: 2 * threadCount() }, lane));
    return { participants: ids.length, seconds: (performance.now() - start) / 1000 };
  } finally {
    await lease.release();
    await store.close();
  }
}

async function openRecord(dbArgs) {
  const { openStore } = await built('packages/store/dist/index.js');
  const file = dbArgs[0] === '--db' ? dbArgs[1] : undefined;
  return openStore({ url: file ? undefined : process.env.DATABASE_URL, file });
}

/** B1: the value of every sub-account of every participant as of the book's last day. */
async function valueEveryone(args) {
  let subAccounts = 0;
  const counted = await everyone(args, [BOOK_END], (_, result) => {
    for (const p of Object.values(result.participants))
      subAccounts += Object.keys(p.balances).length;
  });
  return { ...counted, items: counted.participants, subAccounts };
}

/** B3: every participant's payment schedule: the payments after the book's last day. */
async function schedules(args) {
  let payments = 0;
  const horizon = `${Number(BOOK_END.slice(0, 4)) + 60}-12-31`; // as the statement's schedule
  const counted = await everyone(args, [horizon], (_, result) => {
    for (const p of Object.values(result.participants))
      payments += p.payments.filter((x) => x.date > BOOK_END).length;
  });
  return { ...counted, items: counted.participants, payments };
}

/** B4: annual statement data for the book's last year: opening, activity, closing. */
async function annualStatements(args) {
  const year = BOOK_END.slice(0, 4);
  const opening = `${Number(year) - 1}-12-31`;
  let activity = 0;
  const counted = await everyone(args, [opening, BOOK_END], (asOf, result) => {
    if (asOf !== BOOK_END) return;
    for (const p of Object.values(result.participants))
      activity += [...p.deferrals, ...p.companyCredits, ...p.payments].filter((x) =>
        x.date.startsWith(year),
      ).length;
  });
  return { ...counted, items: counted.participants, activity };
}

/** B5: the scenario files (scenarios/*.json) parsed and evaluated, in line and in the pool. */
async function scenarioFiles({ minMs = 2000 }) {
  const domain = await built('packages/domain/dist/index.js');
  const dir = join(ROOT, 'scenarios');
  const names = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.includes('.expected.'));
  const files = names.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
  const once = (input) => {
    const parsed = domain.parseScenario(input);
    if (parsed.ok) domain.evaluateScenario(parsed.scenario);
  };
  files.forEach(once); // warm-up
  let inline = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    files.forEach(once);
    inline += files.length;
  }
  const inlinePerSecond = (inline * 1000) / (performance.now() - start);
  const { leaseWorkerPool } = await built('packages/server/dist/workers/pool.js');
  const lease = leaseWorkerPool();
  try {
    const run = () =>
      Promise.all(files.map((input) => lease.evaluator.run({ input, explain: false })));
    await run(); // warm-up: the engine compiled in every thread
    let pooled = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < minMs) pooled += (await run()).length;
    const seconds = (performance.now() - t0) / 1000;
    return { files: files.length, items: pooled, seconds, inlinePerSecond };
  } finally {
    await lease.release();
  }
}

const measures = {
  import: recordImport,
  B1: valueEveryone,
  B3: schedules,
  B4: annualStatements,
  B5: scenarioFiles,
};

const [name, json] = process.argv.slice(2);
const measure = measures[name];
if (!measure) throw new Error(`bench/child.js: no measure ${name} (${Object.keys(measures)})`);
const start = performance.now();
const counted = await measure(JSON.parse(json ?? '{}'));
const { user, system } = process.cpuUsage();
console.log(
  JSON.stringify({
    ok: true,
    seconds: (performance.now() - start) / 1000,
    ...counted,
    // CPU time of every thread: on a shared machine the wall time says more about the neighbours.
    cpuSeconds: (user + system) / 1e6,
    peakMb: process.resourceUsage().maxRSS / 1024,
  }),
);
