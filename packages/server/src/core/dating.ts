// Who may date what (issue 8, item 1; ARCHITECTURE.md "Who may date what").
//
// - A participant's own filing is dated by the server's clock (ctx.clock), never by the body:
//   a date or filedAt he sends is ignored and replaced by now (3.2(b): a filing counts when it is
//   received; 7.4 an investment change; 11.1, 11.3 a claim and an appeal). The answer shows the
//   date recorded.
// - Staff may record a fact dated before today (Eastern) only with a reason (8.2: the Committee
//   keeps the plan's records): the body's `reason`, or the X-Reason header (the audit's reason);
//   without one, 400 `reason_required` naming `reason`.
// - A fact that changes a payment already valued (valuedAt on or before today) or paid by an
//   approved run is a retroactive change (12.9): refused 409 `retroactive_change` naming the
//   payments, unless prepared as one (POST /participants/{id}/retroactive-changes), shown with its
//   effect, and approved by another person (POST /decisions/{decisionId}/approval).
// - A fact dated outside EARLIEST_DATE..horizon (input-controls.ts) is refused before any
//   evaluation.
import {
  changedBalances,
  changedPayments,
  fixedPaymentHorizon,
  paymentKeyOfLine,
  type BalanceChange,
  type PaymentChange,
} from '@defcomp/domain';
import {
  appendFact,
  listPaidLines,
  loadScenario,
  type Database,
  type PlanEvent,
  type User,
} from '@defcomp/store';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  reasonHeader,
  type AuditChange,
  type CommandContext,
  type CommandResult,
} from './command.js';
import { effectiveDateOf, parseScenario, type ScenarioResult } from './engine.js';
import { checkEvents, evaluate, type Addition, type NewEvent } from './evaluation.js';
import { checkDateInRange } from './input-controls.js';
import { Problem } from './problems.js';
import { detailOf } from './i18n/problem-details.js';

/** Plan 3.2(b), 7.4, 11.1, 11.3: the day a filing counts. A participant files today. */
export function filingDay(actor: Pick<User, 'role'>, date: string | undefined, today: string) {
  return actor.role === 'participant' || date === undefined ? today : date;
}

/** The field of an event that dates it (the one effectiveDateOf reads). */
export function datingField(event: PlanEvent): string {
  for (const field of ['date', 'filedAt', 'start', 'identificationDate', 'year'])
    if (event[field] !== undefined) return field;
  return 'date';
}

const within = (prefix: string, field: string) => (prefix ? `${prefix}.${field}` : field);

/**
 * Before any evaluation: the event's date is within the record's horizon, and a fact dated
 * before today, recorded by staff, says why (8.2). `prefix` places the event in the body.
 */
export function checkDating(
  actor: Pick<User, 'role'>,
  event: PlanEvent,
  today: string,
  reason: string | null,
  prefix = '',
): void {
  const effective = effectiveDateOf(event);
  checkDateInRange(effective, within(prefix, datingField(event)), today);
  if (actor.role !== 'participant' && effective < today && !reason)
    throw new Problem('reason_required', {
      field: 'reason',
      ...detailOf('reason_for_past', {
        what: within(prefix, datingField(event)),
        effective,
        today,
      }),
    });
}

/** The reason a request gives: its body's `reason`, else the X-Reason header. */
export function reasonOf(request: FastifyRequest, bodyReason?: unknown): string | null {
  if (typeof bodyReason === 'string' && bodyReason.trim() !== '') return bodyReason;
  const header = reasonHeader(request);
  return header !== null && header.trim() !== '' ? header : null;
}

/** What a change would do: the payments already valued or paid, and today's balances. */
export interface Effect {
  asOf: string;
  payments: PaymentChange[];
  balances: BalanceChange[];
}

/**
 * The plan must accept the events (422 otherwise, evaluation.ts), and, when one is dated on or
 * before today, they must change no payment already valued or paid (12.9): 409 otherwise.
 */
