/**
 * Articles II and III: eligibility, Compensation Deferral Agreements (1.12, 2.1, 2.2(a),
 * 3.1-3.4). The checks themselves are in ../elections.ts; these rules turn their answer into
 * effects.
 */
import type { EventOf } from '../../scenario/types.js';
import { LUMP_SUM } from '../accounts.js';
import { yearOf, type IsoDate } from '../days.js';
import type { Effect } from '../effects.js';
import { reviewElection } from '../elections.js';
import type { EngineContext, StateView } from '../state.js';
import { openAccount } from './payments.js';

/** 2.1: he becomes an Eligible Employee, notified on `notifiedOn` (3.2(a) counts from it). */
export const becomeEligible = (event: EventOf<'eligible'>): Effect[] => [
  { type: 'eligible', date: event.date, notifiedOn: event.notifiedOn },
];

/** 2.2(a): elections run to the end of the Plan Year under way and no further. */
export const becomeIneligible = (date: IsoDate): Effect[] => [
  { type: 'ineligible', date },
  {
    type: 'electionBreak',
    electionBreak: { date, throughYear: yearOf(date), rule: '2.2(a)', cancels: false },
  },
];

/** 3.1-3.4, 1.12: a CDA accepted opens the sub-accounts it allocates to, with their schedules. */
export function fileElection(
  state: StateView,
  event: EventOf<'election'>,
  index: number,
  ctx: EngineContext,
): Effect[] {
  const review = reviewElection(index, event, {
    plan: ctx.plan,
    hireDate: state.story.hireDate,
    eligibility: state.eligibility,
    ineligibleOn: state.ineligibleOn,
    separatedOn: state.separation?.date ?? null,
    accounts: state.accounts,
  });
  if ('violations' in review) return [{ type: 'refuse', index, violations: review.violations }];
  const election = review.accepted;
  const effects: Effect[] = [{ type: 'acceptElection', election }];
  for (const [account, investments] of Object.entries(event.investments ?? {}))
    effects.push({ type: 'setInvestments', account, investments: Object.entries(investments) });
  for (const [account] of election.allocation) {
    const schedule = event.schedules?.[account] ?? LUMP_SUM;
    effects.push(...openAccount(state, account, election.planYear, schedule, ctx));
  }
  return effects;
}
