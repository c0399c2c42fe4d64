import { addPlanVersion, getPlan, listPlanVersions, listPlans } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import { runCommand } from '../command.js';
import { everyone, type AppContext } from '../context.js';
import { checkEvents } from '../evaluation.js';
import { Problem } from '../problems.js';
import { date, id, object } from '../schemas.js';

const planParams = object({ planId: id });

export function planRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.store;
  app.get(
    '/plans',
    {
      schema: { tags: ['plans'], summary: 'Plans administered' },
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
      schema: { tags: ['plans'], summary: 'A plan', params: planParams },
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
      schema: { tags: ['plans'], summary: "A plan's dated versions", params: planParams },
      config: { access: { roles: everyone } },
    },
    async (request) => ({ versions: await listPlanVersions(db, request.params.planId) }),
  );
  amendmentRoute(app, ctx);
}

interface AmendmentBody {
  effectiveDate: string;
  label: string;
  parameters: Record<string, unknown>;
}

/** Plan 9.2: an amendment is a new dated version (parameters overriding the engine's). */
function amendmentRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { planId: string }; Body: AmendmentBody }>(
    '/plans/:planId/versions',
    {
      schema: {
        tags: ['plans'],
        summary: 'Amend the plan (a new dated version)',
        params: planParams,
        body: object({
          effectiveDate: date,
          label: { type: 'string', minLength: 1, maxLength: 200 },
          parameters: { type: 'object' },
        }),
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const { planId } = request.params;
        if (!(await getPlan(command.trx, planId)))
          throw new Problem('not_found', { field: 'planId' });
        const versions = await listPlanVersions(command.trx, planId);
        if (versions.some((v) => v.effectiveDate === request.body.effectiveDate)) {
          throw new Problem('already_exists', { field: 'effectiveDate' });
        }
        const version = {
          planId,
          effectiveDate: request.body.effectiveDate,
          definition: { label: request.body.label, parameters: request.body.parameters },
          recordedAt: command.at,
          recordedBy: command.actor.username,
        };
        await addPlanVersion(command.trx, version);
        // The engine must accept the record under the new version (unknown parameters fail).
        await checkEvents(command.trx, planId, [], command.today);
        await command.audit({
          action: 'plan.amended',
          entity: 'plan',
          entityId: planId,
          after: version,
        });
        return { status: 201, body: { version } };
      }),
  );
}
