import type { Kysely } from 'kysely';
import type { Database, PaymentRunTable } from './schema.js';

export interface RunPayment {
  participantId: string;
  date: string;
  account: string;
  benefit: string;
  amount: string;
  payee: string;
  rules: string[];
}

export interface PaymentRun {
  id: string;
  payFrom: string;
  payThrough: string;
  status: 'prepared' | 'approved';
  payments: RunPayment[];
  total: string;
  preparedBy: string;
  preparedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
}

export async function createPaymentRun(db: Kysely<Database>, run: PaymentRun): Promise<void> {
  await db
    .insertInto('payment_runs')
    .values({
      id: run.id,
      pay_from: run.payFrom,
      pay_through: run.payThrough,
      status: run.status,
      payments: JSON.stringify(run.payments),
      total: run.total,
      prepared_by: run.preparedBy,
      prepared_at: run.preparedAt,
      approved_by: run.approvedBy,
      approved_at: run.approvedAt,
    })
    .execute();
}

export async function getPaymentRun(
  db: Kysely<Database>,
  id: string,
): Promise<PaymentRun | undefined> {
  const row = await db
    .selectFrom('payment_runs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toPaymentRun(row);
}

export async function listPaymentRuns(db: Kysely<Database>): Promise<PaymentRun[]> {
  const rows = await db.selectFrom('payment_runs').selectAll().orderBy('prepared_at').execute();
  return rows.map(toPaymentRun);
}

export async function approvePaymentRun(
  db: Kysely<Database>,
  id: string,
  approvedBy: string,
  approvedAt: string,
): Promise<void> {
  await db
    .updateTable('payment_runs')
    .set({ status: 'approved', approved_by: approvedBy, approved_at: approvedAt })
    .where('id', '=', id)
    .where('status', '=', 'prepared')
    .execute();
}

function toPaymentRun(row: PaymentRunTable): PaymentRun {
  return {
    id: row.id,
    payFrom: row.pay_from,
    payThrough: row.pay_through,
    status: row.status as PaymentRun['status'],
    payments: JSON.parse(row.payments) as RunPayment[],
    total: row.total,
    preparedBy: row.prepared_by,
    preparedAt: row.prepared_at,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at,
  };
}
