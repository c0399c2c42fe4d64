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
  /** 5.1(b)(ii): months after the month of Separation an RTA's first payment may be elected. */
  rtaFirstPaymentMonths: [number, number];
  /** 5.1(c)(ii): the whole % of the RTA a partial lump sum may be. */
  partialLumpPct: [number, number];
  /** 5.5: an Unforeseeable Emergency payment is made within this many days of the decision. */
  emergencyPaymentDays: number;
  /** 5.1, 5.2(b), 5.4: the day of the month on which benefits are paid. */
  paymentDayOfMonth: number;
  /** 11.2: days to decide a claim, and with an extension for special circumstances. */
  claimDecisionDays: number;
  claimDecisionExtendedDays: number;
  /** 11.3: days after a denial to appeal. */
  claimAppealDays: number;
  /** 11.4: days to decide on review, and with an extension. */
  claimReviewDays: number;
  claimReviewExtendedDays: number;
  /** 9.3: months after the Board's action within which a plan termination pays (from, through). */
  planTerminationPaymentMonths: [number, number];
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
