import type { FastifyInstance } from 'fastify';
import { forPlan, staffReaders, type AppContext } from '../core/context.js';
import type { DenialStage } from './claim-notice.js';
import { renderOffThread } from './render.js';
import { claimNoticeInput, statementInput } from './sources.js';
import type { PdfLang } from '../core/pdf/i18n.js';
import { documentLang, langParam, sendPdf } from '../core/pdf/send.js';
import { date, id, idParams, instant, object } from '../core/schemas.js';

// The same access as the JSON statement: his own record, or staff who read records.
const ownRecord = { roles: [...staffReaders, 'participant'], ownRecord: true } as const;
const pdfResponse = {
  200: {
    description: 'A PDF document',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
} as const;

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
      return sendPdf(
        reply,
        name,
        await renderOffThread({ kind: 'statement', input: { ...input, lang } }),
      );
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
      const pdf = await renderOffThread({ kind: 'claimNotice', input: { ...input, lang } });
      return sendPdf(reply, name, pdf);
    },
  );
}
