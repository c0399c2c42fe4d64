import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { listStatementRuns } from '@defcomp/store';
import { forPlan, ownRecordReaders, staffReaders, type AppContext } from '../core/context.js';
import { periodStatements } from './period-statement.js';
import { periodStatementFileName, renderOffThread } from '../documents/index.js';
import type { PdfLang } from '../core/pdf/i18n.js';
import { reasonOf } from '../core/dating.js';
import * as R from '../core/responses.js';
import { id, object } from '../core/schemas.js';
import {
  findStatementRun,
  startStatementRun,
  statementRunView,
  statementRunZip,
} from './statement-runs.js';
import { documentLang, langParam, sendPdf } from '../core/pdf/send.js';

// Quarterly and annual statements (issue 12 item 4): one participant's (his own, or staff who
// read records), and bulk runs for the whole plan (started by the administrator, audited; read
// by staff who read records).

const period = {
  type: 'string',
  pattern: '^[0-9]{4}(-Q[1-4])?$',
  description: 'A quarter (2025-Q4) or a Plan Year (2025, Plan 1.27)',
} as const;

const StatementRun = Type.Object({
  id: Type.String(),
  planId: Type.String(),
  period: Type.String(),
  from: Type.String(),
  to: Type.String(),
  lang: Type.Union([Type.Literal('en'), Type.Literal('zh-Hant')]),
  total: Type.Integer(),
  done: Type.Integer(),
  failed: Type.Integer(),
  status: Type.Union([Type.Literal('running'), Type.Literal('done')]),
  requestedAt: Type.String(),
  requestedBy: Type.String(),
  errors: Type.Array(Type.Object({ participantId: Type.String(), error: Type.String() })),
});

const tags = ['statements'];

export function statementRoutes(app: FastifyInstance, ctx: AppContext): void {
  participantStatementRoute(app, ctx);
  startRunRoutes(app, ctx);
  readRunRoutes(app, ctx);
}

function participantStatementRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string; period: string }; Querystring: { lang?: PdfLang } }>(
    '/participants/:id/statements/:period.pdf',
    {
      schema: {
        tags,
        summary:
          'A quarterly or annual statement as a PDF: activity (opening + activity = closing), vested, holdings, rate of return, allocations, payments ahead, balance over time',
        params: object({ id, period }),
        querystring: object({ lang: langParam }, []),
        response: {
          200: {
            description: 'A PDF document',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
      config: { access: ownRecordReaders },
    },
    async (request, reply) => {
      const { id: participantId, period: text } = request.params;
      const [input] = await periodStatements(forPlan(ctx, request), text, [participantId]);
      const lang = documentLang(request);
      const pdf = await renderOffThread({ kind: 'periodStatement', input: { ...input!, lang } });
      return sendPdf(
        reply,
        periodStatementFileName(participantId, input!.period.period, lang),
        pdf,
      );
    },
  );
}

function startRunRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/statement-runs',
    {
      schema: {
        tags,
        summary: "The plan's bulk statement runs, latest first, with their progress",
        response: R.ok('Runs', { runs: R.list(StatementRun) }),
      },
      config: { access: { roles: staffReaders } },
    },
    async (request) => {
      const runs = await listStatementRuns(ctx.store.db, request.planId);
      return { runs: await Promise.all(runs.map((r) => statementRunView(ctx.store, r))) };
    },
  );

  app.post<{ Body: { period: string; lang?: PdfLang } }>(
    '/statement-runs',
    {
      schema: {
        tags,
        summary:
          "Start writing every participant's statement for a period (a job): answers the run; follow GET /statement-runs/{runId}",
        body: object({ period, lang: langParam }, ['period']),
        response: {
          202: {
            description: 'Started: the run and its progress',
            content: { 'application/json': { schema: Type.Object({ run: StatementRun }) } },
          },
        },
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) => {
      const reason = reasonOf(request);
      const run = await startStatementRun(
        forPlan(ctx, request),
        request.actor!.username,
        request.body,
        reason,
      );
      reply.code(202);
      return { run };
    },
  );
}

function readRunRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { runId: string } }>(
    '/statement-runs/:runId',
    {
      schema: {
        tags,
        summary: 'A bulk statement run and its progress (done of total)',
        params: object({ runId: id }),
        response: R.ok('The run', { run: StatementRun }),
      },
      config: { access: { roles: staffReaders } },
    },
    async (request) => {
      const run = await findStatementRun(forPlan(ctx, request), request.params.runId);
      return { run: await statementRunView(ctx.store, run) };
    },
  );

  app.get<{ Params: { runId: string } }>(
    '/statement-runs/:runId/statements.zip',
    {
      schema: {
        tags,
        summary:
          "Every statement the run has made, as one zip (errors.txt names any participant's that could not be made)",
        params: object({ runId: id }),
        response: {
          200: {
            description: 'A zip of PDFs',
            content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
      config: { access: { roles: staffReaders } },
    },
    async (request, reply) => {
      const run = await findStatementRun(forPlan(ctx, request), request.params.runId);
      const bytes = await statementRunZip(ctx.store, run);
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          `attachment; filename="statements-${run.period}-${run.id}.zip"`,
        )
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
