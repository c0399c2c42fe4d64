import {
  parseDate,
  planParameterErrors,
  type ParameterName,
  type AmendmentRefusal,
} from '@defcomp/domain';
import {
  approvePlanAmendment,
  createPlanAmendment,
  getPlanAmendment,
  loadScenario,
  scenarioAmendment,
  type AmendmentAdopter,
  type Database,
  type PlanAmendmentRecord,
} from '@defcomp/store';
import type { Kysely } from 'kysely';
import { newId } from '../core/auth/tokens.js';
import type { CommandContext } from '../core/command.js';
import { evaluate } from '../core/evaluation.js';
import { parseScenario } from '../core/engine.js';
import { horizonOf } from '../core/horizon.js';
import { definitionOf, planInForce } from '../core/plan-in-force.js';
import { Problem } from '../core/problems.js';
import { requireApprover } from '../core/security/approvals.js';
import { detailFromAny, detailOf } from '../core/i18n/problem-details.js';

export interface AmendmentDraft {
  effectiveDate: string;
  label: string;
  adoptedBy: AmendmentAdopter;
  parameters: Record<string, unknown>;
  consents?: string[] | undefined;
}

/** A calendar date, or a 400 naming the field (the schema checks only its form). */
function calendarDate(value: string, field: string): string {
  try {
    parseDate(value);
    return value;
  } catch {
    throw new Problem('invalid_date', { field });
  }
}

/**
 * Plan 9.2: the parameters must be the plan's and of their types (400 naming the field), and
 * the record must admit it: still evaluate through the reports' horizon and reduce no one's
 * vested balance without his consent (422 naming the participants and amounts).
 */
export async function checkAmendment(
  db: Kysely<Database>,
  draft: AmendmentDraft,
  planId: string,
  today: string,
): Promise<void> {
  calendarDate(draft.effectiveDate, 'effectiveDate');
  // Plan 9.2: it never changes anything before it. Interpretation: in the record it takes
  // effect from the day it is approved at the earliest (a past date would reach payments made).
  if (draft.effectiveDate < today)
    throw new Problem('amendment_refused', {
      ...detailOf('amendment_backdated', { today }),
      field: 'effectiveDate',
    });
  const [error] = planParameterErrors(
    await definitionOf(db, planId),
    draft.parameters,
    'parameters',
  );
  if (error)
    throw new Problem('invalid_request', {
      ...detailOf('parameter_invalid', { path: error.path, message: error.message }),
      field: error.path,
      rule: '9.2',
    });
  await admitted(db, draft, planId, today);
}

/** Evaluates the record with the approved amendments and this one, through the horizon. */
async function admitted(
  db: Kysely<Database>,
  draft: AmendmentDraft,
  planId: string,
  today: string,
) {
  const later = draft.effectiveDate > today ? draft.effectiveDate : today;
  // Reports look this far ahead (statement.ts): an amendment must evaluate through it (9.2).
  const asOf = horizonOf(later);
  const input = await loadScenario(db, { planId, asOf });
  const known = new Set(input.participants.map((p) => p.id));
  (draft.consents ?? []).forEach((id, i) => {
    if (!known.has(id)) throw new Problem('unknown_participant', { field: `consents[${i}]` });
  });
  const amendments = input.plan.amendments;
  const index = amendments.push(scenarioAmendment(asRecord(draft, planId))) - 1;
  const parsed = parseScenario(input);
  if (!parsed.ok)
    throw new Error(`assertion: the record is not a valid scenario: ${parsed.errors[0]?.message}`);
  // Amendments are admitted in date order: this one can only upset those dated after it.
  const refusal = evaluate(parsed.scenario, false).plan.refused.find(
    (r) => r.index === index || amendments[r.index]!.effective > draft.effectiveDate,
  );
  if (refusal)
    throw refusalProblem(
      refusal,
      refusal.index === index ? null : amendments[refusal.index]!.label,
    );
}

