import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface Plan {
  id: string;
  name: string;
  publiclyTraded: boolean;
}

export interface PlanVersion {
  planId: string;
  effectiveDate: string;
  definition: { parameters?: Record<string, unknown> } & Record<string, unknown>;
  recordedAt: string;
  recordedBy: string;
}

export async function createPlan(
  db: Kysely<Database>,
  plan: Plan & { recordedAt: string },
): Promise<void> {
  await db
    .insertInto('plans')
    .values({
      id: plan.id,
      name: plan.name,
      publicly_traded: plan.publiclyTraded ? 1 : 0,
      recorded_at: plan.recordedAt,
    })
    .execute();
}

export async function listPlans(db: Kysely<Database>): Promise<Plan[]> {
  const rows = await db.selectFrom('plans').selectAll().orderBy('id').execute();
  return rows.map(toPlan);
}

export async function getPlan(db: Kysely<Database>, id: string): Promise<Plan | undefined> {
  const row = await db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPlan(row);
}

function toPlan(row: { id: string; name: string; publicly_traded: number }): Plan {
  return { id: row.id, name: row.name, publiclyTraded: Number(row.publicly_traded) === 1 };
}

/** Plan 9.2: an amendment is a new version with its effective date; versions are never edited. */
export async function addPlanVersion(db: Kysely<Database>, version: PlanVersion): Promise<void> {
  await db
    .insertInto('plan_versions')
    .values({
      plan_id: version.planId,
      effective_date: version.effectiveDate,
      definition: JSON.stringify(version.definition),
      recorded_at: version.recordedAt,
      recorded_by: version.recordedBy,
    })
    .execute();
}

export async function listPlanVersions(
  db: Kysely<Database>,
  planId: string,
): Promise<PlanVersion[]> {
  const rows = await db
    .selectFrom('plan_versions')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('effective_date')
    .execute();
  return rows.map((row) => ({
    planId: row.plan_id,
    effectiveDate: row.effective_date,
    definition: JSON.parse(row.definition) as PlanVersion['definition'],
    recordedAt: row.recorded_at,
    recordedBy: row.recorded_by,
  }));
}

/** The version in force on a date: the latest one effective on or before it. */
export async function planVersionInForce(
  db: Kysely<Database>,
  planId: string,
  date: string,
): Promise<PlanVersion | undefined> {
  const versions = await listPlanVersions(db, planId);
  return versions.filter((v) => v.effectiveDate <= date).at(-1);
}
