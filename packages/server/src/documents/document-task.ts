// A document and its model, as one task: what render.ts sends a worker (render-worker.ts) or
// renders in line.
import { renderClaimNotice, type ClaimNoticeInput } from './claim-notice.js';
import { renderNoticePdf, type NoticePdfInput } from './notice-letter.js';
import { renderPeriodStatement, type PeriodStatementInput } from './period-statement.js';
import { renderReportPdf, type ReportPdfInput } from './report-pdf.js';
import { renderStatement, type StatementInput } from './statement.js';

/** A document to render: which one, and its model (structured clone to the worker). */
export type DocumentTask =
  | { kind: 'statement'; input: StatementInput }
  | { kind: 'periodStatement'; input: PeriodStatementInput }
  | { kind: 'claimNotice'; input: ClaimNoticeInput }
  | { kind: 'notice'; input: NoticePdfInput }
  | { kind: 'report'; input: ReportPdfInput };

/** The PDF's bytes of a document (pdfkit), on the thread that calls it. */
export function renderDocument(task: DocumentTask): Promise<Uint8Array> {
  if (task.kind === 'statement') return renderStatement(task.input);
  if (task.kind === 'periodStatement') return renderPeriodStatement(task.input);
  if (task.kind === 'notice') return renderNoticePdf(task.input);
  if (task.kind === 'report') return renderReportPdf(task.input);
  return renderClaimNotice(task.input);
}
