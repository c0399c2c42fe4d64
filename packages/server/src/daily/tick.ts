import {
  addDays,
  claimDeadlinesDue,
  emergencyPaymentsDue,
  enrollmentNotices,
  isKeyEmployeeIdentificationDate,
  keyEmployeeListOn,
  missingPrices,
  nyseCalendar,
  parseDate,
  returnedNotices,
  yearEndRunWindow,
  type CompensationFact,
  type DailyParticipant,
  type Notice,
  type QueueItem,
} from '@defcomp/domain';
import {
  addDailyTick,
  addNotices,
  getDailyTick,
  getPlan,
  inTransaction,
  listCompanyDecisions,
  listFacts,
  listParticipants,
  listPrices,
  returnedNoticeDeliveries,
  type DailyTick,
  type Database,
  type Store,
  type User,
} from '@defcomp/store';
import type { Transaction } from 'kysely';
import { newId } from '../core/auth/tokens.js';
import { easternToday, type Clock } from '../core/clock.js';
import { backgroundCommand, type CommandContext } from '../core/command.js';
import { backgroundContext } from '../core/context.js';
import { evaluateRecord } from '../core/evaluation.js';
import { planInForce } from '../core/plan-in-force.js';
import { noticesFromOutbox } from '../notices/index.js';
import { Problem } from '../core/problems.js';
import { prepareCompanyDecision } from '../committee/index.js';
import { preparePaymentRun } from '../payment-runs/index.js';
import { detailOf } from '../core/i18n/problem-details.js';

// The daily jobs (issue 10, item 7): once per plan and date, what the plan's calendar asks.
// The decisions of what is due are the domain's (daily/due-on.ts); here the record is read and
// written, in one transaction under the plan's lock, and the tick is kept as a row (its key,
// plan and date, makes a second run for the same date change nothing). Shared by
// `defcomp tick`, the admin route and the scheduled job (daily/schedule.ts).

/** Days ahead the work queue looks for claim and emergency deadlines (the default). */
export const QUEUE_DAYS = 14;

export interface TickOptions {
  planId: string;
  /** The day ticked (YYYY-MM-DD, Eastern): today or a day missed, never a later one. */
  date: string;
  /** Who runs it: an administrator's username, `machine` (the CLI) or `system:daily` (the job). */
  by: string;
  /** The work queue's horizon in days (default QUEUE_DAYS). */
  queueDays?: number;
  /** IRC 416(i)(1)(A) flush: employees counted for the officer cap (default: from the record). */
  employeeCount?: number;
  /** Why (the audit's reason). */
  reason?: string | null;
}

export interface TickReport {
  planId: string;
  date: string;
  notices: Notice[];
  /** The notices (12.4-12.5) generated from them: their ids in the register. */
  noticeDocuments: string[];
  keyEmployees: Record<string, unknown> | null;
  paymentRun: Record<string, unknown> | null;
  queue: QueueItem[];
}

export interface TickOutcome {
  /** `unchanged`: the date was ticked before; its row is answered and nothing is written. */
  status: 'done' | 'unchanged';
  tick: DailyTick;
}

/** Runs the plan's daily jobs for one date, once. */
export async function runTick(
  store: Store,
  clock: Clock,
  options: TickOptions,
): Promise<TickOutcome> {
  const { planId, date } = options;
  parseDate(date);
  const today = easternToday(clock);
  if (date > today)
    throw new Problem('invalid_request', {
      field: 'date',
      rule: 'tick',
      ...detailOf('tick_not_begun', { date, today }),
    });
  if (!(await getPlan(store.db, planId)))
    throw new Problem('not_found', { field: 'planId', ...detailOf('no_plan', { planId }) });
  return inTransaction(
    store,
    async (trx) => {
      const done = await getDailyTick(trx, planId, date);
      if (done) return { status: 'unchanged', tick: done };
      const command = systemCommand(trx, clock, options);
      const report = await tickReport(store, clock, command, options);
      const tick: DailyTick = {
        planId,
        date,
        ranAt: command.at,
        ranBy: options.by,
        report: report as unknown as Record<string, unknown>,
      };
      await addDailyTick(trx, tick);
      await command.audit({
        action: 'daily.tick',
        entity: 'dailyTick',
        entityId: `${planId}:${date}`,
        after: summary(report),
      });
      return { status: 'done', tick };
    },
    [{ key: `plan:${planId}` }],
  );
}

/**
 * Plan 12.4-12.5: the outbox's entries not yet made notices, made so now (the CLI's `defcomp
 * notices outbox`; the tick does it for its own entries). Audited as `by`.
 */
