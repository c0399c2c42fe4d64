/**
 * Terms fixed by IRC §409A and its regulations (Treas. Reg. §1.409A), not by the plan: a plan
 * may be stricter, never looser. Plan terms that a plan chooses live in the plan definition
 * (plan/carmax-edcp.ts); these are the law the plan's own terms must respect.
 */

/**
 * §1.409A-2(b)(1)(i): a change of the time or form of payment takes effect no earlier than
 * 12 months after it is made (Plan 6.4: a change to a Separation-triggered schedule governs a
 * Separation only from then).
 */
export const SUBSEQUENT_ELECTION_EFFECT_MONTHS = 12;

/**
 * §1.409A-2(b)(1)(iii): a change of a payment at a specified time (or on a schedule) is made at
 * least 12 months before the first payment it replaces (Plan 6.2).
 */
export const SUBSEQUENT_ELECTION_LEAD_MONTHS = 12;

/**
 * §1.409A-2(b)(1)(ii): the changed first payment comes at least 5 years after the date it would
 * otherwise have been paid (Plan 6.3).
 */
export const SUBSEQUENT_DEFERRAL_YEARS = 5;

/**
 * §1.409A-2(a)(8): an election to defer performance-based compensation is made no later than
 * 6 months before the end of the performance period (Plan 3.2(c)).
 */
export const PERFORMANCE_ELECTION_MONTHS_BEFORE_END = 6;

/**
 * §1.409A-1(e)(1), read with §1.409A-2(a)(8): performance-based compensation is for a period of
 * at least 12 consecutive months (Plan 1.24) ...
 */
export const PERFORMANCE_PERIOD_MIN_MONTHS = 12;

/** ... whose criteria are set in writing no later than 90 days after it starts (Plan 1.24). */
export const PERFORMANCE_CRITERIA_DAYS = 90;

/**
 * §1.409A-3(i)(2)(i): a specified employee (Plan 1.20 Key Employee) is paid on a Separation no
 * sooner than 6 months after it (the plan: the 1st day of the 7th month after its month).
 */
export const KEY_EMPLOYEE_DELAY_MONTHS = 6;

/**
 * §1.409A-3(d): a payment is on time if made later in the taxable year of its date or, if
 * later, by the 15th day of the 3rd calendar month after it (Plan 5.10).
 */
export const LATE_PAYMENT_GRACE = { months: 3, day: 15 } as const;

/**
 * §1.409A-2(a)(7)(ii): a participant again eligible after 24 months in which he was not
 * eligible under the plan may be treated as newly eligible (Plan 3.2(a) first-year window).
 */
export const REELIGIBILITY_GAP_MONTHS = 24;

/**
 * §1.409A-1(i)(3)-(4): a specified employee (Plan 1.20 Key Employee) identified on the
 * identification date is one for the 12 months from the effective date.
 */
export const KEY_EMPLOYEE_PERIOD_MONTHS = 12;

/**
 * §1.409A-1(h)(1)(i): a bona fide leave is no Separation for up to 6 months (Plan 1.31), or
 * longer while a statute or contract protects the right to return ...
 */
export const LEAVE_MONTHS = 6;

/** ... and up to 29 months for a disability leave (§1.409A-1(h)(1)(i), Plan 1.31). */
export const DISABILITY_LEAVE_MONTHS = 29;
