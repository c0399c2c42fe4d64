// A report as the reader's documents are made of it (output.ts writes them as CSV and PDF,
// i18n.ts translates their words); plain data, imported by every report and importing none.

export type ReportFormat = 'json' | 'csv' | 'pdf';
export const reportFormats: readonly ReportFormat[] = ['json', 'csv', 'pdf'];

export interface ReportColumn {
  key: string;
  header: string;
  /** A decimal money string: right-aligned, shown as $1,234.56 in the PDF (exact in the CSV). */
  money?: boolean;
  /** Relative width in the PDF (default 1). */
  weight?: number;
}

export type ReportRow = Record<string, string | number | null>;

export interface ReportTable {
  heading: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** Rows printed bold (totals). */
  bold?: number[];
}

export interface ReportDocument {
  /** The file's name without its extension. */
  fileName: string;
  title: string;
  planName: string;
  /** Label/value lines under the title (dates, knownAt). */
  facts: [string, string][];
  tables: ReportTable[];
  /** Definitions a reader needs (how a figure is derived). */
  notes: string[];
  /** The table the CSV holds (default: the first). */
  csvTable?: number;
}
