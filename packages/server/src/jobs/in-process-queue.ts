import {
  listUnfinishedPayImportJobs,
  listUnfinishedPreparations,
  type Store,
} from '@defcomp/store';
import type { Clock } from '../core/clock.js';
import { msUntilNextTick, type TickTime } from '../daily/schedule.js';
import { jobHandlers } from './projection-jobs.js';
import type { JobData, JobHandler, JobName, JobQueue, SendOptions } from '../core/queue.js';

interface Waiting {
  id: string;
  name: JobName;
  data: JobData[JobName];
  singletonKey: string | undefined;
}

/**
 * The embedded default's queue: one process, so the jobs run in it, one at a time and in the
 * order sent, after the request that sent them (never inside it). No pg-boss, no table of its
 * own: a rebuild lost with the process is sent again by the next write or rebuilt by the next
 * read, and the work a person asked for (a pay file, a payment run's preparation) is kept in
 * its own table until its outcome is written, so `work()` sends again what is unfinished.
 */
export class InProcessQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly waiting: Waiting[] = [];
  private running: Promise<void> | null = null;
  private working = false;
  private stopped = false;
  private sent = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly onError: (error: unknown, job: string) => void = () => undefined,
  ) {}

  async send<N extends JobName>(
    name: N,
    data: JobData[N],
    options: SendOptions = {},
  ): Promise<string | null> {
    if (this.stopped) return null;
    const { singletonKey } = options;
    if (
      singletonKey &&
      this.waiting.some((j) => j.name === name && j.singletonKey === singletonKey)
    )
      return null;
    const id = `local-${++this.sent}`;
    this.waiting.push({ id, name, data, singletonKey });
    this.kick();
    return id;
  }

  /** A timer of this process: at each `time` Eastern it sends `daily.tick` (and sets the next). */
  async scheduleDailyTick(time: TickTime): Promise<void> {
    const next = () => {
      if (this.stopped) return;
      this.timer = setTimeout(
        () => {
          void this.send('daily.tick', {}, { singletonKey: 'daily' });
          next();
        },
        msUntilNextTick(this.clock.now(), time),
      );
      this.timer.unref();
    };
    if (this.timer) clearTimeout(this.timer);
    next();
  }

  async work(): Promise<void> {
    this.working = true;
    await this.resumeUnfinished();
    this.kick();
  }

  /**
   * What was asked for and not finished when the process last stopped: a job that was running
   * left nothing (its outcome and writes are one transaction), so it runs again from the start.
   */
  private async resumeUnfinished(): Promise<void> {
    for (const data of await listUnfinishedPayImportJobs(this.store.db))
      await this.send('payImports.run', data);
    for (const data of await listUnfinishedPreparations(this.store.db))
      await this.send('paymentRuns.prepare', data);
  }

  /** Resolves once every job sent so far (and those they sent) is done. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.waiting.length = 0;
    await this.idle();
  }

  private kick(): void {
    if (!this.working || this.running || this.stopped) return;
    // After the current request: a job never runs inside the code that sent it.
    this.running = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.drain());
  }

  private async drain(): Promise<void> {
    for (let job = this.waiting.shift(); job && !this.stopped; job = this.waiting.shift()) {
      const handler = jobHandlers[job.name] as JobHandler<JobName>;
      try {
        await handler(job.data, {
          store: this.store,
          clock: this.clock,
          queue: this,
          worker: 'in-process',
        });
      } catch (error) {
        this.onError(error, `${job.name} ${job.id}`);
      }
    }
    this.running = null;
  }
}
