// Plan 8.3: the FICA due on a deferral, taken from the Participant's non-deferred pay. The
// rates and the Social Security wage base are the dated reference data (reference/), never a
// guess: a year without them is refused, with the rule.
import { formatMoney, parseMoney, sumBig, type Cents } from '../money/decimal.js';
import { irsLimitsFor } from '../reference/irs-limits.js';
import { ficaRatesFor } from '../reference/withholding-rates.js';
import type { ParticipantEvent } from '../scenario/types.js';
import { ficaOnDeferral } from '../withholding/withholding.js';

/** A figure the plan will not compute because a published rate or limit is missing. */
export interface RateRefusal {
  code: 'irs_limit_not_published' | 'fica_rates_not_published';
  rule: string;
  message: string;
}

/** The year's FICA terms as published (REFERENCE_DATA.md), for payroll to apply. */
export interface FicaTerms {
  year: number;
  socialSecurityRateBp: number;
  medicareRateBp: number;
  additionalMedicareRateBp: number;
  additionalMedicareThreshold: string;
  socialSecurityWageBase: string;
  sources: string[];
}

/** The employee FICA on one deferral (8.3, Treas. Reg. §31.3121(v)(2)-1). */
export interface FicaDue {
  rule: '8.3';
  year: number;
  /** Gross pay of the calendar year the record holds before this pay: the wages already counted. */
  wagesBefore: string;
  socialSecurityWages: string;
  socialSecurity: string;
  medicare: string;
  additionalMedicare: string;
  total: string;
}

const ratesMissing = (year: number): RateRefusal => ({
  code: 'fica_rates_not_published',
  rule: '8.3',
  message: `no FICA rates are published here for ${year}`,
});

/** The year's published FICA terms, or the refusal naming what is not published. */
export function ficaTermsFor(year: number): { terms: FicaTerms } | { refused: RateRefusal } {
  const rates = ficaRatesFor(year);
  if (!rates) return { refused: ratesMissing(year) };
  const limits = irsLimitsFor(year);
  if (!limits) {
    const message = `the Social Security wage base for ${year} is not published here: an administrator must enter it`;
    return { refused: { code: 'irs_limit_not_published', rule: '8.3', message } };
  }
  return {
    terms: {
      year,
      socialSecurityRateBp: rates.socialSecurityRateBp,
      medicareRateBp: rates.medicareRateBp,
      additionalMedicareRateBp: rates.additionalMedicareRateBp,
      additionalMedicareThreshold: rates.additionalMedicareThreshold,
      socialSecurityWageBase: limits.socialSecurityWageBase,
      sources: [...rates.sources],
    },
  };
}

/**
 * Interpretation (until payroll's other FICA wages of the year are a dated fact, issue 10 item
 * 4): the wages already taken into account in a year are the gross pay the record holds for
 * that calendar year before this pay (earlier dates, and earlier lines of the same date).
 */
export function wagesBefore(events: readonly ParticipantEvent[], index: number): Cents {
  const pay = events[index];
  if (pay?.type !== 'pay') throw new Error(`assertion: event ${index} is not a pay`);
  const year = pay.date.slice(0, 4);
  return sumBig(
    events.flatMap((e, i) =>
      e.type === 'pay' &&
      e.date.startsWith(year) &&
      (e.date < pay.date || (e.date === pay.date && i < index))
        ? [parseMoney(e.gross)]
        : [],
    ),
  );
}

/** 8.3: the FICA due on `deferred`, after `before` of the year's wages; refused without rates. */
export function ficaDue(
  year: number,
  deferred: Cents,
  before: Cents,
): { fica: FicaDue } | { refused: RateRefusal } {
  if (!ficaRatesFor(year)) return { refused: ratesMissing(year) };
  const result = ficaOnDeferral({
    year,
    amountCents: deferred,
    ficaWagesThisYearCents: before,
    medicareWagesThisYearCents: before,
  });
  if (!result.ok) {
    const { code, rule, message } = result.error;
    return { refused: { code, rule, message } };
  }
  return {
    fica: {
      rule: '8.3',
      year,
      wagesBefore: formatMoney(before),
      socialSecurityWages: formatMoney(result.trace.socialSecurityWagesCents),
      socialSecurity: formatMoney(result.socialSecurityCents),
      medicare: formatMoney(result.medicareCents),
      additionalMedicare: formatMoney(result.additionalMedicareCents),
      total: formatMoney(result.totalCents),
    },
  };
}
