import type { Pdf } from './document.js';

export interface Column {
  header: string;
  /** Share of the text width, in points. */
  width: number;
  align?: 'left' | 'right';
}

const bodySize = 9;
const rowGap = 3;

/** The document's title block: plan name, document name, then label/value lines. */
export function titleBlock(doc: Pdf, plan: string, title: string, lines: [string, string][]): void {
  doc.font('Helvetica-Bold').fontSize(15).text(plan);
  doc.font('Helvetica').fontSize(12).text(title).moveDown(0.6);
  for (const [label, value] of lines) {
    doc.font('Helvetica-Bold').fontSize(bodySize).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  }
  doc.moveDown(0.8);
}

export function heading(doc: Pdf, text: string): void {
  ensureRoom(doc, 40);
  doc.font('Helvetica-Bold').fontSize(11).text(text, doc.page.margins.left).moveDown(0.3);
  doc.font('Helvetica').fontSize(bodySize);
}

export function paragraph(doc: Pdf, text: string, size = bodySize): void {
  doc.font('Helvetica').fontSize(size).text(text, doc.page.margins.left).moveDown(0.4);
}

/** A line of small text set in under the paragraph before it (a trace's step). */
export function note(doc: Pdf, text: string): void {
  const indent = 12;
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .text(`– ${text}`, doc.page.margins.left + indent, doc.y, {
      width: doc.page.width - doc.page.margins.left - doc.page.margins.right - indent,
    });
  doc.moveDown(0.15);
}

/** A table; a bold row (`bold`) for totals. Rows that do not fit start a new page. */
export function table(doc: Pdf, columns: Column[], rows: string[][], bold: number[] = []): void {
  row(
    doc,
    columns,
    columns.map((c) => c.header),
    'Helvetica-Bold',
  );
  const left = doc.page.margins.left;
  const right = left + columns.reduce((sum, c) => sum + c.width, 0);
  doc
    .moveTo(left, doc.y - 1)
    .lineTo(right, doc.y - 1)
    .lineWidth(0.5)
    .stroke();
  rows.forEach((cells, i) =>
    row(doc, columns, cells, bold.includes(i) ? 'Helvetica-Bold' : 'Helvetica'),
  );
  doc.x = left;
  doc.moveDown(0.6);
}

function row(doc: Pdf, columns: Column[], cells: string[], font: string): void {
  doc.font(font).fontSize(bodySize);
  const height = Math.max(...columns.map((c, i) => cellHeight(doc, cells[i] ?? '', c.width - 4)));
  ensureRoom(doc, height + rowGap);
  const top = doc.y;
  let x = doc.page.margins.left;
  for (const [i, column] of columns.entries()) {
    doc.text(cells[i] ?? '', x, top, { width: column.width - 4, align: column.align ?? 'left' });
    x += column.width;
  }
  doc.y = top + height + rowGap;
}

/**
 * A cell's height, as pdfkit's `heightOfString` measures it: a text that plainly fits on one
 * line (no break in it, a point to spare) is one line high (`currentLineHeight(true)`; no line
 * gap is set), without running the line wrapper, which was most of a table's time (issue 23
 * item 5: a year of paychecks is a hundred rows of four cells); anything else is measured.
 */
function cellHeight(doc: Pdf, text: string, width: number): number {
  if (text !== '' && !/[\n\r\t\u00ad]/.test(text) && doc.widthOfString(text) <= width - 1)
    return doc.currentLineHeight(true);
  return doc.heightOfString(text, { width });
}

function ensureRoom(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}
