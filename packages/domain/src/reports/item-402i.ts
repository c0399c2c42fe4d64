import { plusDays, plusYears, type IsoDate } from '../engine/days.js';
import { formatMoney, parseMoney } from '../money/decimal.js';
import type { RollForwardReport } from './roll-forward.js';

// SEC Regulation S-K Item 402(i): the Nonqualified Deferred Compensation table of a proxy
// statement, one row per named executive officer for the last completed fiscal year. Its
// columns are the liability roll-forward's over that year (reports/roll-forward.ts):
// (b) executive contributions = deferrals credited (3.1-3.3); (c) registrant contributions =
// Company credits (3.4); (d) aggregate earnings = the investment results (the balancing figure;
// all of them, not only the above-market part the Summary Compensation Table shows);
// (e) aggregate withdrawals/distributions = the amounts taken out of his sub-accounts for
// payments valued in the year (a positive figure); (f) aggregate balance at the fiscal
// year end = the balances at its close. Forfeitures (4.2) are shown beside them so that the row
// reconciles: last year's balance + (b) + (c) + (d) - (e) - forfeitures = (f).

export interface Item402iRow {
  participantId: string;
  /** The balance at the end of the previous fiscal year (not a column: the reconciliation). */
  priorYearEndBalance: string;
  executiveContributions: string;
  registrantContributions: string;
  aggregateEarnings: string;
  aggregateWithdrawalsDistributions: string;
  forfeitures: string;
  aggregateBalanceAtYearEnd: string;
  /** Of the balance: payments valued and not yet paid at the year end are outside it. */
  fixedUnpaidAtYearEnd: string;
}

/** The fiscal year that ends on `fiscalYearEnd`: the day after the same day a year before. */
export function fiscalYear(fiscalYearEnd: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: plusDays(plusYears(fiscalYearEnd, -1), 1), to: fiscalYearEnd };
}

const negate = (amount: string) => formatMoney(-parseMoney(amount));

/** The table's rows, one per named executive officer in the order given (zeros when none). */
export function item402iTable(
  report: RollForwardReport,
  namedExecutiveOfficers: readonly string[],
): Item402iRow[] {
  return namedExecutiveOfficers.map((participantId) => {
    const own = report.participants.find((p) => p.participantId === participantId);
    if (!own)
      return {
        participantId,
        priorYearEndBalance: '0.00',
        executiveContributions: '0.00',
        registrantContributions: '0.00',
        aggregateEarnings: '0.00',
        aggregateWithdrawalsDistributions: '0.00',
        forfeitures: '0.00',
        aggregateBalanceAtYearEnd: '0.00',
        fixedUnpaidAtYearEnd: '0.00',
      };
    return {
      participantId,
      priorYearEndBalance: own.opening,
      executiveContributions: own.deferrals,
      registrantContributions: own.companyCredits,
      // 7.4 transfers between funds net to zero within his sub-accounts: earnings are the rest.
      aggregateEarnings: formatMoney(parseMoney(own.investmentResults) + parseMoney(own.transfers)),
      aggregateWithdrawalsDistributions: negate(own.payments),
      forfeitures: negate(own.forfeitures),
      aggregateBalanceAtYearEnd: own.closing,
      fixedUnpaidAtYearEnd: own.fixedUnpaid.closing,
    };
  });
}
