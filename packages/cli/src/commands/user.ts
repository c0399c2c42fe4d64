import { existsSync } from 'node:fs';
import {
  approveRoleOnMachine,
  resetPasswordOnMachine,
  resetSecondFactorOnMachine,
  systemClock,
} from '@defcomp/server';
import { configureAuditKey, defaultSqliteFile, isPostgresUrl, openStore } from '@defcomp/store';
import { defineCommand, parseCommand, unexpected, usageError } from '../flags.js';

export const command = defineCommand({
  name: 'user',
  usage: ['defcomp user reset-password|reset-second-factor|approve NAME [--db FILE]'],
  flags: {
    db: { type: 'string', value: 'FILE', description: `the SQLite record (${defaultSqliteFile})` },
  },
});
const subcommands = ['reset-password', 'reset-second-factor', 'approve'];

/**
 * `defcomp user …` on the server's own machine: reset a password (a new one is printed once; the
 * user's sessions end), remove a second factor (a lost device), or approve a pending approving role when no second administrator or
 * Committee member exists yet. Exit 1 when NAME has nothing to do, 2 on a usage error.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommand(command, args);
  if (typeof parsed === 'number') return parsed;
  const [sub, name, ...extra] = parsed.positionals;
  const file = parsed.values.db ?? defaultSqliteFile;
  const url = process.env.DATABASE_URL;
  if (!subcommands.includes(sub ?? ''))
    return usageError(command, sub ? `no subcommand ${sub}` : `${subcommands.join('|')}?`);
  if (!name) return usageError(command, 'NAME is missing');
  if (extra.length > 0) return unexpected(command, extra);
  if (!isPostgresUrl(url) && !existsSync(file)) {
    process.stderr.write(`defcomp user: no database at ${file}\n`);
    return 2;
  }
  configureAuditKey({ databaseFile: isPostgresUrl(url) ? undefined : file });
  const store = await openStore({ url, file });
  try {
    if (sub === 'approve') {
      await approveRoleOnMachine(store, name, systemClock);
      process.stdout.write(`${name}: role approved\n`);
    } else if (sub === 'reset-second-factor') {
      await resetSecondFactorOnMachine(store, name, systemClock);
      process.stdout.write(`${name}: second factor removed; the next sign-in enrols a new one\n`);
    } else {
      const password = await resetPasswordOnMachine(store, name, systemClock);
      process.stdout.write(`${name}: new password "${password}" (shown once)\n`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof Error) || !('code' in error)) throw error;
    process.stderr.write(`defcomp user: ${name}: ${error.message}\n`);
    return 1;
  } finally {
    await store.close();
  }
}
