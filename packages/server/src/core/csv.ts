// CSV files in and out (RFC 4180), read by a real CSV library (csv-parse): quoted fields with
// commas, quotes and line breaks, a byte-order mark, CRLF or LF, and `;` as the delimiter when
// the request declares it. The API takes them as `text/csv`:
//
//   Content-Type: text/csv                    comma-separated
//   Content-Type: text/csv; delimiter=";"     semicolon-separated (also `delimiter=semicolon`)
//
// (`;` separates media type parameters, so it is quoted or named.) The first row names the
// columns. Every problem is reported with its line (the file's physical line, the header being
// line 1), column and value, never only the first.
import { CsvError, parse } from 'csv-parse/sync';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Problem } from './problems.js';
import { detailOf } from './i18n/problem-details.js';
import { rowText } from './i18n/problem-details.js';

/** A CSV body of up to 16 MiB (a 50,000-line pay file is about 5 MiB). */
export const CSV_BODY_LIMIT = 16 * 1024 * 1024;

/** A problem found in a file: where, what was there, which rule it breaks. */
export interface FileError {
  line: number;
  /** The column's name in the file's header (CSV), when the problem is in one cell. */
  column?: string | undefined;
  value?: string | undefined;
  /** Where in the request: `pays[3].gross` (JSON), or the column (CSV). */
  field: string;
  code: string;
  rule: string;
  message: string;
  /** The message's entry and values, for its text in another language (i18n/problem-details.ts). */
  params?: Record<string, string> | undefined;
}

export interface CsvRow {
  /** The physical line the record starts on (the header is line 1). */
  line: number;
  cells: Record<string, string>;
}

/** text/csv bodies arrive as strings; the route reads them (a JSON body stays JSON). */
export function registerCsvParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
}

/** The delimiter the request declares: `,` unless its Content-Type says `delimiter=";"`. */
export function declaredDelimiter(request: FastifyRequest): string {
  const type = String(request.headers['content-type'] ?? '');
  const match = /;\s*delimiter\s*=\s*("([^"]*)"|[^;\s]*)/i.exec(type);
  if (!match) return ',';
  const value = (match[2] ?? match[1] ?? '').toLowerCase();
  if (value === ';' || value === 'semicolon' || value === '%3b') return ';';
  if (value === ',' || value === 'comma' || value === '%2c') return ',';
  throw new Problem('invalid_request', {
    field: 'Content-Type',
    rule: 'RFC 4180',
    ...detailOf('csv_delimiter', { value: JSON.stringify(value) }),
  });
}

type Parsed = { header: string[]; rows: CsvRow[] } | { errors: FileError[] };

/**
 * Reads a CSV text into rows keyed by the header's names. Rows with too many or too few
 * cells are errors (every one of them); a file the parser cannot read (an unclosed quote) is
 * one error at the line where it failed.
 */
export function readCsv(text: string, delimiter: string): Parsed {
  const whole = (line: number, code: string, text: ReturnType<typeof rowText>): Parsed => ({
    errors: [{ line, field: 'file', code, rule: 'RFC 4180', ...text }],
  });
  let records: { record: string[]; raw: string }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : 1;
    return whole(
      line,
      'csv_unreadable',
      rowText('row_csv_unreadable', { message: error.message, error: error.code }),
    );
  }
  const lines = lineNumbers(
    text,
    records.map((r) => r.raw),
  );
  const header = records[0]?.record;
  if (!header) return whole(1, 'csv_empty', rowText('row_csv_empty'));
  const errors: FileError[] = [];
  const rows: CsvRow[] = [];
  for (let i = 1; i < records.length; i++) {
    const record = records[i]!.record;
    const line = lines[i]!;
    if (record.length !== header.length) {
      const text = rowText('row_cell_count', {
        cells: String(record.length),
        header: String(header.length),
      });
      errors.push({ line, field: 'row', code: 'csv_cell_count', rule: 'RFC 4180', ...text });
      continue;
    }
    rows.push({ line, cells: Object.fromEntries(header.map((name, k) => [name, record[k]!])) });
  }
  return errors.length > 0 ? { errors } : { header, rows };
}

const breaksIn = (text: string) => text.match(/\r\n|\n|\r/g)?.length ?? 0;

/**
 * The physical line each record starts on. csv-parse's own count takes a CRLF inside a quoted
 * field for two lines; here CRLF, LF and CR are each one break, found by walking the records'
 * raw text through the file.
 */
function lineNumbers(text: string, raws: string[]): number[] {
  let offset = 0;
  let line = 1;
  return raws.map((raw) => {
    const content = raw.replace(/^[\r\n]+|[\r\n]+$/g, '');
    const start = text.indexOf(content, offset);
    if (start < 0) throw new Error('assertion: a record is not in the text it was read from');
    line += breaksIn(text.slice(offset, start));
    const at = line;
    line += breaksIn(content);
    offset = start + content.length;
    return at;
  });
}

/** At most this many problems are listed (a file of 50,000 bad lines is one answer). */
const MAX_LISTED = 10_000;

/** 422 with every problem, each at its line, column and value; the first one's field and rule. */
export function refuseFile(
  errors: FileError[],
  what = 'pay file',
  code: 'file_refused' | 'prices_refused' = 'file_refused',
): Problem {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  const first = sorted[0]!;
  const shown = sorted.slice(0, 3).map((e) => `line ${e.line}: ${e.message}`);
  return new Problem(code, {
    detail: `${errors.length} problem(s) in the ${what}, nothing recorded: ${shown.join('; ')}${errors.length > 3 ? '; …' : ''}`,
    params: { count: String(errors.length), what },
    field: first.field,
    rule: first.rule,
    violations: sorted.slice(0, MAX_LISTED).map((e) => ({
      code: e.code,
      rule: e.rule,
      message: e.message,
      ...(e.params !== undefined ? { params: e.params } : {}),
      field: e.field,
      line: e.line,
      ...(e.column !== undefined ? { column: e.column } : {}),
      ...(e.value !== undefined ? { value: e.value } : {}),
    })),
  });
}

/** A spreadsheet must not run a name as a formula: a leading = + - @ is quoted with `'`. */
export function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
