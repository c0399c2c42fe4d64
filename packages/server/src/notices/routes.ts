import {
  appendNoticeDelivery,
  getNoticeDocument,
  getPlan,
  listNoticeDocuments,
  type Database,
  type NoticeDocument,
} from '@defcomp/store';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../core/clock.js';
import { runCommand, type CommandContext } from '../core/command.js';
import { staffReaders, type AppContext } from '../core/context.js';
import { requireParticipant } from '../core/evaluation.js';
import { claimNotice, electionConfirmation, noticesFromOutbox, paymentNotice } from './generate.js';
import { noticeLines, renderOffThread } from '../documents/index.js';
import { Problem } from '../core/problems.js';
import * as R from '../core/responses.js';
import { id, idParams, object } from '../core/schemas.js';
import Type from 'typebox';
import { detailOf } from '../core/i18n/problem-details.js';

// Plan 12.4-12.5 (ARCHITECTURE.md "Payees and notices"): the notices register. Staff list and
// download every notice; a participant his own. The administrator turns the tick's outbox into
// notices, generates the others (an election confirmed, a payment made, a claim's state), and
// records each delivery (sent by mail or email, returned).

const tags = ['notices'];
const ownRecord = { roles: [...staffReaders, 'participant'], ownRecord: true } as const;
const pdfResponse = {
  200: {
    description: 'The notice as a PDF letter',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
} as const;

const Nullable = <T extends Type.TSchema>(s: T) => Type.Union([s, Type.Null()]);
const Delivery = Type.Object({
  seq: Type.Integer(),
  status: Type.Enum(['generated', 'sent', 'returned']),
  channel: Nullable(Type.Enum(['mail', 'email'])),
  note: Nullable(Type.String()),
  at: Type.String(),
  by: Type.String(),
});
export const NoticeView = Type.Object({
  id: Type.String(),
  participantId: Type.String(),
  kind: Type.Enum(['enrollmentWindow', 'electionConfirmation', 'paymentNotice', 'claimNotice']),
  outboxId: Nullable(Type.String()),
  date: Type.String({ format: 'date' }),
  addressee: Type.Object({
    name: Type.String(),
    onBehalfOf: Nullable(Type.String()),
    address: Nullable(Type.Record(Type.String(), Type.String())),
    email: Nullable(Type.String()),
  }),
  /** The notice's values, as its texts use them. */
  body: Type.Record(Type.String(), Type.Unknown()),
  /** What the letter says (English), as the PDF prints it. */
  text: Type.Array(Type.String()),
  generatedAt: Type.String(),
  generatedBy: Type.String(),
  status: Type.Enum(['generated', 'sent', 'returned']),
  deliveries: Type.Array(Delivery),
});

const shown = (n: NoticeDocument) => {
  const { planId: _planId, ...rest } = n;
  return { ...rest, text: noticeLines(n) };
};

type GenerateBody = {
  kind: 'electionConfirmation' | 'paymentNotice' | 'claimNotice';
  participantId?: string;
  factSeq?: number;
  runId?: string;
  lineNo?: number;
  claimId?: string;
};
type DeliveryBody = { status: 'sent' | 'returned'; channel?: 'mail' | 'email'; note?: string };

export function noticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { participantId?: string } }>(
    '/notices',
    {
      schema: {
        tags,
        summary: 'The notices register (12.4-12.5): every notice, its addressee and delivery log',
        querystring: object({ participantId: id }, []),
        response: R.ok('The notices, oldest first', { notices: R.list(NoticeView) }),
      },
      config: { access: { roles: staffReaders } },
    },
    async (request) => ({
      notices: (
        await listNoticeDocuments(ctx.store.db, request.planId, request.query.participantId)
      ).map(shown),
    }),
  );
  app.get<{ Params: { noticeId: string } }>(
    '/notices/:noticeId/notice.pdf',
    {
      schema: {
        tags,
        summary: 'Download a notice as the PDF letter sent',
        params: object({ noticeId: id }),
        response: pdfResponse,
      },
      config: { access: { roles: staffReaders } },
    },
    async (request, reply) => {
      const notice = await getNoticeDocument(ctx.store.db, request.planId, request.params.noticeId);
      if (!notice) throw new Problem('not_found', { field: 'noticeId' });
      return sendPdf(reply, notice, await noticePdf(ctx.store.db, ctx.clock, notice));
    },
  );
  ownRoutes(app, ctx);
  writeRoutes(app, ctx);
}

function ownRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>(
    '/participants/:id/notices',
    {
      schema: {
        tags,
        summary: 'The notices sent to a participant (or to his payees): his own, or staff',
        params: idParams,
        response: R.ok('His notices, oldest first', { notices: R.list(NoticeView) }),
      },
      config: { access: ownRecord },
    },
    async (request) => {
      await requireParticipant(ctx.store.db, request.planId, request.params.id);
      const notices = await listNoticeDocuments(ctx.store.db, request.planId, request.params.id);
      return { notices: notices.map(shown) };
    },
  );
  app.get<{ Params: { id: string; noticeId: string } }>(
    '/participants/:id/notices/:noticeId/notice.pdf',
    {
      schema: {
        tags,
        summary: 'Download one of his notices as a PDF',
        params: object({ id, noticeId: id }),
        response: pdfResponse,
      },
      config: { access: ownRecord },
    },
    async (request, reply) => {
      const notice = await getNoticeDocument(ctx.store.db, request.planId, request.params.noticeId);
      // Another participant's notice is not found here (no hint that it exists).
      if (!notice || notice.participantId !== request.params.id)
        throw new Problem('not_found', { field: 'noticeId' });
      return sendPdf(reply, notice, await noticePdf(ctx.store.db, ctx.clock, notice));
    },
  );
}

function writeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/notices/outbox',
    {
      schema: {
        tags,
        summary:
          'Turn the daily tick’s outbox (enrollment windows, 3.1(a), 3.2) into notices addressed to the address of record; each entry once',
        body: object({}, []),
        response: R.ok('The notices generated now', { notices: R.list(NoticeView) }),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const made = await noticesFromOutbox(command);
        // Audited even when the outbox held nothing new: the pass itself is an admin action.
        await command.audit({
          action: 'notice.outbox',
          entity: 'plan',
          entityId: command.planId,
          after: { generated: made.map((n) => n.id) },
        });
        return { status: 200, body: { notices: made.map(shown) } };
      }),
  );
  app.post<{ Body: GenerateBody }>(
    '/notices',
    {
      schema: {
        tags,
        summary:
          'Generate a notice (12.4-12.5): an election confirmation (participantId, factSeq), a payment notice (runId, lineNo) or a claim notice (participantId, claimId)',
        body: object(
          {
            kind: {
              type: 'string',
              enum: ['electionConfirmation', 'paymentNotice', 'claimNotice'],
            },
            participantId: id,
            factSeq: { type: 'integer', minimum: 1 },
            runId: id,
            lineNo: { type: 'integer', minimum: 1 },
            claimId: id,
          },
          ['kind'],
        ),
        response: R.created('The notice generated', { notice: NoticeView }),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => ({
        status: 201,
        body: { notice: shown(await generateOne(command, request.body)) },
      })),
  );
  deliveryRoute(app, ctx);
}

/** The fields each kind needs: a 400 naming the missing one. */
function need<T>(value: T | undefined, field: string, kind: string): T {
  if (value === undefined)
    throw new Problem('invalid_request', {
      field,
      rule: '12.4',
      ...detailOf('notice_names', { kind, field }),
    });
  return value;
}

function generateOne(command: CommandContext, body: GenerateBody) {
  const { kind } = body;
  if (kind === 'paymentNotice')
    return paymentNotice(
      command,
      need(body.runId, 'runId', kind),
      need(body.lineNo, 'lineNo', kind),
    );
  const participantId = need(body.participantId, 'participantId', kind);
  if (kind === 'electionConfirmation')
    return electionConfirmation(command, participantId, need(body.factSeq, 'factSeq', kind));
  return claimNotice(command, participantId, need(body.claimId, 'claimId', kind));
}

function deliveryRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { noticeId: string }; Body: DeliveryBody }>(
    '/notices/:noticeId/deliveries',
    {
      schema: {
        tags,
        summary:
          'Record a notice sent (by mail to the address of record, or by email: 12.5) or returned undelivered',
        params: object({ noticeId: id }),
        body: object(
          {
            status: { type: 'string', enum: ['sent', 'returned'] },
            channel: { type: 'string', enum: ['mail', 'email'] },
            note: { type: 'string', minLength: 1, maxLength: 500 },
          },
          ['status'],
        ),
        response: R.created('The notice with its delivery log', { notice: NoticeView }),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        deliver(command, request.params.noticeId, request.body),
      ),
  );
}

/** Plan 12.5: a notice goes by mail to the address of record (or by email); it may come back. */
async function deliver(command: CommandContext, noticeId: string, body: DeliveryBody) {
  const notice = await getNoticeDocument(command.trx, command.planId, noticeId);
  if (!notice) throw new Problem('not_found', { field: 'noticeId' });
  if (body.status === 'sent') {
    const channel = need(body.channel, 'channel', 'notice sent');
    const where = channel === 'mail' ? notice.addressee.address : notice.addressee.email;
    if (!where)
      throw new Problem('notice_refused', {
        field: 'channel',
        ...detailOf('no_address', { channel, name: notice.addressee.name }),
      });
  } else if (!notice.deliveries.some((d) => d.status === 'sent'))
    throw new Problem('notice_refused', {
      field: 'status',
      ...detailOf('notice_not_sent'),
    });
  const delivery = {
    status: body.status,
    channel: body.channel ?? null,
    note: body.note ?? null,
    at: command.at,
    by: command.actor.username,
  };
  await appendNoticeDelivery(command.trx, notice, delivery);
  await command.audit({
    action: `notice.${body.status}`,
    entity: 'participant',
    entityId: notice.participantId,
    after: { id: notice.id, ...delivery },
  });
  const updated = await getNoticeDocument(command.trx, command.planId, noticeId);
  return { status: 201, body: { notice: shown(updated!) } };
}

/** The PDF of a notice, dated by the clock (the same notice gives the same bytes that day). */
export async function noticePdf(
  db: Kysely<Database>,
  clock: Clock,
  notice: NoticeDocument,
): Promise<Buffer> {
  const plan = await getPlan(db, notice.planId);
  // Laid out in a pool thread when the app has one (issue 23 item 5), in line otherwise.
  return renderOffThread({
    kind: 'notice',
    input: { planName: plan?.name ?? notice.planId, notice, createdAt: new Date(clock.now()) },
  });
}

function sendPdf(reply: FastifyReply, notice: NoticeDocument, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="notice-${notice.id}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
