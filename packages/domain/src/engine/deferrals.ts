import { divideHalfUp, minBig, parseMoney, type Cents } from '../money/decimal.js';
import type { EventOf } from '../scenario/types.js';
import { inclusiveDays, yearOf } from './days.js';
import type { AcceptedElection } from './elections.js';
import type { DeferralStop, ElectionBook, ElectionBreak } from './state.js';
import { step } from '../i18n/trace-steps.js';

type Pay = EventOf<'pay'>;

/**
 * The Plan Year a pay belongs to: the year its service period ends, except that salary for the
 * regular payroll period containing December 31 and paid in the next year belongs to the next
 * year (3.2(b), §1.409A-2(a)(13)).
 */
export function planYearOfPay(pay: Pay): number {
  const period = pay.servicePeriod;
  if (!period) return yearOf(pay.date);
  const endYear = yearOf(period.end);
  const spansYearEnd = period.start <= `${endYear}-12-31` && period.end >= `${endYear}-12-31`;
  if (pay.component === 'baseSalary' && spansYearEnd && yearOf(pay.date) === endYear + 1)
    return endYear + 1;
  return endYear;
}

/**
 * The CDA governing a Plan Year: the last accepted for that year, else the latest earlier one
 * carried forward (3.1(c) evergreen), unless an ineligibility (2.2(a)) or a cancellation (3.7)
 * after it ended before that year.
 */
export function governingElection(book: ElectionBook, planYear: number): AcceptedElection | null {
  let chosen: AcceptedElection | null = null;
  for (const e of book.accepted) {
    if (e.kind === 'performance' || e.planYear > planYear) continue;
    if (!chosen || e.planYear >= chosen.planYear) chosen = e;
  }
  if (!chosen) return null;
  const carried = chosen.planYear < planYear;
  const filedOn = chosen.filedOn;
  // 2.2(a) stops every CDA for later years; a 3.7 cancellation stops only the carrying forward
  // (a CDA filed for a later year still governs it once the cancellation has run out).
  const broken = book.breaks.some(
    (b) => b.date >= filedOn && b.throughYear < planYear && (carried || !b.cancels),
  );
  return broken ? null : chosen;
}

/** FORMAT.md: a performanceBonus uses the performance CDA whose period equals its service period. */
export function electionForPay(
  book: ElectionBook,
  pay: Pay,
  planYear: number,
): AcceptedElection | null {
  if (pay.component === 'performanceBonus' && pay.servicePeriod) {
    const { start, end } = pay.servicePeriod;
    const match = book.accepted.filter(
      (e) =>
        e.kind === 'performance' &&
        e.performancePeriod?.start === start &&
        e.performancePeriod.end === end,
    );
    if (match.length > 0) return match[match.length - 1]!;
  }
  return governingElection(book, planYear);
}

/** 3.7: a cancellation in force for this pay. */
export function cancellationOf(
  book: ElectionBook,
  pay: Pay,
  planYear: number,
): ElectionBreak | undefined {
  return book.breaks.find((b) => b.cancels && b.date <= pay.date && planYear <= b.throughYear);
}

export interface DeferralAmount {
  amount: Cents;
  /** What the CDA asks for, before the net-pay cap (1.14). */
  elected: Cents;
  explanation: string[];
}

/**
 * 3.2(a), §1.409A-2(a)(7): a first-year CDA covers only services after the day it becomes
 * irrevocable: salary from the first payroll period beginning after it, other pay prorated by
 * days (both ends counted). Returns [numerator, denominator] of the part covered.
 */
function firstYearShare(pay: Pay, election: AcceptedElection): [number, number] {
  if (election.kind !== 'initial') return [1, 1];
  const start = pay.servicePeriod?.start ?? pay.date;
  const end = pay.servicePeriod?.end ?? pay.date;
  const after = election.irrevocableOn;
  if (start > after) return [1, 1];
  if (pay.component === 'baseSalary' || end <= after) return [0, 1];
  return [inclusiveDays(after, end) - 1, inclusiveDays(start, end)];
}

/** 1.12, 1.14, 3.2(a): gross x pct / 100 (prorated), half-up to cents, capped by net pay. */
export function deferralAmount(pay: Pay, election: AcceptedElection): DeferralAmount {
  const pct = election.deferrals[pay.component] ?? 0;
  const gross = parseMoney(pay.gross);
  const [num, den] = firstYearShare(pay, election);
  const elected = divideHalfUp(gross * BigInt(pct) * BigInt(num), 100n * BigInt(den));
  const net = parseMoney(pay.netAvailable);
  const amount = minBig(elected, net < 0n ? 0n : net);
  const explanation = [
    step('deferral.elected', {
      pct,
      gross: pay.gross,
      component: pay.component,
      date: election.filedOn,
    }),
  ];
  if (den !== 1 || num !== 1)
    explanation.push(step('deferral.firstYearShare', { numerator: num, denominator: den }));
  if (amount < elected)
    explanation.push(step('deferral.cappedByNetPay', { net: pay.netAvailable }));
  return { amount, elected, explanation };
}

/**
 * Why no CDA governs a Plan Year: 2.2(a) ineligibility ended the one that would have carried
 * forward, or a 3.7 cancellation stopped its carrying forward, or none was ever filed (3.1).
 */
export function whyNoElection(book: ElectionBook, planYear: number): DeferralStop {
  const earlier = book.accepted.filter((e) => e.kind !== 'performance' && e.planYear <= planYear);
  const last = earlier[earlier.length - 1];
  const broke = last && book.breaks.find((b) => b.date >= last.filedOn && b.throughYear < planYear);
  if (broke)
    return {
      rule: broke.rule,
      reason: `the CDA filed ${last.filedOn} stopped on ${broke.date} (${broke.rule}); a new CDA is needed`,
    };
  return { rule: '3.1', reason: `no CDA governs Plan Year ${planYear}` };
}
