import {
  addDays,
  applyPayeeStanding,
  buildLines,
  duePayments,
  paidLines,
  parseDate,
  payeeItems,
  payeeStanding,
  paymentKeyOf,
  readyToPay,
  releasedPayees,
  runTotals,
  runWithdrawals,
  shareKey,
  staleness,
  type PaidPayment,
  type PayeeEvent,
  type PayWindow,
  type ScenarioResult,
} from '@defcomp/domain';
import {
  addTrustTransaction,
  appendPayeeEvent,
  appendRunEvent,
  approvePaymentRun,
  cancelPaymentRun,
  createPaymentRun,
  getPaymentRun,
  listPaidLines,
  listParticipants,
  listPaymentRuns,
  listPayeeEvents,
  type Database,
  type PaymentRun,
  type PaymentRunWithLines,
  type RunSource,
  type TrustTransaction,
} from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../responses.js';
import type { Kysely } from 'kysely';
import { newId } from '../auth/tokens.js';
import { runCommand, type CommandContext } from '../command.js';
import { staffReaders, type AppContext } from '../context.js';
import { evaluateRecord } from '../evaluation.js';
import { paymentRunCsv } from '../payment-run-csv.js';
import { payeeBook, payeeEventsOf } from '../payees.js';
import { Problem } from '../problems.js';
import { requireApprover } from '../security/approvals.js';
import { date, id, object } from '../schemas.js';
import { detailOf, detailFromAny } from '../i18n/problem-details.js';

const runParams = object({ runId: id });
const tags = ['payment runs'];
type PrepareBody = { payFrom: string; payThrough: string; source?: RunSource };

/** Payment runs: the payments falling due in a period, prepared by one person, approved by another. */
export function paymentRunRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/payment-runs',
    {
      schema: {
        tags,
        response: R.ok('Payment runs, without their lines', { runs: R.list(R.PaymentRun) }),
        summary: 'Payment runs with their totals',
      },
      config: { access: { roles: staffReaders } },
    },
    async (request) => ({ runs: await listPaymentRuns(ctx.store.db, request.planId) }),
  );
  app.get<{ Params: { runId: string } }>(
    '/payment-runs/:runId',
    {
      schema: {
        tags,
        response: R.ok('The run and its lines', { run: R.PaymentRunWithLines }),
        summary: 'A payment run: its lines (gross, 8.3 withholding, net, 5.10) with their traces',
        params: runParams,
      },
      config: { access: { roles: staffReaders } },
    },
    async (request) => ({
      run: await requireRun(ctx.store.db, request.planId, request.params.runId),
    }),
  );
  csvRoute(app, ctx);
  writeRoutes(app, ctx);
  settlementRoutes(app, ctx);
}

function csvRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { runId: string } }>(
    '/payment-runs/:runId/lines.csv',
    {
      schema: {
        tags,
        summary: "The run's lines as CSV for payroll: gross, federal withholding, net",
        params: runParams,
        response: {
          200: {
            description: 'RFC 4180 CSV with a header row',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
      config: { access: { roles: [...staffReaders, 'payroll'] } },
    },
    async (request, reply) => {
      const { planId } = request;
      const run = await requireRun(ctx.store.db, planId, request.params.runId);
      const participants = await listParticipants(ctx.store.db, planId);
      const names = new Map(participants.map((p) => [p.id, p.name]));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payment-run-${run.id}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(paymentRunCsv(run, names));
    },
  );
}

function writeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PrepareBody }>(
    '/payment-runs',
    {
      schema: {
        tags,
        response: R.created(
          'The run prepared, waiting for approval, and the payments due that wait for a later run',
          { run: R.PaymentRunWithLines, waiting: R.list(R.WaitingPayment) },
        ),
        summary:
          'Prepare a run of the payments due in a period whose valuation point has passed and whose prices are recorded (Art. V, 5.8, 8.2, 8.3); source trust: paid by the rabbi trust (10.2)',
        body: object(
          {
            payFrom: date,
            payThrough: date,
            source: { type: 'string', enum: ['general', 'trust'] },
          },
          ['payFrom', 'payThrough'],
        ),
      },
      config: { access: { roles: ['administrator', 'committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => prepare(ctx, command, request.body)),
  );
  app.post<{ Params: { runId: string } }>(
    '/payment-runs/:runId/approval',
    {
      schema: {
        tags,
        response: R.ok('The run approved, and what it took out of the rabbi trust (10.2)', {
          run: R.PaymentRunWithLines,
          trustWithdrawals: R.list(R.TrustTransaction),
        }),
        summary:
          'Approve a run someone else prepared: each line becomes a payment made (8.2, 8.7, 5.10)',
        params: runParams,
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => approve(ctx, command, request.params.runId)),
  );
  app.post<{ Params: { runId: string } }>(
    '/payment-runs/:runId/cancellation',
    {
      schema: {
        tags,
        response: R.ok('The run cancelled', { run: R.PaymentRunWithLines }),
        summary: 'Cancel a prepared run: nothing in it is paid',
        params: runParams,
      },
      config: { access: { roles: ['administrator', 'committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => cancel(command, request.params.runId)),
  );
}

type PaidBody = { reason?: string };
type ReturnBody = { lines: number[]; reason: string };
const reason = { type: 'string', minLength: 1, maxLength: 500 } as const;

/** A run approved is confirmed paid; a payment that came back is returned (12.10). */
function settlementRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { runId: string }; Body: PaidBody }>(
    '/payment-runs/:runId/paid',
    {
      schema: {
        tags,
        response: R.ok('The run confirmed paid', { run: R.PaymentRunWithLines }),
        summary: 'Confirm an approved run went out (an event; what was paid is its payments made)',
        params: runParams,
        body: object({ reason }, []),
      },
      config: { access: { roles: ['administrator', 'payroll'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        settle(command, request.params.runId, { status: 'paid', reason: request.body.reason }),
      ),
  );
  app.post<{ Params: { runId: string }; Body: ReturnBody }>(
    '/payment-runs/:runId/returns',
    {
      schema: {
        tags,
        response: R.ok('The run with its returned lines', { run: R.PaymentRunWithLines }),
        summary:
          'Record payments that came back (12.10): those lines are no longer payments made, and are owed again',
        params: runParams,
        body: object(
          {
            lines: {
              type: 'array',
              items: { type: 'integer', minimum: 1 },
              minItems: 1,
              maxItems: 10000,
              uniqueItems: true,
            },
            reason,
          },
          ['lines', 'reason'],
        ),
      },
      config: { access: { roles: ['administrator', 'payroll'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        settle(command, request.params.runId, { status: 'returned', ...request.body }),
      ),
  );
}

/**
 * Appends `paid` (an approved run confirmed sent) or `returned` (lines of a paid or approved run
 * that came back, each once) to the run's events.
 */
async function settle(
  command: CommandContext,
  runId: string,
  event: { status: 'paid' | 'returned'; reason?: string | undefined; lines?: number[] },
) {
  const run = await requireRun(command.trx, command.planId, runId);
  const allowed = event.status === 'paid' ? ['approved'] : ['approved', 'paid', 'returned'];
  if (!allowed.includes(run.status))
    throw new Problem('run_state', {
      field: 'runId',
      ...detailOf('run_status', {
        runId: run.id,
        status: run.status,
        action: event.status,
        allowed: allowed.join(' or '),
      }),
    });
  for (const [i, lineNo] of (event.lines ?? []).entries()) {
    const line = run.lines.find((l) => l.lineNo === lineNo);
    if (!line)
      throw new Problem('not_found', {
        field: `lines[${i}]`,
        ...detailOf('no_line', { line: String(lineNo) }),
      });
    if (line.returnedAt)
      throw new Problem('run_state', {
        field: `lines[${i}]`,
        ...detailOf('line_returned', { line: String(lineNo) }),
      });
  }
  await appendRunEvent(command.trx, run, {
    status: event.status,
    at: command.at,
    by: command.actor.username,
    reason: event.reason ?? null,
    lines: event.lines ?? null,
  });
  await command.audit({
    action: `paymentRun.${event.status}`,
    entity: 'paymentRun',
    entityId: run.id,
    before: { status: run.status },
    after: { status: event.status, lines: event.lines ?? null, reason: event.reason ?? null },
  });
  for (const lineNo of event.lines ?? [])
    await suspendPayee(
      command,
      run.lines.find((l) => l.lineNo === lineNo)!,
      {
        on: command.today,
        basis: `payment returned (run ${run.id} line ${lineNo})`,
      },
    );
  return { status: 200, body: { run: await requireRun(command.trx, command.planId, run.id) } };
}

/** The payee a line pays (runs before lines were per payee: the engine's payee). */
export const payeeOfLine = (line: { payee: string; payeeRef: string | null }) =>
  line.payeeRef ?? line.payee;

/**
 * Plan 12.10: a payment returned, or a check uncashed past the Committee's period, presumes its
 * payee missing: a `suspended` payee event (a fact, audited), unless he is suspended already.
 */
export async function suspendPayee(
  command: CommandContext,
  line: { participantId: string; payee: string; payeeRef: string | null },
  why: { on: string; basis: string },
): Promise<boolean> {
  const payee = payeeOfLine(line);
  const { events } = await payeeEventsOf(command.trx, command.planId, line.participantId);
  if (payeeStanding(events, payee).suspended) return false;
  const row = await appendPayeeEvent(command.trx, {
    id: newId('PE'),
    planId: command.planId,
    participantId: line.participantId,
    payee,
    kind: 'suspended',
    on: why.on,
    body: { basis: why.basis },
    reason: why.basis,
    needsApproval: false,
    recordedAt: command.at,
    recordedBy: command.actor.username,
  });
  await command.audit({
    action: 'payee.suspended',
    entity: 'participant',
    entityId: line.participantId,
    after: row,
    reason: why.basis,
  });
  return true;
}

async function requireRun(
  db: Kysely<Database>,
  planId: string,
  runId: string,
): Promise<PaymentRunWithLines> {
  const run = await getPaymentRun(db, planId, runId);
  if (!run) throw new Problem('not_found', { field: 'runId' });
  return run;
}

/** A run's period runs forwards (a preparation asked for as a job is checked the same way). */
export function checkRunWindow(body: { payFrom: string; payThrough: string }): void {
  if (body.payFrom > body.payThrough)
    throw new Problem('invalid_request', {
      field: 'payThrough',
      rule: 'period',
      ...detailOf('pay_through_before_from'),
    });
}

/**
 * Prepares a run of what is due in the window. `unlessEmpty` (the daily jobs): with no line ready
 * to pay (nothing due, or all of it waiting or held) no run is made, since an empty run waiting
 * for approval would only block the next one (8.2); it answers `null` and what waits.
 */
async function prepare(
  ctx: AppContext,
  command: CommandContext,
  body: PrepareBody,
  options: { unlessEmpty?: boolean } = {},
) {
  checkRunWindow(body);
  const window = { payFrom: body.payFrom, payThrough: body.payThrough };
  // One run waits for approval at a time, so that its withholding counts every approved run.
  const runs = await listPaymentRuns(command.trx, command.planId);
  const pending = runs.find((r) => r.status === 'prepared');
  if (pending)
    throw new Problem('payment_run_pending', detailOf('run_waits', { runId: pending.id }));
  const result = await evaluateRecord(command.trx, command.planId, {
    asOf: window.payThrough,
    explain: true,
  });
  const paid = await listPaidLines(command.trx, command.planId);
  const items = await payeeLinesDue(command, result, window, paid);
  // 5.8: only amounts that are known: a payment valued later, or at prices not recorded, waits.
  const { ready: known, waiting } = readyToPay(items.due, command.today);
  // 12.10: a missing payee's payments are held; 12.11: a guardian is paid on a payee's behalf.
  const { ready, held } = applyPayeeStanding(known, items.book, command.today);
  const lines = buildLines(ready, paid, command.today);
  const waits = [...waiting, ...held].map((w) => ({
    participantId: w.participantId,
    paymentKey: shareKey(paymentKeyOf(w.participantId, w.payment), w.to.share),
    paymentDate: w.payment.date,
    valuedAt: w.payment.valuedAt,
    amount: w.to.amount,
    payee: w.to.ref,
    payeeName: w.to.name,
    reason: w.reason,
    rule: 'rule' in w ? w.rule : w.reason.includes('(7.2)') ? '7.2' : '5.8',
  }));
  if (lines.length === 0 && options.unlessEmpty)
    return { status: 200, body: { run: null, waiting: waits } };
  const run: PaymentRun = {
    id: newId('PR'),
    planId: command.planId,
    ...window,
    status: 'prepared',
    source: body.source ?? 'general',
    totals: runTotals(lines),
    preparedBy: command.actor.username,
    preparedAt: command.at,
    approvedBy: null,
    approvedAt: null,
    cancelledBy: null,
    cancelledAt: null,
    events: [],
  };
  await createPaymentRun(command.trx, run, lines);
  await command.audit({
    action: 'paymentRun.prepared',
    entity: 'paymentRun',
    entityId: run.id,
    after: { ...run, lines: lines.map(({ trace: _trace, ...line }) => line), waiting: waits },
  });
  const prepared = await requireRun(command.trx, command.planId, run.id);
  return { status: 201, body: { run: { ...prepared, lines }, waiting: waits } };
}

async function approve(ctx: AppContext, command: CommandContext, runId: string) {
  const run = await requireRun(command.trx, command.planId, runId);
  if (run.status !== 'prepared') throw new Problem('not_pending', { field: 'runId' });
  // Segregation of duties compares people: a second account of the preparer cannot approve.
  await requireApprover(command, command.planId, run.preparedBy, 'runId');
  // The approver approves what the record says now: a changed payment is prepared again.
  const result = await evaluateRecord(command.trx, command.planId, { asOf: run.payThrough });
  const stale =
    (await heldSince(command, run)) ??
    staleness(
      run.lines,
      result,
      covering(run),
      command.today,
      await shareAmounts(command, result, run),
    );
  if (stale)
    throw new Problem('payment_run_stale', {
      field: 'runId',
      ...(typeof stale === 'string' ? detailFromAny(STALE, stale) : stale),
    });
  const paid = paidLines(run.lines, command.today);
  const approval = { ...run, approvedBy: command.actor.username, approvedAt: command.at };
  // Payments made are facts: each line is appended as one; the run's lines are not updated.
  await approvePaymentRun(command.trx, approval, paid);
  const withdrawals = run.source === 'trust' ? await withdrawFromTrust(command, run) : [];
  const approved = await requireRun(command.trx, command.planId, run.id);
  await command.audit({
    action: 'paymentRun.approved',
    entity: 'paymentRun',
    entityId: run.id,
    before: { status: run.status },
    after: { status: approved.status, approvedBy: approved.approvedBy, paid, withdrawals },
  });
  return { status: 200, body: { run: approved, trustWithdrawals: withdrawals } };
}

/** Plan 10.2: a run the rabbi trust pays takes each line's gross out of it on the day paid. */
async function withdrawFromTrust(
  command: CommandContext,
  run: PaymentRunWithLines,
): Promise<TrustTransaction[]> {
  const withdrawals: TrustTransaction[] = [];
  const { lines } = await requireRun(command.trx, command.planId, run.id);
  for (const due of runWithdrawals(run.id, lines)) {
    const withdrawal: TrustTransaction = {
      id: newId('TT'),
      planId: command.planId,
      date: due.date,
      kind: 'withdrawal',
      amount: due.amount,
      memo: due.memo,
      paymentRunId: run.id,
      lineNo: due.lineNo,
      recordedAt: command.at,
      recordedBy: command.actor.username,
    };
    await addTrustTransaction(command.trx, withdrawal);
    withdrawals.push(withdrawal);
  }
  return withdrawals;
}

async function cancel(command: CommandContext, runId: string) {
  const run = await requireRun(command.trx, command.planId, runId);
  if (run.status !== 'prepared') throw new Problem('not_pending', { field: 'runId' });
  const cancellation = { ...run, cancelledBy: command.actor.username, cancelledAt: command.at };
  await cancelPaymentRun(command.trx, cancellation);
  await command.audit({
    action: 'paymentRun.cancelled',
    entity: 'paymentRun',
    entityId: run.id,
    before: { status: run.status },
    after: { status: 'cancelled', cancelledBy: cancellation.cancelledBy },
  });
  return { status: 200, body: { run: await requireRun(command.trx, command.planId, run.id) } };
}

/**
 * Issue 11 item 3, Plan 12.10: the payments a run may pay, one item per payee (a Death Benefit
 * split among the beneficiaries): those due in the window, and those of a payee found since his
 * payments were held, whatever their date (they are due in the next run).
 */
async function payeeLinesDue(
  command: CommandContext,
  result: ScenarioResult,
  window: PayWindow,
  paid: readonly PaidPayment[],
) {
  const due = duePayments(result, window, paid);
  const withEvents = new Set(
    (await listPayeeEvents(command.trx, command.planId)).map((e) => e.participantId),
  );
  const before = addDays(parseDate(window.payFrom), -1).toString();
  const earlier = duePayments(result, { payFrom: '0001-01-01', payThrough: before }, paid).filter(
    (d) => withEvents.has(d.participantId),
  );
  const all = [...earlier, ...due];
  const book = await payeeBook(command.trx, command.planId, {
    participantIds: all.map((d) => d.participantId),
    deceased: all.filter((d) => d.payment.payee === 'beneficiary').map((d) => d.participantId),
  });
  const released = releasedPayees(book);
  const paidKeys = new Set(paid.map((p) => p.paymentKey));
  const found = payeeItems(earlier, book, paidKeys).filter((i) =>
    released.get(i.participantId)?.has(i.to.ref),
  );
  return { due: [...found, ...payeeItems(due, book, paidKeys)], book };
}

/** The run's window, widened to its earliest line (a found payee's earlier payments, 12.10). */
const covering = (run: PaymentRunWithLines): PayWindow => ({
  payFrom: run.lines.reduce(
    (from, l) => (l.paymentDate < from ? l.paymentDate : from),
    run.payFrom,
  ),
  payThrough: run.payThrough,
});

/** Each beneficiary share's amount as the record splits it now (5.4), by its line key. */
async function shareAmounts(
  command: CommandContext,
  result: ScenarioResult,
  run: PaymentRunWithLines,
): Promise<Map<string, string>> {
  const due = duePayments(result, covering(run), []);
  const book = await payeeBook(command.trx, command.planId, {
    participantIds: [],
    deceased: due.filter((d) => d.payment.payee === 'beneficiary').map((d) => d.participantId),
  });
  return new Map(
    payeeItems(due, book)
      .filter((i) => i.to.share !== null)
      .map((i) => [shareKey(paymentKeyOf(i.participantId, i.payment), i.to.share), i.to.amount]),
  );
}

/** The engine's reasons a prepared run is stale (domain `staleness`), read back for zh-Hant. */
const STALE = [
  'run_line_not_due',
  'run_line_amount',
  'run_line_unpriced',
  'run_line_payee',
  'run_line_year',
] as const;

/** Plan 12.10: a line whose payee was suspended since the run was prepared is not paid. */
async function heldSince(command: CommandContext, run: PaymentRunWithLines) {
  const events = new Map<string, PayeeEvent[]>();
  for (const line of run.lines) {
    if (!events.has(line.participantId))
      events.set(
        line.participantId,
        (await payeeEventsOf(command.trx, command.planId, line.participantId)).events,
      );
    const standing = payeeStanding(events.get(line.participantId)!, payeeOfLine(line));
    if (standing.suspended)
      return detailOf('payee_held', {
        line: String(line.lineNo),
        key: line.paymentKey,
        payee: standing.payee,
        since: standing.since ?? '',
      });
  }
  return null;
}

/** The daily jobs prepare the year-end run the same way (daily/tick.ts). */
export { prepare as preparePaymentRun };
