/** The defcomp command: each subcommand is a module in ./commands with `run(args) -> exit code`. */
type Command = { summary: string; load: () => Promise<{ run(args: string[]): Promise<number> }> };

const commands: Record<string, Command> = {
  serve: {
    summary: 'serve [--port N] [--db FILE] [--no-demo]   API and web app on http://localhost:3000',
    load: () => import('./commands/serve.js'),
  },
  audit: {
    summary:
      'audit verify [--db FILE] [--checkpoint F] | audit checkpoint --out F   check the keyed audit chain',
    load: () => import('./commands/audit.js'),
  },
  user: {
    summary: 'user reset-password|approve NAME [--db FILE]   on the server machine (SECURITY.md)',
    load: () => import('./commands/user.js'),
  },
  backup: {
    summary: 'backup FILE [--db DB]   online copy of the SQLite record (safe while serving)',
    load: () => import('./commands/backup.js'),
  },
  restore: {
    summary: 'restore FILE [--db DB]   check a backup and put it in place (server stopped)',
    load: () => import('./commands/restore.js'),
  },
  scenario: {
    summary: 'scenario run|check [--explain] FILE.json   evaluate a plan scenario (FORMAT.md)',
    load: () => import('./commands/scenario.js'),
  },
  record: {
    summary:
      "record import --plan ID FILE.json | export --plan ID [--as-of D]   a plan's record from or to a scenario file",
    load: () => import('./commands/record.js'),
  },
  worker: {
    summary:
      'worker [--name N] | worker rebuild --plan ID [--force]   take jobs from the PostgreSQL queue; rebuild projections',
    load: () => import('./commands/worker.js'),
  },
  calendar: {
    summary: 'calendar valuation-dates --from D --to D   NYSE trading days (Plan 1.37)',
    load: () => import('./commands/calendar.js'),
  },
  keys: {
    summary:
      'keys rotate [--db FILE] [--data-key KEYFILE]   new data key; re-encrypt tax ids and bank accounts',
    load: () => import('./commands/keys.js'),
  },
  tick: {
    summary:
      'tick --date D [--plan ID] [--days N] [--employees N] [--db FILE] [--json]   the daily jobs of a date, once',
    load: () => import('./commands/tick.js'),
  },
  // Reports (issue 10 item 8).
  report: {
    summary:
      'report <name> --plan ID [--as-of D] [--known-at T] [--format json|csv|pdf] [--out F]   roll-forward, projected-payments, election-audit, item-402i, key-employees',
    load: () => import('./commands/report.js'),
  },
  // Plan 12.4-12.5: the notices register.
  notices: {
    summary:
      'notices list|pdf|outbox --plan ID [--participant P] [--id N --out F] [--json]   the notices register (12.4-12.5)',
    load: () => import('./commands/notices.js'),
  },
  // Bulk period statements (issue 12 item 4).
  statements: {
    summary:
      "statements --plan ID --period 2025-Q4|2025 --out FILE.zip [--lang en|zh-Hant] [--json]   every participant's statement in one zip",
    load: () => import('./commands/statements.js'),
  },
};

function usage(): string {
  const lines = Object.values(commands).map((c) => `  defcomp ${c.summary}`);
  const more = '(defcomp <command> --help: its usage and every flag; flags go anywhere)';
  return ['usage: defcomp <command> [options]', '', ...lines, '', more, ''].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`defcomp: unknown command ${JSON.stringify(name)}\n${usage()}`);
    return 2;
  }
  return (await command.load()).run(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `defcomp: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 70;
  },
);
