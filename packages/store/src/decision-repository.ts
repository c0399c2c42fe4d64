import type { Kysely } from 'kysely';
import type { PlanEvent } from './fact-log.js';
import type { Database, DecisionTable } from './schema.js';

/**
 * A Committee decision (an emergency payment, a claim decision) prepared by one person and
 * approved by another; on approval its event joins the fact log.
 */
export interface Decision {
  id: string;
  planId: string;
  /** A domestic relations order (5.9) is accepted by the Committee: one prepares, another approves. */
  kind: 'emergencyDecision' | 'claimDecision' | 'domesticRelationsOrder';
  participantId: string;
  subjectId: string;
  event: PlanEvent;
  status: 'prepared' | 'approved';
  preparedBy: string;
  preparedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
  factSeq: number | null;
}

export async function createDecision(db: Kysely<Database>, decision: Decision): Promise<void> {
  await db
    .insertInto('decisions')
    .values({
      id: decision.id,
      plan_id: decision.planId,
      kind: decision.kind,
      participant_id: decision.participantId,
      subject_id: decision.subjectId,
      payload: JSON.stringify(decision.event),
      status: decision.status,
      prepared_by: decision.preparedBy,
      prepared_at: decision.preparedAt,
      approved_by: decision.approvedBy,
      approved_at: decision.approvedAt,
      fact_seq: decision.factSeq,
    })
    .execute();
}

export async function getDecision(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<Decision | undefined> {
  const row = await db
    .selectFrom('decisions')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toDecision(row);
}

export async function listDecisions(
  db: Kysely<Database>,
  query: { planId: string; participantId?: string; status?: Decision['status'] },
): Promise<Decision[]> {
  let select = db
    .selectFrom('decisions')
    .selectAll()
    .where('plan_id', '=', query.planId)
    .orderBy('prepared_at');
  if (query.participantId) select = select.where('participant_id', '=', query.participantId);
  if (query.status) select = select.where('status', '=', query.status);
  return (await select.execute()).map(toDecision);
}

export async function approveDecision(
  db: Kysely<Database>,
  decision: Pick<Decision, 'planId' | 'id'>,
  approval: { approvedBy: string; approvedAt: string; factSeq: number },
): Promise<void> {
  await db
    .updateTable('decisions')
    .set({
      status: 'approved',
      approved_by: approval.approvedBy,
      approved_at: approval.approvedAt,
      fact_seq: approval.factSeq,
    })
    .where('plan_id', '=', decision.planId)
    .where('id', '=', decision.id)
    .where('status', '=', 'prepared')
    .execute();
}

function toDecision(row: DecisionTable): Decision {
  return {
    id: row.id,
    planId: row.plan_id,
    kind: row.kind as Decision['kind'],
    participantId: row.participant_id,
    subjectId: row.subject_id,
    event: JSON.parse(row.payload) as PlanEvent,
    status: row.status as Decision['status'],
    preparedBy: row.prepared_by,
    preparedAt: row.prepared_at,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at,
    factSeq: row.fact_seq === null ? null : Number(row.fact_seq),
  };
}
