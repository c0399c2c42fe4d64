import type { ProjectedHolding } from '@defcomp/domain';

// A projection's holdings as change points, several a row (issue 23 item 1). The domain lays
// a sub-account's units of a fund out as intervals between the days they changed: one a pay
// date, about 1,370 a participant of the bench's book, and a row each was most of a rebuild's
// writes. A row now packs up to SEGMENT_POINTS consecutive change points of one run (days on
// which he held the fund without a break): `from` its first point's day, `until` where the next
// row of the run begins or the run ends (exclusive; null: held through the horizon), `units`
// and `lastFrom` its last point, and `points` the earlier ones as JSON [day, units] pairs, each
// held until the next. So on any day at most one row of a sub-account and fund covers it, as
// one interval did; the SQL values the rows whose last point is on or before the day
// (`units`), and the store reads the few others' points (`unitsOn`). A row's points are of one
// calendar year, so on a year's last day (annual statements, a year's opening value) every
// covering row is valued in the SQL. A price's holders (the
// triggers: until_date null or after its date) and a missing price (a row covering the day)
// read the rows as they read the intervals.

/** Change points a row: 1,370 intervals become about 30 rows; a row's points stay small to read. */
export const SEGMENT_POINTS = 64;

export interface HoldingRow {
  account: string;
  fund: string;
  from: string;
  until: string | null;
  units: bigint;
  lastFrom: string;
  /** The points before `lastFrom`, as JSON [day, units] pairs; null: none. */
  points: string | null;
}

/** The holdings (in the domain's order: by sub-account and fund, then by day) packed as rows. */
export function holdingRows(
  holdings: readonly ProjectedHolding[],
  size: number = SEGMENT_POINTS,
): HoldingRow[] {
  const rows: HoldingRow[] = [];
  for (const run of runsOf(holdings))
    for (const points of rowsOfRun(run, size)) {
      const last = points[points.length - 1]!;
      const earlier = points.slice(0, -1).map((h) => [h.from, h.units.toString()]);
      rows.push({
        account: last.account,
        fund: last.fund,
        from: points[0]!.from,
        until: last.until,
        units: last.units,
        lastFrom: last.from,
        points: earlier.length > 0 ? JSON.stringify(earlier) : null,
      });
    }
  return rows;
}

/**
 * A run's points cut into rows of at most `size`, a row's points of one calendar year: so on a
 * year's last day (annual statements, the year's opening value) every row covering it has its
 * last point on or before it, and is valued in the SQL aggregate, never read apart.
 */
function rowsOfRun(run: readonly ProjectedHolding[], size: number): ProjectedHolding[][] {
  const rows: ProjectedHolding[][] = [];
  let row: ProjectedHolding[] = [];
  for (const h of run) {
    const first = row[0];
    if (first && (row.length === size || first.from.slice(0, 4) !== h.from.slice(0, 4))) {
      rows.push(row);
      row = [];
    }
    row.push(h);
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** Maximal runs of one sub-account and fund: each interval begins where the one before ends. */
function runsOf(holdings: readonly ProjectedHolding[]): ProjectedHolding[][] {
  const runs: ProjectedHolding[][] = [];
  let run: ProjectedHolding[] = [];
  for (const h of holdings) {
    const before = run[run.length - 1];
    if (
      before &&
      (before.account !== h.account || before.fund !== h.fund || before.until !== h.from)
    ) {
      runs.push(run);
      run = [];
    }
    run.push(h);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * The units of the last point on or before `asOf` (the row's points; `asOf` within the row).
 * Read from the text as holdingRows writes it, `[["YYYY-MM-DD","units"],...]`, without parsing
 * it: valuing a plan years back reads one row's points a sub-account and fund, and parsing them
 * was most of that valuation's time.
 */
export function unitsOn(points: string, asOf: string): bigint {
  let units: string | undefined;
  // Each point is `["`, its day (10 characters), `","`, its units, `"]`.
  for (let at = points.indexOf('["'); at !== -1; at = points.indexOf('["', at + 15)) {
    if (points.slice(at + 2, at + 12) > asOf) break;
    units = points.slice(at + 15, points.indexOf('"', at + 15));
  }
  if (units === undefined) throw new RangeError(`no change point on or before ${asOf}`);
  return BigInt(units);
}
