import { createHash } from 'node:crypto';
import {
  builtInPlans,
  compareAccounts,
  formatMoney,
  MissingPriceError,
  nyseCalendar,
  parseDate,
  parseMicro,
  parseMoney,
  percentOf,
  valueOf,
  type ParticipantProjection,
  type PaymentJson,
  type ProjectionFailure,
} from '@defcomp/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './audit-seal.js';
import { canonicalJson } from './canonical-json.js';
import { listFunds } from './fund-repository.js';
import { approvedPlanAmendments, getPlan, scenarioAmendment } from './plan-repository.js';
import { CorrectionBook } from './correction-book.js';
import { unitsOn } from './holding-points.js';
import {
  derivedColumns,
  derivedTables,
  projectionRows,
  type DerivedTable,
  type ProjectionRows,
} from './projection-rows.js';
import { unpackTraces } from './result-traces.js';
import { approvedCorrections } from './correction-repository.js';
import type { Database } from './schema.js';

// Projections are derived data (ARCHITECTURE.md "Projections"): rebuilt from the facts at will,
// not sealed by the audit. This module reads and writes them; projection-build.ts builds them.

/** What every projection of a plan is computed from, besides the participant's own facts. */
export interface ProjectionContext {
  /** The plan's last company fact (0: none): a company event invalidates every projection. */
  companySeq: number;
  /** sha256 of the plan's terms, approved amendments, funds and publicly traded flag. */
  contextKey: string;
}

export async function projectionContext(
  db: Kysely<Database>,
  planId: string,
): Promise<ProjectionContext> {
  const plan = await getPlan(db, planId);
  if (!plan) throw new Error(`plan ${planId} is not in the record`);
  const company = await db
    .selectFrom('facts')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('plan_id', '=', planId)
    .where('participant_id', 'is', null)
    .executeTakeFirst();
  const amendments = (await approvedPlanAmendments(db, planId)).map(scenarioAmendment);
  const funds = await listFunds(db, planId);
  // canonicalJson({ definition, publiclyTraded, funds, amendments }) with its keys in order,
  // the plan file's part written once: the terms come from the plan file (built in) and the
  // approved amendments (9.2). Every statement checks the context (the text is the same).
  const basis =
    `{"amendments":${canonicalJson(amendments)},"definition":${definitionText(planId)},` +
    `"funds":${canonicalJson(funds)},"publiclyTraded":${JSON.stringify(plan.publiclyTraded)}}`;
  return {
    companySeq: Number(company?.seq ?? 0),
    contextKey: createHash('sha256').update(basis).digest('hex'),
  };
}

/** The built-in plan file's canonical JSON (null: none), once a plan: the files never change. */
const definitionTexts = new Map<string, string>();
function definitionText(planId: string): string {
  let text = definitionTexts.get(planId);
  if (text === undefined) {
    text = canonicalJson(builtInPlans.get(planId) ?? null);
    definitionTexts.set(planId, text);
  }
  return text;
}

/** The participants of a plan (or of `participantIds`) by the state of their projection. */
export interface ProjectionStatus {
  fresh: string[];
  /** Fresh, but the engine could not evaluate them (reads fall back to the engine's answer). */
  failed: string[];
  /** Missing, or computed from facts, prices or terms that have changed since. */
  stale: string[];
}

export async function projectionStatus(
  db: Kysely<Database>,
  planId: string,
  query: { horizon: string; participantIds?: readonly string[] | undefined },
): Promise<ProjectionStatus> {
  const status: ProjectionStatus = { fresh: [], failed: [], stale: [] };
  if (query.participantIds?.length === 0) return status;
  const context = await currentProjectionContext(db, planId);
  let select = db
    .selectFrom('participants as p')
    .leftJoin('projections as j', (join) =>
      join.onRef('j.plan_id', '=', 'p.plan_id').onRef('j.participant_id', '=', 'p.id'),
    )
    .select(['p.id', 'j.version', 'j.built_version', 'j.status', 'j.horizon'])
    .select(['j.company_seq', 'j.context_key'])
    .where('p.plan_id', '=', planId)
    .orderBy('p.id');
  if (query.participantIds) select = select.where('p.id', 'in', [...query.participantIds]);
  for (const row of await select.execute())
    status[stateOf(row, context, query.horizon)].push(row.id);
  return status;
}

