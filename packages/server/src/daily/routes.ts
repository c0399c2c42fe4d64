import { listDailyTicks } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { AppContext } from '../core/context.js';
import { DailyTick } from './responses.js';
import { runTick } from './tick.js';
import * as R from '../core/responses.js';
import { date, object } from '../core/schemas.js';

type TickBody = { date: string; queueDays?: number; employeeCount?: number };

/**
 * The daily jobs (issue 10, item 7) on demand: the administrator ticks a day (today, or one the
 * schedule missed); a day ticked before changes nothing and answers its tick (200, not 201).
 */
export function tickRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/ticks',
    {
      schema: {
        tags: ['daily jobs'],
        summary: "The plan's daily ticks, latest first, each with what it did",
        response: R.ok('Ticks', { ticks: R.list(DailyTick) }),
      },
      config: { access: { roles: ['administrator', 'committee', 'auditor'] } },
    },
    async (request) => ({ ticks: await listDailyTicks(ctx.store.db, request.planId) }),
  );
  app.post<{ Body: TickBody }>(
    '/ticks',
    {
      schema: {
        tags: ['daily jobs'],
        summary:
          "Run the plan's daily jobs for a date once: enrollment notices (3.1(a), 3.2), the Key Employee list on its identification date (1.20) and the year-end run (8.2) prepared for approval, and the work queue (11.2-11.4, 5.5, 7.2)",
        body: object(
          {
            date,
            queueDays: { type: 'integer', minimum: 0, maximum: 366 },
            employeeCount: { type: 'integer', minimum: 0, maximum: 10_000_000 },
          },
          ['date'],
        ),
        response: {
          ...R.created('Ticked: what it did', { tick: DailyTick, status: Type.Literal('done') }),
          ...R.ok('Ticked before: nothing changed', {
            tick: DailyTick,
            status: Type.Literal('unchanged'),
          }),
        },
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) => {
      const actor = request.actor!;
      const outcome = await runTick(ctx.store, ctx.clock, {
        planId: request.planId,
        date: request.body.date,
        by: actor.username,
        ...(request.body.queueDays !== undefined ? { queueDays: request.body.queueDays } : {}),
        ...(request.body.employeeCount !== undefined
          ? { employeeCount: request.body.employeeCount }
          : {}),
        reason:
          typeof request.headers['x-reason'] === 'string' ? request.headers['x-reason'] : null,
      });
      reply.code(outcome.status === 'done' ? 201 : 200);
      return outcome;
    },
  );
}
