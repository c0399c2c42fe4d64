import Type from 'typebox';
import { DateText, Instant, Text } from '../core/responses.js';

// The daily jobs' answers (issue 10, item 7): a tick with its report.

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Anything = Type.Unknown();

/** A participant notice recorded in the outbox (3.1(a), 3.2): not delivered by defcomp. */
export const Notice = Type.Object({
  kind: Type.Union([
    Type.Literal('firstYearEnrollmentOpens'),
    Type.Literal('firstYearEnrollmentCloses'),
    Type.Literal('annualEnrollmentOpens'),
    Type.Literal('annualEnrollmentCloses'),
  ]),
  participantId: Text,
  date: DateText,
  rule: Text,
  closesOn: DateText,
  planYear: Type.Optional(Type.Integer()),
});

/** Something for people to do: a deadline, a missing price, what the tick could not prepare. */
export const QueueItem = Type.Object({
  kind: Type.Union([
    Type.Literal('claimDecision'),
    Type.Literal('claimAppeal'),
    Type.Literal('claimReview'),
    Type.Literal('emergencyPayment'),
    Type.Literal('missingPrice'),
    Type.Literal('paymentRunPending'),
    Type.Literal('noticeReturned'),
    Type.Literal('notPrepared'),
  ]),
  rule: Text,
  due: Nullable(DateText),
  overdue: Type.Boolean(),
  participantId: Type.Optional(Text),
  ref: Type.Optional(Text),
  detail: Text,
});

const Prepared = Type.Record(Type.String(), Anything, {
  description: 'status prepared (with its decision or run id), empty or notPrepared (why)',
});

export const TickReport = Type.Object({
  planId: Text,
  date: DateText,
  notices: Type.Array(Notice),
  /** 12.4-12.5: the notices generated from them (ids in the register); absent in older ticks. */
  noticeDocuments: Type.Optional(Type.Array(Text)),
  /** 1.20: the list prepared as a company decision for two Committee members (null: not the day). */
  keyEmployees: Nullable(Prepared),
  /** 8.2: the year-end run prepared for the Committee's approval (null: not the day). */
  paymentRun: Nullable(Prepared),
  queue: Type.Array(QueueItem),
});

export const DailyTick = Type.Object({
  planId: Text,
  date: DateText,
  ranAt: Instant,
  ranBy: Text,
  report: TickReport,
});
