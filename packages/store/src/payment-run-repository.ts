import type { Guardian } from '@defcomp/domain';
import type { Kysely } from 'kysely';
import { addLinePayee, listLinePayees, type LinePayeeRecord } from './payee-repository.js';
import type {
  Database,
  PaymentMadeTable,
  PaymentRunEventTable,
  PaymentRunLineTable,
  PaymentRunTable,
} from './schema.js';

/**
 * A run's status is the last of its events (payment_run_events): prepared, then approved (its
 * lines are payments made) or cancelled; an approved run is confirmed paid, and a payment that
 * came back is returned (12.10), naming its lines.
 */
export type RunStatus = 'prepared' | 'approved' | 'cancelled' | 'paid' | 'returned';

/** One state change of a run, appended. */
export interface RunEvent {
  seq: number;
  status: RunStatus;
  at: string;
  by: string;
  reason: string | null;
  /** The lines a return names. */
  lines: number[] | null;
}
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
  /** Who it pays (issue 11 item 3): `participant` or `beneficiary:<name>`; null in older runs. */
  payeeRef: string | null;
  payeeName: string | null;
  /** Plan 12.11: the guardian or conservator paid on the payee's behalf. */
  paidTo: Guardian | null;
  /** When it was paid (its payment made), null until the run is approved. */
  paidOn: string | null;
  late: boolean | null;
  /** When its return was recorded (12.10): it is no longer a payment made. */
  returnedAt: string | null;
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
  /** Its state changes, in order: `status` is the last one's. */
  events: RunEvent[];
}

export interface PaymentRunWithLines extends PaymentRun {
  lines: RunLine[];
}

/** A line of an approved run: what has been paid. */
export type PaidLine = Pick<
  RunLine,
  'paymentKey' | 'participantId' | 'payee' | 'gross' | 'paidOn' | 'withholdingYear'
>;

/** A payment made, as the engine is given it (a line of an approved run not returned). */
export interface PaymentMadeRecord extends PaidLine {
  runId: string;
  /** Who it paid, and the guardian on his behalf (12.11): the line's. */
  payeeRef: string | null;
  payeeName: string | null;
  paidTo: Guardian | null;
  lineNo: number;
  account: string;
  benefit: string;
  paymentDate: string;
  valuedAt: string | null;
  paidOn: string;
}

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
  for (const line of lines) {
    await db.insertInto('payment_run_lines').values(lineRow(run, line)).execute();
    if (line.payeeRef !== null)
      await addLinePayee(db, {
        runId: run.id,
        lineNo: line.lineNo,
        planId: run.planId,
        payeeRef: line.payeeRef,
        payeeName: line.payeeName ?? line.payeeRef,
        paidTo: line.paidTo,
      });
  }
  await appendRunEvent(db, run, { status: 'prepared', at: run.preparedAt, by: run.preparedBy });
}

