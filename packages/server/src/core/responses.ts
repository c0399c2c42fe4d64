// The API's answers as TypeBox schemas: the routes' `response:` parts, which document them in
// the OpenAPI document (the web's types are generated from it) and make Fastify serialize them.
// fast-json-stringify drops any property a schema does not name, so each shape the store
// returns is proven equal to its store type: a field added there and not here fails the build
// instead of vanishing from the API. Here: the pieces shared by several capabilities; each
// capability keeps its own in its responses.ts. Route files import this module as `R`.
import {
  ClaimStatusSchema,
  DateText,
  MoneyText,
  ParticipantResultSchema,
  PaymentSchema,
  Rules,
  same,
} from '@defcomp/domain';
import type * as store from '@defcomp/store';
import type {
  LiabilityTotals as Totals,
  PaymentChange as PaymentChangeType,
} from '@defcomp/domain';
import Type, { type Static, type TProperties, type TSchema } from 'typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Text = Type.String();
export const Instant = Type.String({ description: 'An instant, ISO 8601 in UTC' });
export const Count = Type.Integer({ minimum: 0 });
export { DateText, MoneyText };

/** An answer with its OpenAPI description (else Swagger writes "Default Response"). */
export const json = <P extends TProperties>(description: string, properties: P) =>
  Type.Object(properties, { description });

/** A 204: no body. */
export const noContent = (description: string) => ({ type: 'null', description }) as const;

/** A FORMAT.md event: `type` plus the fields of its type, as recorded. */
export const PlanEvent = Type.Unsafe<store.PlanEvent>(
  Type.Object({ type: Text }, { additionalProperties: true }),
);
/** Before/after images and traces: whatever the writer recorded. */
export const Anything = Type.Unknown();

/** Plan 12.9: a payment already valued or paid that a change would create, remove or alter. */
export const PaymentChange = Type.Object({
  participantId: Text,
  paymentKey: Text,
  payee: Text,
  date: DateText,
  valuedAt: DateText,
  before: Nullable(MoneyText),
  after: Nullable(MoneyText),
  paid: Type.Boolean(),
});
/** application/problem+json (RFC 9457), as problems.ts writes every expected failure. */
export const ProblemSchema = Type.Object(
  {
    type: Text,
    title: Text,
    status: Type.Integer(),
    code: Text,
    detail: Text,
    rule: Type.Optional(Text),
    rules: Type.Optional(Rules),
    field: Type.Optional(Text),
    violations: Type.Optional(
      Type.Array(
        Type.Object({
          code: Text,
          rule: Text,
          message: Text,
          field: Type.Optional(Text),
          /** A file's problems: the line (1 = a CSV header), the column and the value there. */
          line: Type.Optional(Type.Integer()),
          column: Type.Optional(Text),
          value: Type.Optional(Text),
        }),
      ),
    ),
    /** retroactive_change (12.9): the payments already valued or paid it would change. */
    payments: Type.Optional(Type.Array(PaymentChange)),
  },
  { $id: 'Problem', title: 'Problem' },
);

/** A fact as the API shows it (routes/facts-view.ts): the event, when it takes effect, who recorded it. */
export const Fact = Type.Object({
  seq: Type.Integer(),
  type: Text,
  event: PlanEvent,
  effectiveDate: DateText,
  recordedAt: Instant,
  recordedBy: Text,
});

/** What an event route answers: the event recorded and its place in the fact log. */
export const Recorded = json('Recorded: the event and its sequence number in the fact log', {
  seq: Type.Integer(),
  event: PlanEvent,
});

export {
  ClaimStatusSchema as ClaimStatus,
  ParticipantResultSchema as ParticipantResult,
  PaymentSchema as Payment,
  Type,
};

export const Decision = Type.Object({
  planId: Text,
  id: Text,
  kind: Type.Union([
    Type.Literal('emergencyDecision'),
    Type.Literal('claimDecision'),
    Type.Literal('domesticRelationsOrder'),
    Type.Literal('retroactiveChange'),
  ]),
  participantId: Text,
  subjectId: Text,
  event: PlanEvent,
  status: Type.Union([Type.Literal('prepared'), Type.Literal('approved')]),
  preparedBy: Text,
  preparedAt: Instant,
  approvedBy: Nullable(Text),
  approvedAt: Nullable(Instant),
  factSeq: Nullable(Type.Integer()),
});

/** One payment of a run: gross, 8.3 withholding, net, and 5.10's last on-time day. */
/** Plan 12.11: a guardian, conservator or parent paid on a minor's or incapacitated payee's behalf. */
export const Guardian = Type.Object({
  name: Text,
  capacity: Type.Enum(['guardian', 'conservator', 'parent']),
  basis: Type.Enum(['minor', 'incapacitated']),
  courtOrder: Nullable(Text),
  from: DateText,
  through: Nullable(DateText),
});

export const TrustTransaction = Type.Object({
  planId: Text,
  id: Text,
  date: DateText,
  kind: Type.Union([Type.Literal('contribution'), Type.Literal('withdrawal')]),
  amount: MoneyText,
  memo: Nullable(Text),
  paymentRunId: Nullable(Text),
  lineNo: Nullable(Type.Integer()),
  recordedAt: Instant,
  recordedBy: Text,
});

export const Plan = Type.Object({ id: Text, name: Text, publiclyTraded: Type.Boolean() });
/**
 * The liability's totals: RTA, SDAs, CCA, CCAVested, payments fixed but unpaid; owed (vested)
 * and total.
 */
export const LiabilityTotals = Type.Object({
  RTA: MoneyText,
  SDA: MoneyText,
  CCA: MoneyText,
  CCAVested: MoneyText,
  fixedUnpaid: MoneyText,
  owed: MoneyText,
  total: MoneyText,
});

// Each schema above is its store type exactly (see the top of this file).
same<Static<typeof Fact>, Omit<store.Fact, 'participantId'>>(true);
same<Static<typeof Decision>, store.Decision>(true);
same<Static<typeof TrustTransaction>, store.TrustTransaction>(true);
same<Static<typeof Plan>, store.Plan>(true);
same<Static<typeof LiabilityTotals>, { [K in keyof Totals]: Totals[K] }>(true);
same<Static<typeof PaymentChange>, PaymentChangeType>(true);

/** A route's `response:` for one success status. */
const answer =
  <S extends number>(status: S) =>
  <P extends TProperties>(description: string, properties: P) =>
    ({ [status]: json(description, properties) }) as { [K in S]: ReturnType<typeof json<P>> };
export const ok = answer(200);
export const created = answer(201);
export const accepted = answer(202);
export const list = Type.Array;
