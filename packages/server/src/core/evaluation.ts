import {
  appendFact,
  getParticipant,
  loadPaymentsMade,
  loadScenario,
  type Correction,
  type Database,
  type PaymentMadeInput,
  type PlanEvent,
  type Projector,
  type ScenarioInput,
} from '@defcomp/store';
import type { Kysely } from 'kysely';
import type { AuditChange, CommandContext, CommandResult } from './command.js';
import {
  effectiveDateOf,
  evaluateScenario,
  MissingPriceError,
  ParameterNotInForceError,
  type ParticipantResult,
  type Scenario,
  type ScenarioResult,
} from './engine.js';
import type { ParticipantProjection, PaymentMadeJson, ProjectionFailure } from '@defcomp/domain';
import type { PaymentsMade } from './workers/payments-made.js';
import { Problem } from './problems.js';
import type { EvaluationOutcome } from './workers/evaluate.js';
import { currentEvaluator, scenarioParts, wholePath } from './workers/pool.js';
import { detailFrom, detailOf } from './i18n/problem-details.js';

export interface RecordQuery {
  asOf: string;
  /** Attach each payment's trace (its rules, parameters and values). */
  explain?: boolean | undefined;
  knownAt?: string | undefined;
  participantIds?: string[] | undefined;
  /** Corrections not approved yet, applied after the approved ones (a preview, 12.9). */
  withCorrections?: readonly Correction[] | undefined;
}

/**
 * What the plan owes as of a date, from the facts known at an instant: the record as corrected
 * (12.9), with the payments made by then (never valued again).
 */
export async function evaluateRecord(
  db: Kysely<Database>,
  planId: string,
  query: RecordQuery,
): Promise<ScenarioResult> {
  const input = await loadScenario(db, { planId, ...query });
  // Known to no one yet (`knownAt` before the participants were recorded): nothing is owed.
  if (input.participants.length === 0 && query.knownAt !== undefined) return nothingKnown();
  const paymentsMade = await loadPaymentsMade(db, { planId, ...query });
  const outcome = await evaluateOffLoop(input, query.explain ?? false, paymentsMade);
  if (outcome.kind === 'invalid') throw notValid(outcome.errors);
  return outcome.result;
}

/**
 * Parses and evaluates a scenario where the request's evaluator runs it: a worker thread when
 * the server has its pool (workers/pool.ts), so the event loop goes on answering others.
 * A missing price answers the Problem `evaluate` answers.
 */
async function evaluateOffLoop(
  input: unknown,
  explain: boolean,
  paymentsMade: PaymentsMade = {},
): Promise<Extract<EvaluationOutcome, { kind: 'result' | 'invalid' }>> {
  const outcome = await currentEvaluator().run({ input, explain, paymentsMade });
  throwRefusal(outcome);
  return outcome;
}

/** The engine's refusals as problems: a missing price (7.2), a date before the plan's terms. */
export function throwRefusal<O extends { kind: string }>(
  outcome: O | Exclude<EvaluationOutcome, { kind: 'result' | 'invalid' }>,
): asserts outcome is Exclude<O, { kind: 'missing_price' | 'not_in_force' }> {
  if (outcome.kind === 'missing_price' && 'field' in outcome)
    throw new Problem('missing_price', {
      ...detailFrom('no_price', outcome.detail),
      field: outcome.field,
    });
  if (outcome.kind === 'not_in_force' && 'detail' in outcome)
    throw new Problem('plan_not_in_force', detailFrom('no_term', outcome.detail));
}

/** The engine's projections of a loaded scenario, where evaluation runs (workers/pool.ts). */
export const projectOffLoop = (
  input: ScenarioInput,
  paymentsMade: Record<string, PaymentMadeInput[]>,
): Promise<(ParticipantProjection | ProjectionFailure)[]> =>
  // Without `rows` the task answers each projection as the engine built it.
  projectInParts(input, paymentsMade, false) as Promise<
    (ParticipantProjection | ProjectionFailure)[]
  >;