/** Appends a state change to the run: the next seq. */
export async function appendRunEvent(
  db: Kysely<Database>,
  run: { id: string; planId: string },
  event: Omit<RunEvent, 'seq' | 'reason' | 'lines'> & Partial<Pick<RunEvent, 'reason' | 'lines'>>,
): Promise<void> {
  const last = await db
    .selectFrom('payment_run_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('run_id', '=', run.id)
    .executeTakeFirst();
  await db
    .insertInto('payment_run_events')
    .values({
      plan_id: run.planId,
      run_id: run.id,
      seq: Number(last?.seq ?? 0) + 1,
      status: event.status,
      at: event.at,
      actor: event.by,
      reason: event.reason ?? null,
      line_nos: event.lines ? JSON.stringify(event.lines) : null,
    })
    .execute();
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
  const made = await db.selectFrom('payments_made').selectAll().where('run_id', '=', id).execute();
  const events = (await eventsOf(db, planId, id)).get(id) ?? [];
  const paid = new Map(made.map((m) => [Number(m.line_no), m]));
  const returned = returnedLines(events);
  const payees = await listLinePayees(db, planId, id);
  const run = toPaymentRun(row, events);
  return {
    ...run,
    lines: lines.map((l) => ({
      ...toRunLine(l, paid.get(Number(l.line_no)), returned.get(Number(l.line_no))),
      ...payeeOf(payees.get(`${id}|${Number(l.line_no)}`)),
    })),
  };
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
  const events = await eventsOf(db, planId);
  return rows.map((row) => toPaymentRun(row, events.get(row.id) ?? []));
}

/** The events of the plan's runs (or of one run), by run, in order. */
async function eventsOf(
  db: Kysely<Database>,
  planId: string,
  runId?: string,
  knownAt?: string,
): Promise<Map<string, RunEvent[]>> {
  let select = db
    .selectFrom('payment_run_events')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('run_id')
    .orderBy('seq');
  if (runId !== undefined) select = select.where('run_id', '=', runId);
  if (knownAt !== undefined) select = select.where('at', '<=', knownAt);
  const byRun = new Map<string, RunEvent[]>();
  for (const row of await select.execute()) {
    const events = byRun.get(row.run_id) ?? [];
    events.push(toRunEvent(row));
    byRun.set(row.run_id, events);
  }
  return byRun;
}

/** The lines the run's returns name, with the day each came back. */
function returnedLines(events: readonly RunEvent[]): Map<number, string> {
  const returned = new Map<number, string>();
  for (const e of events)
    if (e.status === 'returned') for (const line of e.lines ?? []) returned.set(line, e.at);
  return returned;
}

/**
 * The payments made: lines of approved runs, less those returned (12.10); as known at an
 * instant when `knownAt` is given (approved and returned by then). Oldest first.
 */
export async function listPaymentsMade(
  db: Kysely<Database>,
  query: { planId: string; participantIds?: string[] | undefined; knownAt?: string | undefined },
): Promise<PaymentMadeRecord[]> {
  if (query.participantIds?.length === 0) return [];
  let select = db
    .selectFrom('payments_made')
    .selectAll()
    .where('plan_id', '=', query.planId)
    .orderBy('recorded_at')
    .orderBy('run_id')
    .orderBy('line_no');
  if (query.participantIds) select = select.where('participant_id', 'in', query.participantIds);
  if (query.knownAt !== undefined) select = select.where('recorded_at', '<=', query.knownAt);
  const rows = await select.execute();
  const events = await eventsOf(db, query.planId, undefined, query.knownAt);
  const returned = (row: PaymentMadeTable) =>
    returnedLines(events.get(row.run_id) ?? []).has(Number(row.line_no));
  const payees = await listLinePayees(db, query.planId);
  return rows
    .filter((row) => !returned(row))
    .map((row) => ({
      ...toPaymentMade(row),
      ...payeeOf(payees.get(`${row.run_id}|${Number(row.line_no)}`)),
    }));
}

/** A line's payee as the line says it (null in runs before lines were per payee). */
const payeeOf = (p: LinePayeeRecord | undefined) => ({
  payeeRef: p?.payeeRef ?? null,
  payeeName: p?.payeeName ?? null,
  paidTo: (p?.paidTo ?? null) as Guardian | null,
});

/** The lines of every approved run of the plan that were not returned: what has been paid. */
export async function listPaidLines(db: Kysely<Database>, planId: string): Promise<PaidLine[]> {
  return (await listPaymentsMade(db, { planId })).map((m) => ({
    paymentKey: m.paymentKey,
    participantId: m.participantId,
    // 8.3: whose supplemental wages it was (a beneficiary's are his own).
    payee: m.payeeRef ?? m.payee,
    gross: m.gross,
    paidOn: m.paidOn,
    withholdingYear: m.withholdingYear,
  }));
}

/**
 * Approves the run: an `approved` event, and each line appended as a payment made (paid on its
 * date, late or not). Nothing of the run or its lines is updated.
 */
export async function approvePaymentRun(
  db: Kysely<Database>,
  run: PaymentRunWithLines & { approvedBy: string; approvedAt: string },
  paid: { lineNo: number; paymentKey: string; paidOn: string; late: boolean }[],
): Promise<void> {
  await appendRunEvent(db, run, { status: 'approved', at: run.approvedAt, by: run.approvedBy });
  const lines = new Map(run.lines.map((l) => [l.lineNo, l]));
  for (const p of paid) {
    const line = lines.get(p.lineNo);
    if (!line) throw new Error(`assertion: run ${run.id} has no line ${p.lineNo}`);
    await db
      .insertInto('payments_made')
      .values(madeRow(run, line, p, { at: run.approvedAt, by: run.approvedBy }))
      .execute();
  }
}

function madeRow(
  run: PaymentRun,
  line: RunLine,
  paid: { paidOn: string; late: boolean },
  recorded: { at: string; by: string },
): PaymentMadeTable {
  return {
    plan_id: run.planId,
    run_id: run.id,
    line_no: line.lineNo,
    payment_key: line.paymentKey,
    participant_id: line.participantId,
    account: line.account,
    benefit: line.benefit,
    payee: line.payee,
    installment: line.installment ? line.installment.join('/') : null,
    payment_date: line.paymentDate,
    valued_at: line.valuedAt,
    gross: line.gross,
    withheld: line.withheld,
    net: line.net,
    withholding_year: line.withholdingYear,
    paid_on: paid.paidOn,
    late: paid.late ? 1 : 0,
    recorded_at: recorded.at,
    recorded_by: recorded.by,
  };
}

/** A prepared run that will not be paid: a `cancelled` event; its lines stay, for the record. */
export async function cancelPaymentRun(
  db: Kysely<Database>,
  run: { id: string; planId: string; cancelledBy: string; cancelledAt: string },
): Promise<void> {
  await appendRunEvent(db, run, { status: 'cancelled', at: run.cancelledAt, by: run.cancelledBy });
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
    // What was paid is a payment made (payments_made), never an update of the line.
    paid_on: null,
    late: null,
    paid_key: null,
  };
}

