/**
 * Separation from Service (1.31) and its benefits: 5.1 Termination Benefit, 5.3 Company
 * Contribution Benefit, 5.6 Change in Control, 5.7 small balance, 2.2(c)/1.22 late credits.
 */
import { formatMoney, parseMoney } from '../../money/decimal.js';
import type { AccountName, EventOf } from '../../scenario/types.js';
import { accountKind } from '../accounts.js';
import { Order } from '../agenda.js';
import { dayOfMonthsAfter, plusMonths, type IsoDate } from '../days.js';
import type { AgendaEventOf, Effect } from '../effects.js';
import type { AgendaEvent } from '../state.js';
import { keyEmployeeOn } from '../key-employee.js';
import {
  defaultSeparationPaymentDate,
  keyEmployeePaymentDate,
  paymentDay,
  terminationPayments,
  type Benefit,
} from '../payouts.js';
import {
  separationFromLeave,
  separationFromReduction,
  type SeparationFinding,
} from '../separation.js';
import { scheduleInForceAt, seriesWhere, type EngineContext, type StateView } from '../state.js';
import { forfeitUnvested } from './company-contributions.js';
import { payEveryAccount, valuePayment } from './payments.js';
import { step } from '../../i18n/trace-steps.js';

/** 5.1(b)(i) or the Key Employee date (5.3(b), 5.6, 5.7). */
export const separationPaymentDate = (
  separatedOn: IsoDate,
  keyEmployee: boolean,
  ctx: EngineContext,
): IsoDate =>
  keyEmployee
    ? keyEmployeePaymentDate(separatedOn)
    : defaultSeparationPaymentDate(separatedOn, ctx.plan);

/**
 * §1.409A-1(h)(1)(i): a leave not ended in time becomes a Separation on its last day. Scheduled
 * whatever the horizon (an item after it is never taken), so that the state on any day does not
 * depend on how far the run goes: a checkpoint serves a later horizon too (checkpoint.ts).
 */
export function startLeave(event: EventOf<'leave'>): Effect[] {
  const finding = separationFromLeave(event);
  if (!finding) return [];
  const derived: AgendaEvent = { type: 'derivedSeparation', finding };
  return [{ type: 'schedule', date: finding.date, order: Order.derived, event: derived }];
}

/** §1.409A-1(h)(1)(ii): a reduction of services that is a Separation. */
export function reduceServices(
  state: StateView,
  event: EventOf<'serviceReduction'>,
  ctx: EngineContext,
): Effect[] {
  const finding = separationFromReduction(event, ctx.plan);
  return finding ? separate(state, finding, ctx) : [];
}

/**
 * 1.31: the first Separation counts. Within the Change in Control window everything is paid at
 * once (5.6); otherwise the unvested CCA is forfeited (4.2) and the end of the month of
 * Separation fixes the benefits.
 */
export function separate(
  state: StateView,
  finding: SeparationFinding,
  ctx: EngineContext,
): Effect[] {
  if (state.separation || state.died) return [];
  const date = finding.date;
  const keyEmployee = keyEmployeeOn(state.keyEmployee, date);
  const why = [
    step('separation.found', { date, reason: finding.reason, rules: finding.rules.join(', ') }),
  ];
  if (keyEmployee)
    why.push(step('separation.keyEmployee', { from: keyEmployee.from, to: keyEmployee.to }));
  const window = ctx.plan.parameter('cicWindowMonths', date);
  const cic = ctx.company.changesInControl.find(
    (c) => c <= date && date <= plusMonths(c, window.value),
  );
  if (cic) {
    why.push(
      step('separation.changeInControlWindow', {
        months: window.value,
        date: cic,
        from: window.from,
      }),
    );
    const valuedAt = ctx.days.endOfMonth(date);
    const lumpSum: AgendaEvent = {
      type: 'lumpSumValuation',
      benefit: 'changeInControl',
      payDate: separationPaymentDate(date, keyEmployee !== undefined, ctx),
      valuedAt,
      rules: ['5.6'],
      why,
    };
    return [
      { type: 'vestInFull', date: cic, rule: '4.2(ii)' },
      { type: 'separate', finding },
      { type: 'cancelSeries', series: seriesWhere(state, () => true) },
      { type: 'schedule', date: valuedAt, order: Order.valuation, event: lumpSum },
    ];
  }
  const benefits: AgendaEvent = {
    type: 'separationBenefits',
    separatedOn: date,
    keyEmployee: keyEmployee !== undefined,
    why,
  };
  return [
    ...forfeitUnvested(state, date, ctx),
    { type: 'separate', finding },
    { type: 'schedule', date: ctx.days.endOfMonth(date), order: Order.valuation, event: benefits },
  ];
}

