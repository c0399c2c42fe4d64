import type { PlanContext } from './context.js';
import { evaluateParticipant } from './evaluation.js';
import type { ParticipantResult, Payment } from './engine.js';
import { projectedStatement } from './projections.js';

/** A participant's statement as of a date, and his payment schedule ahead. */
export interface StatementWithSchedule {
  result: ParticipantResult;
  /** Payments after the as-of date, projected at the prices known (later facts change them). */
  scheduled: Payment[];
}

/**
 * The statement as of `asOf`, with each payment's trace, and the schedule ahead 60 years (used
 * by the JSON statement and the PDF alike). What is known now takes the balances and the
 * schedule from his projection (projections.ts), so the engine runs once, as of the date, for
 * the history with its traces; an earlier instant's knowledge evaluates the facts known then
 * twice, as of the date and through the horizon.
 */
export async function statementWithSchedule(
  ctx: PlanContext,
  participantId: string,
  dates: { asOf: string; knownAt?: string },
): Promise<StatementWithSchedule> {
  const query = { ...dates, explain: true };
  const horizon = `${Number(dates.asOf.slice(0, 4)) + 60}-12-31`;
  if (dates.knownAt === undefined) {
    const projected = await projectedStatement(ctx, participantId, {
      asOf: dates.asOf,
      through: horizon,
    });
    if (projected) {
      const result = await evaluateParticipant(ctx.store.db, ctx.planId, participantId, query);
      return {
        result: { ...result, balances: projected.balances },
        scheduled: projected.scheduled,
      };
    }
  }
  const [result, projection] = await Promise.all([
    evaluateParticipant(ctx.store.db, ctx.planId, participantId, query),
    evaluateParticipant(ctx.store.db, ctx.planId, participantId, { ...query, asOf: horizon }),
  ]);
  return { result, scheduled: projection.payments.filter((p) => p.date > dates.asOf) };
}
