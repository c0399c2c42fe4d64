// The answers of claims/ as TypeBox schemas (core/responses.ts: the shared ones, and why each is
// proven equal to its store type). Its route files import this module as `CR`.
import { ClaimStatusSchema, DateText } from '@defcomp/domain';
import Type from 'typebox';
import { Count, Nullable, Text } from '../core/responses.js';

/** Plan 11.2: a period to decide a claim, in days from the date received, and its last day. */
const DecisionPeriod = Type.Object({ days: Count, due: DateText });

/**
 * A claim as the Committee decides it: FORMAT.md's `claims` row, with the date received (Plan
 * 11.1), both periods to decide it (11.2: `claimDecisionDays`, `claimDecisionExtendedDays`), the
 * day an extension was notified (null: none given; the extended period is then in force) and
 * the decisions made after their deadline (11.2, 11.4: the claimant may treat them as denied).
 */
export const ClaimDeadlines = Type.Object({
  ...ClaimStatusSchema.properties,
  filedOn: DateText,
  decisionPeriod: DecisionPeriod,
  extendedPeriod: DecisionPeriod,
  extendedOn: Nullable(DateText),
  late: Type.Array(
    Type.Object({
      action: Text,
      date: DateText,
      due: DateText,
      rule: Type.Union([Type.Literal('11.2'), Type.Literal('11.4')]),
    }),
  ),
});
