import type { ParticipantTaxes } from '@defcomp/domain';

/**
 * Issue 22 item 4: the FICA and Key Employee decisions as structured traces, the shape the
 * withholding trace has (named values the web labels in both languages, `ficaTrace.*`,
 * `keyEmployeeTrace.*`): one step a rule, each with the rule it cites, its inputs and its outcome.
 * Nothing is decided here: the steps restate the engine's figures (domain tax/fica.ts, the
 * engine's Key Employee periods) with the rule behind each.
 */
export interface DecisionStep {
  /** The step's code: the web's words for it (`ficaTrace.steps.<code>`). */
  step: string;
  rule: string;
  inputs: Record<string, string>;
  outcome: Record<string, string>;
}

type FicaOfYear = ParticipantTaxes['years'][number]['fica'];

/**
 * Treas. Reg. §31.3121(v)(2)-1(a)(2): each amount is wages for FICA when taken into account
 * (a deferral when made, a Company credit when it vests), once; §31.3121(a)(1)-1: Social
 * Security wages stop at the year's wage base, payroll's other FICA wages counted first; then
 * the taxes at the year's rates (IRC 3101, 3111; Plan 8.3).
 */
export function ficaTrace(fica: FicaOfYear, wageBase: string): DecisionStep[] {
  const taken = fica.items.map((item) => ({
    step: 'takenIntoAccount',
    rule: 'Treas. Reg. §31.3121(v)(2)-1(a)(2)',
    inputs: { date: item.date, source: item.source, account: item.account, amount: item.amount },
    outcome: {
      socialSecurityWages: item.socialSecurityWages,
      medicareWages: item.medicareWages,
    },
  }));
  return [
    ...taken,
    {
      step: 'wageBase',
      rule: 'Treas. Reg. §31.3121(a)(1)-1',
      inputs: { wageBase, otherFicaWages: fica.otherFicaWages },
      outcome: {
        socialSecurityWages: fica.socialSecurityWages,
        medicareWages: fica.medicareWages,
      },
    },
    {
      step: 'tax',
      rule: '8.3',
      inputs: {
        socialSecurityWages: fica.socialSecurityWages,
        medicareWages: fica.medicareWages,
      },
      outcome: {
        employeeSocialSecurity: fica.employee.socialSecurity,
        employeeMedicare: fica.employee.medicare,
        additionalMedicare: fica.employee.additionalMedicare,
        employerSocialSecurity: fica.employer.socialSecurity,
        employerMedicare: fica.employer.medicare,
      },
    },
  ];
}

/**
 * Plan 1.20 and Treas. Reg. §1.409A-1(i): the Committee identifies a Key Employee on the
 * identification date (1.20; §1.409A-1(i)(3)); he is one for the 12 months from the effective
 * date that follows (§1.409A-1(i)(4)); the as-of date falls before, in or after that period.
 */
export function keyEmployeeTrace(
  period: { from: string; to: string; status: string },
  identificationDate: string | undefined,
  asOf: string,
): DecisionStep[] {
  return [
    {
      step: 'identified',
      rule: '1.20',
      inputs: { identificationDate: identificationDate ?? '—' },
      outcome: { identified: 'true' },
    },
    {
      step: 'period',
      rule: 'Treas. Reg. §1.409A-1(i)(4)',
      inputs: { identificationDate: identificationDate ?? '—' },
      outcome: { from: period.from, to: period.to },
    },
    {
      step: 'status',
      rule: 'Treas. Reg. §1.409A-1(i)',
      inputs: { asOf, from: period.from, to: period.to },
      outcome: { status: period.status },
    },
  ];
}
