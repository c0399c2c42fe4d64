import { cashFlowAnswer, cashFlowDocument } from './cash-flow.js';
import type { ReportContext } from './context.js';
import { electionAuditAnswer, electionAuditDocument } from './election-audit.js';
import { item402iAnswer, item402iDocument } from './item-402i.js';
import { keyEmployeesAnswer, keyEmployeesDocument } from './key-employees.js';
import { liabilityAnswer, liabilityDocument } from './liability.js';
import type { ReportDocument, ReportFormat } from './document.js';
import { reportCsv, reportPdf } from './output.js';
import { rollForwardAnswer, rollForwardDocument } from './roll-forward.js';
import { taxDataAnswer, taxDataDocument } from './tax-data.js';
import type { PdfLang } from '../core/pdf/i18n.js';
import { easternToday } from '../core/clock.js';
import { backgroundContext } from '../core/context.js';

// The reports by name, for the command line (`defcomp report <name>`): the same answers and
// documents the routes give (routes/plan-reports.ts).

/** What a report may be asked: the routes' query parameters. */
export interface ReportRequest {
  asOf?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  fiscalYearEnd?: string | undefined;
  neo?: string | undefined;
  /** A calendar year, YYYY (tax-data). */
  year?: string | undefined;
  knownAt?: string | undefined;
}

interface CatalogEntry {
  /** The options it needs, named as the command line names them; null when all are there. */
  missing(request: ReportRequest): string | null;
  answer(ctx: ReportContext, request: ReportRequest): Promise<unknown>;
  document(ctx: ReportContext, answer: unknown): Promise<ReportDocument>;
}

const entry = <A>(
  missing: CatalogEntry['missing'],
  answer: (ctx: ReportContext, request: ReportRequest) => Promise<A>,
  document: (ctx: ReportContext, answer: A) => Promise<ReportDocument>,
): CatalogEntry => ({
  missing,
  answer,
  document: (ctx, a) => document(ctx, a as A),
});

export const reportCatalog: Record<string, CatalogEntry> = {
  // Plan 10.1: what the plan owes as of a date (GET …/reports/liability); as the route, the
  // as-of date is today in New York when not given.
  liability: entry(
    () => null,
    (ctx, r) =>
      liabilityAnswer(
        { ...backgroundContext(ctx.store, ctx.clock), planId: ctx.planId },
        {
          asOf: r.asOf ?? easternToday(ctx.clock),
          ...(r.knownAt === undefined ? {} : { knownAt: r.knownAt }),
        },
      ),
    liabilityDocument,
  ),
  'roll-forward': entry(
    (r) => (!r.from ? '--from' : !(r.to ?? r.asOf) ? '--to (or --as-of)' : null),
    (ctx, r) =>
      rollForwardAnswer(ctx, { from: r.from!, to: (r.to ?? r.asOf)!, knownAt: r.knownAt }),
    rollForwardDocument,
  ),
  'projected-payments': entry(() => null, cashFlowAnswer, cashFlowDocument),
  'election-audit': entry(() => null, electionAuditAnswer, electionAuditDocument),
  'item-402i': entry(
    (r) =>
      !(r.fiscalYearEnd ?? r.asOf) ? '--fiscal-year-end (or --as-of)' : !r.neo ? '--neo' : null,
    (ctx, r) =>
      item402iAnswer(ctx, {
        fiscalYearEnd: (r.fiscalYearEnd ?? r.asOf)!,
        neo: r.neo!,
        knownAt: r.knownAt,
      }),
    item402iDocument,
  ),
  'key-employees': entry(() => null, keyEmployeesAnswer, keyEmployeesDocument),
  'tax-data': entry(
    (r) => (!r.year ? '--year' : null),
    (ctx, r) => taxDataAnswer(ctx, { year: r.year!, knownAt: r.knownAt }),
    taxDataDocument,
  ),
};

/** A report in a format: JSON text, CSV text or PDF bytes. */
export async function renderReport(
  ctx: ReportContext,
  name: string,
  request: ReportRequest,
  format: ReportFormat,
  /** The PDF's language (issue 10 item 9); English by default. */
  lang: PdfLang = 'en',
): Promise<string | Buffer> {
  const report = reportCatalog[name];
  if (!report) throw new Error(`no report ${name}`);
  const answer = await report.answer(ctx, request);
  if (format === 'json') return `${JSON.stringify(answer, null, 2)}\n`;
  const doc = await report.document(ctx, answer);
  return format === 'csv' ? reportCsv(doc) : reportPdf(doc, ctx.clock.now(), lang);
}