/** What a projection's row says of its freshness (the columns projectionStatus reads). */
interface FreshnessRow {
  version: number | null;
  built_version: number | null;
  status: string | null;
  horizon: string | null;
  company_seq: number | null;
  context_key: string | null;
}

function stateOf(
  row: FreshnessRow,
  context: ProjectionContext,
  horizon: string,
): keyof ProjectionStatus {
  const fresh =
    row.built_version !== null &&
    Number(row.built_version) === Number(row.version) &&
    row.horizon !== null &&
    row.horizon >= horizon &&
    Number(row.company_seq) === context.companySeq &&
    row.context_key === context.contextKey;
  return !fresh ? 'stale' : row.status === 'failed' ? 'failed' : 'fresh';
}

/**
 * Each plan's context as last computed here, with the plan's context version it was computed
 * at, per database handle (a transaction's handle is another, so it never sees a kept one).
 */
const keptContexts = new WeakMap<
  Kysely<Database>,
  Map<string, { version: number; context: ProjectionContext }>
>();

/**
 * The plan's projection context, recomputed only when its context version (raised by the
 * triggers of migration plan-context-versions) has moved since it was kept: the version is read
 * before the context, so a write in between leaves the kept one behind a newer version.
 * `version`: the caller has just read it (null: the plan has no version row, nothing is kept).
 */
export async function currentProjectionContext(
  db: Kysely<Database>,
  planId: string,
  version?: number | null,
): Promise<ProjectionContext> {
  if (version === undefined) {
    const row = await db
      .selectFrom('plan_context_versions')
      .select('version')
      .where('plan_id', '=', planId)
      .executeTakeFirst();
    version = row ? Number(row.version) : null;
  }
  if (version === null) return projectionContext(db, planId);
  let plans = keptContexts.get(db);
  if (!plans) keptContexts.set(db, (plans = new Map()));
  const kept = plans.get(planId);
  if (kept?.version === version) return kept.context;
  const context = await projectionContext(db, planId);
  plans.set(planId, { version, context });
  return context;
}

/**
 * One participant's projection: its stamp and its state through `horizon`, in one indexed read
 * (his row and his plan's context version) while the plan's context is kept. Null: no row.
 */
export async function projectionCheck(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
  horizon: string,
): Promise<{ stamp: ProjectionStamp; state: keyof ProjectionStatus } | null> {
  const row = await db
    .selectFrom('projections as j')
    .leftJoin('plan_context_versions as c', 'c.plan_id', 'j.plan_id')
    .select(['j.version', 'j.built_version', 'j.status', 'j.horizon', 'j.builds', 'j.built_at'])
    .select(['j.company_seq', 'j.context_key', 'c.version as context_version'])
    .where('j.plan_id', '=', planId)
    .where('j.participant_id', '=', participantId)
    .executeTakeFirst();
  if (!row) return null;
  const version = row.context_version === null ? null : Number(row.context_version);
  const context = await currentProjectionContext(db, planId, version);
  return { stamp: stampOf(row), state: stateOf(row, context, horizon) };
}

/** Why these participants' projections failed (a missing price): the engine's message. */
export async function projectionFailures(
  db: Kysely<Database>,
  planId: string,
  participantIds: readonly string[],
): Promise<{ participantId: string; message: string }[]> {
  if (participantIds.length === 0) return [];
  const rows = await db
    .selectFrom('projections')
    .select(['participant_id', 'error'])
    .where('plan_id', '=', planId)
    .where('status', '=', 'failed')
    .where('participant_id', 'in', [...participantIds])
    .orderBy('participant_id')
    .execute();
  return rows.map((r) => ({ participantId: r.participant_id, message: r.error ?? '' }));
}

/**
 * Gives each participant a projection row (pending) and answers each one's version. A builder
 * reads the versions before it reads the facts: a fact recorded meanwhile raises the version
 * (its trigger finds the row), so what was built from older facts is never taken for fresh.
 */
