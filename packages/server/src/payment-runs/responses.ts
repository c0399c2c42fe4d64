// The answers of payment-runs/ as TypeBox schemas (core/responses.ts: the shared ones, and why each is
// proven equal to its store type). Its route files import this module as `PR`.
import { DateText, MoneyText, Rules, same } from '@defcomp/domain';
import type * as store from '@defcomp/store';
import Type, { type Static } from 'typebox';
import { Anything, Guardian, Instant, Nullable, Text } from '../core/responses.js';

const RunTotals = Type.Object({
  gross: MoneyText,
  withheld: Nullable(MoneyText),
  net: Nullable(MoneyText),
});

const RunStatus = Type.Union([
  Type.Literal('prepared'),
  Type.Literal('approved'),
  Type.Literal('cancelled'),
  Type.Literal('paid'),
  Type.Literal('returned'),
]);

/** A state change of a run, appended: its status is the last one's. */
export const RunEvent = Type.Object({
  seq: Type.Integer(),
  status: RunStatus,
  at: Instant,
  by: Text,
  reason: Nullable(Text),
  /** The lines a return names. */
  lines: Nullable(Type.Array(Type.Integer())),
});

export const PaymentRun = Type.Object({
  planId: Text,
  id: Text,
  payFrom: DateText,
  payThrough: DateText,
  status: RunStatus,
  source: Type.Union([Type.Literal('general'), Type.Literal('trust')]),
  totals: RunTotals,
  preparedBy: Text,
  preparedAt: Instant,
  approvedBy: Nullable(Text),
  approvedAt: Nullable(Instant),
  cancelledBy: Nullable(Text),
  cancelledAt: Nullable(Instant),
  events: Type.Array(RunEvent),
});

export const RunLine = Type.Object({
  lineNo: Type.Integer(),
  paymentKey: Text,
  participantId: Text,
  account: Text,
  benefit: Text,
  payee: Text,
  installment: Nullable(Type.Tuple([Type.Integer(), Type.Integer()])),
  paymentDate: DateText,
  valuedAt: Nullable(DateText),
  onTimeThrough: Nullable(DateText),
  gross: MoneyText,
  withheld: Nullable(MoneyText),
  net: Nullable(MoneyText),
  withholdingYear: Nullable(Type.Integer()),
  rules: Rules,
  trace: Anything,
  /** Who it pays (issue 11 item 3): `participant` or `beneficiary:<name>`; null in older runs. */
  payeeRef: Nullable(Text),
  payeeName: Nullable(Text),
  /** Plan 12.11: the guardian or conservator paid on the payee's behalf. */
  paidTo: Nullable(Guardian),
  paidOn: Nullable(DateText),
  late: Nullable(Type.Boolean()),
  /** When its return was recorded (12.10): no longer a payment made. */
  returnedAt: Nullable(Instant),
});

export const PaymentRunWithLines = Type.Object({
  ...PaymentRun.properties,
  lines: Type.Array(RunLine),
});

/** A payment due that the run does not contain yet, and why (its valuation point or prices). */
export const WaitingPayment = Type.Object({
  participantId: Text,
  paymentKey: Text,
  paymentDate: DateText,
  valuedAt: DateText,
  amount: MoneyText,
  /** Who it would pay (a beneficiary's share of a Death Benefit is its own item). */
  payee: Type.Optional(Text),
  payeeName: Type.Optional(Text),
  reason: Text,
  /** 5.8 (not valued yet), 7.2 (price not recorded), 12.10 (payee presumed missing). */
  rule: Type.Optional(Text),
});

// Each schema above is its store type exactly (core/responses.ts).
same<Static<typeof PaymentRun>, store.PaymentRun>(true);
same<Static<typeof RunLine>, store.RunLine>(true);
