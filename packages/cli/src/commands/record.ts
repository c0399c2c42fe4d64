import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildPlanProjections, easternToday, systemClock } from '@defcomp/server';
import {
  bookOfFile,
  bookOfJson,
  BookSyntaxError,
  checkBook,
  checkScenarioFile,
  configureAuditKey,
  defaultSqliteFile,
  exportRecord,
  getPlan,
  importBook,
  isPostgresUrl,
  openStore,
  RecordRefused,
  type ImportSummary,
  type RebuildOutcome,
  type RecordProblem,
  type ScenarioBook,
  type Store,
} from '@defcomp/store';
import { defineCommand, parseCommand, unexpected, usageError, type Parsed } from '../flags.js';

export const command = defineCommand({
  name: 'record',
  usage: [
    'defcomp record import --plan ID FILE.json [--db FILE] [--json] [--no-projections]',
    'defcomp record export --plan ID [--as-of YYYY-MM-DD] [--db FILE]',
  ],
  notes: ['       (PostgreSQL: DATABASE_URL=postgres://… instead of --db)'],
  flags: {
    plan: { type: 'string', value: 'ID', description: 'the plan whose record it is' },
    db: {
      type: 'string',
      value: 'FILE',
      description: `the SQLite record (${defaultSqliteFile}; an import may create it)`,
    },
    json: { type: 'boolean', description: 'import: the summary or the problems as JSON' },
    'no-projections': {
      type: 'boolean',
      description:
        "import: leave the plan's projections to the first read (scripts importing several files)",
    },
    'as-of': {
      type: 'string',
      value: 'YYYY-MM-DD',
      description: 'export: evaluated through this date (today in New York)',
    },
  },
});
type Values = Parsed<typeof command.flags>['values'];

/**
 * `defcomp record import|export`: moves a plan's record in from a scenario file (a spreadsheet's
 * or another recordkeeper's history) and out to one. Exit 0 done (or nothing to do), 1 refused
 * (the plan refuses an event, or the record disagrees with the file), 2 invalid file or usage.
 * After its transaction an import builds the plan's stale projections (unless --no-projections),
 * so that the first report reads them instead of building them (ARCHITECTURE.md "Projections").
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommand(command, args);
  if (typeof parsed === 'number') return parsed;
  const [sub, file, ...extra] = parsed.positionals;
  const planId = parsed.values.plan;
  if (sub !== 'import' && sub !== 'export')
    return usageError(command, sub ? `no subcommand ${sub}` : 'import or export?');
  if (!planId) return usageError(command, '--plan ID is required');
  if (sub === 'export') {
    if (file !== undefined) return unexpected(command, [file, ...extra]);
    return exportCommand(planId, parsed.values);
  }
  if (file === undefined) return usageError(command, 'import: FILE.json is missing');
  if (extra.length > 0) return unexpected(command, extra);
  return importCommand(planId, file, parsed.values);
}

interface Output {
  json: boolean;
  started: number;
  /** Seconds to read and check the file (the rest is the record's transaction). */
  checkSeconds?: number;
}

/** The projections built after the import (or why not), and how long they took. */
type Built = ({ outcome: RebuildOutcome } | { error: string }) & { seconds: number };

async function importCommand(planId: string, file: string, values: Values): Promise<number> {
  const out: Output = { json: values.json === true, started: performance.now() };
  // The key first: without it every write is refused, after minutes of checking a large book.
  if (!recordAuditKey(values, 'create')) return 2;
  let checked: Checked | number | null = await checkFile(file, out);
  if (typeof checked === 'number') return checked;
  const store = await openRecord(values, 'create');
  if (typeof store === 'number') return store;
  try {
    const summary = await importChecked(store, planId, checked, out);
    if (typeof summary === 'number') return summary;
    // Let go of the book (its header and offsets) before the build.
    checked = null;
    // Seconds of the import alone: the projections' are their own.
    const seconds = elapsed(out);
    const built = values['no-projections'] ? null : await buildProjections(store, planId, out);
    report(out, summary, seconds, built);
    return 0;
  } finally {
    await store.close();
  }
}

interface Checked {
  book: ScenarioBook;
  source: { file: string; sha256: string };
}