/** The same, each laid out as the store's rows in the thread that built it: a rebuild's. */
export const projectRowsOffLoop: Projector = (input, paymentsMade) =>
  projectInParts(input, paymentsMade, true);

async function projectInParts(
  input: ScenarioInput,
  paymentsMade: Record<string, PaymentMadeInput[]>,
  rows: boolean,
) {
  const evaluator = currentEvaluator();
  // In parts, one a thread: a plan's rebuild (a job) uses every core.
  const parts = scenarioParts(input, evaluator);
  const outcomes = await Promise.all(
    parts.map(({ input: part }) => evaluator.project({ input: part, paymentsMade, rows })),
  );
  return outcomes.flatMap((outcome, n) => {
    if (outcome.kind === 'invalid')
      throw notValid(
        outcome.errors.map((e) => ({ ...e, path: wholePath(e.path, parts[n]!.from) })),
      );
    return outcome.projections;
  });
}

const notValid = (errors: { path: string; message: string }[]): Error =>
  new Error(
    `assertion: the record is not a valid scenario: ${errors[0]?.path}: ${errors[0]?.message}`,
  );

/** A price the plan needs but the record lacks is the Plan Asset Committee's to supply (7.2). */
export function evaluate(
  scenario: Scenario,
  explain: boolean,
  paymentsMade: Record<string, PaymentMadeJson[]> = {},
): ScenarioResult {
  try {
    return evaluateScenario(scenario, { explain, paymentsMade });
  } catch (error) {
    if (error instanceof MissingPriceError)
      throw new Problem('missing_price', {
        ...detailFrom('no_price', error.message),
        field: error.path,
      });
    if (error instanceof ParameterNotInForceError)
      throw new Problem('plan_not_in_force', detailFrom('no_term', error.message));
    throw error;
  }
}

export async function evaluateParticipant(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
  query: Omit<RecordQuery, 'participantIds'>,
): Promise<ParticipantResult> {
  const result = await evaluateRecord(db, planId, { ...query, participantIds: [participantId] });
  const own = result.participants[participantId];
  // Not yet recorded at `knownAt`: the plan knew of him nothing, and owed him nothing.
  if (!own && query.knownAt !== undefined) return unknownParticipant();
  if (!own) throw new Error(`assertion: no result for participant ${participantId}`);
  return own;
}

const nothingKnown = (): ScenarioResult => ({
  format: 'defcomp-result/1',
  company: { refused: [] },
  plan: { refused: [] },
  participants: {},
});

/** FORMAT.md's result of a participant without events. */
const unknownParticipant = (): ParticipantResult => ({
  refused: [],
  deferrals: [],
  companyCredits: [],
  keyEmployee: [],
  separation: null,
  forfeited: [],
  payments: [],
  balances: { RTA: '0.00', CCA: '0.00', CCAVested: '0.00' },
  claims: [],
});

