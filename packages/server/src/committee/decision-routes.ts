import {
  approveDecision,
  createDecision,
  getDecision,
  getEmergencyRequest,
  listDecisions,
  setEmergencyRequestStatus,
  type Decision,
} from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import { newId } from '../core/auth/tokens.js';
import { runCommand, type CommandContext } from '../core/command.js';
import { staffReaders, type AppContext } from '../core/context.js';
import { checkEvent, recordEvent } from '../core/evaluation.js';
import { Problem } from '../core/problems.js';
import { requireApprover } from '../core/security/approvals.js';
import { id, object } from '../core/schemas.js';

/** Prepares a Committee decision: validated now, recorded only when someone else approves it. */
export async function prepareDecision(
  ctx: AppContext,
  command: CommandContext,
  draft: Pick<Decision, 'kind' | 'participantId' | 'subjectId' | 'event'> & { id?: string },
  /** What the audit also keeps: the reason given and what the decision would change. */
  audited: { reason?: string | null; effect?: unknown } = {},
): Promise<Decision> {
  await checkEvent(command.trx, command.planId, draft.participantId, draft.event, command.today);
  const decision: Decision = {
    ...draft,
    id: draft.id ?? newId('D'),
    planId: command.planId,
    status: 'prepared',
    preparedBy: command.actor.username,
    preparedAt: command.at,
    approvedBy: null,
    approvedAt: null,
    factSeq: null,
  };
  await createDecision(command.trx, decision);
  await command.audit({
    action: `${draft.kind}.prepared`,
    entity: 'decision',
    entityId: decision.id,
    after: audited.effect === undefined ? decision : { decision, effect: audited.effect },
    reason: audited.reason,
  });
  return decision;
}

export function decisionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { status?: 'prepared' | 'approved' } }>(
    '/decisions',
    {
      schema: {
        tags: ['decisions'],
        response: R.ok('Decisions', { decisions: R.list(R.Decision) }),
        summary: 'Committee decisions, prepared and approved',
        querystring: object({ status: { type: 'string', enum: ['prepared', 'approved'] } }, []),
      },
      config: { access: { roles: staffReaders } },
    },
    async (request) => ({
      decisions: await listDecisions(ctx.store.db, {
        planId: request.planId,
        ...(request.query.status ? { status: request.query.status } : {}),
      }),
    }),
  );
  app.post<{ Params: { decisionId: string } }>(
    '/decisions/:decisionId/approval',
    {
      schema: {
        tags: ['decisions'],
        response: R.ok('The decision approved; its event is in the fact log', {
          decision: R.Decision,
        }),
        summary: 'Approve a decision someone else prepared (segregation of duties)',
        params: object({ decisionId: id }),
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        approve(ctx, command, request.params.decisionId),
      ),
  );
}

async function approve(ctx: AppContext, command: CommandContext, decisionId: string) {
  const decision = await getDecision(command.trx, command.planId, decisionId);
  if (!decision) throw new Problem('not_found', { field: 'decisionId' });
  if (decision.status !== 'prepared') throw new Problem('not_pending', { field: 'decisionId' });
  // Segregation of duties compares people: a second account of the preparer cannot approve.
  await requireApprover(command, command.planId, decision.preparedBy, 'decisionId');
  // The record may have changed since it was prepared: the plan must still accept it.
  const factSeq = await recordEvent(command, {
    participantId: decision.participantId,
    event: decision.event,
  });
  await approveDecision(command.trx, decision, {
    approvedBy: command.actor.username,
    approvedAt: command.at,
    factSeq,
  });
  if (
    decision.kind === 'emergencyDecision' &&
    (await getEmergencyRequest(command.trx, command.planId, decision.subjectId))
  ) {
    const request = { planId: command.planId, id: decision.subjectId };
    await setEmergencyRequestStatus(command.trx, request, 'decided');
  }
  const after = await getDecision(command.trx, command.planId, decision.id);
  await command.audit({
    action: `${decision.kind}.approved`,
    entity: 'decision',
    entityId: decision.id,
    before: decision,
    after,
  });
  return { status: 200, body: { decision: after } };
}