/** The 422 of a refused amendment: the participants and amounts of a 9.2 reduction, if any. */
function refusalProblem(refusal: AmendmentRefusal, upset: string | null): Problem {
  const reductions = refusal.reductions ?? [];
  return new Problem('amendment_refused', {
    ...(upset
      ? detailOf('amendment_upset', { label: upset, reason: refusal.message })
      : detailFromAny(['amendment_unevaluable', 'amendment_reduces'], refusal.message)),
    rule: '9.2',
    rules: refusal.rules,
    field: reductions.length > 0 ? 'consents' : 'parameters',
    violations: reductions.map((r) => ({
      code: 'vested_balance_reduced',
      rule: '9.2',
      message: `${r.participant}: vested balance ${r.before} -> ${r.after}`,
      field: 'consents',
    })),
  });
}

function asRecord(draft: AmendmentDraft, planId: string): PlanAmendmentRecord {
  return {
    id: '',
    planId,
    effectiveDate: draft.effectiveDate,
    label: draft.label,
    parameters: draft.parameters,
    adoptedBy: draft.adoptedBy,
    consents: draft.consents ?? [],
    status: 'prepared',
    preparedBy: '',
    preparedAt: '',
    approvedBy: null,
    approvedAt: null,
  };
}

/** Plan 9.2: prepared by one person, in force only once another approves it. */
export async function prepareAmendment(
  command: CommandContext,
  planId: string,
  draft: AmendmentDraft,
): Promise<PlanAmendmentRecord> {
  await checkAmendment(command.trx, draft, planId, command.today);
  const amendment: PlanAmendmentRecord = {
    ...asRecord(draft, planId),
    id: newId('A'),
    preparedBy: command.actor.username,
    preparedAt: command.at,
  };
  await createPlanAmendment(command.trx, amendment);
  await command.audit({
    action: 'plan.amendment.prepared',
    entity: 'plan_amendment',
    entityId: amendment.id,
    after: amendment,
  });
  return amendment;
}

/** Segregation of duties compares people; the record may have changed since it was prepared. */
export async function approveAmendment(
  command: CommandContext,
  planId: string,
  amendmentId: string,
): Promise<PlanAmendmentRecord> {
  const amendment = await getPlanAmendment(command.trx, amendmentId);
  if (!amendment || amendment.planId !== planId)
    throw new Problem('not_found', { field: 'amendmentId' });
  if (amendment.status !== 'prepared') throw new Problem('not_pending', { field: 'amendmentId' });
  await requireApprover(command, planId, amendment.preparedBy, 'amendmentId');
  await checkAmendment(command.trx, amendment, planId, command.today);
  await approvePlanAmendment(command.trx, amendment.id, {
    approvedBy: command.actor.username,
    approvedAt: command.at,
  });
  const after = (await getPlanAmendment(command.trx, amendment.id))!;
  await command.audit({
    action: 'plan.amendment.approved',
    entity: 'plan_amendment',
    entityId: amendment.id,
    before: amendment,
    after,
  });
  return after;
}

/** `GET /plans/{id}/parameters?on=`: each term in force on a date, approved amendments included. */
export async function parametersOn(db: Kysely<Database>, planId: string, on: string) {
  calendarDate(on, 'on');
  const definition = await definitionOf(db, planId);
  const plan = await planInForce(db, planId);
  if (on < definition.versions[0]!.from)
    throw new Problem('not_in_force', {
      ...detailOf('plan_takes_effect', { from: definition.versions[0]!.from }),
      field: 'on',
    });
  const parameters: Record<string, unknown> = {};
  for (const name of Object.keys(definition.parameters) as ParameterName[]) {
    const { value, from, amendment } = plan.parameter(name, on);
    const { section, unit, description, source } = definition.parameters[name];
    const by = amendment === undefined ? {} : { amendment };
    parameters[name] = { value, section, from, unit, description, source, ...by };
  }
  return { planId, on, parameters };
}
