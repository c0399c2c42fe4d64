import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { getPaymentRunPreparation } from '@defcomp/store';
import { runCommand } from '../core/command.js';
import { staffReaders, type AppContext } from '../core/context.js';
import {
  preparationView,
  requestPreparation,
  sendPreparation,
  type PreparationBody,
} from './preparations.js';
import { Problem } from '../core/problems.js';
import * as R from '../core/responses.js';
import { date, id, object } from '../core/schemas.js';

// Issue 9 item 3: a payment run prepared by a job (payment-run-preparations.ts). The same rules
// and roles as POST /payment-runs; the answer comes at once, the run when the job is done.

const Preparation = Type.Object({
  id: Type.String(),
  planId: Type.String(),
  payFrom: Type.String(),
  payThrough: Type.String(),
  source: Type.Union([Type.Literal('general'), Type.Literal('trust')]),
  requestedBy: Type.String(),
  requestedAt: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('waiting'), Type.Literal('prepared'), Type.Literal('refused')]),
  /** The run prepared (null: nothing prepared yet, or refused). */
  runId: Type.Union([Type.String(), Type.Null()]),
  /** Why it was refused: the problem POST /payment-runs would have answered. */
  problem: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});

const tags = ['payment runs'];

export function paymentRunPreparationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PreparationBody }>(
    '/payment-runs/preparations',
    {
      schema: {
        tags,
        summary:
          'Prepare a payment run as a job (Art. V, 5.8, 8.2, 8.3), for a period whose preparation takes long: answers at once; follow GET /payment-runs/preparations/{preparationId}',
        body: object(
          {
            payFrom: date,
            payThrough: date,
            source: { type: 'string', enum: ['general', 'trust'] },
          },
          ['payFrom', 'payThrough'],
        ),
        response: {
          202: {
            description: 'Asked: the preparation, waiting for its job',
            content: { 'application/json': { schema: Type.Object({ preparation: Preparation }) } },
          },
        },
      },
      config: { access: { roles: ['administrator', 'committee'] } },
    },
    async (request, reply) => {
      let asked: string | null = null;
      const answer = await runCommand(ctx, request, reply, async (command) => {
        const { preparationId, ...result } = await requestPreparation(command, request.body);
        asked = preparationId;
        return result;
      });
      // Sent once the request has committed (a replayed request sends nothing again).
      if (asked) await sendPreparation(ctx, request.planId, asked);
      return answer;
    },
  );
  app.get<{ Params: { preparationId: string } }>(
    '/payment-runs/preparations/:preparationId',
    {
      schema: {
        tags,
        summary: 'A payment run preparation: waiting, prepared (its run) or refused (why)',
        params: object({ preparationId: id }),
        response: R.ok('The preparation', { preparation: Preparation }),
      },
      config: { access: { roles: staffReaders } },
    },
    async (request) => {
      const found = await getPaymentRunPreparation(
        ctx.store.db,
        request.planId,
        request.params.preparationId,
      );
      if (!found) throw new Problem('not_found', { field: 'preparationId' });
      return { preparation: preparationView(found) };
    },
  );
}