export async function projectionVersions(
  db: Kysely<Database>,
  planId: string,
  participantIds: readonly string[],
): Promise<Map<string, number>> {
  const versions = new Map<string, number>();
  for (let i = 0; i < participantIds.length; i += 500) {
    const chunk = participantIds.slice(i, i + 500);
    await db
      .insertInto('projections')
      .values(chunk.map((id) => ({ plan_id: planId, participant_id: id })))
      .onConflict((oc) => oc.columns(['plan_id', 'participant_id']).doNothing())
      .execute();
    const rows = await db
      .selectFrom('projections')
      .select(['participant_id', 'version'])
      .where('plan_id', '=', planId)
      .where('participant_id', 'in', chunk)
      .execute();
    for (const row of rows) versions.set(row.participant_id, Number(row.version));
  }
  return versions;
}

/** What a build read before it evaluated: its version, his last fact and the plan's context. */
export interface ProjectionBasis extends ProjectionContext {
  version: number;
  factSeq: number;
  builtAt: string;
  builtBy: string;
}

/**
 * Replaces a participant's projection (one transaction per call is the caller's). The row is
 * updated first: on PostgreSQL that locks it, so two builders of one participant take turns.
 */
export async function saveProjection(
  db: Kysely<Database>,
  planId: string,
  projection: ParticipantProjection | ProjectionRows | ProjectionFailure,
  basis: ProjectionBasis,
): Promise<void> {
  const participantId = projection.participantId;
  const failed = 'error' in projection;
  const rows = failed ? null : 'rows' in projection ? projection : projectionRows(projection);
  await db
    .updateTable('projections')
    .set((eb) => ({
      built_version: basis.version,
      status: failed ? 'failed' : 'built',
      horizon: rows?.horizon ?? '9999-12-31',
      fact_seq: basis.factSeq,
      company_seq: basis.companySeq,
      context_key: basis.contextKey,
      result: rows?.result ?? null,
      traces: rows?.traces ?? null,
      error: failed ? projection.error.message : null,
      builds: eb('builds', '+', 1),
      built_at: basis.builtAt,
      built_by: basis.builtBy,
    }))
    .where('plan_id', '=', planId)
    .where('participant_id', '=', participantId)
    .execute();
  for (const table of derivedTables)
    await db
      .deleteFrom(table)
      .where('plan_id', '=', planId)
      .where('participant_id', '=', participantId)
      .execute();
  if (rows)
    for (const table of derivedTables) {
      const json = rows.rows[table];
      if (json !== undefined) await insertRows(db, table, [planId, participantId], json);
    }
}

type StoredResult = Omit<ParticipantProjection['result'], 'payments' | 'refused'>;

/** The stored result with its traces (`traces` given) or without any (`traces` false). */
function readResult(result: string, traces: string | null | false): StoredResult {
  const rest = JSON.parse(result) as StoredResult;
  if (traces === false) {
    // A row built before the traces were apart holds them inline.
    rest.deferrals = rest.deferrals.map(({ trace: _trace, ...deferral }) => deferral);
    rest.companyCredits = rest.companyCredits.map(({ trace: _trace, ...credit }) => credit);
  } else if (traces !== null) {
    const apart = unpackTraces(traces);
    const withTrace = <T>(item: T, trace: string[] | null | undefined): T =>
      trace ? { ...item, trace } : item;
    rest.deferrals = rest.deferrals.map((d, i) => withTrace(d, apart.deferrals[i]));
    rest.companyCredits = rest.companyCredits.map((c, i) => withTrace(c, apart.companyCredits[i]));
  }
  return rest;
}

/**
 * A participant's rows of a derived table in one statement whose parameter is the rows as a
 * JSON array of arrays (projection-rows.ts), unpacked by the database (SQLite's json_each,
 * PostgreSQL's jsonb_array_elements), the owner's columns bound beside it. Built as a multi-row
 * VALUES list, the query builder's per-value work and the bound parameters cost more than the
 * database's insert (bench B7's profile).
 */
