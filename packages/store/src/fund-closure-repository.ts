import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Plan 7.3: a fund closed naming its successor, prepared by one person, approved by another. */
export interface FundClosure {
  id: string;
  planId: string;
  fundId: string;
  date: string;
  successorId: string;
  status: 'prepared' | 'approved' | 'withdrawn';
  preparedBy: string;
  preparedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
  withdrawnBy: string | null;
  withdrawnAt: string | null;
  withdrawnReason: string | null;
}

export async function createFundClosure(
  db: Kysely<Database>,
  c: Pick<
    FundClosure,
    'id' | 'planId' | 'fundId' | 'date' | 'successorId' | 'preparedBy' | 'preparedAt'
  >,
): Promise<void> {
  await db
    .insertInto('fund_closures')
    .values({
      id: c.id,
      plan_id: c.planId,
      fund_id: c.fundId,
      date: c.date,
      successor_id: c.successorId,
      prepared_by: c.preparedBy,
      prepared_at: c.preparedAt,
    })
    .execute();
}

export async function approveFundClosure(
  db: Kysely<Database>,
  c: Pick<FundClosure, 'id' | 'planId'>,
  approval: { approvedBy: string; approvedAt: string },
): Promise<void> {
  await db
    .insertInto('fund_closure_approvals')
    .values({
      closure_id: c.id,
      plan_id: c.planId,
      approved_by: approval.approvedBy,
      approved_at: approval.approvedAt,
    })
    .execute();
}

/**
 * The plan's fund closures, prepared and approved; `knownAt` (an instant) keeps those approved
 * by then only (what the record knew then).
 */
export async function listFundClosures(
  db: Kysely<Database>,
  planId: string,
  query: { status?: FundClosure['status']; knownAt?: string } = {},
): Promise<FundClosure[]> {
  const rows = await db
    .selectFrom('fund_closures as c')
    .leftJoin('fund_closure_approvals as a', 'a.closure_id', 'c.id')
    .leftJoin('fund_closure_withdrawals as w', 'w.closure_id', 'c.id')
    .select([
      'c.id',
      'c.plan_id',
      'c.fund_id',
      'c.date',
      'c.successor_id',
      'c.prepared_by',
      'c.prepared_at',
      'a.approved_by',
      'a.approved_at',
      'w.withdrawn_by',
      'w.withdrawn_at',
      'w.reason',
    ])
    .where('c.plan_id', '=', planId)
    .orderBy('c.date')
    .orderBy('c.fund_id')
    .execute();
  return rows
    .map((r): FundClosure => ({
      id: r.id,
      planId: r.plan_id,
      fundId: r.fund_id,
      date: r.date,
      successorId: r.successor_id,
      status: r.approved_at ? 'approved' : r.withdrawn_at ? 'withdrawn' : 'prepared',
      preparedBy: r.prepared_by,
      preparedAt: r.prepared_at,
      approvedBy: r.approved_by ?? null,
      approvedAt: r.approved_at ?? null,
      withdrawnBy: r.withdrawn_by ?? null,
      withdrawnAt: r.withdrawn_at ?? null,
      withdrawnReason: r.reason ?? null,
    }))
    .filter((c) => query.status === undefined || c.status === query.status)
    .filter(
      (c) =>
        query.knownAt === undefined || (c.approvedAt !== null && c.approvedAt <= query.knownAt),
    );
}

export async function withdrawFundClosure(
  db: Kysely<Database>,
  c: Pick<FundClosure, 'id' | 'planId'>,
  withdrawal: { withdrawnBy: string; withdrawnAt: string; reason: string },
): Promise<void> {
  await db
    .insertInto('fund_closure_withdrawals')
    .values({
      closure_id: c.id,
      plan_id: c.planId,
      withdrawn_by: withdrawal.withdrawnBy,
      withdrawn_at: withdrawal.withdrawnAt,
      reason: withdrawal.reason,
    })
    .execute();
}
