/**
 * IRS and SSA dollar limits by calendar year (REFERENCE_DATA.md "IRS and SSA limits by year").
 *
 * Dated data, not code (STYLE.md habit 2): each year carries the publications it comes from.
 * Limits of a year not yet published (2027 on, today) are absent: an administrator enters
 * them when they appear and passes them as `extra`; nothing here guesses them.
 *
 * Sources, checked against REFERENCE_DATA.md:
 * - IRS: the annual cost-of-living notice for the year (listed per year below), summarised in
 *   https://www.irs.gov/retirement-plans/cola-increases-for-dollar-limitations-on-benefits-and-contributions
 * - SSA: "Contribution and Benefit Base", https://www.ssa.gov/oact/cola/cbb.html
 */

/** Money strings with 2 decimals ("235000.00"): parse with `parseMoney`. */
export interface IrsLimitsOfYear {
  year: number;
  /** IRC 416(i)(1)(A)(i): an officer paid more than this is a Key Employee (Plan 1.20). */
  officerCompensation416i: string;
  /** IRC 401(a)(17): compensation a qualified plan may take into account (Plan 4.1(a)). */
  compensationLimit401a17: string;
  /** IRC 402(g)(1): elective deferral limit of the 401(k) plan (Plan 4.1(a)). */
  deferralLimit402g: string;
  /** SSA contribution and benefit base: Social Security wages are taxed up to it (Plan 8.3). */
  socialSecurityWageBase: string;
}

/** The limits of a year with the day they take effect and the publications behind them. */
export interface SourcedIrsLimits extends IrsLimitsOfYear {
  /** First day (YYYY-MM-DD) the limits apply. */
  readonly effective: string;
  readonly sources: readonly string[];
}

/** IRC 416(i)(1)(A)(iii): a 1% owner is a Key Employee if paid more than this; not indexed. */
export const ONE_PERCENT_OWNER_COMPENSATION = '150000.00';

const SSA_SOURCE = 'SSA Contribution and Benefit Base (https://www.ssa.gov/oact/cola/cbb.html)';

type Row = [
  year: number,
  officer: number,
  compensation: number,
  deferral: number,
  wageBase: number,
  irsNotice: string,
];

// REFERENCE_DATA.md table, whole dollars: year, 416(i), 401(a)(17), 402(g), wage base, notice.
const rows: readonly Row[] = [
  [2011, 160_000, 245_000, 16_500, 106_800, 'Notice 2010-78'],
  [2012, 165_000, 250_000, 17_000, 110_100, 'Notice 2011-90'],
  [2013, 165_000, 255_000, 17_500, 113_700, 'Notice 2012-67'],
  [2014, 170_000, 260_000, 17_500, 117_000, 'Notice 2013-73'],
  [2015, 170_000, 265_000, 18_000, 118_500, 'Notice 2014-70'],
  [2016, 170_000, 265_000, 18_000, 118_500, 'Notice 2015-75'],
  [2017, 175_000, 270_000, 18_000, 127_200, 'Notice 2016-62'],
  [2018, 175_000, 275_000, 18_500, 128_400, 'Notice 2017-64'],
  [2019, 180_000, 280_000, 19_000, 132_900, 'Notice 2018-83'],
  [2020, 185_000, 285_000, 19_500, 137_700, 'Notice 2019-59'],
  [2021, 185_000, 290_000, 19_500, 142_800, 'Notice 2020-79'],
  [2022, 200_000, 305_000, 20_500, 147_000, 'Notice 2021-61'],
  [2023, 215_000, 330_000, 22_500, 160_200, 'Notice 2022-55'],
  [2024, 220_000, 345_000, 23_000, 168_600, 'Notice 2023-75'],
  [2025, 230_000, 350_000, 23_500, 176_100, 'Notice 2024-80'],
  [2026, 235_000, 360_000, 24_500, 184_500, 'Notice 2025-67'],
];

const dollars = (amount: number): string => `${amount}.00`;

/** Every published year, oldest first, with sources. */
export const irsLimitsSourced: readonly SourcedIrsLimits[] = rows.map(
  ([year, officer, compensation, deferral, wageBase, irsNotice]) => ({
    year,
    effective: `${year}-01-01`,
    officerCompensation416i: dollars(officer),
    compensationLimit401a17: dollars(compensation),
    deferralLimit402g: dollars(deferral),
    socialSecurityWageBase: dollars(wageBase),
    sources: [`IRS ${irsNotice} (limits for ${year})`, SSA_SOURCE, 'REFERENCE_DATA.md'],
  }),
);

/** Every published year, oldest first. */
export const irsLimits: readonly IrsLimitsOfYear[] = irsLimitsSourced;

/**
 * The limits of `year`, or undefined when they are not published. `extra` holds years an
 * administrator entered (2027 on); where it names a published year, the entered row wins
 * (a correction is an overlay, not an edit).
 */
export function irsLimitsFor(
  year: number,
  extra: readonly IrsLimitsOfYear[] = [],
): IrsLimitsOfYear | undefined {
  return extra.find((limits) => limits.year === year) ?? irsLimits.find((l) => l.year === year);
}

/** Expected failure: a rule needs a year's limits that nobody has entered (never a guess). */
export interface IrsLimitNotPublished {
  readonly code: 'irs_limit_not_published';
  /** The plan section whose rule needed the limit ('1.20', '8.3'). */
  readonly rule: string;
  readonly year: number;
  readonly message: string;
}

export const irsLimitNotPublished = (rule: string, year: number): IrsLimitNotPublished => ({
  code: 'irs_limit_not_published',
  rule,
  year,
  message: `The IRS/SSA limits for ${year} are not published here: an administrator must enter them.`,
});
