import { fixedPaymentHorizon, fixedUnpaid, liabilityReport } from '@defcomp/domain';
import type { PlanContext } from './context.js';
import { evaluateRecord } from './evaluation.js';

/**
 * What the plan owes as of a date (Plan 10.1), from the facts known at an instant: the record
 * evaluated as of the date, and again through the horizon that shows the payments valued by the
 * date but paid after it. The figures are the domain's (reports/liability.ts).
 */
export async function planLiability(ctx: PlanContext, query: { asOf: string; knownAt?: string }) {
  const [result, later] = await Promise.all([
    evaluateRecord(ctx.store.db, ctx.planId, query),
    evaluateRecord(ctx.store.db, ctx.planId, { ...query, asOf: fixedPaymentHorizon(query.asOf) }),
  ]);
  return { asOf: query.asOf, ...liabilityReport(result, fixedUnpaid(later, query.asOf)) };
}
