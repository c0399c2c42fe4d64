import { divideHalfUp, formatMoney, nyseCalendar, parseDate } from '@defcomp/domain';
import type { DemoCalendar } from './calendar.js';

/**
 * Monthly returns of the demo's Equity Index, in basis points: a path shaped like a broad US
 * equity index from 2019 (the 2020 crash and rebound, the 2022 bear market). The demo's prices
 * are made up; only their shape is meant to look familiar.
 */
const returnsBp: Record<number, number[]> = {
  2019: [787, 297, 179, 393, -658, 689, 131, -181, 172, 204, 340, 286],
  2020: [-16, -841, -1251, 1268, 453, 184, 551, 701, -392, -277, 1075, 371],
  2021: [-111, 261, 424, 524, 55, 222, 227, 290, -476, 691, -83, 436],
  2022: [-526, -314, 358, -880, 1, -839, 911, -424, -934, 799, 538, -590],
  2023: [618, -261, 351, 146, 25, 647, 311, -177, -487, -220, 892, 442],
  2024: [159, 517, 310, -416, 480, 347, 113, 228, 202, -99, 573, -250],
  2025: [270, -142, -575, -76, 615, 496, 216, 191, 353, 227, 13, 96],
};
/** Later years repeat a quiet year (about 7%). */
const quietYearBp = [120, -80, 95, 60, -140, 110, 85, -60, -30, 130, 70, 45];

/** Start of the path: 2019-01-01 at 100. */
const firstPriceCents = 10_000n;

/**
 * One price point on the first Valuation Date of each month from January 2019 through today,
 * as exact decimal strings (cents). FORMAT.md: a fund's price on a date is the latest point on
 * or before it, so a monthly point prices every Valuation Date of its month (Plan 1.37, 7.2).
 * A price is recorded only for a Valuation Date that has come (issue 8 item 4).
 */
export function equityIndexPrices(calendar: DemoCalendar): { date: string; price: string }[] {
  let cents = firstPriceCents;
  return calendar.months.flatMap((month) => {
    const date = nyseCalendar.onOrAfter(parseDate(`${month}-01`)).toString();
    const point = { date, price: formatMoney(cents) };
    const [year, m] = month.split('-').map(Number) as [number, number];
    const bp = (returnsBp[year] ?? quietYearBp)[m - 1] ?? 0;
    // price x (1 + r), rounded half-up to cents once (FORMAT.md: always half-up).
    cents = divideHalfUp(cents * BigInt(10_000 + bp), 10_000n);
    return date <= calendar.today ? [point] : [];
  });
}
