import { fixedPaymentHorizon, fixedUnpaid, liabilityReport } from '@defcomp/domain';
import type { PlanContext } from '../core/context.js';
import { evaluateRecord } from '../core/evaluation.js';
import { projectedLiability } from '../core/projections.js';

/**
 * What the plan owes as of a date (Plan 10.1), from the facts known at an instant. What is known
 * now is read from the projections (a SQL aggregate, projections.ts); an earlier instant's
 * knowledge is the record evaluated as of the date, and again through the horizon that shows
 * the payments valued by the date but paid after it. The figures are the domain's
 * (reports/liability.ts).
 */
export async function planLiability(ctx: PlanContext, query: { asOf: string; knownAt?: string }) {
  if (query.knownAt === undefined) {
    const projected = await projectedLiability(ctx, query.asOf);
    if (projected) return projected;
  }
  const [result, later] = await Promise.all([
    evaluateRecord(ctx.store.db, ctx.planId, query),
    evaluateRecord(ctx.store.db, ctx.planId, { ...query, asOf: fixedPaymentHorizon(query.asOf) }),
  ]);
  return { asOf: query.asOf, ...liabilityReport(result, fixedUnpaid(later, query.asOf)) };
}
