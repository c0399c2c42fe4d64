import type { PlanDefinition } from './plan-definition.js';

const ORIGINAL = '2011-01-01';
const RESTATEMENT = '2024-08-01';

/**
 * The reference plan: the CarMax, Inc. Executive Deferred Compensation Plan, effective
 * 2011-01-01, amended and restated 2024-08-01 (PLAN_RULES.md, FORMAT.md's parameter table).
 */
export const carmaxEdcp: PlanDefinition = {
  id: 'carmax-edcp',
  name: 'CarMax, Inc. Executive Deferred Compensation Plan',
  versions: [
    { from: ORIGINAL, label: 'Plan effective 2011-01-01' },
    { from: RESTATEMENT, label: 'Amended and restated 2024-08-01' },
  ],
  parameters: {
    maxDeferralPct: {
      section: '1.12',
      description: 'Largest whole percentage of each pay component a CDA may defer',
      unit: 'percent',
      versions: [
        {
          from: ORIGINAL,
          value: {
            baseSalary: 75,
            monthlyBonus: 75,
            annualBonus: 90,
            performanceBonus: 90,
            other: 75,
          },
        },
      ],
    },
    maxSpecifiedDateAccounts: {
      section: '1.32',
      description: 'Specified Date Accounts a Participant may have (not yet fully paid)',
      unit: 'accounts',
      versions: [{ from: ORIGINAL, value: 5 }],
    },
    sdaMinimumYears: {
      section: '3.4',
      description:
        "An SDA's specified year is at least the Plan Year of its first allocation plus this many years",
      unit: 'years',
      versions: [
        { from: ORIGINAL, value: 0 },
        // Interpretation: "for CDAs filed after 2024-08-01" read strictly: from 2024-08-02.
        { from: '2024-08-02', value: 3, note: 'applies to CDAs filed after 2024-08-01' },
      ],
    },
    initialElectionDays: {
      section: '3.2(a)',
      description: 'Days after notification within which a first-year CDA must be filed',
      unit: 'days',
      versions: [{ from: ORIGINAL, value: 30 }],
    },
    smallBalanceLimit: {
      section: '5.7',
      description: 'An RTA worth this much or less at Separation is paid at once in a lump sum',
      unit: 'USD',
      versions: [{ from: ORIGINAL, value: '50000.00' }],
    },
    cicWindowMonths: {
      section: '5.6',
      description: 'A Separation within this many months after a Change in Control pays everything',
      unit: 'months',
      versions: [{ from: ORIGINAL, value: 24 }],
    },
    rtaInstallmentYears: {
      section: '5.1(c)',
      description: 'Allowed numbers of annual RTA installments (inclusive range)',
      unit: 'years',
      versions: [{ from: ORIGINAL, value: [2, 10] }],
    },
    sdaInstallmentYears: {
      section: '5.2(c)',
      description: 'Allowed numbers of annual SDA installments (inclusive range)',
      unit: 'years',
      versions: [{ from: ORIGINAL, value: [2, 5] }],
    },
    separationServicePct: {
      section: '1.31',
      description:
        'Services expected to fall permanently to this % of the 36-month average or less are a Separation',
      unit: 'percent',
      versions: [{ from: ORIGINAL, value: 35 }],
    },
    match: {
      section: '4.1(a)',
      description: 'Restoration match: rate and the 401(k) deferral % it matches up to',
      unit: 'percent',
      versions: [{ from: ORIGINAL, value: { ratePct: 100, upToPct: 4 } }],
    },
    retirementContributionPct: {
      section: '4.1(b)',
      description: 'Restoration of the discretionary retirement contribution, % of deferred pay',
      unit: 'percent',
      versions: [{ from: ORIGINAL, value: 0 }],
    },
    vestingSchedule: {
      section: '4.2',
      description:
        'Years of vesting service -> vested % of the CCA (placeholder: the 401(k) schedule is not in the document)',
      unit: 'years, percent',
      versions: [
        {
          from: ORIGINAL,
          value: [
            [0, 0],
            [1, 0],
            [2, 0],
            [3, 100],
          ],
        },
      ],
    },
    keyEmployeeIdentificationDate: {
      section: '1.20',
      description: 'Identification date (MM-DD) of Key Employees',
      unit: 'month-day',
      versions: [{ from: ORIGINAL, value: '12-31' }],
    },
    keyEmployeeEffectiveDate: {
      section: '1.20',
      description: 'Day (MM-DD) from which an identification applies, for 12 months',
      unit: 'month-day',
      versions: [{ from: ORIGINAL, value: '04-01' }],
    },
    cancelDeferralsOnHardship401k: {
      section: '3.7(ii)',
      description: 'Cancel deferrals after a 401(k) hardship distribution',
      unit: 'boolean',
      versions: [{ from: ORIGINAL, value: true }],
    },
    rtaFirstPaymentMonths: {
      section: '5.1(b)(ii)',
      description:
        "Months after the month of Separation in which an RTA's first payment may be elected (inclusive range)",
      unit: 'months',
      versions: [{ from: ORIGINAL, value: [1, 59] }],
    },
    partialLumpPct: {
      section: '5.1(c)(ii)',
      description: 'Whole % of the RTA a partial lump sum may be (inclusive range)',
      unit: 'percent',
      versions: [{ from: ORIGINAL, value: [1, 99] }],
    },
    emergencyPaymentDays: {
      section: '5.5',
      description:
        'An Unforeseeable Emergency payment is made within this many days of the decision',
      unit: 'days',
      versions: [{ from: ORIGINAL, value: 90 }],
    },
    paymentDayOfMonth: {
      section: '5.1',
      description: 'Day of the month on which benefits are paid (5.1(b), 5.2(b), 5.4)',
      unit: 'day of month',
      versions: [{ from: ORIGINAL, value: 15 }],
    },
    claimDecisionDays: {
      section: '11.2',
      description: 'Days after a claim is received within which it is decided',
      unit: 'days',
      versions: [{ from: ORIGINAL, value: 90 }],
    },
    claimDecisionExtendedDays: {
      section: '11.2',
      description: 'Days after a claim is received within which it is decided, when extended',
      unit: 'days',
      versions: [{ from: ORIGINAL, value: 180 }],
    },
    claimAppealDays: {
      section: '11.3',
      description: 'Days after a denial within which the claimant may appeal',
      unit: 'days',
      versions: [{ from: ORIGINAL, value: 60 }],
    },
    claimReviewDays: {
      section: '11.4',
      description: 'Days after an appeal within which it is decided on review',
      unit: 'days',
      versions: [{ from: ORIGINAL, value: 60 }],
    },
    claimReviewExtendedDays: {
      section: '11.4',
      description: 'Days after an appeal within which it is decided on review, when extended',
      unit: 'days',
      versions: [{ from: ORIGINAL, value: 120 }],
    },
    planTerminationPaymentMonths: {
      section: '9.3',
      description:
        "Months after the Board's action from which and through which a plan termination pays (§1.409A-3(j)(4)(ix))",
      unit: 'months',
      versions: [{ from: ORIGINAL, value: [12, 24] }],
    },
  },
};

export const planDefinitions: ReadonlyMap<string, PlanDefinition> = new Map([
  [carmaxEdcp.id, carmaxEdcp],
]);
