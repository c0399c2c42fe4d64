import type { Kysely } from 'kysely';
import type { Database, TrustStatementTable, TrustTransactionTable } from './schema.js';

// Plan 10.2, 10.3: the rabbi trust's statements and the money in and out of it. Amounts are
// decimal strings; rows are only ever added.

export interface TrustHolding {
  fundId: string;
  value: string;
}

export interface TrustStatement {
  planId: string;
  date: string;
  marketValue: string;
  holdings: TrustHolding[] | null;
  recordedAt: string;
  recordedBy: string;
}

export type TrustTransactionKind = 'contribution' | 'withdrawal';

export interface TrustTransaction {
  id: string;
  planId: string;
  date: string;
  kind: TrustTransactionKind;
  amount: string;
  memo: string | null;
  paymentRunId: string | null;
  lineNo: number | null;
  recordedAt: string;
  recordedBy: string;
}

export async function addTrustStatement(
  db: Kysely<Database>,
  statement: TrustStatement,
): Promise<void> {
  await db
    .insertInto('trust_statements')
    .values({
      plan_id: statement.planId,
      date: statement.date,
      market_value: statement.marketValue,
      holdings: statement.holdings === null ? null : JSON.stringify(statement.holdings),
      recorded_at: statement.recordedAt,
      recorded_by: statement.recordedBy,
    })
    .execute();
}

/** Statements by date, as known at an instant (all when `knownAt` is undefined). */
export async function listTrustStatements(
  db: Kysely<Database>,
  planId: string,
  knownAt?: string,
): Promise<TrustStatement[]> {
  let select = db
    .selectFrom('trust_statements')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('date');
  if (knownAt !== undefined) select = select.where('recorded_at', '<=', knownAt);
  return (await select.execute()).map(toStatement);
}

export async function addTrustTransaction(
  db: Kysely<Database>,
  transaction: TrustTransaction,
): Promise<void> {
  await db
    .insertInto('trust_transactions')
    .values({
      id: transaction.id,
      plan_id: transaction.planId,
      date: transaction.date,
      kind: transaction.kind,
      amount: transaction.amount,
      memo: transaction.memo,
      payment_run_id: transaction.paymentRunId,
      line_no: transaction.lineNo,
      recorded_at: transaction.recordedAt,
      recorded_by: transaction.recordedBy,
    })
    .execute();
}

/** Contributions and withdrawals by date, as known at an instant (all when undefined). */
export async function listTrustTransactions(
  db: Kysely<Database>,
  planId: string,
  knownAt?: string,
): Promise<TrustTransaction[]> {
  let select = db
    .selectFrom('trust_transactions')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('date')
    .orderBy('id');
  if (knownAt !== undefined) select = select.where('recorded_at', '<=', knownAt);
  return (await select.execute()).map(toTransaction);
}

function toStatement(row: TrustStatementTable): TrustStatement {
  return {
    planId: row.plan_id,
    date: row.date,
    marketValue: row.market_value,
    holdings: row.holdings === null ? null : (JSON.parse(row.holdings) as TrustHolding[]),
    recordedAt: row.recorded_at,
    recordedBy: row.recorded_by,
  };
}

function toTransaction(row: TrustTransactionTable): TrustTransaction {
  return {
    id: row.id,
    planId: row.plan_id,
    date: row.date,
    kind: row.kind as TrustTransactionKind,
    amount: row.amount,
    memo: row.memo,
    paymentRunId: row.payment_run_id,
    lineNo: row.line_no === null ? null : Number(row.line_no),
    recordedAt: row.recorded_at,
    recordedBy: row.recorded_by,
  };
}