/** The file read and checked (record-check.ts), or the exit code once its problems are told. */
async function checkFile(file: string, out: Output): Promise<Checked | number> {
  const read = await readBookFile(file);
  if ('error' in read) return fail(out, 'invalid', [{ path: file, message: read.error }]);
  if (!('book' in read)) {
    // Not an object with a participants array: checkScenarioFile names what is wrong.
    const whole = checkScenarioFile(read.json);
    if (!whole.ok) return fail(out, whole.kind, whole.problems);
  }
  const book = 'book' in read ? read.book : bookOfJson(read.json)!;
  let checked;
  try {
    checked = checkBook(book);
  } catch (error) {
    if (!(error instanceof BookSyntaxError)) throw error;
    return fail(out, 'invalid', [{ path: file, message: error.message }]);
  }
  if (!checked.ok) return fail(out, checked.kind, checked.problems);
  out.checkSeconds = elapsed(out);
  progress(out, `checked ${checked.participants} participants, ${checked.events} events`);
  return { book, source: { file: basename(file), sha256: read.sha256 } };
}

/** The checked file imported in one transaction: its summary, or the exit code (refused). */
async function importChecked(
  store: Store,
  planId: string,
  checked: Checked,
  out: Output,
): Promise<ImportSummary | number> {
  try {
    return await importBook(store, checked.book, {
      planId,
      at: new Date().toISOString(),
      // Like `defcomp user`: whoever runs it on the server's machine can write the database.
      by: 'machine',
      source: checked.source,
      onProgress: throttled(out, 'wrote', 'events'),
    });
  } catch (error) {
    if (error instanceof RecordRefused) return fail(out, 'refused', error.problems);
    throw error;
  }
}

/**
 * The plan's stale projections built now, in the server's worker threads (both cores), after
 * the import committed: they are a derived cache, so a participant the engine cannot evaluate
 * (a missing price, 7.2) is a warning naming him, and so is a build that breaks off; the first
 * read builds what is still stale, as it always did.
 */
async function buildProjections(store: Store, planId: string, out: Output): Promise<Built> {
  const started = performance.now();
  const seconds = () => Number(((performance.now() - started) / 1000).toFixed(1));
  try {
    const outcome = await buildPlanProjections(store, planId, {
      clock: systemClock,
      builtBy: 'defcomp record import',
      onProgress: throttled(out, 'built projections of', 'participants'),
    });
    for (const f of outcome.failed)
      process.stderr.write(
        `defcomp record import: warning: no projection for participant ${f.participantId}: ${f.message}\n`,
      );
    return { outcome, seconds: seconds() };
  } catch (error) {
    process.stderr.write(
      `defcomp record import: warning: the import is recorded, but its projections were not all built (the first read builds them): ${(error as Error).message}\n`,
    );
    return { error: (error as Error).message, seconds: seconds() };
  }
}

/**
 * The file as a book (record-book.ts: a participant parsed when a slice needs him, so a book
 * larger than a string can be read) and the sha256 of its bytes.
 */
async function readBookFile(
  file: string,
): Promise<
  (({ book: ScenarioBook } | { json: unknown }) & { sha256: string }) | { error: string }
> {
  try {
    return await bookOfFile(file);
  } catch (error) {
    return { error: (error as Error).message };
  }
}

async function exportCommand(planId: string, values: Values): Promise<number> {
  const asOf = values['as-of'] ?? easternToday(systemClock);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf))) {
    process.stderr.write(`defcomp record export: --as-of ${asOf}: not a date (YYYY-MM-DD)\n`);
    return 2;
  }
  recordAuditKey(values, 'existing');
  const store = await openRecord(values, 'existing');
  if (typeof store === 'number') return store;
  try {
    if (!(await getPlan(store.db, planId))) {
      process.stderr.write(`defcomp record export: plan ${planId} is not in the record\n`);
      return 1;
    }
    const scenario = await exportRecord(store.db, planId, asOf);
    process.stdout.write(JSON.stringify(scenario, null, 2) + '\n');
    return 0;
  } finally {
    await store.close();
  }
}

