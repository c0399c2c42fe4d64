// Plan 7.2, 1.37 and issue 8 item 4: a price is recorded only for a Valuation Date that has
// come, and is above zero. A price of zero made every valuation fail (the record answered 422
// for every date), one on a Sunday or in the future priced a day the plan never values: each is
// refused with the rule and the field, every one of a request at once, and nothing is written.
import { nyseCalendar, parseDate } from '@defcomp/domain';
import type { FileError } from '../core/csv.js';
import { rowText, type DetailKey } from '../core/i18n/problem-details.js';

export interface PricePoint {
  date: string;
  price: string;
}

/** Where a point sits in the request: its line (a file's, or the item + 1) and its fields. */
export interface PricePlace {
  line: number;
  /** `prices[3]` for JSON, `line 5` for CSV. */
  where: string;
  /** The field naming one of its parts: `prices[3].date`, or the CSV column. */
  field(part: 'date' | 'price' | 'fund'): string;
  /** The CSV column of a part (none for JSON). */
  column?(part: 'date' | 'price' | 'fund'): string;
}

/** "12.50" and "12.5" are the same price: compare as exact decimals. */
export function samePrice(a: string, b: string): boolean {
  return normalPrice(a) === normalPrice(b);
}

export function normalPrice(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = fraction.replace(/0+$/, '');
  return digits === '' ? `${BigInt(whole)}` : `${BigInt(whole)}.${digits}`;
}

const positive = (price: string) => /[1-9]/.test(price);

/** 7.2, 1.37: the point's own faults (zero, not a Valuation Date, after today Eastern). */
export function pointErrors(point: PricePoint, place: PricePlace, today: string): FileError[] {
  const errors: FileError[] = [];
  const fault = (part: 'date' | 'price', code: string, rule: string, key: DetailKey) =>
    errors.push({
      line: place.line,
      field: place.field(part),
      ...(place.column ? { column: place.column(part) } : {}),
      value: point[part],
      code,
      rule,
      ...rowText(key, { where: place.where, date: point.date, today }),
    });
  if (!positive(point.price)) fault('price', 'price_not_positive', '7.2', 'row_price_not_positive');
  if (point.date > today) fault('date', 'price_in_future', '7.2', 'row_price_in_future');
  else if (!nyseCalendar.isValuationDate(parseDate(point.date)))
    fault('date', 'not_a_valuation_date', '1.37', 'row_not_a_valuation_date');
  return errors;
}

/**
 * 7.2: a date already priced differently (in the record or earlier in the request) is
 * refused; the same price again is no change. `known` is updated with the new points.
 */
export function conflictError(
  point: PricePoint,
  place: PricePlace,
  known: Map<string, string>,
): FileError | null {
  const recorded = known.get(point.date);
  if (recorded === undefined || samePrice(recorded, point.price)) return null;
  return {
    line: place.line,
    field: place.field('price'),
    ...(place.column ? { column: place.column('price') } : {}),
    value: point.price,
    code: 'price_already_recorded',
    rule: '7.2',
    ...rowText('row_price_recorded', { where: place.where, date: point.date, recorded }),
  };
}
