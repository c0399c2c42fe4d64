import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { auditMac } from './audit-key.js';
import { isPostgres, liveDigests, sealPending, sealedTables, type Seal } from './audit-seal.js';
import { canonicalJson } from './canonical-json.js';
import { takeLock, type Lock } from './locks.js';
import type { AuditLogTable, Database } from './schema.js';

export const genesisHash = '0'.repeat(64);

/** A keyed row's hash: HMAC-SHA256 under the audit key, marked so a plain one is told apart. */
const keyedPrefix = 'k1:';

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
 * A row written before the chain was keyed: sha256(previous hash + canonical JSON of its own
 * fields, the seal not yet among them). Such rows stay verifiable, as the chain's first rows.
 * plan_id is hashed only when set: rows written before plans were apart have none.
 */
export function auditHash(prevHash: string, row: Omit<AuditFields, 'sealed'>): string {
  const { plan_id, ...rest } = row;
  const fields = plan_id === null ? rest : row;
  return createHash('sha256')
    .update(prevHash + canonicalJson(fields))
    .digest('hex');
}

/** A keyed row: HMAC(key, previous hash + canonical JSON of its fields, its seal included). */
export function keyedAuditHash(prevHash: string, row: AuditFields): string {
  return keyedPrefix + auditMac('row', prevHash + canonicalJson(row));
}

/** The last entry each open transaction appended (a transaction is the Kysely it runs on). */
const lastAppended = new WeakMap<Kysely<Database>, AuditEntry>();

/** The audit chain has one order: its appends wait on each other (held until commit). */
const auditChainLock: Lock = { key: 'audit-chain' };

/**
 * Appends one entry to the keyed chain inside the command's transaction: the row seals the rows
 * written since the last seal (see audit-seal.ts).
 */
export async function appendAudit(db: Kysely<Database>, entry: AuditEntry): Promise<number> {
  await takeLock(db, auditChainLock);
  lastAppended.set(db, entry);
  const outsideSealed = new Set<string>();
  for (;;) {
    const part = await sealPending(db, SEALS_A_ROW, outsideSealed);
    if (!part.more) return appendRow(db, entry, part.seals);
    // The rows the command wrote before this entry, more than a row's seals: sealed in parts.
    const reason = `rows written before the next entry (${entry.action}), sealed in parts`;
    await appendRow(db, { ...sealEntry, at: entry.at, actor: entry.actor, reason }, part.seals);
  }
}

/**
 * Seals a row of the chain holds at most. An import of 100,000 participants writes about 25
 * million rows: one row's seals would be gigabytes of JSON, past the longest string V8 makes,
 * and all of them in memory at once (at 3,000 participants, 66 MB and the import's peak).
 */
export const SEALS_A_ROW = 20_000;

async function appendRow(db: Kysely<Database>, entry: AuditEntry, seals: Seal[]): Promise<number> {
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
    sealed: JSON.stringify(seals),
  };
  const hash = keyedAuditHash(prevHash, row);
  await db
    .insertInto('audit_log')
    .values({ ...row, prev_hash: prevHash, hash })
    .execute();
  if (head) await db.updateTable('audit_head').set({ seq, hash }).where('id', '=', 1).execute();
  else await db.insertInto('audit_head').values({ id: 1, seq, hash }).execute();
  return seq;
}

/**
 * Runs one transaction's work between the two ends of the seal (inTransaction calls it):
 * rows already pending when it starts were written by no audited command, and are marked so;
 * rows its work wrote after its last audit entry are sealed by one more row.
 */
export async function auditedWork<T>(
  trx: Transaction<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  // Before the chain is keyed, what is pending is the record's past, for the anchor to seal.
  const keyed = await chainKeyed(trx);
  if (keyed) await trx.updateTable('audit_pending').set({ outside: 1 }).execute();
  const result = await work(trx);
  const own = await trx
    .selectFrom('audit_pending')
    .select('id')
    .where('outside', '=', 0)
    .limit(1)
    .execute();
  if (own.length === 0) return result;
  const last = lastAppended.get(trx);
  if (!last) {
    // A write to a sealed table is a command's, audited in its transaction.
    if (keyed) throw new Error('assertion: a transaction wrote sealed rows and no audit entry');
    return result;
  }
  await appendAudit(trx, {
    ...sealEntry,
    at: last.at,
    actor: last.actor,
    reason: 'rows the command wrote after its last audit entry',
  });
  return result;
}

