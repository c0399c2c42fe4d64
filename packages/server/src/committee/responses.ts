// The answers of committee/ as TypeBox schemas (core/responses.ts: the shared ones, and why each is
// proven equal to its store type). Its route files import this module as `CR`.
import { DateText, same } from '@defcomp/domain';
import type * as store from '@defcomp/store';
import Type, { type Static } from 'typebox';
import { Anything, Fact, Instant, Nullable, Text } from '../core/responses.js';

/** A Key Employee identification (1.20): a fact with the participant it names. */
export const KeyEmployeeFact = Type.Object({ participantId: Nullable(Text), ...Fact.properties });

/** Plan 8.1: a term on the Committee; approval rights follow it on the day of the approval. */
export const CommitteeMember = Type.Object({
  id: Text,
  planId: Text,
  personId: Text,
  userId: Text,
  appointedOn: DateText,
  instrument: Text,
  status: Type.Union([Type.Literal('prepared'), Type.Literal('approved')]),
  preparedBy: Text,
  preparedAt: Instant,
  approvedBy: Nullable(Text),
  approvedAt: Nullable(Instant),
  endedOn: Nullable(DateText),
  endReason: Nullable(
    Type.Union([
      Type.Literal('resigned'),
      Type.Literal('removed'),
      Type.Literal('employmentEnded'),
    ]),
  ),
  endedBy: Nullable(Text),
  endedAt: Nullable(Instant),
});

/** A Change in Control, plan termination or Key Employee list, recorded once a second person approves. */
export const CompanyDecision = Type.Object({
  id: Text,
  planId: Text,
  kind: Type.Union([
    Type.Literal('changeInControl'),
    Type.Literal('planTermination'),
    Type.Literal('keyEmployeeList'),
  ]),
  payload: Type.Record(Type.String(), Anything, { description: 'what the preparer asked for' }),
  status: Type.Union([Type.Literal('prepared'), Type.Literal('approved')]),
  preparedBy: Text,
  preparedAt: Instant,
  approvedBy: Nullable(Text),
  approvedAt: Nullable(Instant),
});

// Each schema above is its store type exactly (core/responses.ts).
same<Static<typeof CommitteeMember>, store.CommitteeMember>(true);
same<Static<typeof CompanyDecision>, store.CompanyDecision>(true);
