import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import type { AppContext } from '../core/context.js';
import * as RR from './responses.js';
import type { ReportDocument } from './document.js';
import { reportCsv, reportPdf } from './output.js';
import type { ReportContext } from './context.js';
import type { PdfLang } from '../core/pdf/i18n.js';
import { documentLang, langParam } from '../core/pdf/send.js';
import { rollForwardAnswer, rollForwardDocument } from './roll-forward.js';
import { asOfQuery, date, instant, object } from '../core/schemas.js';
import { cashFlowAnswer, cashFlowDocument } from './cash-flow.js';
import { electionAuditAnswer, electionAuditDocument } from './election-audit.js';
import { item402iAnswer, item402iDocument } from './item-402i.js';
import { keyEmployeesAnswer, keyEmployeesDocument } from './key-employees.js';
import { taxDataAnswer, taxDataDocument } from './tax-data.js';

// Reports (issue 10 item 8): each a JSON answer, a CSV of its detail table (`.csv`) and a PDF
// (`.pdf`) of the same figures, as of any date and from the facts known at any instant.

/** Who reads the plan's reports: as the liability report (read-only roles and the Committee). */
export const reportReaders = ['administrator', 'committee', 'assetCommittee', 'auditor'] as const;

const tags = ['reports'];

export interface ReportSpec<Q, A> {
  path: string;
  summary: string;
  description: string;
  querystring: object;
  response: TSchema;
  answer(ctx: ReportContext, query: Q): Promise<A>;
  document(ctx: ReportContext, answer: A): Promise<ReportDocument>;
}

/** `knownAt` as the server states instants (ISO 8601 in UTC), as the liability report does. */
export function normalised<Q extends { knownAt?: string | undefined }>(query: Q): Q {
  return query.knownAt ? { ...query, knownAt: new Date(query.knownAt).toISOString() } : query;
}

const csvResponse = {
  200: {
    description: 'RFC 4180 CSV of the detail table, a header row of field names',
    content: { 'text/csv': { schema: { type: 'string' } } },
  },
};
const pdfResponse = {
  200: {
    description: 'A PDF document',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
};

/** What the `.csv` and `.pdf` routes need: the query, and the document from an answer. */
export type DownloadSpec<Q, A> = Pick<
  ReportSpec<Q, A>,
  'path' | 'summary' | 'querystring' | 'answer' | 'document'
>;

/** Registers a report's three routes: JSON, `.csv` and `.pdf`, with one access policy. */
export function reportRoute<Q extends { knownAt?: string | undefined }, A>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: ReportSpec<Q, A>,
): void {
  const config = { access: { roles: reportReaders } };
  const { summary, querystring } = spec;
  app.get<{ Querystring: Q }>(
    spec.path,
    {
      schema: {
        tags,
        summary,
        description: spec.description,
        querystring,
        response: { 200: spec.response },
      },
      config,
    },
    async (request) =>
      spec.answer(reportContext(ctx, request.planId), normalised(request.query as Q)),
  );
  reportDownloads(app, ctx, spec);
}

const reportContext = (ctx: AppContext, planId: string): ReportContext => ({
  store: ctx.store,
  clock: ctx.clock,
  planId,
});

/**
 * A report's `.csv` and `.pdf` routes (the same access policy as its JSON): for a report whose
 * JSON route is its own (the liability as of a date, routes/reports.ts) and for reportRoute.
 */
export function reportDownloads<Q extends { knownAt?: string | undefined }, A>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: DownloadSpec<Q, A>,
): void {
  const config = { access: { roles: reportReaders } };
  const document = async (planId: string, query: Q) => {
    const rctx = reportContext(ctx, planId);
    return spec.document(rctx, await spec.answer(rctx, normalised(query)));
  };
  const { summary, querystring } = spec;
  app.get<{ Querystring: Q }>(
    `${spec.path}.csv`,
    { schema: { tags, summary: `${summary} (CSV)`, querystring, response: csvResponse }, config },
    async (request, reply) => {
      const doc = await document(request.planId, request.query as Q);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${doc.fileName}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(reportCsv(doc));
    },
  );
  // The PDF also takes `lang` (en | zh-Hant; else Accept-Language): issue 10 item 9.
  const withLang = querystring as { properties?: Record<string, unknown> };
  const pdfQuery = { ...withLang, properties: { ...withLang.properties, lang: langParam } };
  app.get<{ Querystring: Q & { lang?: PdfLang } }>(
    `${spec.path}.pdf`,
    {
      schema: { tags, summary: `${summary} (PDF)`, querystring: pdfQuery, response: pdfResponse },
      config,
    },
    async (request, reply) => {
      const { lang: _lang, ...query } = request.query as Q & { lang?: PdfLang };
      const doc = await document(request.planId, query as unknown as Q);
      const lang = documentLang(request);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${doc.fileName}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await reportPdf(doc, ctx.clock.now(), lang));
    },
  );
}

