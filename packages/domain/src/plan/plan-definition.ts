import type { JsonSchema } from './json-schema.js';

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
  /** Where the term is written (the plan document and section). */
  readonly source: string;
  /** The value's type (plans/<id>/plan.json); checked by `planParameterErrors`. */
  readonly schema: JsonSchema;
  /** Sorted by `from`. */
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
  /** 12.10: days after a check is paid after which, still uncashed, its payee is presumed missing. */
  uncashedCheckDays: number;
}

export type ParameterName = keyof PlanParameters;

/** Every parameter the engine reads (a compile error here when one is added to the type). */
const NAMES: Record<ParameterName, true> = {
  maxDeferralPct: true,
  maxSpecifiedDateAccounts: true,
  sdaMinimumYears: true,
  initialElectionDays: true,
  smallBalanceLimit: true,
  cicWindowMonths: true,
  rtaInstallmentYears: true,
  sdaInstallmentYears: true,
  separationServicePct: true,
  match: true,
  retirementContributionPct: true,
  vestingSchedule: true,
  keyEmployeeIdentificationDate: true,
  keyEmployeeEffectiveDate: true,
  cancelDeferralsOnHardship401k: true,
  rtaFirstPaymentMonths: true,
  partialLumpPct: true,
  emergencyPaymentDays: true,
  paymentDayOfMonth: true,
  claimDecisionDays: true,
  claimDecisionExtendedDays: true,
  claimAppealDays: true,
  claimReviewDays: true,
  claimReviewExtendedDays: true,
  planTerminationPaymentMonths: true,
  uncashedCheckDays: true,
};
export const PARAMETER_NAMES = Object.keys(NAMES) as ParameterName[];

export const isParameterName = (name: string): name is ParameterName =>
  Object.prototype.hasOwnProperty.call(NAMES, name);

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

/**
 * Plan 9.2: an amendment adds dated values, in force from `effective` on; it never changes a
 * value before that day, and amendments accumulate.
 */
export interface PlanAmendment {
  readonly effective: string;
  readonly label?: string;
  readonly parameters: Partial<PlanParameters>;
  /** Participants whose written consent to a reduction (9.2) is recorded. */
  readonly consents?: readonly string[];
}

/** A parameter's value in force on a date, with the version that gave it (for traces). */
export interface ParameterValue<T> {
  readonly name: ParameterName;
  readonly section: string;
  readonly from: string;
  readonly value: T;
  /** Set by a scenario's undated override or by an amendment, not by the plan document. */
  readonly overridden: boolean;
  /** The amendment's label, when an amendment gave the value. */
  readonly amendment?: string;
}

type Dated<T> = ParameterVersion<T> & { readonly amendment?: string };

/**
 * A plan definition with amendments laid over it as dated values, and a scenario's undated
 * overrides (FORMAT.md `plan.parameters`, kept for compatibility) over everything.
 */
/**
 * A date before the plan states a term (its parameters start on the restatement or an earlier
 * dated value): nothing can be computed then, and the caller says so (422, never a 500).
 */
export class ParameterNotInForceError extends RangeError {
  constructor(
    readonly planId: string,
    readonly parameter: string,
    readonly date: string,
  ) {
    super(`plan ${planId}: ${parameter} has no value on ${date}: the plan states no term then`);
  }
}

export class Plan {
  private readonly timelines = new Map<ParameterName, readonly Dated<unknown>[]>();

  constructor(
    readonly definition: PlanDefinition,
    private readonly overrides: Partial<PlanParameters> = {},
    readonly amendments: readonly PlanAmendment[] = [],
  ) {}

  get id(): string {
    return this.definition.id;
  }

  /** A new plan with one more amendment (they accumulate). */
  amended(amendment: PlanAmendment): Plan {
    return new Plan(this.definition, this.overrides, [...this.amendments, amendment]);
  }

  /** The value of a parameter in force on `date` (YYYY-MM-DD). */
  parameter<K extends ParameterName>(name: K, date: string): ParameterValue<PlanParameters[K]> {
    const section = this.definition.parameters[name].section;
    if (name in this.overrides) {
      const value = this.overrides[name] as PlanParameters[K];
      return { name, section, from: '0000-01-01', value, overridden: true };
    }
    let found: Dated<unknown> | undefined;
    for (const version of this.timeline(name)) if (version.from <= date) found = version;
    if (!found) throw new ParameterNotInForceError(this.id, name, date);
    const { from, amendment } = found;
    const value = found.value as PlanParameters[K];
    return amendment === undefined
      ? { name, section, from, value, overridden: false }
      : { name, section, from, value, overridden: true, amendment };
  }

  /**
   * Throws ParameterNotInForceError (naming the first parameter) when the plan states no term at
   * all on `date`: before its first dated values nothing can be computed (a statement as of
   * 1990). A date on which some terms are stated passes: a rule that reads one not yet stated
   * then raises the same error itself.
   */
  requireSomeTermsOn(date: string): void {
    const names = Object.keys(this.definition.parameters) as ParameterName[];
    if (names.length > 0 && !names.some((name) => this.states(name, date)))
      throw new ParameterNotInForceError(this.id, names[0]!, date);
  }

  /** The plan's values then each amendment's, by date; on the same day the amendment governs. */
  private timeline(name: ParameterName): readonly Dated<unknown>[] {
    let timeline = this.timelines.get(name);
    if (!timeline) {
      const amended = this.amendments.flatMap((a, i) =>
        name in a.parameters
          ? [
              {
                from: a.effective,
                value: a.parameters[name],
                amendment: a.label ?? `amendment ${i + 1} effective ${a.effective}`,
              },
            ]
          : [],
      );
      const own: Dated<unknown>[] = [...this.definition.parameters[name].versions];
      // A stable sort keeps the plan's value before an amendment of the same day.
      timeline = [...own, ...amended].sort((a, b) =>
        a.from < b.from ? -1 : a.from > b.from ? 1 : 0,
      );
      this.timelines.set(name, timeline);
    }
    return timeline;
  }

  /** Shorthand for the value alone (`parameter`'s, without building its record). */
  value<K extends ParameterName>(name: K, date: string): PlanParameters[K] {
    if (name in this.overrides) return this.overrides[name] as PlanParameters[K];
    let found: Dated<unknown> | undefined;
    for (const version of this.timeline(name)) if (version.from <= date) found = version;
    if (!found) throw new ParameterNotInForceError(this.id, name, date);
    return found.value as PlanParameters[K];
  }

  /** Whether the plan states `name` on `date`: `value` would not throw (a throw costs a stack). */
  states(name: ParameterName, date: string): boolean {
    return name in this.overrides || this.timeline(name).some((v) => v.from <= date);
  }

  /** The plan version (original, restatement, amendment) in force on a date. */
  versionOn(date: string): PlanVersion {
    let found = this.definition.versions[0]!;
    for (const version of this.definition.versions) if (version.from <= date) found = version;
    return found;
  }
}
