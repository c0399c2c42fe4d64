import { effectiveDateOf } from '@defcomp/domain';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** A FORMAT.md event: `type` plus its fields, exactly as a scenario file writes it. */
export type PlanEvent = { type: string } & Record<string, unknown>;

export interface Fact {
  seq: number;
  participantId: string | null;
  type: string;
  event: PlanEvent;
  effectiveDate: string;
  recordedAt: string;
  recordedBy: string;
}

export interface NewFact {
  planId: string;
  participantId: string | null;
  event: PlanEvent;
  recordedAt: string;
  recordedBy: string;
  idempotencyKey?: string | null | undefined;
}

/** Appends one fact; the log is never updated or deleted from (STYLE.md habit 4). */
export async function appendFact(db: Kysely<Database>, fact: NewFact): Promise<number> {
  const last = await db
    .selectFrom('facts')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0) + 1;
  await db
    .insertInto('facts')
    .values({
      seq,
      plan_id: fact.planId,
      participant_id: fact.participantId,
      type: fact.event.type,
      payload: JSON.stringify(fact.event),
      // The domain's date, in Eastern time: the engine orders and judges by the same one.
      effective_date: effectiveDateOf(fact.event),
      recorded_at: fact.recordedAt,
      recorded_by: fact.recordedBy,
      idempotency_key: fact.idempotencyKey ?? null,
    })
    .execute();
  return seq;
}

export interface FactQuery {
  /** A participant's facts; null for the company's; undefined for all. */
  participantId?: string | null | undefined;
  /** Only facts recorded at or before this instant (what we knew then). */
  knownAt?: string | undefined;
  type?: string | undefined;
}

export async function listFacts(db: Kysely<Database>, query: FactQuery = {}): Promise<Fact[]> {
  let select = db.selectFrom('facts').selectAll().orderBy('seq');
  if (query.participantId === null) select = select.where('participant_id', 'is', null);
  else if (query.participantId !== undefined) {
    select = select.where('participant_id', '=', query.participantId);
  }
  if (query.knownAt !== undefined) select = select.where('recorded_at', '<=', query.knownAt);
  if (query.type !== undefined) select = select.where('type', '=', query.type);
  const rows = await select.execute();
  return rows.map((row) => ({
    seq: Number(row.seq),
    participantId: row.participant_id,
    type: row.type,
    event: JSON.parse(row.payload) as PlanEvent,
    effectiveDate: row.effective_date,
    recordedAt: row.recorded_at,
    recordedBy: row.recorded_by,
  }));
}
