import { violation, type Violation } from '../engine/violation.js';
import type { Cents } from '../money/decimal.js';

/**
 * Plan 1.2-1.3 (Beneficiary; missing from the translation, read as such plans usually say, see
 * PLAN_RULES.md "Words"): the Participant names primary and contingent beneficiaries on the
 * Committee's form, in whole percentages; the latest valid designation governs; without one, the
 * surviving Spouse (1.34), else the Participant's estate.
 */
export interface NamedBeneficiary {
  readonly name: string;
  readonly pct: number;
  /** The day the beneficiary died, when the record knows it. */
  readonly diedOn?: string;
}

export interface BeneficiaryDesignation {
  /** The day the Committee received the form. */
  readonly filedOn: string;
  readonly primary: readonly NamedBeneficiary[];
  readonly contingent: readonly NamedBeneficiary[];
}

export interface Survivors {
  /** The Participant's Spouse (1.34) on the day of death, if any, and when he or she died. */
  readonly spouse?: { readonly name: string; readonly diedOn?: string };
}

/** Who takes a share of the Death Benefit, and why. */
export interface DeathBenefitPayee {
  readonly name: string;
  /** The named share; the payees of a class split the benefit in proportion to these. */
  readonly pct: number;
  readonly kind: 'primary' | 'contingent' | 'spouse' | 'estate';
  readonly rules: readonly string[];
}

export interface DeathBenefitShare extends DeathBenefitPayee {
  readonly amount: Cents;
}

const PCT_TOTAL = 100;

const payee = (b: NamedBeneficiary) => ({ name: b.name, pct: b.pct });

/** Plan 1.2: each class of a designation names whole percentages that add up to 100. */
export function designationViolations(d: BeneficiaryDesignation): Violation[] {
  const found: Violation[] = [];
  if (d.primary.length === 0) {
    found.push(
      violation(
        'beneficiary_none_named',
        '1.2',
        'name at least one primary beneficiary',
        'primary',
      ),
    );
  }
  for (const [klass, list] of [
    ['primary', d.primary],
    ['contingent', d.contingent],
  ] as const) {
    list.forEach((b, i) => {
      if (!Number.isInteger(b.pct) || b.pct < 1 || b.pct > PCT_TOTAL) {
        found.push(
          violation(
            'beneficiary_pct',
            '1.2',
            'a share is a whole percentage from 1 to 100',
            `${klass}[${i}].pct`,
          ),
        );
      }
      if (b.name.trim() === '') {
        found.push(
          violation(
            'beneficiary_name',
            '1.2',
            'each beneficiary needs a name',
            `${klass}[${i}].name`,
          ),
        );
      }
    });
    const total = list.reduce((sum, b) => sum + b.pct, 0);
    if (list.length > 0 && total !== PCT_TOTAL) {
      found.push(
        violation(
          'beneficiary_total',
          '1.2',
          `the ${klass} shares add up to ${total}%, not 100%`,
          klass,
        ),
      );
    }
  }
  return found;
}

/** Plan 1.3: the latest valid designation received on or before the day of death governs. */
export function designationInForce(
  designations: readonly BeneficiaryDesignation[],
  deathDate: string,
): BeneficiaryDesignation | null {
  let found: BeneficiaryDesignation | null = null;
  for (const d of designations) {
    if (d.filedOn > deathDate || designationViolations(d).length > 0) continue;
    if (!found || d.filedOn >= found.filedOn) found = d;
  }
  return found;
}

/**
 * Interpretation (1.2): a beneficiary survives the Participant unless he died on or before the
 * Participant's day of death (no simultaneous-death period is stated). A predeceased primary's
 * share goes to the surviving primaries in proportion to their shares; with none, the contingent
 * class takes it the same way; with neither, the surviving Spouse, else the estate (1.3, 1.34).
 */
export function deathBenefitPayees(
  designations: readonly BeneficiaryDesignation[],
  deathDate: string,
  survivors: Survivors = {},
): DeathBenefitPayee[] {
  const survives = (diedOn: string | undefined) => diedOn === undefined || diedOn > deathDate;
  const d = designationInForce(designations, deathDate);
  for (const [kind, list] of [
    ['primary', d?.primary],
    ['contingent', d?.contingent],
  ] as const) {
    const living = (list ?? []).filter((b) => survives(b.diedOn));
    if (living.length > 0) return living.map((b) => ({ ...payee(b), kind, rules: ['1.2'] }));
  }
  const spouse = survivors.spouse;
  if (spouse && survives(spouse.diedOn)) {
    return [{ name: spouse.name, pct: PCT_TOTAL, kind: 'spouse', rules: ['1.3', '1.34'] }];
  }
  return [{ name: 'Estate of the Participant', pct: PCT_TOTAL, kind: 'estate', rules: ['1.3'] }];
}

/**
 * Plan 5.4 paid to several Beneficiaries: each takes his share of the Death Benefit (his named
 * percentage of the payees' total), rounded down to the cent; the cents left over go one each to the largest remainders, ties to the one
 * named first (the largest-remainder rule), so the shares always add up to the benefit.
 */
export function splitDeathBenefit(
  amount: Cents,
  payees: readonly DeathBenefitPayee[],
): DeathBenefitShare[] {
  const total = payees.reduce((sum, p) => sum + BigInt(p.pct), 0n);
  const amounts = splitWhole(
    amount,
    payees.map((p) => BigInt(p.pct)),
    total,
  );
  return payees.map((p, i) => ({ ...p, amount: amounts[i]! }));
}

/** `whole` split by `weights / total`, rounded down, remainders to the largest fractions first. */
function splitWhole(whole: bigint, weights: readonly bigint[], total: bigint): bigint[] {
  if (total <= 0n) throw new RangeError('weights must add up to more than zero');
  const exact = weights.map((w) => ({ floor: (whole * w) / total, rest: (whole * w) % total }));
  let left = whole - exact.reduce((sum, e) => sum + e.floor, 0n);
  const order = exact
    .map((_, i) => i)
    .sort((a, b) => {
      const diff = exact[b]!.rest - exact[a]!.rest;
      return diff > 0n ? 1 : diff < 0n ? -1 : a - b;
    });
  const result = exact.map((e) => e.floor);
  for (const i of order) {
    if (left === 0n) break;
    result[i]! += 1n;
    left -= 1n;
  }
  return result;
}
