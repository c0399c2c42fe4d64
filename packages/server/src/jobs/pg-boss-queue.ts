import type { Store } from '@defcomp/store';
import PgBoss from 'pg-boss';
import { PLAN_TIME_ZONE } from '@defcomp/domain';
import type { Clock } from '../core/clock.js';
import { tickCron, type TickTime } from '../daily/schedule.js';
import { jobHandlers } from './projection-jobs.js';
import {
  jobNames,
  type JobData,
  type JobHandler,
  type JobName,
  type JobQueue,
  type SendOptions,
} from '../core/queue.js';

export interface PgBossOptions {
  /** The PostgreSQL database (DATABASE_URL). */
  url: string;
  /** pg-boss's own schema (default `pgboss`; `<schema>_jobs` beside a record in a schema). */
  schema: string;
  store: Store;
  clock: Clock;
  /** This process's name, kept with what it builds (`host:pid` by default). */
  worker: string;
  /** How often an idle worker asks for a job (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  onError?: (error: unknown) => void;
}

/**
 * Jobs on PostgreSQL with pg-boss 10 (Node 20 and later; its tables in their own schema): every
 * process that calls `work` takes jobs from the same queues, and pg-boss hands each job to one
 * of them (SELECT … FOR UPDATE SKIP LOCKED), so a plan's rebuild is shared by as many
 * processes as run. A job that fails is retried (twice, as pg-boss does by default); the
 * handlers are idempotent (a rebuild of what is fresh does nothing).
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss';

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: PgBossOptions,
  ) {}

  static async open(options: PgBossOptions): Promise<PgBossQueue> {
    const boss = new PgBoss({
      connectionString: options.url,
      schema: options.schema,
      max: 4,
      application_name: `defcomp ${options.worker}`,
    });
    boss.on('error', options.onError ?? (() => undefined));
    await boss.start();
    // A plan's refresh is stately: one waiting and one running per plan (its singletonKey).
    await boss.createQueue('projections.refresh', {
      name: 'projections.refresh',
      policy: 'stately',
    });
    await boss.createQueue('projections.rebuild', { name: 'projections.rebuild' });
    // The daily tick: one waiting or running at a time (a tick of a day ticked is a no-op).
    await boss.createQueue('daily.tick', { name: 'daily.tick', policy: 'singleton' });
    // Bulk statements (statement-runs.ts): one job per run, any process takes it; a plan's run
    // may take longer than pg-boss's default 15 minutes (a job expired is retried, and skips
    // the statements made).
    await boss.createQueue('statements.generate', {
      name: 'statements.generate',
      expireInHours: 12,
    });
    // A payment run asked for (payment-run-preparations.ts): one job per request.
    await boss.createQueue('paymentRuns.prepare', { name: 'paymentRuns.prepare' });
    // A pay file sent (payroll/pay-import-jobs.ts): one job per request; 100,000 lines may take
    // longer than pg-boss's default 15 minutes (one expired and retried finds the outcome).
    await boss.createQueue('payImports.run', { name: 'payImports.run', expireInHours: 2 });
    return new PgBossQueue(boss, options);
  }

  send<N extends JobName>(
    name: N,
    data: JobData[N],
    options: SendOptions = {},
  ): Promise<string | null> {
    return this.boss.send(
      name,
      data,
      options.singletonKey ? { singletonKey: options.singletonKey } : {},
    );
  }

  /** pg-boss keeps one schedule per name (an upsert): every process may set it. */
  async scheduleDailyTick(time: TickTime): Promise<void> {
    await this.boss.schedule('daily.tick', tickCron(time), {}, { tz: PLAN_TIME_ZONE });
  }

  async work(): Promise<void> {
    const { store, clock, worker } = this.options;
    const pollingIntervalSeconds = this.options.pollingIntervalSeconds ?? 2;
    for (const name of jobNames) {
      const handler = jobHandlers[name] as JobHandler<JobName>;
      await this.boss.work<JobData[JobName]>(
        name,
        { batchSize: 1, pollingIntervalSeconds },
        async ([job]) => (job ? handler(job.data, { store, clock, queue: this, worker }) : {}),
      );
    }
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 60_000 });
  }
}