/** Participant ids, comma-separated (the named executive officers). */
const idList = {
  type: 'string',
  pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}(,[A-Za-z0-9][A-Za-z0-9._:-]{0,63}){0,99}$',
  description: 'participant ids, comma-separated (at most 100)',
} as const;

export const item402iQuery = object({ fiscalYearEnd: date, neo: idList, knownAt: instant }, [
  'fiscalYearEnd',
  'neo',
]);

/** A calendar year, YYYY (the query string is not coerced: a string). */
const calendarYear = {
  type: 'string',
  pattern: '^(19|20|21)[0-9]{2}$',
  description: 'calendar year, YYYY',
} as const;

export const taxDataQuery = object({ year: calendarYear, knownAt: instant }, ['year']);

export const periodQuery = object({ from: date, to: date, knownAt: instant }, ['from', 'to']);

/** The reports of issue 10 item 8 (the liability as of a date is routes/reports.ts). */
export function planReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  reportRoute(app, ctx, {
    path: '/reports/roll-forward',
    summary: 'Liability roll-forward for a period: per participant, sub-account and fund',
    description:
      'Opening (the close of the day before `from`), deferrals, Company credits, transfers, payments, forfeitures, investment results (the balancing figure: closing - opening - the other activity) and closing (as of `to`); vested and unvested; totals per fund and for the plan. Plan 10.1.',
    querystring: periodQuery,
    response: RR.RollForward,
    answer: rollForwardAnswer,
    document: rollForwardDocument,
  });
  reportRoute(app, ctx, {
    path: '/reports/projected-payments',
    summary: 'Projected payments (cash needs) after a date, by month and by year',
    description:
      'Every payment scheduled after `asOf` (default today) and every one due by it and unpaid: date, participant, sub-account, benefit, amount. A payment valued after `asOf` is an estimate at the as-of prices (the record as it stood then). Plan 10.1, 10.2.',
    querystring: asOfQuery,
    response: RR.CashFlow,
    answer: cashFlowAnswer,
    document: cashFlowDocument,
  });
  reportRoute(app, ctx, {
    path: '/reports/election-audit',
    summary: 'Election audit: every election and schedule change, its deadline and verdict',
    description:
      'What an IRS examiner asks (Pub. 5528): each deferral election (3.2(a)-(c)) and change of payment schedule (6.2) filed by `asOf`, its filing and recording instants, the deadline it had to meet and the timing result (timely, late, or refused with the rule), as known at `knownAt`.',
    querystring: asOfQuery,
    response: RR.ElectionAudit,
    answer: electionAuditAnswer,
    document: electionAuditDocument,
  });
  reportRoute(app, ctx, {
    path: '/reports/item-402i',
    summary: 'Item 402(i) nonqualified deferred compensation table for a fiscal year',
    description:
      'SEC Regulation S-K Item 402(i) for the fiscal year ending `fiscalYearEnd`, one row per named executive officer (`neo=ID,ID`): executive contributions (deferrals), registrant contributions (Company credits), aggregate earnings (investment results), withdrawals/distributions (payments) and the balance at the year end, from the liability roll-forward.',
    querystring: item402iQuery,
    response: RR.Item402i,
    answer: item402iAnswer,
    document: item402iDocument,
  });
  reportRoute(app, ctx, {
    path: '/reports/key-employees',
    summary: 'Key Employee list as of a date: periods and identifications (1.20)',
    description:
      "Who is a Key Employee (specified employee, §1.409A-1(i)) on `asOf`, every Key Employee period the engine derives from the Committee's identifications, and those identifications with when they were recorded, as known at `knownAt`. Plan 1.20.",
    querystring: asOfQuery,
    response: RR.KeyEmployees,
    answer: keyEmployeesAnswer,
    document: keyEmployeesDocument,
  });
  reportRoute(app, ctx, {
    path: '/reports/tax-data',
    summary: 'Year-end tax data for a calendar year: Form W-2 and Form 1099-MISC per participant',
    description:
      "Plan 8.3, per participant for `year`: Form W-2 box 1 (distributions paid), boxes 3 and 5 (amounts taken into account under the special timing rule, Treas. Reg. §31.3121(v)(2)-1; box 3 capped by the year's Social Security wage base after payroll's other FICA wages), boxes 2, 4 and 6, box 11, box 12 codes Y and Z, the employer's FICA; Form 1099-MISC boxes 3 and 4 for payees who are not the employee (beneficiaries, alternate payees). Each figure lists its rules and the payments, deferrals, credits and vestings it adds up. A year whose wage base or rates are not published is refused (422) with its rule.",
    querystring: taxDataQuery,
    response: RR.TaxData,
    answer: taxDataAnswer,
    document: taxDataDocument,
  });
}
