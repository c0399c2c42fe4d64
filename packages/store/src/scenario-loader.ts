import { sql, type Kysely } from 'kysely';
import { sumMoney } from '@defcomp/domain';
import { isPostgres } from './audit-seal.js';
import { CorrectionBook } from './correction-book.js';
import { approvedCorrections, type Correction } from './correction-repository.js';
import { listFacts, type Fact, type PlanEvent } from './fact-log.js';
import { listFundClosures } from './fund-closure-repository.js';
import { listFunds, listPrices, type Fund } from './fund-repository.js';
import { listParticipants } from './participant-repository.js';
import {
  approvedPlanAmendments,
  getPlan,
  scenarioAmendment,
  type ScenarioAmendment,
} from './plan-repository.js';
import { listPaymentsMade, type PaymentMadeRecord } from './payment-run-repository.js';
import type { Database } from './schema.js';

/** FORMAT.md's scenario input, assembled from the record (`defcomp-scenario/1`). */
export interface ScenarioInput {
  format: 'defcomp-scenario/1';
  description: string;
  /** Plan 9.2: the approved amendments, each a dated overlay in force from its date. */
  plan: { id: string; amendments: ScenarioAmendment[] };
  company: { publiclyTraded: boolean; events: PlanEvent[] };
  funds: {
    id: string;
    name: string;
    capitalPreservation?: boolean;
    /** 7.3: closed on `date` (approved by a second member), naming its successor. */
    closed?: { date: string; successor: string };
  }[];
  prices: Record<string, { constant: string } | { points: [string, string][] }>;
  evaluateThrough: string;
  participants: {
    id: string;
    hireDate: string;
    birthDate?: string;
    events: PlanEvent[];
  }[];
}

export interface ScenarioQuery {
  planId: string;
  /** Evaluate events and payments up to and including this date. */
  asOf: string;
  /** Only facts recorded at or before this instant: what the plan knew then. */
  knownAt?: string | undefined;
  /** Only these participants (each is evaluated independently of the others). */
  participantIds?: string[] | undefined;
  /** Corrections not approved yet, applied after the approved ones: a preview of their effect. */
  withCorrections?: readonly Correction[] | undefined;
}

/**
 * The plan's facts ARE the scenario's events: the record is turned back into a scenario, in the
 * order the facts were recorded, and the engine evaluates it (events are ordered by date there).
 * A question about some participants reads only their facts, the plan's company facts, funds
 * and prices (indexed by plan and participant): never another participant's or plan's.
 * Approved corrections (12.9) are applied as the record is assembled (correction-book.ts), and
 * `knownAt` applies to everything: facts, participants, funds, prices, amendments and
 * corrections recorded or approved by then.
 */
export async function loadScenario(
  db: Kysely<Database>,
  query: ScenarioQuery,
): Promise<ScenarioInput> {
  const plan = await getPlan(db, query.planId);
  if (!plan) throw new Error(`plan ${query.planId} is not in the record`);
  const { planId, knownAt, participantIds } = query;
  const book = new CorrectionBook([
    ...(await approvedCorrections(db, planId, knownAt)),
    ...(query.withCorrections ?? []),
  ]);
  const amendments = await approvedPlanAmendments(db, planId, knownAt);
  const company = await listFacts(db, { planId, participantId: null, knownAt });
  const participants = await listParticipants(db, planId, participantIds, knownAt);
  // The whole plan's facts only for a question about everyone (a payment run, the liability).
  const facts = await listFacts(db, { planId, participantIds, knownAt });
  const byParticipant = new Map<string | null, PlanEvent[]>();
  for (const event of corrected(facts, book)) {
    const events = byParticipant.get(event.participantId);
    if (events) events.push(event.event);
    else byParticipant.set(event.participantId, [event.event]);
  }
  return {
    format: 'defcomp-scenario/1',
    description: `${plan.name} as of ${query.asOf}`,
    // The record's plan id is its definition's (plans/<id>/plan.json).
    plan: { id: plan.id, amendments: amendments.map(scenarioAmendment) },
    company: {
      publiclyTraded: plan.publiclyTraded,
      events: corrected(company, book).map((f) => f.event),
    },
    ...(await loadFunds(db, planId, knownAt, book)),
    evaluateThrough: query.asOf,
    participants: participants
      .map((p) => book.participant(p))
      .map((p) => ({
        id: p.id,
        hireDate: p.hireDate,
        ...(p.birthDate ? { birthDate: p.birthDate } : {}),
        events: byParticipant.get(p.id) ?? [],
      })),
  };
}

/** The facts as corrected, in their order: voided ones left out, superseded ones replaced. */
function corrected(facts: readonly Fact[], book: CorrectionBook) {
  return facts.flatMap((f) => {
    const event = book.event(f);
    return event === null ? [] : [{ participantId: f.participantId, event }];
  });
}

/** A payment made as the engine takes it (domain `PaymentMadeJson`). */
export interface PaymentMadeInput {
  key: string;
  account: string;
  benefit: string;
  date: string;
  valuedAt: string;
  payee: string;
  gross: string;
  paidOn: string;
  ref: string;
}

/**
 * Each participant's payments made (approved runs, less returns), as known at `knownAt`: the
 * engine never values them again. Keys lose the participant (the engine's are his own).
 */
export async function loadPaymentsMade(
  db: Kysely<Database>,
  query: Pick<ScenarioQuery, 'planId' | 'knownAt' | 'participantIds'>,
): Promise<Record<string, PaymentMadeInput[]>> {
  const made = wholePayments(await listPaymentsMade(db, query));
  const byParticipant: Record<string, PaymentMadeInput[]> = {};
  for (const m of made) {
    (byParticipant[m.participantId] ??= []).push({
      key: m.paymentKey.slice(m.participantId.length + 1),
      account: m.account,
      benefit: m.benefit,
      date: m.paymentDate,
      // Runs before the lines recorded their valuation point: the day it was paid stands in.
      valuedAt: m.valuedAt ?? m.paidOn,
      payee: m.payee,
      gross: m.gross,
      paidOn: m.paidOn,
      ref: m.runId,
    });
  }
  return byParticipant;
}

