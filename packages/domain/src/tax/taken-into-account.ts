/**
 * Plan 8.3, Treas. Reg. §31.3121(v)(2)-1 (the special timing rule): the amounts of this plan
 * taken into account as FICA wages, each on its date. A deferral when it is deferred (the
 * services are already performed); a company credit when it vests: the part vested when it is
 * credited, and each later rise of the vested % on the CCA's value that day, so the value
 * vesting carries its earnings to that date. Earnings on what was taken into account, and
 * payments, are never FICA wages again (non-duplication).
 */
import { formatMoney, percentOf, valueOf, type Cents, type Micro } from '../money/decimal.js';
import type { Plan } from '../plan/plan-definition.js';
import { plusYears, type IsoDate, type ValuationDays } from '../engine/days.js';
import type { ParticipantOutcome } from '../engine/state.js';
import type { PriceBook } from '../engine/prices.js';
import { vestedPct, yearsOfService } from '../engine/vesting.js';

export const SPECIAL_TIMING_RULE = 'Treas. Reg. §31.3121(v)(2)-1';

export interface TakenIntoAccount {
  date: IsoDate;
  source: 'deferral' | 'companyCredit' | 'vesting';
  /** The sub-account: a deferral's own; company credits and vesting are the CCA's. */
  account: string;
  amount: Cents;
  rules: string[];
  /** What it is and how it was computed, in words. */
  from: string;
}

export interface VestingContext {
  plan: Plan;
  days: ValuationDays;
  prices: PriceBook;
  hireDate: IsoDate;
  evaluateThrough: IsoDate;
  /** Dates an amendment takes effect (the vesting schedule may change on them). */
  amendmentDates: readonly IsoDate[];
}

/**
 * 4.2: the vested % of the CCA on `date` while employed. After a Separation nothing vests any
 * more (the unvested part was forfeited); a full vesting (4.2(i)-(ii), 9.3) counts only when it
 * comes on or before the Separation.
 */
function vestedPctWhileEmployed(o: ParticipantOutcome, ctx: VestingContext, date: IsoDate) {
  const full = o.vestedInFull;
  if (full && full.date <= date && (!o.separation || full.date <= o.separation.date)) return 100;
  return vestedPct(ctx.plan.value('vestingSchedule', date), yearsOfService(ctx.hireDate, date));
}

/**
 * The CCA's value on `date` for a vesting (Interpretation): its units at the Valuation Date on
 * or before `date` at that day's prices, leaving out a credit dated `date` or later (counted on
 * its own date) and counting at its amount a credit dated before `date` whose units are bought
 * after that Valuation Date (a December 31 that is not a trading day).
 */
function ccaValueOn(o: ParticipantOutcome, ctx: VestingContext, date: IsoDate): Cents {
  const at = ctx.days.onOrBefore(date);
  const later = new Set(
    o.companyCredits.filter((c) => c.date >= date).map((c) => ctx.days.onOrAfter(c.date)),
  );
  const units = new Map<string, Micro>();
  for (const e of o.ledger.entries) {
    if (e.account !== 'CCA' || e.valuedAt > at) continue;
    if (e.kind === 'companyCredit' && later.has(e.valuedAt)) continue;
    units.set(e.fund, (units.get(e.fund) ?? 0n) + e.units);
  }
  let value = 0n;
  for (const [fund, u] of units) if (u !== 0n) value += valueOf(u, ctx.prices.price(fund, at));
  for (const c of o.companyCredits)
    if (c.date < date && ctx.days.onOrAfter(c.date) > at) value += c.amount;
  return value;
}

/** Dates on which the vested % may rise: hire anniversaries, amendments, a full vesting. */
function vestingDates(o: ParticipantOutcome, ctx: VestingContext): IsoDate[] {
  const last =
    o.separation && o.separation.date < ctx.evaluateThrough
      ? o.separation.date
      : ctx.evaluateThrough;
  const dates = new Set<IsoDate>(ctx.amendmentDates.filter((d) => d > ctx.hireDate));
  if (o.vestedInFull) dates.add(o.vestedInFull.date);
  for (let k = 1; plusYears(ctx.hireDate, k) <= last; k++) dates.add(plusYears(ctx.hireDate, k));
  return [...dates].filter((d) => d <= last).sort();
}

/** The CCA's amounts taken into account: credits as credited, then each rise of the vested %. */
function companyAmounts(o: ParticipantOutcome, ctx: VestingContext): TakenIntoAccount[] {
  const rules = ['8.3', '4.2', SPECIAL_TIMING_RULE];
  const items: TakenIntoAccount[] = [];
  const credits = [...o.companyCredits].sort((a, b) => (a.date < b.date ? -1 : 1));
  if (credits.length === 0) return [];
  // Before the first credit the CCA is empty: nothing vests (and the plan may not yet exist).
  const steps = vestingDates(o, ctx).filter((d) => d > credits[0]!.date);
  let pct = 0;
  let s = 0;
  const step = (date: IsoDate) => {
    const now = vestedPctWhileEmployed(o, ctx, date);
    if (now <= pct) return;
    const value = ccaValueOn(o, ctx, date);
    const amount = percentOf(value, now) - percentOf(value, pct);
    const from = `CCA vests from ${pct}% to ${now}% on ${date}: ${formatMoney(value)} x ${now}% - ${formatMoney(value)} x ${pct}% (value with its earnings to that date)`;
    if (amount > 0n) items.push({ date, source: 'vesting', account: 'CCA', amount, rules, from });
    pct = now;
  };
  for (const credit of credits) {
    while (s < steps.length && steps[s]! < credit.date) step(steps[s++]!);
    const now = vestedPctWhileEmployed(o, ctx, credit.date);
    const amount = percentOf(credit.amount, now);
    const from = `${credit.kind} credit of ${formatMoney(credit.amount)} on ${credit.date}, ${now}% vested when credited`;
    if (amount > 0n)
      items.push({
        date: credit.date,
        source: 'companyCredit',
        account: 'CCA',
        amount,
        rules,
        from,
      });
  }
  while (s < steps.length) step(steps[s++]!);
  return items;
}

/** Every amount of the plan taken into account as FICA wages, by date (deferrals first). */
export function takenIntoAccount(o: ParticipantOutcome, ctx: VestingContext): TakenIntoAccount[] {
  const deferrals: TakenIntoAccount[] = o.deferrals.map((d) => ({
    date: d.date,
    source: 'deferral',
    account: d.account,
    amount: d.amount,
    rules: ['8.3', '7.1', SPECIAL_TIMING_RULE],
    from: `${d.component} deferral of ${formatMoney(d.amount)} to ${d.account} on ${d.date}`,
  }));
  const all = [...deferrals, ...companyAmounts(o, ctx)];
  // Stable: on one date deferrals, then credits, then vesting, as built.
  return all.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
