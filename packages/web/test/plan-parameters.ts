/**
 * The reference plan's limits as `GET /api/plans/{planId}/parameters?on=DATE` answers them, for
 * the forms' unit tests (forms.test.ts); the browser tests read the real server's.
 */
import type { PlanParametersAnswer } from '../src/api/types';

export const planId = 'carmax-edcp';

/** GET /plans/{planId}/parameters?on=DATE: the reference plan's limits the forms read. */
export function planParameters(on: string): PlanParametersAnswer {
  const from = '2011-01-01';
  const parameter = (value: unknown, section: string, unit: string, description: string) => ({
    value,
    section,
    from,
    unit,
    description,
    source: `PLAN_RULES.md ${section}`,
  });
  return {
    planId,
    on,
    parameters: {
      maxDeferralPct: parameter(
        { baseSalary: 75, monthlyBonus: 75, annualBonus: 90, performanceBonus: 90, other: 75 },
        '1.12',
        'percent',
        'Largest whole percentage of each pay component a CDA may defer',
      ),
      rtaInstallmentYears: parameter([2, 10], '5.1(c)', 'years', 'Annual RTA installments'),
      sdaInstallmentYears: parameter([2, 5], '5.2(c)', 'years', 'Annual SDA installments'),
      rtaFirstPaymentMonths: parameter([1, 59], '5.1(b)(ii)', 'months', 'First RTA payment'),
      initialElectionDays: parameter(30, '3.2(a)', 'days', 'Days to file a first-year CDA'),
      claimDecisionDays: parameter(90, '11.2', 'days', 'Days the Committee has to decide'),
      claimAppealDays: parameter(60, '11.3', 'days', 'Days to appeal a denial'),
    },
  };
}
