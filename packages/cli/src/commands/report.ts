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
import { option } from './options.js';

const usage = `usage: defcomp report <name> --plan ID [--as-of D] [--known-at T] [--format json|csv|pdf | --json | --csv | --pdf] [--lang en|zh-Hant] [--out FILE] [--db FILE]
  names: ${Object.keys(reportCatalog).join(', ')}
  liability: --as-of D (today in New York by default), --known-at T (Plan 10.1)
  roll-forward: --from D --to D (or --as-of D for --to)
  item-402i: --fiscal-year-end D (or --as-of D) --neo ID,ID
  tax-data: --year YYYY (Forms W-2 and 1099-MISC of the calendar year, Plan 8.3)
  (PostgreSQL: DATABASE_URL=postgres://… instead of --db)
`;

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
function request(args: string[]): ReportRequest | string {
  const dates = {
    asOf: option(args, '--as-of'),
    from: option(args, '--from'),
    to: option(args, '--to'),
    fiscalYearEnd: option(args, '--fiscal-year-end'),
  };
  for (const [key, value] of Object.entries(dates))
    if (value !== undefined && !isDate(value))
      return `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${value}: not a date (YYYY-MM-DD)`;
  const knownAt = option(args, '--known-at');
  if (knownAt !== undefined && !isInstant(knownAt))
    return `--known-at ${knownAt}: not an instant (ISO 8601 with an offset)`;
  const neo = option(args, '--neo');
  const year = option(args, '--year');
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
  const [name, ...rest] = args;
  const planId = option(rest, '--plan');
  if (!name || !reportCatalog[name] || !planId || planId.startsWith('--')) return fail(2, usage);
  // `--json`, `--csv` and `--pdf` are short for `--format json|csv|pdf`.
  const flags = reportFormats.filter((f) => rest.includes(`--${f}`));
  if (flags.length > 1 || (flags.length === 1 && option(rest, '--format') !== undefined))
    return fail(2, `defcomp report: one format only (--format, --json, --csv or --pdf)\n`);
  const format = (option(rest, '--format') ?? flags[0] ?? 'json') as ReportFormat;
  if (!reportFormats.includes(format))
    return fail(2, `defcomp report: --format ${format}: json, csv or pdf\n`);
  const lang = option(rest, '--lang') ?? 'en';
  if (lang !== 'en' && lang !== 'zh-Hant')
    return fail(2, `defcomp report: --lang ${lang}: en or zh-Hant\n`);
  const req = request(rest);
  if (typeof req === 'string') return fail(2, `defcomp report: ${req}\n`);
  const missing = reportCatalog[name].missing(req);
  if (missing) return fail(2, `defcomp report ${name}: ${missing} is required\n${usage}`);
  const file = option(rest, '--db');
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
    const out = option(rest, '--out');
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
