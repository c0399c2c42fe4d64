import { existsSync } from 'node:fs';
import { easternToday, problemTypes, runTick, systemClock, type TickReport } from '@defcomp/server';
import {
  configureAuditKey,
  defaultSqliteFile,
  isPostgresUrl,
  listPlans,
  openStore,
} from '@defcomp/store';
import { defineCommand, parseCommand, unexpected, usageError } from '../flags.js';

export const command = defineCommand({
  name: 'tick',
  usage: [
    'defcomp tick --date YYYY-MM-DD [--plan ID] [--days N] [--employees N] [--db FILE] [--json]',
  ],
  notes: [
    '       (every plan unless --plan; PostgreSQL: DATABASE_URL=postgres://… instead of --db)',
  ],
  flags: {
    date: {
      type: 'string',
      value: 'YYYY-MM-DD',
      description: 'the day ticked (today in New York)',
    },
    plan: { type: 'string', value: 'ID', description: 'only this plan' },
    days: { type: 'string', value: 'N', description: 'the work queue: deadlines within N days' },
    employees: {
      type: 'string',
      value: 'N',
      description: 'employees counted for the officer cap (IRC 416(i)(1)(A); from the record)',
    },
    db: { type: 'string', value: 'FILE', description: `the SQLite record (${defaultSqliteFile})` },
    json: { type: 'boolean', description: "each plan's tick as a JSON line" },
  },
});

/**
 * `defcomp tick`: the daily jobs of a date (issue 10, item 7), once per plan: enrollment notices
 * recorded in the outbox (not delivered), the Key Employee list on its identification date and
 * the year-end payment run prepared for approval (never approved), and the work queue. A date
 * ticked before changes nothing and says so. Exit 0 done or unchanged, 1 refused, 2 usage.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommand(command, args);
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  if (parsed.positionals.length > 0) return unexpected(command, parsed.positionals);
  const date = values.date ?? easternToday(systemClock);
  const planId = values.plan;
  const days = count(values.days);
  const employees = count(values.employees);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    return usageError(command, `--date ${date}: not a date (YYYY-MM-DD)`);
  if (days === null || employees === null)
    return usageError(command, '--days and --employees: a whole number');
  const file = values.db;
  const url = file === undefined ? process.env.DATABASE_URL : undefined;
  const sqliteFile = file ?? defaultSqliteFile;
  if (!isPostgresUrl(url) && !existsSync(sqliteFile)) {
    process.stderr.write(`defcomp tick: no database at ${sqliteFile}\n`);
    return 2;
  }
  // Like `defcomp user`: whoever runs it on the server's machine writes the audit with its key.
  configureAuditKey({ databaseFile: isPostgresUrl(url) ? undefined : sqliteFile });
  const store = await openStore({ url, file: sqliteFile });
  let code = 0;
  try {
    const planIds = planId ? [planId] : (await listPlans(store.db)).map((p) => p.id);
    for (const id of planIds) {
      try {
        const outcome = await runTick(store, systemClock, {
          planId: id,
          date,
          by: 'machine',
          ...(days !== undefined ? { queueDays: days } : {}),
          ...(employees !== undefined ? { employeeCount: employees } : {}),
        });
        const report = outcome.tick.report as unknown as TickReport;
        if (values.json)
          process.stdout.write(JSON.stringify({ status: outcome.status, ...outcome.tick }) + '\n');
        else process.stdout.write(describe(outcome.status, report));
      } catch (error) {
        const problem = error as { code?: string; message?: string };
        if (!problem.code || !(problem.code in problemTypes)) throw error;
        process.stderr.write(`defcomp tick: plan ${id}: ${problem.message}\n`);
        code = 1;
      }
    }
  } finally {
    await store.close();
  }
  return code;
}

function count(text: string | undefined): number | undefined | null {
  if (text === undefined) return undefined;
  return /^\d{1,7}$/.test(text) ? Number(text) : null;
}

/** The tick's report for a person: what it did, then the work queue. */
function describe(status: 'done' | 'unchanged', r: TickReport): string {
  if (status === 'unchanged')
    return `plan ${r.planId} ${r.date}: already ticked, nothing changed\n`;
  const lines = [`plan ${r.planId} ${r.date}: ticked`];
  lines.push(`  notices recorded (not delivered): ${r.notices.length}`);
  for (const n of r.notices)
    lines.push(`    ${n.participantId} ${n.kind} (${n.rule}) closes ${n.closesOn}`);
  if (r.keyEmployees)
    lines.push(`  Key Employee list (1.20): ${JSON.stringify(pick(r.keyEmployees))}`);
  if (r.paymentRun)
    lines.push(`  year-end payment run (8.2): ${JSON.stringify(pick(r.paymentRun))}`);
  lines.push(`  work queue: ${r.queue.length}`);
  for (const q of r.queue)
    lines.push(
      `    ${q.overdue ? 'OVERDUE ' : ''}${q.kind} (${q.rule}) ${q.due ?? ''} ${q.detail}`,
    );
  return lines.join('\n') + '\n';
}

const pick = (o: Record<string, unknown>) =>
  Object.fromEntries(
    ['status', 'decisionId', 'participantIds', 'runId', 'lines', 'totals', 'detail']
      .filter((k) => o[k] !== undefined)
      .map((k) => [k, o[k]]),
  );
