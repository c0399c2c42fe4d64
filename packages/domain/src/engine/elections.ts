import { firstYearElectionLastDay } from '../eligibility/first-year-window.js';
import { easternDay, onTimeEastern } from '../calendar/eastern.js';
import { DEFERRAL_COMPONENTS, type Plan } from '../plan/plan-definition.js';
import type { AccountName, ElectionEvent, Schedule } from '../scenario/types.js';
import { accountKind, sameSchedule, sdaMonthOf } from './accounts.js';
import type { AccountState } from './account-state.js';
import {
  PERFORMANCE_CRITERIA_DAYS,
  PERFORMANCE_ELECTION_MONTHS_BEFORE_END,
  PERFORMANCE_PERIOD_MIN_MONTHS,
  REELIGIBILITY_GAP_MONTHS,
} from '../reference/section-409a.js';
import { ordinal, plusDays, plusMonths, yearOf, type IsoDate } from './days.js';
import { violation, type Violation } from './violation.js';

/** What the election rules need to know of the Participant when a CDA is filed. */
export interface ElectionContext {
  plan: Plan;
  hireDate: IsoDate;
  eligibility: readonly { date: IsoDate; notifiedOn: IsoDate }[];
  ineligibleOn: readonly IsoDate[];
  separatedOn: IsoDate | null;
  accounts: ReadonlyMap<AccountName, AccountState>;
}

/** A CDA the rules accepted (1.12). */
export interface AcceptedElection {
  index: number;
  kind: ElectionEvent['kind'];
  filedOn: IsoDate;
  planYear: number;
  /** 3.2: the day at whose end (11:59 p.m. Eastern) it became irrevocable. */
  irrevocableOn: IsoDate;
  deferrals: ElectionEvent['deferrals'];
  allocation: [AccountName, number][];
  performancePeriod?: { start: IsoDate; end: IsoDate };
}

const isWhole = (n: number) => Number.isInteger(n);

/** 2.1/2.2(a): eligible on a date when the latest eligibility change on or before it made him so. */
export function isEligibleOn(
  ctx: Pick<ElectionContext, 'eligibility' | 'ineligibleOn'>,
  date: IsoDate,
): boolean {
  const eligibleSince = ctx.eligibility
    .filter((e) => e.date <= date)
    .map((e) => e.date)
    .pop();
  if (!eligibleSince) return false;
  return !ctx.ineligibleOn.some((d) => d >= eligibleSince && d <= date);
}

/**
 * 3.2(a) with §1.409A-2(a)(7): a first-year window belongs to a first eligibility, or to one
 * after 24 months of not being eligible under the plan (§1.409A-2(a)(7)(ii)).
 */
function firstYearWindow(ctx: ElectionContext, filedOn: IsoDate) {
  const current = ctx.eligibility.filter((e) => e.date <= filedOn).pop();
  if (!current) return null;
  const earlier = ctx.eligibility.filter((e) => e.date < current.date);
  if (earlier.length > 0) {
    const lastEnd = ctx.ineligibleOn.filter((d) => d < current.date).pop();
    if (!lastEnd || plusMonths(lastEnd, REELIGIBILITY_GAP_MONTHS) > current.date) return null;
  }
  return current;
}

interface Timing {
  planYear: number;
  irrevocableOn: IsoDate;
  violations: Violation[];
}

function initialTiming(event: ElectionEvent, ctx: ElectionContext, filedOn: IsoDate): Timing {
  const planYear = event.planYear!;
  const window = firstYearWindow(ctx, filedOn);
  if (!window) {
    return {
      planYear,
      irrevocableOn: filedOn,
      violations: [
        violation(
          'no_first_year_window',
          '3.2(a)',
          'an initial election needs a first year of eligibility; use the annual enrollment',
          'kind',
        ),
      ],
    };
  }
  // Plan 3.2(a): filed within the window after notification; irrevocable when it ends. The
  // window is the one in force on the day of the notice (eligibility/first-year-window.ts).
  const days = ctx.plan.value('initialElectionDays', window.notifiedOn);
  const lastDay = firstYearElectionLastDay(ctx.plan, window.notifiedOn);
  const violations: Violation[] = [];
  if (!onTimeEastern(event.filedAt, lastDay)) {
    violations.push(
      violation(
        'initial_election_late',
        '3.2(a)',
        `a first-year election had to be filed by 11:59 p.m. Eastern on ${lastDay}, ${days} days after notification on ${window.notifiedOn}`,
        'filedAt',
      ),
    );
  }
  if (planYear !== yearOf(lastDay) && planYear !== yearOf(window.notifiedOn)) {
    violations.push(
      violation(
        'initial_election_wrong_year',
        '3.2(a)',
        `a first-year election is for ${yearOf(lastDay)}, the year of its window`,
        'planYear',
      ),
    );
  }
  return { planYear, irrevocableOn: lastDay, violations };
}

