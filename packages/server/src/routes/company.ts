import { getParticipant, listFacts, type PlanEvent } from '@defcomp/store';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as R from '../responses.js';
import { runCommand, type CommandContext } from '../command.js';
import type { AppContext } from '../context.js';
import { checkDating, checkRecordable, reasonOf, recordDated } from '../dating.js';
import { appendAdditions } from '../evaluation.js';
import { checkKeyEmployeeDate } from '../input-controls.js';
import { planInForce } from '../plan-in-force.js';
import { Problem } from '../problems.js';
import { date, id, object, reason } from '../schemas.js';
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
  app.post<{ Body: { date: string; reason?: string } }>(
    '/company/change-in-control',
    {
      schema: {
        tags: ['company'],
        response: { 201: R.Recorded },
        summary: 'Record a Change in Control (1.4, 5.6, 4.2)',
        body: object({ date, reason }, ['date']),
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) => {
      const { reason: given, ...body } = request.body;
      return recordCompanyEvent(ctx, request, reply, { type: 'changeInControl', ...body }, given);
    },
  );
  app.post<{ Body: { date: string; payOn: string; reason?: string } }>(
    '/company/plan-termination',
    {
      schema: {
        tags: ['company'],
        response: { 201: R.Recorded },
        summary: 'Record the Board terminating the plan (9.3)',
        body: object({ date, payOn: date, reason }, ['date', 'payOn']),
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) => {
      const { reason: given, ...body } = request.body;
      return recordCompanyEvent(ctx, request, reply, { type: 'planTermination', ...body }, given);
    },
  );
  keyEmployeeRoutes(app, ctx);
}

/**
 * A company event reaches every participant: dated before today it needs a reason (8.2), and one
 * that changes a payment already valued or paid is refused (12.9; retroactive changes are
 * prepared per participant, so a company event has no such route).
 */
async function recordCompanyEvent(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  event: PlanEvent,
  given: string | undefined,
) {
  return runCommand(ctx, request, reply, (command) => {
    const reason = reasonOf(request, given);
    checkDating(command.actor, event, command.today, reason);
    return recordDated(
      command,
      { participantId: null, event },
      { action: `company.${event.type}`, entity: 'company', entityId: command.planId, reason },
    );
  });
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
  app.post<{ Body: KeyEmployeeList }>(
    '/key-employees',
    {
      schema: {
        tags: ['key employees'],
        response: R.created('The list recorded', {
          identificationDate: R.DateText,
          participantIds: R.list(R.Text),
        }),
        summary: 'Record the Key Employee list for an identification date (1.20)',
        body: object(
          {
            identificationDate: date,
            participantIds: {
              type: 'array',
              minItems: 1,
              maxItems: 1000,
              uniqueItems: true,
              items: id,
            },
            reason,
          },
          ['identificationDate', 'participantIds'],
        ),
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => recordKeyEmployees(command, request)),
  );
}

type KeyEmployeeList = { identificationDate: string; participantIds: string[]; reason?: string };

/** Plan 1.20: the list, on the plan's identification date, of participants of the record. */
async function recordKeyEmployees(command: CommandContext, request: FastifyRequest) {
  const { identificationDate, participantIds, reason: given } = request.body as KeyEmployeeList;
  const reason = reasonOf(request, given);
  checkDating(command.actor, { type: 'keyEmployee', identificationDate }, command.today, reason);
  // 1.20: only on the plan's identification date (a plan parameter, in force that day).
  const plan = await planInForce(command.trx, command.planId);
  checkKeyEmployeeDate(plan, identificationDate, 'identificationDate');
  for (const [i, participantId] of participantIds.entries()) {
    if (!(await getParticipant(command.trx, command.planId, participantId)))
      throw new Problem('unknown_participant', { field: `participantIds[${i}]` });
  }
  const additions = participantIds.map((participantId, i) => ({
    participantId,
    event: { type: 'keyEmployee', identificationDate },
    field: `participantIds[${i}]`,
  }));
  await checkRecordable(command.trx, command.planId, additions, command.today);
  await appendAdditions(command, additions);
  await command.audit({
    action: 'keyEmployees.identified',
    entity: 'company',
    entityId: command.planId,
    after: { identificationDate, participantIds },
    reason,
  });
  return { status: 201, body: { identificationDate, participantIds } };
}
