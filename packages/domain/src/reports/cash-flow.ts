import { formatMoney, parseMoney, type Cents } from '../money/decimal.js';
import { effectiveDateOf, type DatedEvent } from '../model/effective-date.js';
import type { PaymentJson } from '../scenario/evaluate.js';

// The trust's cash needs (Plan 10.2: the Employer may fund a rabbi trust; 10.1: the payments
// are the Employer's): every payment the record schedules after the as-of date, and those due
// by it that no run had paid, with their totals by month and by year. A payment valued after
// the as-of date is an estimate: its amount is the sub-account's value at the as-of date's
// prices (the record evaluated with no later facts and no later prices), not what will be paid.

export type CashFlowStatus = 'due' | 'scheduled';

export interface CashFlowPayment {
  date: string;
  participantId: string;
  account: string;
  benefit: string;
  payee: string;
  installment: string | null;
  amount: string;
  valuedAt: string;
  /** `due`: dated by the as-of date and unpaid then; `scheduled`: dated after it. */
  status: CashFlowStatus;
  /** Valued after the as-of date and not paid: the amount is an estimate (at the as-of prices). */
  estimate: boolean;
}

export interface CashFlowBucket {
  period: string;
  payments: number;
  total: string;
  /** The part of `total` that is estimated. */
  estimated: string;
}

export interface CashFlowReport {
  asOf: string;
  payments: CashFlowPayment[];
  byMonth: CashFlowBucket[];
  byYear: CashFlowBucket[];
  totals: { payments: number; total: string; estimated: string; due: string };
}

/**
 * From each participant's payments (the engine's result through a far horizon): those dated
 * after `asOf`, and those dated by it and not paid by it (a payment made is paid on `paid.on`).
 */
export function cashFlowReport(
  participants: Record<string, readonly PaymentJson[]>,
  asOf: string,
): CashFlowReport {
  const payments: CashFlowPayment[] = [];
  for (const [participantId, own] of Object.entries(participants)) {
    for (const p of own) {
      const paidByAsOf = p.paid !== undefined && p.paid.on <= asOf;
      if (p.date <= asOf && paidByAsOf) continue;
      payments.push({
        date: p.date,
        participantId,
        account: p.account,
        benefit: p.benefit,
        payee: p.payee,
        installment: p.installment ? `${p.installment[0]}/${p.installment[1]}` : null,
        amount: p.amount,
        valuedAt: p.valuedAt,
        status: p.date > asOf ? 'scheduled' : 'due',
        estimate: p.paid === undefined && p.valuedAt > asOf,
      });
    }
  }
  payments.sort(
    (a, b) =>
      cmp(a.date, b.date) || cmp(a.participantId, b.participantId) || cmp(a.account, b.account),
  );
  const cents = payments.map((p) => parseMoney(p.amount));
  const sum = (pick: (p: CashFlowPayment) => boolean) =>
    formatMoney(payments.reduce((s, p, i) => (pick(p) ? s + cents[i]! : s), 0n));
  return {
    asOf,
    payments,
    byMonth: buckets(payments, cents, (p) => p.date.slice(0, 7)),
    byYear: buckets(payments, cents, (p) => p.date.slice(0, 4)),
    totals: {
      payments: payments.length,
      total: sum(() => true),
      estimated: sum((p) => p.estimate),
      due: sum((p) => p.status === 'due'),
    },
  };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function buckets(
  payments: readonly CashFlowPayment[],
  cents: readonly Cents[],
  periodOf: (p: CashFlowPayment) => string,
): CashFlowBucket[] {
  const byPeriod = new Map<string, { payments: number; total: Cents; estimated: Cents }>();
  payments.forEach((p, i) => {
    const key = periodOf(p);
    const bucket = byPeriod.get(key) ?? { payments: 0, total: 0n, estimated: 0n };
    bucket.payments += 1;
    bucket.total += cents[i]!;
    if (p.estimate) bucket.estimated += cents[i]!;
    byPeriod.set(key, bucket);
  });
  return [...byPeriod.entries()]
    .sort(([a], [b]) => cmp(a, b))
    .map(([period, b]) => ({
      period,
      payments: b.payments,
      total: formatMoney(b.total),
      estimated: formatMoney(b.estimated),
    }));
}

/** What `recordAsOf` reads and keeps of a scenario (the domain's or the store's input). */
export interface RecordLike<E extends DatedEvent> {
  company: { events: E[] };
  participants: { events: E[] }[];
  prices: Record<string, { constant: string } | { points: [string, string][] }>;
  evaluateThrough: string;
}

/**
 * The record as it stood on `asOf`, evaluated through `through`: only the events dated by
 * `asOf` (effectiveDateOf: the engine's own placing of an event) and the price points dated by
 * it. The engine then values every later payment at the as-of date's prices (the latest
 * point: FORMAT.md), with no deferral or other fact after it: a projection, not a forecast.
 */
export function recordAsOf<E extends DatedEvent, S extends RecordLike<E>>(
  s: S,
  asOf: string,
  through: string,
): S {
  const known = (e: E) => effectiveDateOf(e) <= asOf;
  return {
    ...s,
    company: { ...s.company, events: s.company.events.filter(known) },
    participants: s.participants.map((p) => ({ ...p, events: p.events.filter(known) })),
    prices: Object.fromEntries(
      Object.entries(s.prices).map(([fund, series]) => [
        fund,
        'points' in series ? { points: series.points.filter(([d]) => d <= asOf) } : series,
      ]),
    ),
    evaluateThrough: through,
  };
}
