import { compareAccounts } from '../engine/accounts.js';
import { plusDays, type IsoDate } from '../engine/days.js';
import type { EntryKind } from '../engine/ledger.js';
import {
  formatMoney,
  parseMoney,
  percentOf,
  valueOf,
  type Cents,
  type Micro,
} from '../money/decimal.js';
import type { ParticipantProjection } from '../scenario/projection.js';
import { fixedPaymentHorizon, fixedUnpaid } from './liability.js';

// Plan 10.1 over a period: the liability roll-forward. What the plan owed at the start of the
// period (the close of the day before `from`), what moved it (the ledger's entries, Article VII:
// deferrals 3.1-3.3, Company credits 3.4, reallocations 7.4, payments Article V, forfeitures
// 4.2), and what it owed at the close of `to`. The ledger records units bought and sold at a
// Valuation Date's price; what the funds gained or lost meanwhile is no entry of its own, so
// the investment results are the balancing figure: closing - opening - the entries' amounts
// (ARCHITECTURE.md "Reports (issue 10 item 8)").

/** The figures of one line (or a total): every column adds up to `closing`. */
export interface RollForwardFigures {
  opening: string;
  /** 3.1-3.3: deferrals credited (units bought). */
  deferrals: string;
  /** 3.4: Company contribution credits. */
  companyCredits: string;
  /** 7.4: reallocations between funds (sum to zero within a sub-account). */
  transfers: string;
  /** Article V: amounts taken out of the sub-account when a payment was valued (negative). */
  payments: string;
  /** 4.2: the unvested CCA forfeited (negative). */
  forfeitures: string;
  /** The balancing figure: closing - opening - every column above. */
  investmentResults: string;
  closing: string;
}

/** A sub-account and fund's roll-forward (Plan 1.1 sub-accounts, 7.3 funds). */
export interface RollForwardLine extends RollForwardFigures {
  account: string;
  fund: string;
}

/** 4.2: vested (RTA, SDAs and the vested CCA) and unvested (the rest of the CCA). */
export interface VestedSplit {
  vested: string;
  unvested: string;
}

export interface RollForwardSummary extends RollForwardFigures {
  vesting: { opening: VestedSplit; closing: VestedSplit };
  /** Payments valued (out of the balances) and not yet paid: still owed (reports/liability.ts). */
  fixedUnpaid: { opening: string; closing: string };
  /** closing + fixedUnpaid.closing: the liability report's `total` as of `to`. */
  liabilityClosing: string;
}

export interface RollForwardParticipant extends RollForwardSummary {
  participantId: string;
  lines: RollForwardLine[];
}

export interface RollForwardReport {
  from: IsoDate;
  to: IsoDate;
  /** The opening balances are as of the close of this day (the day before `from`). */
  openingAsOf: IsoDate;
  participants: RollForwardParticipant[];
  /** Per fund across the plan. */
  funds: (RollForwardFigures & { fund: string })[];
  totals: RollForwardSummary;
}

/** What the report reads from the record: prices and the Valuation Date on or before a day. */
export interface RollForwardPrices {
  price(fund: string, valuedAt: IsoDate): Micro;
  /** 1.37: the Valuation Date on or before a day (a balance as of D takes its prices). */
  valuationDayOnOrBefore(date: IsoDate): IsoDate;
}

const KIND_COLUMN: Record<EntryKind, keyof RollForwardFigures> = {
  deferral: 'deferrals',
  companyCredit: 'companyCredits',
  reallocation: 'transfers',
  payment: 'payments',
  forfeiture: 'forfeitures',
};

const COLUMNS = [
  'opening',
  'deferrals',
  'companyCredits',
  'transfers',
  'payments',
  'forfeitures',
  'investmentResults',
  'closing',
] as const satisfies readonly (keyof RollForwardFigures)[];

type Cells = Record<keyof RollForwardFigures, Cents>;
const zero = (): Cells => Object.fromEntries(COLUMNS.map((c) => [c, 0n])) as unknown as Cells;
const figures = (c: Cells): RollForwardFigures =>
  Object.fromEntries(COLUMNS.map((k) => [k, formatMoney(c[k])])) as unknown as RollForwardFigures;
