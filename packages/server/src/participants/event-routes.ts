import { checkPayFact } from '../payroll/index.js';
import { listFacts, type PlanEvent, type Role, type User } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import { easternToday } from '../core/clock.js';
import { runCommand } from '../core/command.js';
import { ownRecordReaders, type AppContext } from '../core/context.js';
import { checkDating, checkRecordable, reasonOf, recordDated } from '../core/dating.js';
import { requireParticipant } from '../core/evaluation.js';
import { Problem } from '../core/problems.js';
import { dryRunQuery, idParams, planEvent, withReason } from '../core/schemas.js';
import { factView } from '../core/facts-view.js';
import { detailOf } from '../core/i18n/problem-details.js';

export interface Filing {
  actor: User;
  /** The instant of the request: a participant files now, he cannot backdate a filing. */
  at: string;
  /** Today (Eastern): the date of a participant's filing (dating.ts). */
  today: string;
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
  /**
   * The body may carry `reason`, why a fact dated before today is recorded (8.2, dating.ts); not
   * for `/events`, whose body is the event (a Separation's `reason` is the event's own): there
   * the X-Reason header says why.
   */
  reasonInBody?: boolean;
  toEvent(body: B, filing: Filing): PlanEvent;
}

/** A participant's event route pair: GET lists them, POST validates with the engine and appends. */
export function eventRoutes<B>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: EventRouteSpec<B>,
): void {
  const url = `/participants/:id/${spec.path}`;
  const reasonInBody = spec.reasonInBody ?? true;
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
        body: reasonInBody ? withReason(spec.body) : spec.body,
      },
      config: { access: { roles: spec.writers, ownRecord: spec.writers.includes('participant') } },
    },
    async (request, reply) => {
      const participantId = request.params.id;
      const today = easternToday(ctx.clock);
      const actor = request.actor as User;
      const { reason: given, ...rest } = request.body as B & { reason?: string };
      const event = spec.toEvent((reasonInBody ? rest : request.body) as B, {
        actor,
        at: ctx.clock.now().toISOString(),
        today,
      });
      const reason = reasonOf(request, reasonInBody ? given : undefined);
      checkDating(actor, event, today, reason);
      const addition = { participantId, event, field: '' };
      if (request.query.dryRun === 'true') {
        await requireParticipant(ctx.store.db, request.planId, participantId);
        await checkPayFact(ctx.store.db, request.planId, participantId, event);
        await checkRecordable(ctx.store.db, request.planId, [addition], today);
        return { dryRun: true, accepted: true, event };
      }
      return runCommand(ctx, request, reply, async (command) => {
        await requireParticipant(command.trx, command.planId, participantId);
        await checkPayFact(command.trx, command.planId, participantId, event);
        const idempotencyKey =
          command.idempotencyKey && `${command.actor.id}:${command.idempotencyKey}`;
        return recordDated(
          command,
          { participantId, event, idempotencyKey },
          { action: spec.action, entity: 'participant', entityId: participantId, reason },
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

/** An event with its own workflow is refused naming it (422 `event_needs_workflow`). */
export function refuseWorkflowEvent(event: PlanEvent, field: string): void {
  const workflow = workflowTypes[event.type];
  if (workflow)
    throw new Problem('event_needs_workflow', {
      field,
      rule: workflow.rule,
      ...detailOf('needs_workflow', {
        type: event.type,
        route: workflow.route,
        rule: workflow.rule,
      }),
    });
}

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
    reasonInBody: false,
    toEvent(body) {
      refuseWorkflowEvent(body, 'type');
      return body;
    },
  });
}
