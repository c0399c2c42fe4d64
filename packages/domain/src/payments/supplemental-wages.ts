import { formatMoney, formatScaled, parseMoney, type Cents } from '../money/decimal.js';
import { federalWithholding, type FederalWithholding } from '../withholding/withholding.js';
import type { PaidPayment } from './due-payments.js';
import { step } from '../i18n/trace-steps.js';

/**
 * Plan 8.3: whose supplemental wages a payment is, for the year's $1,000,000. The participant's
 * own payments count together; a beneficiary's and an alternate payee's are theirs.
 *
 * Simplification: a payment to an alternate payee under a domestic relations order (5.9) is
 * withheld on at the same supplemental rates as the participant's, counting the alternate
 * payee's own payments from this plan toward the $1,000,000. Only this plan's payments are
 * counted: supplemental wages the Employer pays through payroll (bonuses) are not in this record.
 */
export interface Recipient {
  readonly participantId: string;
  readonly payee: string;
}

const recipientYear = (recipient: Recipient, year: number) =>
  `${recipient.participantId}|${recipient.payee}|${year}`;

/** What a run's withholding counted: the words of the trace. */
const COUNTED = step('withholding.counted');

/**
 * Plan 8.3: supplemental wages paid so far, per recipient and calendar year paid, starting from
 * the approved runs' lines; each payment withheld on is then added (a run's earlier lines count).
 */
export class SupplementalWages {
  private readonly sums = new Map<string, Cents>();

  constructor(paid: readonly PaidPayment[]) {
    for (const line of paid) {
      const year = line.withholdingYear ?? Number((line.paidOn ?? '').slice(0, 4));
      if (!year) continue;
      this.add(line, year, parseMoney(line.gross));
    }
  }

  /** Federal withholding on a payment paid in `year`, counting it toward the year's wages. */
  withhold(recipient: Recipient, year: number, grossCents: Cents) {
    const earlierCents = this.sums.get(recipientYear(recipient, year)) ?? 0n;
    const withholding = federalWithholding({
      year,
      paymentCents: grossCents,
      supplementalPaidThisYearCents: earlierCents,
    });
    this.add(recipient, year, grossCents);
    return { withholding, trace: withholdingTrace(withholding, earlierCents) };
  }

  private add(recipient: Recipient, year: number, cents: Cents): void {
    const key = recipientYear(recipient, year);
    this.sums.set(key, (this.sums.get(key) ?? 0n) + cents);
  }
}

const pctOf = (bp: number) => `${formatScaled(BigInt(bp), 2)}%`;

/** The withholding trace as JSON (the domain's amounts are bigint cents). */
function withholdingTrace(w: FederalWithholding, earlierCents: Cents) {
  const t = w.trace;
  return {
    rule: t.rule,
    method: t.method,
    year: t.year,
    flatRate: pctOf(t.rates.flatRateBp),
    mandatoryRate: pctOf(t.rates.mandatoryRateBp),
    mandatoryThreshold: t.rates.mandatoryThreshold,
    sources: t.rates.sources,
    supplementalPaidThisYear: formatMoney(earlierCents),
    counted: COUNTED,
    flatPortion: formatMoney(t.flatPortionCents),
    mandatoryPortion: formatMoney(t.mandatoryPortionCents),
    flatTax: formatMoney(t.flatTaxCents),
    mandatoryTax: formatMoney(t.mandatoryTaxCents),
    withheld: formatMoney(w.withheldCents),
    rounding: t.rounding,
  };
}