export async function runNoticeOutbox(
  store: Store,
  clock: Clock,
  options: { planId: string; by: string },
) {
  if (!(await getPlan(store.db, options.planId)))
    throw new Problem('not_found', {
      field: 'planId',
      ...detailOf('no_plan', { planId: options.planId }),
    });
  const date = easternToday(clock);
  return inTransaction(
    store,
    async (trx) => noticesFromOutbox(systemCommand(trx, clock, { ...options, date })),
    [{ key: `plan:${options.planId}` }],
  );
}

/** What the audit keeps of a tick: counts and ids (the row keeps the whole report). */
function summary(report: TickReport) {
  return {
    date: report.date,
    notices: report.notices.length,
    keyEmployees: report.keyEmployees,
    paymentRun: report.paymentRun,
    queue: report.queue.length,
  };
}

/**
 * The tick acts as a command of its runner dated the tick's day: what it prepares waits for
 * people (two Committee members' company decision, the Committee's approval of a run).
 */
function systemCommand(
  trx: Transaction<Database>,
  clock: Clock,
  options: TickOptions,
): CommandContext {
  const actor: User = {
    id: options.by,
    username: options.by,
    role: 'administrator',
    participantId: null,
    disabled: false,
    personId: options.by,
  };
  return backgroundCommand(trx, {
    actor,
    planId: options.planId,
    at: clock.now().toISOString(),
    today: options.date,
    reason: options.reason ?? `daily jobs of ${options.date}`,
  });
}

async function tickReport(
  store: Store,
  clock: Clock,
  command: CommandContext,
  options: TickOptions,
): Promise<TickReport> {
  const { trx, planId } = command;
  const { date } = options;
  const plan = await planInForce(trx, planId);
  const facts = await listFacts(trx, { planId });
  const participants = (await listParticipants(trx, planId)).map((p): DailyParticipant => ({
    id: p.id,
    events: facts
      .filter((f) => f.participantId === p.id)
      .map((f) => f.event as DailyParticipant['events'][number]),
  }));
  // 3.1(a), 3.2: the enrollment notices of the day, into the outbox (not delivered).
  const notices = enrollmentNotices(date, participants, plan);
  await addNotices(
    trx,
    notices.map((n) => ({
      id: newId('N'),
      planId,
      participantId: n.participantId,
      kind: n.kind,
      date: n.date,
      rule: n.rule,
      closesOn: n.closesOn,
      planYear: n.planYear ?? null,
      recordedAt: command.at,
    })),
  );
  // 12.4-12.5: each outbox entry becomes a notice addressed to the address of record.
  const generated = await noticesFromOutbox(command);
  const queue: QueueItem[] = [];
  const keyEmployees = isKeyEmployeeIdentificationDate(date, plan)
    ? await prepareKeyEmployees(command, facts, options, queue)
    : null;
  const window = yearEndRunWindow(date);
  const paymentRun = window ? await prepareRun(store, clock, command, window, queue) : null;
  queue.push(...(await deadlines(command, date, options.queueDays ?? QUEUE_DAYS)));
  queue.push(...(await pricesMissing(trx, planId, date)));
  queue.push(...returnedNotices(await returnedNoticeDeliveries(trx, planId)));
  return {
    planId,
    date,
    notices,
    noticeDocuments: generated.map((n) => n.id),
    keyEmployees,
    paymentRun,
    queue,
  };
}

