// B1's comparison (issue 9): the value of every sub-account as of a date, as the store computes
// it from the projections (projection-repository.ts `accountValues`: units x price per holding,
// half-up to cents, in two 64-bit parts), run as one query on the record's database and on the
// same rows copied into DuckDB (@duckdb/node-api, a development dependency only). Only the
// queries are timed; DuckDB's copy is reported apart. DuckDB's `//` is the integer division
// SQLite's and PostgreSQL's `/` is on integers: otherwise the query is the same.
import { performance } from 'node:perf_hooks';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'kysely';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const built = (path) => import(pathToFileURL(join(ROOT, path)).href);

/** Each fund's price (micro-units) on the Valuation Date on or before `asOf`. */
async function prices(db, planId, asOf) {
  const { valuationDayOnOrBefore, listFunds } = await built('packages/store/dist/index.js');
  const { parseMicro } = await built('packages/domain/dist/index.js');
  const valuedAt = valuationDayOnOrBefore(asOf);
  const out = [];
  for (const fund of await listFunds(db, planId)) {
    const row = await db
      .selectFrom('prices')
      .select('price')
      .where('plan_id', '=', planId)
      .where('fund_id', '=', fund.id)
      .where('date', '<=', valuedAt)
      .orderBy('date', 'desc')
      .limit(1)
      .executeTakeFirst();
    const text = fund.constantPrice ?? row?.price;
    if (text !== undefined) out.push([fund.id, parseMicro(text)]);
  }
  return out;
}

// The store's query for a date within a year of the plan's last price (projection-repository.ts
// `endingAfter`, as B1's book end is): the holdings held to the horizon or ending after the date,
// which SQLite and PostgreSQL find by the (plan, fund, until_date) index, each row valued at its
// last change point (the store reads the few rows whose units on the date are an earlier point
// of the row apart: holding-points.ts).
const query = (div, values, planId, asOf) => `
  with p (fund_id, price) as (values ${values}),
  alive (participant_id, account, units, price) as (
    select h.participant_id, h.account, h.units, p.price
    from p cross join projection_holdings h
    where h.plan_id = '${planId}' and h.fund_id = p.fund_id and h.until_date is null
      and h.from_date <= '${asOf}' and h.last_from <= '${asOf}'
    union all
    select h.participant_id, h.account, h.units, p.price
    from p cross join projection_holdings h
    where h.plan_id = '${planId}' and h.fund_id = p.fund_id and h.until_date > '${asOf}'
      and h.from_date <= '${asOf}' and h.last_from <= '${asOf}')
  select h.participant_id, h.account,
    cast(sum(((h.units ${div} 100000) * h.price) ${div} 100000
      + ((((h.units ${div} 100000) * h.price) % 100000) * 100000
         + (h.units % 100000) * h.price + 5000000000) ${div} 10000000000) as varchar) as value
  from alive h
  cross join projection_accounts a
  where a.plan_id = '${planId}' and a.participant_id = h.participant_id
    and a.account = h.account and a.opened_on <= '${asOf}'
  group by h.participant_id, h.account`;

const valuesOf = (list) =>
  list.map(([fund, price]) => `(cast('${fund}' as text), cast(${price} as bigint))`).join(', ');
const total = (rows) => rows.reduce((sum, row) => sum + BigInt(row.value), 0n).toString();

/** The aggregate on the record's database (SQLite or PostgreSQL). */
export async function aggregate(store, planId, asOf) {
  const list = await prices(store.db, planId, asOf);
  const text = query('/', valuesOf(list), planId, asOf).replace('as varchar', 'as text');
  const start = performance.now();
  const { rows } = await sql.raw(text).execute(store.db);
  return { seconds: (performance.now() - start) / 1000, rows: rows.length, total: total(rows) };
}

/** The plan's projection holdings and accounts copied into DuckDB, then the same aggregate. */
export async function duckDbAggregate(store, planId, asOf) {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const loadStart = performance.now();
    await copyTables(store.db, connection, planId);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const list = await prices(store.db, planId, asOf);
    const start = performance.now();
    const reader = await connection.runAndReadAll(query('//', valuesOf(list), planId, asOf));
    const seconds = (performance.now() - start) / 1000;
    const rows = reader.getRowObjects();
    return { seconds, loadSeconds, rows: rows.length, total: total(rows) };
  } finally {
    connection.closeSync();
  }
}

/** Participants copied a query (about 140,000 holdings on the bench's book). */
const BATCH = 100;

async function copyTables(db, connection, planId) {
  await connection.run(`create table projection_holdings (plan_id varchar, participant_id varchar,
    account varchar, fund_id varchar, from_date varchar, until_date varchar, units bigint,
    last_from varchar)`);
  await connection.run(`create table projection_accounts (plan_id varchar, participant_id varchar,
    account varchar, opened_on varchar)`);
  const holdings = await connection.createAppender('projection_holdings');
  // A batch of participants at a time by the primary key's prefix, in no order (DuckDB needs
  // none): no OFFSET, which re-walks every row before it, and no sort of the plan's holdings.
  const ids = (
    await db
      .selectFrom('projections')
      .select('participant_id')
      .where('plan_id', '=', planId)
      .execute()
  ).map((r) => r.participant_id);
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = await db
      .selectFrom('projection_holdings')
      .select([
        'participant_id',
        'account',
        'fund_id',
        'from_date',
        'until_date',
        'units',
        'last_from',
      ])
      .where('plan_id', '=', planId)
      .where('participant_id', 'in', ids.slice(i, i + BATCH))
      .execute();
    for (const row of rows) {
      holdings.appendVarchar(planId);
      holdings.appendVarchar(row.participant_id);
      holdings.appendVarchar(row.account);
      holdings.appendVarchar(row.fund_id);
      holdings.appendVarchar(row.from_date);
      if (row.until_date === null) holdings.appendNull();
      else holdings.appendVarchar(row.until_date);
      holdings.appendBigInt(BigInt(row.units));
      holdings.appendVarchar(row.last_from);
      holdings.endRow();
    }
  }
  holdings.closeSync();
  const accounts = await connection.createAppender('projection_accounts');
  const opened = await db
    .selectFrom('projection_accounts')
    .select(['participant_id', 'account', 'opened_on'])
    .where('plan_id', '=', planId)
    .execute();
  for (const row of opened) {
    accounts.appendVarchar(planId);
    accounts.appendVarchar(row.participant_id);
    accounts.appendVarchar(row.account);
    accounts.appendVarchar(row.opened_on);
    accounts.endRow();
  }
  accounts.closeSync();
}
