// Evaluation off the event loop (issue 9, item 3): the engine runs in worker threads, a pool
// (piscina) shared by every app of the process, so one request that evaluates a long history
// does not stop the others. The main thread keeps the I/O: it loads the record, hands the
// scenario to a worker (structured clone), and answers with what comes back.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import {
  evaluateTask,
  judgePayTask,
  projectTask,
  type EvaluationOutcome,
  type EvaluationTask,
  type PayJudgingOutcome,
  type PayJudgingTask,
  type ProjectionOutcome,
  type ProjectionTask,
} from './evaluate.js';
import {
  projectPayoutsTask,
  type PayoutProjectionOutcome,
  type PayoutProjectionTask,
} from './payout-projection.js';
import { packPrices } from './shared-prices.js';

/** Where an evaluation runs: a worker thread, or in line on the caller's thread. */
export interface Evaluator {
  readonly where: 'workers' | 'inline';
  run(task: EvaluationTask): Promise<EvaluationOutcome>;
  /** Projections of the scenario's participants (a rebuild). */
  project(task: ProjectionTask): Promise<ProjectionOutcome>;
  /** Pay lines as the plan treats them (a pay import's check). */
  judgePays(task: PayJudgingTask): Promise<PayJudgingOutcome>;
  /** A hypothetical Separation or death, priced at a growth rate (the payout projector). */
  projectPayouts(task: PayoutProjectionTask): Promise<PayoutProjectionOutcome>;
  /**
   * A capability's own task (core imports none): in the pool, the export `job.name` of the
   * built module `job.file`, run by the same threads (piscina loads a module once a thread);
   * in line, `job.inline`. What the task returns through `Piscina.move` is transferred, not
   * copied (a PDF's bytes).
   */
  offload<T, R>(job: OffloadedJob<T, R>): Promise<R>;
}

/** A task of a module outside core/ (documents/render-worker.ts renders the PDFs). */
export interface OffloadedJob<T, R> {
  /** The built worker module (dist), or undefined when it is not built. */
  file: URL | undefined;
  name: string;
  task: T;
  inline: (task: T) => Promise<R>;
}

/** The same functions as a worker's, on the caller's thread (no pool: the CLI, a script). */
export const inlineEvaluator: Evaluator = {
  where: 'inline',
  run: async (task) => evaluateTask(task),
  project: async (task) => projectTask(task),
  judgePays: async (task) => judgePayTask(task),
  projectPayouts: async (task) => projectPayoutsTask(task),
  offload: (job) => job.inline(job.task),
};

/**
 * `workers`: a pool of worker threads. `inline`: on the event loop. Unset: workers when the
 * server runs built (`dist`, where the worker's module sits beside this one), in line when it
 * runs from its TypeScript sources (vitest: a worker thread cannot load them, and the tests
 * must test the sources, not a stale build). A test that wants the pool asks for `workers`
 * and gets the built worker (`npm run build` first).
 */
export type EvaluationMode = 'workers' | 'inline';

/**
 * The built worker module: beside this file in dist; from the sources, the same file in dist.
 * Interpretation: a missing build is a startup error naming the command, never a silent fall
 * back to the event loop (the server must not block its users unnoticed).
 */
export function workerModule(): URL | undefined {
  const beside = new URL('./evaluate.js', import.meta.url);
  if (existsSync(beside)) return beside;
  const built = new URL('../../../dist/core/workers/evaluate.js', import.meta.url);
  return existsSync(built) ? built : undefined;
}

export const builtHere = (): boolean => existsSync(new URL('./evaluate.js', import.meta.url));

/** Threads: DEFCOMP_EVALUATION_THREADS, else one a core (at least 2: a statement runs two). */
export function threadCount(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.DEFCOMP_EVALUATION_THREADS);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.max(2, availableParallelism());
}

/**
 * DEFCOMP_EVALUATION_NICE (0-19), else 10. A machine shared with other busy processes may want 0
 * (the benchmark does): nice threads there wait for every neighbour, not only the event loop.
 */
export function niceness(env: NodeJS.ProcessEnv = process.env, otherwise = 10): number {
  const asked = Number(env.DEFCOMP_EVALUATION_NICE);
  return env.DEFCOMP_EVALUATION_NICE && Number.isInteger(asked) && asked >= 0 && asked <= 19
    ? asked
    : otherwise;
}

interface Shared {
  pool: Piscina;
  evaluator: Evaluator;
  users: number;
}

// One pool a process, however many apps (the server and the demo seeding its record are two):
// each app holds a lease; the last one to close destroys the pool, so nothing keeps the
// process (or a test) alive.
let shared: Shared | undefined;

export interface Lease {
  evaluator: Evaluator;
  /** Tasks the pool has finished (tests prove requests went through it). */
  completed(): number;
  release(): Promise<void>;
}

/**
 * `nice`: the threads' niceness when DEFCOMP_EVALUATION_NICE does not say (10): a process that
 * answers no requests (`defcomp statements`) has no event loop to keep ahead and asks 0. The
 * pool's first lease sets it.
 */
