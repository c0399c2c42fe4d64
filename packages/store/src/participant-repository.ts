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

export async function getParticipant(
  db: Kysely<Database>,
  id: string,
): Promise<Participant | undefined> {
  const row = await db
    .selectFrom('participants')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toParticipant(row);
}

export async function listParticipants(db: Kysely<Database>): Promise<Participant[]> {
  const rows = await db.selectFrom('participants').selectAll().orderBy('id').execute();
  return rows.map(toParticipant);
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
