import { eligibilityOf, isEligibilityEvent } from '@defcomp/domain';
import {
  createParticipant,
  getParticipant,
  listFacts,
  listParticipants,
  participantIdTaken,
  type Participant,
} from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import * as PR from './responses.js';
import { runCommand } from '../core/command.js';
import { forPlan, ownRecordReaders, staffReaders, type AppContext } from '../core/context.js';
import { checkDating, reasonOf, recordDated } from '../core/dating.js';
import { evaluateParticipant, requireParticipant } from '../core/evaluation.js';
import { planInForce } from '../core/plan-in-force.js';
import { Problem } from '../core/problems.js';
import { asOfQuery, date, id, idParams, object, reason } from '../core/schemas.js';
import {
  AnswerCache,
  noneMatch,
  statementTag,
  statementWithSchedule,
  tagStillHolds,
} from '../statements/index.js';
import { factView } from '../core/facts-view.js';
import { asOf, type AsOf } from '../core/as-of.js';

const answers = {
  list: R.ok('The participants', { participants: R.list(PR.Participant) }),
  one: R.ok('The participant', { participant: PR.Participant }),
  payments: R.ok('His separation and payments as of `asOf`, each with its trace', {
    asOf: R.DateText,
    separation: R.ParticipantResult.properties.separation,
    payments: R.list(R.Payment),
  }),
};

export function participantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.store;
  app.get(
    '/participants',
    {
      schema: { tags: ['participants'], summary: 'Participants', response: answers.list },
      config: { access: { roles: staffReaders } },
    },
    async (request) => ({ participants: await listParticipants(db, request.planId) }),
  );
  app.get<{ Params: { id: string } }>(
    '/participants/:id',
    {
      schema: {
        tags: ['participants'],
        response: answers.one,
        summary: 'A participant',
        params: idParams,
      },
      config: { access: ownRecordReaders },
    },
    async (request) => {
      const participant = await getParticipant(db, request.planId, request.params.id);
      if (!participant) throw new Problem('participant_not_found');
      return { participant };
    },
  );
  statementRoute(app, ctx);
  paymentsRoute(app, ctx);
  createParticipantRoute(app, ctx);
  eligibilityRoutes(app, ctx);
}

const statementQuery = object(
  {
    ...asOfQuery.properties,
    explain: {
      type: 'string',
      enum: ['true', 'false'],
      description:
        'true: each payment, deferral and company credit with its `trace` (how it was computed); by default none carries one',
    },
  },
  [],
);

/**
 * His statement (issue 23 item 3: read, not computed). What is known now is answered from his
 * projection under an ETag naming its build and the question; a matching If-None-Match is a 304
 * (after the access check, which the route's config makes first), and the serialised answer is
 * kept (statements/statement-cache.ts). `knownAt` is the engine's, untagged.
 */
