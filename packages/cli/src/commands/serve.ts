import { fileURLToPath } from 'node:url';
import { buildApp, seedEmptyStore, systemClock } from '@defcomp/server';
import { defaultSqliteFile, isPostgresUrl, openStore } from '@defcomp/store';

const usage = 'usage: defcomp serve [--port N] [--host H] [--db FILE] [--web DIR]\n';
// packages/cli/dist/commands/serve.js -> packages/web/dist
const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * `defcomp serve`: the API and the web app on http://localhost:3000, on embedded SQLite unless
 * DATABASE_URL names PostgreSQL. An empty record gets the reference plan and an administrator.
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
  if (seeded.administrator) {
    // Printed once: only its argon2id hash is stored.
    const { username, password } = seeded.administrator;
    process.stdout.write(
      `\nFirst start: administrator "${username}", password "${password}"\nKeep it now; it is not shown again.\n\n`,
    );
  }
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

interface ServeOptions {
  port: number;
  host: string;
  db: string;
  web: string;
}

function parseOptions(args: string[]): ServeOptions | undefined {
  const options: ServeOptions = {
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? 'localhost',
    db: defaultSqliteFile,
    web: defaultWebDist,
  };
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]];
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
