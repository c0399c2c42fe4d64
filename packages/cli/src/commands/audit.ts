import { existsSync } from 'node:fs';
import { isPostgresUrl, openStore, verifyAuditLog } from '@defcomp/store';
import { option } from './options.js';

const usage = 'usage: defcomp audit verify [--db FILE]   (or DATABASE_URL=postgres://…)\n';

/**
 * `defcomp audit verify`: walks the audit log's hash chain. Exit 0 when intact; 1 naming the
 * first row edited, removed or added by hand; 2 on a usage error.
 */
export async function run(args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'verify') {
    process.stderr.write(usage);
    return 2;
  }
  const file = option(rest, '--db');
  const url = file === undefined ? process.env.DATABASE_URL : undefined;
  if (!isPostgresUrl(url) && (file === undefined || !existsSync(file))) {
    process.stderr.write(file ? `defcomp audit: no database at ${file}\n` : usage);
    return 2;
  }
  const store = await openStore({ url, file });
  try {
    const verdict = await verifyAuditLog(store.db);
    if (verdict.ok) {
      process.stdout.write(`audit log intact: ${verdict.rows} rows\n`);
      return 0;
    }
    process.stderr.write(`audit log broken at row ${verdict.seq}: ${verdict.problem}\n`);
    return 1;
  } finally {
    await store.close();
  }
}
