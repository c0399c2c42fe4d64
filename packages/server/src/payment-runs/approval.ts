// Plan 8.2: a prepared run approved by a second person (checked against the record as it is
// now) or cancelled; 10.2: a run the trust pays withdraws from it.
import {
  duePayments,
  paidLines,
  payeeItems,
  payeeStanding,
  paymentKeyOf,
  runWithdrawals,
  shareKey,
  staleness,
  type PayeeEvent,
  type PayWindow,
  type ScenarioResult,
} from '@defcomp/domain';
import {
  addTrustTransaction,
  approvePaymentRun,
  cancelPaymentRun,
  type PaymentRunWithLines,
  type TrustTransaction,
} from '@defcomp/store';
import { newId } from '../core/auth/tokens.js';
import { type CommandContext } from '../core/command.js';
import { type AppContext } from '../core/context.js';
import { evaluateRecord } from '../core/evaluation.js';
import { payeeBook, payeeEventsOf } from '../payees/index.js';
import { Problem } from '../core/problems.js';
import { requireApprover } from '../core/security/approvals.js';
import { detailOf, detailFromAny } from '../core/i18n/problem-details.js';
import { payeeOfLine, requireRun } from './lookup.js';

export async function approve(ctx: AppContext, command: CommandContext, runId: string) {
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

export async function cancel(command: CommandContext, runId: string) {
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
