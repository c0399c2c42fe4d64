/** Article V's mechanics shared by every benefit: valuation, payment, opening sub-accounts. */
import { divideHalfUp, formatMoney, type Cents } from '../../money/decimal.js';
import type { AccountName, Schedule } from '../../scenario/types.js';
import { accountKind, sdaMonthOf } from '../accounts.js';
import { Order } from '../agenda.js';
import type { Effect } from '../effects.js';
import { specifiedDatePayments, type PlannedPayment } from '../payouts.js';
import { accountNames, type EngineContext, type PaymentRecord, type StateView } from '../state.js';

/**
 * Article V, 5.8, FORMAT.md: a payment's amount is fixed at its valuation point (its units are
 * redeemed then) and it earns nothing until paid on its Payment Date.
 */
export function valuePayment(state: StateView, p: PlannedPayment): Effect[] {
  const value = state.ledger.value(p.account, p.valuationDate);
  const holdings = `value of ${p.account} at ${p.valuationDate}: ${state.ledger.describe(p.account, p.valuationDate)} = ${formatMoney(value)}`;
  let amount: Cents | null = null;
  let how = 'the whole sub-account';
  if (p.share.kind === 'fraction') {
    amount = divideHalfUp(value * BigInt(p.share.numerator), BigInt(p.share.denominator));
    how = `${formatMoney(value)} x ${p.share.numerator} / ${p.share.denominator}, half-up = ${formatMoney(amount)}`;
  } else if (p.share.kind === 'amount') {
    amount = p.share.amount;
    how = `${formatMoney(amount)} of ${formatMoney(value)}`;
  }
  const redeem: Effect = {
    type: 'redeem',
    kind: 'payment',
    account: p.account,
    amount,
    valuedAt: p.valuationDate,
  };
  // The ledger redeems everything when asked for as much as the sub-account holds or more.
  const paid = amount === null || amount >= value ? value : amount;
  if (paid === 0n) return [redeem];
  const record: PaymentRecord = {
    date: p.payDate,
    account: p.account,
    benefit: p.benefit,
    amount: paid,
    valuedAt: p.valuationDate,
    payee: p.payee,
    rules: p.rules,
    trace: [...p.trace, holdings, how],
  };
  if (p.installment) record.installment = p.installment;
  return [
    redeem,
    { type: 'schedule', date: p.payDate, order: Order.payment, event: { type: 'payment', record } },
  ];
}

/** 5.8: an installment reaches its valuation date; the last one pays the sub-account in full. */
export function valueInstallment(
  state: StateView,
  event: { series: number; index: number },
): Effect[] {
  const series = state.series[event.series]!;
  if (series.cancelled) return [];
  const payment = series.payments[event.index]!;
  const last = event.index === series.payments.length - 1;
  return [
    { type: 'seriesValued', series: event.series },
    ...valuePayment(state, payment),
    ...(last ? [{ type: 'markPaid' as const, account: payment.account }] : []),
  ];
}

/** A payment falls due: it is made (and the sub-account has now paid, 6.2). */
export const makePayment = (record: PaymentRecord): Effect[] => [{ type: 'paid', record }];

/** 5.4, 5.6, 9.3: one lump sum from every sub-account, each then paid in full. */
export function payEveryAccount(
  state: StateView,
  payment: Omit<PlannedPayment, 'account' | 'share'>,
): Effect[] {
  return accountNames(state).flatMap((account): Effect[] => [
    ...valuePayment(state, { ...payment, account, share: { kind: 'all' } }),
    { type: 'markPaid', account },
  ]);
}

/**
 * 3.1(b): a sub-account is opened by the first CDA (or credit) that allocates to it, with that
 * CDA's schedule; an SDA's payments are planned from then on (5.2).
 */
export function openAccount(
  state: StateView,
  name: AccountName,
  planYear: number,
  schedule: Schedule,
  ctx: EngineContext,
): Effect[] {
  if (state.accounts.has(name)) return [];
  const open: Effect = { type: 'openAccount', account: name, planYear, schedule };
  if (accountKind(name) !== 'SDA') return [open];
  const payments = specifiedDatePayments(name, sdaMonthOf(name), schedule, ctx.days, ctx.plan);
  return [open, { type: 'planSeries', payments }];
}
