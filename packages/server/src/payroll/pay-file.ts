// Plan 7.1: payroll's pay file, as CSV (text/csv) or JSON, read into pay lines with every
// problem of every line at once. The CSV columns (header row, names case-insensitive):
//
//   employeeId            the participant's id (alias participantId)
//   payDate               YYYY-MM-DD (alias date)
//   component             baseSalary | monthlyBonus | annualBonus | performanceBonus | other
//   gross                 the pay before anything is taken, 2 decimals ("20000.00"; "20,000.00"
//                         is read as the same amount when quoted)
//   netAvailable          what is left to take a deferral from (1.14), not above gross
//   servicePeriodStart    optional, with servicePeriodEnd: the service the pay is for (3.2)
//   servicePeriodEnd
//   additionalCheck       optional true/false: a second check for the same pay, not a duplicate
//   deducted              optional: the deferral payroll deducted (reconciliation)
//
// Interpretation: an amount with thousands separators (1,234.56) is read as its digits; a
// decimal comma (1.234,56) is not accepted, whatever the delimiter.
import { DEFERRAL_COMPONENTS, isCalendarDate, type DeferralComponent } from '@defcomp/domain';
import type { CsvRow, FileError } from '../core/csv.js';
import { rowText, type DetailKey } from '../core/i18n/problem-details.js';

export interface PayLineInput {
  /** The file's line (CSV physical line; JSON item + 1). */
  line: number;
  /** The line's place in the request (`pays[3]` for JSON, `line 5` for CSV). */
  where: string;
  /** The field an error about the whole line names (`pays[3]`; `row` for CSV). */
  field: string;
  participantId: string;
  date: string;
  component: DeferralComponent;
  gross: string;
  netAvailable: string;
  servicePeriod?: { start: string; end: string };
  additionalCheck: boolean;
  deducted: string | null;
}

/** The columns of a pay file, each with the names it may go by. */
export const payColumns = {
  employeeId: ['employeeId', 'participantId', 'employee_id', 'participant_id'],
  payDate: ['payDate', 'date', 'pay_date'],
  component: ['component'],
  gross: ['gross'],
  netAvailable: ['netAvailable', 'net_available'],
  servicePeriodStart: ['servicePeriodStart', 'service_period_start'],
  servicePeriodEnd: ['servicePeriodEnd', 'service_period_end'],
  additionalCheck: ['additionalCheck', 'additional_check'],
  deducted: ['deducted'],
} as const;
type Column = keyof typeof payColumns;
const required: Column[] = ['employeeId', 'payDate', 'component', 'gross', 'netAvailable'];

const idPattern = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** A line's values by column, and how to name a column of it in an error. */
interface Cells {
  line: number;
  where: string;
  field: string;
  value(column: Column): string;
  /** The error's field and column: the CSV header's own spelling, or `pays[i].name` (JSON). */
  at(column: Column): { field: string; column?: string };
}

type Money =
  | { ok: true; value: string }
  | { ok: false; code: string; rule: string; why: string; text: DetailKey };

/** Money: 2 decimals, never negative (7.1: a correction is not a negative pay). */
export function readMoney(text: string): Money {
  const plain = /^\d{1,13}\.\d{2}$/.test(text) ? text : undefined;
  const grouped = /^\d{1,3}(,\d{3}){1,4}\.\d{2}$/.test(text) ? text.replaceAll(',', '') : undefined;
  const value = plain ?? grouped;
  if (value !== undefined) return { ok: true, value: value.replace(/^0+(?=\d)/, '') };
  if (/^-\s*[\d,]+(\.\d*)?$/.test(text))
    return {
      ok: false,
      code: 'negative_amount',
      rule: '7.1',
      why: 'a pay amount is not negative',
      text: 'row_negative_amount',
    };
  return {
    ok: false,
    code: 'not_money',
    rule: 'FORMAT.md',
    why: 'not an amount with 2 decimals ("1234.50")',
    text: 'row_not_money',
  };
}

