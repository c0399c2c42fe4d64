import type { AccountName, Schedule } from '../scenario/types.js';
import { startMonths } from './accounts.js';
import type { Plan } from '../plan/plan-definition.js';
import { KEY_EMPLOYEE_DELAY_MONTHS, LATE_PAYMENT_GRACE } from '../reference/section-409a.js';
import { dayOfMonthsAfter, ordinal, plusYears, type IsoDate, type ValuationDays } from './days.js';
import { step } from '../i18n/trace-steps.js';

export type Benefit =
  | 'termination'
  | 'specifiedDate'
  | 'companyContribution'
  | 'death'
  | 'emergency'
  | 'changeInControl'
  | 'smallBalance'
  | 'domesticRelationsOrder'
  | 'planTermination';

export type Payee = 'participant' | 'beneficiary' | 'alternatePayee';

/** What part of the sub-account a payment takes when it is valued. */
export type Share =
  | { kind: 'all' }
  | { kind: 'fraction'; numerator: number; denominator: number }
  | { kind: 'amount'; amount: bigint };

export interface PlannedPayment {
  account: AccountName;
  benefit: Benefit;
  payDate: IsoDate;
  valuationDate: IsoDate;
  share: Share;
  installment?: [number, number];
  /** The n-th payment (n > 1) of one sub-account, benefit and Payment Date: two emergencies, say. */
  occurrence?: number;
  payee: Payee;
  rules: string[];
  trace: string[];
}

/** A schedule's payments from one sub-account; cancelled when another benefit replaces it. */
export interface PaymentSeries {
  account: AccountName;
  payments: PlannedPayment[];
  cancelled: boolean;
  /** How many of its payments have been valued. */
  valued: number;
}

const ALL: Share = { kind: 'all' };

/** 5.1, 5.2(b), 5.4: the plan's day of payment, as in force on `on`. */
export const paymentDay = (plan: Plan, on: IsoDate): number => plan.value('paymentDayOfMonth', on);

/** 5.1(b)(i) default Payment Date: the 15th of the month after the month of Separation. */
export const defaultSeparationPaymentDate = (separatedOn: IsoDate, plan: Plan): IsoDate =>
  dayOfMonthsAfter(separatedOn, 1, paymentDay(plan, separatedOn));
/**
 * 5.1(b), 5.3(b), 5.6, 5.7, §1.409A-3(i)(2): a Key Employee waits until the 1st day of the
 * 7th month after the month of Separation.
 */
export const keyEmployeePaymentDate = (separatedOn: IsoDate): IsoDate =>
  dayOfMonthsAfter(separatedOn, KEY_EMPLOYEE_DELAY_MONTHS + 1, 1);

/** 5.2(b): an SDA pays on the payment day of its specified month (YYYY-MM). */
export function specifiedDate(month: string, plan: Plan): IsoDate {
  // Clamped to the month's end, as every "Nth day of" (FORMAT.md).
  return dayOfMonthsAfter(`${month}-01`, 0, paymentDay(plan, `${month}-01`));
}

/**
 * 5.1(b): the first Termination Benefit payment: the elected month's 15th, later for a Key
 * Employee. The payment day is the one in force at the Separation.
 */
export function terminationFirstPayment(
  separatedOn: IsoDate,
  schedule: Schedule,
  keyEmployee: boolean,
  plan: Plan,
) {
  const months = startMonths(schedule);
  const day = ordinal(paymentDay(plan, separatedOn));
  const elected = dayOfMonthsAfter(separatedOn, months, paymentDay(plan, separatedOn));
  const trace = [
    months === 1
      ? step('payout.terminationDate.default', { date: elected, day })
      : step('payout.terminationDate.elected', { date: elected, day, months }),
  ];
  const waitUntil = keyEmployeePaymentDate(separatedOn);
  if (keyEmployee && waitUntil > elected) {
    trace.push(
      step('payout.keyEmployeeDelay', {
        date: waitUntil,
        month: ordinal(KEY_EMPLOYEE_DELAY_MONTHS + 1),
      }),
    );
    return { date: waitUntil, trace };
  }
  return { date: elected, trace };
}

