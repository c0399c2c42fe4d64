import { listParticipants, listPaymentRuns } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import * as PR from './responses.js';
import { runCommand } from '../core/command.js';
import { staffReaders, type AppContext } from '../core/context.js';
import { paymentRunCsv } from './csv.js';
import { date, id, object } from '../core/schemas.js';
import { approve, cancel } from './approval.js';
import { preparePaymentRun, type PrepareBody } from './preparation.js';
import { requireRun } from './lookup.js';
import { settle } from './settlement.js';

const runParams = object({ runId: id });
const tags = ['payment runs'];

/** Payment runs: the payments falling due in a period, prepared by one person, approved by another. */
export function paymentRunRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/payment-runs',
    {
      schema: {
        tags,
        response: R.ok('Payment runs, without their lines', { runs: R.list(PR.PaymentRun) }),
        summary: 'Payment runs with their totals',
      },
      config: { access: { roles: staffReaders } },
    },
    async (request) => ({ runs: await listPaymentRuns(ctx.store.db, request.planId) }),
  );
  app.get<{ Params: { runId: string } }>(
    '/payment-runs/:runId',
    {
      schema: {
        tags,
        response: R.ok('The run and its lines', { run: PR.PaymentRunWithLines }),
        summary: 'A payment run: its lines (gross, 8.3 withholding, net, 5.10) with their traces',
        params: runParams,
      },
      config: { access: { roles: staffReaders } },
    },
    async (request) => ({
      run: await requireRun(ctx.store.db, request.planId, request.params.runId),
    }),
  );
  csvRoute(app, ctx);
  writeRoutes(app, ctx);
  settlementRoutes(app, ctx);
}

function csvRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { runId: string } }>(
    '/payment-runs/:runId/lines.csv',
    {
      schema: {
        tags,
        summary: "The run's lines as CSV for payroll: gross, federal withholding, net",
        params: runParams,
        response: {
          200: {
            description: 'RFC 4180 CSV with a header row',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
      config: { access: { roles: [...staffReaders, 'payroll'] } },
    },
    async (request, reply) => {
      const { planId } = request;
      const run = await requireRun(ctx.store.db, planId, request.params.runId);
      const participants = await listParticipants(ctx.store.db, planId);
      const names = new Map(participants.map((p) => [p.id, p.name]));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payment-run-${run.id}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(paymentRunCsv(run, names));
    },
  );
}

function writeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PrepareBody }>(
    '/payment-runs',
    {
      schema: {
        tags,
        response: R.created(
          'The run prepared, waiting for approval, and the payments due that wait for a later run',
          { run: PR.PaymentRunWithLines, waiting: R.list(PR.WaitingPayment) },
        ),
        summary:
          'Prepare a run of the payments due in a period whose valuation point has passed and whose prices are recorded (Art. V, 5.8, 8.2, 8.3); source trust: paid by the rabbi trust (10.2)',
        body: object(
          {
            payFrom: date,
            payThrough: date,
            source: { type: 'string', enum: ['general', 'trust'] },
          },
          ['payFrom', 'payThrough'],
        ),
      },
      config: { access: { roles: ['administrator', 'committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => preparePaymentRun(ctx, command, request.body)),
  );
  app.post<{ Params: { runId: string } }>(
    '/payment-runs/:runId/approval',
    {
      schema: {
        tags,
        response: R.ok('The run approved, and what it took out of the rabbi trust (10.2)', {
          run: PR.PaymentRunWithLines,
          trustWithdrawals: R.list(R.TrustTransaction),
        }),
        summary:
          'Approve a run someone else prepared: each line becomes a payment made (8.2, 8.7, 5.10)',
        params: runParams,
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => approve(ctx, command, request.params.runId)),
  );
  app.post<{ Params: { runId: string } }>(
    '/payment-runs/:runId/cancellation',
    {
      schema: {
        tags,
        response: R.ok('The run cancelled', { run: PR.PaymentRunWithLines }),
        summary: 'Cancel a prepared run: nothing in it is paid',
        params: runParams,
      },
      config: { access: { roles: ['administrator', 'committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => cancel(command, request.params.runId)),
  );
}

type PaidBody = { reason?: string };
type ReturnBody = { lines: number[]; reason: string };
const reason = { type: 'string', minLength: 1, maxLength: 500 } as const;

/** A run approved is confirmed paid; a payment that came back is returned (12.10). */
function settlementRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { runId: string }; Body: PaidBody }>(
    '/payment-runs/:runId/paid',
    {
      schema: {
        tags,
        response: R.ok('The run confirmed paid', { run: PR.PaymentRunWithLines }),
        summary: 'Confirm an approved run went out (an event; what was paid is its payments made)',
        params: runParams,
        body: object({ reason }, []),
      },
      config: { access: { roles: ['administrator', 'payroll'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        settle(command, request.params.runId, { status: 'paid', reason: request.body.reason }),
      ),
  );
  app.post<{ Params: { runId: string }; Body: ReturnBody }>(
    '/payment-runs/:runId/returns',
    {
      schema: {
        tags,
        response: R.ok('The run with its returned lines', { run: PR.PaymentRunWithLines }),
        summary:
          'Record payments that came back (12.10): those lines are no longer payments made, and are owed again',
        params: runParams,
        body: object(
          {
            lines: {
              type: 'array',
              items: { type: 'integer', minimum: 1 },
              minItems: 1,
              maxItems: 10000,
              uniqueItems: true,
            },
            reason,
          },
          ['lines', 'reason'],
        ),
      },
      config: { access: { roles: ['administrator', 'payroll'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        settle(command, request.params.runId, { status: 'returned', ...request.body }),
      ),
  );
}

/**
 * Appends `paid` (an approved run confirmed sent) or `returned` (lines of a paid or approved run
 * that came back, each once) to the run's events.
 */
