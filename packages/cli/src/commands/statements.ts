import { existsSync, writeFileSync } from 'node:fs';
import {
  Problem,
  createStatementRun,
  leaseWorkerPool,
  workerModule,
  generateStatementRun,
  statementRunView,
  statementRunZip,
  systemClock,
} from '@defcomp/server';
import {
  configureAuditKey,
  defaultSqliteFile,
  getPlan,
  isPostgresUrl,
  openStore,
} from '@defcomp/store';
import { defineCommand, parseCommand, unexpected, usageError } from '../flags.js';

export const command = defineCommand({
  name: 'statements',
  usage: [
    'defcomp statements --plan ID --period 2025-Q4|2025 --out FILE.zip [--lang en|zh-Hant] [--db FILE] [--json]',
  ],
  notes: [
    "  every participant's quarterly or annual statement (PDF), in one zip; the run is recorded and audited",
    "  as the API's POST /api/plans/{id}/statement-runs is (PostgreSQL: DATABASE_URL=postgres://… instead of --db)",
  ],
  flags: {
    plan: {
      type: 'string',
      value: 'ID',
      description: 'the plan whose participants get statements',
    },
    period: { type: 'string', value: '2025-Q4|2025', description: 'a calendar quarter or year' },
    out: { type: 'string', value: 'FILE.zip', description: 'the zip to write' },
    lang: { type: 'string', value: 'en|zh-Hant', description: "the statements' language (en)" },
    db: { type: 'string', value: 'FILE', description: `the SQLite record (${defaultSqliteFile})` },
    json: { type: 'boolean', description: 'the run as JSON, no progress bar' },
  },
});

function fail(code: 1 | 2, message: string): number {
  process.stderr.write(message);
  return code;
}

/** A progress bar on stderr: [#######.......] 12/40. */
function bar(done: number, total: number): string {
  const width = 30;
  const filled = total === 0 ? width : Math.round((width * done) / total);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
}

/**
 * `defcomp statements`: a bulk statement run for a plan and a period (issue 12 item 4), made in
 * this process and written as one zip. The process does nothing else, so it evaluates and renders
 * on every core: the worker pool (issue 23 item 5), in line only where the worker is not built. Exit
 * 0 written (every statement made); 1 the record could not answer, or some statement failed
 * (named in the zip's errors.txt and in --json); 2 usage.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommand(command, args);
  if (typeof parsed === 'number') return parsed;
  if (parsed.positionals.length > 0) return unexpected(command, parsed.positionals);
  const { plan: planId, period, out } = parsed.values;
  const lang = parsed.values.lang ?? 'en';
  const json = parsed.values.json === true;
  if (!planId || !period || !out)
    return usageError(command, '--plan ID, --period and --out FILE.zip are required');
  if (lang !== 'en' && lang !== 'zh-Hant')
    return fail(2, `defcomp statements: --lang ${lang}: en or zh-Hant\n`);
  const file = parsed.values.db;
  const url = file === undefined ? process.env.DATABASE_URL : undefined;
  const sqliteFile = file ?? defaultSqliteFile;
  if (!isPostgresUrl(url) && !existsSync(sqliteFile))
    return fail(2, `defcomp statements: no database at ${sqliteFile}\n`);
  // Like `defcomp tick`: whoever runs it on the server's machine writes the audit with its key.
  configureAuditKey({ databaseFile: isPostgresUrl(url) ? undefined : sqliteFile });
  const store = await openStore({ url, file: sqliteFile });
  // Its threads at the main thread's priority (DEFCOMP_EVALUATION_NICE may say otherwise): the
  // process answers no one while it works, so nice threads would only yield to its neighbours.
  const pool = workerModule() ? leaseWorkerPool({ nice: 0 }) : null;
  try {
    if (!(await getPlan(store.db, planId)))
      return fail(1, `defcomp statements: no plan ${planId}\n`);
    const run = await createStatementRun(
      store,
      systemClock,
      planId,
      'machine',
      { period, lang },
      `defcomp statements --period ${period}`,
    );
    const progress = json
      ? undefined
      : (done: number, total: number) => process.stderr.write(bar(done, total));
    progress?.(0, run.total);
    await generateStatementRun(store, systemClock, { planId, runId: run.id }, 'cli', progress);
    if (progress) process.stderr.write('\n');
    writeFileSync(out, await statementRunZip(store, run));
    const view = await statementRunView(store, run);
    if (json) process.stdout.write(`${JSON.stringify({ ...view, out })}\n`);
    else
      process.stdout.write(
        `${view.done - view.failed} of ${view.total} statements for ${view.period} written to ${out}\n` +
          view.errors.map((e) => `  ${e.participantId}: ${e.error}\n`).join(''),
      );
    return view.failed > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof Problem)
      return fail(1, `defcomp statements: ${error.code}: ${error.message}\n`);
    throw error;
  } finally {
    await pool?.release();
    await store.close();
  }
}
