/** Article IV: company contributions (4.1) and vesting (4.2). */
import {
  divideHalfUp,
  formatMoney,
  parseScaled,
  percentOf,
  type Cents,
} from '../../money/decimal.js';
import { LUMP_SUM } from '../accounts.js';
import type { IsoDate } from '../days.js';
import type { Effect } from '../effects.js';
import {
  employedOn,
  investmentsFor,
  vestedPctOn,
  type EngineContext,
  type StateView,
} from '../state.js';
import { openAccount } from './payments.js';
import { step } from '../../i18n/trace-steps.js';

/** 4.2(ii): the CCA vests in full on a Change in Control. */
export const vestOnChangeInControl = (date: IsoDate): Effect[] => [
  { type: 'vestInFull', date, rule: '4.2(ii)' },
];

type Credit = ['match' | 'retirement', Cents, string];

/** 4.1(a): the restoration match on the year's deferrals, up to his 401(k) deferral %. */
function matchCredit(
  state: StateView,
  year: number,
  deferred: Cents,
  ctx: EngineContext,
): Credit[] {
  const ownPct = state.retirementSavingsPct.get(year);
  if (ownPct === undefined) return [];
  const match = ctx.plan.parameter('match', `${year}-12-31`);
  const own = parseScaled(ownPct, 4);
  const cap = BigInt(match.value.upToPct) * 10000n;
  const pct = own < cap ? own : cap;
  const amount = divideHalfUp(deferred * pct * BigInt(match.value.ratePct), 100n * 10000n * 100n);
  const why = step('companyContribution.match', {
    deferred: formatMoney(deferred),
    year,
    ownPct,
    upToPct: match.value.upToPct,
    ratePct: match.value.ratePct,
  });
  return [['match', amount, why]];
}

/**
 * 4.1: as of December 31, to those employed that day (Interpretation: a Separation dated
 * December 31 is not employment through it). (a) the restoration match, (b) the retirement
 * contribution, both on the year's credited deferrals, at the rates in force that day.
 */
export function creditCompanyContributions(
  state: StateView,
  year: number,
  ctx: EngineContext,
): Effect[] {
  const date = `${year}-12-31`;
  if (!employedOn(state, date) || (state.planTerminatedOn && state.planTerminatedOn <= date))
    return [];
  const deferred = state.deferredByYear.get(year) ?? 0n;
  if (deferred === 0n) return [];
  const credits = matchCredit(state, year, deferred, ctx);
  const retirementPct = ctx.plan.value('retirementContributionPct', date);
  if (retirementPct > 0) {
    const why = step('companyContribution.retirement', {
      deferred: formatMoney(deferred),
      pct: retirementPct,
    });
    credits.push(['retirement', percentOf(deferred, retirementPct), why]);
  }
  return credits.flatMap(([kind, amount, why]): Effect[] =>
    amount === 0n
      ? []
      : [
          ...openAccount(state, 'CCA', year, LUMP_SUM, ctx),
          {
            type: 'credit',
            kind: 'companyCredit',
            account: 'CCA',
            amount,
            investments: investmentsFor(state, 'CCA', ctx),
            valuedAt: ctx.days.onOrAfter(date),
          },
          { type: 'recordCompanyCredit', credit: { date, kind, amount, explanation: [why] } },
        ],
  );
}

/** 4.2: what is unvested at Separation is forfeited (the schedule read at the Separation). */
export function forfeitUnvested(state: StateView, date: IsoDate, ctx: EngineContext): Effect[] {
  const pct = vestedPctOn(state, date, ctx);
  if (pct >= 100) return [];
  const valuedAt = ctx.days.onOrBefore(date);
  const value = state.ledger.value('CCA', valuedAt);
  const forfeited = value - percentOf(value, pct);
  if (forfeited <= 0n) return [];
  return [
    { type: 'redeem', kind: 'forfeiture', account: 'CCA', amount: forfeited, valuedAt },
    { type: 'recordForfeiture', forfeiture: { date, amount: forfeited, rules: ['4.2'] } },
  ];
}
