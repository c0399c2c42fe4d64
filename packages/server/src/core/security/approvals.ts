import {
  createCommitteeMember,
  isCommitteeMember,
  listCommitteeMembers,
  personOf,
  type Database,
  type User,
} from '@defcomp/store';
import type { Kysely } from 'kysely';
import { newId } from '../auth/tokens.js';
import { Problem } from '../problems.js';
import { detailOf } from '../i18n/problem-details.js';

// Segregation of duties (SECURITY.md "Who may approve"): every approval in defcomp goes through
// requireApprover, so the rule is written once.

export interface Approval {
  trx: Kysely<Database>;
  actor: User;
  /** Today in the plan's time zone: the day of the approval. */
  today: string;
}

/**
 * The approver is not the person who prepared it, under any of his accounts (people, not
 * usernames, are compared); and a Committee account approves only while its person is a member
 * of the plan's Committee on the day of the approval (Plan 8.1: members are appointed, resign
 * and are removed; their rights go with them).
 */
export async function requireApprover(
  approval: Approval,
  planId: string,
  preparedBy: string,
  field: string,
): Promise<void> {
  if ((await personOf(approval.trx, preparedBy)) === approval.actor.personId)
    throw new Problem('same_person_cannot_approve', { field });
  if (approval.actor.role === 'committee') await requireMember(approval, [planId], field);
}

/** Plan 8.1: the actor's person sits on the Committee of one of these plans today. */
export async function requireMember(
  approval: Approval,
  planIds: readonly string[],
  field: string,
): Promise<void> {
  for (const planId of planIds)
    if (await isCommitteeMember(approval.trx, planId, approval.actor.personId, approval.today))
      return;
  throw new Problem('not_committee_member', {
    field,
    ...detailOf('not_committee_member', { user: approval.actor.username, date: approval.today }),
  });
}

/**
 * Giving an account the committee role, once a second person approved it, appoints its person
 * to the Committee of each of the account's plans from that day (unless he sits on it already):
 * the role grant's approval is the appointment's. Answers the terms it opened.
 */
export async function appointOnRoleGrant(
  db: Kysely<Database>,
  grantee: User,
  planIds: readonly string[],
  approval: { requestedBy: string; requestedAt: string; approvedBy: string; approvedAt: string },
  today: string,
) {
  const opened = [];
  for (const planId of planIds) {
    if (await isCommitteeMember(db, planId, grantee.personId, today)) continue;
    const member = {
      id: newId('M'),
      planId,
      personId: grantee.personId,
      userId: grantee.id,
      appointedOn: today,
      instrument: 'the committee role given to the account, approved by a second person',
      status: 'approved' as const,
      preparedBy: approval.requestedBy,
      preparedAt: approval.requestedAt,
      approvedBy: approval.approvedBy,
      approvedAt: approval.approvedAt,
      endedOn: null,
      endReason: null,
      endedBy: null,
      endedAt: null,
    };
    await createCommitteeMember(db, member);
    opened.push(member);
  }
  return opened;
}

/** Plan 8.1: the Committee has at least 3 members; vacancies do not stop it acting. */
export const committeeMembersMin = 3;

/** The persons sitting on the plan's Committee on a date. */
export async function membersOn(db: Kysely<Database>, planId: string, date: string) {
  const terms = await listCommitteeMembers(db, planId);
  const sitting = terms.filter(
    (t) =>
      t.status === 'approved' && t.appointedOn <= date && (t.endedOn === null || t.endedOn > date),
  );
  return [...new Set(sitting.map((t) => t.personId))];
}
