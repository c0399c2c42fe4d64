import type { Kysely } from 'kysely';
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
