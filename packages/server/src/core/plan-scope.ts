import { getPlan } from '@defcomp/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from './context.js';
import { Problem } from './problems.js';
import { id, object } from './schemas.js';
import { detailOf } from './i18n/problem-details.js';

type RegisterRoutes = (app: FastifyInstance, ctx: AppContext) => void;

/**
 * Enters a plan for the request. An unknown plan and one the actor is not granted both answer
 * 404: a user of one employer's plan cannot tell which other plans the installation hosts.
 */
export async function enterPlan(
  ctx: AppContext,
  request: FastifyRequest,
  planId: string,
): Promise<void> {
  // Runs after the access hook: plan-scoped routes are never public, so the actor is known.
  if (!request.actor) throw new Problem('not_authenticated');
  if (!request.grantedPlans?.includes(planId) || !(await getPlan(ctx.store.db, planId)))
    throw new Problem('not_found', { field: 'planId', ...detailOf('no_plan', { planId }) });
  request.planId = planId;
}

/**
 * Registers the plan's routes under `/plans/:planId`, and once more at their old unscoped paths
 * for the installation's default plan (the same handlers: deprecated aliases, kept so that
 * existing clients and links keep working).
 */
export function registerPlanScoped(
  app: FastifyInstance,
  ctx: AppContext,
  modules: readonly RegisterRoutes[],
): void {
  void app.register(
    async (scoped) => {
      scoped.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, params: withPlanId(route.schema?.params) };
      });
      scoped.addHook('onRequest', async (request) =>
        enterPlan(ctx, request, (request.params as { planId: string }).planId),
      );
      for (const register of modules) register(scoped, ctx);
    },
    { prefix: '/plans/:planId' },
  );
  void app.register(async (legacy) => {
    legacy.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, deprecated: true } as typeof route.schema;
    });
    legacy.addHook('onRequest', async (request) => enterPlan(ctx, request, ctx.defaultPlanId));
    for (const register of modules) register(legacy, ctx);
  });
}

type ParamsSchema = { properties?: Record<string, unknown>; required?: string[] };

/** The route's params schema with `planId` declared (params allow no undeclared property). */
function withPlanId(params: unknown): ReturnType<typeof object> {
  const own = (params ?? {}) as ParamsSchema;
  return object({ planId: id, ...own.properties }, [
    'planId',
    ...(own.required ?? Object.keys(own.properties ?? {})),
  ]);
}

/** Routes about plans themselves (`/plans/:planId…`): the same grant check when a plan is named. */
export function registerPlanRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  register: RegisterRoutes,
): void {
  void app.register(async (plans) => {
    plans.addHook('onRequest', async (request) => {
      const { planId } = request.params as { planId?: string };
      if (planId !== undefined) await enterPlan(ctx, request, planId);
    });
    register(plans, ctx);
  });
}
