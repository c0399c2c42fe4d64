import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  checkpointProblem,
  configureAuditKey,
  isPostgresUrl,
  openStore,
  parseAuditCheckpoint,
  takeAuditCheckpoint,
  verifyAuditLog,
  type AuditCheckpoint,
  type Store,
} from '@defcomp/store';
import { defineCommand, parseCommand, unexpected, usageError } from '../flags.js';

export const command = defineCommand({
  name: 'audit',
  usage: [
    'defcomp audit verify [--db FILE] [--checkpoint F] [--audit-key KEYFILE]',
    'defcomp audit checkpoint --out F [--db FILE] [--audit-key KEYFILE]',
  ],
  notes: [
    '  (DATABASE_URL=postgres://… for PostgreSQL; the key: --audit-key, DEFCOMP_AUDIT_KEY_FILE,',
    '   DEFCOMP_AUDIT_KEY, or the file beside the embedded database)',
  ],
  flags: {
    db: { type: 'string', value: 'FILE', description: 'the SQLite record (else DATABASE_URL)' },
    checkpoint: {
      type: 'string',
      value: 'F',
      description: 'verify: the log must still hold this checkpoint',
    },
    out: { type: 'string', value: 'F', description: 'checkpoint: the file to write it to' },
    'audit-key': { type: 'string', value: 'KEYFILE', description: "the audit chain's HMAC key" },
  },
});

/**
 * `defcomp audit verify`: checks the keyed chain and every sealed table (and, with
 * --checkpoint, that the log still holds the checkpoint's head). `defcomp audit checkpoint`:
 * writes the signed head of a log that verifies, for an auditor to keep. Exit 0 when intact;
 * 1 naming what was edited, removed, added or rewritten; 2 on a usage error.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommand(command, args);
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  const [sub, ...extra] = parsed.positionals;
  if (sub !== 'verify' && sub !== 'checkpoint')
    return usageError(command, sub ? `no subcommand ${sub}` : 'verify or checkpoint?');
  if (extra.length > 0) return unexpected(command, extra);
  const out = sub === 'checkpoint' ? values.out : undefined;
  if (sub === 'checkpoint' && !out) return usageError(command, 'checkpoint needs --out F');
  const file = values.db;
  const url = file === undefined ? process.env.DATABASE_URL : undefined;
  if (!isPostgresUrl(url) && (file === undefined || !existsSync(file)))
    return file
      ? fail(2, `defcomp audit: no database at ${file}\n`)
      : usageError(command, 'no record: --db FILE or DATABASE_URL');
  const key = configureAuditKey({ file: values['audit-key'], databaseFile: file });
  if (!key) return fail(2, 'defcomp audit: no audit key (--audit-key KEYFILE)\n');
  const checkpointFile = values.checkpoint;
  const checkpoint = checkpointFile ? readCheckpoint(checkpointFile) : undefined;
  if (checkpoint instanceof Error) return fail(2, `defcomp audit: ${checkpoint.message}\n`);
  const store = await openStore({ url, file });
  try {
    return out ? await writeCheckpoint(store, out) : await verify(store, checkpoint);
  } finally {
    await store.close();
  }
}

function fail(code: 1 | 2, message: string): number {
  process.stderr.write(message);
  return code;
}

function readCheckpoint(file: string): AuditCheckpoint | Error {
  try {
    return parseAuditCheckpoint(readFileSync(file, 'utf8'));
  } catch (error) {
    return new Error(`checkpoint ${file}: ${error instanceof Error ? error.message : error}`);
  }
}

async function verify(store: Store, checkpoint: AuditCheckpoint | undefined): Promise<number> {
  const verdict = await verifyAuditLog(store.db);
  if (!verdict.ok) return fail(1, `audit log broken at row ${verdict.seq}: ${verdict.problem}\n`);
  const problem = checkpoint && (await checkpointProblem(store.db, checkpoint));
  if (problem)
    return fail(1, `audit log does not match the checkpoint of ${checkpoint.at}: ${problem}\n`);
  const since = checkpoint
    ? `, holds the checkpoint of ${checkpoint.at} (row ${checkpoint.seq})`
    : '';
  process.stdout.write(`audit log intact: ${verdict.rows} rows${since}\n`);
  return 0;
}

/** Only a log that verifies is checkpointed: a checkpoint vouches for what it saw. */
async function writeCheckpoint(store: Store, out: string): Promise<number> {
  const verdict = await verifyAuditLog(store.db);
  if (!verdict.ok)
    return fail(1, `audit log broken at row ${verdict.seq}: ${verdict.problem} (no checkpoint)\n`);
  const checkpoint = await takeAuditCheckpoint(store.db, new Date().toISOString());
  writeFileSync(out, `${JSON.stringify(checkpoint, null, 2)}\n`, { mode: 0o600 });
  process.stdout.write(
    `audit checkpoint: row ${checkpoint.seq} of ${checkpoint.rows}, written to ${out}\n`,
  );
  return 0;
}
