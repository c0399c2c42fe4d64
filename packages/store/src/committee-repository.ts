import type { Kysely } from 'kysely';
import type { CommitteeMemberTable, CompanyDecisionTable, Database } from './schema.js';

/** Why a term on the Committee ended (Plan 8.1). */
export const committeeEndReasons = ['resigned', 'removed', 'employmentEnded'] as const;
export type CommitteeEndReason = (typeof committeeEndReasons)[number];

/** Plan 8.1: one person's term on a plan's Committee, from appointment to its end. */
export interface CommitteeMember {
  id: string;
  planId: string;
  personId: string;
  userId: string;
  appointedOn: string;
  instrument: string;
  status: 'prepared' | 'approved';
  preparedBy: string;
  preparedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
  endedOn: string | null;
  endReason: CommitteeEndReason | null;
  endedBy: string | null;
  endedAt: string | null;
}

export async function createCommitteeMember(
  db: Kysely<Database>,
  member: CommitteeMember,
): Promise<void> {
  await db
    .insertInto('committee_members')
    .values({
      id: member.id,
      plan_id: member.planId,
      person_id: member.personId,
      user_id: member.userId,
      appointed_on: member.appointedOn,
      instrument: member.instrument,
      status: member.status,
      prepared_by: member.preparedBy,
      prepared_at: member.preparedAt,
      approved_by: member.approvedBy,
      approved_at: member.approvedAt,
      ended_on: member.endedOn,
      end_reason: member.endReason,
      ended_by: member.endedBy,
      ended_at: member.endedAt,
    })
    .execute();
}

/** The plan's register, oldest appointment first. */
export async function listCommitteeMembers(
  db: Kysely<Database>,
  planId: string,
): Promise<CommitteeMember[]> {
  const rows = await db
    .selectFrom('committee_members')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('appointed_on')
    .orderBy('id')
    .execute();
  return rows.map(toMember);
}

export async function getCommitteeMember(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<CommitteeMember | undefined> {
  const row = await db
    .selectFrom('committee_members')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toMember(row);
}

/**
 * Plan 8.1: whether the person is a member of the plan's Committee on the date: an approved
 * term appointed on or before it and not ended on or before it (a member who resigns on a day
 * no longer acts that day).
 */
export async function isCommitteeMember(
  db: Kysely<Database>,
  planId: string,
  personId: string,
  date: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('committee_members')
    .select('id')
    .where('plan_id', '=', planId)
    .where('person_id', '=', personId)
    .where('status', '=', 'approved')
    .where('appointed_on', '<=', date)
    .where((eb) => eb.or([eb('ended_on', 'is', null), eb('ended_on', '>', date)]))
    .executeTakeFirst();
  return row !== undefined;
}

export async function approveCommitteeMember(
  db: Kysely<Database>,
  member: Pick<CommitteeMember, 'planId' | 'id'>,
  approval: { approvedBy: string; approvedAt: string },
): Promise<void> {
  await db
    .updateTable('committee_members')
    .set({ status: 'approved', approved_by: approval.approvedBy, approved_at: approval.approvedAt })
    .where('plan_id', '=', member.planId)
    .where('id', '=', member.id)
    .where('status', '=', 'prepared')
    .execute();
}

export async function endCommitteeTerm(
  db: Kysely<Database>,
  member: Pick<CommitteeMember, 'planId' | 'id'>,
  end: { endedOn: string; endReason: CommitteeEndReason; endedBy: string; endedAt: string },
): Promise<void> {
  await db
    .updateTable('committee_members')
    .set({
      ended_on: end.endedOn,
      end_reason: end.endReason,
      ended_by: end.endedBy,
      ended_at: end.endedAt,
    })
    .where('plan_id', '=', member.planId)
    .where('id', '=', member.id)
    .where('ended_on', 'is', null)
    .execute();
}

function toMember(row: CommitteeMemberTable): CommitteeMember {
  return {
    id: row.id,
    planId: row.plan_id,
    personId: row.person_id,
    userId: row.user_id,
    appointedOn: row.appointed_on,
    instrument: row.instrument,
    status: row.status as CommitteeMember['status'],
    preparedBy: row.prepared_by,
    preparedAt: row.prepared_at,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at,
    endedOn: row.ended_on,
    endReason: row.end_reason as CommitteeEndReason | null,
    endedBy: row.ended_by,
    endedAt: row.ended_at,
  };
}

export const companyDecisionKinds = [
  'changeInControl',
  'planTermination',
  'keyEmployeeList',
] as const;
export type CompanyDecisionKind = (typeof companyDecisionKinds)[number];

/**
 * A company act (1.4 Change in Control, 9.3 plan termination, 1.20 Key Employee list) that one
 * Committee member prepares and another approves; only then are its events in the fact log.
 */
export interface CompanyDecision {
  id: string;
  planId: string;
  kind: CompanyDecisionKind;
  /** What the preparer asked for, as the route's body. */
  payload: Record<string, unknown>;
  status: 'prepared' | 'approved';
  preparedBy: string;
  preparedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
}

export async function createCompanyDecision(
  db: Kysely<Database>,
  decision: CompanyDecision,
): Promise<void> {
  await db
    .insertInto('company_decisions')
    .values({
      id: decision.id,
      plan_id: decision.planId,
      kind: decision.kind,
      payload: JSON.stringify(decision.payload),
      status: decision.status,
      prepared_by: decision.preparedBy,
      prepared_at: decision.preparedAt,
      approved_by: decision.approvedBy,
      approved_at: decision.approvedAt,
    })
    .execute();
}

export async function listCompanyDecisions(
  db: Kysely<Database>,
  query: { planId: string; status?: CompanyDecision['status'] },
): Promise<CompanyDecision[]> {
  let select = db
    .selectFrom('company_decisions')
    .selectAll()
    .where('plan_id', '=', query.planId)
    .orderBy('prepared_at')
    .orderBy('id');
  if (query.status) select = select.where('status', '=', query.status);
  return (await select.execute()).map(toCompanyDecision);
}

export async function getCompanyDecision(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<CompanyDecision | undefined> {
  const row = await db
    .selectFrom('company_decisions')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toCompanyDecision(row);
}

export async function approveCompanyDecision(
  db: Kysely<Database>,
  decision: Pick<CompanyDecision, 'planId' | 'id'>,
  approval: { approvedBy: string; approvedAt: string },
): Promise<void> {
  await db
    .updateTable('company_decisions')
    .set({ status: 'approved', approved_by: approval.approvedBy, approved_at: approval.approvedAt })
    .where('plan_id', '=', decision.planId)
    .where('id', '=', decision.id)
    .where('status', '=', 'prepared')
    .execute();
}

function toCompanyDecision(row: CompanyDecisionTable): CompanyDecision {
  return {
    id: row.id,
    planId: row.plan_id,
    kind: row.kind as CompanyDecisionKind,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    status: row.status as CompanyDecision['status'],
    preparedBy: row.prepared_by,
    preparedAt: row.prepared_at,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at,
  };
}
