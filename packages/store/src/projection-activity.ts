import { compareAccounts, formatMoney, type ProjectedEntry } from '@defcomp/domain';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

// A projection's activity by Plan Year (issue 23 item 4; ARCHITECTURE.md "Projections"): the
// ledger's entries summed per year, sub-account and kind when the projection is written, kept
// as one row per participant and year (its lines as JSON), so that a year's statements read
// one row a participant instead of every entry. The year is the Plan Year (1.27: the calendar year) of the day the engine
// posted the entry: a balance as of a date includes an entry from that day on, so a year's
// opening (December 31 before) plus its activity plus the investment results is its closing
// (domain reports/roll-forward.ts counts a period's entries the same way).

/** A year's sum of one sub-account's entries of one kind (cents) and how many it sums. */
export interface ActivityRow {
  year: number;
  account: string;
  kind: string;
  amount: bigint;
  entries: number;
}

/** The entries summed per Plan Year of their posting day, sub-account and kind. */
export function activityOf(entries: readonly ProjectedEntry[]): ActivityRow[] {
  const rows = new Map<string, ActivityRow>();
  for (const e of entries) {
    const year = Number(e.postedOn.slice(0, 4));
    const key = `${year}\u001f${e.account}\u001f${e.kind}`;
    const row = rows.get(key);
    if (row) {
      row.amount += e.amount;
      row.entries += 1;
    } else rows.set(key, { year, account: e.account, kind: e.kind, amount: e.amount, entries: 1 });
  }
  return [...rows.values()];
}

/** A Plan Year's row: its lines as JSON [account, kind, cents, entries], in the order read. */
export interface ActivityYear {
  year: number;
  lines: string;
}

/** The rows by Plan Year, each year's lines in the plan's order of sub-accounts, then kind. */
export function activityYears(rows: readonly ActivityRow[]): ActivityYear[] {
  const years = new Map<number, ActivityRow[]>();
  for (const row of rows) {
    const year = years.get(row.year);
    if (year) year.push(row);
    else years.set(row.year, [row]);
  }
  return [...years].map(([year, own]) => ({
    year,
    lines: JSON.stringify(
      own
        .sort((a, b) => compareAccounts(a.account, b.account) || compareText(a.kind, b.kind))
        .map((r) => [r.account, r.kind, r.amount.toString(), r.entries]),
    ),
  }));
}

const compareText = (a: string, b: string) => (a < b ? -1 : +(a > b));

/**
 * Per fund, the last Valuation Date an entry was valued at: a price on or before it may change
 * what the entry's units or amount are (the price triggers' "an entry valued on or after the
 * price's date", migration projection-activity).
 */
export function lastValuations(
  entries: readonly ProjectedEntry[],
): { fund: string; lastValuedAt: string }[] {
  const last = new Map<string, string>();
  for (const e of entries) {
    const seen = last.get(e.fund);
    if (seen === undefined || e.valuedAt > seen) last.set(e.fund, e.valuedAt);
  }
  return [...last].map(([fund, lastValuedAt]) => ({ fund, lastValuedAt }));
}

/** One sub-account's activity of one kind in the year: `amount` in dollars ("-1234.50"). */
export interface YearActivity {
  account: string;
  kind: string;
  amount: string;
  entries: number;
}

export interface YearActivityQuery {
  /** Only these participants (default: every participant with a built projection). */
  participantIds?: readonly string[] | undefined;
}

/**
 * The Plan Year's activity of every participant of the plan (or of `participantIds`) from the
 * projections, by participant (in id order), each one's sub-accounts in the plan's order, then
 * kind: what his entries posted in the year add up to. The projections must be fresh
 * (projectionStatus); a participant with no entry in the year is absent.
 */
export async function yearActivity(
  db: Kysely<Database>,
  planId: string,
  year: number,
  query: YearActivityQuery = {},
): Promise<Map<string, YearActivity[]>> {
  if (!Number.isInteger(year)) throw new RangeError(`assertion: ${year} is not a Plan Year`);
  const activity = new Map<string, YearActivity[]>();
  const ids = query.participantIds;
  if (ids?.length === 0) return activity;
  let select = db
    .selectFrom('projection_activity')
    .select(['participant_id', 'lines'])
    .where('plan_id', '=', planId)
    .where('year', '=', year)
    .orderBy('participant_id');
  if (ids) select = select.where('participant_id', 'in', [...ids]);
  for (const row of await select.execute()) {
    const lines = JSON.parse(row.lines) as [string, string, string, number][];
    activity.set(
      row.participant_id,
      lines.map(([account, kind, cents, entries]) => ({
        account,
        kind,
        amount: formatMoney(BigInt(cents)),
        entries,
      })),
    );
  }
  return activity;
}
