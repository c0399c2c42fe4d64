import { existsSync, writeFileSync } from 'node:fs';
import { parseDate } from '@defcomp/domain';
import {
  Problem,
  renderReport,
  reportCatalog,
  reportFormats,
  systemClock,
  type ReportFormat,
  type ReportRequest,
} from '@defcomp/server';
import { defaultSqliteFile, getPlan, isPostgresUrl, openStore } from '@defcomp/store';
import { defineCommand, parseCommand, unexpected, usageError, type Parsed } from '../flags.js';

export const command = defineCommand({
  name: 'report',
  usage: [
    'defcomp report <name> --plan ID [--as-of D] [--known-at T] [--format json|csv|pdf | --json | --csv | --pdf] [--lang en|zh-Hant] [--out FILE] [--db FILE]',
  ],
  notes: [
    `  names: ${Object.keys(reportCatalog).join(', ')}`,
    '  liability: --as-of D (today in New York by default), --known-at T (Plan 10.1)',
    '  roll-forward: --from D --to D (or --as-of D for --to)',
    '  item-402i: --fiscal-year-end D (or --as-of D) --neo ID,ID',
    '  tax-data: --year YYYY (Forms W-2 and 1099-MISC of the calendar year, Plan 8.3)',
    '  (PostgreSQL: DATABASE_URL=postgres://… instead of --db)',
  ],
  flags: {
    plan: { type: 'string', value: 'ID', description: 'the plan reported on' },
    'as-of': {
      type: 'string',
      value: 'D',
      description: 'the date of the figures (today in New York)',
    },
    'known-at': {
      type: 'string',
      value: 'T',
      description: 'the record as it was known at this instant (Plan 10.1)',
    },
    from: { type: 'string', value: 'D', description: 'roll-forward: the first day' },
    to: { type: 'string', value: 'D', description: 'roll-forward: the last day' },
    'fiscal-year-end': {
      type: 'string',
      value: 'D',
      description: "item-402i: the fiscal year's end",
    },
    neo: { type: 'string', value: 'ID,ID', description: 'item-402i: the named executive officers' },
    year: { type: 'string', value: 'YYYY', description: 'tax-data: the calendar year (Plan 8.3)' },
    format: { type: 'string', value: 'json|csv|pdf', description: 'the output format (json)' },
    json: { type: 'boolean', description: 'short for --format json' },
    csv: { type: 'boolean', description: 'short for --format csv' },
    pdf: { type: 'boolean', description: 'short for --format pdf' },
    lang: { type: 'string', value: 'en|zh-Hant', description: "the report's language (en)" },
    out: { type: 'string', value: 'FILE', description: 'write to FILE, not stdout' },
    db: { type: 'string', value: 'FILE', description: `the SQLite record (${defaultSqliteFile})` },
  },
});
type Values = Parsed<typeof command.flags>['values'];

function isDate(text: string): boolean {
  try {
    parseDate(text);
    return true;
  } catch {
    return false;
  }
}
const isInstant = (text: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) &&
  !Number.isNaN(Date.parse(text));

function fail(code: 1 | 2, message: string): number {
  process.stderr.write(message);
  return code;
}

/** The request from the options; a message naming the bad option otherwise. */
function request(values: Values): ReportRequest | string {
  const dates = {
    asOf: values['as-of'],
    from: values.from,
    to: values.to,
    fiscalYearEnd: values['fiscal-year-end'],
  };
  for (const [key, value] of Object.entries(dates))
    if (value !== undefined && !isDate(value))
      return `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${value}: not a date (YYYY-MM-DD)`;
  const knownAt = values['known-at'];
  if (knownAt !== undefined && !isInstant(knownAt))
    return `--known-at ${knownAt}: not an instant (ISO 8601 with an offset)`;
  const { neo, year } = values;
  if (year !== undefined && !/^(19|20|21)[0-9]{2}$/.test(year))
    return `--year ${year}: not a calendar year (YYYY)`;
  return {
    ...dates,
    neo,
    year,
    knownAt: knownAt === undefined ? undefined : new Date(knownAt).toISOString(),
  };
}

/**
 * `defcomp report <name>`: a report of issue 10 item 8 from the record, as the API answers it
 * (the same figures as GET /api/plans/{id}/reports/<name>), to stdout or `--out FILE`. Exit 0
 * written; 1 the record cannot answer (a missing price, an unknown participant); 2 usage.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommand(command, args);
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  const [name, ...extra] = parsed.positionals;
  if (!name || !reportCatalog[name])
    return usageError(command, name ? `no report ${name}` : '<name> is missing');
  if (extra.length > 0) return unexpected(command, extra);
  const planId = values.plan;
  if (!planId) return usageError(command, '--plan ID is required');
  // `--json`, `--csv` and `--pdf` are short for `--format json|csv|pdf`.
  const flags = reportFormats.filter((f) => values[f]);
  if (flags.length > 1 || (flags.length === 1 && values.format !== undefined))
    return fail(2, `defcomp report: one format only (--format, --json, --csv or --pdf)\n`);
  const format = (values.format ?? flags[0] ?? 'json') as ReportFormat;
  if (!reportFormats.includes(format))
    return fail(2, `defcomp report: --format ${format}: json, csv or pdf\n`);
  const lang = values.lang ?? 'en';
  if (lang !== 'en' && lang !== 'zh-Hant')
    return fail(2, `defcomp report: --lang ${lang}: en or zh-Hant\n`);
  const req = request(values);
  if (typeof req === 'string') return fail(2, `defcomp report: ${req}\n`);
  const missing = reportCatalog[name].missing(req);
  if (missing) return usageError(command, `${name}: ${missing} is required`);
  const file = values.db;
  const url = file === undefined ? process.env.DATABASE_URL : undefined;
  const sqliteFile = file ?? defaultSqliteFile;
  if (!isPostgresUrl(url) && !existsSync(sqliteFile))
    return fail(2, `defcomp report: no database at ${sqliteFile}\n`);
  const store = await openStore({ url, file: sqliteFile });
  try {
    if (!(await getPlan(store.db, planId))) return fail(1, `defcomp report: no plan ${planId}\n`);
    const output = await renderReport(
      { store, planId, clock: systemClock },
      name,
      req,
      format,
      lang,
    );
    const { out } = values;
    if (out) writeFileSync(out, output);
    else process.stdout.write(output);
    return 0;
  } catch (error) {
    if (error instanceof Problem)
      return fail(1, `defcomp report ${name}: ${error.code}: ${error.message}\n`);
    throw error;
  } finally {
    await store.close();
  }
}
