import { existsSync } from 'node:fs';
import {
  appendNewDataKey,
  configureAuditKey,
  dataKeyFileBeside,
  defaultSqliteFile,
  isPostgresUrl,
  openStore,
  readDataKeyFile,
  rotateStoredValues,
} from '@defcomp/store';
import { defineCommand, parseCommand, unexpected, usageError } from '../flags.js';

export const command = defineCommand({
  name: 'keys',
  usage: ['defcomp keys rotate [--db FILE] [--data-key KEYFILE]'],
  notes: [
    '  (the key file: --data-key, DEFCOMP_DATA_KEY_FILE, or the development key beside the',
    '   embedded database; DATABASE_URL=postgres://… for PostgreSQL)',
  ],
  flags: {
    db: { type: 'string', value: 'FILE', description: `the SQLite record (${defaultSqliteFile})` },
    'data-key': {
      type: 'string',
      value: 'KEYFILE',
      description: 'the data key file the new key is appended to',
    },
  },
});

/**
 * `defcomp keys rotate` (SECURITY.md "Personal data at rest"): appends a new data key to the key
 * file (the old ones stay, readable by id), then re-encrypts every tax id and bank account under
 * it in one audited transaction. Exit 1 on a key problem, 2 on a usage error.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommand(command, args);
  if (typeof parsed === 'number') return parsed;
  const [sub, ...extra] = parsed.positionals;
  if (sub !== 'rotate') return usageError(command, sub ? `no subcommand ${sub}` : 'rotate?');
  if (extra.length > 0) return unexpected(command, extra);
  const url = process.env.DATABASE_URL;
  const file = parsed.values.db ?? defaultSqliteFile;
  if (!isPostgresUrl(url) && !existsSync(file)) {
    process.stderr.write(`defcomp keys: no database at ${file}\n`);
    return 2;
  }
  const embedded = isPostgresUrl(url) ? undefined : file;
  const keyFile =
    parsed.values['data-key'] ??
    (process.env.DEFCOMP_DATA_KEY_FILE || undefined) ??
    (embedded && existsSync(dataKeyFileBeside(embedded)) ? dataKeyFileBeside(embedded) : undefined);
  if (!keyFile) {
    process.stderr.write(
      process.env.DEFCOMP_DATA_KEY
        ? 'defcomp keys: the key comes from DEFCOMP_DATA_KEY: rotation needs a key file (DEFCOMP_DATA_KEY_FILE) to keep the old key readable\n'
        : 'defcomp keys: no data key file (--data-key KEYFILE or DEFCOMP_DATA_KEY_FILE)\n',
    );
    return 1;
  }
  configureAuditKey({ databaseFile: embedded });
  const ring = appendNewDataKey(readDataKeyFile(keyFile));
  const store = await openStore({ url, file });
  try {
    const done = await rotateStoredValues(store, ring, new Date().toISOString());
    process.stdout.write(
      `data key ${ring.currentId} now current (${keyFile}); ${done.reencrypted} value(s) re-encrypted${done.fromKeys.length > 0 ? ` from ${done.fromKeys.join(', ')}` : ''}; keep the old keys in the file to read backups made before\n`,
    );
    return 0;
  } finally {
    await store.close();
  }
}
