import { listParticipants } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../responses.js';
import { forPlan, type AppContext } from '../context.js';
import { planLiability } from '../liability.js';
import { asOfQuery } from '../schemas.js';
import { asOf } from './participants.js';

/** What the plan owes, per participant and sub-account, as of a date (Plan 10.1: a liability). */
export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { asOf?: string; knownAt?: string } }>(
    '/reports/liability',
    {
      schema: {
        tags: ['reports'],
        response: R.ok('The liability as of `asOf`', {
          asOf: R.DateText,
          participants: R.list(R.LiabilityRow),
          totals: R.LiabilityTotals,
        }),
        summary: 'Liability as of a date: balances per participant and sub-account, totals',
        querystring: asOfQuery,
      },
      config: { access: { roles: ['administrator', 'committee', 'assetCommittee', 'auditor'] } },
    },
    async (request) => {
      const query = asOf(ctx, request.query);
      const participantList = await listParticipants(ctx.store.db, request.planId);
      const names = new Map(participantList.map((p) => [p.id, p.name]));
      const { participants: rows, totals } = await planLiability(forPlan(ctx, request), query);
      const participants = rows.map(({ participantId, ...row }) => ({
        participantId,
        name: names.get(participantId) ?? null,
        ...row,
      }));
      return { asOf: query.asOf, participants, totals };
    },
  );
}
