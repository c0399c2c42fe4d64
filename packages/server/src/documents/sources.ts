import {
  getParticipant,
  getPlan,
  listAudit,
  listDecisions,
  listFacts,
  type Participant,
} from '@defcomp/store';
import { easternToday } from '../core/clock.js';
import type { PlanContext } from '../core/context.js';
import { evaluateParticipant } from '../core/evaluation.js';
import { Problem } from '../core/problems.js';
import { asOf } from '../core/as-of.js';
import { statementWithSchedule } from '../statements/index.js';
import { planInForce } from '../core/plan-in-force.js';
import type { ClaimNoticeInput, ClaimPeriods, DenialStage } from './claim-notice.js';
import type { StatementInput } from './statement.js';
import { detailOf } from '../core/i18n/problem-details.js';

// What the documents show, read from the record: the same evaluation the JSON answers give.

async function participantAndPlan(ctx: PlanContext, participantId: string) {
  const participant: Participant | undefined = await getParticipant(
    ctx.store.db,
    ctx.planId,
    participantId,
  );
  if (!participant) throw new Problem('participant_not_found');
  const plan = await getPlan(ctx.store.db, ctx.planId);
  return { participant, planName: plan?.name ?? ctx.planId };
}

/**
 * The statement as of a date (default today), and the payment schedule ahead: the same facts
 * evaluated far forward at the prices known (as GET /participants/:id/statement does).
 */
export async function statementInput(
  ctx: PlanContext,
  participantId: string,
  query: { asOf?: string; knownAt?: string },
): Promise<StatementInput> {
  const { participant, planName } = await participantAndPlan(ctx, participantId);
  const dates = asOf(ctx, query);
  const { result, scheduled } = await statementWithSchedule(ctx, participantId, dates);
  return {
    planName,
    participant,
    ...dates,
    result,
    scheduled,
    createdAt: ctx.clock.now(),
  };
}

/**
 * A denied claim's notice: the latest denial unless `stage` names one (11.2 initial, 11.4 on
 * review). A claim without that denial has no notice (404).
 */
export async function claimNoticeInput(
  ctx: PlanContext,
  participantId: string,
  claimId: string,
  stage: DenialStage | undefined,
): Promise<ClaimNoticeInput> {
  const { participant, planName } = await participantAndPlan(ctx, participantId);
  const facts = await listFacts(ctx.store.db, { planId: ctx.planId, participantId, type: 'claim' });
  const actions = facts
    .filter((f) => f.event.id === claimId)
    .map((f) => ({ action: String(f.event.action), date: String(f.event.date) }));
  if (actions.length === 0) throw new Problem('not_found', { field: 'claimId' });
  const chosen =
    stage ?? (actions.some((a) => a.action === 'deniedOnReview') ? 'review' : 'initial');
  const action = chosen === 'initial' ? 'denied' : 'deniedOnReview';
  if (!actions.some((a) => a.action === action))
    throw new Problem('not_found', {
      field: 'claimId',
      rule: chosen === 'initial' ? '11.2' : '11.4',
      ...detailOf('no_denial', { claimId, stage: chosen }),
    });
  const last = actions.map((a) => a.date).reduce((a, b) => (a > b ? a : b));
  const today = easternToday(ctx.clock);
  const result = await evaluateParticipant(ctx.store.db, ctx.planId, participantId, {
    asOf: last > today ? last : today,
  });
  const claim = result.claims.find((c) => c.id === claimId);
  if (!claim) throw new Error(`assertion: claim ${claimId} is recorded but not evaluated`);
  return {
    planName,
    participant,
    claim,
    stage: chosen,
    actions,
    periods: await claimPeriods(ctx, actions),
    reasons: await denialReasons(ctx, participantId, claimId, action),
    createdAt: ctx.clock.now(),
  };
}

/**
 * Article XI's periods as the plan states them, each read where the engine reads it: 11.2 at
 * the filing, 11.3 at the denial, 11.4 at the appeal (the notice restates, never copies, them).
 */
async function claimPeriods(
  ctx: PlanContext,
  actions: { action: string; date: string }[],
): Promise<ClaimPeriods> {
  const plan = await planInForce(ctx.store.db, ctx.planId);
  const at = (action: string) =>
    actions.findLast((a) => a.action === action)?.date ?? easternToday(ctx.clock);
  return {
    decision: plan.value('claimDecisionDays', at('filed')),
    decisionExtended: plan.value('claimDecisionExtendedDays', at('filed')),
    appeal: plan.value('claimAppealDays', at('denied')),
    review: plan.value('claimReviewDays', at('appealed')),
    reviewExtended: plan.value('claimReviewExtendedDays', at('appealed')),
  };
}

/** The reasons the Committee member gave (x-reason, in the audit chain) when preparing the denial. */
async function denialReasons(
  ctx: PlanContext,
  participantId: string,
  claimId: string,
  action: string,
): Promise<string | null> {
  const decision = (
    await listDecisions(ctx.store.db, { planId: ctx.planId, participantId, status: 'approved' })
  ).findLast(
    (d) =>
      d.kind === 'claimDecision' &&
      d.participantId === participantId &&
      d.subjectId === claimId &&
      d.event.action === action,
  );
  if (!decision) return null;
  const entries = await listAudit(ctx.store.db, { entity: 'decision', entityId: decision.id });
  return entries.find((e) => e.action === 'claimDecision.prepared')?.reason ?? null;
}
