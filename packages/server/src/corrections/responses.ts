// The answers of corrections/ as TypeBox schemas (core/responses.ts: the shared ones, and why each is
// proven equal to its store type). Its route files import this module as `CR`.
import { DateText, MoneyText, Rules, same } from '@defcomp/domain';
import type * as store from '@defcomp/store';
import Type, { type Static } from 'typebox';
import { Instant, Nullable, Text } from '../core/responses.js';

/** Plan 12.9: what a correction names. */
const CorrectionTarget = Type.Union([
  Type.Object({ kind: Type.Literal('fact'), seq: Type.Integer() }),
  Type.Object({ kind: Type.Literal('price'), fundId: Text, date: DateText }),
  Type.Object({ kind: Type.Literal('participant'), participantId: Text }),
  Type.Object({ kind: Type.Literal('fund'), fundId: Text }),
]);

const FigureChange = Type.Object({ figure: Text, before: Nullable(Text), after: Nullable(Text) });

/** A payment made that the corrected record does not support: over- or underpaid, and the fix. */
const PaymentAdjustment = Type.Object({
  paymentKey: Text,
  ref: Text,
  paidOn: DateText,
  paid: MoneyText,
  due: MoneyText,
  difference: MoneyText,
  kind: Type.Union([Type.Literal('overpaid'), Type.Literal('underpaid')]),
  correction: Text,
  rules: Rules,
});

/** A correction's effect: per participant, every figure that changes, and each payment to put right. */
export const CorrectionEffect = Type.Object({
  before: Nullable(Type.Object({ error: Text })),
  participants: Type.Array(
    Type.Object({
      participantId: Text,
      changes: Type.Array(FigureChange),
      payments: Type.Array(PaymentAdjustment),
    }),
  ),
});

export const Correction = Type.Object({
  id: Text,
  planId: Text,
  target: CorrectionTarget,
  action: Type.Union([Type.Literal('void'), Type.Literal('supersede')]),
  replacement: Nullable(
    Type.Unsafe<store.CorrectionReplacement>(Type.Object({}, { additionalProperties: true })),
  ),
  reason: Text,
  /** As shown when prepared. */
  effect: CorrectionEffect,
  status: Type.Union([
    Type.Literal('prepared'),
    Type.Literal('approved'),
    Type.Literal('withdrawn'),
  ]),
  preparedBy: Text,
  preparedAt: Instant,
  decidedBy: Nullable(Text),
  decidedAt: Nullable(Instant),
  /** As shown when approved (the record may have moved since it was prepared). */
  approvedEffect: Nullable(CorrectionEffect),
});

// Each schema above is its store type exactly (core/responses.ts).
same<Static<typeof Correction>, import('./corrections.js').CorrectionView>(true);
