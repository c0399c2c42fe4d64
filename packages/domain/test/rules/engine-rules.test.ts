/**
 * The engine's rules alone: a rule given a participant state and an event returns effects, and
 * changes nothing itself; `apply` is the only change and checks the invariants. Stable Value at
 * 1, so amounts are units; the reference plan unless a test overrides a parameter.
 */
import { describe, expect, it } from 'vitest';
import {
  carmaxEdcp,
  nyseCalendar,
  Plan,
  type EventOf,
  type PlanParameters,
} from '../../src/index.js';
import { apply } from '../../src/engine/apply.js';
import { valuationDays } from '../../src/engine/days.js';
import type { Effect } from '../../src/engine/effects.js';
import { priceBook } from '../../src/engine/prices.js';
import { stepClaim } from '../../src/engine/rules/claims.js';
import { vestOnChangeInControl } from '../../src/engine/rules/company-contributions.js';
import { die } from '../../src/engine/rules/death.js';
import { payDomesticRelationsOrder } from '../../src/engine/rules/domestic-relations.js';
import { becomeIneligible } from '../../src/engine/rules/elections.js';
import { decideEmergency } from '../../src/engine/rules/emergency.js';
import { payPlanTermination } from '../../src/engine/rules/plan-termination.js';
import { initialState, type EngineContext, type ParticipantState } from '../../src/engine/state.js';

function contextOf(parameters: Partial<PlanParameters> = {}): EngineContext {
  return {
    plan: new Plan(carmaxEdcp, parameters),
    prices: priceBook({ SV: { constant: '1' } }),
    days: valuationDays(nyseCalendar),
    capitalPreservationFund: 'SV',
    evaluateThrough: '2040-12-31',
    company: { publiclyTraded: false, changesInControl: [], planTermination: null },
  };
}

/** A participant hired in 2010 whose RTA holds `rta` (and SDA:2030-06 `sda`) on 2025-01-02. */
function stateWith(ctx: EngineContext, rta: bigint, sda = 0n): ParticipantState {
  const state = initialState({ id: 'P1', hireDate: '2010-01-04', events: [] }, ctx);
  const open = (account: string, amount: bigint) => {
    apply(state, { type: 'openAccount', account, planYear: 2025, schedule: { form: 'lump' } });
    const credit: Effect = {
      type: 'credit',
      kind: 'deferral',
      account,
      amount,
      investments: [['SV', 100]],
      valuedAt: '2025-01-02',
    };
    apply(state, credit);
  };
  open('RTA', rta);
  if (sda > 0n) open('SDA:2030-06', sda);
  return state;
}

const emergency = (amount: string, payOn: string): EventOf<'emergencyDecision'> => ({
  type: 'emergencyDecision',
  date: '2025-03-03',
  approved: true,
  amount,
  payOn,
});

