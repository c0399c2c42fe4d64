import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

// Bulk period statements (issue 12 item 4): the runs and the documents their job writes. Both
// tables are append-only (migration 2026-12-05T04-00-00-statement-runs).

export interface StatementRun {
  id: string;
  planId: string;
  period: string;
  from: string;
  to: string;
  lang: string;
  participantIds: string[];
  total: number;
  requestedAt: string;
  requestedBy: string;
}

export interface StatementRunProgress {
  /** Documents made (or failed). */
  done: number;
  failed: number;
}

export async function addStatementRun(db: Kysely<Database>, run: StatementRun): Promise<void> {
  await db
    .insertInto('statement_runs')
    .values({
      id: run.id,
      plan_id: run.planId,
      period: run.period,
      from_date: run.from,
      to_date: run.to,
      lang: run.lang,
      participant_ids: JSON.stringify(run.participantIds),
      total: run.total,
      requested_at: run.requestedAt,
      requested_by: run.requestedBy,
    })
    .execute();
}

type RunRow = Database['statement_runs'];
const toRun = (row: RunRow): StatementRun => ({
  id: row.id,
  planId: row.plan_id,
  period: row.period,
  from: row.from_date,
  to: row.to_date,
  lang: row.lang,
  participantIds: JSON.parse(row.participant_ids) as string[],
  total: Number(row.total),
  requestedAt: row.requested_at,
  requestedBy: row.requested_by,
});

export async function getStatementRun(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<StatementRun | undefined> {
  const row = await db
    .selectFrom('statement_runs')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRun(row);
}

/** The plan's runs, latest first. */
export async function listStatementRuns(
  db: Kysely<Database>,
  planId: string,
  limit = 100,
): Promise<StatementRun[]> {
  const rows = await db
    .selectFrom('statement_runs')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRun);
}

export async function statementRunProgress(
  db: Kysely<Database>,
  runId: string,
): Promise<StatementRunProgress> {
  const rows = await db
    .selectFrom('statement_documents')
    .select(['error'])
    .where('run_id', '=', runId)
    .execute();
  return { done: rows.length, failed: rows.filter((r) => r.error !== null).length };
}

/** The participants of a run whose document is made (a retried job skips them). */
export async function statementDocumentsMade(
  db: Kysely<Database>,
  runId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('statement_documents')
    .select('participant_id')
    .where('run_id', '=', runId)
    .execute();
  return new Set(rows.map((r) => r.participant_id));
}

export interface StatementDocument {
  runId: string;
  participantId: string;
  fileName: string;
  pdf: Buffer | null;
  error: string | null;
  madeAt: string;
  madeBy: string;
}

/** Adds a document; false when the run already has this participant's (a retried job). */
export async function addStatementDocument(
  db: Kysely<Database>,
  doc: StatementDocument,
): Promise<boolean> {
  const result = await db
    .insertInto('statement_documents')
    .values({
      run_id: doc.runId,
      participant_id: doc.participantId,
      file_name: doc.fileName,
      pdf: doc.pdf ? doc.pdf.toString('base64') : null,
      error: doc.error,
      made_at: doc.madeAt,
      made_by: doc.madeBy,
    })
    .onConflict((oc) => oc.columns(['run_id', 'participant_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** A run's documents in participant order (with their PDFs, or the errors). */
export async function listStatementDocuments(
  db: Kysely<Database>,
  runId: string,
  participantId?: string,
): Promise<StatementDocument[]> {
  let select = db
    .selectFrom('statement_documents')
    .selectAll()
    .where('run_id', '=', runId)
    .orderBy('participant_id');
  if (participantId !== undefined) select = select.where('participant_id', '=', participantId);
  return (await select.execute()).map((row) => ({
    runId: row.run_id,
    participantId: row.participant_id,
    fileName: row.file_name,
    pdf: row.pdf === null ? null : Buffer.from(row.pdf, 'base64'),
    error: row.error,
    madeAt: row.made_at,
    madeBy: row.made_by,
  }));
}
