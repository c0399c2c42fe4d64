import { listFacts } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import * as CR from './responses.js';
import { runCommand } from '../core/command.js';
import type { AppContext } from '../core/context.js';
import { date, id, object } from '../core/schemas.js';
import {
  companyDecisionRoutes,
  prepareCompanyDecision,
  prepared,
  type KeyEmployeeList,
} from './company-decision-routes.js';
import { factView } from '../core/facts-view.js';

const companyReaders = ['administrator', 'committee', 'assetCommittee', 'auditor'] as const;

/**
 * Company events (1.4, 9.3) and the Key Employee list (1.20): the Committee's decisions, each
 * prepared by one member and recorded once another approves it (company-decisions.ts).
 */
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
        response: prepared,
        summary:
          'Prepare a Change in Control (1.4, 5.6, 4.2); recorded once another member approves',
        body: object({ date }),
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        prepareCompanyDecision(command, 'changeInControl', { ...request.body }),
      ),
  );
  app.post<{ Body: { date: string; payOn: string } }>(
    '/company/plan-termination',
    {
      schema: {
        tags: ['company'],
        response: prepared,
        summary:
          'Prepare the Board terminating the plan (9.3); recorded once another member approves',
        body: object({ date, payOn: date }),
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        prepareCompanyDecision(command, 'planTermination', { ...request.body }),
      ),
  );
  keyEmployeeRoutes(app, ctx);
  companyDecisionRoutes(app, ctx);
}

function keyEmployeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/key-employees',
    {
      schema: {
        tags: ['key employees'],
        response: R.ok('Each identification, a fact with its participant', {
          identifications: R.list(CR.KeyEmployeeFact),
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
        response: prepared,
        summary:
          'Prepare the Key Employee list for an identification date (1.20); recorded once another member approves',
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
      runCommand(ctx, request, reply, (command) =>
        prepareCompanyDecision(command, 'keyEmployeeList', { ...request.body }),
      ),
  );
}