const sealEntry = { action: 'audit.sealed', entity: 'audit', entityId: 'chain' } as const;

async function chainKeyed(db: Kysely<Database>): Promise<boolean> {
  const head = await db
    .selectFrom('audit_head')
    .select('hash')
    .where('id', '=', 1)
    .executeTakeFirst();
  return head?.hash.startsWith(keyedPrefix) ?? false;
}

/**
 * The first start with a key seals the record kept before the chain was keyed (the migration
 * marked all its rows) in one `audit.anchored` row; on a keyed chain, the rows a later migration
 * marked when it added their table to the seals. Null when nothing waits (a row pending on a
 * keyed chain otherwise is no past to anchor but a write outside the audit).
 */
export async function anchorAudit(db: Kysely<Database>, at: string): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const keyed = await chainKeyed(trx);
    // On a keyed chain, only rows a migration marked for re-anchoring (outside = 2: a table it
    // newly seals) are the record's past; any command since has turned them into evidence (1).
    let waiting = trx.selectFrom('audit_pending').select('id');
    if (keyed) waiting = waiting.where('outside', '=', reanchor);
    if ((await waiting.limit(1).execute()).length === 0) return null;
    return appendAudit(trx, {
      ...sealEntry,
      action: 'audit.anchored',
      at,
      actor: 'system',
      reason: keyed
        ? 'rows of tables a migration newly sealed, recorded before it, sealed under the audit key'
        : 'rows recorded before the keyed chain, sealed under the audit key',
    });
  });
}

/** audit_pending.outside of a row a migration marked for the next anchor. */
const reanchor = 2;

export type AuditVerdict = { ok: true; rows: number } | { ok: false; seq: number; problem: string };
type Problem = { seq: number; problem: string };

/** Where each sealed row was last sealed: table -> key -> { digest, seq, outside }. */
type Sealed = Map<string, Map<string, { digest: string | null; seq: number; outside: boolean }>>;

interface Chain {
  rows: number;
  hash: string;
  sealed: Sealed;
}

/**
 * Walks the chain from the first row, checks its head, then compares every sealed table with
 * its seals; names the first row edited, removed, added or recomputed, or the table row
 * written outside the audit. Reads one snapshot.
 */
export async function verifyAuditLog(db: Kysely<Database>): Promise<AuditVerdict> {
  if (db.isTransaction) return verifyIn(db);
  const begin = db.transaction();
  const snapshot = isPostgres(db) ? begin.setIsolationLevel('repeatable read') : begin;
  return snapshot.execute(verifyIn);
}

async function verifyIn(db: Kysely<Database>): Promise<AuditVerdict> {
  const chain = await walkChain(db);
  if ('problem' in chain) return { ok: false, ...chain };
  const head = await db.selectFrom('audit_head').selectAll().where('id', '=', 1).executeTakeFirst();
  if ((head ? Number(head.seq) : 0) !== chain.rows || (head?.hash ?? genesisHash) !== chain.hash) {
    const problem = 'last rows removed (chain head does not match)';
    return { ok: false, seq: chain.rows + 1, problem };
  }
  const outside = await sealProblem(db, chain);
  return outside ? { ok: false, ...outside } : { ok: true, rows: chain.rows };
}

async function walkChain(db: Kysely<Database>): Promise<Chain | Problem> {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
  const sealed: Sealed = new Map();
  let prevHash = genesisHash;
  let keyed = false;
  for (const [index, stored] of rows.entries()) {
    const { hash, prev_hash, ...row } = { ...stored, seq: Number(stored.seq) };
    if (row.seq !== index + 1) return { seq: index + 1, problem: 'row missing' };
    if (prev_hash !== prevHash) return { seq: row.seq, problem: 'chain broken' };
    const problem = rowProblem(prevHash, row, hash, keyed);
    if (problem) return { seq: row.seq, problem };
    keyed = hash.startsWith(keyedPrefix);
    for (const [table, key, digest, outside] of JSON.parse(row.sealed ?? '[]') as Seal[]) {
      if (!sealed.has(table)) sealed.set(table, new Map());
      sealed.get(table)?.set(key, { digest, seq: row.seq, outside: outside === 1 });
    }
    prevHash = hash;
  }
  return { rows: rows.length, hash: prevHash, sealed };
}

