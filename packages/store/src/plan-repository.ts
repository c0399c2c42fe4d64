import type { Kysely, Selectable } from 'kysely';
import type { Database, PlanAmendmentTable } from './schema.js';

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

/** Plan 9.2: who adopts an amendment. */
export type AmendmentAdopter = 'committee' | 'board';

/**
 * Plan 9.2: an amendment, a dated overlay of the plan's parameters. Prepared by one person,
 * approved by another; only approved ones are in force, and they accumulate.
 */
export interface PlanAmendmentRecord {
  id: string;
  planId: string;
  effectiveDate: string;
  label: string;
  parameters: Record<string, unknown>;
  adoptedBy: AmendmentAdopter;
  /** Participants whose written consent to a reduction of their vested balance is recorded. */
  consents: string[];
  status: 'prepared' | 'approved';
  preparedBy: string;
  preparedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
}

export async function createPlanAmendment(
  db: Kysely<Database>,
  a: PlanAmendmentRecord,
): Promise<void> {
  await db
    .insertInto('plan_amendments')
    .values({
      id: a.id,
      plan_id: a.planId,
      effective_date: a.effectiveDate,
      label: a.label,
      parameters: JSON.stringify(a.parameters),
      adopted_by: a.adoptedBy,
      consents: JSON.stringify(a.consents),
      status: a.status,
      prepared_by: a.preparedBy,
      prepared_at: a.preparedAt,
      approved_by: a.approvedBy,
      approved_at: a.approvedAt,
    })
    .execute();
}

export async function getPlanAmendment(
  db: Kysely<Database>,
  id: string,
): Promise<PlanAmendmentRecord | undefined> {
  const row = await db
    .selectFrom('plan_amendments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toAmendment(row);
}

/** The amendments in force: approved, and (for what the plan knew then) approved by `knownAt`. */
export async function approvedPlanAmendments(
  db: Kysely<Database>,
  planId: string,
  knownAt?: string,
): Promise<PlanAmendmentRecord[]> {
  const approved = await listPlanAmendments(db, planId, 'approved');
  return knownAt === undefined ? approved : approved.filter((a) => a.approvedAt! <= knownAt);
}

/** A plan's amendments by effective date (then as prepared), optionally of one status. */
export async function listPlanAmendments(
  db: Kysely<Database>,
  planId: string,
  status?: PlanAmendmentRecord['status'],
): Promise<PlanAmendmentRecord[]> {
  let query = db.selectFrom('plan_amendments').selectAll().where('plan_id', '=', planId);
  if (status) query = query.where('status', '=', status);
  const rows = await query.orderBy('effective_date').orderBy('prepared_at').orderBy('id').execute();
  return rows.map(toAmendment);
}

export async function approvePlanAmendment(
  db: Kysely<Database>,
  id: string,
  approval: { approvedBy: string; approvedAt: string },
): Promise<void> {
  await db
    .updateTable('plan_amendments')
    .set({ status: 'approved', approved_by: approval.approvedBy, approved_at: approval.approvedAt })
    .where('id', '=', id)
    .where('status', '=', 'prepared')
    .execute();
}

function toAmendment(row: Selectable<PlanAmendmentTable>): PlanAmendmentRecord {
  return {
    id: row.id,
    planId: row.plan_id,
    effectiveDate: row.effective_date,
    label: row.label,
    parameters: JSON.parse(row.parameters) as Record<string, unknown>,
    adoptedBy: row.adopted_by as AmendmentAdopter,
    consents: JSON.parse(row.consents) as string[],
    status: row.status as PlanAmendmentRecord['status'],
    preparedBy: row.prepared_by,
    preparedAt: row.prepared_at,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at,
  };
}

/** An amendment as the scenario format states it (FORMAT.md `plan.amendments[]`). */
export function scenarioAmendment(a: PlanAmendmentRecord): ScenarioAmendment {
  return {
    effective: a.effectiveDate,
    label: a.label,
    parameters: a.parameters,
    ...(a.consents.length > 0 ? { consents: a.consents } : {}),
  };
}

export interface ScenarioAmendment {
  effective: string;
  label: string;
  parameters: Record<string, unknown>;
  consents?: string[];
}
