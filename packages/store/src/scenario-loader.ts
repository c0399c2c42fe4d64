import type { Kysely } from 'kysely';
import { listFacts, type PlanEvent } from './fact-log.js';
import { listFunds, listPrices } from './fund-repository.js';
import { listParticipants } from './participant-repository.js';
import {
  approvedPlanAmendments,
  getPlan,
  scenarioAmendment,
  type ScenarioAmendment,
} from './plan-repository.js';
import type { Database } from './schema.js';

/** FORMAT.md's scenario input, assembled from the record (`defcomp-scenario/1`). */
export interface ScenarioInput {
  format: 'defcomp-scenario/1';
  description: string;
  /** Plan 9.2: the approved amendments, each a dated overlay in force from its date. */
  plan: { id: string; amendments: ScenarioAmendment[] };
  company: { publiclyTraded: boolean; events: PlanEvent[] };
  funds: { id: string; name: string; capitalPreservation?: boolean }[];
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
}

/**
 * The plan's facts ARE the scenario's events: the record is turned back into a scenario, in the
 * order the facts were recorded, and the engine evaluates it (events are ordered by date there).
 * A question about some participants reads only their facts, the plan's company facts, funds
 * and prices (indexed by plan and participant): never another participant's or plan's.
 */
export async function loadScenario(
  db: Kysely<Database>,
  query: ScenarioQuery,
): Promise<ScenarioInput> {
  const plan = await getPlan(db, query.planId);
  if (!plan) throw new Error(`plan ${query.planId} is not in the record`);
  const { planId, knownAt, participantIds } = query;
  const amendments = await approvedPlanAmendments(db, planId, knownAt);
  const company = await listFacts(db, { planId, participantId: null, knownAt });
  const participants = await listParticipants(db, planId, participantIds);
  // The whole plan's facts only for a question about everyone (a payment run, the liability).
  const facts = await listFacts(db, { planId, participantIds, knownAt });
  const byParticipant = new Map<string | null, PlanEvent[]>();
  for (const fact of facts) {
    const events = byParticipant.get(fact.participantId);
    if (events) events.push(fact.event);
    else byParticipant.set(fact.participantId, [fact.event]);
  }
  const companyEvents = company.map((f) => f.event);
  return {
    format: 'defcomp-scenario/1',
    description: `${plan.name} as of ${query.asOf}`,
    // The record's plan id is its definition's (plans/<id>/plan.json).
    plan: { id: plan.id, amendments: amendments.map(scenarioAmendment) },
    company: { publiclyTraded: plan.publiclyTraded, events: companyEvents },
    ...(await loadFunds(db, planId, knownAt)),
    evaluateThrough: query.asOf,
    participants: participants.map((p) => ({
      id: p.id,
      hireDate: p.hireDate,
      ...(p.birthDate ? { birthDate: p.birthDate } : {}),
      events: byParticipant.get(p.id) ?? [],
    })),
  };
}

async function loadFunds(
  db: Kysely<Database>,
  planId: string,
  knownAt: string | undefined,
): Promise<Pick<ScenarioInput, 'funds' | 'prices'>> {
  const funds = await listFunds(db, planId);
  const prices: ScenarioInput['prices'] = {};
  for (const fund of funds) {
    const points = fund.constantPrice
      ? []
      : await listPrices(db, { planId, fundId: fund.id }, knownAt);
    prices[fund.id] = fund.constantPrice
      ? { constant: fund.constantPrice }
      : { points: points.map((p) => [p.date, p.price]) };
  }
  return {
    funds: funds.map((f) => ({
      id: f.id,
      name: f.name,
      ...(f.capitalPreservation ? { capitalPreservation: true } : {}),
    })),
    prices,
  };
}
