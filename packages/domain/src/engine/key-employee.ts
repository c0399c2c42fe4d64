import { parseMoney } from '../money/decimal.js';
import type { Plan } from '../plan/plan-definition.js';
import { irsLimitsFor, ONE_PERCENT_OWNER_COMPENSATION } from '../reference/irs-limits.js';
import type { EventOf, ParticipantEvent } from '../scenario/types.js';
import { KEY_EMPLOYEE_PERIOD_MONTHS } from '../reference/section-409a.js';
import { plusDays, plusMonths, yearOf, type IsoDate } from './days.js';

export interface KeyEmployeePeriod {
  from: IsoDate;
  to: IsoDate;
  identificationDate: IsoDate;
  reasons: string[];
}

/**
 * Plan 1.20 / IRC 416(i)(1)(A): from one year's compensation facts, why he met the test on that
 * year's identification date (officer above the year's limit, >5% owner, >1% owner over $150,000).
 * A year without a published limit is never guessed: the officer test is then not met.
 */
export function keyEmployeeReasons(fact: EventOf<'compensation'>): string[] {
  const pay = parseMoney(fact.amount);
  const reasons: string[] = [];
  const limits = irsLimitsFor(fact.year);
  if (fact.officer && limits && pay > parseMoney(limits.officerCompensation416i)) {
    reasons.push(
      `officer paid ${fact.amount} > ${limits.officerCompensation416i} (416(i)(1)(A)(i))`,
    );
  }
  if (fact.ownershipPct > 5) reasons.push(`owns ${fact.ownershipPct}% > 5% (416(i)(1)(A)(ii))`);
  if (fact.ownershipPct > 1 && pay > parseMoney(ONE_PERCENT_OWNER_COMPENSATION)) {
    reasons.push(
      `owns ${fact.ownershipPct}% > 1% and paid ${fact.amount} > ${ONE_PERCENT_OWNER_COMPENSATION} (416(i)(1)(A)(iii))`,
    );
  }
  return reasons;
}

/**
 * Reference data: an officer's pay cannot be judged for a year whose 416(i) limit is not yet
 * published; the fact is refused until an administrator enters the limit (never guessed).
 */
export const officerLimitUnpublished = (fact: EventOf<'compensation'>): boolean =>
  fact.officer && irsLimitsFor(fact.year) === undefined;

/**
 * Plan 1.20: identified on the identification date (Dec 31), a Key Employee for the 12 months
 * starting on the next effective date (April 1); only while the Company is publicly traded.
 */
export function keyEmployeePeriods(
  events: readonly ParticipantEvent[],
  plan: Plan,
  publiclyTraded: boolean,
): KeyEmployeePeriod[] {
  if (!publiclyTraded) return [];
  const identified = new Map<IsoDate, string[]>();
  const add = (date: IsoDate, reason: string) =>
    identified.set(date, [...(identified.get(date) ?? []), reason]);
  for (const e of events) {
    if (e.type === 'keyEmployee') add(e.identificationDate, 'identified by the Committee');
    if (e.type === 'compensation' && !officerLimitUnpublished(e)) {
      const day = plan.value('keyEmployeeIdentificationDate', `${e.year}-12-31`);
      for (const reason of keyEmployeeReasons(e)) add(`${e.year}-${day}`, reason);
    }
  }
  return [...identified.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([identificationDate, reasons]) => {
      const effective = plan.value('keyEmployeeEffectiveDate', identificationDate);
      let from = `${yearOf(identificationDate)}-${effective}`;
      if (from <= identificationDate) from = `${yearOf(identificationDate) + 1}-${effective}`;
      const to = plusDays(plusMonths(from, KEY_EMPLOYEE_PERIOD_MONTHS), -1);
      return { from, to, identificationDate, reasons };
    });
}

export const keyEmployeeOn = (periods: readonly KeyEmployeePeriod[], date: IsoDate) =>
  periods.find((p) => p.from <= date && date <= p.to);