/** The participant must be the plan's: another plan's answers 404 like an unknown one. */
export async function requireParticipant(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<void> {
  if (!(await getParticipant(db, planId, id))) throw new Problem('participant_not_found');
}

/** An event about to be recorded; `field` names where it sits in the request body. */
export interface Addition {
  participantId: string | null;
  event: PlanEvent;
  field: string;
}

/**
 * Validates events against the record as the engine sees it: a malformed event answers 400
 * naming its field; one the plan refuses answers 422 with every rule it breaks.
 */
export async function checkEvents(
  db: Kysely<Database>,
  planId: string,
  additions: Addition[],
  today: string,
): Promise<void> {
  const participantIds = [...new Set(additions.flatMap((a) => a.participantId ?? []))];
  const asOf = additions.map((a) => effectiveDateOf(a.event)).reduce(later, today);
  const input = await loadScenario(db, { planId, asOf, participantIds });
  const placed = additions.map((addition) => place(input, addition));
  const outcome = await evaluateOffLoop(input, false);
  if (outcome.kind === 'invalid') throw invalidEvent(outcome.errors, placed);
  const result = outcome.result;
  for (const spot of placed) {
    const refused =
      spot.participantId === null
        ? result.company.refused
        : (result.participants[spot.participantId]?.refused ?? []);
    const refusal = refused.find((r) => r.index === spot.index);
    if (refusal) {
      // Each violation's field is within the event; the event sits at `spot.field` in the body.
      const within = (field?: string) =>
        [spot.field, field].filter((part) => part).join('.') || undefined;
      const violations = refusal.violations.map((v) => ({ ...v, field: within(v.field) }));
      throw new Problem('event_refused', {
        detail: refusal.message,
        rule: refusal.rules[0],
        rules: refusal.rules,
        field: violations.find((v) => v.field)?.field ?? (spot.field || undefined),
        violations,
      });
    }
  }
}

/** One event checked alone, as the record stands today (no field to name: it is the body). */
export async function checkEvent(
  db: Kysely<Database>,
  planId: string,
  participantId: string | null,
  event: PlanEvent,
  today: string,
): Promise<void> {
  await checkEvents(db, planId, [{ participantId, event, field: '' }], today);
}

/** An event for the fact log; a participant's own filing carries its Idempotency-Key. */
export interface NewEvent {
  participantId: string | null;
  event: PlanEvent;
  idempotencyKey?: string | null | undefined;
}

/** Checks one event against the record, then appends it as the command's fact: its seq. */
export async function recordEvent(command: CommandContext, fact: NewEvent): Promise<number> {
  await checkEvent(command.trx, command.planId, fact.participantId, fact.event, command.today);
  return appendFact(command.trx, {
    planId: command.planId,
    ...fact,
    recordedAt: command.at,
    recordedBy: command.actor.username,
  });
}

/** Records one event and audits it as `{ seq, event }`: the answer is 201 with both. */
export async function recordEventAudited(
  command: CommandContext,
  fact: NewEvent,
  audit: Omit<AuditChange, 'before' | 'after'>,
): Promise<CommandResult> {
  const seq = await recordEvent(command, fact);
  await command.audit({ ...audit, after: { seq, event: fact.event } });
  return { status: 201, body: { seq, event: fact.event } };
}

/** Appends events already checked, in order, as the command's facts. */
export async function appendAdditions(
  command: CommandContext,
  additions: Addition[],
  idempotencyKeyOf: (index: number) => string | null = () => null,
): Promise<void> {
  for (const [i, addition] of additions.entries()) {
    await appendFact(command.trx, {
      planId: command.planId,
      participantId: addition.participantId,
      event: addition.event,
      recordedAt: command.at,
      recordedBy: command.actor.username,
      idempotencyKey: idempotencyKeyOf(i),
    });
  }
}

interface Placed extends Addition {
  path: string;
  index: number;
}

function place(input: Awaited<ReturnType<typeof loadScenario>>, addition: Addition): Placed {
  if (addition.participantId === null) {
    const index = input.company.events.push(addition.event) - 1;
    return { ...addition, index, path: `company.events[${index}]` };
  }
  const i = input.participants.findIndex((p) => p.id === addition.participantId);
  const participant = input.participants[i];
  if (!participant)
    throw new Problem('unknown_participant', { field: join(addition.field, 'participantId') });
  const index = participant.events.push(addition.event) - 1;
  return { ...addition, index, path: `participants[${i}].events[${index}]` };
}

function invalidEvent(errors: { path: string; message: string }[], placed: Placed[]): Error {
  for (const error of errors) {
    const spot = placed.find(
      (p) =>
        error.path === p.path ||
        error.path.startsWith(`${p.path}.`) ||
        error.path.startsWith(`${p.path}[`),
    );
    if (!spot) continue;
    const field = join(spot.field, error.path.slice(spot.path.length).replace(/^\./, ''));
    return new Problem('invalid_event', {
      ...detailOf('event_invalid', { field: field || 'event', message: error.message }),
      field: field || undefined,
      rule: 'FORMAT.md',
    });
  }
  return notValid(errors);
}

const join = (prefix: string, rest: string): string =>
  prefix && rest
    ? rest.startsWith('[')
      ? `${prefix}${rest}`
      : `${prefix}.${rest}`
    : prefix || rest;

const later = (a: string, b: string): string => (a > b ? a : b);
