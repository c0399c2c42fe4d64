// One measurement in a process of its own (run.js starts it), so that its peak memory is its
// own: `node bench/child.js MEASURE '{"json":"args"}'`. The last line of stdout is the outcome:
// {"ok":true,"seconds":…,"cpuSeconds":…,"peakMb":…, …what the measure counted}.
//
// The record is read through the built packages (npm run build first), the same code the
// server runs: the store's projections and loader, and the server's pool of worker threads for
// the engine.
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
// Participants a rebuild takes at once (the server's jobs take as many).
const SLICE = 100;

/**
 * `defcomp record import` of the book (the CLI's own code, in this process), without building
 * the projections (--no-projections): the import alone, as the bench has always measured it;
 * B7 measures the rebuild of every projection.
 */
async function recordImport({ file, dbArgs }) {
  const { run } = await built('packages/cli/dist/commands/record.js');
  const write = process.stdout.write.bind(process.stdout);
  let summary;
  process.stdout.write = (chunk) => {
    summary = JSON.parse(String(chunk));
    return true;
  };
  const start = performance.now();
  const code = await run(['import', '--plan', PLAN, file, ...dbArgs, '--json', '--no-projections']);
  const seconds = (performance.now() - start) / 1000;
  process.stdout.write = write;
  if (code !== 0) throw new Error(`record import exited ${code}: ${JSON.stringify(summary)}`);
  const store = await openRecord(dbArgs);
  try {
    const analyzeSeconds = await analyzeOnPostgres(store);
    const { status, checkSeconds } = summary;
    return { seconds, status, checkSeconds, analyzeSeconds };
  } finally {
    await store.close();
  }
}

async function openRecord(dbArgs) {
  const { openStore } = await built('packages/store/dist/index.js');
  const file = dbArgs[0] === '--db' ? dbArgs[1] : undefined;
  return openStore({ url: file ? undefined : process.env.DATABASE_URL, file });
}

/** The store, the server's pool, and the projections' horizon (today's year + 60, as serve). */
async function withRecord(dbArgs, work) {
  const store = await openRecord(dbArgs);
  const storeApi = await built('packages/store/dist/index.js');
  const { leaseWorkerPool, threadCount } = await built('packages/server/dist/core/workers/pool.js');
  const { projectRowsOffLoop } = await built('packages/server/dist/core/evaluation.js');
  const lease = leaseWorkerPool();
  const horizon = storeApi.projectionHorizon(new Date().toISOString().slice(0, 10));
  try {
    const ids = (await storeApi.listParticipants(store.db, PLAN)).map((p) => p.id);
    return await work({
      store,
      storeApi,
      lease,
      threads: threadCount(),
      projectRowsOffLoop,
      horizon,
      ids,
    });
  } finally {
    await lease.release();
    await store.close();
  }
}

/**
 * Rebuilds projections in batches of 100 (the jobs' size), one batch a worker thread while the
 * next loads and the last writes: what the server's jobs do, here in one process.
 */
async function rebuildAll(record, { force }) {
  const { store, storeApi, threads, projectRowsOffLoop, horizon, ids } = record;
  let next = 0;
  let built = 0;
  const lane = async () => {
    while (next < ids.length) {
      const participantIds = ids.slice(next, (next += SLICE));
      const outcome = await storeApi.rebuildProjections(store.db, PLAN, {
        horizon,
        participantIds,
        force,
        builtAt: new Date().toISOString(),
        builtBy: 'bench',
        project: projectRowsOffLoop,
      });
      if (outcome.failed.length > 0)
        throw new Error(`rebuild: ${JSON.stringify(outcome.failed[0])}`);
      built += outcome.built.length;
    }
  };
  await Promise.all(Array.from({ length: threads }, lane));
  return built;
}

/** B7: every projection rebuilt from the fact log (forced: all of them, as after an upgrade). */
async function rebuildEveryProjection({ dbArgs }) {
  return withRecord(dbArgs, async (record) => {
    const start = performance.now();
    const built = await rebuildAll(record, { force: true });
    const seconds = (performance.now() - start) / 1000;
    const analyzeSeconds = await analyzeOnPostgres(record.store);
    const rows = await countRows(record.store.db);
    return { seconds, items: built, participants: record.ids.length, analyzeSeconds, ...rows };
  });
}

