// The answers of accounts/ as TypeBox schemas (core/responses.ts: the shared ones, and why each is
// proven equal to its store type). Its route files import this module as `AR`.
import { same } from '@defcomp/domain';
import type * as store from '@defcomp/store';
import Type, { type Static } from 'typebox';
import { Instant, Nullable, Text } from '../core/responses.js';

const Role = Type.Union([
  Type.Literal('participant'),
  Type.Literal('administrator'),
  Type.Literal('committee'),
  Type.Literal('assetCommittee'),
  Type.Literal('payroll'),
  Type.Literal('auditor'),
]);

/** An account as anyone signed in sees it (users.ts publicUser). */
export const PublicUser = Type.Object({
  id: Text,
  username: Text,
  role: Role,
  participantId: Nullable(Text),
});

/** An account as an administrator sees it: also its person and whether it may sign in. */
export const Account = Type.Object({
  ...PublicUser.properties,
  personId: Text,
  disabled: Type.Boolean(),
});

export const RoleGrant = Type.Object({
  id: Text,
  userId: Text,
  role: Role,
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved')]),
  requestedBy: Text,
  requestedAt: Instant,
  approvedBy: Nullable(Text),
  approvedAt: Nullable(Instant),
});

/** Whether the account has a second factor, and whether this session may only enrol one. */
export const SecondFactorState = Type.Object({
  enrolled: Type.Boolean(),
  enrolOnly: Type.Boolean(),
});

/** A sign-in session as its user sees it (never its token). */
export const SessionView = Type.Object({
  id: Text,
  createdAt: Instant,
  lastSeenAt: Instant,
  expiresAt: Instant,
  address: Text,
  userAgent: Text,
  /** The session this request came with. */
  current: Type.Boolean(),
  /** It may only enrol a second factor. */
  enrolOnly: Type.Boolean(),
});

// Each schema above is its store type exactly (core/responses.ts).
same<Static<typeof Account>, store.User>(true);
same<Static<typeof RoleGrant>, store.RoleGrant>(true);
