import { listFacts, type PlanEvent, type Role, type User } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../responses.js';
import { easternToday } from '../clock.js';
import { runCommand } from '../command.js';
import { ownRecordReaders, type AppContext } from '../context.js';
import { checkEvent, recordEventAudited, requireParticipant } from '../evaluation.js';
import { Problem } from '../problems.js';
import { dryRunQuery, idParams, planEvent } from '../schemas.js';
import { factView } from './facts-view.js';

export interface Filing {
  actor: User;
  /** The instant of the request: a participant files now, he cannot backdate a filing. */
  at: string;
}

export interface EventRouteSpec<B> {
  path: string;
  tag: string;
  summary: string;
  writers: readonly Role[];
  body: object;
  action: string;
  /** Event types the GET lists. */
  types: readonly string[];
  toEvent(body: B, filing: Filing): PlanEvent;
}

/** A participant's event route pair: GET lists them, POST validates with the engine and appends. */
export function eventRoutes<B>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: EventRouteSpec<B>,
): void {
  const url = `/participants/:id/${spec.path}`;
  eventListRoute(app, ctx, url, spec);
  app.post<{ Params: { id: string }; Body: B; Querystring: { dryRun?: 'true' | 'false' } }>(
    url,
    {
      schema: {
        tags: [spec.tag],
        response: {
          ...R.ok('dryRun=true: the plan would accept the event; nothing was recorded', {
            dryRun: R.Type.Literal(true),
            accepted: R.Type.Literal(true),
            event: R.PlanEvent,
          }),
          201: R.Recorded,
        },
        summary: `${spec.summary} (dryRun=true validates only)`,
        params: idParams,
        querystring: dryRunQuery,
        body: spec.body,
      },
      config: { access: { roles: spec.writers, ownRecord: spec.writers.includes('participant') } },
    },
    async (request, reply) => {
      const participantId = request.params.id;
      const event = spec.toEvent(request.body as B, {
        actor: request.actor as User,
        at: ctx.clock.now().toISOString(),
      });
      if (request.query.dryRun === 'true') {
        await requireParticipant(ctx.store.db, request.planId, participantId);
        await checkEvent(
          ctx.store.db,
          request.planId,
          participantId,
          event,
          easternToday(ctx.clock),
        );
        return { dryRun: true, accepted: true, event };
      }
      return runCommand(ctx, request, reply, async (command) => {
        await requireParticipant(command.trx, command.planId, participantId);
        const idempotencyKey =
          command.idempotencyKey && `${command.actor.id}:${command.idempotencyKey}`;
        return recordEventAudited(
          command,
          { participantId, event, idempotencyKey },
          { action: spec.action, entity: 'participant', entityId: participantId },
        );
      });
    },
  );
}

function eventListRoute<B>(
  app: FastifyInstance,
  ctx: AppContext,
  url: string,
  spec: EventRouteSpec<B>,
): void {
  app.get<{ Params: { id: string } }>(
    url,
    {
      schema: {
        tags: [spec.tag],
        response: R.ok('The events, in the order recorded', { events: R.list(R.Fact) }),
        summary: `List: ${spec.summary}`,
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
      const listed =
        spec.types.length === 0 ? facts : facts.filter((f) => spec.types.includes(f.type));
      return { events: listed.map(factView) };
    },
  );
}

/** Events with their own workflow (a decision by the Committee, with segregation of duties). */
const workflowTypes: Record<string, { route: string; rule: string }> = {
  emergencyDecision: { route: 'POST /api/emergency-requests/{requestId}/decision', rule: '5.5' },
  claim: { route: 'POST /api/participants/{id}/claims', rule: '11.1' },
  keyEmployee: { route: 'POST /api/key-employees', rule: '1.20' },
  domesticRelationsOrder: {
    route: 'POST /api/participants/{id}/domestic-relations-orders',
    rule: '5.9',
  },
};

/** A filing keeps the instant the participant made it; staff may record when a paper form came. */
export function filedAt(body: { filedAt?: string }, filing: Filing): string {
  return filing.actor.role === 'participant' ? filing.at : (body.filedAt ?? filing.at);
}

export function genericEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  eventRoutes<PlanEvent>(app, ctx, {
    path: 'events',
    tag: 'events',
    summary: 'Any FORMAT.md participant event',
    writers: ['administrator'],
    body: planEvent,
    action: 'event.recorded',
    types: [],
    toEvent(body) {
      const workflow = workflowTypes[body.type];
      if (workflow)
        throw new Problem('event_needs_workflow', {
          field: 'type',
          rule: workflow.rule,
          detail: `record ${body.type} with ${workflow.route} (${workflow.rule})`,
        });
      return body;
    },
  });
}