function annualTiming(event: ElectionEvent, filedOn: IsoDate): Timing {
  const planYear = event.planYear!;
  const deadline = `${planYear - 1}-12-31`;
  const violations: Violation[] = [];
  if (planYear > yearOf(filedOn) + 1) {
    violations.push(
      violation(
        'enrollment_not_open',
        '3.1(a)',
        `enrollment for ${planYear} is not open: an annual election is filed in the year before the Plan Year`,
        'planYear',
      ),
    );
  } else if (!onTimeEastern(event.filedAt, deadline)) {
    // Plan 3.2(b): by 11:59 p.m. Eastern on December 31 of the year before the services.
    violations.push(
      violation(
        'annual_election_late',
        '3.2(b)',
        `an election for ${planYear} had to be filed by 11:59 p.m. Eastern on ${deadline}`,
        'filedAt',
      ),
    );
  }
  return { planYear, irrevocableOn: deadline, violations };
}

function performanceTiming(event: ElectionEvent, ctx: ElectionContext, filedOn: IsoDate): Timing {
  const period = event.performancePeriod!;
  // Plan 3.2(c), §1.409A-2(a)(8): no later than 6 months before the end of the period.
  const deadline = plusMonths(period.end, -PERFORMANCE_ELECTION_MONTHS_BEFORE_END);
  const violations: Violation[] = [];
  if (!onTimeEastern(event.filedAt, deadline)) {
    violations.push(
      violation(
        'performance_election_late',
        '3.2(c)',
        `a performance-based election had to be filed by 11:59 p.m. Eastern on ${deadline}, ${PERFORMANCE_ELECTION_MONTHS_BEFORE_END} months before the period ends`,
        'filedAt',
      ),
    );
  }
  // Plan 1.24, §1.409A-1(e): a period of at least 12 consecutive months ...
  if (plusDays(period.end, 1) < plusMonths(period.start, PERFORMANCE_PERIOD_MIN_MONTHS)) {
    violations.push(
      violation(
        'performance_period_short',
        '1.24',
        `a performance period must last at least ${PERFORMANCE_PERIOD_MIN_MONTHS} consecutive months`,
        'performancePeriod',
      ),
    );
  }
  // ... with criteria set in writing no later than 90 days after it starts.
  if (period.criteriaSetOn > plusDays(period.start, PERFORMANCE_CRITERIA_DAYS)) {
    violations.push(
      violation(
        'performance_criteria_late',
        '1.24',
        `the criteria must be set within ${PERFORMANCE_CRITERIA_DAYS} days after the period starts`,
        'performancePeriod.criteriaSetOn',
      ),
    );
  }
  // 3.2(c)(i): services performed continuously from the later of start and criteria date.
  const from = period.criteriaSetOn > period.start ? period.criteriaSetOn : period.start;
  if (ctx.hireDate > from || (ctx.separatedOn !== null && ctx.separatedOn <= filedOn)) {
    violations.push(
      violation(
        'performance_services_not_continuous',
        '3.2(c)',
        `services must be continuous from ${from} to the election`,
        'performancePeriod',
      ),
    );
  }
  return { planYear: yearOf(period.end), irrevocableOn: deadline, violations };
}

function timing(event: ElectionEvent, ctx: ElectionContext, filedOn: IsoDate): Timing {
  if (event.kind === 'initial') return initialTiming(event, ctx, filedOn);
  if (event.kind === 'annual') return annualTiming(event, filedOn);
  return performanceTiming(event, ctx, filedOn);
}

/** 1.12: whole percentages up to each component's maximum. */
function deferralViolations(
  event: ElectionEvent,
  ctx: ElectionContext,
  filedOn: IsoDate,
): Violation[] {
  const max = ctx.plan.value('maxDeferralPct', filedOn);
  const violations: Violation[] = [];
  for (const component of DEFERRAL_COMPONENTS) {
    const pct = event.deferrals[component];
    if (pct === undefined) continue;
    if (!isWhole(pct) || pct < 0) {
      violations.push(
        violation(
          'deferral_pct_not_whole',
          '1.12',
          `${component}: deferrals are whole percentages`,
          `deferrals.${component}`,
        ),
      );
    } else if (pct > max[component]) {
      violations.push(
        violation(
          'deferral_pct_above_max',
          '1.12',
          `${component}: at most ${max[component]}% may be deferred, not ${pct}%`,
          `deferrals.${component}`,
        ),
      );
    }
  }
  return violations;
}

