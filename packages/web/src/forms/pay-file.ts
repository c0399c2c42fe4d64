/**
 * Reading payroll's pay file (JSON or CSV) into the pay lines of POST /api/pay-imports. Money
 * stays the decimal string of the file; only its format is checked here (two decimals).
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

/**
 * A CSV file with a header row: participantId,date,component,gross,netAvailable and
 * optionally servicePeriodStart,servicePeriodEnd. No quoting: no field has a comma.
 */
function readCsv(text: string): PayFile {
  const rows = text
    .split(/\r?\n/)
    .map((row) => row.trim())
    .filter((row) => row !== '');
  const header = (rows[0] ?? '').split(',').map((cell) => cell.trim());
  const pays = rows.slice(1).map((row) => {
    const cells = row.split(',').map((cell) => cell.trim());
    const at = (name: string) => cells[header.indexOf(name)] ?? '';
    const pay: PayLine = {
      participantId: at('participantId'),
      date: at('date'),
      component: at('component'),
      gross: at('gross'),
      netAvailable: at('netAvailable'),
    };
    const start = at('servicePeriodStart');
    const end = at('servicePeriodEnd');
    return start !== '' && end !== '' ? { ...pay, servicePeriod: { start, end } } : pay;
  });
  // Line 1 is the header: the first pay is on line 2.
  return checked(pays, 2);
}

export function readPayFile(fileName: string, text: string): PayFile {
  const json = /\.json$/i.test(fileName) || /^\s*[[{]/.test(text);
  return json ? readJson(text) : readCsv(text);
}
