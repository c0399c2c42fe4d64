import type { PlanContext } from '../core/context.js';
import { evaluateParticipant } from '../core/evaluation.js';
import { horizonOf } from '../core/horizon.js';
import type { ParticipantResult, Payment } from '../core/engine.js';
import { projectedStatement } from '../core/projections.js';
import { ParameterNotInForceError, resultAsOf, type ParticipantProjection } from '@defcomp/domain';
import { planInForce } from '../core/plan-in-force.js';
import { Problem } from '../core/problems.js';
import { detailFrom } from '../core/i18n/problem-details.js';

/**
 * A payment on a statement (issue "The record II" 2): `paid` by an approved run by the as-of
 * date (the run is `paid.ref`), `due` (its Payment Date has come and no run has paid it: the
 * plan owes it), or `scheduled` (after the as-of date: an estimate at the prices known, exact
 * once valued).
 */
export type PaymentStatus = 'paid' | 'due' | 'scheduled';
export interface StatementPayment extends Payment {
  status: PaymentStatus;
}

export const paymentStatus = (p: Payment, asOf: string): PaymentStatus =>
  p.date > asOf ? 'scheduled' : p.paid && p.paid.on <= asOf ? 'paid' : 'due';

/** A participant's statement as of a date, and his payment schedule ahead. */
export interface StatementWithSchedule {
  result: Omit<ParticipantResult, 'payments'> & { payments: StatementPayment[] };
  /** Payments after the as-of date, projected at the prices known (later facts change them). */
  scheduled: StatementPayment[];
}

/**
 * His history as of the date from his built result, without running the engine (domain
 * `resultAsOf`); null when the projection cannot say (none built, or he has claims): the engine
 * answers.
 */
async function readAsOf(
  ctx: PlanContext,
  stored: Pick<ParticipantProjection, 'result' | 'refusedOn'> | null,
  asOf: string,
): Promise<Omit<ParticipantResult, 'balances'> | null> {
  if (!stored) return null;
  // As the engine: a date before the plan states its terms computes nothing (422).
  try {
    (await planInForce(ctx.store.db, ctx.planId)).requireSomeTermsOn(asOf);
  } catch (error) {
    if (error instanceof ParameterNotInForceError)
      throw new Problem('plan_not_in_force', detailFrom('no_term', error.message));
    throw error;
  }
  return resultAsOf(stored, asOf);
}

/** How a statement is read: with its traces or not, and whether his projection is known fresh. */
export interface StatementOptions {
  /**
   * Each payment's, deferral's and credit's `trace` (default true: the PDF's "why" needs them).
   * Without, the answer keeps amounts, dates and `rules` and leaves every `trace` out.
   */
  explain?: boolean;
  /** The caller has just made his projection fresh (freshProjections): not checked again. */
  fresh?: boolean;
}

/**
 * The statement as of `asOf`, with each payment's trace unless `explain: false`, and the
 * schedule ahead 60 years (used by the JSON statement and the PDF alike). What is known now
 * takes the balances and the schedule from his projection (projections.ts), and the history
 * too (the engine runs only for a participant with claims); an earlier instant's knowledge
 * evaluates the facts known then twice, as of the date and through the horizon.
 */
export async function statementWithSchedule(
  ctx: PlanContext,
  participantId: string,
  dates: { asOf: string; knownAt?: string },
  options: StatementOptions = {},
): Promise<StatementWithSchedule> {
  const explain = options.explain ?? true;
  const query = { ...dates, explain };
  const horizon = horizonOf(dates.asOf);
  const labelled = (p: Payment) => ({ ...p, status: paymentStatus(p, dates.asOf) });
  if (dates.knownAt === undefined) {
    const projected = await projectedStatement(
      ctx,
      participantId,
      { asOf: dates.asOf, through: horizon },
      { traces: explain, fresh: options.fresh ?? false },
    );
    if (projected) {
      const result =
        (await readAsOf(ctx, projected.stored, dates.asOf)) ??
        (await evaluateParticipant(ctx.store.db, ctx.planId, participantId, query));
      return {
        result: {
          ...result,
          balances: projected.balances,
          payments: result.payments.map(labelled),
        },
        scheduled: projected.scheduled.map(labelled),
      };
    }
  }
  const [result, projection] = await Promise.all([
    evaluateParticipant(ctx.store.db, ctx.planId, participantId, query),
    evaluateParticipant(ctx.store.db, ctx.planId, participantId, { ...query, asOf: horizon }),
  ]);
  return {
    result: { ...result, payments: result.payments.map(labelled) },
    scheduled: projection.payments.filter((p) => p.date > dates.asOf).map(labelled),
  };
}
