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
import { defineCommand, parseCommand, unexpected, usageError } from '../flags.js';

export const command = defineCommand({
  name: 'notices',
  usage: [
    'defcomp notices list --plan ID [--participant P] [--json] [--db FILE]',
    'defcomp notices pdf --plan ID --id NOTICE --out FILE [--db FILE]',
    "defcomp notices outbox --plan ID [--db FILE]   make the tick's outbox entries notices",
  ],
  notes: ['       (PostgreSQL: DATABASE_URL=postgres://… instead of --db)'],
  flags: {
    plan: { type: 'string', value: 'ID', description: 'the plan whose register it is' },
    participant: { type: 'string', value: 'P', description: "list: only this participant's" },
    id: { type: 'string', value: 'NOTICE', description: 'pdf: the notice to write' },
    out: { type: 'string', value: 'FILE', description: 'pdf: the file to write the PDF to' },
    json: { type: 'boolean', description: 'list: JSON, each notice with its text' },
    db: { type: 'string', value: 'FILE', description: `the SQLite record (${defaultSqliteFile})` },
  },
});
const actions = ['list', 'pdf', 'outbox'];

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
  const parsed = parseCommand(command, args);
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  const [action, ...extra] = parsed.positionals;
  if (!action || !actions.includes(action))
    return usageError(command, action ? `no subcommand ${action}` : `${actions.join('|')}?`);
  if (extra.length > 0) return unexpected(command, extra);
  const planId = values.plan;
  if (!planId) return usageError(command, '--plan ID is required');
  const file = values.db;
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
      const notices = await listNoticeDocuments(store.db, planId, values.participant);
      if (values.json)
        process.stdout.write(
          JSON.stringify(notices.map((n) => ({ ...n, text: noticeLines(n) }))) + '\n',
        );
      else process.stdout.write(notices.map(line).join(''));
      return 0;
    }
    const { id, out } = values;
    if (!id || !out) return usageError(command, 'pdf needs --id NOTICE and --out FILE');
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
