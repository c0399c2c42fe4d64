/** Article III: deferrals from pay (1.12, 1.14, 3.2, 3.3, 3.7) and their crediting (7.1). */
import type { AccountName, EventOf } from '../../scenario/types.js';
import { LUMP_SUM } from '../accounts.js';
import { plusMonths, yearOf, type IsoDate } from '../days.js';
import type { Cents } from '../../money/decimal.js';
import {
  cancellationOf,
  deferralAmount,
  electionForPay,
  planYearOfPay,
  whyNoElection,
} from '../deferrals.js';
import type { Effect } from '../effects.js';
import { isEligibleOn, type AcceptedElection } from '../elections.js';
import { splitByPercent } from '../ledger.js';
import { specifiedDate } from '../payouts.js';
import {
  investmentsFor,
  type DeferralStop,
  type EngineContext,
  type PayRecord,
  type StateView,
} from '../state.js';
import { openAccount } from './payments.js';
import { lateCredit } from './separation.js';
import { step } from '../../i18n/trace-steps.js';

type Pay = EventOf<'pay'>;

/** Article III, 7.1: defer part of a paycheck and credit it on the pay date. */
export function deferPay(state: StateView, pay: Pay, index: number, ctx: EngineContext): Effect[] {
  const planYear = planYearOfPay(pay);
  const governing = governingFor(state, pay, planYear, ctx);
  const base = {
    index,
    date: pay.date,
    component: pay.component,
    planYear,
    servicesAfter: null,
    elected: 0n,
    deferred: 0n,
    eligible: isEligibleOn(state, pay.date),
  };
  if ('stop' in governing) {
    const { stop, election } = governing;
    const applied = election ? electionApplied(election, pay) : null;
    return [{ type: 'recordPay', pay: { ...base, election: applied, stop } }];
  }
  const election = governing.election;
  const { amount, elected, explanation } = deferralAmount(pay, election);
  // Spelt out, in the order a spread of `base` gave (a spread a pay was a tenth of the run).
  const record: PayRecord = {
    index: base.index,
    date: base.date,
    component: base.component,
    planYear: base.planYear,
    servicesAfter: election.kind === 'initial' ? election.irrevocableOn : null,
    elected,
    deferred: amount > 0n ? amount : 0n,
    eligible: base.eligible,
    election: electionApplied(election, pay),
    stop: null,
  };
  const effects: Effect[] = [{ type: 'recordPay', pay: record }];
  if (amount <= 0n) return effects;
  effects.push({ type: 'deferredInYear', year: yearOf(pay.date), amount });
  for (const effect of creditDeferral(state, pay, index, { election, amount, explanation }, ctx))
    effects.push(effect);
  return effects;
}

const electionApplied = (election: AcceptedElection, pay: Pay): PayRecord['election'] => ({
  kind: election.kind,
  filedOn: election.filedOn,
  planYear: election.planYear,
  pct: election.deferrals[pay.component] ?? 0,
});

/**
 * The CDA that governs a pay, or what stops deferrals from it: death (no deferral from pay on
 * or after it), the plan's termination (9.3), no CDA or one ended by 2.2(a), a 3.7
 * cancellation, a performance CDA made void (3.2(c)).
 */
function governingFor(
  state: StateView,
  pay: Pay,
  planYear: number,
  ctx: EngineContext,
): { election: AcceptedElection } | { stop: DeferralStop; election?: AcceptedElection } {
  if (state.died)
    return { stop: { rule: '1.31', reason: `died on ${state.died}: no deferral from later pay` } };
  if (state.planTerminatedOn && state.planTerminatedOn <= pay.date)
    return { stop: { rule: '9.3', reason: `plan terminated on ${state.planTerminatedOn}` } };
  const election = electionForPay(state.elections, pay, planYear);
  if (!election) return { stop: whyNoElection(state.elections, planYear) };
  const cancelled = cancellationOf(state.elections, pay, planYear);
  if (cancelled) {
    const reason = `deferrals cancelled from ${cancelled.date} through Plan Year ${cancelled.throughYear}`;
    return { election, stop: { rule: cancelled.rule, reason } };
  }
  if (performanceElectionVoid(state, pay, election, ctx)) {
    const reason = 'performance CDA void: disability or Change in Control before the period ended';
    return { election, stop: { rule: '3.2(c)', reason } };
  }
  return { election };
}

/** Plan 3.3, 7.1: the deferral split among sub-accounts as the CDA says, credited on payday. */
function creditDeferral(
  state: StateView,
  pay: Pay,
  payIndex: number,
  deferral: { election: AcceptedElection; amount: Cents; explanation: string[] },
  ctx: EngineContext,
): Effect[] {
  const { election, amount, explanation } = deferral;
  const effects: Effect[] = [];
  const lateCredits = new Set<AccountName>();
  // Plan 3.3: split among sub-accounts as the CDA says, the last one taking the remainder.
  for (const [named, part] of splitByPercent(amount, election.allocation)) {
    if (part === 0n) continue;
    const account = creditableAccount(state, named, pay.date, ctx);
    const why =
      account === named
        ? explanation
        : [...explanation, step('deferral.accountPaidOut', { account: named })];
    effects.push(
      ...openAccount(state, account, election.planYear, LUMP_SUM, ctx),
      {
        type: 'credit',
        kind: 'deferral',
        account,
        amount: part,
        investments: investmentsFor(state, account, ctx),
        valuedAt: ctx.days.onOrAfter(pay.date),
      },
      {
        type: 'recordDeferral',
        deferral: {
          date: pay.date,
          component: pay.component,
          amount: part,
          account,
          explanation: why,
          payIndex,
        },
      },
      ...lateCredit(state, account, pay.date, ctx, lateCredits),
    );
  }
  return effects;
}

/**
 * 3.2(c), §1.409A-2(a)(8): a performance-based election is void for an amount paid before the
 * period ends because of a disability or a Change in Control (death stops deferrals anyway).
 */
function performanceElectionVoid(
  state: StateView,
  pay: Pay,
  election: AcceptedElection,
  ctx: EngineContext,
): boolean {
  const period = election.performancePeriod;
  if (election.kind !== 'performance' || !period || pay.date >= period.end) return false;
  const cic = ctx.company.changesInControl.some((c) => c <= pay.date);
  const disabled = state.story.events.some(
    (e) => e.type === 'leave' && e.kind === 'disability' && e.start <= pay.date,
  );
  return cic || disabled;
}

/**
 * Interpretation: an SDA whose specified date has come no longer takes deferrals (paying them
 * at once would defeat the deferral); they go to the RTA, paid after Separation (5.1).
 */
function creditableAccount(
  state: StateView,
  name: AccountName,
  date: IsoDate,
  ctx: EngineContext,
): AccountName {
  const account = state.accounts.get(name);
  if (account?.kind !== 'SDA') return name;
  return specifiedDate(account.specifiedMonth, ctx.plan) <= date || account.fullyPaid
    ? 'RTA'
    : name;
}

/** 3.7(ii): deferrals cancelled through the Plan Year containing the 6-month anniversary. */
export function cancelAfterHardship(date: IsoDate, ctx: EngineContext): Effect[] {
  if (!ctx.plan.value('cancelDeferralsOnHardship401k', date)) return [];
  return [
    {
      type: 'electionBreak',
      electionBreak: {
        date,
        throughYear: yearOf(plusMonths(date, 6)),
        rule: '3.7(ii)',
        cancels: true,
      },
    },
  ];
}