function statementRoute(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.store;
  const cache = new AnswerCache();
  app.get<{ Params: { id: string }; Querystring: AsOf & { explain?: 'true' | 'false' } }>(
    '/participants/:id/statement',
    {
      schema: {
        tags: ['participants'],
        response: {
          200: PR.Statement,
          304: { description: 'Not modified: the If-None-Match tag is the answer’s (no body)' },
        },
        summary: 'What the plan owes him as of a date (the evaluated result)',
        description:
          'Without `knownAt`, the answer has an ETag; a request whose If-None-Match names it gets 304.',
        params: idParams,
        querystring: statementQuery,
      },
      config: { access: ownRecordReaders },
    },
    async (request, reply) => {
      const { id: participantId } = request.params;
      const dates = asOf(ctx, request.query);
      const explain = request.query.explain === 'true';
      const plan = forPlan(ctx, request);
      const answer = async (fresh: boolean) => {
        const options = { explain, fresh };
        const { result, scheduled } = await statementWithSchedule(
          plan,
          participantId,
          dates,
          options,
        );
        return { ...result, scheduled, asOf: dates.asOf };
      };
      const tag =
        dates.knownAt === undefined
          ? await statementTag(plan, participantId, { asOf: dates.asOf, explain })
          : null;
      if (!tag) {
        await requireParticipant(db, request.planId, participantId);
        return answer(false);
      }
      // Tagged: his projection's row in this plan was read, so he is the plan's participant.
      void reply.header('etag', tag.etag);
      if (noneMatch(request.headers['if-none-match'], tag.etag)) return reply.code(304).send();
      let body = cache.get(tag.etag);
      if (body === undefined) {
        // The route's own serializer (its 200 schema), as Fastify would answer.
        body = String(reply.serialize(await answer(true)));
        if (await tagStillHolds(plan, participantId, tag)) cache.set(tag.etag, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}

function paymentsRoute(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.store;
  app.get<{ Params: { id: string }; Querystring: AsOf }>(
    '/participants/:id/payments',
    {
      schema: {
        tags: ['payments'],
        response: answers.payments,
        summary: 'Payment schedule and payments, each with its rules and trace',
        params: idParams,
        querystring: asOfQuery,
      },
      config: { access: ownRecordReaders },
    },
    async (request) => {
      await requireParticipant(db, request.planId, request.params.id);
      const query = asOf(ctx, request.query);
      const result = await evaluateParticipant(db, request.planId, request.params.id, {
        ...query,
        explain: true,
      });
      return { asOf: query.asOf, separation: result.separation, payments: result.payments };
    },
  );
}

type NewParticipant = { id: string; name: string; hireDate: string; birthDate?: string };

function createParticipantRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: NewParticipant }>(
    '/participants',
    {
      schema: {
        tags: ['participants'],
        response: R.created('The participant added', { participant: PR.Participant }),
        summary: 'Add a participant (an employee the plan may cover)',
        body: object(
          {
            id,
            name: { type: 'string', minLength: 1, maxLength: 200 },
            hireDate: date,
            birthDate: date,
          },
          ['id', 'name', 'hireDate'],
        ),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const body = request.body;
        // Participant ids are unique per installation, not per plan.
        if (await participantIdTaken(command.trx, body.id))
          throw new Problem('already_exists', { field: 'id' });
        const participant: Participant = {
          id: body.id,
          planId: command.planId,
          name: body.name,
          hireDate: body.hireDate,
          birthDate: body.birthDate ?? null,
        };
        await createParticipant(command.trx, {
          ...participant,
          recordedAt: command.at,
          recordedBy: command.actor.username,
        });
        await command.audit({
          action: 'participant.created',
          entity: 'participant',
          entityId: body.id,
          after: participant,
        });
        return { status: 201, body: { participant } };
      }),
  );
}

type EligibilityBody = {
  type: 'eligible' | 'ineligible';
  date: string;
  notifiedOn?: string;
  reason?: string;
};

/** Plan 1.16, 2.2(a), 3.2(a): the Committee makes him eligible (and tells him), or not. */
function eligibilityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.store;
  app.get<{ Params: { id: string } }>(
    '/participants/:id/eligibility',
    {
      schema: {
        tags: ['eligibility'],
        response: R.ok('Whether he is eligible now, his enrollment windows and the events', {
          eligible: R.Type.Boolean(),
          windows: R.list(PR.EnrollmentWindow),
          events: R.list(R.Fact),
        }),
        summary: 'Eligibility and first-year enrollment windows',
        params: idParams,
      },
      config: { access: ownRecordReaders },
    },
    async (request) => {
      await requireParticipant(db, request.planId, request.params.id);
      const facts = (
        await listFacts(db, { planId: request.planId, participantId: request.params.id })
      ).filter((f) => isEligibilityEvent(f.event));
      const plan = await planInForce(db, request.planId);
      const { eligible, windows } = eligibilityOf(
        facts.map((f) => f.event),
        plan,
      );
      return { eligible, windows, events: facts.map(factView) };
    },
  );
  eligibilityRecordRoute(app, ctx);
}

function eligibilityRecordRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { id: string }; Body: EligibilityBody }>(
    '/participants/:id/eligibility',
    {
      schema: {
        tags: ['eligibility'],
        response: { 201: R.Recorded },
        summary: 'Record that he became (or stopped being) an Eligible Employee',
        params: idParams,
        body: object(
          {
            type: { type: 'string', enum: ['eligible', 'ineligible'] },
            date,
            notifiedOn: date,
            reason,
          },
          ['type', 'date'],
        ),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const participantId = request.params.id;
        const { reason: given, ...event } = request.body;
        const why = reasonOf(request, given);
        checkDating(command.actor, event, command.today, why);
        await requireParticipant(command.trx, command.planId, participantId);
        return recordDated(
          command,
          { participantId, event },
          {
            action: `eligibility.${event.type}`,
            entity: 'participant',
            entityId: participantId,
            reason: why,
          },
        );
      }),
  );
}
