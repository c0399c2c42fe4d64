/**
 * Federal withholding rates on deferred compensation (REFERENCE_DATA.md, Plan 8.3).
 *
 * Rates are integers in basis points (1 bp = 0.01%: 22% = 2200, 39.6% = 3960), thresholds
 * money strings; never binary floats (STYLE.md habit 3). Each period names its first and
 * last year (`toYear` undefined: still in force) and its sources.
 */

/** 100% in basis points: amount x rateBp / BASIS_POINTS. */
export const BASIS_POINTS = 10_000n;

export interface SupplementalWithholdingRates {
  readonly fromYear: number;
  readonly toYear: number | undefined;
  /** Treas. Reg. §31.3402(g)-1(a)(7)(iii)(F): optional flat rate, supplemental wages to $1M. */
  readonly flatRateBp: number;
  /** Treas. Reg. §31.3402(g)-1(a)(2): mandatory rate on supplemental wages above $1M a year. */
  readonly mandatoryRateBp: number;
  /** Supplemental wages paid in a calendar year above which the mandatory rate applies. */
  readonly mandatoryThreshold: string;
  readonly sources: readonly string[];
}

const MANDATORY_THRESHOLD = '1000000.00';
const REG = 'Treas. Reg. §31.3402(g)-1(a)(2), (a)(7)(iii)(F)';

export const supplementalWithholdingRates: readonly SupplementalWithholdingRates[] = [
  {
    fromYear: 2011,
    toYear: 2012,
    flatRateBp: 2500,
    mandatoryRateBp: 3500,
    mandatoryThreshold: MANDATORY_THRESHOLD,
    sources: [REG, 'IRS Publication 15 (Circular E) 2011, 2012', 'REFERENCE_DATA.md'],
  },
  {
    fromYear: 2013,
    toYear: 2017,
    flatRateBp: 2500,
    mandatoryRateBp: 3960,
    mandatoryThreshold: MANDATORY_THRESHOLD,
    sources: [
      REG,
      'American Taxpayer Relief Act of 2012 (39.6% top rate)',
      'IRS Publication 15 (Circular E) 2013-2017',
      'REFERENCE_DATA.md',
    ],
  },
  {
    fromYear: 2018,
    toYear: undefined,
    flatRateBp: 2200,
    mandatoryRateBp: 3700,
    mandatoryThreshold: MANDATORY_THRESHOLD,
    sources: [
      REG,
      'Pub. L. 115-97 (TCJA) §11001, IRS Notice 1036 (2018)',
      'IRS Publication 15 (Circular E) 2018 on',
      'REFERENCE_DATA.md',
    ],
  },
];

/** Employee FICA withholding rates (IRC 3101, 3102) for a range of years. */
export interface FicaRates {
  readonly fromYear: number;
  readonly toYear: number | undefined;
  /** IRC 3101(a): old-age, survivors and disability insurance, up to the wage base. */
  readonly socialSecurityRateBp: number;
  /** IRC 3101(b)(1): hospital insurance (Medicare), no cap. */
  readonly medicareRateBp: number;
  /** IRC 3101(b)(2), 3102(f): Additional Medicare Tax withheld on wages above the threshold. */
  readonly additionalMedicareRateBp: number;
  /** Medicare wages paid in a calendar year above which the additional rate is withheld. */
  readonly additionalMedicareThreshold: string;
  readonly sources: readonly string[];
}

const ADDITIONAL_MEDICARE_THRESHOLD = '200000.00';

/**
 * REFERENCE_DATA.md gives today's rates (6.2%, 1.45%, 0.9% above $200,000). Two facts of the
 * law it does not restate are kept here as dated data: the employee Social Security rate was
 * 4.2% in 2011 and 2012 (the payroll tax holiday), and the Additional Medicare Tax applies to
 * wages paid after 2012.
 */
export const ficaRates: readonly FicaRates[] = [
  {
    fromYear: 2011,
    toYear: 2012,
    socialSecurityRateBp: 420,
    medicareRateBp: 145,
    additionalMedicareRateBp: 0,
    additionalMedicareThreshold: ADDITIONAL_MEDICARE_THRESHOLD,
    sources: [
      'Pub. L. 111-312 §601 (2011), Pub. L. 112-78 and 112-96 §1001 (2012): employee rate 4.2%',
      'IRS Publication 15 (Circular E) 2011, 2012',
    ],
  },
  {
    fromYear: 2013,
    toYear: undefined,
    socialSecurityRateBp: 620,
    medicareRateBp: 145,
    additionalMedicareRateBp: 90,
    additionalMedicareThreshold: ADDITIONAL_MEDICARE_THRESHOLD,
    sources: [
      'IRC 3101(a), 3101(b)(1), 3101(b)(2), 3102(f) (Pub. L. 111-148 §9015, from 2013)',
      'IRS Publication 15 (Circular E) 2013 on',
      'REFERENCE_DATA.md',
    ],
  },
];

const inPeriod = (year: number, period: { fromYear: number; toYear: number | undefined }) =>
  period.fromYear <= year && (period.toYear === undefined || year <= period.toYear);

/** The supplemental wage withholding rates of a year; undefined before 2011 (no data). */
export const supplementalRatesFor = (year: number): SupplementalWithholdingRates | undefined =>
  supplementalWithholdingRates.find((period) => inPeriod(year, period));

/** The employee FICA rates of a year; undefined before 2011 (no data). */
export const ficaRatesFor = (year: number): FicaRates | undefined =>
  ficaRates.find((period) => inPeriod(year, period));

/** The employer's FICA rates (IRC 3111) for a range of years: it owes them on the same wages. */
export interface EmployerFicaRates {
  readonly fromYear: number;
  readonly toYear: number | undefined;
  /** IRC 3111(a): old-age, survivors and disability insurance, up to the wage base. */
  readonly socialSecurityRateBp: number;
  /** IRC 3111(b): hospital insurance (Medicare), no cap; the 0.9% additional tax is the employee's only. */
  readonly medicareRateBp: number;
  readonly sources: readonly string[];
}

/**
 * REFERENCE_DATA.md: "FICA: Social Security 6.2% up to the year's wage base, Medicare 1.45%".
 * Interpretation (for counsel to confirm): that line states the rate each side pays; IRC 3111
 * sets the employer's at the same 6.2% and 1.45%, and the 2011-2012 payroll tax holiday
 * lowered only the employee's rate (Pub. L. 111-312 §601), so the employer's is one period.
 */
export const employerFicaRates: readonly EmployerFicaRates[] = [
  {
    fromYear: 2011,
    toYear: undefined,
    socialSecurityRateBp: 620,
    medicareRateBp: 145,
    sources: ['IRC 3111(a), 3111(b)', 'IRS Publication 15 (Circular E)', 'REFERENCE_DATA.md'],
  },
];

/** The employer's FICA rates of a year; undefined before 2011 (no data). */
export const employerFicaRatesFor = (year: number): EmployerFicaRates | undefined =>
  employerFicaRates.find((period) => inPeriod(year, period));