describe('engine rules, each alone', () => {
  it('4.2(ii) a Change in Control vests the CCA in full', () => {
    expect(vestOnChangeInControl('2026-05-01')).toEqual([
      { type: 'vestInFull', date: '2026-05-01', rule: '4.2(ii)' },
    ]);
  });

  it('2.2(a) ineligibility stops elections after the Plan Year under way, cancelling none', () => {
    expect(becomeIneligible('2025-07-01')).toEqual([
      { type: 'ineligible', date: '2025-07-01' },
      {
        type: 'electionBreak',
        electionBreak: { date: '2025-07-01', throughYear: 2025, rule: '2.2(a)', cancels: false },
      },
    ]);
  });

  it('5.5 an emergency takes from the RTA first, then the SDAs, and cancels deferrals (3.7(i))', () => {
    const ctx = contextOf();
    const state = stateWith(ctx, 100_00n, 500_00n);
    const effects = decideEmergency(state, emergency('300.00', '2025-04-15'), 7, ctx);
    const redeemed = effects.flatMap((e) =>
      e.type === 'redeem' ? [[e.account, e.amount, e.valuedAt]] : [],
    );
    expect(redeemed).toEqual([
      ['RTA', 100_00n, '2025-03-03'],
      ['SDA:2030-06', 200_00n, '2025-03-03'],
    ]);
    expect(effects.at(-1)).toEqual({
      type: 'electionBreak',
      electionBreak: { date: '2025-03-03', throughYear: 2025, rule: '3.7(i)', cancels: true },
    });
  });

  it('5.5 the payment window is emergencyPaymentDays as in force, and the message says so', () => {
    const late = emergency('10.00', '2025-06-02'); // 91 days after 2025-03-03
    const ctx = contextOf();
    const [refusal] = decideEmergency(stateWith(ctx, 100_00n), late, 3, ctx);
    expect(refusal).toMatchObject({ type: 'refuse', index: 3 });
    expect(refusal!.type === 'refuse' && refusal!.violations[0]!.message).toBe(
      'an emergency payment is made within 90 days after the decision (2025-03-03 to 2025-06-01)',
    );
    const longer = contextOf({ emergencyPaymentDays: 120 });
    const accepted = decideEmergency(stateWith(longer, 100_00n), late, 3, longer);
    expect(accepted.some((e) => e.type === 'refuse')).toBe(false);
  });

  it('5.4 death pays every sub-account to the Beneficiary on the payment day of the next month', () => {
    const ctx = contextOf({ paymentDayOfMonth: 20 });
    const state = stateWith(ctx, 100_00n, 50_00n);
    const effects = die(state, '2025-03-10', ctx);
    expect(effects.slice(0, 3).map((e) => e.type)).toEqual(['vestInFull', 'separate', 'die']);
    const payments = effects.flatMap((e) =>
      e.type === 'schedule' && e.event.type === 'payment' ? [e.event.record] : [],
    );
    expect(payments.map((p) => [p.account, p.date, p.amount, p.payee])).toEqual([
      ['RTA', '2025-04-20', 100_00n, 'beneficiary'],
      ['SDA:2030-06', '2025-04-20', 50_00n, 'beneficiary'],
    ]);
    expect(payments[0]!.trace).toContain(
      'paid on 2025-04-20, the 20th of the month after the month of death (5.4)',
    );
  });

  it('5.9 an order for a share that is not a whole 1-100% is refused', () => {
    const ctx = contextOf();
    const order: EventOf<'domesticRelationsOrder'> = {
      type: 'domesticRelationsOrder',
      date: '2025-03-03',
      alternatePayee: 'Spouse',
      pct: 101,
    };
    expect(payDomesticRelationsOrder(stateWith(ctx, 100_00n), order, 2, ctx)).toMatchObject([
      { type: 'refuse', index: 2, violations: [{ code: 'order_pct_invalid', rule: '5.9' }] },
    ]);
  });

  it('9.3 plan termination replaces the series paying on or after payOn and pays everything', () => {
    const ctx = contextOf();
    const state = stateWith(ctx, 100_00n);
    const planned = (payDate: string) => ({
      account: 'RTA',
      benefit: 'termination' as const,
      payDate,
      valuationDate: '2026-01-30',
      share: { kind: 'all' as const },
      payee: 'participant' as const,
      rules: [],
      trace: [],
    });
    apply(state, { type: 'planSeries', payments: [planned('2026-02-15')] });
    apply(state, { type: 'planSeries', payments: [planned('2027-02-15')] });
    const effects = payPlanTermination(state, '2027-01-15', ctx);
    expect(effects[0]).toEqual({ type: 'cancelSeries', series: [1] });
    expect(effects.filter((e) => e.type === 'redeem')).toHaveLength(1);
  });

  it('11.2 a claim filed is decided within claimDecisionDays, as in force at its filing', () => {
    const claim: EventOf<'claim'> = {
      type: 'claim',
      id: 'C1',
      date: '2025-01-10',
      action: 'filed',
    };
    const due = (ctx: EngineContext) => {
      const [effect] = stepClaim(stateWith(ctx, 1n), claim, 0, ctx);
      return effect!.type === 'claim' ? effect!.claim.decisionDue : null;
    };
    expect(due(contextOf())).toBe('2025-04-10');
    expect(due(contextOf({ claimDecisionDays: 45 }))).toBe('2025-02-24');
  });

  it('rules change nothing: the state after a rule is the state before it', () => {
    const ctx = contextOf();
    const state = stateWith(ctx, 100_00n, 50_00n);
    const before = JSON.stringify(state.ledger.entries, (_k, v) =>
      typeof v === 'bigint' ? `${v}` : v,
    );
    die(state, '2025-03-10', ctx);
    decideEmergency(state, emergency('10.00', '2025-04-15'), 1, ctx);
    expect(
      JSON.stringify(state.ledger.entries, (_k, v) => (typeof v === 'bigint' ? `${v}` : v)),
    ).toBe(before);
    expect([state.died, state.separation, state.payments.length, state.series.length]).toEqual([
      null,
      null,
      0,
      0,
    ]);
  });

  it('apply checks the invariants: no death without a Separation on or before it (1.31)', () => {
    const ctx = contextOf();
    const state = stateWith(ctx, 100_00n);
    expect(() => apply(state, { type: 'die', date: '2025-03-10' })).toThrow(/Separation/);
  });
});
