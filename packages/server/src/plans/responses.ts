// The answers of plans/ as TypeBox schemas (core/responses.ts: the shared ones, and why each is
// proven equal to its store type). Its route files import this module as `PR`.
import { DateText, same } from '@defcomp/domain';
import type * as store from '@defcomp/store';
import Type, { type Static } from 'typebox';
import { Anything, Instant, Nullable, Text } from '../core/responses.js';

export const PlanVersion = Type.Object({
  planId: Text,
  effectiveDate: DateText,
  definition: Type.Unsafe<store.PlanVersion['definition']>(
    Type.Object({}, { additionalProperties: true }),
  ),
  recordedAt: Instant,
  recordedBy: Text,
});

export const PlanAmendment = Type.Object({
  id: Text,
  planId: Text,
  effectiveDate: DateText,
  label: Text,
  parameters: Type.Record(Type.String(), Anything),
  adoptedBy: Type.Union([Type.Literal('committee'), Type.Literal('board')]),
  consents: Type.Array(Text),
  status: Type.Union([Type.Literal('prepared'), Type.Literal('approved')]),
  preparedBy: Text,
  preparedAt: Instant,
  approvedBy: Nullable(Text),
  approvedAt: Nullable(Instant),
});

/** A term in force on a date: its value, the section and source, and the amendment that set it. */
export const ParameterInForce = Type.Object({
  value: Anything,
  section: Text,
  from: DateText,
  unit: Type.Optional(Text),
  description: Text,
  source: Text,
  amendment: Type.Optional(Text),
});

// Each schema above is its store type exactly (core/responses.ts).
same<Static<typeof PlanVersion>, store.PlanVersion>(true);
same<Static<typeof PlanAmendment>, store.PlanAmendmentRecord>(true);
