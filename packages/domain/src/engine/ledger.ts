import {
  divideHalfUp,
  formatMicro,
  minBig,
  unitsFor,
  valueOf,
  type Cents,
  type Micro,
} from '../money/decimal.js';
import type { AccountName } from '../scenario/types.js';
import type { IsoDate } from './days.js';
import type { PriceBook } from './prices.js';
import { step } from '../i18n/trace-steps.js';

/**
 * Article VII: the deemed-investment ledger. Append-only entries of units per sub-account and
 * fund (STYLE.md habit 4); holdings are their running sum and never go negative.
 */
export type EntryKind = 'deferral' | 'companyCredit' | 'reallocation' | 'payment' | 'forfeiture';

export interface LedgerEntry {
  readonly seq: number;
  readonly kind: EntryKind;
  readonly account: AccountName;
  readonly fund: string;
  /** The Valuation Date whose price applied. */
  readonly valuedAt: IsoDate;
  readonly units: Micro;
  readonly amount: Cents;
}

/** A ledger as data, without its prices (a checkpoint keeps it: checkpoint.ts). */
export interface LedgerData {
  readonly unitsByAccount: ReadonlyMap<AccountName, ReadonlyMap<string, Micro>>;
  readonly entries: readonly LedgerEntry[];
}

export class Ledger {
  private readonly unitsByAccount = new Map<AccountName, Map<string, Micro>>();
  readonly entries: LedgerEntry[] = [];

  constructor(private readonly prices: PriceBook) {}

  /** A ledger holding what `data` holds, priced by `prices` (the entries are immutable). */
  static fromData(prices: PriceBook, data: LedgerData): Ledger {
    const ledger = new Ledger(prices);
    for (const [account, byFund] of data.unitsByAccount)
      ledger.unitsByAccount.set(account, new Map(byFund));
    ledger.entries.push(...data.entries);
    return ledger;
  }

  /** Its units and entries as data, apart from the ledger that goes on changing. */
  data(): LedgerData {
    const unitsByAccount = new Map<AccountName, Map<string, Micro>>();
    for (const [account, byFund] of this.unitsByAccount)
      unitsByAccount.set(account, new Map(byFund));
    return { unitsByAccount, entries: [...this.entries] };
  }

  funds(account: AccountName): [string, Micro][] {
    return this.holdings(account).filter(([, u]) => u > 0n);
  }

  /** Every fund the sub-account has held, with its units (zero and, were it possible, negative). */
  holdings(account: AccountName): [string, Micro][] {
    return [...(this.unitsByAccount.get(account) ?? new Map<string, Micro>()).entries()];
  }

  /** The first fund of the sub-account whose units are negative: none, unless the engine is wrong. */
  negativeFund(account: AccountName): string | undefined {
    const byFund = this.unitsByAccount.get(account);
    if (byFund) for (const [fund, units] of byFund) if (units < 0n) return fund;
    return undefined;
  }

  /** Value of a sub-account on a Valuation Date: per fund, units x price to cents (FORMAT.md). */
  value(account: AccountName, valuedAt: IsoDate): Cents {
    let total = 0n;
    for (const [fund, units] of this.funds(account))
      total += valueOf(units, this.prices.price(fund, valuedAt));
    return total;
  }

  /**
   * The funds the sub-account holds whose price on `valuedAt` is not recorded yet (their last
   * point is earlier): its value that day is an estimate at the latest price known.
   */
  pricesPending(account: AccountName, valuedAt: IsoDate): string[] {
    return this.funds(account)
      .map(([fund]) => fund)
      .filter((fund) => {
        const through = this.prices.recordedThrough(fund);
        return through !== null && through < valuedAt;
      });
  }

  /** "1200.000000 units of IDX x 25.000000 + …" for traces. */
  describe(account: AccountName, valuedAt: IsoDate): string {
    const parts = this.funds(account).map(([fund, units]) =>
      step('ledger.units', {
        units: formatMicro(units),
        fund,
        price: formatMicro(this.prices.price(fund, valuedAt)),
      }),
    );
    return parts.length > 0 ? parts.join(' + ') : step('ledger.noUnits');
  }

