import { existsSync, writeFileSync } from 'node:fs';
import { noticeLines, noticePdf, Problem, runNoticeOutbox, systemClock } from '@defcomp/server';
import {
  configureAuditKey,
  defaultSqliteFile,
  getNoticeDocument,
  getPlan,
  isPostgresUrl,
  listNoticeDocuments,
  openStore,
  type NoticeDocument,
} from '@defcomp/store';
import { option } from './options.js';

const usage = `usage: defcomp notices list --plan ID [--participant P] [--json] [--db FILE]
       defcomp notices pdf --plan ID --id NOTICE --out FILE [--db FILE]
       defcomp notices outbox --plan ID [--db FILE]   make the tick's outbox entries notices
       (PostgreSQL: DATABASE_URL=postgres://… instead of --db)
`;

function fail(code: 1 | 2, message: string): number {
  process.stderr.write(message);
  return code;
}

const line = (n: NoticeDocument) =>
  [n.id, n.date, n.participantId, n.kind, n.status, n.addressee.name].join('\t') + '\n';

/**
 * `defcomp notices`: the notices register of Plan 12.4-12.5 (the same as GET
 * /api/plans/{id}/notices): list it, write one notice's PDF, or turn the daily tick's outbox into
 * notices (audited as `machine`). Exit 0 done, 1 refused, 2 usage.
 */
export async function run(args: string[]): Promise<number> {
  const [action, ...rest] = args;
  const planId = option(rest, '--plan');
  if (!action || !['list', 'pdf', 'outbox'].includes(action) || !planId) return fail(2, usage);
  const file = option(rest, '--db');
  const url = file === undefined ? process.env.DATABASE_URL : undefined;
  const sqliteFile = file ?? defaultSqliteFile;
  if (!isPostgresUrl(url) && !existsSync(sqliteFile))
    return fail(2, `defcomp notices: no database at ${sqliteFile}\n`);
  configureAuditKey({ databaseFile: isPostgresUrl(url) ? undefined : sqliteFile });
  const store = await openStore({ url, file: sqliteFile });
  try {
    if (!(await getPlan(store.db, planId))) return fail(1, `defcomp notices: no plan ${planId}\n`);
    if (action === 'outbox') {
      const made = await runNoticeOutbox(store, systemClock, { planId, by: 'machine' });
      process.stdout.write(`${made.length} notice(s) generated\n${made.map(line).join('')}`);
      return 0;
    }
    if (action === 'list') {
      const notices = await listNoticeDocuments(store.db, planId, option(rest, '--participant'));
      if (rest.includes('--json'))
        process.stdout.write(
          JSON.stringify(notices.map((n) => ({ ...n, text: noticeLines(n) }))) + '\n',
        );
      else process.stdout.write(notices.map(line).join(''));
      return 0;
    }
    const id = option(rest, '--id');
    const out = option(rest, '--out');
    if (!id || !out) return fail(2, usage);
    const notice = await getNoticeDocument(store.db, planId, id);
    if (!notice) return fail(1, `defcomp notices: no notice ${id}\n`);
    writeFileSync(out, await noticePdf(store.db, systemClock, notice));
    return 0;
  } catch (error) {
    if (error instanceof Problem)
      return fail(1, `defcomp notices: ${error.code}: ${error.message}\n`);
    throw error;
  } finally {
    await store.close();
  }
}
