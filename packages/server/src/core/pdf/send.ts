import type { FastifyReply, FastifyRequest } from 'fastify';
import { pdfLang, pdfLangs, type PdfLang } from './i18n.js';

/** A document's language (issue 10 item 9): `lang`, else the request's Accept-Language, else English. */
export const langParam = {
  type: 'string',
  enum: [...pdfLangs],
  description: 'en or zh-Hant; without it, the Accept-Language header chooses (English by default)',
} as const;

export const documentLang = (request: FastifyRequest<{ Querystring: { lang?: PdfLang } }>) =>
  pdfLang(request.query.lang, request.headers['accept-language']);

export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
