// The answers of audit/ as TypeBox schemas (core/responses.ts: the shared ones, and why each is
// proven equal to its store type). Its route files import this module as `AR`.
import { same } from '@defcomp/domain';
import type * as store from '@defcomp/store';
import Type, { type Static } from 'typebox';
import { Anything, Count, Instant, Nullable, Text } from '../core/responses.js';

export const AuditRow = Type.Object({
  seq: Type.Integer(),
  planId: Nullable(Text),
  at: Instant,
  actor: Text,
  action: Text,
  entity: Text,
  entityId: Text,
  reason: Nullable(Text),
  before: Anything,
  after: Anything,
  hash: Text,
});

export const AuditVerdict = Type.Union(
  [
    Type.Object({ ok: Type.Literal(true), rows: Count }),
    Type.Object({ ok: Type.Literal(false), seq: Type.Integer(), problem: Text }),
  ],
  { description: 'ok, or the first row edited, removed or added' },
);

// Each schema above is its store type exactly (core/responses.ts).
same<Static<typeof AuditRow>, store.AuditRow>(true);
same<Static<typeof AuditVerdict>, store.AuditVerdict>(true);
