import {
  canonicalJson,
  createPayImport,
  findPayImportByHash,
  listPayImports,
  type PlanEvent,
} from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../responses.js';
import { newId, sha256 } from '../auth/tokens.js';
import { runCommand } from '../command.js';
import type { AppContext } from '../context.js';
import { appendAdditions, checkEvents } from '../evaluation.js';
import { date, id, money, object } from '../schemas.js';

const component = {
  type: 'string',
  enum: ['baseSalary', 'monthlyBonus', 'annualBonus', 'performanceBonus', 'other'],
} as const;
const payLine = object(
  {
    participantId: id,
    date,
    component,
    gross: money,
    netAvailable: money,
    servicePeriod: object({ start: date, end: date }),
  },
  ['participantId', 'date', 'component', 'gross', 'netAvailable'],
);
type PayLine = { participantId: string } & Record<string, unknown>;
type PayFile = { fileName?: string; pays: PayLine[] };

/** Plan 7.1: payroll's paychecks; the election in force defers part of each. */
export function payImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/pay-imports',
    {
      schema: {
        tags: ['pay imports'],
        response: R.ok('The imports', { imports: R.list(R.PayImport) }),
        summary: 'Pay files imported',
      },
      config: { access: { roles: ['payroll', 'administrator', 'auditor'] } },
    },
    async (request) => ({ imports: await listPayImports(ctx.store.db, request.planId) }),
  );
  app.post<{ Body: PayFile }>(
    '/pay-imports',
    {
      schema: {
        tags: ['pay imports'],
        response: {
          ...R.ok('The same file was imported before: nothing changed', R.PayImported),
          ...R.created('The file imported', R.PayImported),
        },
        summary: 'Import a pay file: all or nothing; the same file again changes nothing',
        body: object(
          {
            fileName: { type: 'string', maxLength: 200 },
            pays: { type: 'array', minItems: 1, maxItems: 50000, items: payLine },
          },
          ['pays'],
        ),
      },
      config: { access: { roles: ['payroll', 'administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const contentHash = sha256(canonicalJson(request.body.pays));
        const already = await findPayImportByHash(command.trx, command.planId, contentHash);
        if (already)
          return { status: 200, body: { import: already, replayed: true }, unchanged: true };
        const additions = request.body.pays.map(({ participantId, ...pay }, i) => ({
          participantId,
          event: { type: 'pay', ...pay } as PlanEvent,
          field: `pays[${i}]`,
        }));
        await checkEvents(command.trx, command.planId, additions, command.today);
        const batch = {
          id: newId('PI'),
          planId: command.planId,
          contentHash,
          fileName: request.body.fileName ?? null,
          payCount: additions.length,
          recordedAt: command.at,
          recordedBy: command.actor.username,
        };
        await createPayImport(command.trx, batch);
        await appendAdditions(command, additions, (i) => `${batch.id}#${i}`);
        await command.audit({
          action: 'pay.imported',
          entity: 'payImport',
          entityId: batch.id,
          after: { ...batch, pays: request.body.pays },
        });
        return { status: 201, body: { import: batch, replayed: false } };
      }),
  );
}
