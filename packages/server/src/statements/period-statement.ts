import {
  divideHalfUp,
  fixedPaymentHorizon,
  formatMicro,
  formatMoney,
  parseMoney,
  rollForward,
  valueOf,
  type Cents,
  type ParticipantProjection,
  type RollForwardLine,
  type RollForwardPrices,
  type RollForwardSummary,
} from '@defcomp/domain';
import { listFacts, listParticipants, type Participant } from '@defcomp/store';
import { easternToday } from '../core/clock.js';
import { horizonOf } from '../core/horizon.js';
import { Problem } from '../core/problems.js';
import { planNames, projectRecord, type ReportContext } from '../reports/index.js';
import { detailOf } from '../core/i18n/problem-details.js';

// Quarterly and annual statements (issue 12 item 4): one participant's period, read from the
// engine's projection of him (scenario/projection.ts: the ledger's entries with the day each was
// posted, his holdings as intervals, the sub-accounts opened, the CCA's vesting steps, the
// payment schedule), computed in the worker pool as the roll-forward report computes it, so
// that the statement's activity is the roll-forward's line for line (ARCHITECTURE.md
// "Period statements").

export interface StatementPeriod {
  /** 2025-Q4 or 2025. */
  period: string;
  kind: 'quarter' | 'year';
  from: string;
  to: string;
}

const lastDay = ['03-31', '06-30', '09-30', '12-31'];

/** `2025-Q4` (October 1 to December 31) or `2025` (the Plan Year, 1.27: the calendar year). */
export function parsePeriod(text: string): StatementPeriod {
  const m = /^(\d{4})(?:-Q([1-4]))?$/.exec(text);
  if (!m)
    throw new Problem('invalid_period', {
      field: 'period',
      rule: '1.27',
      ...detailOf('period_unparsable', { period: text }),
    });
  const year = m[1]!;
  if (!m[2]) return { period: text, kind: 'year', from: `${year}-01-01`, to: `${year}-12-31` };
  const q = Number(m[2]);
  const month = String(3 * q - 2).padStart(2, '0');
  return {
    period: text,
    kind: 'quarter',
    from: `${year}-${month}-01`,
    to: `${year}-${lastDay[q - 1]}`,
  };
}

/**
 * The period as a statement can show it: a period not yet begun is refused; one still running
 * closes today (its statement is "to date").
 */
export function statementPeriod(
  text: string,
  today: string,
): StatementPeriod & { through: string } {
  const period = parsePeriod(text);
  if (period.from > today)
    throw new Problem('invalid_period', {
      field: 'period',
      rule: '1.27',
      ...detailOf('period_not_begun', { period: text, from: period.from, today }),
    });
  return { ...period, through: period.to < today ? period.to : today };
}

export interface HoldingLine {
  account: string;
  fund: string;
  units: string;
  price: string;
  value: string;
}

export interface UpcomingPayment {
  date: string;
  account: string;
  benefit: string;
  payee: string;
  amount: string;
  valuedAt: string;
  installment: [number, number] | null;
  /** Valued after the close of the period: an estimate at the prices known then. */
  estimate: boolean;
  /** Dated by the close and not paid by then: owed. */
  due: boolean;
}

export interface AllocationsInForce {
  /** 3.1: the latest election's split of deferrals among sub-accounts (null: none filed). */
  deferrals: { account: string; pct: number }[] | null;
  /** 7.4: per sub-account, the investment options new money buys. */
  investments: { account: string; funds: { fund: string; pct: number }[] }[];
}

export interface PeriodStatementData {
  planName: string;
  participant: { id: string; name: string; hireDate: string };
  period: StatementPeriod & { through: string };
  openingAsOf: string;
  /** Per sub-account and fund: opening, activity, closing (domain roll-forward). */
  lines: RollForwardLine[];
  totals: RollForwardSummary;
  /** Units held at the close, at the prices of its Valuation Date. */
  valuedAt: string;
  holdings: HoldingLine[];
  /** Modified Dietz, percent with 2 decimals; null when no money was invested in the period. */
  rateOfReturn: string | null;
  allocations: AllocationsInForce;
  upcoming: UpcomingPayment[];
  /** The total balance at month ends (and the period's ends) for the chart. */
  chart: { date: string; total: string }[];
  createdAt: Date;
}

const DAY_MS = 86_400_000;
const days = (a: string, b: string): number => (Date.parse(b) - Date.parse(a)) / DAY_MS;

