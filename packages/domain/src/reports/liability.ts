import { addMonths, parseDate } from '../calendar/dates.js';
import { sumMoney } from '../money/decimal.js';
import type { ParticipantResult } from '../scenario/evaluate.js';

// Plan 10.1: what the plan owes as of a date is a liability of the Employer (an unsecured
// promise); these are its figures, per participant and sub-account.

type Balances = Record<'RTA' | 'SDA' | 'CCA' | 'CCAVested', string>;
export type LiabilityTotals = Balances & { fixedUnpaid: string; owed: string; total: string };

/** Per participant: the amounts of payments valued by the date and not paid by it. */
export type FixedUnpaid = Map<string, string[]>;

/**
 * Plan 5.1(b): the longest wait from valuation to payment is a Key Employee's (1st of the 7th
 * month after Separation), so the record evaluated 7 months past the date shows every payment
 * valued by the date and not yet paid.
 */
export const FIXED_PAYMENT_LOOKAHEAD_MONTHS = 7;

/** The date to evaluate the record through to find the payments fixed but unpaid at `asOf`. */
export const fixedPaymentHorizon = (asOf: string): string =>
  addMonths(parseDate(asOf), FIXED_PAYMENT_LOOKAHEAD_MONTHS).toString();

/**
 * Payments valued on or before the date and not paid by it: FORMAT.md takes them out of the
 * balances, yet the plan still owes them. That is a payment whose Payment Date is later, and
 * one due by the date that no approved run had paid by then (payments made are facts: a
 * payment is paid when a run paid it, not when its date passes). `later` is the record
 * evaluated through `fixedPaymentHorizon(asOf)`, with the payments made known then.
 */
export function fixedUnpaid(
  later: { participants: Record<string, Pick<ParticipantResult, 'payments'>> },
  asOf: string,
): FixedUnpaid {
  const fixed: FixedUnpaid = new Map();
  for (const [participantId, own] of Object.entries(later.participants)) {
    const amounts = own.payments
      .filter((p) => p.valuedAt <= asOf && (p.date > asOf || !p.paid || p.paid.on > asOf))
      .map((p) => p.amount);
    fixed.set(participantId, amounts);
  }
  return fixed;
}

type WithBalances = Pick<ParticipantResult, 'balances'>;

/**
 * RTA, SDAs (together), CCA (all), CCAVested and payments fixed but not yet paid; `owed` is what
 * is vested (RTA + SDAs + vested CCA + fixed payments: Plan 3.6, 4.2), `total` counts the
 * unvested CCA as well.
 */
export function liabilityTotals(
  results: readonly WithBalances[],
  fixed: readonly string[],
): LiabilityTotals {
  const pick = (match: (account: string) => boolean) =>
    sumMoney(
      results.flatMap((r) =>
        Object.entries(r.balances)
          .filter(([a]) => match(a))
          .map(([, v]) => v),
      ),
    );
  const balances: Balances = {
    RTA: pick((a) => a === 'RTA'),
    SDA: pick((a) => a.startsWith('SDA:')),
    CCA: pick((a) => a === 'CCA'),
    CCAVested: pick((a) => a === 'CCAVested'),
  };
  const fixedUnpaid = sumMoney(fixed);
  return {
    ...balances,
    fixedUnpaid,
    owed: sumMoney([balances.RTA, balances.SDA, balances.CCAVested, fixedUnpaid]),
    total: sumMoney([balances.RTA, balances.SDA, balances.CCA, fixedUnpaid]),
  };
}

/** Plan 10.1: the liability as of a date, per participant and in all. */
export interface LiabilityReport {
  participants: {
    participantId: string;
    balances: Record<string, string>;
    totals: LiabilityTotals;
  }[];
  totals: LiabilityTotals;
}

/**
 * The report from the balances as of the date (the record evaluated then, or its projections)
 * and the payments fixed but unpaid.
 */
export function liabilityReport(
  result: { participants: Record<string, WithBalances> },
  fixed: FixedUnpaid,
): LiabilityReport {
  const participants = Object.entries(result.participants).map(([participantId, own]) => ({
    participantId,
    balances: own.balances,
    totals: liabilityTotals([own], fixed.get(participantId) ?? []),
  }));
  const totals = liabilityTotals(Object.values(result.participants), [...fixed.values()].flat());
  return { participants, totals };
}
