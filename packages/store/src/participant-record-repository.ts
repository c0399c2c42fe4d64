import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { appendAudit } from './audit-log.js';
import { inTransaction, type Store } from './database.js';
import { currentDataKeyring, decryptValue, encryptValue, type DataKeyring } from './data-key.js';
import type { Database } from './schema.js';

// Issue 11 items 1, 2: a participant's record and his beneficiary designations, each change a
// new row (the tables refuse UPDATE and DELETE); secrets (tax ids, bank accounts) are rows of
// encrypted_values, named from the JSON by `{ "secret": id }` and never written in clear.

export type SecretKind = 'taxId' | 'bankAccount';

/** How a record row or a designation names an encrypted value. */
export interface SecretRef {
  secret: string;
}

export const isSecretRef = (value: unknown): value is SecretRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { secret?: unknown }).secret === 'string';

const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`;

/**
 * The participant's next number in the table. The caller's command holds the participant's
 * lock (command.ts), and (plan, participant, seq) is unique: two writers cannot take one number.
 */
async function nextSeq(
  db: Kysely<Database>,
  table: 'participant_records' | 'beneficiary_designations',
  planId: string,
  participantId: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('seq').as('last'))
    .where('plan_id', '=', planId)
    .where('participant_id', '=', participantId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** Encrypts `plain` under the current data key and stores it; returns its reference. */
export async function storeSecret(
  db: Kysely<Database>,
  value: { planId: string; kind: SecretKind; plain: string; at: string },
): Promise<SecretRef> {
  const id = newId('EV');
  const { keyId, sealed } = encryptValue(value.plain, id);
  await db
    .insertInto('encrypted_values')
    .values({
      id,
      plan_id: value.planId,
      kind: value.kind,
      key_id: keyId,
      sealed,
      created_at: value.at,
      rotated_at: null,
    })
    .execute();
  return { secret: id };
}

/** The plain values of these references (each decrypted with the key its row names). */
export async function readSecrets(
  db: Kysely<Database>,
  planId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('encrypted_values')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  const ring = currentDataKeyring();
  for (const row of rows)
    found.set(row.id, decryptValue({ keyId: row.key_id, sealed: row.sealed }, row.id, ring));
  return found;
}

export interface ParticipantRecordRow {
  id: string;
  planId: string;
  participantId: string;
  effectiveOn: string;
  /** Field -> value; a secret field holds a SecretRef; null clears the field. */
  changes: Record<string, unknown>;
  reason: string;
  /** In force only once another person approves it (record_approvals). */
  needsApproval: boolean;
  recordedAt: string;
  recordedBy: string;
}

export async function appendParticipantRecord(
  db: Kysely<Database>,
  row: Omit<ParticipantRecordRow, 'id'>,
): Promise<ParticipantRecordRow> {
  const id = newId('PR');
  await db
    .insertInto('participant_records')
    .values({
      id,
      seq: await nextSeq(db, 'participant_records', row.planId, row.participantId),
      plan_id: row.planId,
      participant_id: row.participantId,
      effective_on: row.effectiveOn,
      changes: JSON.stringify(row.changes),
      reason: row.reason,
      needs_approval: row.needsApproval ? 1 : 0,
      recorded_at: row.recordedAt,
      recorded_by: row.recordedBy,
    })
    .execute();
  return { id, ...row };
}

/** A participant's rows of one of these tables, in the order recorded. */
function rowsInOrder<T extends 'participant_records' | 'beneficiary_designations'>(
  db: Kysely<Database>,
  table: T,
  planId: string,
  participantId: string,
) {
  return db
    .selectFrom(table as 'participant_records' | 'beneficiary_designations')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('participant_id', '=', participantId)
    .orderBy('seq')
    .execute() as Promise<Selectable<Database[T]>[]>;
}

/** What every row of either table says of who recorded it and whether it waits for approval. */
const recorded = (r: {
  id: string;
  plan_id: string;
  participant_id: string;
  reason: string;
  needs_approval: number;
  recorded_at: string;
  recorded_by: string;
}) => ({
  id: r.id,
  planId: r.plan_id,
  participantId: r.participant_id,
  reason: r.reason,
  needsApproval: Number(r.needs_approval) === 1,
  recordedAt: r.recorded_at,
  recordedBy: r.recorded_by,
});

/** A participant's record changes in the order recorded. */
export async function listParticipantRecords(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
): Promise<ParticipantRecordRow[]> {
  const rows = await rowsInOrder(db, 'participant_records', planId, participantId);
  return rows.map((r) => ({
    ...recorded(r),
    effectiveOn: r.effective_on,
    changes: JSON.parse(r.changes) as Record<string, unknown>,
  }));
}

/** A beneficiary as stored: his tax id, when given, is a SecretRef. */
export interface StoredBeneficiary {
  name: string;
  pct: number;
  relationship?: string;
  address?: unknown;
  diedOn?: string;
  taxId?: SecretRef;
}

export interface DesignationRow {
  id: string;
  planId: string;
  participantId: string;
  filedOn: string;
  primary: StoredBeneficiary[];
  contingent: StoredBeneficiary[];
  source: 'participant' | 'staff';
  reason: string;
  needsApproval: boolean;
  recordedAt: string;
  recordedBy: string;
}

export async function appendDesignation(
  db: Kysely<Database>,
  row: Omit<DesignationRow, 'id'>,
): Promise<DesignationRow> {
  const id = newId('BD');
  await db
    .insertInto('beneficiary_designations')
    .values({
      id,
      seq: await nextSeq(db, 'beneficiary_designations', row.planId, row.participantId),
      plan_id: row.planId,
      participant_id: row.participantId,
      filed_on: row.filedOn,
      body: JSON.stringify({ primary: row.primary, contingent: row.contingent }),
      source: row.source,
      reason: row.reason,
      needs_approval: row.needsApproval ? 1 : 0,
      recorded_at: row.recordedAt,
      recorded_by: row.recordedBy,
    })
    .execute();
  return { id, ...row };
}

/** A participant's designations in the order recorded. */
export async function listDesignations(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
): Promise<DesignationRow[]> {
  const rows = await rowsInOrder(db, 'beneficiary_designations', planId, participantId);
  return rows.map((r) => {
    const body = JSON.parse(r.body) as Pick<DesignationRow, 'primary' | 'contingent'>;
    return {
      ...recorded(r),
      filedOn: r.filed_on,
      primary: body.primary,
      contingent: body.contingent,
      source: r.source as DesignationRow['source'],
    };
  });
}

/**
 * Key rotation, step two: every value not under the ring's current key is decrypted with the
 * key its row names and encrypted again under the current one (a fresh IV). Returns how many;
 * the caller audits it in the same transaction.
 */
export async function reencryptValues(
  db: Kysely<Database>,
  ring: DataKeyring,
  at: string,
): Promise<{ reencrypted: number; fromKeys: string[] }> {
  const rows = await db
    .selectFrom('encrypted_values')
    .selectAll()
    .where('key_id', '!=', ring.currentId)
    .orderBy('id')
    .execute();
  const fromKeys = new Set<string>();
  for (const row of rows) {
    const plain = decryptValue({ keyId: row.key_id, sealed: row.sealed }, row.id, ring);
    const { keyId, sealed } = encryptValue(plain, row.id, ring);
    await db
      .updateTable('encrypted_values')
      .set({ key_id: keyId, sealed, rotated_at: at })
      .where('id', '=', row.id)
      .execute();
    fromKeys.add(row.key_id);
  }
  return { reencrypted: rows.length, fromKeys: [...fromKeys].sort() };
}

/**
 * `defcomp keys rotate`, step two, as one audited transaction: every value re-encrypted under
 * the ring's current key, and an audit row (`dataKey.rotated`, by `machine`) that says how many
 * and from which keys.
 */
export async function rotateStoredValues(
  store: Store,
  ring: DataKeyring,
  at: string,
): Promise<{ reencrypted: number; fromKeys: string[] }> {
  return inTransaction(store, async (trx) => {
    const done = await reencryptValues(trx, ring, at);
    await appendAudit(trx, {
      at,
      actor: 'machine',
      action: 'dataKey.rotated',
      entity: 'dataKey',
      entityId: ring.currentId,
      after: done,
      reason: 'defcomp keys rotate',
    });
    return done;
  });
}

export interface RecordApproval {
  id: string;
  approvedBy: string;
  approvedAt: string;
}

/** Another person's approval of a change that needs one (its id is the change's). */
export async function appendRecordApproval(
  db: Kysely<Database>,
  approval: RecordApproval & { planId: string; participantId: string },
): Promise<void> {
  await db
    .insertInto('record_approvals')
    .values({
      id: approval.id,
      plan_id: approval.planId,
      participant_id: approval.participantId,
      approved_by: approval.approvedBy,
      approved_at: approval.approvedAt,
    })
    .execute();
}

/** A participant's approvals, by the id of the change approved. */
export async function listRecordApprovals(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
): Promise<Map<string, RecordApproval>> {
  const rows = await db
    .selectFrom('record_approvals')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('participant_id', '=', participantId)
    .execute();
  return new Map(
    rows.map((r) => [r.id, { id: r.id, approvedBy: r.approved_by, approvedAt: r.approved_at }]),
  );
}
