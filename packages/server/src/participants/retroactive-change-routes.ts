import { getDecision, type PlanEvent } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import * as PR from './responses.js';
import { runCommand } from '../core/command.js';
import { staffReaders, type AppContext } from '../core/context.js';
import { checkDating, effectOf } from '../core/dating.js';
import { checkEvents, requireParticipant } from '../core/evaluation.js';
import { easternToday } from '../core/clock.js';
import { newId } from '../core/auth/tokens.js';
import { Problem } from '../core/problems.js';
import { id, idParams, object, planEvent, reason } from '../core/schemas.js';
import { prepareDecision } from '../committee/index.js';
import { refuseWorkflowEvent } from './event-routes.js';

const Effect = R.json('What it changes: payments already valued or paid, and balances today', {
  asOf: R.DateText,
  payments: R.list(R.PaymentChange),
  balances: R.list(PR.BalanceChange),
});

/**
 * Plan 12.9: a fact that reaches back and changes payments already valued or paid is prepared
 * by one person, shown with its effect, and recorded only when another approves it (the
 * Committee, POST /decisions/{decisionId}/approval, segregation of duties by person).
 */
export function retroactiveChangeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { id: string }; Body: { event: PlanEvent; reason: string } }>(
    '/participants/:id/retroactive-changes',
    {
      schema: {
        tags: ['decisions'],
        response: R.created('The change prepared, with its effect', {
          decision: R.Decision,
          effect: Effect,
        }),
        summary:
          'Prepare a retroactive change (12.9): a fact that changes payments already valued or paid; another person approves it',
        params: idParams,
        body: object({ event: planEvent, reason }),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const participantId = request.params.id;
        const { event, reason: why } = request.body;
        refuseWorkflowEvent(event, 'event.type');
        checkDating(command.actor, event, command.today, why, 'event');
        await requireParticipant(command.trx, command.planId, participantId);
        const addition = { participantId, event, field: 'event' };
        // 422 naming the field within `event` when the plan refuses it.
        await checkEvents(command.trx, command.planId, [addition], command.today);
        const effect = await effectOf(command.trx, command.planId, [addition], command.today);
        const decisionId = newId('D');
        const draft = { id: decisionId, kind: 'retroactiveChange' as const, subjectId: decisionId };
        const decision = await prepareDecision(
          ctx,
          command,
          { ...draft, participantId, event },
          { reason: why, effect },
        );
        return { status: 201, body: { decision, effect } };
      }),
  );
  app.get<{ Params: { decisionId: string } }>(
    '/decisions/:decisionId/effect',
    {
      schema: {
        tags: ['decisions'],
        response: R.ok('The decision and what approving it would change, as the record stands', {
          decision: R.Decision,
          effect: Effect,
        }),
        summary: 'What a prepared decision would change if approved now (12.9)',
        params: object({ decisionId: id }),
      },
      config: { access: { roles: staffReaders } },
    },
    async (request) => {
      const decision = await getDecision(ctx.store.db, request.planId, request.params.decisionId);
      if (!decision) throw new Problem('not_found', { field: 'decisionId' });
      if (decision.status !== 'prepared') throw new Problem('not_pending', { field: 'decisionId' });
      const { participantId, event } = decision;
      const effect = await effectOf(
        ctx.store.db,
        request.planId,
        [{ participantId, event, field: '' }],
        easternToday(ctx.clock),
      );
      return { decision, effect };
    },
  );
}
