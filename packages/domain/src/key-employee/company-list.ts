import type { PlainDate } from '../calendar/dates.js';
import { formatMoney, parseMoney, type Cents } from '../money/decimal.js';
import {
  irsLimitNotPublished,
  irsLimitsFor,
  ONE_PERCENT_OWNER_COMPENSATION,
  type IrsLimitNotPublished,
  type IrsLimitsOfYear,
} from '../reference/irs-limits.js';

/**
 * Plan 1.20: the company-wide Key Employee ("specified employee") list built on each
 * identification date from compensation and ownership facts, under IRC 416(i)(1)(A)(i)-(iii)
 * (416(i)(5) ignored) and Treas. Reg. §1.409A-1(i).
 */

/** One person's facts for the 12 months ending on the identification date. */
export interface KeyEmployeeFact {
  readonly participantId: string;
  /** The calendar year in which the 12 months end (the identification date's year). */
  readonly year: number;
  /** Annual compensation (IRC 415(c)(3)) from all Employers of the controlled group. */
  readonly compensationCents: Cents;
  /** An officer of the Employer at any time in the 12 months (§1.416-1 T-13). */
  readonly officer: boolean;
  /** Highest ownership in the 12 months, in percent (1.5 = 1.5%), IRC 318 attribution. */
  readonly ownershipPct: number;
}

export type KeyEmployeeRule = '416(i)(1)(A)(i)' | '416(i)(1)(A)(ii)' | '416(i)(1)(A)(iii)';

export interface KeyEmployeeReason {
  readonly rule: KeyEmployeeRule;
  readonly detail: string;
}

export interface KeyEmployeeEntry {
  readonly participantId: string;
  readonly reasons: readonly KeyEmployeeReason[];
}

/** An officer paid above the limit whom the cap of 416(i)(1)(A)'s flush language leaves out. */
export interface OfficerLeftOut {
  readonly participantId: string;
  readonly code: 'officer_cap_reached';
  readonly rule: '416(i)(1)(A) flush language';
  /** Rank among officers paid above the limit, highest pay first (1-based). */
  readonly rank: number;
  readonly officerCap: number;
  /** Paid the same as the last officer kept: the tie was broken by participantId. */
  readonly tiedAtCap: boolean;
  readonly message: string;
}

export interface KeyEmployeeListTrace {
  readonly rule: '1.20';
  readonly identificationDate: string;
  readonly year: number;
  readonly limits: IrsLimitsOfYear;
  readonly onePercentOwnerCompensation: string;
  readonly employeeCount: number;
  readonly officerCap: number;
  readonly officerCapFormula: string;
  readonly officersAboveLimit: number;
}

export interface KeyEmployeeList {
  readonly ok: true;
  /** Everyone who is a Key Employee, by participantId, with every rule that makes them one. */
  readonly keyEmployees: readonly KeyEmployeeEntry[];
  /** Officers paid above the limit left out by the cap (they may still be owners above). */
  readonly leftOut: readonly OfficerLeftOut[];
  readonly trace: KeyEmployeeListTrace;
}

export type KeyEmployeeListResult =
  KeyEmployeeList | { readonly ok: false; readonly error: IrsLimitNotPublished };

export interface KeyEmployeeListInput {
  readonly identificationDate: PlainDate;
  /** Facts of any years: those of the identification date's year are used. */
  readonly facts: readonly KeyEmployeeFact[];
  /** Employees counted for the cap (IRC 416(i)(1)(A) flush: 414(q)(5) exclusions applied). */
  readonly employeeCount: number;
  /** Limits an administrator entered for years not published here (2027 on). */
  readonly extraLimits?: readonly IrsLimitsOfYear[];
}

const MAX_OFFICERS = 50;
const MIN_OFFICERS = 3;

/**
 * IRC 416(i)(1)(A) flush language: no more than 50 officers, and no more than the greater of
 * 3 or 10% of the employees; Treas. Reg. §1.416-1 T-14 raises a fractional 10% to the next
 * whole number (43 employees: 5).
 */
export function officerCap(employeeCount: number): number {
  if (!Number.isSafeInteger(employeeCount) || employeeCount < 0) {
    throw new RangeError(`employeeCount must be a whole number >= 0: ${employeeCount}`);
  }
  const tenPercent = (employeeCount + 9 - ((employeeCount + 9) % 10)) / 10; // ceil, in integers
  return Math.min(MAX_OFFICERS, Math.max(MIN_OFFICERS, tenPercent));
}

function assertFact(fact: KeyEmployeeFact): void {
  if (fact.compensationCents < 0n) {
    throw new RangeError(`${fact.participantId}: negative compensation`);
  }
  if (!Number.isFinite(fact.ownershipPct) || fact.ownershipPct < 0 || fact.ownershipPct > 100) {
    throw new RangeError(`${fact.participantId}: ownershipPct out of 0-100: ${fact.ownershipPct}`);
  }
}

/** The year's facts, one per person: two facts for one person and year is a caller's error. */
function factsOfYear(facts: readonly KeyEmployeeFact[], year: number): KeyEmployeeFact[] {
  const seen = new Set<string>();
  const result: KeyEmployeeFact[] = [];
  for (const fact of facts) {
    if (fact.year !== year) continue;
    assertFact(fact);
    if (seen.has(fact.participantId)) {
      throw new RangeError(`${fact.participantId}: more than one fact for ${year}`);
    }
    seen.add(fact.participantId);
    result.push(fact);
  }
  return result;
}

