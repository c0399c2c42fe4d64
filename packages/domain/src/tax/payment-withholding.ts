/**
 * Plan 8.3: withholding on each payment, federal and state, and which form reports it.
 *
 * Payees other than the participant (each choice for counsel to confirm; ARCHITECTURE.md):
 * - Beneficiary (5.4): payments to a deceased employee's beneficiary or estate are not wages
 *   subject to federal income tax withholding (IRS Publication 15 (Circular E), "Deceased
 *   worker"; Publication 15-A), and are reported on Form 1099-MISC, box 3, not on the
 *   employee's W-2 (General Instructions for Forms W-2 and W-3, "Deceased employee's wages").
 *   FICA was taken into account under the special timing rule (at the latest at death, 4.2(i)).
 * - Alternate payee (5.9): IRS Notice 2002-31 and Rev. Rul. 2002-22: the former spouse
 *   includes the payments in income when paid, the employer withholds income tax as on
 *   supplemental wages (the alternate payee's own payments from this plan counting toward the
 *   year's $1,000,000) and reports them on Form 1099-MISC, box 3 (withheld in box 4).
 */
import { formatMoney, formatScaled, type Cents } from '../money/decimal.js';
import type { PaymentRecord } from '../engine/state.js';
import { supplementalRatesFor } from '../reference/withholding-rates.js';
import { federalWithholding } from '../withholding/withholding.js';
import type { DatedAmount, TaxRefusal } from './fica.js';

export interface FederalJson {
  withheld: string;
  /** Supplemental wages of the recipient's year before this payment (other wages included). */
  supplementalBefore?: string;
  flatPortion?: string;
  flatRate?: string;
  mandatoryPortion?: string;
  mandatoryRate?: string;
  rules: string[];
  refused?: TaxRefusal;
}

export interface StateJson {
  /** USPS code; absent when the payee's residence is not known. */
  state?: string;
  /** `residence`: the state he lives in on the payment date; `source`: where he earned it. */
  basis: 'residence' | 'source';
  status: 'withheld' | 'exempt' | 'refused';
  withheld?: string;
  rules: string[];
  message: string;
  code?: string;
}

export interface PaymentTaxJson {
  date: string;
  account: string;
  payee: string;
  amount: string;
  installment?: [number, number];
  /** `W-2` (the participant's wages) or `1099-MISC` (a payee who is not the employee). */
  form: 'W-2' | '1099-MISC';
  federal: FederalJson;
  state: StateJson[];
}

const pct = (bp: number) => `${formatScaled(BigInt(bp), 2)}%`;
const FED_RULES = ['8.3', 'Treas. Reg. §31.3402(g)-1(a)(2), (a)(7)(iii)(F)'];
const BENEFICIARY_RULES = ['8.3', 'IRS Publication 15 (Circular E), Deceased worker'];

/** Federal withholding over each recipient's calendar year, in payment order. */
export class FederalYear {
  private readonly paid = new Map<string, Cents>();
  constructor(private readonly otherSupplemental: DatedAmount[]) {}

  withhold(p: PaymentRecord): FederalJson {
    if (p.payee === 'beneficiary') return { withheld: '0.00', rules: BENEFICIARY_RULES };
    const year = Number(p.date.slice(0, 4));
    const rates = supplementalRatesFor(year);
    if (!rates) {
      const message = `no published supplemental withholding rate for ${year} (REFERENCE_DATA.md)`;
      return {
        withheld: '0.00',
        rules: FED_RULES,
        refused: { code: 'federal_rate_not_published', rule: '8.3', message },
      };
    }
    const key = `${p.payee}|${year}`;
    // The participant's other supplemental wages (payroll's) count; an alternate payee's do not.
    const other =
      p.payee === 'participant'
        ? this.otherSupplemental
            .filter((o) => o.date.startsWith(`${year}-`) && o.date <= p.date)
            .reduce((sum, o) => sum + o.amount, 0n)
        : 0n;
    const before = (this.paid.get(key) ?? 0n) + other;
    const w = federalWithholding({
      year,
      paymentCents: p.amount,
      supplementalPaidThisYearCents: before,
    });
    this.paid.set(key, (this.paid.get(key) ?? 0n) + p.amount);
    const rules = p.payee === 'alternatePayee' ? [...FED_RULES, 'IRS Notice 2002-31'] : FED_RULES;
    return {
      withheld: formatMoney(w.withheldCents),
      supplementalBefore: formatMoney(before),
      flatPortion: formatMoney(w.trace.flatPortionCents),
      flatRate: pct(rates.flatRateBp),
      mandatoryPortion: formatMoney(w.trace.mandatoryPortionCents),
      mandatoryRate: pct(rates.mandatoryRateBp),
      rules,
    };
  }
}
