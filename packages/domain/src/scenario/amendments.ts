import { formatMoney, type Cents } from '../money/decimal.js';
import type { ParticipantOutcome } from '../engine/participant-run.js';
import { MissingPriceError } from '../engine/prices.js';
import type { Plan, PlanAmendment } from '../plan/plan-definition.js';
import type { Scenario } from './types.js';

/** An amendment the plan refuses (FORMAT.md result `plan.refused`). */
export interface AmendmentRefusal {
  /** Its index in `plan.amendments`. */
  index: number;
  rules: string[];
  message: string;
  /** 9.2: each participant whose vested balance it would reduce, without written consent. */
  reductions?: VestedReduction[];
}

export interface VestedReduction {
  participant: string;
  before: string;
  after: string;
}

/** Evaluates every participant of `s` under `plan` through `through`. */
export type Evaluator = (
  s: Scenario,
  plan: Plan,
  through: string,
) => ReadonlyMap<string, ParticipantOutcome>;

/**
 * Plan 9.2: amendments are admitted one by one in order of their effective dates (accumulating
 * on those admitted before), each only if the record still evaluates under it through the later
 * of its effective date and the scenario's horizon, and if it reduces no one's vested balance.
 */
export function admitAmendments(
  s: Scenario,
  base: Plan,
  evaluate: Evaluator,
): { plan: Plan; refused: AmendmentRefusal[] } {
  const order = (s.plan.amendments ?? []).map((amendment, index) => ({ amendment, index }));
  order.sort((a, b) => (a.amendment.effective < b.amendment.effective ? -1 : 1));
  let plan = base;
  const refused: AmendmentRefusal[] = [];
  for (const { amendment, index } of order) {
    const candidate = plan.amended(amendment);
    const refusal =
      evaluationFailure(s, candidate, evaluate, amendment) ??
      vestedReductions(s, plan, candidate, evaluate, amendment);
    if (refusal) refused.push({ index, ...refusal });
    else plan = candidate;
  }
  return { plan, refused: refused.sort((a, b) => a.index - b.index) };
}

type Finding = Omit<AmendmentRefusal, 'index'>;

/** Plan 9.2: an amendment under which the record cannot be evaluated is refused, not stored. */
function evaluationFailure(
  s: Scenario,
  candidate: Plan,
  evaluate: Evaluator,
  amendment: PlanAmendment,
): Finding | undefined {
  const through = later(s.evaluateThrough, amendment.effective);
  try {
    evaluate(s, candidate, through);
    return undefined;
  } catch (error) {
    if (error instanceof MissingPriceError) throw error; // the story's gap, not the amendment's
    const reason = error instanceof Error ? error.message : String(error);
    return {
      rules: ['9.2'],
      message: `the record cannot be evaluated through ${through} under this amendment: ${reason}`,
    };
  }
}

/**
 * Plan 9.2: no amendment may reduce a Participant's vested balance as of its effective date,
 * computed as if he separated that day, without his written consent. (His rights in deferrals
 * already made are kept by the dating itself: each rule reads the term in force on the date it
 * speaks of, so an amendment never reaches an election filed, or a Separation, before it.)
 */
function vestedReductions(
  s: Scenario,
  plan: Plan,
  candidate: Plan,
  evaluate: Evaluator,
  amendment: PlanAmendment,
): Finding | undefined {
  const day = amendment.effective;
  const separated = separatedOn(s, day);
  const before = evaluate(separated, plan, day);
  const after = evaluate(separated, candidate, day);
  const consents = new Set(amendment.consents ?? []);
  const reductions: VestedReduction[] = [];
  for (const [id, outcome] of before) {
    const was = vestedAsOf(outcome, day);
    const is = vestedAsOf(after.get(id)!, day);
    if (is < was && !consents.has(id))
      reductions.push({ participant: id, before: formatMoney(was), after: formatMoney(is) });
  }
  if (reductions.length === 0) return undefined;
  const named = reductions.map((r) => `${r.participant} from ${r.before} to ${r.after}`);
  return {
    rules: ['9.2'],
    message: `reduces vested balances as of ${day} without written consent: ${named.join('; ')}`,
    reductions,
  };
}

/** The story with every Participant hired by `day` separating that day (FORMAT.md `separation`). */
function separatedOn(s: Scenario, day: string): Scenario {
  const participants = s.participants
    .filter((p) => p.hireDate <= day)
    .map((p) => ({
      ...p,
      events: [
        ...p.events,
        { type: 'separation' as const, date: day, reason: 'as if separated (9.2 check)' },
      ],
    }));
  return { ...s, participants };
}

/**
 * What is vested in him on `day`: every sub-account but the CCA, the vested CCA, and what was
 * valued for payment from `day` on (paid out of the balance, still his).
 */
function vestedAsOf(o: ParticipantOutcome, day: string): Cents {
  let total = o.ccaVested;
  for (const [account, value] of o.balances) if (account !== 'CCA') total += value;
  for (const p of o.payments) if (p.valuedAt >= day) total += p.amount;
  return total;
}

const later = (a: string, b: string) => (a > b ? a : b);
