import { getParticipant, listFacts, type PlanEvent } from '@defcomp/store';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as R from '../responses.js';
import { runCommand } from '../command.js';
import type { AppContext } from '../context.js';
import { appendAdditions, checkEvents, recordEventAudited } from '../evaluation.js';
import { Problem } from '../problems.js';
import { date, id, object } from '../schemas.js';
import { factView } from './facts-view.js';

const companyReaders = ['administrator', 'committee', 'assetCommittee', 'auditor'] as const;

/** Company events (1.4, 9.3) and the Key Employee list (1.20): the Committee's decisions. */
export function companyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/company/events',
    {
      schema: {
        tags: ['company'],
        response: R.ok('Company events', { events: R.list(R.Fact) }),
        summary: 'Change in Control and plan termination events',
      },
      config: { access: { roles: companyReaders } },
    },
    async (request) => ({
      events: (await listFacts(ctx.store.db, { planId: request.planId, participantId: null })).map(
        factView,
      ),
    }),
  );
  app.post<{ Body: { date: string } }>(
    '/company/change-in-control',
    {
      schema: {
        tags: ['company'],
        response: { 201: R.Recorded },
        summary: 'Record a Change in Control (1.4, 5.6, 4.2)',
        body: object({ date }),
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      recordCompanyEvent(ctx, request, reply, { type: 'changeInControl', ...request.body }),
  );
  app.post<{ Body: { date: string; payOn: string } }>(
    '/company/plan-termination',
    {
      schema: {
        tags: ['company'],
        response: { 201: R.Recorded },
        summary: 'Record the Board terminating the plan (9.3)',
        body: object({ date, payOn: date }),
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      recordCompanyEvent(ctx, request, reply, { type: 'planTermination', ...request.body }),
  );
  keyEmployeeRoutes(app, ctx);
}

async function recordCompanyEvent(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  event: PlanEvent,
) {
  return runCommand(ctx, request, reply, (command) =>
    recordEventAudited(
      command,
      { participantId: null, event },
      { action: `company.${event.type}`, entity: 'company', entityId: command.planId },
    ),
  );
}

function keyEmployeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/key-employees',
    {
      schema: {
        tags: ['key employees'],
        response: R.ok('Each identification, a fact with its participant', {
          identifications: R.list(R.KeyEmployeeFact),
        }),
        summary: 'Key Employee identifications (1.20)',
      },
      config: { access: { roles: ['administrator', 'committee', 'auditor'] } },
    },
    async (request) => ({
      identifications: (
        await listFacts(ctx.store.db, { planId: request.planId, type: 'keyEmployee' })
      ).map((f) => ({
        participantId: f.participantId,
        ...factView(f),
      })),
    }),
  );
  app.post<{ Body: { identificationDate: string; participantIds: string[] } }>(
    '/key-employees',
    {
      schema: {
        tags: ['key employees'],
        response: R.created('The list recorded', {
          identificationDate: R.DateText,
          participantIds: R.list(R.Text),
        }),
        summary: 'Record the Key Employee list for an identification date (1.20)',
        body: object({
          identificationDate: date,
          participantIds: {
            type: 'array',
            minItems: 1,
            maxItems: 1000,
            uniqueItems: true,
            items: id,
          },
        }),
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const { identificationDate, participantIds } = request.body;
        for (const [i, participantId] of participantIds.entries()) {
          if (!(await getParticipant(command.trx, command.planId, participantId)))
            throw new Problem('unknown_participant', { field: `participantIds[${i}]` });
        }
        const additions = participantIds.map((participantId, i) => ({
          participantId,
          event: { type: 'keyEmployee', identificationDate },
          field: `participantIds[${i}]`,
        }));
        await checkEvents(command.trx, command.planId, additions, command.today);
        await appendAdditions(command, additions);
        await command.audit({
          action: 'keyEmployees.identified',
          entity: 'company',
          entityId: command.planId,
          after: request.body,
        });
        return { status: 201, body: { identificationDate, participantIds } };
      }),
  );
}
