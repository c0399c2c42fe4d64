import type { Kysely } from 'kysely';
import type { Database, PaymentRunLineTable, PaymentRunTable } from './schema.js';

export type RunStatus = 'prepared' | 'approved' | 'cancelled';
/** Plan 10.1, 10.2: paid from the Employer's general assets or from the rabbi trust. */
export type RunSource = 'general' | 'trust';

/** One payment of a run; amounts are decimal strings. */
export interface RunLine {
  lineNo: number;
  /** participant|account|benefit|Payment Date|installment: a payment is paid once. */
  paymentKey: string;
  participantId: string;
  account: string;
  benefit: string;
  payee: string;
  installment: [number, number] | null;
  paymentDate: string;
  valuedAt: string | null;
  onTimeThrough: string | null;
  gross: string;
  withheld: string | null;
  net: string | null;
  withholdingYear: number | null;
  rules: string[];
  trace: unknown;
  paidOn: string | null;
  late: boolean | null;
}

export interface RunTotals {
  gross: string;
  withheld: string | null;
  net: string | null;
}

export interface PaymentRun {
  id: string;
  planId: string;
  payFrom: string;
  payThrough: string;
  status: RunStatus;
  source: RunSource;
  totals: RunTotals;
  preparedBy: string;
  preparedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
  cancelledBy: string | null;
  cancelledAt: string | null;
}

export interface PaymentRunWithLines extends PaymentRun {
  lines: RunLine[];
}

/** A line of an approved run: what has been paid. */
export type PaidLine = Pick<
  RunLine,
  'paymentKey' | 'participantId' | 'payee' | 'gross' | 'paidOn' | 'withholdingYear'
>;

export async function createPaymentRun(
  db: Kysely<Database>,
  run: PaymentRun,
  lines: RunLine[],
): Promise<void> {
  await db
    .insertInto('payment_runs')
    .values({
      id: run.id,
      plan_id: run.planId,
      pay_from: run.payFrom,
      pay_through: run.payThrough,
      status: run.status,
      source: run.source,
      total: run.totals.gross,
      total_withheld: run.totals.withheld,
      total_net: run.totals.net,
      prepared_by: run.preparedBy,
      prepared_at: run.preparedAt,
      approved_by: run.approvedBy,
      approved_at: run.approvedAt,
      cancelled_by: run.cancelledBy,
      cancelled_at: run.cancelledAt,
    })
    .execute();
  for (const line of lines)
    await db.insertInto('payment_run_lines').values(lineRow(run, line)).execute();
}