/** 3.1(b), 3.3: whole percentages of the deferral to each sub-account, summing to 100. */
function allocationViolations(event: ElectionEvent): Violation[] {
  const accounts = event.allocation.map((a) => a.account);
  const sum = event.allocation.reduce((s, a) => s + a.pct, 0);
  const bad =
    event.allocation.some((a) => !isWhole(a.pct) || a.pct <= 0) ||
    new Set(accounts).size !== accounts.length ||
    (event.allocation.length > 0 && sum !== 100);
  return bad
    ? [
        violation(
          'allocation_invalid',
          '3.1(b)',
          'the allocation to sub-accounts must be whole percentages, each account once, summing to 100',
          'allocation',
        ),
      ]
    : [];
}

/** 1.32 and 3.4: how many SDAs, and how soon a new one may pay. */
function sdaViolations(
  event: ElectionEvent,
  ctx: ElectionContext,
  filedOn: IsoDate,
  planYear: number,
): Violation[] {
  const newSdas = event.allocation
    .map((a) => a.account)
    .filter((a) => accountKind(a) === 'SDA' && !ctx.accounts.has(a));
  const open = [...ctx.accounts.values()].filter((a) => a.kind === 'SDA' && !a.fullyPaid).length;
  const max = ctx.plan.value('maxSpecifiedDateAccounts', filedOn);
  const violations: Violation[] = [];
  if (open + newSdas.length > max) {
    violations.push(
      violation(
        'too_many_specified_date_accounts',
        '1.32',
        `at most ${max} Specified Date Accounts; this election would make ${open + newSdas.length}`,
        'allocation',
      ),
    );
  }
  const minimum = ctx.plan.parameter('sdaMinimumYears', filedOn);
  for (const sda of newSdas) {
    const earliest = planYear + minimum.value;
    if (minimum.value > 0 && yearOf(sdaMonthOf(sda)) < earliest) {
      violations.push(
        violation(
          'specified_date_too_soon',
          '3.4',
          `${sda}: the specified year must be ${earliest} or later (the third Plan Year after ${planYear})`,
          `allocation[${event.allocation.findIndex((a) => a.account === sda)}].account`,
        ),
      );
    }
  }
  return violations;
}

/**
 * 5.1(b)(ii): an RTA's first payment within `rtaFirstPaymentMonths` after Separation, the range
 * in force when the schedule is filed; SDAs have none (5.2(b)).
 */
function startViolations(
  account: AccountName,
  schedule: Schedule,
  terms: { plan: Plan; date: IsoDate; isChange: boolean; field: string },
): Violation[] {
  const { plan, date, isChange, field } = terms;
  const months = schedule.start?.monthsAfterSeparation;
  if (months === undefined) return [];
  if (accountKind(account) !== 'RTA') {
    const day = ordinal(plan.value('paymentDayOfMonth', date));
    const message = `${account}: a Specified Date Account pays on the ${day} of its month`;
    return [violation('start_not_allowed', '5.2(b)', message, `${field}.start`)];
  }
  const [min, max] = plan.value('rtaFirstPaymentMonths', date);
  // 5.1(b)(ii): no later than the end of the range; 6.3 lets a change go beyond.
  if (months >= min && (isChange || months <= max)) return [];
  const message = `RTA: the first payment may be ${min} to ${max} months after the month of Separation, not ${months}`;
  return [violation('start_out_of_range', '5.1(b)', message, `${field}.start`)];
}