/** Where the record is: `--db FILE` (SQLite), else DATABASE_URL (PostgreSQL), else the default file. */
function recordAt(values: Values): { url: string | undefined; sqliteFile: string } {
  return {
    url: values.db === undefined ? process.env.DATABASE_URL : undefined,
    sqliteFile: values.db ?? defaultSqliteFile,
  };
}

/** The record opened; an exit code when an export finds none. */
async function openRecord(values: Values, mode: 'create' | 'existing'): Promise<Store | number> {
  const { url, sqliteFile } = recordAt(values);
  // An import may start a new installation's record; an export needs one.
  if (mode === 'existing' && !isPostgresUrl(url) && !existsSync(sqliteFile)) {
    process.stderr.write(`defcomp record: no database at ${sqliteFile}\n`);
    return 2;
  }
  return openStore({ url, file: sqliteFile });
}

/**
 * The audit key as `serve` finds it (beside the SQLite file, where an import may create it);
 * false, told, when an import has none (PostgreSQL without DEFCOMP_AUDIT_KEY_FILE).
 */
function recordAuditKey(values: Values, mode: 'create' | 'existing'): boolean {
  const { url, sqliteFile } = recordAt(values);
  const embedded = isPostgresUrl(url) ? undefined : sqliteFile;
  const key = configureAuditKey({ databaseFile: embedded, create: mode === 'create' });
  if (key || mode === 'existing') return true;
  process.stderr.write(
    'defcomp record import: no audit key: set DEFCOMP_AUDIT_KEY_FILE (or DEFCOMP_AUDIT_KEY) for PostgreSQL; nothing written\n',
  );
  return false;
}

function fail(out: Output, kind: 'invalid' | 'refused', problems: RecordProblem[]): number {
  process.stderr.write(problems.map((p) => `${p.path}: ${p.message}\n`).join(''));
  const written = kind === 'refused' ? 'refused, nothing written' : 'not a valid scenario file';
  process.stderr.write(`defcomp record import: ${written} (${problems.length} problems)\n`);
  if (out.json) process.stdout.write(JSON.stringify({ ok: false, kind, problems }) + '\n');
  return kind === 'refused' ? 1 : 2;
}

/**
 * One line (or one JSON object): what was imported in how many seconds, then the projections
 * built, fresh already and failed, in theirs (`projections: null` with --no-projections, and
 * `{ error }` when the build broke off).
 */
function report(out: Output, summary: ImportSummary, seconds: number, built: Built | null): void {
  const projections =
    built &&
    ('error' in built
      ? { error: built.error }
      : {
          built: built.outcome.built.length,
          fresh: built.outcome.fresh.length,
          failed: built.outcome.failed,
        });
  if (out.json) {
    const timing = { seconds, checkSeconds: out.checkSeconds, projectionSeconds: built?.seconds };
    process.stdout.write(JSON.stringify({ ok: true, ...summary, ...timing, projections }) + '\n');
    return;
  }
  const { added } = summary;
  const imported =
    summary.status === 'unchanged'
      ? `plan ${summary.planId}: unchanged, the record already holds this file`
      : `plan ${summary.planId}: imported ${added.participants} participants, ${added.facts} events, ${added.funds} funds, ${added.prices} prices in ${seconds} s`;
  const after = !projections
    ? '; projections not built (--no-projections: the first read builds them)'
    : 'error' in projections
      ? `; projections not all built in ${built.seconds} s (the first read builds them)`
      : `; projections: ${projections.built} built, ${projections.fresh} fresh, ${projections.failed.length} failed in ${built.seconds} s`;
  process.stdout.write(`${imported}${after}\n`);
}

const elapsed = (out: Output): number =>
  Number(((performance.now() - out.started) / 1000).toFixed(1));

function progress(out: Output, line: string): void {
  process.stderr.write(`defcomp record import: ${line} (${elapsed(out)} s)\n`);
}

/** A progress line on stderr at most every 2 seconds while facts are written or built. */
function throttled(out: Output, verb: string, noun: string): (done: number, total: number) => void {
  let last = performance.now();
  return (done, total) => {
    if (performance.now() - last < 2000 && done < total) return;
    last = performance.now();
    progress(out, `${verb} ${done} of ${total} ${noun}`);
  };
}
