import {
  divideHalfUp,
  formatMoney,
  formatScaled,
  parseMoney,
  sumBig,
  sumMoney,
} from '../money/decimal.js';

// Plan 10.2, 10.3: the rabbi trust against what the plan owes. The trust's assets on a date are
// its latest statement on or before the date, plus contributions and less withdrawals dated
// after that statement through the date (a statement already reflects the money moved on its
// date).

/** A funded ratio has 4 decimals ("0.9234"), half-up. */
export const RATIO_SCALE = 4;

/** Plan 10.3: a statement of the trust's market value on a date. */
export interface TrustStatementEntry {
  readonly date: string;
  readonly marketValue: string;
}

/** Plan 10.2: money into the trust (a contribution) or out of it (a withdrawal). */
export interface TrustTransactionEntry {
  readonly date: string;
  readonly kind: 'contribution' | 'withdrawal';
  readonly amount: string;
}

/**
 * Plan 10.3: a statement's holdings by fund add up to its market value; the difference, said in
 * words, or null when they do.
 */
export function holdingsMismatch(
  holdings: readonly { readonly value: string }[],
  marketValue: string,
): string | null {
  const total = sumMoney(holdings.map((h) => h.value));
  return parseMoney(total) === parseMoney(marketValue)
    ? null
    : `the holdings add up to ${total}, not the market value ${marketValue}`;
}

export interface TrustAssets {
  asOf: string;
  value: string;
  statement: { date: string; marketValue: string } | null;
  contributions: string;
  withdrawals: string;
}

/** The trust's assets on `asOf`; `statements` are in date order. */
export function trustAssetsAsOf(
  statements: readonly TrustStatementEntry[],
  transactions: readonly TrustTransactionEntry[],
  asOf: string,
): TrustAssets {
  const statement = statements.filter((s) => s.date <= asOf).at(-1) ?? null;
  const since = transactions.filter(
    (t) => t.date <= asOf && (statement === null || t.date > statement.date),
  );
  const sum = (kind: TrustTransactionEntry['kind']) =>
    sumBig(since.filter((t) => t.kind === kind).map((t) => parseMoney(t.amount)));
  const contributions = sum('contribution');
  const withdrawals = sum('withdrawal');
  const start = statement ? parseMoney(statement.marketValue) : 0n;
  return {
    asOf,
    value: formatMoney(start + contributions - withdrawals),
    statement: statement && { date: statement.date, marketValue: statement.marketValue },
    contributions: formatMoney(contributions),
    withdrawals: formatMoney(withdrawals),
  };
}

/**
 * Plan 10.2: the funded ratio (assets / owed, 4 decimals half-up; null when nothing is owed),
 * and the shortfall (owed - assets when positive) or surplus (assets - owed when positive).
 */
export function fundingOf(assets: string, owed: string) {
  const assetsCents = parseMoney(assets);
  const owedCents = parseMoney(owed);
  const ratio =
    owedCents > 0n
      ? formatScaled(divideHalfUp(assetsCents * 10n ** BigInt(RATIO_SCALE), owedCents), RATIO_SCALE)
      : null;
  const gap = owedCents - assetsCents;
  return {
    fundedRatio: ratio,
    shortfall: formatMoney(gap > 0n ? gap : 0n),
    surplus: formatMoney(gap < 0n ? -gap : 0n),
    rounding: `assets / owed, half-up to ${RATIO_SCALE} decimals`,
  };
}

/** A withdrawal the trust makes to pay a run's line. */
export interface RunWithdrawal {
  date: string;
  amount: string;
  lineNo: number;
  memo: string;
}

type PaidRunLine = { lineNo: number; gross: string; paidOn: string | null };

/** Plan 10.2: a run the rabbi trust pays takes each paid line's gross out of it on the day paid. */
export function runWithdrawals(runId: string, lines: readonly PaidRunLine[]): RunWithdrawal[] {
  return lines.flatMap((line) =>
    line.paidOn === null || parseMoney(line.gross) === 0n
      ? []
      : [
          {
            date: line.paidOn,
            amount: line.gross,
            lineNo: line.lineNo,
            memo: `payment run ${runId} line ${line.lineNo} (10.2)`,
          },
        ],
  );
}
