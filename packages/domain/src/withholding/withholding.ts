import { divideHalfUp, maxBig, minBig, parseMoney, type Cents } from '../money/decimal.js';
import {
  irsLimitNotPublished,
  irsLimitsFor,
  type IrsLimitNotPublished,
  type IrsLimitsOfYear,
} from '../reference/irs-limits.js';
import {
  BASIS_POINTS,
  ficaRatesFor,
  supplementalRatesFor,
  type FicaRates,
  type SupplementalWithholdingRates,
} from '../reference/withholding-rates.js';
import { step } from '../i18n/trace-steps.js';

/** The one rounding of this module: each tax figure is rounded once, half-up to cents. */
export const WITHHOLDING_ROUNDING = step('withholding.rounding');

/** amount x rateBp / 10,000, half-up to cents. */
const taxAt = (amount: Cents, rateBp: number): Cents =>
  divideHalfUp(amount * BigInt(rateBp), BASIS_POINTS);

function assertNonNegative(name: string, value: Cents): void {
  if (value < 0n) throw new RangeError(`${name} must not be negative: ${value}`);
}

export interface FederalWithholdingInput {
  readonly year: number;
  /** The deferred compensation payment (a supplemental wage payment). */
  readonly paymentCents: Cents;
  /** Supplemental wages the Employer already paid the person in `year`, before this payment. */
  readonly supplementalPaidThisYearCents: Cents;
}

export interface FederalWithholdingTrace {
  readonly rule: '8.3';
  readonly method: string;
  readonly year: number;
  readonly rates: SupplementalWithholdingRates;
  /** Part of the payment within the year's first $1,000,000 of supplemental wages. */
  readonly flatPortionCents: Cents;
  /** Part of the payment above the year's first $1,000,000 of supplemental wages. */
  readonly mandatoryPortionCents: Cents;
  readonly flatTaxCents: Cents;
  readonly mandatoryTaxCents: Cents;
  readonly rounding: string;
}

export interface FederalWithholding {
  readonly withheldCents: Cents;
  readonly trace: FederalWithholdingTrace;
}

/**
 * Plan 8.3: federal income tax withheld from a payment. A payment of deferred compensation is
 * a supplemental wage payment; the Employer uses the optional flat rate
 * (Treas. Reg. §31.3402(g)-1(a)(7)(iii)(F)) on the year's supplemental wages up to
 * $1,000,000 and must use the mandatory rate (§31.3402(g)-1(a)(2)) on the excess.
 */
export function federalWithholding(input: FederalWithholdingInput): FederalWithholding {
  const { year, paymentCents, supplementalPaidThisYearCents } = input;
  assertNonNegative('paymentCents', paymentCents);
  assertNonNegative('supplementalPaidThisYearCents', supplementalPaidThisYearCents);
  const rates = supplementalRatesFor(year);
  // The plan starts in 2011: a payment before it is a programmer error, not a case.
  if (!rates) throw new RangeError(`no supplemental withholding rates for ${year}`);

  const threshold = parseMoney(rates.mandatoryThreshold);
  const roomUnderThreshold = maxBig(threshold - supplementalPaidThisYearCents, 0n);
  const flatPortionCents = minBig(paymentCents, roomUnderThreshold);
  const mandatoryPortionCents = paymentCents - flatPortionCents;
  const flatTaxCents = taxAt(flatPortionCents, rates.flatRateBp);
  const mandatoryTaxCents = taxAt(mandatoryPortionCents, rates.mandatoryRateBp);
  return {
    withheldCents: flatTaxCents + mandatoryTaxCents,
    trace: {
      rule: '8.3',
      method: step('withholding.method'),
      year,
      rates,
      flatPortionCents,
      mandatoryPortionCents,
      flatTaxCents,
      mandatoryTaxCents,
      rounding: WITHHOLDING_ROUNDING,
    },
  };
}

export interface FicaOnDeferralInput {
  readonly year: number;
  /** The amount taken into account as FICA wages (a deferral, or a credit as it vests). */
  readonly amountCents: Cents;
  /** Social Security wages of `year` already taken into account, before this amount. */
  readonly ficaWagesThisYearCents: Cents;
  /** Medicare wages of `year` already taken into account, before this amount. */
  readonly medicareWagesThisYearCents: Cents;
  /** Limits an administrator entered for years not published here (2027 on). */
  readonly extraLimits?: readonly IrsLimitsOfYear[];
}

export interface FicaTrace {
  readonly rule: '8.3';
  readonly timing: string;
  readonly year: number;
  readonly rates: FicaRates;
  readonly socialSecurityWageBase: string;
  readonly socialSecurityWagesCents: Cents;
  readonly medicareWagesCents: Cents;
  readonly additionalMedicareWagesCents: Cents;
  readonly rounding: string;
}

export interface FicaOnDeferral {
  readonly ok: true;
  readonly socialSecurityCents: Cents;
  readonly medicareCents: Cents;
  readonly additionalMedicareCents: Cents;
  /** What Plan 8.3 takes from the Participant's non-deferred pay. */
  readonly totalCents: Cents;
  readonly trace: FicaTrace;
}

export type FicaOnDeferralResult =
  FicaOnDeferral | { readonly ok: false; readonly error: IrsLimitNotPublished };

/**
 * Plan 8.3: the employee's FICA on an amount of deferred compensation, due when it is credited
 * (or, if later, when it vests) under the special timing rule of Treas. Reg. §31.3121(v)(2)-1;
 * later earnings and payments are not FICA wages again. Social Security up to the year's wage
 * base, Medicare on everything, Additional Medicare on Medicare wages above $200,000 a year.
 */
export function ficaOnDeferral(input: FicaOnDeferralInput): FicaOnDeferralResult {
  const { year, amountCents, ficaWagesThisYearCents, medicareWagesThisYearCents } = input;
  assertNonNegative('amountCents', amountCents);
  assertNonNegative('ficaWagesThisYearCents', ficaWagesThisYearCents);
  assertNonNegative('medicareWagesThisYearCents', medicareWagesThisYearCents);
  const rates = ficaRatesFor(year);
  if (!rates) throw new RangeError(`no FICA rates for ${year}`);
  const limits = irsLimitsFor(year, input.extraLimits);
  if (!limits) return { ok: false, error: irsLimitNotPublished('8.3', year) };

  const wageBase = parseMoney(limits.socialSecurityWageBase);
  const socialSecurityWagesCents = minBig(
    amountCents,
    maxBig(wageBase - ficaWagesThisYearCents, 0n),
  );
  const threshold = parseMoney(rates.additionalMedicareThreshold);
  const additionalMedicareWagesCents = minBig(
    amountCents,
    maxBig(medicareWagesThisYearCents + amountCents - threshold, 0n),
  );
  const socialSecurityCents = taxAt(socialSecurityWagesCents, rates.socialSecurityRateBp);
  const medicareCents = taxAt(amountCents, rates.medicareRateBp);
  const additionalMedicareCents = taxAt(
    additionalMedicareWagesCents,
    rates.additionalMedicareRateBp,
  );
  return {
    ok: true,
    socialSecurityCents,
    medicareCents,
    additionalMedicareCents,
    totalCents: socialSecurityCents + medicareCents + additionalMedicareCents,
    trace: {
      rule: '8.3',
      timing: step('fica.timing'),
      year,
      rates,
      socialSecurityWageBase: limits.socialSecurityWageBase,
      socialSecurityWagesCents,
      medicareWagesCents: amountCents,
      additionalMedicareWagesCents,
      rounding: WITHHOLDING_ROUNDING,
    },
  };
}
