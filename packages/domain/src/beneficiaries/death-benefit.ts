import { formatMoney, parseMoney } from '../money/decimal.js';
import {
  deathBenefitPayees,
  splitDeathBenefit,
  type BeneficiaryDesignation,
  type DeathBenefitPayee,
  type Survivors,
} from './designation.js';

/** What the split reads of a payment the engine computed (FORMAT.md "Output" payments). */
export interface EnginePayment {
  readonly date: string;
  readonly account: string;
  readonly benefit: string;
  readonly amount: string;
  readonly payee: string;
}

export interface PayeeShare {
  readonly name: string;
  readonly kind: DeathBenefitPayee['kind'];
  readonly pct: number;
  /** Index of the payee in `payees`. */
  readonly payee: number;
  readonly amount: string;
}

export interface SplitBeneficiaryPayment extends EnginePayment {
  readonly shares: readonly PayeeShare[];
}

export interface DeathBenefitSplit {
  readonly diedOn: string;
  /** Who takes the benefit (1.2-1.3, 1.34), in the order named. */
  readonly payees: readonly DeathBenefitPayee[];
  /** Each payment the engine pays to the Beneficiary, split among the payees to the cent. */
  readonly payments: readonly SplitBeneficiaryPayment[];
  /** Each payee's total over those payments; they add up to `total`. */
  readonly totals: readonly PayeeShare[];
  readonly total: string;
  readonly rules: readonly string[];
}

/**
 * Plan 1.13, 5.4: the Death Benefit is paid to the Beneficiary. The engine computes the
 * payments (payee `beneficiary`: the 5.4 lump sums, and any payment valued before the death and
 * paid after it); this splits each one among the beneficiaries of the designation in force on
 * the day of death (1.3; a predeceased beneficiary skipped as deathBenefitPayees says), by the
 * largest-remainder rule of splitDeathBenefit, so that every payment's shares add up to it to
 * the cent, and so do the totals.
 */
export function splitBeneficiaryPayments(
  payments: readonly EnginePayment[],
  designations: readonly BeneficiaryDesignation[],
  diedOn: string,
  survivors: Survivors = {},
): DeathBenefitSplit {
  const payees = deathBenefitPayees(designations, diedOn, survivors);
  const totals = payees.map(() => 0n);
  const split = payments
    .filter((p) => p.payee === 'beneficiary')
    .map((payment) => {
      const shares = splitDeathBenefit(parseMoney(payment.amount), payees).map((s, i) => {
        totals[i]! += s.amount;
        return { name: s.name, kind: s.kind, pct: s.pct, payee: i, amount: formatMoney(s.amount) };
      });
      return { ...pick(payment), shares };
    });
  const total = totals.reduce((sum, t) => sum + t, 0n);
  return {
    diedOn,
    payees,
    payments: split,
    totals: payees.map((p, i) => ({
      name: p.name,
      kind: p.kind,
      pct: p.pct,
      payee: i,
      amount: formatMoney(totals[i]!),
    })),
    total: formatMoney(total),
    rules: ['1.13', '5.4', ...new Set(payees.flatMap((p) => p.rules))],
  };
}

const pick = (p: EnginePayment): EnginePayment => ({
  date: p.date,
  account: p.account,
  benefit: p.benefit,
  amount: p.amount,
  payee: p.payee,
});
