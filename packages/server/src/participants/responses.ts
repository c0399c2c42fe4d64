// The answers of participants/ as TypeBox schemas (core/responses.ts: the shared ones, and why each is
// proven equal to its store type). Its route files import this module as `PR`.
import {
  DateText,
  MoneyText,
  ParticipantResultSchema,
  PaymentSchema,
  Rules,
  same,
} from '@defcomp/domain';
import type { BalanceChange as BalanceChangeType } from '@defcomp/domain';
import type * as store from '@defcomp/store';
import Type, { type Static } from 'typebox';
import { Instant, Nullable, Text, json } from '../core/responses.js';

/** A sub-account balance as of today that a change would move. */
export const BalanceChange = Type.Object({
  participantId: Text,
  account: Text,
  before: MoneyText,
  after: MoneyText,
});

export const Participant = Type.Object({
  id: Text,
  planId: Text,
  name: Text,
  hireDate: DateText,
  birthDate: Nullable(DateText),
});

/**
 * A payment on a statement: paid by an approved run by the as-of date (`paid.ref` is the run),
 * due (its date has come and no run has paid it), or scheduled (after the date: an estimate).
 */
export const StatementPayment = Type.Object({
  ...PaymentSchema.properties,
  status: Type.Union([Type.Literal('paid'), Type.Literal('due'), Type.Literal('scheduled')]),
});

/** The statement: the evaluated result, as of a date, with the payments scheduled after it. */
export const Statement = json('The statement as of `asOf` (FORMAT.md "Output")', {
  ...ParticipantResultSchema.properties,
  payments: Type.Array(StatementPayment),
  /** Payments after the as-of date, projected at the prices known. */
  scheduled: Type.Array(StatementPayment),
  asOf: DateText,
});

/** A first-year enrollment window: it closes 30 days after the Committee's notice. */
export const EnrollmentWindow = Type.Object({
  notifiedOn: Type.Optional(DateText),
  closesOn: DateText,
  rules: Rules,
});

export const EmergencyRequest = Type.Object({
  planId: Text,
  id: Text,
  participantId: Text,
  amount: MoneyText,
  reason: Text,
  status: Type.Union([
    Type.Literal('filed'),
    Type.Literal('decisionPrepared'),
    Type.Literal('decided'),
  ]),
  filedAt: Instant,
  filedBy: Text,
});

// Each schema above is its store type exactly (core/responses.ts).
same<Static<typeof StatementPayment>, import('../statements/index.js').StatementPayment>(true);
same<Static<typeof Participant>, store.Participant>(true);
same<Static<typeof EmergencyRequest>, store.EmergencyRequest>(true);
same<Static<typeof BalanceChange>, BalanceChangeType>(true);
