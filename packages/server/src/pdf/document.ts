import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export interface PdfInfo {
  title: string;
  subject: string;
  /** The clock's instant (the document says when it was made; the same input gives the same bytes). */
  createdAt: Date;
}

/**
 * Renders a US Letter document to bytes. Streams are left uncompressed: the documents are small,
 * and their text stays searchable by tools (and by the tests).
 */
export function renderPdf(info: PdfInfo, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    compress: false,
    info: {
      Title: info.title,
      Subject: info.subject,
      Creator: 'defcomp',
      CreationDate: info.createdAt,
      ModDate: info.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica');
    draw(doc);
    doc.end();
  });
}