async function insertRows(
  db: Kysely<Database>,
  table: DerivedTable,
  [planId, participantId]: [string, string],
  json: string,
): Promise<void> {
  const columns = derivedColumns[table];
  const names = sql.raw(['plan_id', 'participant_id', ...columns.map(([name]) => name)].join(', '));
  if (isPostgres(db)) {
    const values = columns.map(([, type], i) => `(value->>${i})::${type}`).join(', ');
    await sql`insert into ${sql.table(table)} (${names})
      select ${planId}, ${participantId}, ${sql.raw(values)}
      from jsonb_array_elements(${json}::jsonb)`.execute(db);
    return;
  }
  const values = columns.map((_, i) => `value->>${i}`).join(', ');
  await sql`insert into ${sql.table(table)} (${names})
    select ${planId}, ${participantId}, ${sql.raw(values)} from json_each(${json})`.execute(db);
}

/** The Valuation Date on or before a day (1.37): the prices a value as of that day takes. */
export const valuationDayOnOrBefore = (date: string): string =>
  nyseCalendar.onOrBefore(parseDate(date)).toString();

/**
 * Each fund's price on the Valuation Date (the latest point on or before it, FORMAT.md), as
 * corrected (12.9: the loader's CorrectionBook), in micro-units; a fund without one is unpriced.
 */
async function pricesOn(
  db: Kysely<Database>,
  planId: string,
  valuedAt: string,
): Promise<{ prices: Map<string, bigint>; unpriced: string[] }> {
  const prices = new Map<string, bigint>();
  const unpriced: string[] = [];
  const book = new CorrectionBook(await approvedCorrections(db, planId));
  const funds = (await listFunds(db, planId)).map((f) => book.fund(f));
  const quoted = funds.filter((f) => f.constantPrice === null).map((f) => f.id);
  // Without corrections the latest point is the price, all funds' in one statement; with them,
  // the latest not voided, from each fund's points.
  const latest = book.size === 0 ? await latestPrices(db, planId, quoted, valuedAt) : null;
  for (const fund of funds) {
    const text =
      fund.constantPrice ??
      (latest
        ? latest.get(fund.id)
        : book.prices(fund.id, await pointsThrough(db, planId, fund.id, valuedAt))[0]?.price);
    const price = text === undefined ? 0n : parseMicro(text);
    if (price > 0n) prices.set(fund.id, price);
    else unpriced.push(fund.id);
  }
  return { prices, unpriced };
}

/**
 * Each fund's latest price point on or before the day: one statement, a lookup by the prices'
 * key a fund (a statement read a round trip a fund; on PostgreSQL each costs the server's CPU).
 */
async function latestPrices(
  db: Kysely<Database>,
  planId: string,
  funds: readonly string[],
  valuedAt: string,
): Promise<Map<string, string>> {
  if (funds.length === 0) return new Map();
  const latest = funds.map(
    (fund, i) => sql`select * from (select fund_id, price from prices
      where plan_id = ${planId} and fund_id = ${fund} and date <= ${valuedAt}
      order by date desc limit 1) as ${sql.raw(`f${i}`)}`,
  );
  const result = await sql<{ fund_id: string; price: string }>`${sql.join(
    latest,
    sql` union all `,
  )}`.execute(db);
  return new Map(result.rows.map((r) => [r.fund_id, r.price]));
}

const pointsThrough = (db: Kysely<Database>, planId: string, fundId: string, valuedAt: string) =>
  db
    .selectFrom('prices')
    .select(['date', 'price'])
    .where('plan_id', '=', planId)
    .where('fund_id', '=', fundId)
    .where('date', '<=', valuedAt)
    .orderBy('date', 'desc')
    .execute();

export interface ValueQuery {
  /** Only these participants (default: every participant with a built projection). */
  participantIds?: readonly string[] | undefined;
}

/**
 * The value of every sub-account of every participant as of `asOf` (FORMAT.md balances: RTA,
 * each sub-account opened by then, CCA and CCAVested), read from the projections as a SQL
 * aggregate of units x prices: no engine run. The projections must be fresh (projectionStatus);
 * the answer equals the engine's evaluation as of `asOf` (packages/store/test/projections.test.ts).
 */