/**
 * The period's personal rate of return by the Modified Dietz method: the investment results
 * over the average capital at work, R = G / (V0 + sum of w_i x F_i), where V0 is the opening
 * balance, F_i each external flow (deferrals, Company credits, payments, forfeitures: money in
 * or out of the Account; transfers between funds are not flows) and w_i = (T - t_i) / T the
 * share of the period's T days left after the day t_i it was posted (a flow on the first day
 * counts whole). Exact integers (cents x days), half-up to 0.01%. Null when the average
 * capital is not positive (nothing was invested).
 */
export function modifiedDietz(
  gain: Cents,
  opening: Cents,
  flows: { on: string; amount: Cents }[],
  from: string,
  to: string,
): string | null {
  const T = BigInt(days(from, to) + 1);
  let capital = opening * T;
  for (const flow of flows) capital += flow.amount * (T - BigInt(days(from, flow.on)));
  if (capital <= 0n) return null;
  // Percent with 2 decimals: G x T x 10000 / capital, in hundredths of a percent.
  return formatMoney(divideHalfUp(gain * T * 10_000n, capital));
}

const FLOW_KINDS = new Set(['deferral', 'companyCredit', 'payment', 'forfeiture']);

/** Month ends from the first sub-account's opening (at most 24 months back) through `through`. */
function chartDates(projection: ParticipantProjection, from: string, through: string): string[] {
  const firstOpened = projection.accounts.map((a) => a.openedOn).sort()[0] ?? from;
  const dates = new Set<string>();
  let [y, m] = [Number(through.slice(0, 4)), Number(through.slice(5, 7))];
  for (let i = 0; i < 24; i++) {
    const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    if (end < firstOpened) break;
    if (end <= through) dates.add(end);
    m -= 1;
    if (m === 0) [y, m] = [y - 1, 12];
  }
  dates.add(through);
  const opening = new Date(Date.parse(from) - DAY_MS).toISOString().slice(0, 10);
  if (opening >= firstOpened) dates.add(opening);
  return [...dates].sort();
}

/** The value of everything he holds at the close of `asOf` (as the roll-forward values it). */
function totalOn(
  projection: ParticipantProjection,
  asOf: string,
  prices: RollForwardPrices,
): Cents {
  const opened = new Set(
    projection.accounts.filter((a) => a.openedOn <= asOf).map((a) => a.account),
  );
  const valuedAt = prices.valuationDayOnOrBefore(asOf);
  let total = 0n;
  for (const h of projection.holdings)
    if (h.from <= asOf && (h.until === null || h.until > asOf) && opened.has(h.account))
      total += valueOf(h.units, prices.price(h.fund, valuedAt));
  return total;
}

function holdingsOn(
  projection: ParticipantProjection,
  asOf: string,
  prices: RollForwardPrices,
): { valuedAt: string; holdings: HoldingLine[] } {
  const opened = new Set(
    projection.accounts.filter((a) => a.openedOn <= asOf).map((a) => a.account),
  );
  const valuedAt = prices.valuationDayOnOrBefore(asOf);
  const units = new Map<string, bigint>();
  for (const h of projection.holdings)
    if (h.from <= asOf && (h.until === null || h.until > asOf) && opened.has(h.account)) {
      const key = `${h.account}\u001f${h.fund}`;
      units.set(key, (units.get(key) ?? 0n) + h.units);
    }
  const holdings = [...units]
    .filter(([, u]) => u !== 0n)
    .map(([key, u]) => {
      const [account, fund] = key.split('\u001f') as [string, string];
      const price = prices.price(fund, valuedAt);
      return {
        account,
        fund,
        units: formatMicro(u),
        price: formatMicro(price),
        value: formatMoney(valueOf(u, price)),
      };
    });
  return { valuedAt, holdings };
}

/**
 * 3.1 and 7.4 as filed by the close of the period: the latest election's deferral split, and
 * for each sub-account the investments of the latest election or allocation change that directs
 * new money (`future` or `both`), by the day it was filed or dated. Interpretation: the
 * allocations as the participant gave them; a fund closed since (7.3) is the engine's to map.
 */
