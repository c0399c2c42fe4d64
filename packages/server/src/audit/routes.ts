import { listAudit, verifyAuditLog, type AuditQuery as StoreQuery } from '@defcomp/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as R from '../core/responses.js';
import * as AR from './responses.js';
import type { AppContext } from '../core/context.js';
import { cell } from '../core/csv.js';
import { Problem } from '../core/problems.js';
import { date, id, object } from '../core/schemas.js';
import { detailOf } from '../core/i18n/problem-details.js';

const auditors = ['administrator', 'committee', 'auditor'] as const;
type AuditQuery = {
  entity?: string;
  entityId?: string;
  afterSeq?: string;
  limit?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  participantId?: string;
};

/** The filters the page and the CSV share (the console's audit page, issue 12 item 3). */
const filters = {
  entity: id,
  entityId: id,
  afterSeq: { type: 'string', pattern: '^\\d{1,9}$' },
  actor: { ...id, description: 'who acted (a username), exactly' },
  action: {
    type: 'string',
    pattern: '^[A-Za-z][A-Za-z0-9_.]{0,63}$',
    description: 'an action (`fund.closed`) or its family (`fund`)',
  },
  from: { ...date, description: 'rows written on or after this day (UTC)' },
  to: { ...date, description: 'rows written on or before this day (UTC)' },
  participantId: {
    ...id,
    description: 'rows about the participant: his own and those whose before or after names him',
  },
};

/** The store's query from the request's (the plan, its filters, a page). */
function storeQuery(
  ctx: AppContext,
  request: FastifyRequest<{ Querystring: AuditQuery }>,
  limit: number,
): StoreQuery {
  const q = request.query;
  if (q.from !== undefined && q.to !== undefined && q.from > q.to)
    throw new Problem('invalid_request', {
      field: 'to',
      ...detailOf('to_before_from', { to: q.to, from: q.from }),
    });
  return {
    planId: request.planId,
    // Rows without a plan (sign-ins, accounts, rows written before plans were apart) are
    // shown with the installation's default plan, the one plan those old rows were about.
    withUnplanned: request.planId === ctx.defaultPlanId,
    entity: q.entity,
    entityId: q.entityId,
    afterSeq: q.afterSeq === undefined ? undefined : Number(q.afterSeq),
    actor: q.actor,
    action: q.action,
    fromDate: q.from,
    toDate: q.to,
    participantId: q.participantId,
    limit,
  };
}

/** The most rows one CSV holds; a longer log is exported in parts (`afterSeq`). */
export const auditCsvLimit = 10_000;

const csvColumns = [
  'seq',
  'at',
  'actor',
  'action',
  'entity',
  'entityId',
  'reason',
  'before',
  'after',
  'hash',
] as const;

export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: AuditQuery }>(
    '/audit',
    {
      schema: {
        tags: ['audit'],
        response: R.ok('Audit rows, oldest first, each chained to the one before', {
          entries: R.list(AR.AuditRow),
        }),
        summary:
          'The audit trail: who, when, what, why, before and after; filtered by actor, action, days and participant',
        querystring: object(
          { ...filters, limit: { type: 'string', pattern: '^([1-9]\\d{0,2}|1000)$' } },
          [],
        ),
      },
      config: { access: { roles: auditors } },
    },
    async (request) => {
      const limit = request.query.limit === undefined ? 200 : Number(request.query.limit);
      return { entries: await listAudit(ctx.store.db, storeQuery(ctx, request, limit)) };
    },
  );
  auditCsvRoute(app, ctx);
  app.get(
    '/audit/verify',
    {
      schema: {
        tags: ['audit'],
        response: { 200: AR.AuditVerdict },
        summary: 'Checks the hash chain: any edit or deletion is named',
      },
      config: { access: { roles: auditors } },
    },
    async () => verifyAuditLog(ctx.store.db),
  );
}

/** The rows the filters select as CSV, the columns of `csvColumns` (a download for auditors). */
function auditCsvRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: AuditQuery }>(
    '/audit.csv',
    {
      schema: {
        tags: ['audit'],
        summary: `The audit rows the filters select, as CSV (at most ${auditCsvLimit}; before and after as JSON)`,
        querystring: object(filters, []),
        response: {
          200: {
            description: 'RFC 4180 CSV, a header row of field names',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
      config: { access: { roles: auditors } },
    },
    async (request, reply) => {
      const rows = await listAudit(ctx.store.db, storeQuery(ctx, request, auditCsvLimit));
      const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
      const lines = [
        csvColumns.map((c) => cell(c)),
        ...rows.map((r) =>
          [
            r.seq,
            r.at,
            r.actor,
            r.action,
            r.entity,
            r.entityId,
            r.reason,
            json(r.before),
            json(r.after),
            r.hash,
          ].map(cell),
        ),
      ];
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'private, no-store')
        .send(lines.map((l) => `${l.join(',')}\r\n`).join(''));
    },
  );
}
