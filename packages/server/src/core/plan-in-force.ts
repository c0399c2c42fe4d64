import { Plan, planRegistry, type PlanAmendment, type PlanDefinition } from '@defcomp/domain';
import { approvedPlanAmendments, getPlan, scenarioAmendment, type Database } from '@defcomp/store';
import type { Kysely } from 'kysely';
import { Problem } from './problems.js';

/** The plan's definition (plans/<id>/plan.json); a plan in the record without one is a 404. */
export async function definitionOf(db: Kysely<Database>, planId: string): Promise<PlanDefinition> {
  const definition = (await getPlan(db, planId)) && planRegistry().get(planId);
  if (!definition) throw new Problem('not_found', { field: 'planId' });
  return definition;
}

/**
 * The plan's terms as the engine sees them: its definition (plans/<id>/plan.json) with its
 * approved amendments laid over it as dated values (Plan 9.2), as loadScenario hands them to the
 * engine. Each amendment was checked against the definition when prepared and when approved.
 */
export async function planInForce(db: Kysely<Database>, planId: string): Promise<Plan> {
  const definition = await definitionOf(db, planId);
  const amendments = (await approvedPlanAmendments(db, planId)).map(scenarioAmendment);
  return new Plan(definition, {}, amendments as PlanAmendment[]);
}