export function leaseWorkerPool(options: { nice?: number } = {}): Lease {
  if (!shared) {
    const file = workerModule();
    if (!file)
      throw new Error(
        'the evaluation worker is not built (packages/server/dist/workers/evaluate.js): run `npm run build`',
      );
    const threads = threadCount();
    const pool = new Piscina({
      filename: fileURLToPath(file),
      // Every thread started with the pool and kept: starting one during a request would load
      // the engine again while the request waits.
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      // The workers run at a lower priority than the event loop (nice 10 by default, per
      // thread, through piscina's optional @napi-rs/nice; ignored where it is absent): the
      // thread that answers requests gets the CPU first and evaluation takes what is left.
      niceIncrement: niceness(process.env, options.nice),
      // piscina loads a task module with require() first, and Node 20.19+ and 22 require()
      // an ES module: that path can abort the process (V8's "IsGraphAsync must be used on an
      // instantiated module", seen once in CI; the same crash through piscina is reported as
      // jhipster/generator-jhipster#32899). Without require(esm) the require() fails at once
      // and piscina falls back to import(), which loads the module the supported way. Only
      // this flag: the parent's own (a heap size, say) are process-wide, which a Worker
      // refuses when they are passed to it (ERR_WORKER_INVALID_EXEC_ARGV).
      execArgv: ['--no-experimental-require-module'],
    });
    const evaluator: Evaluator = {
      where: 'workers',
      run: (task) => pool.run(packPrices(task)) as Promise<EvaluationOutcome>,
      project: (task) =>
        pool.run(packPrices(task), { name: 'projectTask' }) as Promise<ProjectionOutcome>,
      judgePays: (task) =>
        pool.run(packPrices(task), { name: 'judgePayTask' }) as Promise<PayJudgingOutcome>,
      projectPayouts: (task) =>
        pool.run(packPrices(task), {
          name: 'projectPayoutsTask',
        }) as Promise<PayoutProjectionOutcome>,
      offload: <T, R>(job: OffloadedJob<T, R>) => {
        if (!job.file)
          throw new Error(`the worker of ${job.name} is not built (dist): run \`npm run build\``);
        return pool.run(job.task, {
          filename: fileURLToPath(job.file),
          name: job.name,
        }) as Promise<R>;
      },
    };
    shared = { pool, evaluator, users: 0 };
  }
  const held = shared;
  held.users += 1;
  let released = false;
  return {
    evaluator: held.evaluator,
    completed: () => held.pool.completed,
    async release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      if (shared === held) shared = undefined;
      await held.pool.destroy();
    },
  };
}

/**
 * The scenario's participants cut into consecutive parts, as many as the evaluator has threads
 * (one in line): each participant is evaluated from his own story alone, so the parts can run
 * at once and their answers be put back in order. `from` is a part's first participant's index.
 */
export function scenarioParts<I extends { participants: readonly unknown[] }>(
  input: I,
  evaluator: Evaluator,
): { from: number; input: I }[] {
  const count = input.participants.length;
  const size = Math.max(1, Math.ceil(count / (evaluator.where === 'workers' ? threadCount() : 1)));
  const parts: { from: number; input: I }[] = [];
  for (let from = 0; from < count; from += size)
    parts.push({
      from,
      input: { ...input, participants: input.participants.slice(from, from + size) },
    });
  return parts;
}

/** A part's `participants[j]…` path as the whole scenario's `participants[from + j]…`. */
export const wholePath = (path: string, from: number): string =>
  path.replace(/^participants\[(\d+)\]/, (_, j: string) => `participants[${from + Number(j)}]`);

const current = new AsyncLocalStorage<Evaluator>();

/**
 * The evaluator of the request being answered (its app's); outside a request (a job the server
 * works, pg-boss's or the in-process queue's), the process's pool while an app holds it; else
 * (a script, `defcomp worker`) in line.
 */
export const currentEvaluator = (): Evaluator =>
  current.getStore() ?? shared?.evaluator ?? inlineEvaluator;

/**
 * Makes the app's requests evaluate where its mode says: a preHandler hook runs the handler
 * with the app's evaluator (AsyncLocalStorage, so the helpers that evaluate keep their
 * signatures); the app's close releases its lease. preHandler, not onRequest: a request body
 * is read in the socket's async context, which would lose one set earlier.
 */
export function useEvaluation(
  app: FastifyInstance,
  mode: EvaluationMode | undefined,
): Lease | null {
  const workers = (mode ?? (builtHere() ? 'workers' : 'inline')) === 'workers';
  const lease = workers ? leaseWorkerPool() : null;
  const evaluator = lease?.evaluator ?? inlineEvaluator;
  app.addHook('preHandler', (_request, _reply, done) => current.run(evaluator, done));
  if (lease) app.addHook('onClose', async () => lease.release());
  return lease;
}
