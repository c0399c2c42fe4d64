import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs';
import SQLite from 'better-sqlite3';

/**
 * Copies a SQLite record with SQLite's online backup: a consistent snapshot even while the server
 * writes (WAL included), unlike `cp`, which can copy a file whose latest pages are in the WAL.
 * The copy is readable by its owner only.
 */
export async function backupSqlite(source: string, destination: string): Promise<void> {
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  const database = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await database.backup(destination);
  } finally {
    database.close();
  }
  chmodSync(destination, 0o600);
}

/**
 * Puts a backup in place of the record (the server stopped): the backup is checked whole first,
 * then copied beside the record and renamed over it, so a failed restore leaves the old record.
 */
export async function restoreSqlite(backup: string, target: string): Promise<void> {
  const source = new SQLite(backup, { readonly: true, fileMustExist: true });
  try {
    const check = source.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the backup ${backup} is damaged: ${String(check)}`);
    const staging = `${target}.restoring`;
    await source.backup(staging);
    chmodSync(staging, 0o600);
    for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
    renameSync(staging, target);
  } finally {
    source.close();
  }
}
