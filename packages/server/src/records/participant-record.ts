// Participant records and beneficiaries (issue 11 items 1, 2; ARCHITECTURE.md "Participant
// records and beneficiaries"): the record as of a day, folded from its dated changes; secrets
// (tax ids, bank accounts) decrypted only to be masked, or in full for a reveal; every reveal
// audited.
import { participantStatus, type ParticipantStatus } from '@defcomp/domain';
import {
  appendAudit,
  appendRecordApproval,
  DataKeyError,
  inTransaction,
  isSecretRef,
  listFacts,
  listParticipantRecords,
  listRecordApprovals,
  readSecrets,
  type Database,
  type ParticipantRecordRow,
  type RecordApproval,
  type User,
} from '@defcomp/store';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { reasonHeader, type CommandContext } from '../core/command.js';
import type { AppContext } from '../core/context.js';
import { evaluateParticipant } from '../core/evaluation.js';
import { Problem } from '../core/problems.js';
import { requireApprover } from '../core/security/approvals.js';
import { detailFrom } from '../core/i18n/problem-details.js';

/** The roles that pay (8.2 payment runs, payroll's files): only they may see secrets in full. */
export const payingRoles: readonly string[] = ['administrator', 'payroll'];

export const secretFields = ['taxId', 'bankAccount'] as const;

export interface BankAccount {
  routingNumber: string;
  accountNumber: string;
  accountType: string;
}

/** `*****6789`: the last four digits, the rest starred (same length, so nothing is guessed). */
export function maskDigits(value: string): string {
  const digits = value.replace(/[^0-9]/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/** A tax id as stored: its nine digits. */
export const normalTaxId = (text: string) => text.replace(/-/g, '');

/** A secret as answered: masked, or in full when revealed. */
export function showSecret(field: string, plain: string, reveal: boolean): unknown {
  if (field === 'bankAccount') {
    const account = JSON.parse(plain) as BankAccount;
    return reveal
      ? account
      : {
          routingNumber: maskDigits(account.routingNumber),
          accountNumber: maskDigits(account.accountNumber),
          accountType: account.accountType,
        };
  }
  return reveal ? plain : maskDigits(plain);
}

/** Reads the secrets these values name; a missing key is a 503 naming how to configure one. */
export async function secretsOf(
  db: Kysely<Database>,
  planId: string,
  values: readonly unknown[],
): Promise<Map<string, string>> {
  const ids = values.filter(isSecretRef).map((v) => v.secret);
  try {
    return await readSecrets(db, planId, ids);
  } catch (error) {
    if (error instanceof DataKeyError)
      throw new Problem('data_key_missing', {
        ...detailFrom('data_key', error.message),
        field: 'taxId',
      });
    throw error;
  }
}

/** A change's fields as answered: each secret shown masked, or in full. */
export function shownChanges(
  changes: Record<string, unknown>,
  secrets: Map<string, string>,
  reveal: boolean,
): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (isSecretRef(value)) {
      const plain = secrets.get(value.secret);
      shown[field] = plain === undefined ? null : showSecret(field, plain, reveal);
    } else shown[field] = value;
  }
  return shown;
}

/**
 * The record as of `day`: the changes effective on or before it, in the order they take effect
 * (then the order recorded); the later one wins, field by field.
 */
export function recordAsOf(
  rows: readonly Pick<ParticipantRecordRow, 'effectiveOn' | 'recordedAt' | 'changes'>[],
  day: string,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  const ordered = rows
    .filter((r) => r.effectiveOn <= day)
    .map((r, i) => ({ r, i }))
    .sort((a, b) =>
      a.r.effectiveOn !== b.r.effectiveOn
        ? a.r.effectiveOn < b.r.effectiveOn
          ? -1
          : 1
        : a.i - b.i,
    );
  for (const { r } of ordered) Object.assign(record, r.changes);
  return record;
}

export interface RecordView {
  participantId: string;
  asOf: string;
  revealed: boolean;
  record: Record<string, unknown>;
  status: ParticipantStatus;
  history: {
    id: string;
    effectiveOn: string;
    changes: Record<string, unknown>;
    reason: string | null;
    approval: ApprovalState;
    recordedAt: string;
    recordedBy: string;
  }[];
}

/** Residence facts (8.3, the tax view's): the record's state of residence, dated. */
async function residenceFacts(db: Kysely<Database>, planId: string, participantId: string) {
  const facts = await listFacts(db, { planId, participantId });
  return {
    facts,
    residence: facts
      .filter((f) => f.type === 'residence')
      .map((f) => ({
        id: `fact-${f.seq}`,
        effectiveOn: f.effectiveDate,
        changes: { stateOfResidence: String(f.event.state) },
        reason: null,
        approval: { status: 'notNeeded' as const },
        recordedAt: f.recordedAt,
        recordedBy: f.recordedBy,
      })),
  };
}

