import type { PlanEvent } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../core/context.js';
import { date, instant, investments, object, pct, schedule } from '../core/schemas.js';
import { filingDay } from '../core/dating.js';
import { eventRoutes, filedAt } from './event-routes.js';

const account = { type: 'string', pattern: '^(RTA|CCA|SDA:\\d{4}-\\d{2})$' } as const;

export const electionBody = object(
  {
    filedAt: instant,
    kind: { type: 'string', enum: ['initial', 'annual', 'performance'] },
    planYear: { type: 'integer', minimum: 1900, maximum: 2200 },
    performancePeriod: object({ start: date, end: date, criteriaSetOn: date }),
    deferrals: { type: 'object', additionalProperties: pct },
    allocation: { type: 'array', minItems: 1, items: object({ account, pct }) },
    schedules: { type: 'object', additionalProperties: schedule },
    investments: { type: 'object', additionalProperties: investments },
  },
  ['kind', 'deferrals', 'allocation'],
);

export function electionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Plan 1.12, Article III: a Compensation Deferral Agreement.
  eventRoutes<{ filedAt?: string } & Record<string, unknown>>(app, ctx, {
    path: 'elections',
    tag: 'elections',
    summary: 'File a Compensation Deferral Agreement (1.12, Article III)',
    writers: ['administrator', 'participant'],
    body: electionBody,
    action: 'election.filed',
    types: ['election'],
    toEvent: (body, filing) =>
      ({ type: 'election', ...body, filedAt: filedAt(body, filing) }) as PlanEvent,
  });
  // Plan 7.4: investment allocations, also after Separation (2.2(b)).
  eventRoutes<Record<string, unknown>>(app, ctx, {
    path: 'allocations',
    tag: 'investments',
    summary: 'Change the deemed investments of a sub-account (7.4)',
    writers: ['administrator', 'participant'],
    body: object(
      {
        date,
        account,
        investments,
        applyTo: { type: 'string', enum: ['future', 'existing', 'both'] },
      },
      ['account', 'investments', 'applyTo'],
    ),
    action: 'allocation.changed',
    types: ['allocationChange', 'election'],
    // 7.4: a participant's change is dated today (dating.ts); staff date it (default today).
    toEvent: (body, filing) => ({
      type: 'allocationChange',
      ...body,
      date: filingDay(filing.actor, body.date as string | undefined, filing.today),
    }),
  });
  // Article VI: a subsequent deferral election.
  eventRoutes<{ filedAt?: string } & Record<string, unknown>>(app, ctx, {
    path: 'schedule-changes',
    tag: 'schedule changes',
    summary: 'Change a payment schedule (Article VI)',
    writers: ['administrator', 'participant'],
    body: object(
      {
        filedAt: instant,
        account,
        schedule,
        specifiedMonth: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
      },
      ['account', 'schedule'],
    ),
    action: 'schedule.changed',
    types: ['scheduleChange'],
    toEvent: (body, filing) =>
      ({ type: 'scheduleChange', ...body, filedAt: filedAt(body, filing) }) as PlanEvent,
  });
}