export async function valueAllAsOf(
  db: Kysely<Database>,
  planId: string,
  asOf: string,
  query: ValueQuery = {},
): Promise<Map<string, Record<string, string>>> {
  const ids = query.participantIds;
  const balances = new Map<string, Record<string, string>>();
  if (ids?.length === 0) return balances;
  const valuedAt = valuationDayOnOrBefore(asOf);
  const { prices, unpriced } = await pricesOn(db, planId, valuedAt);
  await refuseMissingPrices(db, planId, asOf, valuedAt, unpriced, ids);
  const values = await accountValues(db, planId, asOf, prices, ids);
  const opened = await accountsOpened(db, planId, asOf, ids);
  const vested = await vestedPcts(db, planId, asOf, ids);
  const participants =
    ids ??
    (
      await db
        .selectFrom('projections')
        .select('participant_id')
        .where('plan_id', '=', planId)
        .where('status', '=', 'built')
        .orderBy('participant_id')
        .execute()
    ).map((r) => r.participant_id);
  for (const id of participants) {
    const own: Record<string, string> = { RTA: '0.00' };
    for (const account of (opened.get(id) ?? []).sort(compareAccounts))
      own[account] = formatMoney(values.get(`${id}\u001f${account}`) ?? 0n);
    const cca = parseMoney(own.CCA ?? '0.00');
    own.CCA = formatMoney(cca);
    own.CCAVested = formatMoney(percentOf(cca, vested.get(id) ?? 0));
    balances.set(id, own);
  }
  return balances;
}

/** Units held in a fund without a price on the day: the engine's missing price (7.2). */
async function refuseMissingPrices(
  db: Kysely<Database>,
  planId: string,
  asOf: string,
  valuedAt: string,
  unpricedFunds: readonly string[],
  ids: readonly string[] | undefined,
): Promise<void> {
  // Every fund a holding can name is a plan fund: with all of them priced there is nothing to
  // look for (before, this read every holding of the plan to find none).
  if (unpricedFunds.length === 0) return;
  // The first such holding is enough. No DISTINCT: with it SQLite walks the plan's holdings by
  // fund (every participant's) rather than the participant's own by the primary key.
  const select = heldOn(db, planId, asOf, ids)
    .select('h.fund_id')
    .where('h.fund_id', 'in', [...unpricedFunds])
    .limit(1);
  const unpriced = await select.executeTakeFirst();
  if (unpriced)
    throw new MissingPriceError(
      `prices.${unpriced.fund_id}`,
      `no positive price for ${unpriced.fund_id} on or before ${valuedAt}`,
    );
}

/** Holdings on `asOf` in the sub-accounts opened by then. */
function heldOn(
  db: Kysely<Database>,
  planId: string,
  asOf: string,
  ids: readonly string[] | undefined,
) {
  let select = db
    .selectFrom('projection_holdings as h')
    .innerJoin('projection_accounts as a', (join) =>
      join
        .onRef('a.plan_id', '=', 'h.plan_id')
        .onRef('a.participant_id', '=', 'h.participant_id')
        .onRef('a.account', '=', 'h.account'),
    )
    .where('h.plan_id', '=', planId)
    .where('a.opened_on', '<=', asOf)
    .where('h.from_date', '<=', asOf)
    .where((eb) => eb.or([eb('h.until_date', 'is', null), eb('h.until_date', '>', asOf)]));
  if (ids) select = select.where('h.participant_id', 'in', [...ids]);
  return select;
}

/**
 * Per participant and sub-account, the sum over funds of units x price half-up to cents
 * (FORMAT.md), in cents. A holding whose row's last change point is on or before `asOf` is
 * valued in the SQL aggregate; one whose units on `asOf` are an earlier point of its row
 * (holding-points.ts) comes back with its row's points, valued here. The product can pass 64
 * bits (micro-units times micro-dollars), so it is taken in two parts: with u = units and
 * p = price, u x p = A x 10^5 + B where A = (u div 10^5) x p and B = (u mod 10^5) x p, and
 * round(u x p / 10^10) = A div 10^5 + (A mod 10^5 x 10^5 + B + 5 x 10^9) div 10^10 — exact in
 * 64-bit integers on both databases for any holding under about $900 billion at a price under
 * $90 million (units are never negative). Every sub-account held is valued; the caller keeps
 * those opened by `asOf` (accountsOpened, read anyway): a join to them here cost more than the
 * pass (at 10,000, 0.39 against 0.21 s).
 */
