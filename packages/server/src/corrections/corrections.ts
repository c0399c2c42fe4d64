import {
  correctionEffect,
  parseMicro,
  type CorrectionEffect,
  type Evaluated,
} from '@defcomp/domain';
import {
  approvedCorrections,
  CorrectionBook,
  createCorrection,
  decideCorrection,
  getCorrection,
  getFact,
  getFund,
  getParticipant,
  listFacts,
  listPrices,
  type Correction,
  type CorrectionReplacement,
  type CorrectionTarget,
  type Database,
  type PlanEvent,
} from '@defcomp/store';
import type { Kysely } from 'kysely';
import { newId } from '../core/auth/tokens.js';
import type { CommandContext } from '../core/command.js';
import { evaluateRecord } from '../core/evaluation.js';
import { messageOf, Problem } from '../core/problems.js';
import { requireApprover } from '../core/security/approvals.js';
import { detailOf, detailFrom } from '../core/i18n/problem-details.js';

// Plan 12.9: "The Committee may correct errors with equitable adjustments consistent with
// 409A." Any fact, price, fund or participant datum is voided or superseded by a correction
// that names it, with a reason, prepared by one person and approved by another (segregation of
// duties compares people). Before approval it shows its effect (domain corrections/effect.ts);
// approved, the loader applies it when it assembles the record: nothing is edited in place,
// and the audit holds the prepared and the approved correction beside the row it corrects.
//
// Interpretations: a participant or a fund is superseded (his hire date, a fund's constant
// price...), never voided; a superseding fact keeps its type (to change the kind of a fact, void
// it and record the right one); a price is corrected only where one is recorded (a missing one
// is recorded as prices are), and a correcting price is above zero (7.2).

export interface CorrectionDraft {
  target: CorrectionTarget;
  action: 'void' | 'supersede';
  replacement?: CorrectionReplacement;
  reason: string;
}

/** A correction as the API shows it: its effect when prepared and, once approved, as approved. */
export interface CorrectionView extends Omit<Correction, 'effect' | 'approvedEffect'> {
  effect: CorrectionEffect;
  approvedEffect: CorrectionEffect | null;
}

export const viewOf = (c: Correction): CorrectionView => c as CorrectionView;

/** Reports look this far ahead (statement.ts): a correction's effect on payments is read so far. */
const HORIZON_YEARS = 60;

/** The target must be the plan's; the action and replacement must fit it (400/404/422). */
async function checkDraft(db: Kysely<Database>, planId: string, draft: CorrectionDraft) {
  const { target, action, replacement } = draft;
  if (action === 'void' && replacement !== undefined)
    throw new Problem('invalid_request', {
      field: 'replacement',
      rule: '12.9',
      ...detailOf('void_no_replacement'),
    });
  if (action === 'supersede' && replacement === undefined)
    throw new Problem('invalid_request', {
      field: 'replacement',
      rule: '12.9',
      ...detailOf('supersede_needs_replacement'),
    });
  if ((target.kind === 'participant' || target.kind === 'fund') && action === 'void')
    throw new Problem('correction_refused', {
      field: 'action',
      ...detailOf('never_voided', { kind: target.kind }),
    });
  const participantIds = await targetExists(db, planId, target, replacement);
  if (target.kind === 'price' || target.kind === 'fund') checkPrice(replacement);
  return participantIds;
}

/** Who the target concerns (undefined: everyone), once it is found in the plan's record. */
async function targetExists(
  db: Kysely<Database>,
  planId: string,
  target: CorrectionTarget,
  replacement: CorrectionReplacement | undefined,
): Promise<string[] | undefined> {
  const notFound = (field: string, text: { detail: string; params: Record<string, string> }) =>
    new Problem('not_found', { field: `target.${field}`, ...text });
  if (target.kind === 'fact') {
    const fact = await getFact(db, planId, target.seq);
    if (!fact) throw notFound('seq', detailOf('no_fact', { seq: String(target.seq) }));
    const event = (replacement as { event?: PlanEvent } | undefined)?.event;
    if (event && event.type !== fact.type)
      throw new Problem('correction_refused', {
        field: 'replacement.event.type',
        ...detailOf('keeps_type', { seq: String(fact.seq), type: fact.type, newType: event.type }),
      });
    return fact.participantId === null ? undefined : [fact.participantId];
  }
  if (target.kind === 'participant') {
    if (!(await getParticipant(db, planId, target.participantId)))
      throw notFound(
        'participantId',
        detailOf('no_participant', { participantId: target.participantId }),
      );
    return [target.participantId];
  }
  if (!(await getFund(db, planId, target.fundId)))
    throw notFound('fundId', detailOf('no_fund_in_plan', { fundId: target.fundId }));
  if (target.kind === 'price') {
    const prices = await listPrices(db, { planId, fundId: target.fundId });
    if (!prices.some((p) => p.date === target.date))
      throw notFound(
        'date',
        detailOf('no_price_recorded', { fundId: target.fundId, date: target.date }),
      );
  }
  return undefined;
}

/** 7.2: a price (or a constant price) that corrects another is above zero. */
function checkPrice(replacement: CorrectionReplacement | undefined): void {
  const r = (replacement ?? {}) as { price?: string; constantPrice?: string | null };
  for (const field of ['price', 'constantPrice'] as const) {
    const value = r[field];
    if (typeof value === 'string' && parseMicro(value) <= 0n)
      throw new Problem('correction_refused', {
        field: `replacement.${field}`,
        rule: '7.2',
        ...detailOf('price_above_zero', { value: String(value) }),
      });
  }
}