/** 5.6: everything in one lump sum, valued at the end of the month of Separation. */
export function valueLumpSum(state: StateView, event: AgendaEventOf<'lumpSumValuation'>): Effect[] {
  const { benefit, payDate, valuedAt, rules, why } = event;
  const trace = [...why, step('separation.valued.monthOfSeparation', { date: valuedAt })];
  return [
    { type: 'separationBenefitsStarted', lateCreditBenefit: benefit },
    ...payEveryAccount(state, {
      benefit,
      payDate,
      valuationDate: valuedAt,
      payee: 'participant',
      rules,
      trace,
    }),
  ];
}

/** At the end of the month of Separation: 5.7 small balance or 5.1 schedule; 5.3 for the CCA. */
export function startSeparationBenefits(
  state: StateView,
  event: AgendaEventOf<'separationBenefits'>,
  ctx: EngineContext,
): Effect[] {
  const { separatedOn, keyEmployee, why } = event;
  const valuedAt = ctx.days.endOfMonth(separatedOn);
  const payDate = separationPaymentDate(separatedOn, keyEmployee, ctx);
  const effects: Effect[] = [{ type: 'separationBenefitsStarted' }];
  const rta = state.accounts.get('RTA');
  if (rta && !state.died) {
    const value = state.ledger.value('RTA', valuedAt);
    // 5.7: the small-balance limit in force at the Separation.
    const limit = ctx.plan.parameter('smallBalanceLimit', separatedOn);
    if (value > 0n && value <= parseMoney(limit.value)) {
      const trace = [
        ...why,
        step('separation.smallBalance', {
          value: formatMoney(value),
          date: valuedAt,
          limit: limit.value,
          from: limit.from,
        }),
      ];
      effects.push(
        ...valuePayment(state, {
          account: 'RTA',
          benefit: 'smallBalance',
          payDate,
          valuationDate: valuedAt,
          share: { kind: 'all' },
          payee: 'participant',
          rules: ['5.7', '5.1(a)(i)'],
          trace,
        }),
        { type: 'markPaid', account: 'RTA' },
      );
    } else if (value > 0n) {
      const schedule = scheduleInForceAt(rta, separatedOn);
      const payments = terminationPayments(
        separatedOn,
        schedule,
        keyEmployee,
        ctx.days,
        why,
        ctx.plan,
      );
      effects.push({ type: 'planSeries', payments });
    }
  }
  if (state.accounts.has('CCA')) effects.push(...companyContributionBenefit(state, event, ctx));
  return effects;
}

/** 5.3: the vested CCA in one lump sum, valued at the end of the month of Separation. */
function companyContributionBenefit(
  state: StateView,
  { separatedOn, keyEmployee, why }: AgendaEventOf<'separationBenefits'>,
  ctx: EngineContext,
): Effect[] {
  const valuedAt = ctx.days.endOfMonth(separatedOn);
  const payDate = separationPaymentDate(separatedOn, keyEmployee, ctx);
  const trace = [
    ...why,
    step('separation.companyContribution.valued', { date: valuedAt }),
    step('separation.companyContribution.paid', { date: payDate }),
  ];
  return valuePayment(state, {
    account: 'CCA',
    benefit: 'companyContribution',
    payDate,
    valuationDate: valuedAt,
    share: { kind: 'all' },
    payee: 'participant',
    rules: ['5.3'],
    trace,
  });
}

/**
 * 2.2(c), 1.22: a credit that lands after its sub-account's benefit was valued in full (pay
 * dated after Separation) is paid as soon as practicable: valued at the end of its month and
 * paid on the 15th of the next (a Key Employee not before the 7th month after Separation).
 * `planned` holds the sub-accounts given such a payment by the same rule already.
 */
export function lateCredit(
  state: StateView,
  account: AccountName,
  date: IsoDate,
  ctx: EngineContext,
  planned: Set<AccountName>,
): Effect[] {
  const separatedOn = state.separation?.date;
  if (!separatedOn || !state.separationBenefitsStarted || accountKind(account) === 'SDA') return [];
  const pending = state.series.some(
    (s) => s.account === account && !s.cancelled && s.valued < s.payments.length,
  );
  if (pending || planned.has(account)) return []; // the installments still to come take it with them (5.8)
  planned.add(account);
  const keyEmployee = keyEmployeeOn(state.keyEmployee, separatedOn) !== undefined;
  const earliest = separationPaymentDate(separatedOn, keyEmployee, ctx);
  const credited = ctx.days.onOrAfter(date);
  const next = dayOfMonthsAfter(credited, 1, paymentDay(ctx.plan, credited));
  const payDate = next > earliest ? next : earliest;
  const benefit: Benefit =
    state.lateCreditBenefit ?? (account === 'CCA' ? 'companyContribution' : 'termination');
  const trace = [step('separation.lateCredit', { date, account })];
  const payment = {
    account,
    benefit,
    payDate,
    valuationDate: ctx.days.endOfMonthBefore(payDate),
    share: { kind: 'all' as const },
    payee: 'participant' as const,
    rules: ['2.2(c)', '1.22'],
    trace,
  };
  return [{ type: 'planSeries', payments: [payment] }];
}