/** Plan 1.20: the list derived from the compensation facts, prepared for two-person approval. */
async function prepareKeyEmployees(
  command: CommandContext,
  facts: Awaited<ReturnType<typeof listFacts>>,
  options: TickOptions,
  queue: QueueItem[],
): Promise<Record<string, unknown>> {
  const compensation: CompensationFact[] = facts
    .filter((f) => f.type === 'compensation' && f.participantId !== null)
    .map((f) => ({
      participantId: f.participantId!,
      ...(f.event as unknown as Omit<CompensationFact, 'participantId'>),
    }));
  const list = keyEmployeeListOn(options.date, compensation, options.employeeCount);
  if (!list.ok) {
    queue.push(notPrepared('1.20', `Key Employee list: ${list.error.message}`));
    return { status: 'notPrepared', rule: '1.20', detail: list.error.message };
  }
  const participantIds = list.keyEmployees.map((k) => k.participantId);
  const derived = {
    keyEmployees: list.keyEmployees,
    leftOut: list.leftOut,
    trace: list.trace,
    employeeCountFrom: list.employeeCountFrom,
  };
  if (participantIds.length === 0)
    return { status: 'empty', rule: '1.20', detail: 'no one meets 416(i)(1)(A)', ...derived };
  // A list of that date prepared already (by a Committee member, say): not a second one.
  const decisions = await listCompanyDecisions(command.trx, { planId: command.planId });
  const same = decisions.find(
    (d) => d.kind === 'keyEmployeeList' && d.payload.identificationDate === options.date,
  );
  if (same)
    return { status: 'exists', decisionId: same.id, decisionStatus: same.status, ...derived };
  if (list.employeeCountFrom === 'record')
    queue.push({
      kind: 'notPrepared',
      rule: '416(i)(1)(A)',
      due: options.date,
      overdue: false,
      detail: `Key Employee list: the officer cap counted the ${list.trace.employeeCount} people with compensation facts for ${list.trace.year}; confirm the employee count before approving`,
    });
  try {
    const prepared = await prepareCompanyDecision(command, 'keyEmployeeList', {
      identificationDate: options.date,
      participantIds,
      derivedBy: 'daily tick',
      ...derived,
    });
    return {
      status: 'prepared',
      decisionId: prepared.body.decision.id,
      participantIds,
      ...derived,
    };
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    queue.push(notPrepared(error.details.rule ?? '1.20', `Key Employee list: ${error.message}`));
    return { status: 'notPrepared', rule: error.details.rule ?? '1.20', detail: error.message };
  }
}

const notPrepared = (rule: string, detail: string): QueueItem => ({
  kind: 'notPrepared',
  rule,
  due: null,
  overdue: false,
  detail,
});

/** Plan 8.2, Art. V: the year's payments due, prepared as a run for the Committee to approve. */
async function prepareRun(
  store: Store,
  clock: Clock,
  command: CommandContext,
  window: { payFrom: string; payThrough: string },
  queue: QueueItem[],
): Promise<Record<string, unknown>> {
  const ctx = backgroundContext(store, clock, command.planId);
  try {
    // Nothing ready to pay (or all of it held, 12.10): no empty run (8.2).
    const prepared = await preparePaymentRun(ctx, command, window, { unlessEmpty: true });
    const { run, waiting } = prepared.body;
    if (!run) return { status: 'nothingDue', ...window, waiting: waiting.length };
    return {
      status: 'prepared',
      runId: run.id,
      ...window,
      lines: run.lines.length,
      totals: run.totals,
      waiting: waiting.length,
    };
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    queue.push({
      kind: error.code === 'payment_run_pending' ? 'paymentRunPending' : 'notPrepared',
      rule: error.details.rule ?? '8.2',
      due: window.payThrough,
      overdue: false,
      detail: `year-end payment run: ${error.message}`,
    });
    return { status: 'notPrepared', ...window, code: error.code, detail: error.message };
  }
}

/** 11.2-11.4, 5.5: deadlines within `days`, from the record evaluated through that horizon. */
async function deadlines(command: CommandContext, date: string, days: number) {
  const asOf = addDays(parseDate(date), days).toString();
  let result;
  try {
    result = await evaluateRecord(command.trx, command.planId, { asOf });
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    return [notPrepared(error.details.rule ?? '7.2', `deadlines not computed: ${error.message}`)];
  }
  const people = Object.entries(result.participants);
  const claims = people.map(([participantId, r]) => ({ participantId, claims: r.claims }));
  const payments = people.flatMap(([participantId, r]) =>
    r.payments.map((p) => ({
      participantId,
      benefit: p.benefit,
      date: p.date,
      amount: p.amount,
      paid: p.paid !== undefined,
    })),
  );
  return [...claimDeadlinesDue(date, days, claims), ...emergencyPaymentsDue(date, days, payments)];
}

/**
 * 7.2: Valuation Dates without a price for a fund on the menu, in the year before the tick
 * (a fund added later: from its first price, or from the day it was added).
 */
async function pricesMissing(trx: Transaction<Database>, planId: string, date: string) {
  const rows = await trx
    .selectFrom('funds')
    .select(['id', 'constant_price', 'recorded_at'])
    .where('plan_id', '=', planId)
    .orderBy('id')
    .execute();
  const yearBefore = addDays(parseDate(date), -366).toString();
  const funds = [];
  for (const row of rows) {
    const priced = (await listPrices(trx, { planId, fundId: row.id })).map((p) => p.date).sort();
    const first = priced[0] ?? row.recorded_at.slice(0, 10);
    funds.push({
      id: row.id,
      constantPrice: row.constant_price,
      priced,
      since: first > yearBefore ? first : yearBefore,
    });
  }
  return missingPrices(date, funds, nyseCalendar);
}