export async function getPaymentRun(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<PaymentRunWithLines | undefined> {
  const row = await db
    .selectFrom('payment_runs')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const lines = await db
    .selectFrom('payment_run_lines')
    .selectAll()
    .where('run_id', '=', id)
    .orderBy('line_no')
    .execute();
  return { ...toPaymentRun(row), lines: lines.map(toRunLine) };
}

/** Every run, without its lines, in the order prepared. */
export async function listPaymentRuns(db: Kysely<Database>, planId: string): Promise<PaymentRun[]> {
  const rows = await db
    .selectFrom('payment_runs')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('prepared_at')
    .orderBy('id')
    .execute();
  return rows.map(toPaymentRun);
}

/** The lines of every approved run of the plan. */
export async function listPaidLines(db: Kysely<Database>, planId: string): Promise<PaidLine[]> {
  const rows = await db
    .selectFrom('payment_run_lines')
    .innerJoin('payment_runs', 'payment_runs.id', 'payment_run_lines.run_id')
    .select([
      'payment_run_lines.payment_key',
      'payment_run_lines.participant_id',
      'payment_run_lines.payee',
      'payment_run_lines.gross',
      'payment_run_lines.paid_on',
      'payment_run_lines.withholding_year',
    ])
    .where('payment_run_lines.plan_id', '=', planId)
    .where('payment_runs.status', '=', 'approved')
    .execute();
  return rows.map((r) => ({
    paymentKey: r.payment_key,
    participantId: r.participant_id,
    payee: r.payee,
    gross: r.gross,
    paidOn: r.paid_on,
    withholdingYear: r.withholding_year === null ? null : Number(r.withholding_year),
  }));
}

/** Marks the run approved and each line paid (on its date, late or not). */
export async function approvePaymentRun(
  db: Kysely<Database>,
  run: { id: string; planId: string; approvedBy: string; approvedAt: string },
  paid: { lineNo: number; paymentKey: string; paidOn: string; late: boolean }[],
): Promise<void> {
  await db
    .updateTable('payment_runs')
    .set({ status: 'approved', approved_by: run.approvedBy, approved_at: run.approvedAt })
    .where('plan_id', '=', run.planId)
    .where('id', '=', run.id)
    .where('status', '=', 'prepared')
    .execute();
  for (const line of paid)
    await db
      .updateTable('payment_run_lines')
      .set({ paid_on: line.paidOn, late: line.late ? 1 : 0, paid_key: line.paymentKey })
      .where('run_id', '=', run.id)
      .where('line_no', '=', line.lineNo)
      .execute();
}

/** A prepared run that will not be paid: its lines stay, unpaid, for the record. */
export async function cancelPaymentRun(
  db: Kysely<Database>,
  run: { id: string; planId: string; cancelledBy: string; cancelledAt: string },
): Promise<void> {
  await db
    .updateTable('payment_runs')
    .set({ status: 'cancelled', cancelled_by: run.cancelledBy, cancelled_at: run.cancelledAt })
    .where('plan_id', '=', run.planId)
    .where('id', '=', run.id)
    .where('status', '=', 'prepared')
    .execute();
}

function lineRow(run: PaymentRun, line: RunLine): PaymentRunLineTable {
  return {
    run_id: run.id,
    plan_id: run.planId,
    line_no: line.lineNo,
    payment_key: line.paymentKey,
    participant_id: line.participantId,
    account: line.account,
    benefit: line.benefit,
    payee: line.payee,
    installment: line.installment ? line.installment.join('/') : null,
    payment_date: line.paymentDate,
    valued_at: line.valuedAt,
    on_time_through: line.onTimeThrough,
    gross: line.gross,
    withheld: line.withheld,
    net: line.net,
    withholding_year: line.withholdingYear,
    rules: JSON.stringify(line.rules),
    trace: JSON.stringify(line.trace),
    paid_on: line.paidOn,
    late: line.late === null ? null : line.late ? 1 : 0,
    paid_key: line.paidOn === null ? null : line.paymentKey,
  };
}

function toPaymentRun(row: PaymentRunTable): PaymentRun {
  return {
    id: row.id,
    planId: row.plan_id,
    payFrom: row.pay_from,
    payThrough: row.pay_through,
    status: row.status as RunStatus,
    source: row.source as RunSource,
    totals: { gross: row.total, withheld: row.total_withheld, net: row.total_net },
    preparedBy: row.prepared_by,
    preparedAt: row.prepared_at,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at,
    cancelledBy: row.cancelled_by,
    cancelledAt: row.cancelled_at,
  };
}

function toRunLine(row: PaymentRunLineTable): RunLine {
  const installment = row.installment?.split('/').map(Number);
  return {
    lineNo: Number(row.line_no),
    paymentKey: row.payment_key,
    participantId: row.participant_id,
    account: row.account,
    benefit: row.benefit,
    payee: row.payee,
    installment: installment?.length === 2 ? [installment[0]!, installment[1]!] : null,
    paymentDate: row.payment_date,
    valuedAt: row.valued_at,
    onTimeThrough: row.on_time_through,
    gross: row.gross,
    withheld: row.withheld,
    net: row.net,
    withholdingYear: row.withholding_year === null ? null : Number(row.withholding_year),
    rules: JSON.parse(row.rules) as string[],
    trace: JSON.parse(row.trace) as unknown,
    paidOn: row.paid_on,
    late: row.late === null ? null : Number(row.late) === 1,
  };
}
