import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forPlan, staffReaders, type AppContext } from '../core/context.js';
import { renderClaimNotice, type DenialStage } from './claim-notice.js';
import { claimNoticeInput, statementInput } from './sources.js';
import { renderStatement } from './statement.js';
import { pdfLang, pdfLangs, type PdfLang } from './i18n.js';
import { date, id, idParams, instant, object } from '../core/schemas.js';

// The same access as the JSON statement: his own record, or staff who read records.
const ownRecord = { roles: [...staffReaders, 'participant'], ownRecord: true } as const;
const pdfResponse = {
  200: {
    description: 'A PDF document',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
} as const;

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

/** Documents for participants: the statement and the written notice of a denied claim. */
export function documentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{
    Params: { id: string };
    Querystring: { asOf?: string; knownAt?: string; lang?: PdfLang };
  }>(
    '/participants/:id/statement.pdf',
    {
      schema: {
        tags: ['participants'],
        summary: 'The statement as a PDF: balances, payments with their plan sections, deferrals',
        params: idParams,
        querystring: object({ asOf: date, knownAt: instant, lang: langParam }, []),
        response: pdfResponse,
      },
      config: { access: ownRecord },
    },
    async (request, reply) => {
      const { lang: _lang, ...dates } = request.query;
      const input = await statementInput(forPlan(ctx, request), request.params.id, dates);
      const lang = documentLang(request);
      const name = `statement-${input.participant.id}-${input.asOf}${lang === 'en' ? '' : `-${lang}`}.pdf`;
      return sendPdf(reply, name, await renderStatement({ ...input, lang }));
    },
  );
  app.get<{
    Params: { id: string; claimId: string };
    Querystring: { stage?: DenialStage; lang?: PdfLang };
  }>(
    '/participants/:id/claims/:claimId/notice.pdf',
    {
      schema: {
        tags: ['claims'],
        summary:
          'Written notice of a denied claim (11.2) or of its denial on review (11.4); the latest unless stage says',
        params: object({ id, claimId: id }),
        querystring: object(
          { stage: { type: 'string', enum: ['initial', 'review'] }, lang: langParam },
          [],
        ),
        response: pdfResponse,
      },
      config: { access: ownRecord },
    },
    async (request, reply) => {
      const { id: participantId, claimId } = request.params;
      const input = await claimNoticeInput(
        forPlan(ctx, request),
        participantId,
        claimId,
        request.query.stage,
      );
      const lang = documentLang(request);
      const name = `claim-${claimId}-${input.stage}-denial-notice${lang === 'en' ? '' : `-${lang}`}.pdf`;
      return sendPdf(reply, name, await renderClaimNotice({ ...input, lang }));
    },
  );
}
