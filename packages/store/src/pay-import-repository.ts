import { effectiveDateOf } from '@defcomp/domain';
import type { Kysely } from 'kysely';
import type { PlanEvent } from './fact-log.js';
import type { Database, PayImportTable } from './schema.js';

export interface PayImport {
  id: string;
  planId: string;
  contentHash: string;
  fileName: string | null;
  payCount: number;
  recordedAt: string;
  recordedBy: string;
}

export async function createPayImport(db: Kysely<Database>, batch: PayImport): Promise<void> {
  await db
    .insertInto('pay_imports')
    .values({
      id: batch.id,
      plan_id: batch.planId,
      content_hash: batch.contentHash,
      file_name: batch.fileName,
      pay_count: batch.payCount,
      recorded_at: batch.recordedAt,
      recorded_by: batch.recordedBy,
    })
    .execute();
}

/** A file already imported has the same content hash: re-posting it changes nothing. */
export async function findPayImportByHash(
  db: Kysely<Database>,
  planId: string,
  contentHash: string,
): Promise<PayImport | undefined> {
  const row = await db
    .selectFrom('pay_imports')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('content_hash', '=', contentHash)
    .executeTakeFirst();
  return row && toPayImport(row);
}

export async function listPayImports(db: Kysely<Database>, planId: string): Promise<PayImport[]> {
  const rows = await db
    .selectFrom('pay_imports')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('recorded_at')
    .execute();
  return rows.map(toPayImport);
}

function toPayImport(row: PayImportTable): PayImport {
  return {
    id: row.id,
    planId: row.plan_id,
    contentHash: row.content_hash,
    fileName: row.file_name,
    payCount: Number(row.pay_count),
    recordedAt: row.recorded_at,
    recordedBy: row.recorded_by,
  };
}

/** Issue 8 item 4: one imported pay line, as the record keeps it (append-only). */
export interface PayLine {
  planId: string;
  importId: string;
  /** The line of the file: CSV's physical line (the header is 1), or the JSON item + 1. */
  lineNo: number;
  participantId: string;
  payDate: string;
  component: string;
  servicePeriod: { start: string; end: string } | null;
  gross: string;
  netAvailable: string;
  /** What payroll reports it deducted as the deferral (reconciliation), when it says. */
  deducted: string | null;
  /** Payroll marked it a second check for the same pay (it is not a duplicate). */
  additionalCheck: boolean;
  factSeq: number;
  recordedAt: string;
}

/** A pay the record holds, whichever way it came, with the import and line it came on. */
export interface RecordedPay {
  seq: number;
  participantId: string;
  event: PlanEvent;
  importId: string | null;
  lineNo: number | null;
  additionalCheck: boolean;
}

/** SQLite binds at most 32,766 values a statement: rows go in chunks well under it. */
const MAX_VALUES = 30_000;

/**
 * Appends the pay facts of one import (their seqs from the database) and answers each one's
 * seq, in order. Each fact carries the idempotency key `<import id>#<index>`.
 */
export async function appendPayFacts(
  db: Kysely<Database>,
  facts: { planId: string; participantId: string; event: PlanEvent; key: string }[],
  recorded: { recordedAt: string; recordedBy: string },
): Promise<number[]> {
  const seqs = new Map<string, number>();
  const size = Math.floor(MAX_VALUES / 9);
  for (let start = 0; start < facts.length; start += size) {
    const rows = facts.slice(start, start + size).map((f) => ({
      plan_id: f.planId,
      participant_id: f.participantId,
      type: f.event.type,
      payload: JSON.stringify(f.event),
      effective_date: effectiveDateOf(f.event),
      recorded_at: recorded.recordedAt,
      recorded_by: recorded.recordedBy,
      idempotency_key: f.key,
    }));
    const written = await db
      .insertInto('facts')
      .values(rows)
      .returning(['seq', 'idempotency_key'])
      .execute();
    for (const row of written) seqs.set(String(row.idempotency_key), Number(row.seq));
  }
  return facts.map((f) => {
    const seq = seqs.get(f.key);
    if (seq === undefined) throw new Error(`assertion: no seq for fact ${f.key}`);
    return seq;
  });
}

export async function addPayLines(db: Kysely<Database>, lines: PayLine[]): Promise<void> {
  const size = Math.floor(MAX_VALUES / 14);
  for (let start = 0; start < lines.length; start += size) {
    const rows = lines.slice(start, start + size).map((l) => ({
      plan_id: l.planId,
      import_id: l.importId,
      line_no: l.lineNo,
      participant_id: l.participantId,
      pay_date: l.payDate,
      component: l.component,
      service_start: l.servicePeriod?.start ?? null,
      service_end: l.servicePeriod?.end ?? null,
      gross: l.gross,
      net_available: l.netAvailable,
      deducted: l.deducted,
      additional_check: l.additionalCheck ? 1 : 0,
      fact_seq: l.factSeq,
      recorded_at: l.recordedAt,
    }));
    await db.insertInto('pay_lines').values(rows).execute();
  }
}

