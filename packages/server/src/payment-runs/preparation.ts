// Plan 8.2: a payment run prepared: the payments due in its window, each payee's line, what waits.
import {
  addDays,
  applyPayeeStanding,
  buildLines,
  duePayments,
  parseDate,
  payeeItems,
  paymentKeyOf,
  readyToPay,
  releasedPayees,
  runTotals,
  shareKey,
  type PaidPayment,
  type PayWindow,
  type ScenarioResult,
} from '@defcomp/domain';
import {
  createPaymentRun,
  listPaidLines,
  listPaymentRuns,
  listPayeeEvents,
  type PaymentRun,
  type RunSource,
} from '@defcomp/store';
import { newId } from '../core/auth/tokens.js';
import { type CommandContext } from '../core/command.js';
import { type AppContext } from '../core/context.js';
import { evaluateRecord } from '../core/evaluation.js';
import { payeeBook } from '../payees/index.js';
import { Problem } from '../core/problems.js';
import { detailOf } from '../core/i18n/problem-details.js';
import { requireRun } from './lookup.js';

export type PrepareBody = { payFrom: string; payThrough: string; source?: RunSource };

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
export async function preparePaymentRun(
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
