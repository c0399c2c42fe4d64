/**
 * Reading payroll's pay file for POST /api/pay-imports. A JSON file is read here into pay lines
 * (money stays the decimal string of the file; only its format is checked: two decimals); a
 * CSV file is sent as it is, as text/csv, and the server lists every problem of every line.
 */
import type { PayLine } from '../api/types';

export const moneyPattern = /^\d+\.\d{2}$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export interface PayFileError {
  /** 1-based line or item number. */
  line: number;
  field: string;
}

export type PayFile = { ok: true; pays: PayLine[] } | { ok: false; errors: PayFileError[] };

/** Format checks only: the plan's rules (is he a Participant, 1.14) are the server's. */
function lineErrors(pay: PayLine, line: number): PayFileError[] {
  const errors: PayFileError[] = [];
  if (typeof pay.participantId !== 'string' || pay.participantId === '')
    errors.push({ line, field: 'participantId' });
  if (typeof pay.date !== 'string' || !datePattern.test(pay.date))
    errors.push({ line, field: 'date' });
  if (typeof pay.component !== 'string' || pay.component === '')
    errors.push({ line, field: 'component' });
  for (const field of ['gross', 'netAvailable'] as const) {
    if (typeof pay[field] !== 'string' || !moneyPattern.test(pay[field]))
      errors.push({ line, field });
  }
  return errors;
}

function checked(pays: PayLine[], firstLine: number): PayFile {
  if (pays.length === 0) return { ok: false, errors: [{ line: 0, field: 'pays' }] };
  const errors = pays.flatMap((pay, i) => lineErrors(pay, i + firstLine));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, pays };
}

/** A JSON file: a list of pays, or `{ "pays": [...] }` as the API takes it. */
function readJson(text: string): PayFile {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, errors: [{ line: 0, field: 'json' }] };
  }
  const pays = Array.isArray(body) ? body : (body as { pays?: unknown } | null)?.pays;
  if (!Array.isArray(pays)) return { ok: false, errors: [{ line: 0, field: 'pays' }] };
  return checked(pays as PayLine[], 1);
}

/** A CSV file goes to the server as it is (text/csv): it reads it with a real CSV parser. */
export interface CsvPayFile {
  csv: string;
  /** `;` when the header row is separated by semicolons (and has no comma), else `,`. */
  delimiter: ',' | ';';
}

export function readPayFile(fileName: string, text: string): PayFile | CsvPayFile {
  const json = /\.json$/i.test(fileName) || /^\s*[[{]/.test(text);
  if (json) return readJson(text);
  const headerRow = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = headerRow.includes(';') && !headerRow.includes(',') ? ';' : ',';
  return { csv: text, delimiter };
}