const add = (into: Cells, c: Cells) => {
  for (const k of COLUMNS) into[k] += c[k];
};

/** The period's first and last days: `from` <= `to`. */
export function checkPeriod(from: IsoDate, to: IsoDate): string | null {
  return from > to ? `the period must start on or before its end (${from} > ${to})` : null;
}

/**
 * Per sub-account and fund, the value of the units held at the close of `asOf` in the
 * sub-accounts opened by then, at the Valuation Date on or before it (FORMAT.md: units x price
 * half-up to cents per fund, as valueAllAsOf and projectedBalances take them).
 */
function valuesAsOf(
  projection: ParticipantProjection,
  asOf: IsoDate,
  prices: RollForwardPrices,
): Map<string, Cents> {
  const opened = new Set(
    projection.accounts.filter((a) => a.openedOn <= asOf).map((a) => a.account),
  );
  const valuedAt = prices.valuationDayOnOrBefore(asOf);
  const values = new Map<string, Cents>();
  for (const h of projection.holdings) {
    if (h.from > asOf || (h.until !== null && h.until <= asOf) || !opened.has(h.account)) continue;
    const key = lineKey(h.account, h.fund);
    values.set(key, (values.get(key) ?? 0n) + valueOf(h.units, prices.price(h.fund, valuedAt)));
  }
  return values;
}

const lineKey = (account: string, fund: string) => `${account}\u001f${fund}`;

/** 4.2: the CCA's vested % on the day (0 before the plan has a schedule for him). */
const vestedPct = (projection: ParticipantProjection, asOf: IsoDate): number =>
  projection.vesting.find((v) => v.from <= asOf && (v.until === null || v.until > asOf))?.pct ?? 0;

function split(
  projection: ParticipantProjection,
  values: Map<string, Cents>,
  asOf: IsoDate,
): { vested: Cents; unvested: Cents } {
  let total = 0n;
  let cca = 0n;
  for (const [key, value] of values) {
    total += value;
    if (key.startsWith(`CCA\u001f`)) cca += value;
  }
  const unvested = cca - percentOf(cca, vestedPct(projection, asOf));
  return { vested: total - unvested, unvested };
}

/** Payments valued by the day and not paid by it (the liability report's `fixedUnpaid`). */
function unpaidOn(projection: ParticipantProjection, asOf: IsoDate): Cents {
  const fixed = fixedUnpaid({ participants: { p: projection.result } }, asOf).get('p') ?? [];
  return fixed.reduce((sum, amount) => sum + parseMoney(amount), 0n);
}

interface ParticipantRoll {
  rows: RollForwardLine[];
  cells: Cells;
  /** Opening vested, unvested; closing vested, unvested. */
  vesting: [Cents, Cents, Cents, Cents];
  unpaid: [Cents, Cents];
}

/** One participant's lines over (openingAsOf, to]; his totals. */
function participantRoll(
  projection: ParticipantProjection,
  openingAsOf: IsoDate,
  to: IsoDate,
  prices: RollForwardPrices,
): ParticipantRoll {
  const opening = valuesAsOf(projection, openingAsOf, prices);
  const closing = valuesAsOf(projection, to, prices);
  const lines = new Map<string, Cells>();
  const line = (key: string) => {
    let cells = lines.get(key);
    if (!cells) lines.set(key, (cells = zero()));
    return cells;
  };
  for (const [key, value] of opening) line(key).opening = value;
  for (const [key, value] of closing) line(key).closing = value;
  for (const e of projection.entries)
    if (e.postedOn > openingAsOf && e.postedOn <= to)
      line(lineKey(e.account, e.fund))[KIND_COLUMN[e.kind]] += e.amount;
  const cells = zero();
  const rows: RollForwardLine[] = [];
  for (const key of [...lines.keys()].sort(byAccountThenFund)) {
    const own = lines.get(key)!;
    // The balancing figure: what the prices did to the units held (Article VII).
    own.investmentResults =
      own.closing -
      own.opening -
      own.deferrals -
      own.companyCredits -
      own.transfers -
      own.payments -
      own.forfeitures;
    if (COLUMNS.every((c) => own[c] === 0n)) continue;
    const [account, fund] = key.split('\u001f') as [string, string];
    rows.push({ account, fund, ...figures(own) });
    add(cells, own);
  }
  const open = split(projection, opening, openingAsOf);
  const close = split(projection, closing, to);
  return {
    rows,
    cells,
    vesting: [open.vested, open.unvested, close.vested, close.unvested],
    unpaid: [unpaidOn(projection, openingAsOf), unpaidOn(projection, to)],
  };
}

