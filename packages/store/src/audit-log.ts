import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { canonicalJson } from './canonical-json.js';
import { takeLock, type Lock } from './database.js';
import type { AuditLogTable, Database } from './schema.js';

export const genesisHash = '0'.repeat(64);

export interface AuditEntry {
  /** The plan the change belongs to; none for installation events (sign-ins, accounts). */
  planId?: string | null | undefined;
  at: string;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  reason?: string | null | undefined;
  before?: unknown;
  after?: unknown;
}

export interface AuditRow {
  seq: number;
  planId: string | null;
  at: string;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  reason: string | null;
  before: unknown;
  after: unknown;
  hash: string;
}

type AuditFields = Omit<AuditLogTable, 'hash' | 'prev_hash'>;

/**
 * Each row's hash = sha256(previous hash + canonical JSON of the row's own fields). plan_id is
 * hashed only when set: rows written before plans were apart have none and verify unchanged.
 */
export function auditHash(prevHash: string, row: AuditFields): string {
  const { plan_id, ...rest } = row;
  const fields = plan_id === null ? rest : row;
  return createHash('sha256')
    .update(prevHash + canonicalJson(fields))
    .digest('hex');
}

/** The audit chain has one order: its appends wait on each other (held until commit). */
const auditChainLock: Lock = { key: 'audit-chain' };

/** Appends one entry to the hash chain; call inside the command's transaction. */
export async function appendAudit(db: Kysely<Database>, entry: AuditEntry): Promise<number> {
  await takeLock(db, auditChainLock);
  const head = await db.selectFrom('audit_head').selectAll().where('id', '=', 1).executeTakeFirst();
  const seq = (head ? Number(head.seq) : 0) + 1;
  const prevHash = head?.hash ?? genesisHash;
  const row: AuditFields = {
    seq,
    plan_id: entry.planId ?? null,
    at: entry.at,
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    reason: entry.reason ?? null,
    before: entry.before === undefined ? null : canonicalJson(entry.before),
    after: entry.after === undefined ? null : canonicalJson(entry.after),
  };
  const hash = auditHash(prevHash, row);
  await db
    .insertInto('audit_log')
    .values({ ...row, prev_hash: prevHash, hash })
    .execute();
  if (head) await db.updateTable('audit_head').set({ seq, hash }).where('id', '=', 1).execute();
  else await db.insertInto('audit_head').values({ id: 1, seq, hash }).execute();
  return seq;
}

export type AuditVerdict = { ok: true; rows: number } | { ok: false; seq: number; problem: string };

/** Walks the chain from the first row; names the first row that was edited, removed or added. */
export async function verifyAuditLog(db: Kysely<Database>): Promise<AuditVerdict> {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
  let prevHash = genesisHash;
  let expectedSeq = 1;
  for (const stored of rows) {
    const { hash, prev_hash, ...row } = { ...stored, seq: Number(stored.seq) };
    if (row.seq !== expectedSeq) return { ok: false, seq: expectedSeq, problem: 'row missing' };
    if (prev_hash !== prevHash) return { ok: false, seq: row.seq, problem: 'chain broken' };
    if (auditHash(prevHash, row) !== hash)
      return { ok: false, seq: row.seq, problem: 'row altered' };
    prevHash = hash;
    expectedSeq += 1;
  }
  const head = await db.selectFrom('audit_head').selectAll().where('id', '=', 1).executeTakeFirst();
  const lastSeq = expectedSeq - 1;
  if ((head ? Number(head.seq) : 0) !== lastSeq || (head?.hash ?? genesisHash) !== prevHash) {
    return {
      ok: false,
      seq: lastSeq + 1,
      problem: 'last rows removed (chain head does not match)',
    };
  }
  return { ok: true, rows: rows.length };
}

export interface AuditQuery {
  /** One plan's rows; with `withUnplanned`, also the installation's (plan_id null). */
  planId?: string | undefined;
  withUnplanned?: boolean | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  afterSeq?: number | undefined;
  limit?: number | undefined;
}

export async function listAudit(db: Kysely<Database>, query: AuditQuery = {}): Promise<AuditRow[]> {
  let select = db.selectFrom('audit_log').selectAll().orderBy('seq');
  const { planId, withUnplanned } = query;
  if (planId !== undefined)
    select = select.where((eb) =>
      withUnplanned
        ? eb.or([eb('plan_id', '=', planId), eb('plan_id', 'is', null)])
        : eb('plan_id', '=', planId),
    );
  if (query.entity) select = select.where('entity', '=', query.entity);
  if (query.entityId) select = select.where('entity_id', '=', query.entityId);
  if (query.afterSeq !== undefined) select = select.where('seq', '>', query.afterSeq);
  const rows = await select.limit(query.limit ?? 200).execute();
  return rows.map((row) => ({
    seq: Number(row.seq),
    planId: row.plan_id,
    at: row.at,
    actor: row.actor,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    reason: row.reason,
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
    hash: row.hash,
  }));
}