/** n annual installments from `first` (5.8): each 1/left of the value, the last one all of it. */
function installments(
  base: Omit<PlannedPayment, 'payDate' | 'valuationDate' | 'share'>,
  first: IsoDate,
  years: number,
  days: ValuationDays,
  valuationRule: string,
): PlannedPayment[] {
  return Array.from({ length: years }, (_, i) => {
    const payDate = plusYears(first, i);
    const left = years - i;
    return {
      ...base,
      payDate,
      valuationDate: days.endOfMonthBefore(payDate),
      share: left === 1 ? ALL : { kind: 'fraction', numerator: 1, denominator: left },
      installment: [i + 1, years] as [number, number],
      rules: [...base.rules, '5.8'],
      trace: [
        ...base.trace,
        i === 0
          ? step('payout.installment.first', { years })
          : step('payout.installment.later', { n: i + 1, years, anniversary: i }),
        step('payout.valued.monthBeforePayment', { rule: valuationRule }),
        left === 1 ? step('payout.installment.last') : step('payout.installment.amount', { left }),
      ],
    };
  });
}

/** 5.1: the Termination Benefit's payments under the schedule in force at Separation. */
export function terminationPayments(
  separatedOn: IsoDate,
  schedule: Schedule,
  keyEmployee: boolean,
  days: ValuationDays,
  why: string[],
  plan: Plan,
): PlannedPayment[] {
  const first = terminationFirstPayment(separatedOn, schedule, keyEmployee, plan);
  const base = {
    account: 'RTA',
    benefit: 'termination' as const,
    payee: 'participant' as const,
    rules: ['5.1(b)', '5.1(c)'],
    trace: [...why, ...first.trace],
  };
  if (schedule.form === 'installments')
    return installments(base, first.date, schedule.years, days, '5.1(a)(iii)');
  const isDefault = first.date === defaultSeparationPaymentDate(separatedOn, plan);
  const lump: PlannedPayment = {
    ...base,
    payDate: first.date,
    valuationDate: days.endOfMonthBefore(first.date),
    share:
      schedule.form === 'partial'
        ? { kind: 'fraction', numerator: schedule.lumpPct, denominator: 100 }
        : ALL,
    rules: [...base.rules, isDefault ? '5.1(a)(i)' : '5.1(a)(ii)'],
    trace: [
      ...base.trace,
      isDefault
        ? step('payout.valued.monthOfSeparation')
        : step('payout.valued.monthBeforePayment', { rule: '5.1(a)(ii)' }),
    ],
  };
  if (schedule.form === 'lump') return [lump];
  lump.trace.push(step('payout.partialLumpSum', { pct: schedule.lumpPct }));
  const rest = installments(
    { ...base, rules: [...base.rules, '5.1(c)(ii)'] },
    plusYears(first.date, 1),
    schedule.years,
    days,
    '5.1(a)(iii)',
  );
  return [lump, ...rest];
}

/** 5.2: a Specified Date Benefit from the 15th of its month, then each anniversary. */
export function specifiedDatePayments(
  account: AccountName,
  month: string,
  schedule: Schedule,
  days: ValuationDays,
  plan: Plan,
): PlannedPayment[] {
  const first = specifiedDate(month, plan);
  const day = ordinal(paymentDay(plan, `${month}-01`));
  const base = {
    account,
    benefit: 'specifiedDate' as const,
    payee: 'participant' as const,
    rules: ['5.2(a)', '5.2(b)', '5.2(c)'],
    trace: [step('payout.specifiedDate', { date: first, day, month })],
  };
  if (schedule.form === 'installments')
    return installments(base, first, schedule.years, days, '5.2(a)');
  return [
    {
      ...base,
      payDate: first,
      valuationDate: days.endOfMonthBefore(first),
      share: ALL,
      trace: [...base.trace, step('payout.valued.monthBeforeSpecified')],
    },
  ];
}

/**
 * 5.10, §1.409A-3(d): a payment is on time if made later in the same taxable year as its
 * Payment Date, or by the 15th day of the 3rd calendar month after it, whichever is later.
 */
export function onTimeThrough(paymentDate: IsoDate): IsoDate {
  const yearEnd = `${paymentDate.slice(0, 4)}-12-31`;
  const thirdMonth = dayOfMonthsAfter(
    paymentDate,
    LATE_PAYMENT_GRACE.months,
    LATE_PAYMENT_GRACE.day,
  );
  return thirdMonth > yearEnd ? thirdMonth : yearEnd;
}

export const isPaidOnTime = (paymentDate: IsoDate, paidOn: IsoDate): boolean =>
  paidOn >= paymentDate && paidOn <= onTimeThrough(paymentDate);
