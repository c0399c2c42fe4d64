import { listFacts } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import { runCommand } from '../core/command.js';
import { ownRecordReaders, type AppContext } from '../core/context.js';
import { requireParticipant } from '../core/evaluation.js';
import { date, idParams, object } from '../core/schemas.js';
import { prepareDecision } from '../committee/index.js';
import { factView } from '../core/facts-view.js';

interface OrderBody {
  date: string;
  alternatePayee: string;
  pct: number;
}

/**
 * Plan 5.9: a domestic relations order assigns part of an account to an alternate payee, paid in
 * a lump sum once the order is accepted. Accepting one moves a participant's money to someone
 * else, so it takes two people (issue 11, 4): the administrator prepares it (the plan must
 * accept it then), a Committee member approves it (POST /decisions/{decisionId}/approval, 8.1),
 * and only then is it a fact.
 */
export function domesticRelationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const url = '/participants/:id/domestic-relations-orders';
  app.get<{ Params: { id: string } }>(
    url,
    {
      schema: {
        tags: ['domestic relations orders'],
        response: R.ok('The orders accepted, in the order recorded', { events: R.list(R.Fact) }),
        summary: 'List: accepted domestic relations orders (5.9)',
        params: idParams,
      },
      config: { access: ownRecordReaders },
    },
    async (request) => {
      await requireParticipant(ctx.store.db, request.planId, request.params.id);
      const facts = await listFacts(ctx.store.db, {
        planId: request.planId,
        participantId: request.params.id,
      });
      return {
        events: facts.filter((f) => f.type === 'domesticRelationsOrder').map(factView),
      };
    },
  );
  app.post<{ Params: { id: string }; Body: OrderBody }>(
    url,
    {
      schema: {
        tags: ['domestic relations orders'],
        response: {
          202: R.json('Prepared: recorded once a Committee member approves the decision', {
            decision: R.Decision,
          }),
        },
        summary: 'Prepare the acceptance of a domestic relations order (5.9)',
        params: idParams,
        body: object({
          date,
          alternatePayee: { type: 'string', minLength: 1, maxLength: 200 },
          pct: { type: 'integer', minimum: 1, maximum: 100 },
        }),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const participantId = request.params.id;
        await requireParticipant(command.trx, command.planId, participantId);
        const decision = await prepareDecision(ctx, command, {
          kind: 'domesticRelationsOrder',
          participantId,
          subjectId: `${participantId}:${request.body.date}`,
          event: { type: 'domesticRelationsOrder', ...request.body },
        });
        return { status: 202, body: { decision } };
      }),
  );
}