export async function recordView(
  ctx: AppContext,
  planId: string,
  participantId: string,
  today: string,
  reveal: boolean,
): Promise<RecordView> {
  const { db } = ctx.store;
  const rows = await listParticipantRecords(db, planId, participantId);
  const { facts, residence } = await residenceFacts(db, planId, participantId);
  const secrets = await secretsOf(
    db,
    planId,
    rows.flatMap((r) => Object.values(r.changes)),
  );
  const approvals = await listRecordApprovals(db, planId, participantId);
  const current = recordAsOf([...rows.filter((r) => inForce(r, approvals)), ...residence], today);
  const history = [
    ...rows.map((r) => ({
      id: r.id,
      effectiveOn: r.effectiveOn,
      changes: shownChanges(r.changes, secrets, reveal),
      reason: r.reason,
      approval: approvalOf(r, approvals),
      recordedAt: r.recordedAt,
      recordedBy: r.recordedBy,
    })),
    ...residence,
  ].sort((a, b) => (a.recordedAt < b.recordedAt ? -1 : a.recordedAt > b.recordedAt ? 1 : 0));
  return {
    participantId,
    asOf: today,
    revealed: reveal,
    record: shownChanges(current, secrets, reveal),
    status: participantStatus(
      facts.map((f) => ({ type: f.type, date: f.effectiveDate })),
      await paymentsOf(db, planId, participantId, today),
      today,
    ),
    history,
  };
}

/** The engine's payments (with those made), for the status; none when it cannot evaluate. */
async function paymentsOf(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
  today: string,
) {
  try {
    return (await evaluateParticipant(db, planId, participantId, { asOf: today })).payments;
  } catch (error) {
    // A missing price leaves the status to the facts (in pay and paid out need the engine).
    if (error instanceof Problem) return [];
    throw error;
  }
}

/**
 * `?reveal=true`: only the roles that pay (SECURITY.md "Personal data"); anyone else 403
 * `reveal_forbidden`. A reveal is audited in its own transaction (who, whose, why: X-Reason).
 */
export async function authorizeReveal(
  ctx: AppContext,
  request: FastifyRequest,
  participantId: string,
  what: string,
  reveal: string | undefined,
): Promise<boolean> {
  if (reveal !== 'true') return false;
  const actor = request.actor as User;
  if (!payingRoles.includes(actor.role)) throw new Problem('reveal_forbidden', { field: 'reveal' });
  // The person's reason (X-Reason, percent-encoded by the web: it may be in Chinese).
  const reason = reasonHeader(request);
  const locks = [{ key: `plan:${request.planId}`, shared: true }];
  await inTransaction(
    ctx.store,
    async (trx) => {
      await appendAudit(trx, {
        at: ctx.clock.now().toISOString(),
        actor: actor.username,
        planId: request.planId,
        action: `${what}.revealed`,
        entity: 'participant',
        entityId: participantId,
        reason: reason === null || reason.trim() === '' ? null : reason,
      });
    },
    locks,
  );
  return true;
}

/** Whether a change waits for, or has, another person's approval. */
export interface ApprovalState {
  status: 'notNeeded' | 'pending' | 'approved';
  approvedBy?: string;
  approvedAt?: string;
}

export function approvalOf(
  row: { id: string; needsApproval: boolean },
  approvals: ReadonlyMap<string, RecordApproval>,
): ApprovalState {
  if (!row.needsApproval) return { status: 'notNeeded' };
  const approval = approvals.get(row.id);
  return approval
    ? { status: 'approved', approvedBy: approval.approvedBy, approvedAt: approval.approvedAt }
    : { status: 'pending' };
}

/** A change is in force unless it waits for a second person. */
export const inForce = (
  row: { id: string; needsApproval: boolean },
  approvals: ReadonlyMap<string, RecordApproval>,
) => !row.needsApproval || approvals.has(row.id);

/**
 * The second person's approval of a change that moves money or rights (a bank account recorded
 * by staff, a designation form recorded by staff): the preparer's person cannot approve it
 * (segregation of duties, people compared), a Committee account only while a member (8.1).
 */
export async function approveChange(
  command: CommandContext,
  participantId: string,
  change: { id: string; needsApproval: boolean; recordedBy: string } | undefined,
  what: { field: string; action: string },
) {
  if (!change) throw new Problem('not_found', { field: what.field });
  const approvals = await listRecordApprovals(command.trx, command.planId, participantId);
  if (!change.needsApproval || approvals.has(change.id))
    throw new Problem('not_pending', { field: what.field });
  await requireApprover(command, command.planId, change.recordedBy, what.field);
  const approval = { id: change.id, approvedBy: command.actor.username, approvedAt: command.at };
  await appendRecordApproval(command.trx, {
    ...approval,
    planId: command.planId,
    participantId,
  });
  await command.audit({
    action: what.action,
    entity: 'participant',
    entityId: participantId,
    after: approval,
  });
  return { status: 200, body: { approval: { status: 'approved' as const, ...approval } } };
}
