// The evaluation a worker thread runs (workers/pool.ts), and the same function called in line
// when there is no pool: parse the scenario the record was turned into, then evaluate it. The
// task and its outcome are plain data (structured clone between threads): the scenario JSON in,
// the result JSON out; a refusal to parse and a missing price are outcomes, not thrown, because
// an Error crossing a thread boundary loses its class.
import {
  evaluateOutcomes,
  evaluateScenario,
  MissingPriceError,
  ParameterNotInForceError,
  parseScenario,
  payLineOutcomes,
  projectScenario,
} from '@defcomp/domain';
import { projectionRows, type ProjectionRows } from '@defcomp/store/rows';
import type { PaymentsMade } from './payments-made.js';
import { unpackPrices } from './shared-prices.js';

export type { PaymentsMade };
import type {
  ParticipantProjection,
  PayLineOutcome,
  ProjectionFailure,
  ScenarioResult,
} from '@defcomp/domain';

export interface EvaluationTask {
  /** A `defcomp-scenario/1` input, as `loadScenario` assembles it from the record. */
  input: unknown;
  /** Attach each payment's trace. */
  explain: boolean;
  /** Each participant's payments made (runs approved): never valued again (12.9). */
  paymentsMade?: PaymentsMade;
}

export type EvaluationOutcome =
  | { kind: 'result'; result: ScenarioResult }
  /** The input is no valid scenario: the parser's errors at their JSON paths. */
  | { kind: 'invalid'; errors: { path: string; message: string }[] }
  /** A price the plan needs is not in the record (7.2). */
  | { kind: 'missing_price'; detail: string; field: string }
  /** A date before the plan states its terms (a statement as of 1990, say). */
  | { kind: 'not_in_force'; detail: string };

/** The engine's refusals that are the record's state, not a bug: outcomes, not thrown. */
function refusalOf(error: unknown): Exclude<EvaluationOutcome, { kind: 'result' | 'invalid' }> {
  if (error instanceof MissingPriceError)
    return { kind: 'missing_price', detail: error.message, field: error.path };
  if (error instanceof ParameterNotInForceError)
    return { kind: 'not_in_force', detail: error.message };
  throw error;
}

export function evaluateTask(packed: EvaluationTask): EvaluationOutcome {
  const task = unpackPrices(packed);
  const parsed = parseScenario(task.input);
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.errors };
  try {
    const options = { explain: task.explain, paymentsMade: task.paymentsMade ?? {} };
    return { kind: 'result', result: evaluateScenario(parsed.scenario, options) };
  } catch (error) {
    return refusalOf(error);
  }
}

export type ProjectionOutcome =
  | {
      kind: 'projections';
      projections: (ParticipantProjection | ProjectionRows | ProjectionFailure)[];
    }
  | { kind: 'invalid'; errors: { path: string; message: string }[] };

/**
 * The projections of the scenario's participants (domain projectScenario: each through the
 * scenario's horizon, alone). A failure's Error crosses as a plain Error: its message is kept.
 */
export function projectTask(packed: ProjectionTask): ProjectionOutcome {
  const task = unpackPrices(packed);
  const parsed = parseScenario(task.input);
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.errors };
  const projections = projectScenario(parsed.scenario, { paymentsMade: task.paymentsMade });
  if (!task.rows) return { kind: 'projections', projections };
  // Laid out here, the thread's work: a few strings cross back, not his thousands of objects.
  return {
    kind: 'projections',
    projections: projections.map((p) => ('error' in p ? p : projectionRows(p))),
  };
}

/** A rebuild's chunk: the scenario and its participants' payments made. */
export interface ProjectionTask {
  input: unknown;
  paymentsMade: PaymentsMade;
  /** Each projection laid out as the store's rows (a rebuild writes them; a report reads). */
  rows?: boolean;
}

/** Pay lines to judge (payroll/judge-pays.ts): the record with the new pays placed in it. */
export interface PayJudgingTask {
  input: unknown;
  /** Each line's participant and the index of its pay among his events. */
  placed: { participantId: string; index: number }[];
}

/** A refused line's violations; an accepted line's deferrals, stops and warnings (7.1). */
export type PayVerdict =
  { refused: { code: string; rule: string; message: string }[] } | { outcome: PayLineOutcome };

export type PayJudgingOutcome =
  { kind: 'judged'; verdicts: PayVerdict[] } | Exclude<EvaluationOutcome, { kind: 'result' }>;

/** Plan 7.1: each placed pay as the engine treats it, in the order given. */
export function judgePayTask(packed: PayJudgingTask): PayJudgingOutcome {
  const task = unpackPrices(packed);
  const parsed = parseScenario(task.input);
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.errors };
  let outcomes;
  try {
    outcomes = evaluateOutcomes(parsed.scenario).outcomes;
  } catch (error) {
    return refusalOf(error);
  }
  const verdicts = new Map<number, PayVerdict>();
  for (const story of parsed.scenario.participants) {
    const own = task.placed.flatMap((p, k) => (p.participantId === story.id ? [k] : []));
    if (own.length === 0) continue;
    const outcome = outcomes.get(story.id)!;
    const accepted = own.filter((k) => {
      const refusal = outcome.refused.find((r) => r.index === task.placed[k]!.index);
      if (refusal)
        verdicts.set(k, {
          refused: refusal.violations.map((v) => ({
            code: v.code,
            rule: v.rule,
            message: v.message,
          })),
        });
      return !refusal;
    });
    const indexes = accepted.map((k) => task.placed[k]!.index);
    payLineOutcomes(story.events, outcome, indexes).forEach((result, n) =>
      verdicts.set(accepted[n]!, { outcome: result }),
    );
  }
  return { kind: 'judged', verdicts: task.placed.map((_, k) => verdicts.get(k)!) };
}

// The payout projector's task (payout-projection.ts), run by name like `projectTask`.
export { projectPayoutsTask } from './payout-projection.js';

// Piscina runs a worker module's default export, or the export a task names (`projectTask`).
export default evaluateTask;
