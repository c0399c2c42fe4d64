import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { PdfLang } from './i18n.js';

export type { PdfLang } from './i18n.js';

export type Pdf = PDFKit.PDFDocument;

export interface PdfInfo {
  title: string;
  subject: string;
  /** The clock's instant (the document says when it was made; the same input gives the same bytes). */
  createdAt: Date;
}

export interface PdfOptions {
  /** The document's language (default English): Traditional Chinese embeds Noto Sans TC. */
  lang?: PdfLang | undefined;
  /**
   * Embed Noto Sans TC in an English document too: what it prints from the record (a name, a
   * plan's name, the Committee's reasons) has characters Helvetica cannot show
   * (`needsEmbeddedFont`).
   */
  embedFont?: boolean | undefined;
  /** The page: US Letter portrait with 54-point margins unless said (a report's is landscape). */
  layout?: 'portrait' | 'landscape' | undefined;
  margin?: number | undefined;
}

/** Characters beyond Latin-1 that the standard fonts' WinAnsi encoding still prints. */
const winAnsiExtra = new Set('‘’‚“”„†‡•…‰‹›€™ŠšŸŽžŒœƒˆ˜–—');

/** Whether a text has a character the standard Helvetica cannot print (a Chinese name). */
export const needsEmbeddedFont = (text: string): boolean =>
  [...text].some((ch) => ch.codePointAt(0)! > 0xff && !winAnsiExtra.has(ch));

/**
 * The CJK faces (issue 10 item 9): Noto Sans TC Regular and Bold (SIL Open Font License 1.1),
 * shipped as TrueType files by the npm package @expo-google-fonts/noto-sans-tc (a dependency of
 * the server, exact version), read once a process. pdfkit (fontkit) embeds only the glyphs a
 * document uses, so a statement stays small.
 */
const fontFiles = {
  regular: '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf',
} as const;
let cjkFonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

export function loadCjkFonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  if (!cjkFonts) {
    const require = createRequire(import.meta.url);
    cjkFonts = Promise.all([
      readFile(require.resolve(fontFiles.regular)),
      readFile(require.resolve(fontFiles.bold)),
    ]).then(([regular, bold]) => ({ regular, bold }));
    cjkFonts.catch(() => (cjkFonts = undefined));
  }
  return cjkFonts;
}

/**
 * Renders a US Letter document to bytes. Streams are left uncompressed: the documents are small,
 * and their text stays searchable by tools (and by the tests).
 *
 * In Traditional Chinese the two faces the drawing code names, 'Helvetica' and 'Helvetica-Bold'
 * (layout.ts, and every document's own calls), are registered as Noto Sans TC Regular and Bold
 * (pdfkit looks up registered names before its standard fonts), so the same drawing code prints
 * either language; in English they stay the standard Helvetica faces (nothing embedded).
 */
export async function renderPdf(
  info: PdfInfo,
  draw: (doc: Pdf) => void,
  options: PdfOptions = {},
): Promise<Buffer> {
  const fonts = options.lang === 'zh-Hant' || options.embedFont ? await loadCjkFonts() : null;
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: options.layout ?? 'portrait',
    margin: options.margin ?? 54,
    compress: false,
    lang: options.lang === 'zh-Hant' ? 'zh-Hant' : 'en-US',
    // No default font when the faces are registered below: pdfkit would cache its Helvetica
    // under that name first, and the registered face would never be used.
    ...(fonts ? { font: '' } : {}),
    info: {
      Title: info.title,
      Subject: info.subject,
      Creator: 'defcomp',
      CreationDate: info.createdAt,
      ModDate: info.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (fonts) {
      doc.registerFont('Helvetica', fonts.regular);
      doc.registerFont('Helvetica-Bold', fonts.bold);
    }
    doc.font('Helvetica');
    draw(doc);
    doc.end();
  });
}
