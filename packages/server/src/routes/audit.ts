import { listAudit, verifyAuditLog } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../responses.js';
import type { AppContext } from '../context.js';
import { id, object } from '../schemas.js';

const auditors = ['administrator', 'committee', 'auditor'] as const;
type AuditQuery = { entity?: string; entityId?: string; afterSeq?: string; limit?: string };

export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: AuditQuery }>(
    '/audit',
    {
      schema: {
        tags: ['audit'],
        response: R.ok('Audit rows, oldest first, each chained to the one before', {
          entries: R.list(R.AuditRow),
        }),
        summary: 'The audit trail: who, when, what, why, before and after',
        querystring: object(
          {
            entity: id,
            entityId: id,
            afterSeq: { type: 'string', pattern: '^\\d{1,9}$' },
            limit: { type: 'string', pattern: '^([1-9]\\d{0,2}|1000)$' },
          },
          [],
        ),
      },
      config: { access: { roles: auditors } },
    },
    async (request) => {
      const q = request.query;
      const entries = await listAudit(ctx.store.db, {
        planId: request.planId,
        // Rows without a plan (sign-ins, accounts, rows written before plans were apart) are
        // shown with the installation's default plan, the one plan those old rows were about.
        withUnplanned: request.planId === ctx.defaultPlanId,
        entity: q.entity,
        entityId: q.entityId,
        afterSeq: q.afterSeq === undefined ? undefined : Number(q.afterSeq),
        limit: q.limit === undefined ? 200 : Number(q.limit),
      });
      return { entries };
    },
  );
  app.get(
    '/audit/verify',
    {
      schema: {
        tags: ['audit'],
        response: { 200: R.AuditVerdict },
        summary: 'Checks the hash chain: any edit or deletion is named',
      },
      config: { access: { roles: auditors } },
    },
    async () => verifyAuditLog(ctx.store.db),
  );
}
