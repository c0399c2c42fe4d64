import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  accountsTable,
  buildApp,
  openJobQueue,
  parseTickTime,
  seedDemo,
  seedEmptyStore,
  systemClock,
} from '@defcomp/server';
import {
  anchorAudit,
  configureAuditKey,
  configureDataKey,
  defaultSqliteFile,
  isPostgresUrl,
  openStore,
} from '@defcomp/store';
import { defineCommand, parseCommand, parseFlags, usageError } from '../flags.js';

export const command = defineCommand({
  name: 'serve',
  usage: [
    'defcomp serve [--port N] [--host H] [--db FILE] [--web DIR] [--no-demo] [--trust-proxy] [--require-second-factor] [--audit-key KEYFILE]',
  ],
  notes: [
    '  (DATABASE_URL=postgres://… for PostgreSQL; PORT, HOST, DEFCOMP_DEMO=0, DEFCOMP_TRUST_PROXY=ADDRESSES)',
  ],
  flags: {
    port: { type: 'string', value: 'N', description: 'the port to listen on (PORT, else 3000)' },
    host: {
      type: 'string',
      value: 'H',
      description: 'the address to listen on (HOST, else localhost)',
    },
    db: { type: 'string', value: 'FILE', description: `the SQLite record (${defaultSqliteFile})` },
    web: { type: 'string', value: 'DIR', description: "the web app's build (packages/web/dist)" },
    'no-demo': { type: 'boolean', description: 'an empty record gets the reference plan only' },
    'trust-proxy': {
      type: 'boolean',
      description: 'behind a TLS proxy: trust X-Forwarded-Proto from any address',
    },
    'require-second-factor': { type: 'boolean', description: 'staff sign in with a TOTP code' },
    'audit-key': { type: 'string', value: 'KEYFILE', description: "the audit chain's HMAC key" },
  },
});
// packages/cli/dist/commands/serve.js -> packages/web/dist
const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * `defcomp serve`: the API and the web app on http://localhost:3000, on embedded SQLite unless
 * DATABASE_URL names PostgreSQL. An empty record gets the reference plan and an administrator,
 * then a demo plan with a sign-in for every role (unless --no-demo or DEFCOMP_DEMO=0).
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommand(command, args);
  if (typeof parsed === 'number') return parsed;
  const options = parseOptions(args);
  if (!options) return usageError(command, 'serve takes no arguments; --port N: 1 to 65535');
  const url = process.env.DATABASE_URL;
  if (!auditKey(options, url)) return 2;
  dataKey(isPostgresUrl(url) ? undefined : options.db);
  const schema = process.env.DATABASE_SCHEMA;
  const store = await openStore({ url, file: options.db, schema });
  await anchorAudit(store.db, systemClock.now().toISOString());
  // Jobs: on PostgreSQL this server takes its share of the queue beside `defcomp worker`s; on
  // SQLite they run in this process.
  const jobs = await openJobQueue({
    store,
    clock: systemClock,
    url,
    schema,
    jobsSchema: process.env.DEFCOMP_JOBS_SCHEMA,
    onError: (error) => process.stderr.write(`defcomp serve: job: ${String(error)}\n`),
  });
  await jobs.work();
  // The daily jobs (issue 10, item 7) at DEFCOMP_TICK_HOUR Eastern (default 02:00; `off`: none).
  const tickTime = parseTickTime(process.env.DEFCOMP_TICK_HOUR);
  if (tickTime) await jobs.scheduleDailyTick(tickTime);
  const app = await buildApp({
    store,
    jobs,
    clock: systemClock,
    webDist: options.web,
    logger: true,
    trustProxy: options.trustProxy,
    secondFactorRequired: options.secondFactorRequired,
  });
  // Listen first: passwords are created and printed only once the port is ours, so a taken port
  // leaves the record empty and the next start prints them.
  const refusal = await listen(app, options);
  if (refusal) {
    await app.close();
    await jobs.stop();
    await store.close();
    process.stderr.write(`defcomp serve: ${refusal}\n`);
    return 1;
  }
  const seeded = await seedEmptyStore(store, systemClock);
  const demo = options.demo ? await seedDemo(store, systemClock, seeded) : undefined;
  if (seeded.administrator) process.stdout.write(firstStartMessage(seeded.administrator, demo));
  const where = isPostgresUrl(url) ? 'PostgreSQL' : resolve(options.db);
  process.stdout.write(`defcomp serving http://localhost:${options.port} (record: ${where})\n`);
  return new Promise((done) => {
    const stop = () => {
      void app
        .close()
        .then(() => jobs.stop())
        .then(() => store.close())
        .then(() => done(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/**
 * The audit chain's key, kept outside the database (SECURITY.md "The audit"): an embedded
 * record without one gets a new key file beside it (0600), said once; PostgreSQL needs one.
 */
function auditKey(options: ServeOptions, url: string | undefined): boolean {
  const embedded = isPostgresUrl(url) ? undefined : options.db;
  const key = configureAuditKey({ file: options.auditKey, databaseFile: embedded, create: true });
  if (key?.created)
    process.stdout.write(
      `defcomp serve: audit key created in ${key.created} (0600); keep a copy apart from the record and its backups: verifying the audit needs it\n`,
    );
  if (!key)
    process.stderr.write(
      'defcomp serve: no audit key: set DEFCOMP_AUDIT_KEY_FILE (or --audit-key KEYFILE) for PostgreSQL\n',
    );
  return key !== undefined;
}

/**
 * The data key that encrypts tax ids and bank accounts (SECURITY.md "Personal data at rest"):
 * DEFCOMP_DATA_KEY_FILE or DEFCOMP_DATA_KEY; else a development key file beside an embedded
 * record (0600), said once. PostgreSQL without one serves, but refuses to store or show secrets
 * (503 data_key_missing) until one is configured.
 */
function dataKey(embedded: string | undefined): void {
  const ring = configureDataKey({ databaseFile: embedded, create: true });
  if (ring?.created)
    process.stdout.write(
      `defcomp serve: development data key created in ${ring.created} (0600): tax ids and bank accounts are encrypted with it; set DEFCOMP_DATA_KEY_FILE in production, and keep the key apart from the record's backups\n`,
    );
  if (!ring)
    process.stderr.write(
      'defcomp serve: no data key: set DEFCOMP_DATA_KEY_FILE (or DEFCOMP_DATA_KEY) to record tax ids and bank accounts\n',
    );
}

/** Null once listening; else the one line that says why not (a taken port is no stack trace). */
async function listen(
  app: Awaited<ReturnType<typeof buildApp>>,
  options: ServeOptions,
): Promise<string | null> {
  try {
    await app.listen({ port: options.port, host: options.host });
    return null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') return `port ${options.port} is already in use (try --port N)`;
    if (code === 'EACCES') return `no permission to listen on port ${options.port}`;
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return `no address ${options.host} here`;
    throw error;
  }
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
  /**
   * Behind a TLS proxy: trust X-Forwarded-Proto (--trust-proxy or DEFCOMP_TRUST_PROXY=1), from
   * any address, or only from the proxies named (DEFCOMP_TRUST_PROXY=10.0.0.2,10.0.1.0/24).
   */
  trustProxy: boolean | string;
  /** Staff sign in with a TOTP second factor (--require-second-factor, DEFCOMP_REQUIRE_SECOND_FACTOR=1). */
  secondFactorRequired: boolean;
  /** --audit-key KEYFILE: the audit chain's HMAC key (else DEFCOMP_AUDIT_KEY_FILE, …). */
  auditKey?: string | undefined;
}

/** DEFCOMP_TRUST_PROXY: '1' trusts any proxy, a list of addresses or CIDRs only those. */
function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === '0') return false;
  return value === '1' ? true : value;
}

export function parseOptions(args: string[]): ServeOptions | undefined {
  const options: ServeOptions = {
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? 'localhost',
    db: defaultSqliteFile,
    web: defaultWebDist,
    demo: process.env.DEFCOMP_DEMO !== '0',
    trustProxy: trustProxyOf(process.env.DEFCOMP_TRUST_PROXY),
    secondFactorRequired: process.env.DEFCOMP_REQUIRE_SECOND_FACTOR === '1',
  };
  const parsed = parseFlags(command, args);
  if (!parsed.ok || parsed.positionals.length > 0) return undefined;
  const { values } = parsed;
  if (values['no-demo']) options.demo = false;
  if (values['trust-proxy']) options.trustProxy = true;
  if (values['require-second-factor']) options.secondFactorRequired = true;
  if (values.port !== undefined) options.port = Number(values.port);
  options.host = values.host ?? options.host;
  options.db = values.db ?? options.db;
  options.web = values.web ?? options.web;
  if (values['audit-key'] !== undefined) options.auditKey = values['audit-key'];
  return Number.isInteger(options.port) && options.port > 0 && options.port < 65536
    ? options
    : undefined;
}
