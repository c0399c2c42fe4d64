/** 5.5: Unforeseeable Emergency payments, and 3.7(i) the cancellation that follows. */
import { formatMoney, minBig, parseMoney } from '../../money/decimal.js';
import type { EventOf } from '../../scenario/types.js';
import type { AccountState } from '../account-state.js';
import { plusDays, yearOf } from '../days.js';
import type { Effect } from '../effects.js';
import type { EngineContext, StateView } from '../state.js';
import { violation, type Violation } from '../violation.js';
import { valuePayment } from './payments.js';
import { step } from '../../i18n/trace-steps.js';

/** 5.5: the RTA first, then SDAs with the latest payment date first; never the CCA. */
const emergencySources = (state: StateView): AccountState[] =>
  [...state.accounts.values()]
    .filter((a) => a.kind !== 'CCA')
    .sort((a, b) =>
      a.kind !== b.kind
        ? a.kind === 'RTA'
          ? -1
          : 1
        : a.specifiedMonth > b.specifiedMonth
          ? -1
          : 1,
    );

function emergencyViolations(
  event: EventOf<'emergencyDecision'>,
  available: bigint,
  ctx: EngineContext,
): Violation[] {
  const amount = parseMoney(event.amount);
  const violations: Violation[] = [];
  if (amount > available) {
    const message = `the RTA and SDAs hold ${formatMoney(available)}, less than ${event.amount}`;
    violations.push(violation('emergency_exceeds_balance', '5.5', message, 'amount'));
  }
  // 5.5: the window in force on the day of the decision.
  const days = ctx.plan.value('emergencyPaymentDays', event.date);
  const latest = plusDays(event.date, days);
  if (event.payOn > latest || event.payOn < event.date) {
    const message = `an emergency payment is made within ${days} days after the decision (${event.date} to ${latest})`;
    violations.push(violation('emergency_payment_window', '5.5', message, 'payOn'));
  }
  if (amount <= 0n)
    violations.push(violation('emergency_amount', '5.5', 'the amount must be positive', 'amount'));
  return violations;
}

/** 5.5: an approved emergency is paid within `emergencyPaymentDays` from the RTA and SDAs; then 3.7(i). */
export function decideEmergency(
  state: StateView,
  event: EventOf<'emergencyDecision'>,
  index: number,
  ctx: EngineContext,
): Effect[] {
  if (!event.approved) return [];
  const valuedAt = ctx.days.onOrBefore(event.date);
  const sources = emergencySources(state);
  const available = sources.reduce((sum, a) => sum + state.ledger.value(a.name, valuedAt), 0n);
  const violations = emergencyViolations(event, available, ctx);
  if (violations.length > 0) return [{ type: 'refuse', index, violations }];
  const effects: Effect[] = [];
  let left = parseMoney(event.amount);
  for (const account of sources) {
    if (left === 0n) break;
    const take = minBig(left, state.ledger.value(account.name, valuedAt));
    if (take === 0n) continue;
    left -= take;
    const trace = [
      step('emergency.approved', { date: event.date, amount: event.amount }),
      step('emergency.order'),
      step('emergency.valued', { date: valuedAt }),
    ];
    effects.push(
      ...valuePayment(state, {
        account: account.name,
        benefit: 'emergency',
        payDate: event.payOn,
        valuationDate: valuedAt,
        share: { kind: 'amount', amount: take },
        payee: 'participant',
        rules: ['5.5'],
        trace,
      }),
    );
  }
  // Plan 3.7(i): deferrals cancelled for the rest of the Plan Year of the payment.
  const electionBreak = {
    date: event.date,
    throughYear: yearOf(event.payOn),
    rule: '3.7(i)',
    cancels: true,
  };
  return [...effects, { type: 'electionBreak', electionBreak }];
}
