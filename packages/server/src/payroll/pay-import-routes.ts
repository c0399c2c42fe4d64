import { getPayImportJob, listPayImportJobs, listPayImports, type Role } from '@defcomp/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as R from '../core/responses.js';
import * as PR from './responses.js';
import { easternToday } from '../core/clock.js';
import { runCommand } from '../core/command.js';
import type { AppContext } from '../core/context.js';
import { CSV_BODY_LIMIT, declaredDelimiter, readCsv, refuseFile } from '../core/csv.js';
import { importReport } from './pay-import.js';
import {
  payImportJobSummary,
  payImportJobView,
  requestPayImport,
  sendPayImport,
} from './pay-import-jobs.js';
import { negotiateLanguage } from '../core/i18n/language.js';
import { Problem } from '../core/problems.js';
import { readPayItems, readPayRows, type JsonPay, type ReadPays } from './pay-file.js';
import { reconciliationCsv } from './payroll-csv.js';
import { date, id, money, object } from '../core/schemas.js';
import { deferralInstructionRoutes } from './deferral-instruction-routes.js';

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
    additionalCheck: {
      type: 'boolean',
      description: 'A second check for the same pay: not refused as a duplicate',
    },
    deducted: { ...money, description: 'The deferral payroll deducted (reconciliation)' },
  },
  ['participantId', 'date', 'component', 'gross', 'netAvailable'],
);
type PayFile = { fileName?: string; pays: JsonPay[] } | string;
const importParams = object({ importId: id });
const payFileJson = object(
  {
    fileName: { type: 'string', maxLength: 200 },
    pays: { type: 'array', minItems: 1, maxItems: 50000, items: payLine },
  },
  ['pays'],
);
const csvBody = {
  type: 'string',
  maxLength: CSV_BODY_LIMIT,
  description:
    'RFC 4180 CSV with a header row: employeeId, payDate, component, gross, netAvailable, and optionally servicePeriodStart, servicePeriodEnd, additionalCheck, deducted. `Content-Type: text/csv; delimiter=";"` for semicolons.',
};

/** A CSV body or a JSON one, read into pay lines with every problem of every line. */
function readBody(request: FastifyRequest<{ Body: PayFile }>): ReadPays {
  const body = request.body;
  if (typeof body !== 'string') return readPayItems(body.pays);
  const read = readCsv(body, declaredDelimiter(request));
  return 'errors' in read ? { pays: [], errors: read.errors } : readPayRows(read.header, read.rows);
}

/** Plan 7.1: payroll's paychecks; the election in force defers part of each. */
export function payImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readers: Role[] = ['payroll', 'administrator', 'auditor'];
  app.get(
    '/pay-imports',
    {
      schema: {
        tags: ['pay imports'],
        response: R.ok('The imports', { imports: R.list(PR.PayImport) }),
        summary: 'Pay files imported',
      },
      config: { access: { roles: readers } },
    },
    async (request) => ({ imports: await listPayImports(ctx.store.db, request.planId) }),
  );
  app.post<{ Body: PayFile; Querystring: { fileName?: string } }>(
    '/pay-imports',
    {
      schema: {
        tags: ['pay imports'],
        response: R.accepted(
          'The file read and kept: its job imports it (follow Location, GET /pay-import-jobs/{jobId}); the job’s result is what this answered before (201 imported, 200 the same lines again), or its problem the refusal naming every bad line',
          { job: PR.PayImportJob },
        ),
        summary:
          'Import a pay file (JSON or text/csv) as a job: all or nothing, every problem of every line at once; the same pay twice is refused (7.1). A body that cannot be read at all is refused at once',
        querystring: object({ fileName: { type: 'string', maxLength: 200 } }, []),
        body: {
          content: {
            'application/json': { schema: payFileJson },
            'text/csv': { schema: csvBody },
          },
        },
      },
      config: { access: { roles: ['payroll', 'administrator'] } },
    },
    async (request, reply) => {
      let asked: string | null = null;
      const answer = (await runCommand(ctx, request, reply, async (command) => {
        const body = request.body;
        const fileName =
          (typeof body === 'string' ? request.query.fileName : body.fileName) ?? null;
        const read = readBody(request);
        if (read.pays.length === 0 && read.errors.length > 0) throw refuseFile(read.errors);
        const { jobId, ...result } = await requestPayImport(command, { fileName, read });
        asked = jobId;
        return result;
      })) as { job: { id: string } };
      const path = request.url.split('?')[0]!.replace(/pay-imports$/, 'pay-import-jobs');
      reply.header('location', `${path}/${answer.job.id}`);
      // Sent once the request has committed (a replayed request sends nothing again).
      if (asked) await sendPayImport(ctx, request.planId, asked);
      return answer;
    },
  );
  payImportJobRoutes(app, ctx, readers);
  importReportRoutes(app, ctx, readers);
  deferralInstructionRoutes(app, ctx);
}

