import { needsEmbeddedFont, renderPdf, type Pdf } from '../core/pdf/document.js';
import { usd } from '../core/pdf/format.js';
import type { PdfLang } from '../core/pdf/i18n.js';
import type { ReportColumn, ReportDocument, ReportRow, ReportTable } from '../reports/index.js';

// A report's PDF (issue 10 item 8), laid out from its document alone so a pool thread can draw
// it (render.ts): the thread loads pdfkit and this, not the reports' computation (the store, the
// engine); reports/ is imported for its types only. reports/output.ts makes the input.

/** A report's PDF as data: its document in the PDF's language, and the PDF's own words. */
export interface ReportPdfInput {
  /** Already translated (reports/i18n.ts, on the main thread): its words are printed as given. */
  doc: ReportDocument;
  /** The notes' heading and an empty table's row, in `lang`. */
  words: { notes: string; none: string };
  createdAt: Date;
  lang: PdfLang;
}

const bodySize = 7.5;

/**
 * The PDF: landscape US Letter, the title block, each table, the notes. In Traditional Chinese
 * (issue 10 item 9) the faces are Noto Sans TC, as for the other documents (pdf/document.ts).
 */
export function renderReportPdf({ doc, words, createdAt, lang }: ReportPdfInput): Promise<Buffer> {
  const info = { title: `${doc.title} (${doc.planName})`, subject: doc.title, createdAt };
  // A record's name Helvetica cannot print embeds the Noto faces in English too.
  const embedFont = needsEmbeddedFont(JSON.stringify(doc));
  return renderPdf(info, (pdf) => drawReport(pdf, doc, words), {
    lang,
    embedFont,
    layout: 'landscape',
    margin: 40,
  });
}

function drawReport(pdf: Pdf, doc: ReportDocument, words: ReportPdfInput['words']): void {
  pdf.font('Helvetica-Bold').fontSize(14).text(doc.planName);
  pdf.font('Helvetica').fontSize(12).text(doc.title).moveDown(0.5);
  for (const [label, value] of doc.facts) {
    pdf.font('Helvetica-Bold').fontSize(9).text(`${label}: `, { continued: true });
    pdf.font('Helvetica').text(value);
  }
  pdf.moveDown(0.8);
  for (const table of doc.tables) drawTable(pdf, table, words.none);
  if (doc.notes.length > 0) {
    room(pdf, 30);
    pdf.font('Helvetica-Bold').fontSize(9).text(words.notes, pdf.page.margins.left).moveDown(0.2);
    for (const note of doc.notes)
      pdf.font('Helvetica').fontSize(bodySize).text(note, pdf.page.margins.left).moveDown(0.2);
  }
}

function drawTable(pdf: Pdf, table: ReportTable, none: string): void {
  room(pdf, 40);
  pdf.font('Helvetica-Bold').fontSize(10).text(table.heading, pdf.page.margins.left);
  pdf.moveDown(0.3);
  const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  const weights = table.columns.map((c) => c.weight ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * width);
  const text = (row: ReportRow, c: ReportColumn) => {
    const value = row[c.key];
    if (value === null || value === undefined) return '';
    return c.money && typeof value === 'string' ? usd(value) : String(value);
  };
  const header = Object.fromEntries(table.columns.map((c) => [c.key, c.header]));
  drawRow(pdf, table.columns, widths, (c) => header[c.key] ?? '', 'Helvetica-Bold');
  if (table.rows.length === 0)
    drawRow(pdf, table.columns, widths, (_, i) => (i === 0 ? none : ''), 'Helvetica');
  table.rows.forEach((row, i) =>
    drawRow(
      pdf,
      table.columns,
      widths,
      (c) => text(row, c),
      table.bold?.includes(i) ? 'Helvetica-Bold' : 'Helvetica',
    ),
  );
  pdf.x = pdf.page.margins.left;
  pdf.moveDown(0.8);
}

function drawRow(
  pdf: Pdf,
  columns: ReportColumn[],
  widths: number[],
  value: (c: ReportColumn, i: number) => string,
  font: string,
): void {
  pdf.font(font).fontSize(bodySize);
  const cells = columns.map((c, i) => value(c, i));
  const height = Math.max(
    ...cells.map((text, i) => pdf.heightOfString(text, { width: widths[i]! - 3 })),
  );
  room(pdf, height + 2);
  const top = pdf.y;
  let x = pdf.page.margins.left;
  columns.forEach((c, i) => {
    pdf.text(cells[i]!, x, top, { width: widths[i]! - 3, align: c.money ? 'right' : 'left' });
    x += widths[i]!;
  });
  pdf.y = top + height + 2;
}

function room(pdf: Pdf, height: number): void {
  if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
}