function byAccountThenFund(a: string, b: string): number {
  const [aa, af] = a.split('\u001f') as [string, string];
  const [ba, bf] = b.split('\u001f') as [string, string];
  return compareAccounts(aa, ba) || (af < bf ? -1 : af > bf ? 1 : 0);
}

/**
 * The roll-forward of every participant's projection over [from, to]. Each projection must run
 * through at least `fixedPaymentHorizon(to)` (reports/liability.ts: the payments valued by `to`
 * and paid after it). Entries count in the period by the day the engine posted them (the day
 * from which a balance as of a date includes them, scenario/projection.ts), so that
 * opening + entries + investment results = closing holds line by line, to the cent.
 */
export function rollForward(
  projections: readonly ParticipantProjection[],
  period: { from: IsoDate; to: IsoDate },
  prices: RollForwardPrices,
): RollForwardReport {
  const problem = checkPeriod(period.from, period.to);
  if (problem) throw new RangeError(problem);
  const openingAsOf = plusDays(period.from, -1);
  const needed = fixedPaymentHorizon(period.to);
  const participants: RollForwardParticipant[] = [];
  const byFund = new Map<string, Cells>();
  const plan = { cells: zero(), vesting: [0n, 0n, 0n, 0n], unpaid: [0n, 0n] };
  const sorted = [...projections].sort((a, b) =>
    a.participantId < b.participantId ? -1 : a.participantId > b.participantId ? 1 : 0,
  );
  for (const projection of sorted) {
    if (projection.horizon < needed)
      throw new RangeError(
        `assertion: ${projection.participantId}'s projection ends ${projection.horizon}, before ${needed}`,
      );
    const own = participantRoll(projection, openingAsOf, period.to, prices);
    add(plan.cells, own.cells);
    own.vesting.forEach((v, i) => (plan.vesting[i]! += v));
    own.unpaid.forEach((v, i) => (plan.unpaid[i]! += v));
    for (const row of own.rows) {
      let fundCells = byFund.get(row.fund);
      if (!fundCells) byFund.set(row.fund, (fundCells = zero()));
      for (const c of COLUMNS) fundCells[c] += parseMoney(row[c]);
    }
    if (own.rows.length === 0 && own.unpaid.every((v) => v === 0n)) continue;
    participants.push({
      participantId: projection.participantId,
      lines: own.rows,
      ...summary(own.cells, own.vesting, own.unpaid),
    });
  }
  return {
    from: period.from,
    to: period.to,
    openingAsOf,
    participants,
    funds: [...byFund.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([fund, cells]) => ({ fund, ...figures(cells) })),
    totals: summary(plan.cells, plan.vesting, plan.unpaid),
  };
}

function summary(
  cells: Cells,
  vesting: readonly Cents[],
  unpaid: readonly Cents[],
): RollForwardSummary {
  return {
    ...figures(cells),
    vesting: {
      opening: { vested: formatMoney(vesting[0]!), unvested: formatMoney(vesting[1]!) },
      closing: { vested: formatMoney(vesting[2]!), unvested: formatMoney(vesting[3]!) },
    },
    fixedUnpaid: { opening: formatMoney(unpaid[0]!), closing: formatMoney(unpaid[1]!) },
    liabilityClosing: formatMoney(cells.closing + unpaid[1]!),
  };
}
