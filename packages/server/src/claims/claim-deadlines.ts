import {
  claimStates,
  decisionPeriods,
  Plan,
  type ClaimAction,
  type ClaimState,
  type PlanAmendment,
} from '@defcomp/domain';
import { loadScenario, type Database } from '@defcomp/store';
import type { Kysely } from 'kysely';
import type { ParticipantResult } from '../core/engine.js';
import type { RecordQuery } from '../core/evaluation.js';
import { definitionOf } from '../core/plan-in-force.js';

type ClaimStatus = ParticipantResult['claims'][number];

/**
 * Article XI as the Committee decides a claim: FORMAT.md's `claims` row with what the scenario
 * result leaves out: the date received (Plan 11.1), both periods to decide it (11.2: 90 days,
 * 180 when extended), the extension and the decisions made after their deadline (11.2, 11.4).
 */
export async function withDeadlines(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
  query: Pick<RecordQuery, 'asOf' | 'knownAt'>,
  claims: readonly ClaimStatus[],
) {
  const { states, plan } = await claimsAsRecorded(db, planId, participantId, query);
  return claims.map((claim) => {
    const state = states.get(claim.id);
    if (!state?.filedOn) throw new Error(`assertion: claim ${claim.id} evaluated, not replayed`);
    const periods = decisionPeriods(state.filedOn, plan);
    return {
      ...claim,
      filedOn: state.filedOn,
      decisionPeriod: periods.initial,
      extendedPeriod: periods.extended,
      extendedOn: state.extendedOn,
      late: state.late,
    };
  });
}

/**
 * The participant's claims replayed from the record the engine evaluates (corrections applied,
 * 12.9; steps through `asOf`, known at `knownAt`) under the plan's terms with its approved
 * amendments (9.2), so the dates agree with the result's `decisionDue` and the others.
 */
async function claimsAsRecorded(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
  query: Pick<RecordQuery, 'asOf' | 'knownAt'>,
): Promise<{ states: Map<string, ClaimState>; plan: Plan }> {
  const input = await loadScenario(db, { planId, ...query, participantIds: [participantId] });
  const plan = new Plan(
    await definitionOf(db, planId),
    {},
    input.plan.amendments as PlanAmendment[],
  );
  const events = input.participants.find((p) => p.id === participantId)?.events ?? [];
  const steps = events
    .filter((e) => e.type === 'claim' && String(e.date) <= query.asOf)
    .map((e) => ({ id: String(e.id), action: e.action as ClaimAction, date: String(e.date) }));
  return { states: claimStates(steps, plan), plan };
}
