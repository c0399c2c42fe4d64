import type { Kysely } from 'kysely';
import { auditMac } from './audit-key.js';
import { canonicalJson } from './canonical-json.js';
import type { Database } from './schema.js';

// A checkpoint is the chain's head as an auditor saw it, kept outside the record (a file he
// keeps). The chain alone cannot tell its own truncation or wiping from a younger record: a
// checkpoint can, since a later log must still hold its row, unchanged.

export interface AuditCheckpoint {
  seq: number;
  hash: string;
  rows: number;
  /** When it was taken (ISO, UTC). */
  at: string;
  /** HMAC under the audit key over the other fields: an edited checkpoint is refused. */
  mac: string;
}

type Unsigned = Omit<AuditCheckpoint, 'mac'>;

function checkpointMac(checkpoint: Unsigned): string {
  const { seq, hash, rows, at } = checkpoint;
  return auditMac('checkpoint', canonicalJson({ seq, hash, rows, at }));
}

/** The chain's head now, signed; call on a log that verifies. */
export async function takeAuditCheckpoint(
  db: Kysely<Database>,
  at: string,
): Promise<AuditCheckpoint> {
  const head = await db.selectFrom('audit_head').selectAll().where('id', '=', 1).executeTakeFirst();
  const count = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const unsigned = {
    seq: head ? Number(head.seq) : 0,
    hash: head?.hash ?? '',
    rows: Number(count.n),
    at,
  };
  return { ...unsigned, mac: checkpointMac(unsigned) };
}

/** Reads a checkpoint file's JSON; an error names what is wrong with its shape. */
export function parseAuditCheckpoint(text: string): AuditCheckpoint {
  const value = JSON.parse(text) as Partial<AuditCheckpoint>;
  const { seq, hash, rows, at, mac } = value;
  if (
    !Number.isInteger(seq) ||
    !Number.isInteger(rows) ||
    typeof hash !== 'string' ||
    typeof at !== 'string' ||
    typeof mac !== 'string'
  )
    throw new Error('not an audit checkpoint (seq, hash, rows, at, mac)');
  return { seq: Number(seq), hash, rows: Number(rows), at, mac };
}

/**
 * Null when the log still holds the checkpoint's head unchanged; else what is wrong: a
 * checkpoint not signed with this key, a log shorter than it (truncated or wiped), or its row at
 * the checkpoint's seq rewritten.
 */
export async function checkpointProblem(
  db: Kysely<Database>,
  checkpoint: AuditCheckpoint,
): Promise<string | null> {
  if (checkpointMac(checkpoint) !== checkpoint.mac)
    return 'the checkpoint MAC is wrong (edited, or signed with another key)';
  const count = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(count.n) < checkpoint.rows)
    return `the log has ${Number(count.n)} rows, fewer than the checkpoint's ${checkpoint.rows} (truncated or wiped)`;
  if (checkpoint.seq === 0) return null;
  const row = await db
    .selectFrom('audit_log')
    .select('hash')
    .where('seq', '=', checkpoint.seq)
    .executeTakeFirst();
  if (row?.hash !== checkpoint.hash)
    return `row ${checkpoint.seq} differs from the checkpoint (the chain was rewritten)`;
  return null;
}
