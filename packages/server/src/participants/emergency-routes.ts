import {
  createEmergencyRequest,
  getEmergencyRequest,
  listEmergencyRequests,
  setEmergencyRequestStatus,
  type EmergencyRequest,
} from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import * as PR from './responses.js';
import { newId } from '../core/auth/tokens.js';
import { runCommand } from '../core/command.js';
import { ownRecordFilers, ownRecordReaders, type AppContext } from '../core/context.js';
import { requireParticipant } from '../core/evaluation.js';
import { Problem } from '../core/problems.js';
import { checkDating, reasonOf } from '../core/dating.js';
import { date, id, idParams, money, object, reason, text } from '../core/schemas.js';
import { prepareDecision } from '../committee/index.js';

type DecisionBody = {
  approved: boolean;
  amount: string;
  payOn: string;
  date: string;
  reason?: string;
};

/** Plan 5.5: Unforeseeable Emergency requests and the Committee's decisions on them. */
export function emergencyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>(
    '/participants/:id/emergency-requests',
    {
      schema: {
        tags: ['emergencies'],
        response: R.ok('His requests', { requests: R.list(PR.EmergencyRequest) }),
        summary: 'Emergency requests (5.5)',
        params: idParams,
      },
      config: { access: ownRecordReaders },
    },
    async (request) => {
      await requireParticipant(ctx.store.db, request.planId, request.params.id);
      return {
        requests: await listEmergencyRequests(ctx.store.db, request.planId, request.params.id),
      };
    },
  );
  app.post<{ Params: { id: string }; Body: { amount: string; reason: string } }>(
    '/participants/:id/emergency-requests',
    {
      schema: {
        tags: ['emergencies'],
        response: R.created('The request filed', { request: PR.EmergencyRequest }),
        summary: 'Request an Unforeseeable Emergency payment (5.5)',
        params: idParams,
        body: object({ amount: money, reason: text }),
      },
      config: { access: ownRecordFilers },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        await requireParticipant(command.trx, command.planId, request.params.id);
        const filed: EmergencyRequest = {
          id: newId('ER'),
          planId: command.planId,
          participantId: request.params.id,
          ...request.body,
          status: 'filed',
          filedAt: command.at,
          filedBy: command.actor.username,
        };
        await createEmergencyRequest(command.trx, filed);
        await command.audit({
          action: 'emergency.requested',
          entity: 'emergencyRequest',
          entityId: filed.id,
          after: filed,
        });
        return { status: 201, body: { request: filed } };
      }),
  );
  emergencyDecisionRoute(app, ctx);
}

function emergencyDecisionRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { requestId: string }; Body: DecisionBody }>(
    '/emergency-requests/:requestId/decision',
    {
      schema: {
        tags: ['emergencies'],
        response: R.created('The decision prepared', { decision: R.Decision }),
        summary: "Prepare the Committee's decision; another member approves it",
        params: object({ requestId: id }),
        body: object({ approved: { type: 'boolean' }, amount: money, payOn: date, date, reason }, [
          'approved',
          'amount',
          'payOn',
          'date',
        ]),
      },
      config: { access: { roles: ['administrator', 'committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const filed = await getEmergencyRequest(
          command.trx,
          command.planId,
          request.params.requestId,
        );
        if (!filed) throw new Problem('not_found', { field: 'requestId' });
        if (filed.status !== 'filed') throw new Problem('not_pending', { field: 'requestId' });
        const { reason: given, ...decided } = request.body;
        const event = { type: 'emergencyDecision', ...decided };
        checkDating(command.actor, event, command.today, reasonOf(request, given));
        const decision = await prepareDecision(ctx, command, {
          kind: 'emergencyDecision',
          participantId: filed.participantId,
          subjectId: filed.id,
          event,
        });
        await setEmergencyRequestStatus(command.trx, filed, 'decisionPrepared');
        return { status: 201, body: { decision } };
      }),
  );
}
