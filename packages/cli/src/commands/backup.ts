import { existsSync } from 'node:fs';
import {
  backupSqlite,
  configureAuditKey,
  defaultSqliteFile,
  isPostgresUrl,
  openStore,
  restoreSqlite,
  verifyAuditLog,
} from '@defcomp/store';
import { defineCommand, parseCommand, unexpected, usageError, type Flag } from '../flags.js';

const notes = ['  (SQLite; PostgreSQL: pg_dump and pg_restore, see RELIABILITY.md)'];

export const command = defineCommand({
  name: 'backup',
  usage: ['defcomp backup FILE [--db DB]'],
  notes,
  flags: {
    db: {
      type: 'string',
      value: 'DB',
      description: `the SQLite record to copy (${defaultSqliteFile})`,
    },
  },
});

export const restoreCommand = defineCommand({
  name: 'restore',
  usage: ['defcomp restore FILE [--db DB]'],
  notes,
  flags: {
    db: {
      type: 'string',
      value: 'DB',
      description: `the SQLite record FILE replaces, server stopped (${defaultSqliteFile})`,
    },
  },
});

/** `defcomp backup FILE`: an online copy of the SQLite record, safe while the server runs. */
export async function run(args: string[]): Promise<number> {
  return copy('backup', args);
}

/** `defcomp restore FILE`: checks the backup (integrity, audit chain), then puts it in place. */
export async function restore(args: string[]): Promise<number> {
  return copy('restore', args);
}

async function copy(what: 'backup' | 'restore', args: string[]): Promise<number> {
  const spec = what === 'backup' ? command : restoreCommand;
  const parsed = parseCommand<{ db: Flag }>(spec, args);
  if (typeof parsed === 'number') return parsed;
  const [file, ...extra] = parsed.positionals;
  if (file === undefined) return usageError(spec, 'FILE is missing');
  if (extra.length > 0) return unexpected(spec, extra);
  const db = parsed.values.db ?? defaultSqliteFile;
  if (isPostgresUrl(process.env.DATABASE_URL)) {
    process.stderr.write('defcomp: on PostgreSQL use pg_dump and pg_restore (RELIABILITY.md)\n');
    return 2;
  }
  // The backup's audit is verified with the key of the record it replaces (beside it, or env).
  configureAuditKey({ databaseFile: db });
  const from = what === 'backup' ? db : file;
  if (!existsSync(from)) {
    process.stderr.write(`defcomp ${what}: no database at ${from}\n`);
    return 2;
  }
  if (what === 'backup') await backupSqlite(db, file);
  else {
    const problem = await auditProblem(file);
    if (problem) {
      process.stderr.write(`defcomp restore: refused, the backup's audit log ${problem}\n`);
      return 1;
    }
    await restoreSqlite(file, db);
  }
  process.stdout.write(
    `defcomp ${what}: ${what === 'backup' ? `${db} -> ${file}` : `${file} -> ${db}`}\n`,
  );
  return 0;
}

async function auditProblem(file: string): Promise<string | null> {
  const store = await openStore({ file });
  try {
    const verdict = await verifyAuditLog(store.db);
    return verdict.ok ? null : `is broken at row ${verdict.seq}: ${verdict.problem}`;
  } finally {
    await store.close();
  }
}
