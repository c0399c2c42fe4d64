import { parseMicro, type Micro } from '../money/decimal.js';
import type { PriceSeries } from '../scenario/types.js';
import type { IsoDate } from './days.js';

/** Raised when the story lacks a price the plan needs: the scenario is incomplete (exit 2). */
export class MissingPriceError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PriceBook {
  /** The price of a fund on a Valuation Date: the latest point on or before it (FORMAT.md). */
  price(fund: string, date: IsoDate): Micro;
  /** The fund's last price point (null for a constant price: every day is priced). */
  recordedThrough(fund: string): IsoDate | null;
}

// A book is a pure function of its series: the same series object (a server hands every
// evaluation the plan's one price set) is read into a book once.
const books = new WeakMap<object, PriceBook>();

export function priceBook(series: Record<string, PriceSeries>): PriceBook {
  let book = books.get(series);
  if (!book) books.set(series, (book = readPriceBook(series)));
  return book;
}

function readPriceBook(series: Record<string, PriceSeries>): PriceBook {
  const lookups = new Map<string, (date: IsoDate) => Micro | undefined>();
  const lastPoints = new Map<string, IsoDate | null>();
  for (const [fund, s] of Object.entries(series)) {
    if ('constant' in s) {
      lastPoints.set(fund, null);
      const constant = parseMicro(s.constant);
      lookups.set(fund, () => constant);
      continue;
    }
    const points = s.points
      .map(([d, p]) => [d, parseMicro(p)] as const)
      .sort((a, b) => (a[0] < b[0] ? -1 : 1));
    lastPoints.set(fund, points.at(-1)?.[0] ?? '');
    // The book is shared by every evaluation of the series, so a day looked up once (each
    // participant's paydays and Valuation Dates are much the same) is answered from memory.
    const known = new Map<IsoDate, Micro | undefined>();
    lookups.set(fund, (date) => {
      if (known.has(date)) return known.get(date);
      // Binary search for the latest point on or before `date`.
      let lo = 0;
      let hi = points.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (points[mid]![0] <= date) lo = mid + 1;
        else hi = mid;
      }
      const price = lo === 0 ? undefined : points[lo - 1]![1];
      known.set(date, price);
      return price;
    });
  }
  return {
    price(fund, date) {
      const value = lookups.get(fund)?.(date);
      if (value === undefined || value <= 0n) {
        throw new MissingPriceError(
          `prices.${fund}`,
          `no positive price for ${fund} on or before ${date}`,
        );
      }
      return value;
    },
    // A constant price (null) prices every day; a fund without points, none.
    recordedThrough: (fund) => (lastPoints.has(fund) ? lastPoints.get(fund)! : ''),
  };
}
