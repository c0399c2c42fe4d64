import type { Plan } from '../plan/plan-definition.js';
import type { EventOf, Schedule } from '../scenario/types.js';
import { startMonths } from './accounts.js';
import type { AccountState } from './account-state.js';
import { plusMonths, plusYears, type IsoDate } from './days.js';
import { scheduleViolations } from './elections.js';
import {
  SUBSEQUENT_DEFERRAL_YEARS,
  SUBSEQUENT_ELECTION_LEAD_MONTHS,
} from '../reference/section-409a.js';
import { specifiedDate, terminationFirstPayment } from './payouts.js';
import { violation, type Violation } from './violation.js';

export interface ScheduleChangeInput {
  event: EventOf<'scheduleChange'>;
  filedOn: IsoDate;
  account: AccountState | undefined;
  plan: Plan;
  separatedOn: IsoDate | null;
  keyEmployee: boolean;
  /** 6.4: the schedule that governs (the one in force at Separation, once it has come). */
  inForce: Schedule | null;
}

/** The first payment of a schedule, where it is known when the change is filed (6.2). */
function firstPayments(input: ScheduleChangeInput): { old: IsoDate; changed: IsoDate } | null {
  const { event, account, separatedOn, keyEmployee, inForce, plan } = input;
  if (account!.kind === 'SDA') {
    return {
      old: specifiedDate(account!.specifiedMonth, plan),
      changed: specifiedDate(event.specifiedMonth ?? account!.specifiedMonth, plan),
    };
  }
  if (separatedOn === null) return null;
  return {
    old: terminationFirstPayment(separatedOn, inForce ?? account!.schedule, keyEmployee, plan).date,
    changed: terminationFirstPayment(separatedOn, event.schedule, keyEmployee, plan).date,
  };
}

/**
 * Article VI: filed at least 12 months before the first payment it replaces (6.2), moving it at
 * least 5 years later (6.3), never earlier (6.4); one sub-account at a time (6.6).
 */
export function reviewScheduleChange(input: ScheduleChangeInput): { violations: Violation[] } {
  const { event, filedOn, account, plan } = input;
  if (!account) {
    return {
      violations: [
        violation(
          'no_such_account',
          '6.6',
          `${event.account}: no such sub-account to change`,
          'account',
        ),
      ],
    };
  }
  const violations = scheduleViolations(
    event.account,
    event.schedule,
    plan,
    filedOn,
    true,
    'schedule',
  );
  if (account.kind === 'CCA') return { violations };
  if (event.specifiedMonth !== undefined && account.kind !== 'SDA') {
    violations.push(
      violation(
        'specified_month_not_allowed',
        '6.6',
        'only a Specified Date Account has a specified month',
        'specifiedMonth',
      ),
    );
  }
  const dates = firstPayments(input);
  violations.push(
    ...(dates ? knownDateViolations(input, dates) : futureSeparationViolations(input)),
  );
  return { violations };
}

/** 6.2-6.4 where the first payment is known: a Specified Date, or a Separation that came. */
function knownDateViolations(
  { event, filedOn }: ScheduleChangeInput,
  dates: { old: IsoDate; changed: IsoDate },
): Violation[] {
  const field = event.specifiedMonth !== undefined ? 'specifiedMonth' : 'schedule';
  const violations: Violation[] = [];
  // §1.409A-2(b)(1)(iii)
  if (plusMonths(filedOn, SUBSEQUENT_ELECTION_LEAD_MONTHS) > dates.old) {
    const message = `a change must be filed at least ${SUBSEQUENT_ELECTION_LEAD_MONTHS} months before the first payment on ${dates.old}`;
    violations.push(violation('change_too_late', '6.2', message, 'filedAt'));
  }
  // §1.409A-2(b)(1)(ii)
  const earliest = plusYears(dates.old, SUBSEQUENT_DEFERRAL_YEARS);
  if (dates.changed < earliest) {
    const message = `the new first payment ${dates.changed} must be on or after ${earliest}, ${SUBSEQUENT_DEFERRAL_YEARS} years after ${dates.old}`;
    violations.push(violation('change_not_five_years', '6.3', message, field));
    if (dates.changed < dates.old) {
      violations.push(
        violation('change_accelerates', '6.4', 'a change may not accelerate a payment', field),
      );
    }
  }
  return violations;
}

/** A future Separation: compare the months after Separation (6.3); 6.4 decides at Separation. */
function futureSeparationViolations({ event, account }: ScheduleChangeInput): Violation[] {
  const latest = Math.max(...account!.versions.map((v) => startMonths(v.schedule)));
  const months = startMonths(event.schedule);
  const delay = SUBSEQUENT_DEFERRAL_YEARS * 12; // §1.409A-2(b)(1)(ii), in months after Separation
  if (months >= latest + delay) return [];
  const message = `the first payment must move at least ${delay} months later: month ${latest + delay} after Separation or later, not ${months}`;
  return [violation('change_not_five_years', '6.3', message, 'schedule.start')];
}
