import type { PlanContext } from './context.js';
import { evaluateParticipant } from './evaluation.js';
import { horizonOf } from './horizon.js';
import type { ParticipantResult, Payment } from './engine.js';

/** A participant's statement as of a date, and his payment schedule ahead. */
export interface StatementWithSchedule {
  result: ParticipantResult;
  /** Payments after the as-of date, projected at the prices known (later facts change them). */
  scheduled: Payment[];
}

/**
 * The statement as of `asOf`, with each payment's trace, and the same facts evaluated 60 years
 * forward for the schedule ahead (used by the JSON statement and the PDF alike).
 */
export async function statementWithSchedule(
  ctx: PlanContext,
  participantId: string,
  dates: { asOf: string; knownAt?: string },
): Promise<StatementWithSchedule> {
  const query = { ...dates, explain: true };
  const horizon = horizonOf(dates.asOf);
  const [result, projection] = await Promise.all([
    evaluateParticipant(ctx.store.db, ctx.planId, participantId, query),
    evaluateParticipant(ctx.store.db, ctx.planId, participantId, { ...query, asOf: horizon }),
  ]);
  return { result, scheduled: projection.payments.filter((p) => p.date > dates.asOf) };
}
