// The engine alone, as a projection build runs it (issue 23 item 6): participants of the bench's
// book (book.js) projected through the server's horizon (today's year + 60, as B7), in this one
// thread, with no database. Reports the CPU time a participant, which does not depend on what
// else the machine runs as much as the wall clock does.
//
//   npm run build && node bench/engine.js --participants 50 --repeat 3
//   node bench/engine.js --domain /path/to/other/packages/domain/dist   # an older build, alike
//   node --cpu-prof --cpu-prof-dir /tmp/prof bench/engine.js            # then read the profile
//
// The last line of stdout is the outcome as JSON: {"msPerParticipant":…,"cpuMsPerParticipant":…}.
import console from 'node:console';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BOOK_END, writeSyntheticBook } from './book.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const args = {
    participants: 50,
    repeat: 3,
    domain: join(ROOT, 'packages/domain/dist'),
    horizon: `${Number(BOOK_END.slice(0, 4)) + 1 + 60}-12-31`,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1] ?? ''];
    if (name === '--participants') args.participants = Number(value);
    else if (name === '--repeat') args.repeat = Number(value);
    else if (name === '--domain') args.domain = resolve(value);
    else if (name === '--horizon') args.horizon = value;
    else
      throw new Error(
        `unknown argument: ${name} (--participants N, --repeat N, --domain DIST, --horizon DATE)`,
      );
  }
  return args;
}

/** The book's first `participants`, as the store hands a rebuild's chunk to the engine. */
function bookOf(participants, horizon) {
  const dir = mkdtempSync(join(tmpdir(), 'defcomp-engine-'));
  try {
    const file = join(dir, 'book.json');
    writeSyntheticBook(file, participants);
    return { ...JSON.parse(readFileSync(file, 'utf8')), evaluateThrough: horizon };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const domain = await import(pathToFileURL(join(args.domain, 'index.js')).href);
  const parsed = domain.parseScenario(bookOf(args.participants, args.horizon));
  if (!parsed.ok) throw new Error(`the book is no scenario: ${JSON.stringify(parsed.errors[0])}`);
  const project = () => {
    const projections = domain.projectScenario(parsed.scenario, { paymentsMade: {} });
    const failed = projections.find((p) => 'error' in p);
    if (failed) throw new Error(`${failed.participantId}: ${failed.error.message}`);
    return projections;
  };
  const warm = project(); // the first run compiles the engine
  const entries = warm.reduce((n, p) => n + p.entries.length, 0);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let r = 0; r < args.repeat; r++) project();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const runs = args.repeat * args.participants;
  const outcome = {
    domain: args.domain,
    participants: args.participants,
    repeat: args.repeat,
    horizon: args.horizon,
    entriesPerParticipant: Math.round(entries / args.participants),
    msPerParticipant: Number((ms / runs).toFixed(2)),
    cpuMsPerParticipant: Number(((cpu.user + cpu.system) / 1000 / runs).toFixed(2)),
  };
  console.log(JSON.stringify(outcome));
}

await main();
