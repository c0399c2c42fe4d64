/** Article III: deferrals from pay (1.12, 1.14, 3.2, 3.3, 3.7) and their crediting (7.1). */
import type { AccountName, EventOf } from '../../scenario/types.js';
import { LUMP_SUM } from '../accounts.js';
import { plusMonths, yearOf, type IsoDate } from '../days.js';
import { cancellationOf, deferralAmount, electionForPay, planYearOfPay } from '../deferrals.js';
import type { Effect } from '../effects.js';
import type { AcceptedElection } from '../elections.js';
import { splitByPercent } from '../ledger.js';
import { specifiedDate } from '../payouts.js';
import { investmentsFor, type EngineContext, type StateView } from '../state.js';
import { openAccount } from './payments.js';
import { lateCredit } from './separation.js';

/** Article III, 7.1: defer part of a paycheck and credit it on the pay date. */
export function deferPay(state: StateView, pay: EventOf<'pay'>, ctx: EngineContext): Effect[] {
  if (state.died || (state.planTerminatedOn && state.planTerminatedOn <= pay.date)) return [];
  const planYear = planYearOfPay(pay);
  const election = electionForPay(state.elections, pay, planYear);
  if (!election || cancellationOf(state.elections, pay, planYear)) return [];
  if (performanceElectionVoid(state, pay, election, ctx)) return [];
  const { amount, explanation } = deferralAmount(pay, election);
  if (amount <= 0n) return [];
  const effects: Effect[] = [{ type: 'deferredInYear', year: yearOf(pay.date), amount }];
  const lateCredits = new Set<AccountName>();
  // Plan 3.3: split among sub-accounts as the CDA says, the last one taking the remainder.
  for (const [named, part] of splitByPercent(amount, election.allocation)) {
    if (part === 0n) continue;
    const account = creditableAccount(state, named, pay.date, ctx);
    const why =
      account === named
        ? explanation
        : [...explanation, `${named} has paid out: credited to the RTA`];
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
  pay: EventOf<'pay'>,
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
