import { fileURLToPath } from 'node:url';
import { accountsTable, buildApp, seedDemo, seedEmptyStore, systemClock } from '@defcomp/server';
import { defaultSqliteFile, isPostgresUrl, openStore } from '@defcomp/store';

const usage = 'usage: defcomp serve [--port N] [--host H] [--db FILE] [--web DIR] [--no-demo]\n';
// packages/cli/dist/commands/serve.js -> packages/web/dist
const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * `defcomp serve`: the API and the web app on http://localhost:3000, on embedded SQLite unless
 * DATABASE_URL names PostgreSQL. An empty record gets the reference plan and an administrator,
 * then a demo plan with a sign-in for every role (unless --no-demo or DEFCOMP_DEMO=0).
 */
export async function run(args: string[]): Promise<number> {
  const options = parseOptions(args);
  if (!options) {
    process.stderr.write(usage);
    return 2;
  }
  const url = process.env.DATABASE_URL;
  const store = await openStore({ url, file: options.db });
  const seeded = await seedEmptyStore(store, systemClock);
  const demo = options.demo ? await seedDemo(store, systemClock, seeded) : undefined;
  if (seeded.administrator) process.stdout.write(firstStartMessage(seeded.administrator, demo));
  const app = await buildApp({ store, clock: systemClock, webDist: options.web, logger: true });
  await app.listen({ port: options.port, host: options.host });
  const where = isPostgresUrl(url) ? 'PostgreSQL' : options.db;
  process.stdout.write(`defcomp serving http://localhost:${options.port} (record: ${where})\n`);
  return new Promise((resolve) => {
    const stop = () => {
      void app
        .close()
        .then(() => store.close())
        .then(() => resolve(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/** Printed once: only the passwords' argon2id hashes are stored. */
export function firstStartMessage(
  administrator: { username: string; password: string },
  demo: Awaited<ReturnType<typeof seedDemo>>,
): string {
  if (!demo) {
    const { username, password } = administrator;
    return `\nFirst start: administrator "${username}", password "${password}"\nKeep it now; it is not shown again.\n\n`;
  }
  const people = demo.accounts.filter((a) => a.participantId);
  const accounts = [
    { ...administrator, role: 'administrator', participantId: null },
    ...demo.accounts,
  ];
  return [
    '',
    `First start: the reference plan with a demo plan (${people.length} participants, 2019 to today).`,
    'Sign-ins (keep them now; they are not shown again):',
    '',
    accountsTable(accounts),
    '',
    ...people.map((a) => `${a.participantId} ${a.note}`),
    '',
    '',
  ].join('\n');
}

export interface ServeOptions {
  port: number;
  host: string;
  db: string;
  web: string;
  /** Seed the demo plan into an empty record (--no-demo or DEFCOMP_DEMO=0 turn it off). */
  demo: boolean;
}

export function parseOptions(args: string[]): ServeOptions | undefined {
  const options: ServeOptions = {
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? 'localhost',
    db: defaultSqliteFile,
    web: defaultWebDist,
    demo: process.env.DEFCOMP_DEMO !== '0',
  };
  const rest = args.filter((arg) => arg !== '--no-demo');
  if (rest.length < args.length) options.demo = false;
  for (let i = 0; i < rest.length; i += 2) {
    const [name, value] = [rest[i], rest[i + 1]];
    if (value === undefined) return undefined;
    if (name === '--port') options.port = Number(value);
    else if (name === '--host') options.host = value;
    else if (name === '--db') options.db = value;
    else if (name === '--web') options.web = value;
    else return undefined;
  }
  return Number.isInteger(options.port) && options.port > 0 && options.port < 65536
    ? options
    : undefined;
}
