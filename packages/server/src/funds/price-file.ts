// Plan 7.2, 7.3, 1.37 (issue 10 item 2): the Plan Asset Committee's price file, CSV (`fund`,
// `date`, `price`; text/csv, `;` when declared) or JSON, for any of the plan's funds. All or
// nothing: every fault of every line is listed (unknown or constant-price fund, zero price, a
// day that is not a Valuation Date, a future day, a date priced differently). Imported, it
// answers a report per fund: the Valuation Dates of its span still without a price, and the
// moves larger than the committee's threshold, flagged for a second look.
import {
  divideHalfUp,
  formatScaled,
  isCalendarDate,
  nyseCalendar,
  parseDate,
  parseMicro,
  parseScaled,
} from '@defcomp/domain';
import type { CsvRow, FileError } from '../core/csv.js';
import type { PricePlace, PricePoint } from './price-controls.js';
import { rowText, type DetailKey } from '../core/i18n/problem-details.js';

export interface PriceLine extends PricePoint {
  fund: string;
  place: PricePlace;
}

const columns = { fund: ['fund', 'fundId', 'fund_id'], date: ['date'], price: ['price'] } as const;
type Column = keyof typeof columns;
const idPattern = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
const pricePattern = /^\d{1,12}(\.\d{1,6})?$/;

function lineErrors(line: PriceLine, values: Record<Column, string>): FileError[] {
  const { place } = line;
  const checks: [Column, boolean, DetailKey][] = [
    ['fund', idPattern.test(values.fund), 'row_not_a_fund_id'],
    ['date', isCalendarDate(values.date), 'row_not_a_date'],
    ['price', pricePattern.test(values.price), 'row_not_a_price'],
  ];
  return checks
    .filter(([, ok]) => !ok)
    .map(([part, , why]) => ({
      line: place.line,
      field: place.field(part),
      ...(place.column ? { column: place.column(part) } : {}),
      value: values[part],
      code: `not_a_${part === 'fund' ? 'fund_id' : part}`,
      rule: 'FORMAT.md',
      ...rowText(why, { where: place.where }),
    }));
}

/** A CSV price file's rows: every fault of every line. */
export function readPriceRows(
  header: string[],
  rows: CsvRow[],
): { lines: PriceLine[]; errors: FileError[] } {
  const names = new Map<Column, string>();
  const errors: FileError[] = [];
  for (const name of header) {
    const column = (Object.keys(columns) as Column[]).find((c) =>
      columns[c].some((alias) => alias.toLowerCase() === name.toLowerCase()),
    );
    if (column && !names.has(column)) names.set(column, name);
    else {
      const text = rowText('row_price_column_unknown', { name });
      errors.push({
        line: 1,
        field: name,
        column: name,
        value: name,
        code: 'unknown_column',
        rule: 'price file columns',
        ...text,
      });
    }
  }
  for (const column of Object.keys(columns) as Column[])
    if (!names.has(column)) {
      const text = rowText('row_missing_column', { column });
      errors.push({
        line: 1,
        field: column,
        column,
        code: 'missing_column',
        rule: 'price file columns',
        ...text,
      });
    }
  if (errors.length > 0) return { lines: [], errors };
  const lines = rows.map((row) => {
    const value = (c: Column) => row.cells[names.get(c)!] ?? '';
    const name = (c: Column) => names.get(c)!;
    const place: PricePlace = {
      line: row.line,
      where: `line ${row.line}`,
      field: name,
      column: name,
    };
    return {
      fund: value('fund'),
      date: value('date'),
      price: value('price'),
      place,
      values: { fund: value('fund'), date: value('date'), price: value('price') },
    };
  });
  return collect(lines);
}

/** A JSON price file's items (formats already checked by the route's schema). */
export function readPriceItems(items: { fund: string; date: string; price: string }[]) {
  return collect(
    items.map((item, i) => ({
      ...item,
      place: {
        line: i + 1,
        where: `prices[${i}]`,
        field: (part: string) => `prices[${i}].${part}`,
      },
      values: item,
    })),
  );
}

function collect(lines: (PriceLine & { values: Record<Column, string> })[]) {
  const errors = lines.flatMap((line) => lineErrors(line, line.values));
  return { lines: errors.length > 0 ? [] : lines.map(({ values: _, ...line }) => line), errors };
}

export interface LargeMove {
  date: string;
  price: string;
  previousDate: string;
  previousPrice: string;
  /** (price / previous - 1) x 100, half-up to 2 decimals. */
  movePct: string;
}

export interface FundPriceReport {
  fundId: string;
  added: number;
  unchanged: number;
  from: string;
  through: string;
  /** 1.37: the Valuation Dates from `from` through `through` with no price recorded. */
  missing: string[];
  largeMoves: LargeMove[];
}

/** Percent with 2 decimals as hundredths: "7.5" -> 750n. */
const hundredths = (pct: string) => parseScaled(pct, 2);

/**
 * The report for one fund after the file: `prices` is every recorded price of the fund (the
 * file's included), `fileDates` the file's dates for it, `added` the points it added.
 */
export function fundPriceReport(
  fundId: string,
  prices: Map<string, string>,
  fileDates: string[],
  added: PricePoint[],
  largeMovePct: string | null,
): FundPriceReport {
  const sortedDates = [...fileDates].sort();
  const from = sortedDates[0]!;
  const through = sortedDates[sortedDates.length - 1]!;
  const missing = nyseCalendar
    .between(parseDate(from), parseDate(through))
    .map((d) => d.toString())
    .filter((d) => !prices.has(d));
  const recorded = [...prices.keys()].sort();
  const largeMoves: LargeMove[] = [];
  for (const point of [...added].sort((a, b) => (a.date < b.date ? -1 : 1))) {
    const previousDate = recorded.filter((d) => d < point.date).pop();
    if (previousDate === undefined || largeMovePct === null) continue;
    const previous = parseMicro(prices.get(previousDate)!);
    const move = divideHalfUp((parseMicro(point.price) - previous) * 10_000n, previous);
    const size = move < 0n ? -move : move;
    if (size > hundredths(largeMovePct))
      largeMoves.push({
        date: point.date,
        price: point.price,
        previousDate,
        previousPrice: prices.get(previousDate)!,
        movePct: formatScaled(move, 2),
      });
  }
  const unchanged = fileDates.length - added.length;
  return { fundId, added: added.length, unchanged, from, through, missing, largeMoves };
}