  /** 7.1/7.4: buy units with `amount`, split by the allocation (last fund takes the remainder). */
  credit(
    kind: EntryKind,
    account: AccountName,
    amount: Cents,
    allocation: [string, number][],
    valuedAt: IsoDate,
  ) {
    for (const [fund, part] of splitByPercent(amount, allocation)) {
      if (part === 0n) continue;
      this.post(
        kind,
        account,
        fund,
        unitsFor(part, this.prices.price(fund, valuedAt)),
        part,
        valuedAt,
      );
    }
  }

  /**
   * Redeems `amount` (or everything when `amount` is null or reaches the value) at `valuedAt`,
   * spread over the funds by value, the last fund taking the remainder. Returns what was redeemed.
   */
  redeem(kind: EntryKind, account: AccountName, amount: Cents | null, valuedAt: IsoDate): Cents {
    const holdings = this.funds(account).map(([fund, units]) => {
      const price = this.prices.price(fund, valuedAt);
      return { fund, units, price, value: valueOf(units, price) };
    });
    const total = holdings.reduce((sum, h) => sum + h.value, 0n);
    if (amount === null || amount >= total) {
      // A payment that empties a fund redeems all its units (FORMAT.md).
      for (const h of holdings) this.post(kind, account, h.fund, -h.units, -h.value, valuedAt);
      return total;
    }
    // Each fund in turn gives its share of what is left, in proportion to what is left: so no
    // fund is ever asked for more than it holds, whatever the rounding (left <= value left).
    let left = amount;
    let valueLeft = total;
    for (const h of holdings) {
      const part = valueLeft === 0n ? 0n : divideHalfUp(left * h.value, valueLeft);
      left -= part;
      valueLeft -= h.value;
      if (part === 0n) continue;
      const units = part === h.value ? h.units : minBig(unitsFor(part, h.price), h.units);
      this.post(kind, account, h.fund, -units, -part, valuedAt);
    }
    return amount;
  }

  /**
   * 7.3: a closed fund's units in the sub-account sold at `valuedAt` and their value bought in
   * its successor at that day's price (a reallocation: the value is kept to the cent).
   */
  move(account: AccountName, from: string, to: string, valuedAt: IsoDate): void {
    const units = this.unitsByAccount.get(account)?.get(from) ?? 0n;
    if (units <= 0n) return;
    const value = valueOf(units, this.prices.price(from, valuedAt));
    this.post('reallocation', account, from, -units, -value, valuedAt);
    if (value > 0n)
      this.post(
        'reallocation',
        account,
        to,
        unitsFor(value, this.prices.price(to, valuedAt)),
        value,
        valuedAt,
      );
  }

  private post(
    kind: EntryKind,
    account: AccountName,
    fund: string,
    units: Micro,
    amount: Cents,
    valuedAt: IsoDate,
  ) {
    let byFund = this.unitsByAccount.get(account);
    if (!byFund) this.unitsByAccount.set(account, (byFund = new Map()));
    const after = (byFund.get(fund) ?? 0n) + units;
    // Money never disappears: a redemption can never take more units than are held.
    if (after < 0n) throw new Error(`ledger: units of ${account}/${fund} would go negative`);
    byFund.set(fund, after);
    this.entries.push({ seq: this.entries.length, kind, account, fund, valuedAt, units, amount });
  }
}

/** amount x pct / 100 per part, half-up to cents, the last part taking the remainder (FORMAT.md). */
export function splitByPercent<K>(amount: Cents, parts: readonly [K, number][]): [K, Cents][] {
  let left = amount;
  return parts.map(([key, pct], i) => {
    // Rounding the earlier parts up can exceed a tiny amount (3 cents as 21/21/50/8%): a part
    // never takes more than is left, so the remainder is never negative.
    const share =
      i === parts.length - 1 ? left : minBig(divideHalfUp(amount * BigInt(pct), 100n), left);
    left -= share;
    return [key, share];
  });
}
