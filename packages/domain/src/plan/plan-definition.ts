/**
 * A plan's terms are dated data (STYLE.md habit 2): each parameter names the section it comes
 * from and carries its values keyed by the date from which they apply. An amendment is a new
 * dated value; another plan is another definition, not a code change.
 */
export interface ParameterVersion<T> {
  /** First day (YYYY-MM-DD) this value applies; for election terms, to CDAs filed on or after it. */
  readonly from: string;
  readonly value: T;
  readonly note?: string;
}

export interface ParameterDefinition<T> {
  readonly section: string;
  readonly description: string;
  readonly unit?: string;
  readonly versions: readonly ParameterVersion<T>[];
}

export type DeferralComponent =
  'baseSalary' | 'monthlyBonus' | 'annualBonus' | 'performanceBonus' | 'other';
export const DEFERRAL_COMPONENTS: readonly DeferralComponent[] = [
  'baseSalary',
  'monthlyBonus',
  'annualBonus',
  'performanceBonus',
  'other',
];

/** The parameters of FORMAT.md's table, with their value types. */
export interface PlanParameters {
  maxDeferralPct: Record<DeferralComponent, number>;
  maxSpecifiedDateAccounts: number;
  sdaMinimumYears: number;
  initialElectionDays: number;
  smallBalanceLimit: string;
  cicWindowMonths: number;
  rtaInstallmentYears: [number, number];
  sdaInstallmentYears: [number, number];
  separationServicePct: number;
  match: { ratePct: number; upToPct: number };
  retirementContributionPct: number;
  vestingSchedule: [number, number][];
  keyEmployeeIdentificationDate: string;
  keyEmployeeEffectiveDate: string;
  cancelDeferralsOnHardship401k: boolean;
}

export type ParameterName = keyof PlanParameters;

export interface PlanVersion {
  readonly from: string;
  readonly label: string;
}

export interface PlanDefinition {
  readonly id: string;
  readonly name: string;
  readonly versions: readonly PlanVersion[];
  readonly parameters: { readonly [K in ParameterName]: ParameterDefinition<PlanParameters[K]> };
}

/** A parameter's value in force on a date, with the version that gave it (for traces). */
export interface ParameterValue<T> {
  readonly name: ParameterName;
  readonly section: string;
  readonly from: string;
  readonly value: T;
  readonly overridden: boolean;
}

/** A plan definition with a scenario's or an administrator's overrides laid over it. */
export class Plan {
  constructor(
    readonly definition: PlanDefinition,
    private readonly overrides: Partial<PlanParameters> = {},
  ) {}

  get id(): string {
    return this.definition.id;
  }

  /** The value of a parameter in force on `date` (YYYY-MM-DD). */
  parameter<K extends ParameterName>(name: K, date: string): ParameterValue<PlanParameters[K]> {
    const parameter = this.definition.parameters[name];
    if (name in this.overrides) {
      const value = this.overrides[name] as PlanParameters[K];
      return { name, section: parameter.section, from: '0000-01-01', value, overridden: true };
    }
    let found: ParameterVersion<PlanParameters[K]> | undefined;
    for (const version of parameter.versions) if (version.from <= date) found = version;
    if (!found) throw new RangeError(`plan ${this.id}: ${name} has no value on ${date}`);
    return {
      name,
      section: parameter.section,
      from: found.from,
      value: found.value,
      overridden: false,
    };
  }

  /** Shorthand for the value alone. */
  value<K extends ParameterName>(name: K, date: string): PlanParameters[K] {
    return this.parameter(name, date).value;
  }

  /** The plan version (original, restatement, amendment) in force on a date. */
  versionOn(date: string): PlanVersion {
    let found = this.definition.versions[0]!;
    for (const version of this.definition.versions) if (version.from <= date) found = version;
    return found;
  }
}
