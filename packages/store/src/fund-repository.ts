import type { Kysely } from 'kysely';
import type { Database, FundTable } from './schema.js';

export interface Fund {
  id: string;
  name: string;
  capitalPreservation: boolean;
  constantPrice: string | null;
}

export interface Price {
  date: string;
  price: string;
}

export async function createFund(
  db: Kysely<Database>,
  fund: Fund & { recordedAt: string; recordedBy: string },
): Promise<void> {
  await db
    .insertInto('funds')
    .values({
      id: fund.id,
      name: fund.name,
      capital_preservation: fund.capitalPreservation ? 1 : 0,
      constant_price: fund.constantPrice,
      recorded_at: fund.recordedAt,
      recorded_by: fund.recordedBy,
    })
    .execute();
}

export async function listFunds(db: Kysely<Database>): Promise<Fund[]> {
  const rows = await db.selectFrom('funds').selectAll().orderBy('id').execute();
  return rows.map(toFund);
}

export async function getFund(db: Kysely<Database>, id: string): Promise<Fund | undefined> {
  const row = await db.selectFrom('funds').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toFund(row);
}

function toFund(row: FundTable): Fund {
  return {
    id: row.id,
    name: row.name,
    capitalPreservation: Number(row.capital_preservation) === 1,
    constantPrice: row.constant_price,
  };
}

/** A fund's price points by date, as known at an instant (all when `knownAt` is undefined). */
export async function listPrices(
  db: Kysely<Database>,
  fundId: string,
  knownAt?: string,
): Promise<Price[]> {
  let select = db
    .selectFrom('prices')
    .select(['date', 'price'])
    .where('fund_id', '=', fundId)
    .orderBy('date');
  if (knownAt !== undefined) select = select.where('recorded_at', '<=', knownAt);
  return select.execute();
}

export async function addPrice(
  db: Kysely<Database>,
  fundId: string,
  price: Price & { recordedAt: string; recordedBy: string },
): Promise<void> {
  await db
    .insertInto('prices')
    .values({
      fund_id: fundId,
      date: price.date,
      price: price.price,
      recorded_at: price.recordedAt,
      recorded_by: price.recordedBy,
    })
    .execute();
}