export async function checkRecordable(
  db: Kysely<Database>,
  planId: string,
  additions: Addition[],
  today: string,
): Promise<void> {
  await checkEvents(db, planId, additions, today);
  if (additions.every((a) => effectiveDateOf(a.event) > today)) return;
  const payments = await changedPaymentsOf(db, planId, additions, today);
  if (payments.length > 0)
    throw new Problem('retroactive_change', {
      ...detailOf('retroactive_change', {
        count: String(payments.length),
        changes: changesOf(payments, 'none', '; '),
        changesZh: changesOf(payments, '無', '；'),
      }),
      payments,
    });
}

/** The first three payments a change would change, as the detail lists them. */
const changesOf = (payments: PaymentChange[], none: string, separator: string) =>
  payments
    .slice(0, 3)
    .map((p) => `${p.paymentKey}: ${p.before ?? none} -> ${p.after ?? none}`)
    .join(separator);

async function changedPaymentsOf(
  db: Kysely<Database>,
  planId: string,
  additions: Addition[],
  today: string,
): Promise<PaymentChange[]> {
  const latest = additions.map((a) => effectiveDateOf(a.event)).reduce(later, today);
  const [before, after] = await withAndWithout(
    db,
    planId,
    additions,
    later(fixedPaymentHorizon(today), latest),
  );
  // A Death Benefit paid in shares (one line per beneficiary) counts as paid from its first share.
  const paid = new Set(
    (await listPaidLines(db, planId)).map((line) => paymentKeyOfLine(line.paymentKey)),
  );
  return changedPayments(before, after, today, paid);
}

/** The effect of recording the events: payments (12.9) and the balances as of today. */
export async function effectOf(
  db: Kysely<Database>,
  planId: string,
  additions: Addition[],
  today: string,
): Promise<Effect> {
  const payments = await changedPaymentsOf(db, planId, additions, today);
  const [before, after] = await withAndWithout(db, planId, additions, today);
  return { asOf: today, payments, balances: changedBalances(before, after) };
}

/**
 * The record evaluated through `asOf` without and with the events: about their participants, or
 * everyone when one is a company event.
 */
async function withAndWithout(
  db: Kysely<Database>,
  planId: string,
  additions: Addition[],
  asOf: string,
): Promise<[ScenarioResult, ScenarioResult]> {
  const everyone = additions.some((a) => a.participantId === null);
  const participantIds = everyone
    ? undefined
    : [...new Set(additions.flatMap((a) => a.participantId ?? []))];
  const input = await loadScenario(db, { planId, asOf, participantIds });
  const changed = structuredClone(input);
  for (const { participantId, event } of additions) {
    if (participantId === null) changed.company.events.push(event);
    else changed.participants.find((p) => p.id === participantId)?.events.push(event);
  }
  return [evaluated(input), evaluated(changed)];
}

function evaluated(input: Awaited<ReturnType<typeof loadScenario>>): ScenarioResult {
  const parsed = parseScenario(input);
  if (!parsed.ok)
    throw new Error(`assertion: the record is not a valid scenario: ${parsed.errors[0]?.message}`);
  return evaluate(parsed.scenario, false);
}

/**
 * Checks one event as `checkRecordable` does, appends it as the command's fact and audits it as
 * `{ seq, event }` with its reason: the answer is 201 with both.
 */
export async function recordDated(
  command: CommandContext,
  fact: NewEvent,
  audit: Omit<AuditChange, 'before' | 'after'>,
): Promise<CommandResult> {
  const { participantId, event } = fact;
  await checkRecordable(
    command.trx,
    command.planId,
    [{ participantId, event, field: '' }],
    command.today,
  );
  const seq = await appendFact(command.trx, {
    planId: command.planId,
    ...fact,
    recordedAt: command.at,
    recordedBy: command.actor.username,
  });
  await command.audit({ ...audit, after: { seq, event } });
  return { status: 201, body: { seq, event } };
}

const later = (a: string, b: string): string => (a > b ? a : b);