async function accountValues(
  db: Kysely<Database>,
  planId: string,
  asOf: string,
  prices: ReadonlyMap<string, bigint>,
  ids: readonly string[] | undefined,
): Promise<Map<string, bigint>> {
  const values = new Map<string, bigint>();
  if (prices.size === 0) return values;
  const rows = sql.join(
    [...prices].map(([fund, price]) => sql`(cast(${fund} as text), cast(${price} as bigint))`),
  );
  const a = sql`((h.units / 100000) * h.price)`;
  const value = sql`${a} / 100000 + ((${a} % 100000) * 100000 + (h.units % 100000) * h.price + 5000000000) / 10000000000`;
  const participants = ids
    ? sql`and h.participant_id in (${sql.join(ids.map((id) => sql`${id}`))})`
    : sql``;
  const recent = !ids && (await nearTheEnd(db, planId, asOf, [...prices.keys()]));
  const alive = recent ? endingAfter(planId, asOf) : heldAnyOn(planId, asOf, participants);
  const result = await sql<HoldingValue>`
    with p (fund_id, price) as (values ${rows}),
    alive (participant_id, account, fund_id, from_date, units, price, last_from) as (${alive})
    select h.participant_id, h.account, cast(sum(${value}) as text) as value,
      null as fund_id, null as points
    from alive h where h.last_from <= ${asOf}
    group by h.participant_id, h.account
    union all
    select h.participant_id, h.account, null, h.fund_id, hp.points
    from alive h left join projection_holding_points hp
      on hp.plan_id = ${planId} and hp.participant_id = h.participant_id
        and hp.account = h.account and hp.fund_id = h.fund_id and hp.from_date = h.from_date
    where h.last_from > ${asOf}`.execute(db);
  for (const row of result.rows) {
    const key = `${row.participant_id}\u001f${row.account}`;
    const value = row.value !== null ? BigInt(row.value) : earlierPointValue(row, asOf, prices);
    values.set(key, (values.get(key) ?? 0n) + value);
  }
  return values;
}

/** A holding valued at an earlier point of its row; a row without its points is refused. */
function earlierPointValue(
  row: HoldingValue,
  asOf: string,
  prices: ReadonlyMap<string, bigint>,
): bigint {
  if (row.points === null)
    throw new Error(
      `projection of ${row.participant_id}: the holding of ${row.fund_id} in ${row.account} on ${asOf} has no change points stored`,
    );
  return valueOf(unitsOn(row.points, asOf), prices.get(row.fund_id!)!);
}

/** A sub-account's value from the aggregate, or a holding whose units are an earlier point. */
interface HoldingValue {
  participant_id: string;
  account: string;
  value: string | null;
  fund_id: string | null;
  points: string | null;
}

/** A holding's columns the valuation reads (its points are apart: projection_holding_points). */
const held = sql`h.participant_id, h.account, h.fund_id, h.from_date, h.units, p.price,
  h.last_from`;

/** Holdings on `asOf`, in one pass over the plan's (or the participants') holdings. */
const heldAnyOn = (planId: string, asOf: string, participants: RawBuilder<unknown>) => sql`
  select ${held}
  from projection_holdings h join p on p.fund_id = h.fund_id
  where h.plan_id = ${planId} and h.from_date <= ${asOf}
    and (h.until_date is null or h.until_date > ${asOf}) ${participants}`;

/**
 * Holdings on `asOf` found by the (plan, fund, until_date) index: those held to the horizon and
 * those ending after `asOf`. Near the record's end these are about one a sub-account and fund,
 * and reading them by the index is several times faster than a pass over the plan's holdings;
 * years back most holdings end after the date and the pass is faster (measured on the bench's
 * book of 1,000 when a row was one interval, 1.4 million of them: 42 against 260 ms on its last
 * day, 108 against 260 ms a year before, 370 against 235 ms five years before).
 */
