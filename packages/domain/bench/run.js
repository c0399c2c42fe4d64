// Micro-benchmarks of the domain core, run against the built package (npm run build first):
//
//   node packages/domain/bench/run.js                  # calendar, then every scenario 20 times
//   node packages/domain/bench/run.js --repeat 100 --only 60-key
//
// The suite with the targets (a synthetic book imported, B1-B8) is `npm run bench`
// (bench/run.js).
//
// Prints operations per second; each measurement runs for at least --min-ms (default 500)
// after a warm-up. Deterministic inputs (no randomness), so runs compare.
import console from 'node:console';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { largePlan } from './large-plan.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../../..');
const SCENARIOS = join(ROOT, 'scenarios');

function parseArgs(argv) {
  const args = { repeat: 20, minMs: 500, only: undefined };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--repeat') args.repeat = Number(argv[++i]);
    else if (argv[i] === '--min-ms') args.minMs = Number(argv[++i]);
    else if (argv[i] === '--only') args.only = argv[++i];
    else throw new Error(`unknown argument: ${argv[i]} (use --repeat N, --min-ms N, --only TEXT)`);
  }
  if (!(args.repeat >= 1) || !(args.minMs >= 0)) throw new Error('--repeat and --min-ms: numbers');
  return args;
}

async function loadDomain() {
  try {
    return await import('../dist/index.js');
  } catch (error) {
    console.error('packages/domain/dist is missing or broken: run `npm run build` first.');
    throw error;
  }
}

const format = (n) =>
  n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toPrecision(3).replace(/\.?0+$/, '');

/** Runs `fn` (which does `ops` operations) until minMs have passed; prints ops/s. */
function measure(name, ops, fn, minMs) {
  fn(); // warm-up, and a first failure surfaces here
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    fn();
    runs++;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  const perSecond = (runs * ops * 1000) / elapsed;
  const msPerRun = elapsed / runs;
  console.log(
    `${name.padEnd(58)} ${format(perSecond).padStart(12)} ops/s  ${format(msPerRun).padStart(8)} ms/run`,
  );
  return perSecond;
}

function benchCalendar(domain, minMs) {
  const { createValuationCalendar, nyseCalendar, parseDate } = domain;
  const first = parseDate('2011-01-01');
  const last = parseDate('2035-12-31');
  console.log('Valuation calendar (Plan 1.37)');
  let count = 0;
  measure(
    'valuation dates 2011-2035, fresh calendar (cold caches)',
    1,
    () => {
      count = createValuationCalendar().between(first, last).length;
    },
    minMs,
  );
  console.log(`  (${count} valuation dates)`);
  // 1000 days spread over 2011-2035 with a fixed stride: weekdays, weekends and holidays.
  const span = first.until(last).days;
  const days = Array.from({ length: 1000 }, (_, i) => first.add({ days: (i * 9137) % span }));
  nyseCalendar.between(first, last); // warm the per-year closure cache
  measure(
    '1000 onOrAfter lookups, warm calendar (per lookup)',
    1000,
    () => {
      for (const day of days) nyseCalendar.onOrAfter(day);
    },
    minMs,
  );
  measure(
    '1000 endOfMonth lookups, warm calendar (per lookup)',
    1000,
    () => {
      for (const day of days) nyseCalendar.endOfMonth(day);
    },
    minMs,
  );
}

function loadScenarios(domain, only) {
  let files;
  try {
    files = readdirSync(SCENARIOS).filter(
      (f) => f.endsWith('.json') && !f.endsWith('.expected.json'),
    );
  } catch {
    return [];
  }
  const scenarios = [];
  for (const file of files.sort().filter((f) => !only || f.includes(only))) {
    const parsed = domain.parseScenario(JSON.parse(readFileSync(join(SCENARIOS, file), 'utf8')));
    if (parsed.ok) scenarios.push({ file, scenario: parsed.scenario });
    else
      console.log(
        `  skipped ${file}: not a valid scenario (${parsed.errors?.[0]?.message ?? '?'})`,
      );
  }
  return scenarios;
}

function benchScenarios(domain, { repeat, only }) {
  if (typeof domain.evaluateScenario !== 'function') {
    console.log('\nScenarios: evaluateScenario is not exported yet; skipped.');
    return;
  }
  const scenarios = loadScenarios(domain, only);
  console.log(`\nScenarios (scenarios/*.json), each evaluated ${repeat} times`);
  let evaluations = 0;
  let totalMs = 0;
  for (const { file, scenario } of scenarios) {
    try {
      domain.evaluateScenario(scenario); // warm-up
    } catch (error) {
      console.log(`  ${file}: throws (${error?.constructor?.name}: ${error?.message}); skipped`);
      continue;
    }
    const start = performance.now();
    for (let i = 0; i < repeat; i++) domain.evaluateScenario(scenario);
    const ms = performance.now() - start;
    evaluations += repeat;
    totalMs += ms;
    const name = file.replace(/\.json$/, '').slice(0, 56);
    console.log(
      `  ${name.padEnd(56)} ${format((repeat * 1000) / ms).padStart(12)} ops/s  ${format(ms / repeat).padStart(8)} ms/run`,
    );
  }
  if (evaluations > 0) {
    console.log(
      `  ${'all scenarios'.padEnd(56)} ${format((evaluations * 1000) / totalMs).padStart(12)} ops/s  (${evaluations} evaluations, ${format(totalMs)} ms)`,
    );
  }
}

/** A plan the size of a real one: what a liability report as of a date costs. */
function benchLargePlan(domain, minMs) {
  const participants = 100;
  const parsed = domain.parseScenario(largePlan(participants));
  if (!parsed.ok)
    throw new Error(`large plan: ${parsed.errors[0].path}: ${parsed.errors[0].message}`);
  const pays = parsed.scenario.participants.reduce((n, p) => n + p.events.length, 0);
  console.log(
    `\nLarge plan: ${participants} participants, ${pays.toLocaleString('en-US')} events (20 years of semi-monthly pay)`,
  );
  measure(
    'parse (per participant)',
    participants,
    () => domain.parseScenario(largePlan(participants)),
    minMs,
  );
  measure(
    'evaluate (per participant)',
    participants,
    () => domain.evaluateScenario(parsed.scenario),
    minMs,
  );
}

const args = parseArgs(process.argv.slice(2));
const domain = await loadDomain();
console.log(`defcomp domain benchmarks (node ${process.version})\n`);
benchCalendar(domain, args.minMs);
benchScenarios(domain, args);
benchLargePlan(domain, args.minMs);
