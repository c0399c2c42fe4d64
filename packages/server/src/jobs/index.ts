import { hostname } from 'node:os';
import type { Store } from '@defcomp/store';
import type { Clock } from '../core/clock.js';
import { InProcessQueue } from './in-process-queue.js';
import { PgBossQueue } from './pg-boss-queue.js';
import type { JobQueue } from '../core/queue.js';

export { InProcessQueue } from './in-process-queue.js';
export { PgBossQueue } from './pg-boss-queue.js';
export { jobHandlers } from './projection-jobs.js';
export type { JobData, JobName, JobQueue } from '../core/queue.js';

export interface JobQueueOptions {
  store: Store;
  clock: Clock;
  /** DATABASE_URL when the record is in PostgreSQL. */
  url?: string | undefined;
  /** The record's PostgreSQL schema (DATABASE_SCHEMA); the jobs' is `<schema>_jobs`. */
  schema?: string | undefined;
  /** pg-boss's schema, when not derived from the record's (DEFCOMP_JOBS_SCHEMA). */
  jobsSchema?: string | undefined;
  worker?: string | undefined;
  pollingIntervalSeconds?: number | undefined;
  onError?: (error: unknown) => void;
}

/** pg-boss's schema for a record: `pgboss` beside `public`, `<schema>_jobs` beside another. */
export const jobsSchemaFor = (schema: string | undefined): string =>
  schema && schema !== 'public' ? `${schema}_jobs` : 'pgboss';

/** The installation's queue: pg-boss on PostgreSQL, in-process on the embedded SQLite record. */
export async function openJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const onError = options.onError ?? (() => undefined);
  if (options.store.dialect === 'sqlite' || !options.url)
    return new InProcessQueue(options.store, options.clock, (error) => onError(error));
  return PgBossQueue.open({
    url: options.url,
    schema: options.jobsSchema ?? jobsSchemaFor(options.schema),
    store: options.store,
    clock: options.clock,
    worker: options.worker ?? `${hostname()}:${process.pid}`,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    onError,
  });
}