/**
 * Issue 11 item 3, Plan 5.4: a payment to the Beneficiary is paid in shares, one line per
 * beneficiary (key `…#k/n`). The engine reads the payment as made once every share is made: one
 * payment of their gross, paid on the last share's day, by the last share's run. Until then it is
 * due (a share held under 12.10 waits for its payee; the shares made are not paid again).
 */
function wholePayments(made: PaymentMadeRecord[]): PaymentMadeRecord[] {
  const whole: PaymentMadeRecord[] = [];
  const shares = new Map<string, PaymentMadeRecord[]>();
  for (const m of made) {
    const [key, share] = m.paymentKey.split('#');
    if (share === undefined) whole.push(m);
    else shares.set(key!, [...(shares.get(key!) ?? []), m]);
  }
  for (const [key, parts] of shares) {
    const n = Number(parts[0]!.paymentKey.split('/').at(-1));
    if (new Set(parts.map((p) => p.paymentKey)).size !== n) continue;
    const last = parts.reduce((a, b) => (b.paidOn > a.paidOn ? b : a));
    whole.push({ ...last, paymentKey: key, gross: sumMoney(parts.map((p) => p.gross)) });
  }
  return whole;
}

async function loadFunds(
  db: Kysely<Database>,
  planId: string,
  knownAt: string | undefined,
  book: CorrectionBook,
): Promise<Pick<ScenarioInput, 'funds' | 'prices'>> {
  const funds = (await listFunds(db, planId, knownAt)).map((f) => book.fund(f));
  const prices = await planPrices(db, { planId, knownAt, funds, book });
  // 7.3: a fund the Plan Asset Committee closed (approved by a second member) names its successor.
  const closures = await listFundClosures(db, planId, { status: 'approved', knownAt });
  const closed = new Map(closures.map((c) => [c.fundId, c]));
  const listed = new Set(funds.map((f) => f.id));
  return {
    funds: funds.map((f) => {
      const c = closed.get(f.id);
      return {
        id: f.id,
        name: f.name,
        ...(f.capitalPreservation ? { capitalPreservation: true } : {}),
        ...(c && listed.has(c.successorId)
          ? { closed: { date: c.date, successor: c.successorId } }
          : {}),
      };
    }),
    prices,
  };
}

type Prices = ScenarioInput['prices'];
interface PriceQuery {
  planId: string;
  knownAt: string | undefined;
  funds: readonly Fund[];
  book: CorrectionBook;
}

// The plan's price set as now known, kept while it is unchanged: thousands of points that every
// evaluation needs, read once, and one object (the engine reads one object into its price book
// once, workers/shared-prices.ts sends it to a thread once). Prices are append-only with one a
// fund and date (triggers refuse UPDATE and DELETE; the primary key), so a fund's count of
// prices says whether it changed (counted on the primary key's index alone); a correction
// (12.9) or a fund's constant price changes the version too.
const priceSets = new WeakMap<Kysely<Database>, Map<string, { version: string; prices: Prices }>>();

async function planPrices(db: Kysely<Database>, query: PriceQuery): Promise<Prices> {
  // What was known at an earlier instant is read as it was, never from the cache.
  if (query.knownAt !== undefined) return readPrices(db, query);
  const version = await priceVersion(db, query);
  let sets = priceSets.get(db);
  if (!sets) priceSets.set(db, (sets = new Map()));
  const cached = sets.get(query.planId);
  if (cached?.version === version) return cached.prices;
  const prices = frozen(await readPrices(db, query));
  sets.set(query.planId, { version, prices });
  return prices;
}

/** Shared by every evaluation: nothing may change it in place. */
function frozen(prices: Prices): Prices {
  for (const series of Object.values(prices)) {
    if ('points' in series) {
      for (const point of series.points) Object.freeze(point);
      Object.freeze(series.points);
    }
    Object.freeze(series);
  }
  return Object.freeze(prices);
}

async function priceVersion(db: Kysely<Database>, query: PriceQuery): Promise<string> {
  const funds = query.funds.map((f) => [f.id, f.constantPrice ?? null]);
  return JSON.stringify([await pricesRecorded(db, query.planId), funds, query.book.priceVersion()]);
}

/**
 * What says that prices were added. SQLite: the table's last rowid (no row is ever deleted, so
 * every insert raises it; read at once). PostgreSQL: the plan's count of prices (its index).
 */
async function pricesRecorded(db: Kysely<Database>, planId: string): Promise<string> {
  const { n } = isPostgres(db)
    ? await db
        .selectFrom('prices')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('plan_id', '=', planId)
        .executeTakeFirstOrThrow()
    : await db
        .selectFrom('prices')
        .select(sql<string>`max(rowid)`.as('n'))
        .executeTakeFirstOrThrow();
  return String(n);
}

async function readPrices(db: Kysely<Database>, query: PriceQuery): Promise<Prices> {
  const { planId, knownAt, book } = query;
  const prices: Prices = {};
  for (const fund of query.funds) {
    const points = fund.constantPrice
      ? []
      : book.prices(fund.id, await listPrices(db, { planId, fundId: fund.id }, knownAt));
    prices[fund.id] = fund.constantPrice
      ? { constant: fund.constantPrice }
      : { points: points.map((p) => [p.date, p.price]) };
  }
  return prices;
}
