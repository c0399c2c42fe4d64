import { Plan, planDefinitions, type PlanParameters } from '@defcomp/domain';
import { planVersionInForce, type Database } from '@defcomp/store';
import type { Kysely } from 'kysely';

/**
 * The plan's terms as the engine sees them on `on`: its definition with the parameters of the
 * version in force then laid over it (as loadScenario hands them to the engine). The record's
 * versions were accepted by the engine when recorded (routes/plans.ts), so they are trusted here.
 */
export async function planInForce(db: Kysely<Database>, planId: string, on: string): Promise<Plan> {
  const definition = planDefinitions.get(planId);
  if (!definition) throw new Error(`assertion: plan ${planId} has no definition`);
  const version = await planVersionInForce(db, planId, on);
  const overrides = (version?.definition.parameters ?? {}) as Partial<PlanParameters>;
  return new Plan(definition, overrides);
}
