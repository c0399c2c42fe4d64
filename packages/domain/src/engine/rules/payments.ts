/** Article V's mechanics shared by every benefit: valuation, payment, opening sub-accounts. */
import { divideHalfUp, formatMoney, type Cents } from '../../money/decimal.js';
import type { AccountName, Schedule } from '../../scenario/types.js';
import { accountKind, sdaMonthOf } from '../accounts.js';
import { Order } from '../agenda.js';
import type { Effect } from '../effects.js';
import { specifiedDatePayments, type Benefit, type PlannedPayment } from '../payouts.js';
import {
  madeFor,
  occurrenceOf,
  plannedKey,
  takenAlone,
  type PaymentMade,
} from '../payments-made.js';
import { accountNames, type EngineContext, type PaymentRecord, type StateView } from '../state.js';
import { step } from '../../i18n/trace-steps.js';

/** What share of a sub-account worth `value` a payment takes, and how, for its trace. */
function shareOf(p: PlannedPayment, value: Cents): { amount: Cents | null; how: string } {
  if (p.share.kind === 'fraction') {
    const amount = divideHalfUp(value * BigInt(p.share.numerator), BigInt(p.share.denominator));
    const how = step('payment.share.fraction', {
      value: formatMoney(value),
      numerator: p.share.numerator,
      denominator: p.share.denominator,
      amount: formatMoney(amount),
    });
    return { amount, how };
  }
  if (p.share.kind === 'amount')
    return {
      amount: p.share.amount,
      how: step('payment.share.amount', {
        amount: formatMoney(p.share.amount),
        value: formatMoney(value),
      }),
    };
  return { amount: null, how: step('payment.share.all') };
}

/**
 * Article V, 5.8, FORMAT.md: a payment's amount is fixed at its valuation point (its units are
 * redeemed then) and it earns nothing until paid on its Payment Date. A payment already made
 * (an approved run) keeps the gross it paid (payments-made.ts).
 */
export function valuePayment(state: StateView, planned: PlannedPayment): Effect[] {
  const p = withOccurrence(state, planned);
  const keyPlanned: Effect = { type: 'keyPlanned', key: plannedKey(planned) };
  const made = madeFor(state.made, p, state.madeClaims);
  // Taken alone on an earlier valuation point (the record moved it): it is paid already.
  if (made < 0 && takenAlone(state.made, p, state.madeClaims)) return [];
  const value = state.ledger.value(p.account, p.valuationDate);
  const holdings = step('payment.value', {
    account: p.account,
    date: p.valuationDate,
    holdings: state.ledger.describe(p.account, p.valuationDate),
    value: formatMoney(value),
  });
  const { amount, how } = shareOf(p, value);
  // The ledger redeems everything when asked for as much as the sub-account holds or more.
  const computed = amount === null || amount >= value ? value : amount;
  if (made >= 0)
    return [
      keyPlanned,
      ...valueMadePayment(state, p, made, { value, computed, trace: [holdings, how] }),
    ];
  const redeem: Effect = {
    type: 'redeem',
    kind: 'payment',
    account: p.account,
    amount,
    valuedAt: p.valuationDate,
  };
  if (computed === 0n) return [redeem];
  const record: PaymentRecord = {
    date: p.payDate,
    account: p.account,
    benefit: p.benefit,
    amount: computed,
    valuedAt: p.valuationDate,
    payee: p.payee,
    rules: p.rules,
    trace: [...p.trace, holdings, how],
  };
  if (p.installment) record.installment = p.installment;
  if (p.occurrence) record.occurrence = p.occurrence;
  const pending = state.ledger.pricesPending(p.account, p.valuationDate);
  if (pending.length > 0) {
    record.pricesPending = pending;
    record.trace.push(
      step('payment.estimate', { funds: pending.join(', '), date: p.valuationDate }),
    );
  }
  return [keyPlanned, redeem, scheduled(record)];
}

/** The n-th payment planned under one key is its occurrence n (payments-made.ts). */
function withOccurrence(state: StateView, p: PlannedPayment): PlannedPayment {
  const occurrence = (state.plannedKeys.get(plannedKey(p)) ?? 0) + 1;
  return occurrence > 1 ? { ...p, occurrence } : p;
}

const scheduled = (record: PaymentRecord): Effect => ({
  type: 'schedule',
  date: record.date,
  order: Order.payment,
  event: { type: 'payment', record },
});

/**
 * A payment made takes the gross it paid out of the sub-account, never what the record now
 * computes; where the two differ (a correction, 12.9), `due` says what it should have been.
 */
