import { listFacts, type Fact } from '@defcomp/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as R from '../core/responses.js';
import * as CR from './responses.js';
import { runCommand, type CommandContext } from '../core/command.js';
import { ownRecordFilers, ownRecordReaders, type AppContext } from '../core/context.js';
import { withDeadlines } from './claim-deadlines.js';
import { checkDating, filingDay, reasonOf, recordDated } from '../core/dating.js';
import { evaluateParticipant, requireParticipant } from '../core/evaluation.js';
import { detailOf } from '../core/i18n/problem-details.js';
import { Problem } from '../core/problems.js';
import { date, id, idParams, object, reason } from '../core/schemas.js';
import { prepareDecision } from '../committee/index.js';
import { asOf } from '../core/as-of.js';

const claimParams = object({ id, claimId: id });
type ClaimParams = { id: string; claimId: string };

/** Article XI: claims, appeals and the Committee's decisions. */
export function claimRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string }; Querystring: { asOf?: string } }>(
    '/participants/:id/claims',
    {
      schema: {
        tags: ['claims'],
        response: R.ok('Claims and their deadlines', { claims: R.list(CR.ClaimDeadlines) }),
        summary: 'Claims with the date received and their deadlines (Article XI)',
        params: idParams,
        querystring: object({ asOf: date }, []),
      },
      config: { access: ownRecordReaders },
    },
    async (request) => {
      const { planId, params } = request;
      await requireParticipant(ctx.store.db, planId, params.id);
      const query = asOf(ctx, request.query);
      const result = await evaluateParticipant(ctx.store.db, planId, params.id, query);
      // Plan 11.1, 11.2, 11.4: the date received, both periods and the late decisions besides.
      return { claims: await withDeadlines(ctx.store.db, planId, params.id, query, result.claims) };
    },
  );
  app.post<{ Params: { id: string }; Body: { claimId: string; date?: string; reason?: string } }>(
    '/participants/:id/claims',
    {
      schema: {
        tags: ['claims'],
        response: { 201: R.Recorded },
        summary: 'File a claim (11.1); a participant’s is dated today',
        params: idParams,
        body: object({ claimId: id, date, reason }, ['claimId']),
      },
      config: { access: ownRecordFilers },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const { claimId } = request.body;
        if ((await claimActions(command, request.params.id, claimId)).length > 0)
          throw new Problem('already_exists', { field: 'claimId' });
        return recordClaimAction(command, request, {
          id: claimId,
          date: filingDay(command.actor, request.body.date, command.today),
          action: 'filed',
        });
      }),
  );
  claimFollowUpRoutes(app, ctx);
  claimDecisionRoute(app, ctx);
}

/** 11.3 appeals and 11.2/11.4 extensions: recorded as they happen. */
function claimFollowUpRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: ClaimParams; Body: { date?: string; reason?: string } }>(
    '/participants/:id/claims/:claimId/appeal',
    {
      schema: {
        tags: ['claims'],
        response: { 201: R.Recorded },
        summary: 'Appeal a denial (11.3); a participant’s appeal is dated today',
        params: claimParams,
        body: object({ date, reason }, []),
      },
      config: { access: ownRecordFilers },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        recordClaimAction(command, request, {
          id: request.params.claimId,
          date: filingDay(command.actor, request.body.date, command.today),
          action: 'appealed',
        }),
      ),
  );
  app.post<{ Params: ClaimParams; Body: { action: string; date: string; reason?: string } }>(
    '/participants/:id/claims/:claimId/extensions',
    {
      schema: {
        tags: ['claims'],
        response: { 201: R.Recorded },
        summary: 'Extend the time to decide (11.2, 11.4)',
        params: claimParams,
        body: object(
          { action: { type: 'string', enum: ['extended', 'reviewExtended'] }, date, reason },
          ['action', 'date'],
        ),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        recordClaimAction(command, request, {
          id: request.params.claimId,
          action: request.body.action,
          date: request.body.date,
        }),
      ),
  );
}

function claimDecisionRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: ClaimParams; Body: { action: string; date: string; reason?: string } }>(
    '/participants/:id/claims/:claimId/decision',
    {
      schema: {
        tags: ['claims'],
        response: R.created('The decision prepared', { decision: R.Decision }),
        summary: 'Prepare a decision on a claim (11.2, 11.4); another Committee member approves it',
        params: claimParams,
        body: object(
          {
            action: { type: 'string', enum: ['denied', 'approved', 'deniedOnReview'] },
            date,
            reason,
          },
          ['action', 'date'],
        ),
      },
      config: { access: { roles: ['administrator', 'committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const { id: participantId, claimId } = request.params;
        const { action, date: day, reason: given } = request.body;
        const event = { type: 'claim', id: claimId, action, date: day };
        checkDating(command.actor, event, command.today, reasonOf(request, given));
        const actions = await claimActions(command, participantId, claimId);
        if (actions.length === 0) throw new Problem('not_found', { field: 'claimId' });
        refuseBeforeReceived(claimId, actions, day);
        const decision = await prepareDecision(ctx, command, {
          kind: 'claimDecision',
          participantId,
          subjectId: claimId,
          event,
        });
        return { status: 201, body: { decision } };
      }),
  );
}

/**
 * Plan 11.1: a claim is decided from the day it was received, never before it (the engine would
 * refuse the step too, as out of order; this names the date the Committee member gave).
 */
function refuseBeforeReceived(claimId: string, actions: Fact[], date: string): void {
  const filedOn = actions.find((f) => f.event.action === 'filed')?.event.date;
  if (typeof filedOn === 'string' && date < filedOn)
    throw new Problem('event_refused', {
      rule: '11.1',
      field: 'date',
      ...detailOf('decided_before_received', { field: 'date', claimId, filedOn, date }),
    });
}

async function claimActions(command: CommandContext, participantId: string, claimId: string) {
  await requireParticipant(command.trx, command.planId, participantId);
  const facts = await listFacts(command.trx, {
    planId: command.planId,
    participantId,
    type: 'claim',
  });
  return facts.filter((f) => f.event.id === claimId);
}

/** Plan 11.1-11.4: a step of a claim, dated as dating.ts says, checked and recorded. */
async function recordClaimAction(
  command: CommandContext,
  request: FastifyRequest,
  event: { id: string; date: string; action: string },
) {
  const participantId = (request.params as { id: string }).id;
  const claim = { type: 'claim', ...event };
  const reason = reasonOf(request, (request.body as { reason?: string }).reason);
  checkDating(command.actor, claim, command.today, reason);
  await requireParticipant(command.trx, command.planId, participantId);
  if (
    event.action !== 'filed' &&
    (await claimActions(command, participantId, event.id)).length === 0
  ) {
    throw new Problem('not_found', { field: 'claimId' });
  }
  return recordDated(
    command,
    { participantId, event: claim },
    { action: `claim.${event.action}`, entity: 'participant', entityId: participantId, reason },
  );
}
