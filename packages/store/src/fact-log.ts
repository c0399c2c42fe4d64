import { effectiveDateOf } from '@defcomp/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, FactTable } from './schema.js';

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
/**
 * The database gives the seq (SQLite's rowid, a PostgreSQL identity), so writers about different
 * participants do not wait on one another; a rolled-back write may leave a gap in the numbers.
 */
export async function appendFact(db: Kysely<Database>, fact: NewFact): Promise<number> {
  const row = await db
    .insertInto('facts')
    .values({
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
    .returning('seq')
    .executeTakeFirstOrThrow();
  return Number(row.seq);
}

export interface FactQuery {
  /** Facts are always one plan's (indexed by plan, participant, seq). */
  planId: string;
  /** A participant's facts; null for the company's; undefined for all the plan's. */
  participantId?: string | null | undefined;
  /** Only these participants' facts (the company's are asked for apart). */
  participantIds?: string[] | undefined;
  /** Only facts recorded at or before this instant (what we knew then). */
  knownAt?: string | undefined;
  type?: string | undefined;
}

/** One fact of the plan by its seq (a correction names it so). */
export async function getFact(
  db: Kysely<Database>,
  planId: string,
  seq: number,
): Promise<Fact | undefined> {
  const row = await db
    .selectFrom('facts')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row && toFact(row);
}

export async function listFacts(db: Kysely<Database>, query: FactQuery): Promise<Fact[]> {
  let select = db
    .selectFrom('facts')
    .selectAll()
    .where('plan_id', '=', query.planId)
    .orderBy('seq');
  if (query.participantId === null) select = select.where('participant_id', 'is', null);
  else if (query.participantId !== undefined) {
    select = select.where('participant_id', '=', query.participantId);
  }
  if (query.participantIds !== undefined) {
    if (query.participantIds.length === 0) return [];
    select = select.where('participant_id', 'in', query.participantIds);
  }
  if (query.knownAt !== undefined) select = select.where('recorded_at', '<=', query.knownAt);
  if (query.type !== undefined) select = select.where('type', '=', query.type);
  return (await select.execute()).map(toFact);
}

function toFact(row: Selectable<FactTable>): Fact {
  return {
    seq: Number(row.seq),
    participantId: row.participant_id,
    type: row.type,
    event: JSON.parse(row.payload) as PlanEvent,
    effectiveDate: row.effective_date,
    recordedAt: row.recorded_at,
    recordedBy: row.recorded_by,
  };
}
