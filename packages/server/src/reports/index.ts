// What reports/ offers the other capabilities; the rest of the folder is its own.
export { planNames, projectRecord, type ReportContext } from './context.js';
export { planLiability } from './plan-liability.js';
export type { ReportColumn, ReportDocument, ReportRow, ReportTable } from './document.js';
