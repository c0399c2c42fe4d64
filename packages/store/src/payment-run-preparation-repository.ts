import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

// A payment run asked for as a job (issue 9 item 3): the request, and once the job is done its
// outcome. Both tables are append-only (migration 2026-12-07T00-00-00-payment-run-preparations).

export interface PaymentRunPreparation {
  id: string;
  planId: string;
  payFrom: string;
  payThrough: string;
  source: 'general' | 'trust';
  requestedBy: string;
  requestedAt: string;
  reason: string | null;
  outcome: PreparationOutcome | null;
}

export interface PreparationOutcome {
  status: 'prepared' | 'refused';
  runId: string | null;
  /** The problem that refused it (code, title, detail, field, rule). */
  problem: Record<string, unknown> | null;
  finishedAt: string;
  worker: string;
}

export async function addPaymentRunPreparation(
  db: Kysely<Database>,
  p: Omit<PaymentRunPreparation, 'outcome'>,
): Promise<void> {
  await db
    .insertInto('payment_run_preparations')
    .values({
      id: p.id,
      plan_id: p.planId,
      pay_from: p.payFrom,
      pay_through: p.payThrough,
      source: p.source,
      requested_by: p.requestedBy,
      requested_at: p.requestedAt,
      reason: p.reason,
    })
    .execute();
}

/** Records what the job did; a second outcome for one preparation is refused (its key). */
export async function addPreparationOutcome(
  db: Kysely<Database>,
  preparationId: string,
  outcome: PreparationOutcome,
): Promise<void> {
  await db
    .insertInto('payment_run_preparation_outcomes')
    .values({
      preparation_id: preparationId,
      status: outcome.status,
      run_id: outcome.runId,
      problem: outcome.problem ? JSON.stringify(outcome.problem) : null,
      finished_at: outcome.finishedAt,
      worker: outcome.worker,
    })
    .execute();
}

export async function getPaymentRunPreparation(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<PaymentRunPreparation | null> {
  const row = await db
    .selectFrom('payment_run_preparations as p')
    .leftJoin('payment_run_preparation_outcomes as o', 'o.preparation_id', 'p.id')
    .selectAll('p')
    .select(['o.status', 'o.run_id', 'o.problem', 'o.finished_at', 'o.worker'])
    .where('p.plan_id', '=', planId)
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    planId: row.plan_id,
    payFrom: row.pay_from,
    payThrough: row.pay_through,
    source: row.source as PaymentRunPreparation['source'],
    requestedBy: row.requested_by,
    requestedAt: row.requested_at,
    reason: row.reason,
    outcome:
      row.status === null || row.finished_at === null || row.worker === null
        ? null
        : {
            status: row.status as PreparationOutcome['status'],
            runId: row.run_id,
            problem: row.problem ? (JSON.parse(row.problem) as Record<string, unknown>) : null,
            finishedAt: row.finished_at,
            worker: row.worker,
          },
  };
}

/** Every plan's preparations asked for and not finished, oldest first (the embedded queue resumes them). */
export async function listUnfinishedPreparations(
  db: Kysely<Database>,
): Promise<{ planId: string; preparationId: string }[]> {
  const rows = await db
    .selectFrom('payment_run_preparations as p')
    .leftJoin('payment_run_preparation_outcomes as o', 'o.preparation_id', 'p.id')
    .select(['p.plan_id', 'p.id'])
    .where('o.preparation_id', 'is', null)
    .orderBy('p.requested_at')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({ planId: r.plan_id, preparationId: r.id }));
}