/** 5.1(b)-(c), 5.2(c), 5.3(c): allowed forms and ranges of a sub-account's schedule. */
export function scheduleViolations(
  account: AccountName,
  schedule: Schedule,
  plan: Plan,
  date: IsoDate,
  isChange: boolean,
  /** Where the schedule sits in the event: `schedules.RTA` in a CDA, `schedule` in a change. */
  field: string,
): Violation[] {
  const kind = accountKind(account);
  const violations: Violation[] = [];
  if (kind === 'CCA') {
    if (schedule.form !== 'lump' || schedule.start)
      violations.push(
        violation(
          'cca_lump_only',
          '5.3(c)',
          'the Company Contribution Benefit is paid in a lump sum only',
          field,
        ),
      );
    return violations;
  }
  const rule = kind === 'RTA' ? '5.1(c)' : '5.2(c)';
  const [min, max] = plan.value(
    kind === 'RTA' ? 'rtaInstallmentYears' : 'sdaInstallmentYears',
    date,
  );
  if (
    schedule.form !== 'lump' &&
    (!isWhole(schedule.years) || schedule.years < min || schedule.years > max)
  ) {
    violations.push(
      violation(
        'installment_years_out_of_range',
        rule,
        `${account}: installments over ${min} to ${max} years, not ${schedule.years}`,
        `${field}.years`,
      ),
    );
  }
  // 5.1(c)(ii): the range in force when the schedule is filed.
  const [lumpMin, lumpMax] = plan.value('partialLumpPct', date);
  if (
    schedule.form === 'partial' &&
    (kind !== 'RTA' || schedule.lumpPct < lumpMin || schedule.lumpPct > lumpMax)
  ) {
    violations.push(
      violation(
        'partial_lump_invalid',
        rule,
        `${account}: a partial lump sum is a whole % (${lumpMin}-${lumpMax}) of the RTA only`,
        `${field}.lumpPct`,
      ),
    );
  }
  violations.push(...startViolations(account, schedule, { plan, date, isChange, field }));
  return violations;
}

/** 3.1(b) and the one-schedule rule (cited as 6.1): schedules per sub-account. */
function schedulesViolations(
  event: ElectionEvent,
  ctx: ElectionContext,
  filedOn: IsoDate,
): Violation[] {
  const violations: Violation[] = [];
  for (const [account, schedule] of Object.entries(event.schedules ?? {})) {
    violations.push(
      ...scheduleViolations(account, schedule, ctx.plan, filedOn, false, `schedules.${account}`),
    );
    const existing = ctx.accounts.get(account);
    if (existing && !sameSchedule(existing.schedule, schedule)) {
      violations.push(
        violation(
          'schedule_already_set',
          '6.1',
          `${account} already has a payment schedule; change it under Article VI`,
          `schedules.${account}`,
        ),
      );
    }
  }
  return violations;
}

/** 7.4: investment allocations are whole percentages summing to 100. */
export function investmentViolations(
  investments: Record<string, number>,
  what: string,
  field: string,
): Violation[] {
  const pcts = Object.values(investments);
  const ok =
    pcts.length > 0 &&
    pcts.every((p) => isWhole(p) && p > 0) &&
    pcts.reduce((s, p) => s + p, 0) === 100;
  return ok
    ? []
    : [
        violation(
          'investment_allocation_invalid',
          '7.4',
          `${what}: investment percentages must be whole and sum to 100`,
          field,
        ),
      ];
}

/** Every rule a CDA must meet when filed. Returns the accepted election or its violations. */
export function reviewElection(
  index: number,
  event: ElectionEvent,
  ctx: ElectionContext,
): { accepted: AcceptedElection } | { violations: Violation[] } {
  const filedOn = easternDay(event.filedAt);
  const violations: Violation[] = [];
  // Plan 2.1: only an Eligible Employee (still employed) files a CDA.
  if (!isEligibleOn(ctx, filedOn) || (ctx.separatedOn !== null && ctx.separatedOn <= filedOn)) {
    violations.push(
      violation('not_eligible', '2.1', 'only an Eligible Employee may file a deferral election'),
    );
  }
  const t = timing(event, ctx, filedOn);
  violations.push(
    ...t.violations,
    ...deferralViolations(event, ctx, filedOn),
    ...allocationViolations(event),
  );
  violations.push(
    ...sdaViolations(event, ctx, filedOn, t.planYear),
    ...schedulesViolations(event, ctx, filedOn),
  );
  for (const [account, investments] of Object.entries(event.investments ?? {})) {
    violations.push(...investmentViolations(investments, account, `investments.${account}`));
  }
  if (violations.length > 0) return { violations };
  const allocation: [AccountName, number][] =
    event.allocation.length > 0 ? event.allocation.map((a) => [a.account, a.pct]) : [['RTA', 100]]; // 3.1(b) default
  return {
    accepted: {
      index,
      kind: event.kind,
      filedOn,
      planYear: t.planYear,
      irrevocableOn: t.irrevocableOn,
      deferrals: event.deferrals,
      allocation,
      ...(event.performancePeriod
        ? {
            performancePeriod: {
              start: event.performancePeriod.start,
              end: event.performancePeriod.end,
            },
          }
        : {}),
    },
  };
}
