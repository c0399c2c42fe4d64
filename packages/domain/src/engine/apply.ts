import { AccountState } from './account-state.js';
import { Order } from './agenda.js';
import type { Effect, EffectOf } from './effects.js';
import type { ParticipantState } from './state.js';
import { refusalOf } from './violation.js';

type Handlers = { [K in Effect['type']]: (state: ParticipantState, effect: EffectOf<K>) => void };

/** How each effect changes the state; nothing else in the engine changes it. */
const handlers: Handlers = {
  refuse: (s, e) => void s.refused.push(refusalOf(e.index, e.violations)),
  schedule: (s, e) => s.agenda.add(e.date, e.order, e.event),
  eligible: (s, e) => void s.eligibility.push({ date: e.date, notifiedOn: e.notifiedOn }),
  ineligible: (s, e) => void s.ineligibleOn.push(e.date),
  electionBreak: (s, e) => void s.elections.breaks.push(e.electionBreak),
  acceptElection: (s, e) => void s.elections.accepted.push(e.election),
  retirementSavingsPct: (s, e) => void s.retirementSavingsPct.set(e.year, e.pct),
  setInvestments: (s, e) => {
    const account = s.accounts.get(e.account);
    if (account) account.futureInvestments = e.investments;
    else s.pendingInvestments.set(e.account, e.investments);
  },
  moveFund: (s, e) => s.ledger.move(e.account, e.from, e.to, e.valuedAt),
  // 3.1(b): a sub-account's schedule is set by the first CDA that allocates to it.
  openAccount: (s, e) => {
    if (s.accounts.has(e.account)) return;
    const account = new AccountState(e.account, e.planYear, e.schedule);
    account.futureInvestments = s.pendingInvestments.get(e.account) ?? null;
    s.accounts.set(e.account, account);
  },
  addScheduleVersion: (s, e) => void s.accounts.get(e.account)!.versions.push(e.version),
  credit: (s, e) => s.ledger.credit(e.kind, e.account, e.amount, e.investments, e.valuedAt),
  reallocate: (s, e) => {
    const value = s.ledger.redeem('reallocation', e.account, null, e.valuedAt);
    if (value > 0n) s.ledger.credit('reallocation', e.account, value, e.investments, e.valuedAt);
  },
  redeem: (s, e) => void s.ledger.redeem(e.kind, e.account, e.amount, e.valuedAt),
  deferredInYear: (s, e) =>
    void s.deferredByYear.set(e.year, (s.deferredByYear.get(e.year) ?? 0n) + e.amount),
  recordDeferral: (s, e) => void s.deferrals.push(e.deferral),
  recordPay: (s, e) => void s.pays.push(e.pay),
  recordCompanyCredit: (s, e) => void s.companyCredits.push(e.credit),
  recordForfeiture: (s, e) => void s.forfeited.push(e.forfeiture),
  vestInFull: (s, e) => void (s.vestedInFull ??= { date: e.date, rule: e.rule }),
  planTerminated: (s, e) => void (s.planTerminatedOn = e.date),
  separate: (s, e) => void (s.separation = e.finding),
  die: (s, e) => void (s.died = e.date),
  separationBenefitsStarted: (s, e) => {
    s.separationBenefitsStarted = true;
    if (e.lateCreditBenefit) s.lateCreditBenefit = e.lateCreditBenefit;
  },
  planSeries: (s, e) => {
    if (e.payments.length === 0) return;
    const series = s.series.length;
    s.series.push({
      account: e.payments[0]!.account,
      payments: e.payments,
      cancelled: false,
      valued: 0,
    });
    e.payments.forEach((p, index) =>
      s.agenda.add(p.valuationDate, Order.valuation, { type: 'installment', series, index }),
    );
  },
  cancelSeries: (s, e) => {
    for (const i of e.series) s.series[i]!.cancelled = true;
  },
  seriesValued: (s, e) => void (s.series[e.series]!.valued += 1),
  markPaid: (s, e) => {
    const account = s.accounts.get(e.account);
    if (account) account.fullyPaid = true;
  },
  paid: (s, e) => {
    s.accounts.get(e.record.account)?.paidOn.push(e.record.date);
    s.payments.push(e.record);
  },
  claim: (s, e) => void s.claims.set(e.claim.id, e.claim),
  claimMade: (s, e) => void s.madeClaims.set(e.index, e.as),
  keyPlanned: (s, e) => void s.plannedKeys.set(e.key, (s.plannedKeys.get(e.key) ?? 0) + 1),
};

/** Applies one effect, then checks that the state still holds together. */
export function apply(state: ParticipantState, effect: Effect): void {
  (handlers[effect.type] as (s: ParticipantState, e: Effect) => void)(state, effect);
  assertInvariants(state, effect);
}

class InvariantError extends Error {}

function check(condition: boolean, effect: Effect, what: string): void {
  if (!condition) throw new InvariantError(`after ${effect.type}: ${what}`);
}

/** The invariants an effect could break: each checked where the effect touched the state. */
function assertInvariants(state: ParticipantState, effect: Effect): void {
  if ('account' in effect && typeof effect.account === 'string') {
    // Money never disappears: units are never negative (Article VII).
    const fund = state.ledger.negativeFund(effect.account);
    if (fund !== undefined) check(false, effect, `negative units of ${effect.account}/${fund}`);
  }
  switch (effect.type) {
    case 'credit':
    case 'deferredInYear':
      return check(effect.amount > 0n, effect, 'a credit is positive');
    case 'recordDeferral':
      return check(effect.deferral.amount > 0n, effect, 'a deferral is positive');
    case 'recordCompanyCredit':
      return check(effect.credit.amount > 0n, effect, 'a company credit is positive');
    case 'recordForfeiture':
      return check(effect.forfeiture.amount > 0n, effect, 'a forfeiture is positive');
    case 'paid':
      return check(effect.record.amount > 0n, effect, 'a payment is positive');
    case 'claimMade':
      return check(effect.index < state.made.length, effect, 'a payment made that is not his');
    case 'seriesValued': {
      const series = state.series[effect.series]!;
      return check(
        series.valued <= series.payments.length,
        effect,
        'more valuations than payments',
      );
    }
    case 'die':
      // 1.31: death ends employment; a Separation, if any, came no later.
      return check(
        state.separation !== null && state.separation.date <= effect.date,
        effect,
        'death without a Separation on or before it',
      );
    case 'addScheduleVersion':
      return check(state.accounts.has(effect.account), effect, 'a version of no sub-account');
  }
}
