// The engine alone, as a projection build runs it (issue 23 item 6): participants of the bench's
// book (book.js) projected through the server's horizon (today's year + 60, as B7), in this one
// thread, with no database. Reports the CPU time a participant, which does not depend on what
// else the machine runs as much as the wall clock does.
//
//   npm run build && node bench/engine.js --participants 50 --repeat 3
//   node bench/engine.js --domain /path/to/other/packages/domain/dist   # an older build, alike
//   node --cpu-prof --cpu-prof-dir /tmp/prof bench/engine.js            # then read the profile
//   node bench/engine.js --resume      # a full run against a resume (issue 23, Scale II 1-2)
//
// With --resume, each participant gets one new pay the day after his last, and the run of that
// story from his first day is set against the run resumed from a checkpoint kept one year
// before his last pay (the checkpoint's own run is not timed), for the engine alone and for
// the projection (the engine with its observer and layout).
//
// The last line of stdout is the outcome as JSON: {"msPerParticipant":…,"cpuMsPerParticipant":…}.
import console from 'node:console';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serialize } from 'node:v8';
import { BOOK_END, writeSyntheticBook } from './book.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const args = {
    participants: 50,
    repeat: 3,
    domain: join(ROOT, 'packages/domain/dist'),
    horizon: `${Number(BOOK_END.slice(0, 4)) + 1 + 60}-12-31`,
    resume: false,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1] ?? ''];
    if (name === '--resume') {
      args.resume = true;
      i -= 1;
    } else if (name === '--participants') args.participants = Number(value);
    else if (name === '--repeat') args.repeat = Number(value);
    else if (name === '--domain') args.domain = resolve(value);
    else if (name === '--horizon') args.horizon = value;
    else
      throw new Error(
        `unknown argument: ${name} (--participants N, --repeat N, --domain DIST, --horizon DATE, --resume)`,
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

/** CPU milliseconds a run of `work` over `runs` participants, `repeat` times. */
function cpuMsPer(work, repeat, runs) {
  const cpu0 = process.cpuUsage();
  for (let r = 0; r < repeat; r++) work();
  const cpu = process.cpuUsage(cpu0);
  return Number(((cpu.user + cpu.system) / 1000 / (repeat * runs)).toFixed(3));
}

const dayAfter = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Each participant's story with one more pay, and the checkpoints a year before his last pay. */
function resumeCases(domain, scenario) {
  const options = { paymentsMade: {} };
  return scenario.participants.map((story) => {
    const pays = story.events.filter((e) => e.type === 'pay');
    const last = pays.reduce((a, e) => (e.date > a.date ? e : a));
    const day = `${Number(last.date.slice(0, 4)) - 1}${last.date.slice(4)}`;
    const later = {
      ...story,
      events: [...story.events, { ...last, date: dayAfter(last.date, 1) }],
    };
    const before = { ...scenario, participants: [story] };
    const after = { ...scenario, participants: [later] };
    let projection;
    domain.projectParticipant(before, options, { days: [day], keep: (c) => (projection = c) });
    const { plan } = domain.admittedPlan(after, options);
    const ctx = domain.engineContext(after, plan, after.evaluateThrough, options);
    const check = domain.resumeProjection(projection, after, options);
    if (!check.resumed) throw new Error(`${story.id}: cannot resume: ${check.reason}`);
    return { later, after, ctx, projection, options };
  });
}

function benchResume(domain, scenario, args) {
  const cases = resumeCases(domain, scenario);
  const n = cases.length;
  const engineFull = () => cases.forEach((c) => domain.runParticipant(c.later, c.ctx));
  const engineResume = () =>
    cases.forEach((c) => domain.resumeParticipant(c.projection.engine, c.later, c.ctx));
  const projectFull = () => cases.forEach((c) => domain.projectParticipant(c.after, c.options));
  const projectResume = () =>
    cases.forEach((c) => domain.resumeProjection(c.projection, c.after, c.options));
  // A projection build that keeps a checkpoint at each Plan Year's end through the book's.
  const projectKeeping = () =>
    cases.forEach((c) =>
      domain.projectParticipant(c.after, c.options, {
        days: domain.planYearEnds(c.later.hireDate, BOOK_END),
        keep: () => {},
      }),
    );
  for (const warm of [engineFull, engineResume, projectFull, projectResume, projectKeeping]) warm();
  const yearEnds = domain.planYearEnds(cases[0].later.hireDate, BOOK_END);
  const kept = [];
  domain.projectParticipant(cases[0].after, cases[0].options, {
    days: yearEnds,
    keep: (c) => kept.push(serialize(c).length),
  });
  const outcome = {
    domain: args.domain,
    participants: n,
    repeat: args.repeat,
    horizon: args.horizon,
    checkpointBytes: Math.round(
      cases.reduce((sum, c) => sum + serialize(c.projection).length, 0) / n,
    ),
    engineFullCpuMs: cpuMsPer(engineFull, args.repeat, n),
    engineResumeCpuMs: cpuMsPer(engineResume, args.repeat, n),
    projectionFullCpuMs: cpuMsPer(projectFull, args.repeat, n),
    projectionResumeCpuMs: cpuMsPer(projectResume, args.repeat, n),
    projectionKeepingYearEndsCpuMs: cpuMsPer(projectKeeping, args.repeat, n),
    yearEndCheckpointsOfTheFirst: kept.length,
    yearEndCheckpointBytesOfTheFirst: kept.reduce((a, b) => a + b, 0),
  };
  console.log(JSON.stringify(outcome));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const domain = await import(pathToFileURL(join(args.domain, 'index.js')).href);
  const parsed = domain.parseScenario(bookOf(args.participants, args.horizon));
  if (!parsed.ok) throw new Error(`the book is no scenario: ${JSON.stringify(parsed.errors[0])}`);
  if (args.resume) return benchResume(domain, parsed.scenario, args);
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
