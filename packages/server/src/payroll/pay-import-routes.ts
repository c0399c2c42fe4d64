import { listPayImports, type Role } from '@defcomp/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as R from '../core/responses.js';
import * as PR from './responses.js';
import { easternToday } from '../core/clock.js';
import { runCommand } from '../core/command.js';
import type { AppContext } from '../core/context.js';
import { CSV_BODY_LIMIT, declaredDelimiter, readCsv, refuseFile } from '../core/csv.js';
import { importPays, importReport } from './pay-import.js';
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
        response: {
          ...R.ok(
            'The same lines were imported before: nothing changed; the lines as that import answered them',
            PR.PayImported,
          ),
          ...R.created('The file imported: each line as the plan treated it', PR.PayImported),
        },
        summary:
          'Import a pay file (JSON or text/csv): all or nothing, every problem of every line at once; the same pay twice is refused (7.1)',
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
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const body = request.body;
        const fileName =
          (typeof body === 'string' ? request.query.fileName : body.fileName) ?? null;
        const read = readBody(request);
        if (read.pays.length === 0 && read.errors.length > 0) throw refuseFile(read.errors);
        return importPays(command, { fileName, read });
      }),
  );
  importReportRoutes(app, ctx, readers);
  deferralInstructionRoutes(app, ctx);
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