/**
 * PostgreSQL's planner needs statistics of the tables a bulk write filled. Autovacuum gathers
 * them (on by default); this machine's server runs with it off (`show autovacuum`), so after the
 * import and the rebuild the bench analyzes as autovacuum would, untimed. Without it, the plan
 * for 13.7 million holdings was made for 10,000.
 */
async function analyzeOnPostgres(store) {
  if (store.dialect !== 'postgres') return undefined;
  const { sql } = await import('kysely');
  const start = performance.now();
  await sql`analyze`.execute(store.db);
  return (performance.now() - start) / 1000;
}

async function countRows(db) {
  const count = async (table) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      ).n,
    );
  return {
    holdingsRows: await count('projection_holdings'),
    activityRows: await count('projection_activity'),
    paymentsRows: await count('projection_payments'),
  };
}

/** Projections fresh before a read is timed (B7 has built them; else built here, untimed). */
async function fresh(dbArgs, read) {
  return withRecord(dbArgs, async (record) => {
    await rebuildAll(record, { force: false });
    return read(record);
  });
}

/**
 * B1: every sub-account of every participant valued as of the book's last day, from the
 * projections (the store's valueAllAsOf: a SQL aggregate of units x prices); then its aggregate
 * alone, and the same query over the same rows in DuckDB (duckdb.js).
 */
async function valueEveryone({ dbArgs, duckdb = true }) {
  return fresh(dbArgs, async ({ store, storeApi, ids }) => {
    const start = performance.now();
    const balances = await storeApi.valueAllAsOf(store.db, PLAN, BOOK_END);
    const seconds = (performance.now() - start) / 1000;
    let subAccounts = 0;
    for (const own of balances.values()) subAccounts += Object.keys(own).length;
    const compared = duckdb ? await compareWithDuckDb(store, BOOK_END) : {};
    return { seconds, items: ids.length, subAccounts, ...compared };
  });
}

async function compareWithDuckDb(store, asOf) {
  const { aggregate, duckDbAggregate } = await import('./duckdb.js');
  const ours = await aggregate(store, PLAN, asOf);
  const duck = await duckDbAggregate(store, PLAN, asOf);
  if (ours.total !== duck.total)
    throw new Error(`DuckDB sums ${duck.total}, the record's database ${ours.total}`);
  return {
    aggregateSeconds: ours.seconds,
    duckdbSeconds: duck.seconds,
    duckdbLoadSeconds: duck.loadSeconds,
    aggregateRows: ours.rows,
  };
}

/** B3: every participant's payment schedule after the book's last day, from the projections. */
async function schedules({ dbArgs }) {
  return fresh(dbArgs, async ({ store, storeApi, ids, horizon }) => {
    const start = performance.now();
    const schedule = await storeApi.projectedPayments(store.db, PLAN, {
      after: BOOK_END,
      through: horizon,
    });
    const seconds = (performance.now() - start) / 1000;
    const payments = [...schedule.values()].reduce((n, list) => n + list.length, 0);
    return { seconds, items: ids.length, payments };
  });
}

/**
 * B4: annual statement data for the book's last year, from the projections: the opening and
 * closing value of every sub-account, and the year's activity (credits and payments).
 */
async function annualStatements({ dbArgs }) {
  return fresh(dbArgs, async ({ store, storeApi, ids }) => {
    const year = BOOK_END.slice(0, 4);
    const opening = `${Number(year) - 1}-12-31`;
    const start = performance.now();
    await storeApi.valueAllAsOf(store.db, PLAN, opening);
    await storeApi.valueAllAsOf(store.db, PLAN, BOOK_END);
    // The year's activity kept with the projections: one row a participant, sub-account and
    // kind (the book's last day is its year's last, so the Plan Year is the whole period).
    const activity = await storeApi.yearActivity(store.db, PLAN, Number(year));
    const paid = await storeApi.projectedPayments(store.db, PLAN, {
      after: opening,
      through: BOOK_END,
    });
    const seconds = (performance.now() - start) / 1000;
    let credits = 0;
    for (const own of activity.values()) credits += own.length;
    return { seconds, items: ids.length, activityRows: credits + paid.size };
  });
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
  const { leaseWorkerPool } = await built('packages/server/dist/core/workers/pool.js');
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
  B7: rebuildEveryProjection,
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