function valueMadePayment(
  state: StateView,
  p: PlannedPayment,
  index: number,
  figures: { value: Cents; computed: Cents; trace: string[] },
): Effect[] {
  const made = state.made[index]!;
  const record: PaymentRecord = {
    date: p.payDate,
    account: p.account,
    benefit: p.benefit,
    amount: made.gross,
    valuedAt: p.valuationDate,
    payee: p.payee,
    rules: [...p.rules],
    trace: [...p.trace, ...figures.trace, paidTrace(made)],
    paid: { on: made.paidOn, ref: made.ref },
  };
  if (p.installment) record.installment = p.installment;
  if (p.occurrence) record.occurrence = p.occurrence;
  if (figures.computed !== made.gross) {
    record.due = figures.computed;
    record.rules.push('12.9');
    record.trace.push(
      step(made.gross > figures.computed ? 'payment.recomputed.over' : 'payment.recomputed.under', {
        computed: formatMoney(figures.computed),
        difference: formatMoney(made.gross - figures.computed),
      }),
    );
  }
  if (made.gross > figures.value) record.unfunded = made.gross - figures.value;
  const effects: Effect[] = [
    { type: 'claimMade', index, as: 'planned' },
    {
      type: 'redeem',
      kind: 'payment',
      account: p.account,
      amount: made.gross,
      valuedAt: p.valuationDate,
    },
    scheduled(record),
  ];
  // A payment of the whole sub-account made short leaves the rest owed: a make-up payment.
  const rest = figures.value - made.gross;
  if (p.share.kind === 'all' && rest > 0n) effects.push(...makeUpPayment(state, p, rest));
  return effects;
}

/**
 * 12.9: the rest of a payment of the whole sub-account that was made short is owed from its
 * Payment Date, valued at the same point (so it is due at once, and paid by the next run, late
 * under 5.10 if its grace has passed). Once a run pays it, it is a payment made like any other.
 */
function makeUpPayment(state: StateView, p: PlannedPayment, rest: Cents): Effect[] {
  const index = madeFor(state.made, p, state.madeClaims, true);
  const made = index >= 0 ? state.made[index]! : undefined;
  const record: PaymentRecord = {
    date: p.payDate,
    account: p.account,
    benefit: p.benefit,
    amount: made ? made.gross : rest,
    valuedAt: p.valuationDate,
    payee: p.payee,
    rules: [...p.rules, '12.9'],
    trace: [...p.trace, step('payment.makeUp', { rest: formatMoney(rest), account: p.account })],
    makeUp: true,
  };
  if (p.installment) record.installment = p.installment;
  if (p.occurrence) record.occurrence = p.occurrence;
  const effects: Effect[] = [];
  if (made) {
    record.paid = { on: made.paidOn, ref: made.ref };
    record.trace.push(paidTrace(made));
    if (made.gross !== rest) record.due = rest;
    if (made.gross > rest) record.unfunded = made.gross - rest;
    effects.push({ type: 'claimMade', index, as: 'planned' });
  }
  const amount = made ? made.gross : rest;
  return [
    ...effects,
    { type: 'redeem', kind: 'payment', account: p.account, amount, valuedAt: p.valuationDate },
    scheduled(record),
  ];
}

const paidTrace = (made: PaymentMade) =>
  step('payment.made', { gross: formatMoney(made.gross), date: made.paidOn, ref: made.ref });

/**
 * 12.9: a payment made that no payment of the record took on its valuation point (a correction
 * removed or moved it) still left the sub-account: its gross is redeemed there and then, and
 * none of it is due.
 */
export function takeUnplannedPayment(state: StateView, event: { index: number }): Effect[] {
  if (state.madeClaims.has(event.index)) return [];
  const made = state.made[event.index]!;
  const account = made.account as AccountName;
  const value = state.ledger.value(account, made.valuedAt);
  const record: PaymentRecord = {
    date: made.date,
    account,
    benefit: made.benefit as Benefit,
    amount: made.gross,
    valuedAt: made.valuedAt,
    payee: made.payee,
    rules: ['12.9'],
    trace: [paidTrace(made), step('payment.unplanned')],
    paid: { on: made.paidOn, ref: made.ref },
    due: 0n,
  };
  const installment = installmentOf(made.key);
  if (installment) record.installment = installment;
  if (occurrenceOf(made.key) > 1) record.occurrence = occurrenceOf(made.key);
  if (made.gross > value) record.unfunded = made.gross - value;
  return [
    { type: 'claimMade', index: event.index, as: 'unplanned' },
    { type: 'redeem', kind: 'payment', account, amount: made.gross, valuedAt: made.valuedAt },
    scheduled(record),
  ];
}

function installmentOf(key: string): [number, number] | undefined {
  const [n, m] = (key.split('|')[3] ?? '').split('/').map(Number);
  return n && m ? [n, m] : undefined;
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
