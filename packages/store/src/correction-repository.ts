import type { Kysely } from 'kysely';
import type { PlanEvent } from './fact-log.js';
import type { CorrectionDecisionTable, CorrectionTable, Database } from './schema.js';

/**
 * Plan 12.9: what a correction names. A fact by its seq, a price by fund and date, a
 * participant (his hire date, birth date or name) or a fund (its name, flag or constant price).
 */
export type CorrectionTarget =
  | { kind: 'fact'; seq: number }
  | { kind: 'price'; fundId: string; date: string }
  | { kind: 'participant'; participantId: string }
  | { kind: 'fund'; fundId: string };

/** What supersedes the target (a void has none). */
export type CorrectionReplacement =
  | { event: PlanEvent }
  | { price: string }
  | { hireDate?: string; birthDate?: string | null; name?: string }
  | { name?: string; capitalPreservation?: boolean; constantPrice?: string | null };

export type CorrectionStatus = 'prepared' | 'approved' | 'withdrawn';

/**
 * Plan 12.9: a correction prepared by one person and approved (or withdrawn) by another. Its
 * rows are never changed: the decision is a row of its own, and the loader applies approved
 * corrections when it assembles the record (corrections.ts in the server shows the effect).
 */
export interface Correction {
  id: string;
  planId: string;
  target: CorrectionTarget;
  action: 'void' | 'supersede';
  replacement: CorrectionReplacement | null;
  reason: string;
  /** Its effect when prepared (and, once approved, as approved: `approvedEffect`). */
  effect: unknown;
  status: CorrectionStatus;
  preparedBy: string;
  preparedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  approvedEffect: unknown;
}

/** The target as one text, for finding every correction of the same thing. */
export const targetKey = (t: CorrectionTarget): string =>
  t.kind === 'fact'
    ? `fact:${t.seq}`
    : t.kind === 'price'
      ? `price:${t.fundId}:${t.date}`
      : t.kind === 'participant'
        ? `participant:${t.participantId}`
        : `fund:${t.fundId}`;

export async function createCorrection(
  db: Kysely<Database>,
  c: Omit<Correction, 'status' | 'decidedBy' | 'decidedAt' | 'approvedEffect'>,
): Promise<void> {
  await db
    .insertInto('corrections')
    .values({
      id: c.id,
      plan_id: c.planId,
      target_kind: c.target.kind,
      target: JSON.stringify(c.target),
      action: c.action,
      replacement: c.replacement === null ? null : JSON.stringify(c.replacement),
      reason: c.reason,
      effect: JSON.stringify(c.effect),
      prepared_by: c.preparedBy,
      prepared_at: c.preparedAt,
    })
    .execute();
}

/** The second person's decision: a row of its own (the correction's row is never updated). */
export async function decideCorrection(
  db: Kysely<Database>,
  decision: {
    planId: string;
    correctionId: string;
    decision: 'approved' | 'withdrawn';
    effect: unknown;
    decidedBy: string;
    decidedAt: string;
  },
): Promise<void> {
  await db
    .insertInto('correction_decisions')
    .values({
      correction_id: decision.correctionId,
      plan_id: decision.planId,
      decision: decision.decision,
      effect: decision.effect === undefined ? null : JSON.stringify(decision.effect),
      decided_by: decision.decidedBy,
      decided_at: decision.decidedAt,
    })
    .execute();
}

export async function getCorrection(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<Correction | undefined> {
  const row = await db
    .selectFrom('corrections')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const decision = await db
    .selectFrom('correction_decisions')
    .selectAll()
    .where('correction_id', '=', id)
    .executeTakeFirst();
  return toCorrection(row, decision);
}

/** The plan's corrections in the order prepared (of one status when asked). */
export async function listCorrections(
  db: Kysely<Database>,
  planId: string,
  query: { status?: CorrectionStatus } = {},
): Promise<Correction[]> {
  const rows = await db
    .selectFrom('corrections')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('prepared_at')
    .orderBy('id')
    .execute();
  const decisions = new Map(
    (
      await db
        .selectFrom('correction_decisions')
        .selectAll()
        .where('plan_id', '=', planId)
        .execute()
    ).map((d) => [d.correction_id, d]),
  );
  const all = rows.map((row) => toCorrection(row, decisions.get(row.id)));
  if (query.status) return all.filter((c) => c.status === query.status);
  return all;
}

/** The corrections in force at an instant (all approved when undefined), in the order approved. */
export async function approvedCorrections(
  db: Kysely<Database>,
  planId: string,
  knownAt?: string,
): Promise<Correction[]> {
  const approved = (await listCorrections(db, planId, { status: 'approved' })).filter(
    (c) => knownAt === undefined || c.decidedAt! <= knownAt,
  );
  return approved.sort((a, b) =>
    a.decidedAt! < b.decidedAt! ? -1 : a.decidedAt! > b.decidedAt! ? 1 : 0,
  );
}

function toCorrection(
  row: CorrectionTable,
  decision: CorrectionDecisionTable | undefined,
): Correction {
  return {
    id: row.id,
    planId: row.plan_id,
    target: JSON.parse(row.target) as CorrectionTarget,
    action: row.action as Correction['action'],
    replacement:
      row.replacement === null ? null : (JSON.parse(row.replacement) as CorrectionReplacement),
    reason: row.reason,
    effect: JSON.parse(row.effect) as unknown,
    status: (decision?.decision as CorrectionStatus | undefined) ?? 'prepared',
    preparedBy: row.prepared_by,
    preparedAt: row.prepared_at,
    decidedBy: decision?.decided_by ?? null,
    decidedAt: decision?.decided_at ?? null,
    approvedEffect: decision?.effect ? (JSON.parse(decision.effect) as unknown) : null,
  };
}
