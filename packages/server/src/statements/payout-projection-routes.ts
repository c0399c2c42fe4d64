import type { FastifyInstance } from 'fastify';
import {
  ParticipantResultSchema,
  ParticipantTaxesSchema,
  Rules,
  TraceSteps,
} from '@defcomp/domain';
import * as R from '../core/responses.js';
import { forPlan, ownRecordReaders, type AppContext } from '../core/context.js';
import { requireParticipant } from '../core/evaluation.js';
import {
  previewElectionDates,
  projectPayouts,
  type ElectionChoice,
  type PaymentDatePreview,
  type PayoutProjection,
  type ProjectorQuery,
} from './projector.js';
import { electionBody } from '../participants/index.js';
import { date, idParams, object } from '../core/schemas.js';
import { same } from '@defcomp/domain';
import type { Static } from 'typebox';

const { Type } = R;
const TaxPayment = ParticipantTaxesSchema.properties.payments.items;

export const ProjectedPayment = Type.Object({
  date: R.DateText,
  account: R.Text,
  benefit: R.Text,
  payee: R.Text,
  installment: Type.Optional(Type.Tuple([Type.Integer(), Type.Integer()])),
  valuedAt: R.DateText,
  amount: R.MoneyText,
  estimate: Type.Boolean(),
  form: TaxPayment.properties.form,
  federal: TaxPayment.properties.federal,
  state: TaxPayment.properties.state,
  stateWithheld: R.MoneyText,
  net: R.MoneyText,
  rules: Rules,
  trace: TraceSteps,
});

export const PayoutProjectionSchema = R.json(
  'Every payment a hypothetical Separation (or death) would bring, with withholding and net: estimates, nothing recorded',
  {
    participantId: R.Text,
    today: R.DateText,
    event: Type.Union([Type.Literal('separation'), Type.Literal('death')]),
    date: R.DateText,
    growthPct: R.Text,
    estimate: Type.Literal(true),
    separation: ParticipantResultSchema.properties.separation,
    payments: Type.Array(ProjectedPayment),
    totals: Type.Object({
      gross: R.MoneyText,
      federal: R.MoneyText,
      state: R.MoneyText,
      net: R.MoneyText,
    }),
  },
);
same<Static<typeof PayoutProjectionSchema>, PayoutProjection>(true);

export const PaymentDatePreviewSchema = R.json(
  'The payment dates an election being chosen would give after an example Separation (nothing recorded)',
  {
    separationDate: R.DateText,
    payments: Type.Array(
      Type.Object({
        date: R.DateText,
        account: R.Text,
        benefit: R.Text,
        payee: R.Text,
        installment: Type.Optional(Type.Tuple([Type.Integer(), Type.Integer()])),
        rules: Rules,
      }),
    ),
  },
);
same<Static<typeof PaymentDatePreviewSchema>, PaymentDatePreview>(true);

const { filedAt: _filedAt, ...choiceProperties } = electionBody.properties;
const previewBody = object({ ...choiceProperties, separationDate: date }, [
  'kind',
  'deferrals',
  'allocation',
]);

const query = object(
  {
    event: { type: 'string', enum: ['separation', 'death'], description: 'default separation' },
    date,
    growthPct: {
      type: 'string',
      pattern: '^-?(50(\\.0{1,2})?|[1-4]?\\d(\\.\\d{1,2})?)$',
      description: 'annual growth of the deemed investments, percent (-50 to 50; default 0)',
    },
  },
  ['date'],
);

/**
 * Issue 12 item 4: the payout projector. GET: it records nothing (hypothetical facts only);
 * a participant asks for his own record, staff readers for anyone's.
 */
export function payoutProjectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string }; Querystring: ProjectorQuery }>(
    '/participants/:id/payout-projection',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Payout projector: the payments, withholding and net a hypothetical Separation or death on `date` would bring, at `growthPct` a year (estimates)',
        params: idParams,
        querystring: query,
        response: { 200: PayoutProjectionSchema },
      },
      config: { access: ownRecordReaders },
    },
    async (request) => {
      await requireParticipant(ctx.store.db, request.planId, request.params.id);
      return projectPayouts(forPlan(ctx, request), request.params.id, request.query);
    },
  );
  // The election wizard's preview: a question, not a filing (POST for its body); records nothing.
  app.post<{ Params: { id: string }; Body: ElectionChoice & { separationDate?: string } }>(
    '/participants/:id/election-preview',
    {
      schema: {
        tags: ['elections'],
        summary:
          'The payment dates an election being chosen would give, after an example Separation (records nothing)',
        params: idParams,
        body: previewBody,
        response: { 200: PaymentDatePreviewSchema },
      },
      config: { access: ownRecordReaders },
    },
    async (request) => {
      await requireParticipant(ctx.store.db, request.planId, request.params.id);
      const { separationDate, ...choice } = request.body;
      return previewElectionDates(forPlan(ctx, request), request.params.id, choice, separationDate);
    },
  );
}
