/**
 * Plan 8.3: FICA on the amounts taken into account (taken-into-account.ts), per calendar year.
 * Payroll's other FICA wages of the year (`otherFicaWages` facts) come first on their date, so
 * the Social Security part stops at the year's wage base whoever paid the wages before.
 */
import { divideHalfUp, minBig, maxBig, parseMoney, type Cents } from '../money/decimal.js';
import { irsLimitsFor } from '../reference/irs-limits.js';
import {
  BASIS_POINTS,
  employerFicaRatesFor,
  ficaRatesFor,
} from '../reference/withholding-rates.js';
import { ficaOnDeferral } from '../withholding/withholding.js';
import type { TakenIntoAccount } from './taken-into-account.js';

export interface DatedAmount {
  date: string;
  amount: Cents;
}

export interface TaxRefusal {
  code: string;
  rule: string;
  message: string;
}

export interface FicaItem extends TakenIntoAccount {
  socialSecurityWages: Cents;
  medicareWages: Cents;
  employee: { socialSecurity: Cents; medicare: Cents; additionalMedicare: Cents };
  employer: { socialSecurity: Cents; medicare: Cents };
}

export interface FicaYear {
  year: number;
  otherFicaWages: Cents;
  items: FicaItem[];
  /** Set when a rate or the wage base of the year is not published: no tax is computed. */
  refused: TaxRefusal | null;
}

const taxAt = (amount: Cents, rateBp: number): Cents =>
  divideHalfUp(amount * BigInt(rateBp), BASIS_POINTS);

function unpublished(year: number): TaxRefusal | null {
  if (!ficaRatesFor(year) || !employerFicaRatesFor(year))
    return {
      code: 'fica_rate_not_published',
      rule: '8.3',
      message: `no published FICA rate for ${year} (REFERENCE_DATA.md)`,
    };
  if (!irsLimitsFor(year))
    return {
      code: 'irs_limit_not_published',
      rule: '8.3',
      message: `the Social Security wage base for ${year} is not published here: an administrator must enter it`,
    };
  return null;
}

/** One year: other wages and the plan's amounts in date order (other wages first on a date). */
function ficaYear(year: number, items: TakenIntoAccount[], other: DatedAmount[]): FicaYear {
  const otherTotal = other.reduce((sum, o) => sum + o.amount, 0n);
  const refused = unpublished(year);
  if (refused) return { year, otherFicaWages: otherTotal, items: [], refused };
  const employerRates = employerFicaRatesFor(year)!;
  const base = parseMoney(irsLimitsFor(year)!.socialSecurityWageBase);
  const sortedOther = [...other].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let wagesSoFar = 0n;
  let o = 0;
  const out: FicaItem[] = [];
  for (const item of items) {
    while (o < sortedOther.length && sortedOther[o]!.date <= item.date)
      wagesSoFar += sortedOther[o++]!.amount;
    const fica = ficaOnDeferral({
      year,
      amountCents: item.amount,
      ficaWagesThisYearCents: maxBig(wagesSoFar, 0n),
      medicareWagesThisYearCents: maxBig(wagesSoFar, 0n),
    });
    if (!fica.ok) throw new Error('unreachable: the year was checked'); // unpublished() above
    const socialSecurityWages = minBig(item.amount, maxBig(base - wagesSoFar, 0n));
    wagesSoFar += item.amount;
    out.push({
      ...item,
      rules: [...item.rules],
      socialSecurityWages,
      medicareWages: item.amount,
      employee: {
        socialSecurity: fica.socialSecurityCents,
        medicare: fica.medicareCents,
        additionalMedicare: fica.additionalMedicareCents,
      },
      employer: {
        socialSecurity: taxAt(socialSecurityWages, employerRates.socialSecurityRateBp),
        medicare: taxAt(item.amount, employerRates.medicareRateBp),
      },
    });
  }
  return { year, otherFicaWages: otherTotal, items: out, refused: null };
}

const yearOfDate = (date: string) => Number(date.slice(0, 4));

/** Per year with an amount taken into account or other FICA wages: the plan's FICA. */
export function ficaByYear(items: TakenIntoAccount[], other: DatedAmount[]): FicaYear[] {
  const years = new Set<number>([...items, ...other].map((x) => yearOfDate(x.date)));
  return [...years]
    .sort((a, b) => a - b)
    .map((year) =>
      ficaYear(
        year,
        items.filter((i) => yearOfDate(i.date) === year),
        other.filter((x) => yearOfDate(x.date) === year),
      ),
    );
}
