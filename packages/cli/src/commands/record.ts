import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { easternToday, systemClock } from '@defcomp/server';
import {
  configureAuditKey,
  checkScenarioFile,
  defaultSqliteFile,
  exportRecord,
  getPlan,
  importRecord,
  isPostgresUrl,
  openStore,
  RecordRefused,
  type ImportSummary,
  type RecordProblem,
  type Store,
} from '@defcomp/store';
import { defineCommand, parseCommand, unexpected, usageError, type Parsed } from '../flags.js';

export const command = defineCommand({
  name: 'record',
  usage: [
    'defcomp record import --plan ID FILE.json [--db FILE] [--json]',
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

async function importCommand(planId: string, file: string, values: Values): Promise<number> {
  const out: Output = { json: values.json === true, started: performance.now() };
  const read = await readJson(file);
  if ('error' in read) return fail(out, 'invalid', [{ path: file, message: read.error }]);
  const checked = checkScenarioFile(read.json);
  if (!checked.ok) return fail(out, checked.kind, checked.problems);
  const { participants } = checked.input;
  const events = participants.reduce((n, p) => n + p.events.length, 0);
  out.checkSeconds = elapsed(out);
  progress(out, `checked ${participants.length} participants, ${events} events`);
  const source = { file: basename(file), sha256: read.sha256 };
  const store = await openRecord(values, 'create');
  if (typeof store === 'number') return store;
  try {
    const summary = await importRecord(store, checked.input, {
      planId,
      at: new Date().toISOString(),
      // Like `defcomp user`: whoever runs it on the server's machine can write the database.
      by: 'machine',
      source,
      onProgress: throttled(out),
    });
    report(out, summary);
    return 0;
  } catch (error) {
    if (error instanceof RecordRefused) return fail(out, 'refused', error.problems);
    throw error;
  } finally {
    await store.close();
  }
}

/** The file's JSON and hash; its text is let go at once (a large book is hundreds of MB). */
async function readJson(
  file: string,
): Promise<{ json: unknown; sha256: string } | { error: string }> {
  try {
    const text = await readFile(file, 'utf8');
    return { json: JSON.parse(text), sha256: createHash('sha256').update(text).digest('hex') };
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

/** `--db FILE` (SQLite) or DATABASE_URL (PostgreSQL); an exit code when there is none. */
async function openRecord(values: Values, mode: 'create' | 'existing'): Promise<Store | number> {
  const file = values.db;
  const url = file === undefined ? process.env.DATABASE_URL : undefined;
  const sqliteFile = file ?? defaultSqliteFile;
  // An import may start a new installation's record; an export needs one.
  if (mode === 'existing' && !isPostgresUrl(url) && !existsSync(sqliteFile)) {
    process.stderr.write(`defcomp record: no database at ${sqliteFile}\n`);
    return 2;
  }
  // The audit key as `serve` finds it (beside the SQLite file; an import may create it there).
  const embedded = isPostgresUrl(url) ? undefined : sqliteFile;
  configureAuditKey({ databaseFile: embedded, create: mode === 'create' });
  return openStore({ url, file: sqliteFile });
}

function fail(out: Output, kind: 'invalid' | 'refused', problems: RecordProblem[]): number {
  process.stderr.write(problems.map((p) => `${p.path}: ${p.message}\n`).join(''));
  const written = kind === 'refused' ? 'refused, nothing written' : 'not a valid scenario file';
  process.stderr.write(`defcomp record import: ${written} (${problems.length} problems)\n`);
  if (out.json) process.stdout.write(JSON.stringify({ ok: false, kind, problems }) + '\n');
  return kind === 'refused' ? 1 : 2;
}

function report(out: Output, summary: ImportSummary): void {
  const seconds = elapsed(out);
  if (out.json) {
    const timing = { seconds, checkSeconds: out.checkSeconds };
    process.stdout.write(JSON.stringify({ ok: true, ...summary, ...timing }) + '\n');
    return;
  }
  const { added } = summary;
  process.stdout.write(
    summary.status === 'unchanged'
      ? `plan ${summary.planId}: unchanged, the record already holds this file\n`
      : `plan ${summary.planId}: imported ${added.participants} participants, ${added.facts} events, ${added.funds} funds, ${added.prices} prices in ${seconds} s\n`,
  );
}

const elapsed = (out: Output): number =>
  Number(((performance.now() - out.started) / 1000).toFixed(1));

function progress(out: Output, line: string): void {
  process.stderr.write(`defcomp record import: ${line} (${elapsed(out)} s)\n`);
}

/** A progress line on stderr at most every 2 seconds while facts are written. */
function throttled(out: Output): (written: number, total: number) => void {
  let last = performance.now();
  return (written, total) => {
    if (performance.now() - last < 2000 && written < total) return;
    last = performance.now();
    progress(out, `wrote ${written} of ${total} events`);
  };
}
