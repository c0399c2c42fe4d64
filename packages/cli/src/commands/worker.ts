import { hostname } from 'node:os';
import {
  easternToday,
  openJobQueue,
  PgBossQueue,
  jobsSchemaFor,
  systemClock,
} from '@defcomp/server';
import {
  defaultSqliteFile,
  getPlan,
  isPostgresUrl,
  openStore,
  projectionHorizon,
  rebuildProjections,
  type Store,
} from '@defcomp/store';
import { defineCommand, parseCommand, unexpected, usageError, type Parsed } from '../flags.js';

export const command = defineCommand({
  name: 'worker',
  usage: [
    'defcomp worker [--name NAME] [--poll SECONDS]',
    'defcomp worker rebuild --plan ID [--force] [--db FILE]',
  ],
  notes: [
    '  PostgreSQL: DATABASE_URL=postgres://… (DATABASE_SCHEMA for a schema other than public;',
    "  the jobs' tables are in DEFCOMP_JOBS_SCHEMA, by default pgboss, or <schema>_jobs)",
  ],
  flags: {
    name: {
      type: 'string',
      value: 'NAME',
      description: "the worker's name in the queue (host:pid)",
    },
    poll: {
      type: 'string',
      value: 'SECONDS',
      description: 'how often to ask for jobs (2; at least 0.5)',
    },
    plan: { type: 'string', value: 'ID', description: 'rebuild: the plan whose projections' },
    force: { type: 'boolean', description: 'rebuild: every projection, not only the stale' },
    db: {
      type: 'string',
      value: 'FILE',
      description: `rebuild: the SQLite record (${defaultSqliteFile})`,
    },
  },
});
type Values = Parsed<typeof command.flags>['values'];

/**
 * `defcomp worker`: one more process taking the installation's jobs (projection rebuilds) from
 * the PostgreSQL queue, beside `defcomp serve` and other workers, until SIGINT or SIGTERM; each
 * job is done by one of them. `defcomp worker rebuild --plan ID` sends a plan's rebuild (all of
 * it with --force, after an upgrade of the engine) to the queue, or on the embedded SQLite record
 * does it here. Exit 0 done, 1 failed, 2 usage.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommand(command, args);
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const url = process.env.DATABASE_URL;
  const [sub, ...extra] = positionals;
  if (sub !== undefined && sub !== 'rebuild') return unexpected(command, positionals);
  if (extra.length > 0) return unexpected(command, extra);
  if (sub === 'rebuild') return rebuild(values, url);
  const rebuildOnly = (['plan', 'force', 'db'] as const).find((f) => values[f] !== undefined);
  if (rebuildOnly) return usageError(command, `--${rebuildOnly} is for worker rebuild`);
  const options = workerOptions(values);
  if (!options) return usageError(command, '--poll SECONDS: at least 0.5');
  const { name, poll } = options;
  if (!isPostgresUrl(url)) {
    process.stderr.write(
      'defcomp worker: the embedded SQLite record runs its jobs inside `defcomp serve`; set DATABASE_URL=postgres://… to share them among processes\n',
    );
    return 2;
  }
  const schema = process.env.DATABASE_SCHEMA;
  const store = await openStore({ url, schema });
  const queue = await openJobQueue({
    store,
    clock: systemClock,
    url,
    schema,
    jobsSchema: process.env.DEFCOMP_JOBS_SCHEMA,
    worker: name,
    pollingIntervalSeconds: poll,
    onError: (error) => process.stderr.write(`defcomp worker ${name}: ${String(error)}\n`),
  });
  await queue.work();
  const jobs = process.env.DEFCOMP_JOBS_SCHEMA ?? jobsSchemaFor(schema);
  process.stdout.write(`defcomp worker ${name} ready (jobs in schema ${jobs})\n`);
  return new Promise((done) => {
    const stop = () => {
      void queue
        .stop()
        .then(() => store.close())
        .then(() => done(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

async function rebuild(values: Values, url: string | undefined): Promise<number> {
  const planId = values.plan;
  if (!planId) return usageError(command, 'rebuild: --plan ID is required');
  const force = values.force === true;
  const schema = process.env.DATABASE_SCHEMA;
  const store = await openStore({ url, schema, file: values.db ?? defaultSqliteFile });
  try {
    if (!(await getPlan(store.db, planId))) {
      process.stderr.write(`defcomp worker rebuild: no plan ${planId} in the record\n`);
      return 1;
    }
    return isPostgresUrl(url)
      ? await sendRebuild(store, url, schema, planId, force)
      : await rebuildHere(store, planId, force);
  } finally {
    await store.close();
  }
}

async function sendRebuild(
  store: Store,
  url: string,
  schema: string | undefined,
  planId: string,
  force: boolean,
): Promise<number> {
  const queue = await PgBossQueue.open({
    url,
    schema: process.env.DEFCOMP_JOBS_SCHEMA ?? jobsSchemaFor(schema),
    store,
    clock: systemClock,
    worker: `${hostname()}:${process.pid}`,
  });
  try {
    const id = await queue.send('projections.refresh', { planId, force }, { singletonKey: planId });
    process.stdout.write(
      id
        ? `sent projections.refresh ${id} for ${planId}\n`
        : `a refresh of ${planId} is already waiting\n`,
    );
    return 0;
  } finally {
    await queue.stop();
  }
}

async function rebuildHere(store: Store, planId: string, force: boolean): Promise<number> {
  const outcome = await rebuildProjections(store.db, planId, {
    horizon: projectionHorizon(easternToday(systemClock)),
    force,
    builtAt: systemClock.now().toISOString(),
    builtBy: 'defcomp worker rebuild',
  });
  process.stdout.write(
    `${planId}: ${outcome.built.length} rebuilt, ${outcome.fresh.length} fresh, ${outcome.failed.length} failed\n`,
  );
  for (const f of outcome.failed) process.stderr.write(`${f.participantId}: ${f.message}\n`);
  return outcome.failed.length > 0 ? 1 : 0;
}

/** --name NAME and --poll SECONDS (pg-boss asks at most every 0.5 s). */
function workerOptions(values: Values): { name: string; poll: number } | undefined {
  const options = { name: values.name ?? `${hostname()}:${process.pid}`, poll: 2 };
  if (values.poll !== undefined) options.poll = Number(values.poll);
  return options.poll >= 0.5 ? options : undefined;
}