function fail(cells: Cells, column: Column, code: string, rule: string, text: Text) {
  return {
    line: cells.line,
    ...cells.at(column),
    value: cells.value(column),
    code,
    rule,
    ...rowText(text[0], { where: cells.where, ...text[1] }),
  } satisfies FileError;
}

/** A line's fault as its entry in the catalogue (i18n/problem-details.ts) and its values. */
type Text = [DetailKey, Record<string, string>?];

/** Every problem of one line (format, then 1.14), and the line when it has none. */
function readLine(cells: Cells): { pay?: PayLineInput; errors: FileError[] } {
  const errors: FileError[] = [];
  const bad = (column: Column, code: string, rule: string, text: Text) =>
    void errors.push(fail(cells, column, code, rule, text));
  const participantId = cells.value('employeeId');
  if (!idPattern.test(participantId))
    bad('employeeId', 'not_an_id', 'FORMAT.md', ['row_not_an_id']);
  const date = cells.value('payDate');
  if (!isCalendarDate(date)) bad('payDate', 'not_a_date', 'FORMAT.md', ['row_not_a_date']);
  const component = cells.value('component') as DeferralComponent;
  if (!DEFERRAL_COMPONENTS.includes(component))
    bad('component', 'not_a_component', 'FORMAT.md', [
      'row_not_a_component',
      { allowed: DEFERRAL_COMPONENTS.join(', ') },
    ]);
  const amounts = (['gross', 'netAvailable'] as const).map((column) => {
    const money = readMoney(cells.value(column));
    if (!money.ok) bad(column, money.code, money.rule, [money.text, { column }]);
    return money.ok ? BigInt(money.value.replace('.', '')) : null;
  });
  const [gross, net] = amounts;
  if (gross != null && net != null && net > gross)
    bad('netAvailable', 'net_above_gross', '1.14', ['row_net_above_gross']);
  const servicePeriod = readPeriod(cells, bad);
  const additionalCheck = readFlag(cells, bad);
  const deducted = readDeducted(cells, bad);
  if (errors.length > 0) return { errors };
  return {
    errors,
    pay: {
      line: cells.line,
      where: cells.where,
      field: cells.field,
      participantId,
      date,
      component,
      gross: money(cells.value('gross')),
      netAvailable: money(cells.value('netAvailable')),
      ...(servicePeriod ? { servicePeriod } : {}),
      additionalCheck,
      deducted,
    },
  };
}

const money = (text: string): string => {
  const read = readMoney(text);
  return read.ok ? read.value : text;
};

type Bad = (column: Column, code: string, rule: string, text: Text) => void;

/** 3.2: both ends or neither, each a date, the start not after the end. */
function readPeriod(cells: Cells, bad: Bad): { start: string; end: string } | undefined {
  const start = cells.value('servicePeriodStart');
  const end = cells.value('servicePeriodEnd');
  if (start === '' && end === '') return undefined;
  const ends = [
    ['servicePeriodStart', start],
    ['servicePeriodEnd', end],
  ] as const;
  for (const [column, value] of ends) {
    if (value === '') bad(column, 'period_incomplete', 'FORMAT.md', ['row_period_incomplete']);
    else if (!isCalendarDate(value)) bad(column, 'not_a_date', 'FORMAT.md', ['row_not_a_date']);
  }
  if (isCalendarDate(start) && isCalendarDate(end) && start > end)
    bad('servicePeriodEnd', 'period_reversed', 'FORMAT.md', ['row_period_reversed']);
  return { start, end };
}

function readFlag(cells: Cells, bad: Bad): boolean {
  const text = cells.value('additionalCheck').toLowerCase();
  if (['', 'false', 'no', '0'].includes(text)) return false;
  if (['true', 'yes', '1'].includes(text)) return true;
  bad('additionalCheck', 'not_a_flag', 'FORMAT.md', ['row_not_a_flag']);
  return false;
}

function readDeducted(cells: Cells, bad: Bad): string | null {
  const text = cells.value('deducted');
  if (text === '') return null;
  const read = readMoney(text);
  if (!read.ok) bad('deducted', read.code, read.rule, [read.text, { column: 'deducted' }]);
  return read.ok ? read.value : null;
}

