import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import * as RR from './responses.js';
import { forPlan, type AppContext } from '../core/context.js';
import { liabilityAnswer, liabilityDocument } from './liability.js';
import { asOfQuery } from '../core/schemas.js';
import { asOf } from '../core/as-of.js';
import { reportDownloads, reportReaders } from './plan-report-routes.js';

/** What the plan owes, per participant and sub-account, as of a date (Plan 10.1: a liability). */
export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const summary = 'Liability as of a date: balances per participant and sub-account, totals';
  app.get<{ Querystring: { asOf?: string; knownAt?: string } }>(
    '/reports/liability',
    {
      schema: {
        tags: ['reports'],
        response: R.ok('The liability as of `asOf`', {
          asOf: R.DateText,
          knownAt: R.Type.Union([R.Text, R.Type.Null()]),
          participants: R.list(RR.LiabilityRow),
          totals: R.LiabilityTotals,
        }),
        summary,
        querystring: asOfQuery,
      },
      config: { access: { roles: reportReaders } },
    },
    async (request) => liabilityAnswer(forPlan(ctx, request), asOf(ctx, request.query)),
  );
  // Its CSV (per participant) and PDF, as the other reports' (issue 10 item 8).
  reportDownloads(app, ctx, {
    path: '/reports/liability',
    summary,
    querystring: asOfQuery,
    answer: (rctx, query: { asOf?: string; knownAt?: string }) =>
      liabilityAnswer(forPlan(ctx, rctx), asOf(ctx, query)),
    document: liabilityDocument,
  });
}