/**
 * A pay file's job: waiting, running (lines judged of the total), imported (the import's answer)
 * or refused (the problem). The readers of pay imports read their jobs, the auditor too: a job
 * says no more than the import or the refusal it made.
 */
function payImportJobRoutes(app: FastifyInstance, ctx: AppContext, readers: Role[]): void {
  app.get(
    '/pay-import-jobs',
    {
      schema: {
        tags: ['pay imports'],
        summary: 'Pay files sent as jobs, latest first (each without its result: GET the job)',
        response: R.ok('The jobs', { jobs: R.list(PR.PayImportJobSummary) }),
      },
      config: { access: { roles: readers } },
    },
    async (request) => {
      const language = negotiateLanguage(request.headers['accept-language']);
      const jobs = await listPayImportJobs(ctx.store.db, request.planId);
      return { jobs: jobs.map((job) => payImportJobSummary(job, language)) };
    },
  );
  app.get<{ Params: { jobId: string } }>(
    '/pay-import-jobs/:jobId',
    {
      schema: {
        tags: ['pay imports'],
        summary:
          'A pay file’s job: waiting, running (lines judged of the total), imported (the import’s answer) or refused (every bad line)',
        params: object({ jobId: id }),
        response: R.ok('The job', { job: PR.PayImportJob }),
      },
      config: { access: { roles: readers } },
    },
    async (request) => {
      const found = await getPayImportJob(ctx.store.db, request.planId, request.params.jobId);
      if (!found) throw new Problem('not_found', { field: 'jobId' });
      const language = negotiateLanguage(request.headers['accept-language']);
      const today = easternToday(ctx.clock);
      return { job: await payImportJobView(ctx.store.db, found, today, language) };
    },
  );
}

function importReportRoutes(app: FastifyInstance, ctx: AppContext, readers: Role[]): void {
  app.get<{ Params: { importId: string } }>(
    '/pay-imports/:importId',
    {
      schema: {
        tags: ['pay imports'],
        summary:
          'An import as the plan computes it today: each line deferred, warnings, FICA (8.3), and payroll’s deduction against it',
        params: importParams,
        response: R.ok('The import and its lines', PR.PayImported),
      },
      config: { access: { roles: readers } },
    },
    async (request) =>
      importReport(ctx.store.db, request.planId, request.params.importId, easternToday(ctx.clock)),
  );
  app.get<{ Params: { importId: string } }>(
    '/pay-imports/:importId/reconciliation.csv',
    {
      schema: {
        tags: ['pay imports'],
        summary:
          'Reconciliation as CSV: per line, what payroll reports it deducted, what the plan computes, the difference',
        params: importParams,
        response: {
          200: {
            description: 'RFC 4180 CSV with a header row',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
      config: { access: { roles: readers } },
    },
    async (request, reply) => {
      const { importId } = request.params;
      const report = await importReport(
        ctx.store.db,
        request.planId,
        importId,
        easternToday(ctx.clock),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="pay-import-${importId}-reconciliation.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(reconciliationCsv(report.lines));
    },
  );
}
