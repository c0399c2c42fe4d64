import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

// Issue 10 item 2: the Plan Asset Committee's price controls and its funds' data, each kept as
// dated rows (append-only, sealed): the latest recorded is in force, the earlier stay history.

export interface PriceControl {
  /** A percentage, exact decimal: a price moving more than this from the one before is flagged. */
  largeMovePct: string;
  recordedAt: string;
  recordedBy: string;
}

/** Records the controls as the plan's next version (the caller holds the plan's lock): its number. */
export async function recordPriceControl(
  db: Kysely<Database>,
  row: PriceControl & { planId: string },
): Promise<number> {
  const last = await db
    .selectFrom('price_controls')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('plan_id', '=', row.planId)
    .executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  await db
    .insertInto('price_controls')
    .values({
      plan_id: row.planId,
      version,
      large_move_pct: row.largeMovePct,
      recorded_at: row.recordedAt,
      recorded_by: row.recordedBy,
    })
    .execute();
  return version;
}

/** The controls in force: the latest recorded; null when the committee has set none. */
export async function currentPriceControl(
  db: Kysely<Database>,
  planId: string,
): Promise<PriceControl | null> {
  const row = await db
    .selectFrom('price_controls')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return row
    ? { largeMovePct: row.large_move_pct, recordedAt: row.recorded_at, recordedBy: row.recorded_by }
    : null;
}

export interface FundDetails {
  ticker: string | null;
  assetClass: string | null;
  /** Annual expense ratio in percent, exact decimal ("0.035"). */
  expenseRatioPct: string | null;
}

export async function recordFundDetails(
  db: Kysely<Database>,
  row: FundDetails & {
    planId: string;
    fundId: string;
    recordedAt: string;
    recordedBy: string;
  },
): Promise<void> {
  const last = await db
    .selectFrom('fund_details')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('plan_id', '=', row.planId)
    .where('fund_id', '=', row.fundId)
    .executeTakeFirst();
  await db
    .insertInto('fund_details')
    .values({
      plan_id: row.planId,
      fund_id: row.fundId,
      version: Number(last?.version ?? 0) + 1,
      ticker: row.ticker,
      asset_class: row.assetClass,
      expense_ratio_pct: row.expenseRatioPct,
      recorded_at: row.recordedAt,
      recorded_by: row.recordedBy,
    })
    .execute();
}

/** Each fund's data as last recorded (funds without any are absent). */
export async function listFundDetails(
  db: Kysely<Database>,
  planId: string,
): Promise<Map<string, FundDetails>> {
  const rows = await db
    .selectFrom('fund_details')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('fund_id')
    .orderBy('version')
    .execute();
  const details = new Map<string, FundDetails>();
  for (const row of rows)
    details.set(row.fund_id, {
      ticker: row.ticker,
      assetClass: row.asset_class,
      expenseRatioPct: row.expense_ratio_pct,
    });
  return details;
}