async function allocationsInForce(
  ctx: ReportContext,
  participantId: string,
  through: string,
): Promise<AllocationsInForce> {
  const facts = await listFacts(ctx.store.db, { planId: ctx.planId, participantId });
  type Dated = { on: string; event: Record<string, unknown> };
  const dated: Dated[] = [];
  for (const f of facts) {
    const e = f.event as Record<string, unknown>;
    const on =
      e.type === 'election'
        ? String(e.filedAt ?? '').slice(0, 10)
        : e.type === 'allocationChange'
          ? String(e.date ?? '')
          : '';
    if (on && on <= through) dated.push({ on, event: e });
  }
  dated.sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
  let deferrals: AllocationsInForce['deferrals'] = null;
  const investments = new Map<string, { fund: string; pct: number }[]>();
  for (const { event } of dated) {
    if (event.type === 'election') {
      deferrals = (event.allocation as { account: string; pct: number }[]) ?? deferrals;
      const own = (event.investments ?? {}) as Record<string, Record<string, number>>;
      for (const [account, funds] of Object.entries(own))
        investments.set(
          account,
          Object.entries(funds).map(([fund, pct]) => ({ fund, pct })),
        );
    } else if (event.applyTo !== 'existing') {
      const funds = (event.investments ?? {}) as Record<string, number>;
      investments.set(
        String(event.account),
        Object.entries(funds).map(([fund, pct]) => ({ fund, pct })),
      );
    }
  }
  return {
    deferrals,
    investments: [...investments]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([account, funds]) => ({ account, funds })),
  };
}

/**
 * The period statements of these participants (all the plan's when absent), in id order, from
 * one projection of them through the statement horizon of the period's close (the engine runs
 * in the worker pool, never on the event loop).
 */
export async function periodStatements(
  ctx: ReportContext,
  periodText: string,
  participantIds?: string[],
): Promise<PeriodStatementData[]> {
  const today = easternToday(ctx.clock);
  const period = statementPeriod(periodText, today);
  const all = await listParticipants(ctx.store.db, ctx.planId);
  const wanted = participantIds ? new Set(participantIds) : null;
  const people: Participant[] = all.filter((p) => !wanted || wanted.has(p.id));
  if (participantIds && people.length < participantIds.length)
    throw new Problem('participant_not_found');
  if (people.length === 0) return [];
  const through = horizonOf(period.through);
  const needed = fixedPaymentHorizon(period.through);
  const { projections, prices } = await projectRecord(ctx, {
    through: through > needed ? through : needed,
    participantIds: people.map((p) => p.id),
  });
  const byId = new Map(projections.map((p) => [p.participantId, p]));
  const { planName } = await planNames(ctx);
  const out: PeriodStatementData[] = [];
  for (const person of people) {
    const projection = byId.get(person.id);
    if (!projection) throw new Error(`assertion: ${person.id} was not projected`);
    out.push(await statementOf(ctx, planName, person, projection, prices, period));
  }
  return out;
}

async function statementOf(
  ctx: ReportContext,
  planName: string,
  person: Participant,
  projection: ParticipantProjection,
  prices: RollForwardPrices,
  period: StatementPeriod & { through: string },
): Promise<PeriodStatementData> {
  const report = rollForward([projection], { from: period.from, to: period.through }, prices);
  const own = report.participants[0];
  const zero = report.totals;
  const totals: RollForwardSummary = own ?? zero;
  const flows = projection.entries
    .filter(
      (e) =>
        FLOW_KINDS.has(e.kind) && e.postedOn > report.openingAsOf && e.postedOn <= period.through,
    )
    .map((e) => ({ on: e.postedOn, amount: e.amount }));
  const rateOfReturn = modifiedDietz(
    parseMoney(totals.investmentResults),
    parseMoney(totals.opening),
    flows,
    period.from,
    period.through,
  );
  const { valuedAt, holdings } = holdingsOn(projection, period.through, prices);
  const upcoming = projection.result.payments
    // After the close, and any dated by it that no run had paid by then (owed: `due`).
    .filter((p) => !(p.paid && p.paid.on <= period.through))
    .map((p) => ({
      date: p.date,
      account: p.account,
      benefit: p.benefit,
      payee: p.payee,
      amount: p.amount,
      valuedAt: p.valuedAt,
      installment: p.installment ?? null,
      estimate: p.valuedAt > period.through,
      due: p.date <= period.through,
    }));
  const chart = chartDates(projection, period.from, period.through).map((date) => ({
    date,
    total: formatMoney(totalOn(projection, date, prices)),
  }));
  return {
    planName,
    participant: { id: person.id, name: person.name, hireDate: person.hireDate },
    period,
    openingAsOf: report.openingAsOf,
    lines: own?.lines ?? [],
    totals,
    valuedAt,
    holdings,
    rateOfReturn,
    allocations: await allocationsInForce(ctx, person.id, period.through),
    upcoming,
    chart,
    createdAt: ctx.clock.now(),
  };
}
