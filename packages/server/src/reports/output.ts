import { cell } from '../core/csv.js';
import type { PdfLang } from '../core/pdf/i18n.js';
import { renderOffThread } from '../documents/index.js';
import type { ReportColumn, ReportDocument } from './document.js';
import { reportWords, translateReport } from './i18n.js';

// A report as the three things a reader downloads (issue 10 item 8): the JSON the route answers,
// a CSV of its detail table (RFC 4180 with the payment run's writer: quoted fields, formula
// prefixes neutralised, amounts as exact decimal strings), and a PDF of every table. The
// report modules build a ReportDocument from their JSON; nothing here computes a figure.

/** RFC 4180: a header row of the column keys, CRLF line ends. */
export function reportCsv(doc: ReportDocument): string {
  const table = doc.tables[doc.csvTable ?? 0];
  if (!table) return '';
  const lines = [
    table.columns.map((c) => cell(c.key)),
    ...table.rows.map((row) => table.columns.map((c) => csvCell(c, row[c.key] ?? null))),
  ];
  return lines.map((l) => `${l.join(',')}\r\n`).join('');
}

/**
 * A money cell is an exact decimal ("-1234.56"): written as it is, so a negative amount stays a
 * number. Any other cell goes through the payment run's `cell` (a leading = + - @ is quoted).
 */
function csvCell(column: ReportColumn, value: string | number | null): string {
  if (column.money && typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value)) return value;
  return cell(value);
}

/**
 * The PDF (documents/report-pdf.ts lays it out): in a thread of the evaluation pool when there is
 * one, so its layout does not stop the event loop (issue 23 item 5). Its words are translated
 * here (issue 10 item 9): the thread gets the document as it prints, and loads no report module.
 */
export function reportPdf(
  original: ReportDocument,
  createdAt: Date,
  lang: PdfLang = 'en',
): Promise<Buffer> {
  const doc = translateReport(original, lang);
  return renderOffThread({
    kind: 'report',
    input: { doc, words: reportWords[lang], createdAt, lang },
  });
}
