import type { Kysely } from 'kysely';
import type { Database, PayImportTable } from './schema.js';

export interface PayImport {
  id: string;
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
  contentHash: string,
): Promise<PayImport | undefined> {
  const row = await db
    .selectFrom('pay_imports')
    .selectAll()
    .where('content_hash', '=', contentHash)
    .executeTakeFirst();
  return row && toPayImport(row);
}

export async function listPayImports(db: Kysely<Database>): Promise<PayImport[]> {
  const rows = await db.selectFrom('pay_imports').selectAll().orderBy('recorded_at').execute();
  return rows.map(toPayImport);
}

function toPayImport(row: PayImportTable): PayImport {
  return {
    id: row.id,
    contentHash: row.content_hash,
    fileName: row.file_name,
    payCount: Number(row.pay_count),
    recordedAt: row.recorded_at,
    recordedBy: row.recorded_by,
  };
}
