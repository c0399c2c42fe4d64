import type { Store } from '@defcomp/store';
import type { Clock } from './clock.js';

// Jobs (issue "Scale" 3): work a request should not wait for, shared by every process of an
// installation. On PostgreSQL they are pg-boss jobs (pg-boss-queue.ts): every `defcomp serve`
// and `defcomp worker` process of one database takes them from the same queue, each job done
// once. On the embedded SQLite default there is one process: the same handlers run in it, one
// job at a time, after the request that sent them (in-process-queue.ts).

/** Every job and what it carries. */
export interface JobData {
  /**
   * Rebuild a plan's projections: the stale ones (after a write), or all (`force`, after an
   * upgrade of the engine). Split into `projections.rebuild` batches the workers share.
   */
  'projections.refresh': { planId: string; force?: boolean; batchSize?: number };
  /** Rebuild these participants' projections. */
  'projections.rebuild': { planId: string; participantIds: string[]; force?: boolean };
  /** The daily jobs (daily/): every plan's tick for today Eastern, or one plan's or date's. */
  'daily.tick': { planId?: string; date?: string };
  /** Write every participant's period statement of a bulk run (statement-runs.ts). */
  'statements.generate': { planId: string; runId: string };
  /** Prepare the payment run a person asked for (payment-run-preparations.ts). */
  'paymentRuns.prepare': { planId: string; preparationId: string };
  /** Import the pay file a person sent (payroll/pay-import-jobs.ts). */
  'payImports.run': { planId: string; jobId: string };
}

export type JobName = keyof JobData;

export const jobNames: readonly JobName[] = [
  'projections.refresh',
  'projections.rebuild',
  'daily.tick',
  'statements.generate',
  'paymentRuns.prepare',
  'payImports.run',
];

export interface SendOptions {
  /** pg-boss singletonKey: one such job waiting and one running at a time (a plan's refresh). */
  singletonKey?: string;
}

/** What a handler may use: the record, the clock, the queue (to send more) and its name. */
export interface JobContext {
  store: Store;
  clock: Clock;
  queue: JobQueue;
  /** Who works (a worker's name), kept with what it builds. */
  worker: string;
}

/** A handler answers what it did (pg-boss keeps it as the job's output). */
export type JobHandler<N extends JobName> = (
  data: JobData[N],
  ctx: JobContext,
) => Promise<Record<string, unknown>>;

export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Sends a job: its id, or null when a singleton of it is already waiting. */
  send<N extends JobName>(name: N, data: JobData[N], options?: SendOptions): Promise<string | null>;
  /** Takes jobs from now on (a worker; a server that works too). */
  work(): Promise<void>;
  /**
   * Sends `daily.tick` every day at `time` Eastern (daily/schedule.ts): a pg-boss schedule on
   * PostgreSQL (one process of the installation sends it), a timer in the one SQLite process.
   */
  scheduleDailyTick(time: TickTime): Promise<void>;
  /** Stops taking jobs, lets the running ones finish, and closes. */
  stop(): Promise<void>;
}

/** When the daily jobs run, Eastern time (daily/schedule.ts parses DEFCOMP_TICK_HOUR). */
export interface TickTime {
  hour: number;
  minute: number;
}