const endingAfter = (planId: string, asOf: string) => sql`
  select ${held}
  from p cross join projection_holdings h
  where h.plan_id = ${planId} and h.fund_id = p.fund_id and h.until_date is null
    and h.from_date <= ${asOf}
  union all
  select ${held}
  from p cross join projection_holdings h
  where h.plan_id = ${planId} and h.fund_id = p.fund_id and h.until_date > ${asOf}
    and h.from_date <= ${asOf}`;

/**
 * Whether `asOf` is within a year of the plan's last price. Holdings end where units change: on
 * the record's pay dates and payments, all priced, and on the few projected payments after the
 * last price. So within a year of that price few holdings end after `asOf` (on the bench's book,
 * when a row was one interval, 7,188 of 1.4 million on its last day, 133,072 a year before; a
 * row of change points ends every 64 changes, so fewer still).
 */
async function nearTheEnd(
  db: Kysely<Database>,
  planId: string,
  asOf: string,
  funds: readonly string[],
): Promise<boolean> {
  let last: string | null = null;
  for (const fund of funds) {
    // One index lookup a fund (the max of the (plan, fund, date) key's last column).
    const row = await db
      .selectFrom('prices')
      .select((eb) => eb.fn.max('date').as('last'))
      .where('plan_id', '=', planId)
      .where('fund_id', '=', fund)
      .executeTakeFirst();
    if (row?.last && (last === null || row.last > last)) last = row.last;
  }
  if (last === null) return false;
  // ISO dates compare as text; a year back is the year's digits less one.
  return asOf >= `${Number(last.slice(0, 4)) - 1}${last.slice(4)}`;
}

async function accountsOpened(
  db: Kysely<Database>,
  planId: string,
  asOf: string,
  ids: readonly string[] | undefined,
): Promise<Map<string, string[]>> {
  let select = db
    .selectFrom('projection_accounts')
    .select(['participant_id', 'account'])
    .where('plan_id', '=', planId)
    .where('opened_on', '<=', asOf);
  if (ids) select = select.where('participant_id', 'in', [...ids]);
  const opened = new Map<string, string[]>();
  for (const row of await select.execute()) {
    const own = opened.get(row.participant_id);
    if (own) own.push(row.account);
    else opened.set(row.participant_id, [row.account]);
  }
  return opened;
}

async function vestedPcts(
  db: Kysely<Database>,
  planId: string,
  asOf: string,
  ids: readonly string[] | undefined,
): Promise<Map<string, number>> {
  let select = db
    .selectFrom('projection_vesting')
    .select(['participant_id', 'pct'])
    .where('plan_id', '=', planId)
    .where('from_date', '<=', asOf)
    .where((eb) => eb.or([eb('until_date', 'is', null), eb('until_date', '>', asOf)]));
  if (ids) select = select.where('participant_id', 'in', [...ids]);
  return new Map((await select.execute()).map((r) => [r.participant_id, Number(r.pct)]));
}

type PaymentRow = Pick<Database['projection_payments'], (typeof PAYMENT_READ)[number]>;

export interface PaymentQuery {
  participantIds?: readonly string[] | undefined;
  /** Paid after this day. */
  after?: string | undefined;
  /** Paid on or before this day. */
  through?: string | undefined;
  /** Valued on or before this day. */
  valuedThrough?: string | undefined;
  /** With each payment's trace (default); false leaves the trace column unread. */
  traces?: boolean | undefined;
}

const PAYMENT_READ = [
  'participant_id',
  'date',
  'account',
  'benefit',
  'amount',
  'valued_at',
  'installment',
  'payee',
  'on_time_through',
  'rules',
  'extra',
] as const;

/**
 * The projected payments (the schedule through the horizon, with their traces unless
 * `traces: false`), by participant.
 */