/** A keyed row must carry its MAC; a plain one is only a legacy row, before any keyed one. */
function rowProblem(
  prevHash: string,
  row: AuditFields,
  hash: string,
  keyedBefore: boolean,
): string | null {
  if (hash.startsWith(keyedPrefix))
    return keyedAuditHash(prevHash, row) === hash ? null : 'row altered (its MAC does not match)';
  if (keyedBefore || row.sealed !== null)
    return 'unkeyed row in the keyed chain (rows recomputed without the key)';
  const { sealed: _none, ...legacy } = row;
  return auditHash(prevHash, legacy) === hash ? null : 'row altered';
}

/** Compares each sealed table's live rows with their last seal. */
async function sealProblem(db: Kysely<Database>, chain: Chain): Promise<Problem | null> {
  for (const table of sealedTables) {
    const live = await liveDigests(db, table);
    const sealed = chain.sealed.get(table) ?? new Map<string, never>();
    for (const [key, digest] of live) {
      const seal = sealed.get(key);
      if (!seal?.digest)
        return { seq: chain.rows + 1, problem: `${named(table, key)} written outside the audit` };
      if (seal.digest !== digest)
        return { seq: seal.seq, problem: `${named(table, key)} changed outside the audit` };
    }
    for (const [key, seal] of sealed) {
      if (seal.outside)
        return { seq: seal.seq, problem: `${named(table, key)} written outside the audit` };
      if (seal.digest !== null && !live.has(key))
        return { seq: seal.seq, problem: `${named(table, key)} deleted outside the audit` };
    }
  }
  return null;
}

function named(table: string, key: string): string {
  return `${table} row ${key.split('\u001f').join('/')}`;
}

export interface AuditQuery {
  /** One plan's rows; with `withUnplanned`, also the installation's (plan_id null). */
  planId?: string | undefined;
  withUnplanned?: boolean | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  afterSeq?: number | undefined;
  limit?: number | undefined;
  /** Who acted (a username), exactly. */
  actor?: string | undefined;
  /** An action (`fund.closed`), or its family (`fund`: every `fund.…` action). */
  action?: string | undefined;
  /** Rows written on or after this UTC day (YYYY-MM-DD). */
  fromDate?: string | undefined;
  /** Rows written on or before this UTC day (YYYY-MM-DD). */
  toDate?: string | undefined;
  /**
   * Rows about a participant: those of the entity `participant` with his id, and those whose
   * before or after names him (`"participantId":"P1"`: an election, a claim, a payment line).
   */
  participantId?: string | undefined;
}

/** A LIKE pattern matching `text` literally (`%`, `_` and the escape itself escaped). */
const literalLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The day after a YYYY-MM-DD, as YYYY-MM-DD (UTC calendar arithmetic, no time zone). */
function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
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
  if (query.actor) select = select.where('actor', '=', query.actor);
  const { action, participantId } = query;
  if (action)
    select = select.where((eb) =>
      eb.or([
        eb('action', '=', action),
        eb('action', 'like', sql<string>`${`${literalLike(action)}.%`} escape '\\'`),
      ]),
    );
  // `at` is an ISO 8601 instant in UTC: its text orders as time does.
  if (query.fromDate) select = select.where('at', '>=', `${query.fromDate}T00:00:00.000Z`);
  if (query.toDate) select = select.where('at', '<', `${nextDay(query.toDate)}T00:00:00.000Z`);
  if (participantId) {
    const named = sql<string>`${`%"participantId":${literalLike(JSON.stringify(participantId))}%`} escape '\\'`;
    select = select.where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', 'participant'), eb('entity_id', '=', participantId)]),
        eb('after', 'like', named),
        eb('before', 'like', named),
      ]),
    );
  }
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
