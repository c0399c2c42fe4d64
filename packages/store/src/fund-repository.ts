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
  fund: Fund & { planId: string; recordedAt: string; recordedBy: string },
): Promise<void> {
  await db
    .insertInto('funds')
    .values({
      plan_id: fund.planId,
      id: fund.id,
      name: fund.name,
      capital_preservation: fund.capitalPreservation ? 1 : 0,
      constant_price: fund.constantPrice,
      recorded_at: fund.recordedAt,
      recorded_by: fund.recordedBy,
    })
    .execute();
}

/**
 * The plan's funds (fund ids are unique within a plan: each employer has its own "SV"); those
 * recorded by `knownAt` if given.
 */
export async function listFunds(
  db: Kysely<Database>,
  planId: string,
  knownAt?: string,
): Promise<Fund[]> {
  let select = db.selectFrom('funds').selectAll().where('plan_id', '=', planId).orderBy('id');
  if (knownAt !== undefined) select = select.where('recorded_at', '<=', knownAt);
  return (await select.execute()).map(toFund);
}

export async function getFund(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<Fund | undefined> {
  const row = await db
    .selectFrom('funds')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
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
  fund: { planId: string; fundId: string },
  knownAt?: string,
): Promise<Price[]> {
  let select = db
    .selectFrom('prices')
    .select(['date', 'price'])
    .where('plan_id', '=', fund.planId)
    .where('fund_id', '=', fund.fundId)
    .orderBy('date');
  if (knownAt !== undefined) select = select.where('recorded_at', '<=', knownAt);
  return select.execute();
}

export async function addPrice(
  db: Kysely<Database>,
  fund: { planId: string; fundId: string },
  price: Price & { recordedAt: string; recordedBy: string },
): Promise<void> {
  await db
    .insertInto('prices')
    .values({
      plan_id: fund.planId,
      fund_id: fund.fundId,
      date: price.date,
      price: price.price,
      recorded_at: price.recordedAt,
      recorded_by: price.recordedBy,
    })
    .execute();
}
