import type { Kysely } from 'kysely';
import type { Database, EmergencyRequestTable } from './schema.js';

/** Plan 5.5: a written request for an Unforeseeable Emergency payment. */
export interface EmergencyRequest {
  id: string;
  planId: string;
  participantId: string;
  amount: string;
  reason: string;
  status: 'filed' | 'decisionPrepared' | 'decided';
  filedAt: string;
  filedBy: string;
}

export async function createEmergencyRequest(
  db: Kysely<Database>,
  request: EmergencyRequest,
): Promise<void> {
  await db
    .insertInto('emergency_requests')
    .values({
      id: request.id,
      plan_id: request.planId,
      participant_id: request.participantId,
      amount: request.amount,
      reason: request.reason,
      status: request.status,
      filed_at: request.filedAt,
      filed_by: request.filedBy,
    })
    .execute();
}

export async function getEmergencyRequest(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<EmergencyRequest | undefined> {
  const row = await db
    .selectFrom('emergency_requests')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRequest(row);
}

export async function listEmergencyRequests(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
): Promise<EmergencyRequest[]> {
  const rows = await db
    .selectFrom('emergency_requests')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('participant_id', '=', participantId)
    .orderBy('filed_at')
    .execute();
  return rows.map(toRequest);
}

export async function setEmergencyRequestStatus(
  db: Kysely<Database>,
  request: Pick<EmergencyRequest, 'planId' | 'id'>,
  status: EmergencyRequest['status'],
): Promise<void> {
  await db
    .updateTable('emergency_requests')
    .set({ status })
    .where('plan_id', '=', request.planId)
    .where('id', '=', request.id)
    .execute();
}

function toRequest(row: EmergencyRequestTable): EmergencyRequest {
  return {
    id: row.id,
    planId: row.plan_id,
    participantId: row.participant_id,
    amount: row.amount,
    reason: row.reason,
    status: row.status as EmergencyRequest['status'],
    filedAt: row.filed_at,
    filedBy: row.filed_by,
  };
}