/** An import's lines, in file order. */
export async function listPayLines(
  db: Kysely<Database>,
  planId: string,
  importId: string,
): Promise<PayLine[]> {
  const rows = await db
    .selectFrom('pay_lines')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('import_id', '=', importId)
    .orderBy('line_no')
    .execute();
  return rows.map((r) => ({
    planId: r.plan_id,
    importId: r.import_id,
    lineNo: Number(r.line_no),
    participantId: r.participant_id,
    payDate: r.pay_date,
    component: r.component,
    servicePeriod:
      r.service_start !== null && r.service_end !== null
        ? { start: r.service_start, end: r.service_end }
        : null,
    gross: r.gross,
    netAvailable: r.net_available,
    deducted: r.deducted,
    additionalCheck: Number(r.additional_check) === 1,
    factSeq: Number(r.fact_seq),
    recordedAt: r.recorded_at,
  }));
}

export async function getPayImport(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<PayImport | undefined> {
  const row = await db
    .selectFrom('pay_imports')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toPayImport(row);
}

/**
 * The pay facts of these participants on these pay dates, each with the import and line it came
 * on: from its pay line, or (imported before pay lines were kept) from its idempotency key
 * `<import id>#<index>`; null for a pay recorded another way (an event, a record import). A pay
 * of another date is never the same pay (7.1), so a pay file loads only its own dates' pays.
 */
export async function listRecordedPays(
  db: Kysely<Database>,
  planId: string,
  participantIds: string[],
  payDates: string[],
): Promise<RecordedPay[]> {
  const pays: RecordedPay[] = [];
  const dates = [...new Set(payDates)];
  for (let d = 0; d < dates.length; d += 1000)
    for (let start = 0; start < participantIds.length; start += 1000) {
      const rows = await recordedPayRows(db, planId, {
        participantIds: participantIds.slice(start, start + 1000),
        payDates: dates.slice(d, d + 1000),
      });
      for (const row of rows) pays.push(recordedPay(row));
    }
  return pays.sort((a, b) => a.seq - b.seq);
}

/** One chunk's pay facts (a pay's effective date is its pay date) and their pay lines. */
function recordedPayRows(
  db: Kysely<Database>,
  planId: string,
  chunk: { participantIds: string[]; payDates: string[] },
) {
  return db
    .selectFrom('facts')
    .leftJoin('pay_lines', (join) =>
      join
        .onRef('pay_lines.fact_seq', '=', 'facts.seq')
        .onRef('pay_lines.plan_id', '=', 'facts.plan_id'),
    )
    .select([
      'facts.seq',
      'facts.participant_id',
      'facts.payload',
      'facts.idempotency_key',
      'pay_lines.import_id',
      'pay_lines.line_no',
      'pay_lines.additional_check',
    ])
    .where('facts.plan_id', '=', planId)
    .where('facts.type', '=', 'pay')
    .where('facts.participant_id', 'in', chunk.participantIds)
    .where('facts.effective_date', 'in', chunk.payDates)
    .orderBy('facts.seq')
    .execute();
}

function recordedPay(row: {
  seq: number;
  participant_id: string | null;
  payload: string;
  idempotency_key: string | null;
  import_id: string | null;
  line_no: number | null;
  additional_check: number | null;
}): RecordedPay {
  const legacy = /^(PI-[^#]+)#(\d+)$/.exec(row.idempotency_key ?? '');
  const importId = row.import_id ?? legacy?.[1] ?? null;
  const lineNo = row.line_no !== null ? Number(row.line_no) : legacy ? Number(legacy[2]) + 1 : null;
  return {
    seq: Number(row.seq),
    participantId: String(row.participant_id),
    event: JSON.parse(row.payload) as PlanEvent,
    importId,
    lineNo,
    additionalCheck: Number(row.additional_check ?? 0) === 1,
  };
}

/**
 * Issue 23 item 2: an import's answer as it was given (each line as the plan treated it), kept
 * so that the same lines again are answered without judging them again. The store keeps the
 * lines as their writer gave them; what a line holds is the server's (payroll/judge-pays.ts).
 */
export interface PayImportAnswer {
  planId: string;
  importId: string;
  lines: unknown[];
  recordedAt: string;
}

export async function addPayImportAnswer(
  db: Kysely<Database>,
  answer: PayImportAnswer,
): Promise<void> {
  await db
    .insertInto('pay_import_answers')
    .values({
      plan_id: answer.planId,
      import_id: answer.importId,
      lines: JSON.stringify(answer.lines),
      recorded_at: answer.recordedAt,
    })
    .execute();
}

/** The import's answer as given; none for an import recorded before answers were kept. */
export async function findPayImportAnswer(
  db: Kysely<Database>,
  planId: string,
  importId: string,
): Promise<PayImportAnswer | undefined> {
  const row = await db
    .selectFrom('pay_import_answers')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('import_id', '=', importId)
    .executeTakeFirst();
  if (!row) return undefined;
  const lines: unknown = JSON.parse(row.lines);
  if (!Array.isArray(lines)) throw new Error(`assertion: import ${importId}'s answer is no list`);
  return { planId: row.plan_id, importId: row.import_id, lines, recordedAt: row.recorded_at };
}
