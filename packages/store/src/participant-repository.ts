import type { Kysely } from 'kysely';
import type { Database, ParticipantTable } from './schema.js';

export interface Participant {
  id: string;
  planId: string;
  name: string;
  hireDate: string;
  birthDate: string | null;
}

export async function createParticipant(
  db: Kysely<Database>,
  participant: Participant & { recordedAt: string; recordedBy: string },
): Promise<void> {
  await db
    .insertInto('participants')
    .values({
      id: participant.id,
      plan_id: participant.planId,
      name: participant.name,
      hire_date: participant.hireDate,
      birth_date: participant.birthDate,
      recorded_at: participant.recordedAt,
      recorded_by: participant.recordedBy,
    })
    .execute();
}

/** A participant of the plan: another plan's participant is not found. */
export async function getParticipant(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<Participant | undefined> {
  const row = await db
    .selectFrom('participants')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toParticipant(row);
}

/**
 * Participant ids are unique per installation (a new one must not take another plan's): this
 * finds an id in any plan, for that check only.
 */
export async function participantIdTaken(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('participants')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The plan's participants, or only those of `ids` among them; recorded by `knownAt` if given. */
export async function listParticipants(
  db: Kysely<Database>,
  planId: string,
  ids?: string[],
  knownAt?: string,
): Promise<Participant[]> {
  if (ids?.length === 0) return [];
  let select = db.selectFrom('participants').selectAll().where('plan_id', '=', planId);
  if (ids) select = select.where('id', 'in', ids);
  if (knownAt !== undefined) select = select.where('recorded_at', '<=', knownAt);
  return (await select.orderBy('id').execute()).map(toParticipant);
}

function toParticipant(row: ParticipantTable): Participant {
  return {
    id: row.id,
    planId: row.plan_id,
    name: row.name,
    hireDate: row.hire_date,
    birthDate: row.birth_date,
  };
}
