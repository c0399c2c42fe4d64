import type { Fact } from '@defcomp/store';

/** A fact as the API shows it. */
export const factView = (fact: Fact) => ({
  seq: fact.seq,
  type: fact.type,
  event: fact.event,
  effectiveDate: fact.effectiveDate,
  recordedAt: fact.recordedAt,
  recordedBy: fact.recordedBy,
});