/**
 * The record evaluated without and with the correction, as of today and through the horizon;
 * the record before may not evaluate (that is often why it is corrected), the record after must.
 */
async function effectOf(
  db: Kysely<Database>,
  planId: string,
  correction: Correction,
  scope: { today: string; participantIds: string[] | undefined },
): Promise<CorrectionEffect> {
  const horizon = `${Number(scope.today.slice(0, 4)) + HORIZON_YEARS}-12-31`;
  const evaluated = async (withCorrections: Correction[]): Promise<Evaluated> => {
    const query = { participantIds: scope.participantIds, withCorrections };
    const now = await evaluateRecord(db, planId, { ...query, asOf: scope.today });
    const ahead = await evaluateRecord(db, planId, { ...query, asOf: horizon });
    return { now, ahead };
  };
  const before = await evaluated([]).catch((error: unknown) => ({ error: messageOf(error) }));
  let after: Evaluated;
  try {
    after = await evaluated([correction]);
  } catch (error) {
    throw refusedAfter(error);
  }
  await checkReplacementAccepted(db, planId, correction, after.ahead);
  return correctionEffect(before, after, scope.today);
}

/** The corrected record must still evaluate: a void that leaves a needed price missing is refused. */
function refusedAfter(error: unknown): Error {
  if (error instanceof Problem && error.code === 'missing_price')
    return new Problem('correction_refused', {
      field: 'target',
      rule: '7.2',
      ...detailFrom('lacks_price', `the record would lack a price it needs: ${error.message}`),
    });
  const message = messageOf(error);
  // FORMAT.md's fault in the corrected record (evaluation.ts): its path and message, so the
  // Chinese detail is written from them (events_invalid), never the English after 原文.
  const fault =
    /^assertion: the record is not a valid scenario: (?<path>[^:]+): (?<message>.*)$/.exec(
      message,
    )?.groups;
  if (fault)
    return new Problem('invalid_event', {
      field: 'replacement.event',
      ...detailOf('events_invalid', {
        faults: JSON.stringify([{ path: fault.path, message: fault.message }]),
      }),
    });
  return error instanceof Error ? error : new Error(message);
}

/** A superseding fact is judged as the event it is: one the plan refuses is refused here too. */
async function checkReplacementAccepted(
  db: Kysely<Database>,
  planId: string,
  correction: Correction,
  result: Evaluated['ahead'],
): Promise<void> {
  const { target } = correction;
  if (target.kind !== 'fact' || correction.action !== 'supersede') return;
  const fact = (await getFact(db, planId, target.seq))!;
  const facts = await listFacts(db, { planId, participantId: fact.participantId });
  // Its place among his facts as the record reads them (voided ones left out).
  const book = new CorrectionBook([...(await approvedCorrections(db, planId)), correction]);
  const index = facts.filter((f) => f.seq < target.seq && book.event(f) !== null).length;
  const refused =
    fact.participantId === null
      ? result.company.refused
      : (result.participants[fact.participantId]?.refused ?? []);
  const refusal = refused.find((r) => r.index === index);
  if (refusal)
    throw new Problem('event_refused', {
      detail: refusal.message,
      rule: refusal.rules[0],
      rules: refusal.rules,
      field: 'replacement.event',
      violations: refusal.violations.map((v) => ({
        ...v,
        field: v.field ? `replacement.event.${v.field}` : 'replacement.event',
      })),
    });
}

/** Plan 12.9: prepared by one person, with its effect; in force once another approves it. */
export async function prepareCorrection(
  command: CommandContext,
  draft: CorrectionDraft,
): Promise<CorrectionView> {
  const participantIds = await checkDraft(command.trx, command.planId, draft);
  const correction: Correction = {
    id: newId('CR'),
    planId: command.planId,
    target: draft.target,
    action: draft.action,
    replacement: draft.replacement ?? null,
    reason: draft.reason,
    effect: null,
    status: 'prepared',
    preparedBy: command.actor.username,
    preparedAt: command.at,
    decidedBy: null,
    decidedAt: null,
    approvedEffect: null,
  };
  correction.effect = await effectOf(command.trx, command.planId, correction, {
    today: command.today,
    participantIds,
  });
  await createCorrection(command.trx, correction);
  await command.audit({
    action: 'correction.prepared',
    entity: 'correction',
    entityId: correction.id,
    after: correction,
  });
  return viewOf(correction);
}

/** Segregation of duties compares people; the effect is shown again as the record now stands. */
export async function approveCorrection(
  command: CommandContext,
  correctionId: string,
): Promise<CorrectionView> {
  const correction = await getCorrection(command.trx, command.planId, correctionId);
  if (!correction) throw new Problem('not_found', { field: 'correctionId' });
  if (correction.status !== 'prepared') throw new Problem('not_pending', { field: 'correctionId' });
  // Segregation of duties and 8.1: another person, a member of the Committee that day.
  await requireApprover(command, command.planId, correction.preparedBy, 'correctionId');
  const draft = { ...correction, replacement: correction.replacement ?? undefined };
  const participantIds = await checkDraft(command.trx, command.planId, draft);
  const effect = await effectOf(command.trx, command.planId, correction, {
    today: command.today,
    participantIds,
  });
  await decideCorrection(command.trx, {
    planId: command.planId,
    correctionId: correction.id,
    decision: 'approved',
    effect,
    decidedBy: command.actor.username,
    decidedAt: command.at,
  });
  const approved = (await getCorrection(command.trx, command.planId, correction.id))!;
  await command.audit({
    action: 'correction.approved',
    entity: 'correction',
    entityId: correction.id,
    before: { status: correction.status },
    after: approved,
  });
  return viewOf(approved);
}
