import { getPlan, listPlanAmendments, listPlanVersions, listPlans } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import {
  approveAmendment,
  parametersOn,
  prepareAmendment,
  type AmendmentDraft,
} from './amendments.js';
import * as R from '../core/responses.js';
import * as PR from './responses.js';
import { runCommand } from '../core/command.js';
import { everyone, staffReaders, type AppContext } from '../core/context.js';
import { Problem } from '../core/problems.js';
import { date, id, object } from '../core/schemas.js';

const planParams = object({ planId: id });
const label = { type: 'string', minLength: 1, maxLength: 200 } as const;

export function planRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.store;
  app.get(
    '/plans',
    {
      schema: {
        tags: ['plans'],
        response: R.ok('The plans', { plans: R.list(R.Plan) }),
        summary: 'Plans administered',
      },
      config: { access: { roles: everyone } },
    },
    // Each user sees the plans he is granted (tenancy).
    async (request) => ({
      plans: (await listPlans(db)).filter((p) => request.grantedPlans?.includes(p.id)),
    }),
  );
  app.get<{ Params: { planId: string } }>(
    '/plans/:planId',
    {
      schema: {
        tags: ['plans'],
        response: R.ok('The plan and its versions', {
          plan: R.Plan,
          versions: R.list(PR.PlanVersion),
        }),
        summary: 'A plan',
        params: planParams,
      },
      config: { access: { roles: everyone } },
    },
    async (request) => {
      const plan = await getPlan(db, request.params.planId);
      if (!plan) throw new Problem('not_found', { field: 'planId' });
      return { plan, versions: await listPlanVersions(db, plan.id) };
    },
  );
  app.get<{ Params: { planId: string } }>(
    '/plans/:planId/versions',
    {
      schema: {
        tags: ['plans'],
        response: R.ok('Its versions', { versions: R.list(PR.PlanVersion) }),
        summary: "A plan's dated versions",
        params: planParams,
      },
      config: { access: { roles: everyone } },
    },
    async (request) => ({ versions: await listPlanVersions(db, request.params.planId) }),
  );
  parameterRoute(app, ctx);
  amendmentRoutes(app, ctx);
}

/** The plan's terms in force on a date: the web reads its limits here, never its own copy. */
function parameterRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { planId: string }; Querystring: { on: string } }>(
    '/plans/:planId/parameters',
    {
      schema: {
        tags: ['plans'],
        response: R.ok('Each term in force on the date', {
          planId: R.Text,
          on: R.DateText,
          parameters: Type.Record(Type.String(), PR.ParameterInForce),
        }),
        summary: "The plan's parameters in force on a date (approved amendments included)",
        params: planParams,
        querystring: object({ on: date }),
      },
      config: { access: { roles: everyone } },
    },
    async (request) => parametersOn(ctx.store.db, request.params.planId, request.query.on),
  );
}

const amendmentBody = object(
  {
    effectiveDate: date,
    label,
    adoptedBy: { type: 'string', enum: ['committee', 'board'] },
    parameters: { type: 'object', minProperties: 1 },
    consents: { type: 'array', items: id, uniqueItems: true },
  },
  ['effectiveDate', 'label', 'adoptedBy', 'parameters'],
);

/** Plan 9.2: amendments, dated overlays of the plan's terms, prepared and approved by two people. */
function amendmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { planId: string } }>(
    '/plans/:planId/amendments',
    {
      schema: {
        tags: ['plans'],
        response: R.ok('Its amendments', { amendments: R.list(PR.PlanAmendment) }),
        summary: "A plan's amendments",
        params: planParams,
      },
      config: { access: { roles: staffReaders } },
    },
    async (request) => {
      const { planId } = request.params;
      if (!(await getPlan(ctx.store.db, planId)))
        throw new Problem('not_found', { field: 'planId' });
      return { amendments: await listPlanAmendments(ctx.store.db, planId) };
    },
  );
  app.post<{ Params: { planId: string }; Body: AmendmentDraft }>(
    '/plans/:planId/amendments',
    {
      schema: {
        tags: ['plans'],
        response: R.created('The amendment prepared', { amendment: PR.PlanAmendment }),
        summary: 'Prepare an amendment (in force once someone else approves it)',
        params: planParams,
        body: amendmentBody,
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => ({
        status: 201,
        body: { amendment: await prepareAmendment(command, request.params.planId, request.body) },
      })),
  );
  app.post<{ Params: { planId: string; amendmentId: string } }>(
    '/plans/:planId/amendments/:amendmentId/approval',
    {
      schema: {
        tags: ['plans'],
        response: R.ok('The amendment approved', { amendment: PR.PlanAmendment }),
        summary: 'Approve an amendment someone else prepared (segregation of duties)',
        params: object({ planId: id, amendmentId: id }),
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const { planId, amendmentId } = request.params;
        return {
          status: 200,
          body: { amendment: await approveAmendment(command, planId, amendmentId) },
        };
      }),
  );
  versionsAlias(app, ctx);
}

interface VersionBody {
  effectiveDate: string;
  label: string;
  parameters: Record<string, unknown>;
}

/**
 * The former `POST /plans/{id}/versions` laid its parameters over the whole history at once.
 * It is now an alias: it prepares a Committee amendment, dated and awaiting a second person.
 */
function versionsAlias(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { planId: string }; Body: VersionBody }>(
    '/plans/:planId/versions',
    {
      schema: {
        tags: ['plans'],
        response: R.created('The amendment prepared', { amendment: PR.PlanAmendment }),
        summary: 'Deprecated: prepares an amendment (see POST /plans/{planId}/amendments)',
        deprecated: true,
        params: planParams,
        body: object({ effectiveDate: date, label, parameters: { type: 'object' } }),
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const draft = { ...request.body, adoptedBy: 'committee' as const };
        return {
          status: 201,
          body: { amendment: await prepareAmendment(command, request.params.planId, draft) },
        };
      }),
  );
}
