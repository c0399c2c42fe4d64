import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface StoredResponse {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

export async function findStoredResponse(
  db: Kysely<Database>,
  userId: string,
  key: string,
): Promise<StoredResponse | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return (
    row && {
      requestHash: row.request_hash,
      statusCode: Number(row.status_code),
      body: JSON.parse(row.response),
    }
  );
}

export async function storeResponse(
  db: Kysely<Database>,
  entry: StoredResponse & { userId: string; key: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      user_id: entry.userId,
      key: entry.key,
      request_hash: entry.requestHash,
      status_code: entry.statusCode,
      response: JSON.stringify(entry.body ?? null),
      created_at: entry.createdAt,
    })
    .execute();
}