export async function projectedPayments(
  db: Kysely<Database>,
  planId: string,
  query: PaymentQuery = {},
): Promise<Map<string, PaymentJson[]>> {
  const traces = query.traces ?? true;
  let select = db
    .selectFrom('projection_payments')
    .select(traces ? [...PAYMENT_READ, 'trace'] : [...PAYMENT_READ])
    .where('plan_id', '=', planId)
    .orderBy('participant_id')
    .orderBy('seq');
  if (query.participantIds)
    select = select.where('participant_id', 'in', [...query.participantIds]);
  if (query.after !== undefined) select = select.where('date', '>', query.after);
  if (query.through !== undefined) select = select.where('date', '<=', query.through);
  if (query.valuedThrough !== undefined)
    select = select.where('valued_at', '<=', query.valuedThrough);
  const payments = new Map<string, PaymentJson[]>();
  for (const row of (await select.execute()) as ({ trace?: string | null } & PaymentRow)[]) {
    const payment: PaymentJson = {
      date: row.date,
      account: row.account,
      benefit: row.benefit,
      amount: row.amount,
      valuedAt: row.valued_at,
      ...(row.installment
        ? { installment: row.installment.split('/').map(Number) as [number, number] }
        : {}),
      payee: row.payee,
      onTimeThrough: row.on_time_through,
      rules: JSON.parse(row.rules) as string[],
      ...(row.trace ? { trace: JSON.parse(row.trace) as string[] } : {}),
      ...(row.extra ? (JSON.parse(row.extra) as Partial<PaymentJson>) : {}),
    };
    const own = payments.get(row.participant_id);
    if (own) own.push(payment);
    else payments.set(row.participant_id, [payment]);
  }
  return payments;
}

/**
 * A built projection's result through its horizon (each payment and credit with its trace) and
 * the date of the event each refusal refused: what domain `resultAsOf` reads "as of D" from.
 * Null when he has no built projection.
 */
export async function projectedResult(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
  options: { traces?: boolean } = {},
): Promise<Pick<ParticipantProjection, 'result' | 'refusedOn'> | null> {
  const traces = options.traces ?? true;
  // Without traces, the traces column is not read (only whether the row has it apart).
  const row = await db
    .selectFrom('projections')
    .select(['result', 'status'])
    .select((eb) =>
      traces
        ? eb.ref('traces').as('traces')
        : sql<string | null>`case when traces is null then 'inline' end`.as('traces'),
    )
    .where('plan_id', '=', planId)
    .where('participant_id', '=', participantId)
    .executeTakeFirst();
  if (row?.status !== 'built' || row.result === null) return null;
  const refusals = await db
    .selectFrom('projection_refusals')
    .select(['event_date', 'refusal'])
    .where('plan_id', '=', planId)
    .where('participant_id', '=', participantId)
    .orderBy('seq')
    .execute();
  const payments = await projectedPayments(db, planId, {
    participantIds: [participantId],
    traces,
  });
  const rest = traces
    ? readResult(row.result, row.traces)
    : row.traces === 'inline'
      ? readResult(row.result, false)
      : readResult(row.result, null);
  return {
    result: {
      ...rest,
      payments: payments.get(participantId) ?? [],
      refused: refusals.map(
        (r) => JSON.parse(r.refusal) as ParticipantProjection['result']['refused'][number],
      ),
    },
    refusedOn: refusals.map((r) => r.event_date),
  };
}

/**
 * What identifies his projection's build: its version (raised by every fact, price, payment
 * made or correction that concerns him), the builds counter and when it was built. Equal stamps
 * read the same projection; a rebuild or a new fact changes it. Null when he has no row.
 */
export interface ProjectionStamp {
  version: number;
  builtVersion: number | null;
  status: string;
  builds: number;
  builtAt: string | null;
}

export async function projectionStamp(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
): Promise<ProjectionStamp | null> {
  const row = await db
    .selectFrom('projections')
    .select(['version', 'built_version', 'status', 'builds', 'built_at'])
    .where('plan_id', '=', planId)
    .where('participant_id', '=', participantId)
    .executeTakeFirst();
  return row ? stampOf(row) : null;
}

function stampOf(row: {
  version: number;
  built_version: number | null;
  status: string;
  builds: number;
  built_at: string | null;
}): ProjectionStamp {
  return {
    version: Number(row.version),
    builtVersion: row.built_version === null ? null : Number(row.built_version),
    status: row.status,
    builds: Number(row.builds),
    builtAt: row.built_at,
  };
}