/** Highest pay first; equal pay by participantId, so the list never depends on input order. */
const byPayDescending = (a: KeyEmployeeFact, b: KeyEmployeeFact): number =>
  a.compensationCents === b.compensationCents
    ? a.participantId < b.participantId
      ? -1
      : a.participantId > b.participantId
        ? 1
        : 0
    : a.compensationCents > b.compensationCents
      ? -1
      : 1;

interface OfficerSplit {
  kept: Map<string, number>;
  leftOut: OfficerLeftOut[];
  aboveLimit: number;
}

/** IRC 416(i)(1)(A)(i) with the cap: the highest-paid officers paid above the limit. */
function splitOfficers(facts: KeyEmployeeFact[], limitCents: Cents, cap: number): OfficerSplit {
  const officers = facts
    .filter((fact) => fact.officer && fact.compensationCents > limitCents)
    .sort(byPayDescending);
  const kept = new Map<string, number>();
  const leftOut: OfficerLeftOut[] = [];
  const lastKeptPay = officers[cap - 1]?.compensationCents;
  officers.forEach((fact, index) => {
    const rank = index + 1;
    if (rank <= cap) {
      kept.set(fact.participantId, rank);
      return;
    }
    const tiedAtCap = fact.compensationCents === lastKeptPay;
    leftOut.push({
      participantId: fact.participantId,
      code: 'officer_cap_reached',
      rule: '416(i)(1)(A) flush language',
      rank,
      officerCap: cap,
      tiedAtCap,
      message:
        `Officer ranked ${rank} by pay (${formatMoney(fact.compensationCents)}); only the ` +
        `${cap} highest-paid officers count` +
        (tiedAtCap ? '; paid the same as the last one kept: tie broken by participantId' : ''),
    });
  });
  return { kept, leftOut, aboveLimit: officers.length };
}

interface Thresholds {
  officerLimitCents: Cents;
  onePercentOwnerCents: Cents;
  cap: number;
}

/** Every rule that makes one person a Key Employee (none: not one). */
function reasonsFor(
  fact: KeyEmployeeFact,
  officerRank: number | undefined,
  t: Thresholds,
): KeyEmployeeReason[] {
  const pay = formatMoney(fact.compensationCents);
  const reasons: KeyEmployeeReason[] = [];
  // IRC 416(i)(1)(A)(i): an officer paid more than the year's limit, within the cap.
  if (officerRank !== undefined) {
    const detail = `officer paid ${pay} > ${formatMoney(t.officerLimitCents)}, rank ${officerRank} of at most ${t.cap}`;
    reasons.push({ rule: '416(i)(1)(A)(i)', detail });
  }
  // IRC 416(i)(1)(A)(ii): a 5-percent owner (more than 5%).
  if (fact.ownershipPct > 5) {
    reasons.push({ rule: '416(i)(1)(A)(ii)', detail: `owns ${fact.ownershipPct}% > 5%` });
  }
  // IRC 416(i)(1)(A)(iii): a 1-percent owner (more than 1%) paid more than $150,000.
  if (fact.ownershipPct > 1 && fact.compensationCents > t.onePercentOwnerCents) {
    const detail = `owns ${fact.ownershipPct}% > 1% and paid ${pay} > ${formatMoney(t.onePercentOwnerCents)}`;
    reasons.push({ rule: '416(i)(1)(A)(iii)', detail });
  }
  return reasons;
}

/**
 * Plan 1.20: the Key Employees identified on `identificationDate` (the 12 months ending then).
 * A year whose 416(i) limit is not published is an error value, never a guess.
 */
export function keyEmployeeList(input: KeyEmployeeListInput): KeyEmployeeListResult {
  const year = input.identificationDate.year;
  const limits = irsLimitsFor(year, input.extraLimits);
  if (!limits) return { ok: false, error: irsLimitNotPublished('1.20', year) };
  const thresholds: Thresholds = {
    officerLimitCents: parseMoney(limits.officerCompensation416i),
    onePercentOwnerCents: parseMoney(ONE_PERCENT_OWNER_COMPENSATION),
    cap: officerCap(input.employeeCount),
  };
  const facts = factsOfYear(input.facts, year);
  const officers = splitOfficers(facts, thresholds.officerLimitCents, thresholds.cap);
  const keyEmployees: KeyEmployeeEntry[] = [];
  for (const fact of [...facts].sort((a, b) => (a.participantId < b.participantId ? -1 : 1))) {
    const reasons = reasonsFor(fact, officers.kept.get(fact.participantId), thresholds);
    if (reasons.length > 0) keyEmployees.push({ participantId: fact.participantId, reasons });
  }
  return {
    ok: true,
    keyEmployees,
    leftOut: officers.leftOut,
    trace: {
      rule: '1.20',
      identificationDate: input.identificationDate.toString(),
      year,
      limits,
      onePercentOwnerCompensation: ONE_PERCENT_OWNER_COMPENSATION,
      employeeCount: input.employeeCount,
      officerCap: thresholds.cap,
      officerCapFormula: `min(50, max(3, ceil(10% x ${input.employeeCount})))`,
      officersAboveLimit: officers.aboveLimit,
    },
  };
}