const toRunEvent = (row: PaymentRunEventTable): RunEvent => ({
  seq: Number(row.seq),
  status: row.status as RunStatus,
  at: row.at,
  by: row.actor,
  reason: row.reason,
  lines: row.line_nos === null ? null : (JSON.parse(row.line_nos) as number[]),
});

/** The run as its events make it: the status is the last event's. */
function toPaymentRun(row: PaymentRunTable, events: RunEvent[]): PaymentRun {
  const last = (status: RunStatus) => events.findLast((e) => e.status === status);
  const approved = last('approved');
  const cancelled = last('cancelled');
  return {
    id: row.id,
    planId: row.plan_id,
    payFrom: row.pay_from,
    payThrough: row.pay_through,
    status: events.at(-1)?.status ?? 'prepared',
    source: row.source as RunSource,
    totals: { gross: row.total, withheld: row.total_withheld, net: row.total_net },
    preparedBy: row.prepared_by,
    preparedAt: row.prepared_at,
    approvedBy: approved?.by ?? null,
    approvedAt: approved?.at ?? null,
    cancelledBy: cancelled?.by ?? null,
    cancelledAt: cancelled?.at ?? null,
    events,
  };
}

function toRunLine(
  row: PaymentRunLineTable,
  made: PaymentMadeTable | undefined,
  returnedAt: string | undefined,
): RunLine {
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
    payeeRef: null,
    payeeName: null,
    paidTo: null,
    paidOn: made?.paid_on ?? null,
    late: made ? Number(made.late) === 1 : null,
    returnedAt: returnedAt ?? null,
  };
}

function toPaymentMade(
  row: PaymentMadeTable,
): Omit<PaymentMadeRecord, 'payeeRef' | 'payeeName' | 'paidTo'> {
  return {
    runId: row.run_id,
    lineNo: Number(row.line_no),
    paymentKey: row.payment_key,
    participantId: row.participant_id,
    account: row.account,
    benefit: row.benefit,
    payee: row.payee,
    paymentDate: row.payment_date,
    valuedAt: row.valued_at,
    gross: row.gross,
    paidOn: row.paid_on,
    withholdingYear: row.withholding_year === null ? null : Number(row.withholding_year),
  };
}
