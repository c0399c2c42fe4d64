import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

// Tax identification numbers and bank accounts are encrypted at rest (SECURITY.md "Personal
// data at rest", issue 11 item 1): AES-256-GCM, a random 96-bit IV per value, the key's id
// stored beside the ciphertext. The keys live outside the database, like the audit key.
//
// A key is 32 random bytes, written base64. A key file holds one key per line (`#` comments
// allowed); the LAST line is the current key, every earlier one stays readable by its id (key
// rotation appends a line, `defcomp keys rotate`). A key's id is derived from the key itself
// (`k` + 16 hex digits of its SHA-256), so it is never stored apart from the key it names.

const keyBytes = 32;
const ivBytes = 12;
const tagBytes = 16;

export interface DataKeyring {
  /** The id new values are encrypted under. */
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
  /** The key file the ring came from (rotation appends to it); none for DEFCOMP_DATA_KEY. */
  file?: string | undefined;
  /** Set when the development key file was created now: said once. */
  created?: string | undefined;
}

/** Where the keys come from, first match wins. */
export interface DataKeySource {
  /** `--data-key FILE`. */
  file?: string | undefined;
  /** The embedded database: a key file beside it (`FILE.data-key`) is read, or created. */
  databaseFile?: string | undefined;
  /** Create the development key file beside the database when no key is configured. */
  create?: boolean | undefined;
  env?: NodeJS.ProcessEnv | undefined;
}

export class DataKeyError extends Error {
  readonly code = 'data_key';
}

/** The development key file beside an embedded database. */
export function dataKeyFileBeside(databaseFile: string): string {
  return `${databaseFile}.data-key`;
}

export function dataKeyId(key: Buffer): string {
  return `k${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
}

/** Parses one base64 key (32 bytes) or refuses naming where it came from. */
export function parseDataKey(text: string, where: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== keyBytes || !/^[A-Za-z0-9+/]+=*$/.test(text.trim()))
    throw new DataKeyError(`data key from ${where}: not base64 of ${keyBytes} bytes`);
  return key;
}

function ringOf(keys: Buffer[], where: string, file?: string): DataKeyring {
  const last = keys.at(-1);
  if (!last) throw new DataKeyError(`data key from ${where}: no key`);
  return { currentId: dataKeyId(last), keys: new Map(keys.map((k) => [dataKeyId(k), k])), file };
}

export function readDataKeyFile(file: string): DataKeyring {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  return ringOf(
    lines.map((line, i) => parseDataKey(line, `${file} line ${i + 1}`)),
    file,
    file,
  );
}

/** Finds the keys (see DataKeySource); undefined when there are none and none may be created. */
export function resolveDataKeyring(source: DataKeySource = {}): DataKeyring | undefined {
  const env = source.env ?? process.env;
  if (source.file) return readDataKeyFile(source.file);
  if (env.DEFCOMP_DATA_KEY_FILE) return readDataKeyFile(env.DEFCOMP_DATA_KEY_FILE);
  if (env.DEFCOMP_DATA_KEY)
    return ringOf([parseDataKey(env.DEFCOMP_DATA_KEY, 'DEFCOMP_DATA_KEY')], 'DEFCOMP_DATA_KEY');
  if (!source.databaseFile || source.databaseFile === ':memory:') return undefined;
  const beside = dataKeyFileBeside(source.databaseFile);
  if (existsSync(beside)) return readDataKeyFile(beside);
  if (!source.create) return undefined;
  const header =
    '# defcomp development data key (DEFCOMP_DATA_KEY_FILE for production); last line current\n';
  // 'wx': never overwrite a key another process has just written.
  writeFileSync(beside, `${header}${newDataKeyText()}\n`, { mode: 0o600, flag: 'wx' });
  return { ...readDataKeyFile(beside), created: beside };
}

export function newDataKeyText(): string {
  return randomBytes(keyBytes).toString('base64');
}

let configured: DataKeyring | undefined;

/** Resolves the keys and makes them the process's; undefined when none. */
export function configureDataKey(source: DataKeySource): DataKeyring | undefined {
  const ring = resolveDataKeyring(source);
  useDataKeyring(ring);
  return ring;
}

/** Sets the process's keys (undefined: back to the environment's). */
export function useDataKeyring(ring: DataKeyring | undefined): void {
  configured = ring;
}

/** The keys every encryption uses; an error names how to configure them. */
export function currentDataKeyring(): DataKeyring {
  const ring = configured ?? resolveDataKeyring();
  if (!ring)
    throw new DataKeyError(
      'no data key: set DEFCOMP_DATA_KEY_FILE (or DEFCOMP_DATA_KEY, base64 of 32 bytes)',
    );
  return ring;
}

/** A value as stored: the key's id and base64(IV ‖ ciphertext ‖ GCM tag). */
export interface SealedValue {
  keyId: string;
  sealed: string;
}

/**
 * AES-256-GCM under the current key, a fresh random 96-bit IV. `context` (the row's id) is the
 * additional authenticated data: a ciphertext moved to another row no longer decrypts.
 */
export function encryptValue(
  plain: string,
  context: string,
  ring: DataKeyring = currentDataKeyring(),
): SealedValue {
  const key = ring.keys.get(ring.currentId);
  if (!key) throw new DataKeyError(`assertion: the current key ${ring.currentId} is in the ring`);
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
  return { keyId: ring.currentId, sealed };
}

export function decryptValue(
  value: SealedValue,
  context: string,
  ring: DataKeyring = currentDataKeyring(),
): string {
  const key = ring.keys.get(value.keyId);
  if (!key) throw new DataKeyError(`no data key ${value.keyId}: configure the key file holding it`);
  const raw = Buffer.from(value.sealed, 'base64');
  if (raw.length < ivBytes + tagBytes) throw new DataKeyError('a sealed value is truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(raw.length - tagBytes));
  return Buffer.concat([
    decipher.update(raw.subarray(ivBytes, raw.length - tagBytes)),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * Key rotation, step one: a new key appended to the ring's file (0600 kept), current from now;
 * the old keys stay in the file, readable by id. Step two re-encrypts (rotateDataKey).
 */
export function appendNewDataKey(ring: DataKeyring): DataKeyring {
  if (!ring.file)
    throw new DataKeyError(
      'the data key comes from DEFCOMP_DATA_KEY: rotation needs a key file (DEFCOMP_DATA_KEY_FILE) to keep the old key readable',
    );
  appendFileSync(ring.file, `${newDataKeyText()}\n`, { mode: 0o600 });
  return readDataKeyFile(ring.file);
}
