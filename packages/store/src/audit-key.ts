import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

// The audit chain's HMAC key lives outside the database (SECURITY.md "The audit"): whoever can
// write the database but not read the key cannot forge a row, a seal or a checkpoint. It is
// process configuration, like DATABASE_URL: set once at start, read by every append.

const keyLengthMin = 32;
let configured: Buffer | undefined;

/** Where the key comes from, first match wins: a file named on the command line, then env. */
export interface AuditKeySource {
  /** `--audit-key FILE`. */
  file?: string | undefined;
  /** The embedded database: a key file beside it (`FILE.audit-key`) is read, or created. */
  databaseFile?: string | undefined;
  /** Create the key file beside the database when no key is configured (`defcomp serve`). */
  create?: boolean | undefined;
  env?: NodeJS.ProcessEnv | undefined;
}

export interface ResolvedAuditKey {
  key: Buffer;
  /** Set when the key file was created now: said once, on the first start. */
  created?: string | undefined;
}

/** The key file beside an embedded database. */
export function auditKeyFileBeside(databaseFile: string): string {
  return `${databaseFile}.audit-key`;
}

/** Finds the key (see AuditKeySource); undefined when there is none and none may be created. */
export function resolveAuditKey(source: AuditKeySource = {}): ResolvedAuditKey | undefined {
  const env = source.env ?? process.env;
  if (source.file) return { key: readAuditKeyFile(source.file) };
  if (env.DEFCOMP_AUDIT_KEY)
    return { key: keyFromText(env.DEFCOMP_AUDIT_KEY, 'DEFCOMP_AUDIT_KEY') };
  if (env.DEFCOMP_AUDIT_KEY_FILE) return { key: readAuditKeyFile(env.DEFCOMP_AUDIT_KEY_FILE) };
  if (!source.databaseFile || source.databaseFile === ':memory:') return undefined;
  const beside = auditKeyFileBeside(source.databaseFile);
  if (existsSync(beside)) return { key: readAuditKeyFile(beside) };
  if (!source.create) return undefined;
  const text = randomBytes(32).toString('hex');
  // 'wx': never overwrite a key another process has just written.
  writeFileSync(beside, `${text}\n`, { mode: 0o600, flag: 'wx' });
  return { key: keyFromText(text, beside), created: beside };
}

export function readAuditKeyFile(file: string): Buffer {
  return keyFromText(readFileSync(file, 'utf8'), file);
}

function keyFromText(text: string, where: string): Buffer {
  const trimmed = text.trim();
  if (trimmed.length < keyLengthMin)
    throw new Error(`audit key from ${where}: at least ${keyLengthMin} characters`);
  return Buffer.from(trimmed, 'utf8');
}

/** Resolves the key (see AuditKeySource) and makes it the process's; undefined when none. */
export function configureAuditKey(source: AuditKeySource): ResolvedAuditKey | undefined {
  const resolved = resolveAuditKey(source);
  useAuditKey(resolved?.key);
  return resolved;
}

/** Sets the process's audit key (undefined: back to the environment's). */
export function useAuditKey(key: Buffer | undefined): void {
  configured = key;
}

/** The key every append, seal and checkpoint uses; an error names how to configure one. */
export function currentAuditKey(): Buffer {
  const key = configured ?? resolveAuditKey()?.key;
  if (!key)
    throw new Error(
      'no audit key: set DEFCOMP_AUDIT_KEY_FILE (or DEFCOMP_AUDIT_KEY, or --audit-key FILE)',
    );
  return key;
}

/** What a MAC is for, so that a row's MAC is never taken for a seal's or a checkpoint's. */
export type MacPurpose = 'row' | 'data' | 'checkpoint';

export function auditMac(purpose: MacPurpose, text: string, key = currentAuditKey()): string {
  return createHmac('sha256', key).update(`defcomp-audit-${purpose}\n${text}`).digest('hex');
}