export interface ReadPays {
  pays: PayLineInput[];
  errors: FileError[];
}

/** The header's columns: each known (under one of its names), the required ones present. */
function headerColumns(header: string[]): { names: Map<Column, string>; errors: FileError[] } {
  const names = new Map<Column, string>();
  const errors: FileError[] = [];
  for (const name of header) {
    const column = (Object.keys(payColumns) as Column[]).find((c) =>
      payColumns[c].some((alias) => alias.toLowerCase() === name.toLowerCase()),
    );
    const why =
      column === undefined
        ? 'not a column of a pay file'
        : names.has(column)
          ? 'a column named twice'
          : null;
    if (why !== null) {
      const known = Object.keys(payColumns).join(', ');
      errors.push({
        line: 1,
        column: name,
        value: name,
        field: name,
        code: 'unknown_column',
        rule: 'pay file columns',
        ...rowText(column === undefined ? 'row_pay_column_unknown' : 'row_pay_column_twice', {
          name,
          known,
        }),
      });
    } else names.set(column!, name);
  }
  for (const column of required)
    if (!names.has(column))
      errors.push({
        line: 1,
        field: column,
        column,
        code: 'missing_column',
        rule: 'pay file columns',
        ...rowText('row_missing_column', { column }),
      });
  return { names, errors };
}

/** A CSV pay file's rows, read with every problem of every line. */
export function readPayRows(header: string[], rows: CsvRow[]): ReadPays {
  const { names, errors } = headerColumns(header);
  if (errors.length > 0) return { pays: [], errors };
  const pays: PayLineInput[] = [];
  for (const row of rows) {
    const name = (column: Column) => names.get(column);
    const read = readLine({
      line: row.line,
      where: `line ${row.line}`,
      field: 'row',
      value: (column) => row.cells[name(column) ?? ''] ?? '',
      at: (column) => ({ field: name(column) ?? column, column: name(column) ?? column }),
    });
    errors.push(...read.errors);
    if (read.pay) pays.push(read.pay);
  }
  if (rows.length === 0)
    errors.push({
      line: 2,
      field: 'file',
      code: 'no_pay_lines',
      rule: '7.1',
      ...rowText('row_no_pay_lines'),
    });
  return { pays, errors };
}

/** A JSON pay line as the API's schema took it (formats already checked there). */
export interface JsonPay {
  participantId: string;
  date: string;
  component: string;
  gross: string;
  netAvailable: string;
  servicePeriod?: { start: string; end: string };
  additionalCheck?: boolean;
  deducted?: string;
}

const jsonNames: Record<Column, string> = {
  employeeId: 'participantId',
  payDate: 'date',
  component: 'component',
  gross: 'gross',
  netAvailable: 'netAvailable',
  servicePeriodStart: 'servicePeriod.start',
  servicePeriodEnd: 'servicePeriod.end',
  additionalCheck: 'additionalCheck',
  deducted: 'deducted',
};

/** A JSON body's pays, checked by the same rules as a CSV line (net above gross, 1.14). */
export function readPayItems(items: JsonPay[]): ReadPays {
  const pays: PayLineInput[] = [];
  const errors: FileError[] = [];
  items.forEach((item, i) => {
    const values: Record<Column, string> = {
      employeeId: item.participantId,
      payDate: item.date,
      component: item.component,
      gross: item.gross,
      netAvailable: item.netAvailable,
      servicePeriodStart: item.servicePeriod?.start ?? '',
      servicePeriodEnd: item.servicePeriod?.end ?? '',
      additionalCheck: item.additionalCheck ? 'true' : '',
      deducted: item.deducted ?? '',
    };
    const read = readLine({
      line: i + 1,
      where: `pays[${i}]`,
      field: `pays[${i}]`,
      value: (column) => values[column],
      at: (column) => ({ field: `pays[${i}].${jsonNames[column]}` }),
    });
    errors.push(...read.errors);
    if (read.pay) pays.push(read.pay);
  });
  return { pays, errors };
}
