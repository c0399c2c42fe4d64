import type { Kysely } from 'kysely';
import type { Database, PaymentLinePayeeTable, PayeeEventTable } from './schema.js';

// Plan 12.10, 12.11, issue 11 item 3: payee events (append-only, numbered per participant) and
// who each run line pays. ARCHITECTURE.md "Payees and notices".

export type PayeeEventKind = 'suspended' | 'search' | 'found' | 'uncashed' | 'guardian';

export interface PayeeEventRow {
  id: string;
  planId: string;
  participantId: string;
  seq: number;
  payee: string;
  kind: PayeeEventKind;
  on: string;
  body: Record<string, unknown>;
  reason: string;
  needsApproval: boolean;
  recordedAt: string;
  recordedBy: string;
}

/** Appends a payee event: the participant's next seq. */
export async function appendPayeeEvent(
  db: Kysely<Database>,
  event: Omit<PayeeEventRow, 'seq'>,
): Promise<PayeeEventRow> {
  const last = await db
    .selectFrom('payee_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('plan_id', '=', event.planId)
    .where('participant_id', '=', event.participantId)
    .executeTakeFirst();
  const row = { ...event, seq: Number(last?.seq ?? 0) + 1 };
  await db
    .insertInto('payee_events')
    .values({
      id: row.id,
      plan_id: row.planId,
      participant_id: row.participantId,
      seq: row.seq,
      payee: row.payee,
      kind: row.kind,
      on_date: row.on,
      body: JSON.stringify(row.body),
      reason: row.reason,
      needs_approval: row.needsApproval ? 1 : 0,
      recorded_at: row.recordedAt,
      recorded_by: row.recordedBy,
    })
    .execute();
  return row;
}

/** The payee events of a participant (or of every participant of the plan), in the order recorded. */
export async function listPayeeEvents(
  db: Kysely<Database>,
  planId: string,
  participantId?: string,
): Promise<PayeeEventRow[]> {
  let select = db
    .selectFrom('payee_events')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('participant_id')
    .orderBy('seq');
  if (participantId !== undefined) select = select.where('participant_id', '=', participantId);
  return (await select.execute()).map(toPayeeEvent);
}

const toPayeeEvent = (r: PayeeEventTable): PayeeEventRow => ({
  id: r.id,
  planId: r.plan_id,
  participantId: r.participant_id,
  seq: Number(r.seq),
  payee: r.payee,
  kind: r.kind as PayeeEventKind,
  on: r.on_date,
  body: JSON.parse(r.body) as Record<string, unknown>,
  reason: r.reason,
  needsApproval: Number(r.needs_approval) === 1,
  recordedAt: r.recorded_at,
  recordedBy: r.recorded_by,
});

/** Who a line pays: the payee and, under 12.11, the guardian on his behalf. */
export interface LinePayeeRecord {
  payeeRef: string;
  payeeName: string;
  paidTo: object | null;
}

export async function addLinePayee(
  db: Kysely<Database>,
  line: { runId: string; lineNo: number; planId: string } & LinePayeeRecord,
): Promise<void> {
  await db
    .insertInto('payment_line_payees')
    .values({
      run_id: line.runId,
      line_no: line.lineNo,
      plan_id: line.planId,
      payee_ref: line.payeeRef,
      payee_name: line.payeeName,
      paid_to: line.paidTo === null ? null : JSON.stringify(line.paidTo),
    })
    .execute();
}

/** Who the lines of the plan's runs (or of one run) pay, by `runId|lineNo`. */
export async function listLinePayees(
  db: Kysely<Database>,
  planId: string,
  runId?: string,
): Promise<Map<string, LinePayeeRecord>> {
  let select = db.selectFrom('payment_line_payees').selectAll().where('plan_id', '=', planId);
  if (runId !== undefined) select = select.where('run_id', '=', runId);
  const rows = await select.execute();
  return new Map(rows.map((r) => [`${r.run_id}|${Number(r.line_no)}`, toLinePayee(r)]));
}

const toLinePayee = (r: PaymentLinePayeeTable): LinePayeeRecord => ({
  payeeRef: r.payee_ref,
  payeeName: r.payee_name,
  paidTo: r.paid_to === null ? null : (JSON.parse(r.paid_to) as object),
});
