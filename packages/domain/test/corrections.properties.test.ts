/**
 * Issue "The record II", done when: over random histories with random corrections (12.9), the
 * payments made plus the balance equal the credits plus the investment results minus the
 * forfeitures, to the cent, and no payment already made changes.
 *
 * A history (support/arbitraries.ts) is evaluated; every payment dated by a random day is
 * taken as made by an approved run. Then a random correction is applied as the record's loader
 * applies one (a price superseded or voided, a fact voided or superseded, the hire date
 * superseded) and the corrected history is evaluated with those payments made. The figures are
 * checked against the ledger's own entries and the scenario's prices, not the engine's totals.
 *
 * What was paid and had no cover once a correction lowered the sub-account (`unfunded`) is owed
 * back to the plan: it counts as a negative balance (a receivable), so the identity reads
 * payments made - unfunded + balances = credits + investment results - forfeitures.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateOutcomes,
  evaluateScenario,
  MissingPriceError,
  nyseCalendar,
  parseDate,
  parseMicro,
  parseMoney,
  paymentKeyOf,
  type PaymentJson,
  type PaymentMadeJson,
  type Scenario,
} from '../src/index.js';
import { dateIn, history } from './support/arbitraries.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 120);
const FAR = '2060-12-31';

/** A correction as the loader applies it (store/src/correction-book.ts), on the scenario. */
type Correction =
  | { kind: 'price'; index: number; tenths: number | null }
  | { kind: 'voidFact'; index: number }
  | { kind: 'supersedePay'; index: number; pct: number }
  | { kind: 'hireDate'; hireDate: string };

const correction: fc.Arbitrary<Correction> = fc.oneof(
  fc.record({
    kind: fc.constant('price' as const),
    index: fc.nat(),
    // A new price of 0.1 to 3 times the old one, or the point voided (null).
    tenths: fc.option(fc.integer({ min: 1, max: 30 }), { freq: 4 }),
  }),
  fc.record({ kind: fc.constant('voidFact' as const), index: fc.nat() }),
  fc.record({
    kind: fc.constant('supersedePay' as const),
    index: fc.nat(),
    pct: fc.integer({ min: 0, max: 300 }),
  }),
  fc.record({
    kind: fc.constant('hireDate' as const),
    hireDate: fc.constantFrom('2010-01-04', '2021-06-01', '2022-11-15'),
  }),
);

function corrected(s: Scenario, c: Correction): Scenario {
  const [p] = s.participants;
  const events = [...p!.events];
  if (c.kind === 'hireDate') return { ...s, participants: [{ ...p!, hireDate: c.hireDate }] };
  if (c.kind === 'voidFact') {
    if (events.length > 0) events.splice(c.index % events.length, 1);
    return { ...s, participants: [{ ...p!, events }] };
  }
  if (c.kind === 'supersedePay') {
    const pays = events.flatMap((e, i) => (e.type === 'pay' ? [i] : []));
    if (pays.length === 0) return s;
    const i = pays[c.index % pays.length]!;
    const pay = events[i] as Extract<(typeof events)[number], { type: 'pay' }>;
    const scale = (amount: string) =>
      ((parseMoney(amount) * BigInt(c.pct)) / 100n).toString().padStart(3, '0');
    const money = (cents: string) => `${cents.slice(0, -2)}.${cents.slice(-2)}`;
    events[i] = {
      ...pay,
      gross: money(scale(pay.gross)),
      netAvailable: money(scale(pay.netAvailable)),
    };
    return { ...s, participants: [{ ...p!, events }] };
  }
  const idx = s.prices.IDX!;
  if ('constant' in idx || idx.points.length < 2) return s;
  // The first point stays: without it the early days would have no price at all.
  const at = 1 + (c.index % (idx.points.length - 1));
  const points = [...idx.points];
  if (c.tenths === null) points.splice(at, 1);
  else {
    const price = (parseMicro(points[at]![1]) * BigInt(c.tenths)) / 10n;
    points[at] = [points[at]![0], formatMicro(price > 0n ? price : 1n)];
  }
  return { ...s, prices: { ...s.prices, IDX: { points } } };
}

const formatMicro = (micro: bigint) => {
  const text = micro.toString().padStart(7, '0');
  return `${text.slice(0, -6)}.${text.slice(-6)}`;
};

/** Every payment of the history dated by `cut`, as an approved run would have made it. */
function madeBy(payments: readonly PaymentJson[], cut: string): PaymentMadeJson[] {
  return payments
    .filter((p) => p.date <= cut)
    .map((p, i) => ({
      key: paymentKeyOf('P1', p).slice('P1|'.length),
      account: p.account,
      benefit: p.benefit,
      date: p.date,
      valuedAt: p.valuedAt,
      payee: p.payee,
      gross: p.amount,
      paidOn: p.date,
      ref: `PR-${i + 1}`,
    }));
}

const sum = (values: Iterable<bigint>) => [...values].reduce((a, b) => a + b, 0n);
const cents = (rows: readonly { amount: string }[]) => sum(rows.map((r) => parseMoney(r.amount)));

/** The price of a fund on a date, read from the scenario (FORMAT.md: step function). */
function priceOf(s: Scenario, fund: string, date: string): bigint {
  const series = s.prices[fund]!;
  if ('constant' in series) return parseMicro(series.constant);
  const last = series.points
    .filter(([d]) => d <= date)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .pop();
  return parseMicro(last![1]);
}

interface Checked {
  made: PaymentMadeJson[];
  after: ReturnType<typeof evaluateScenario>['participants'][string];
  entries: readonly {
    kind: string;
    account: string;
    fund: string;
    valuedAt: string;
    units: bigint;
    amount: bigint;
  }[];
  scenario: Scenario;
}

/** The corrected history evaluated with the payments made; null when it lacks a price. */
function evaluateCorrected(s: Scenario, c: Correction, cut: string): Checked | null {
  const before = evaluateScenario(s).participants.P1!;
  const made = madeBy(before.payments, cut);
  const scenario = corrected(s, c);
  const options = { paymentsMade: { P1: made } };
  try {
    const after = evaluateScenario(scenario, options).participants.P1!;
    const entries = evaluateOutcomes(scenario, options).outcomes.get('P1')!.ledger.entries;
    return { made, after, entries, scenario };
  } catch (error) {
    if (error instanceof MissingPriceError) return null;
    throw error;
  }
}

const balanceTotal = (r: Checked['after']) =>
  sum(
    Object.entries(r.balances)
      .filter(([k]) => k !== 'CCAVested')
      .map(([, v]) => parseMoney(v)),
  );
const unfunded = (r: Checked['after']) =>
  sum(r.payments.map((p) => (p.unfunded ? parseMoney(p.unfunded) : 0n)));

describe('12.9 corrections over random histories', () => {
  it('no payment already made changes: each keeps its gross and its run', () => {
    fc.assert(
      fc.property(
        history({ evaluateThrough: FAR }),
        correction,
        dateIn('2024-01-01', '2045-12-31'),
        (s, c, cut) => {
          const checked = evaluateCorrected(s, c, cut);
          fc.pre(checked !== null);
          const { made, after } = checked!;
          const paid = after.payments.filter((p) => p.paid);
          expect(paid.map((p) => [p.paid!.ref, p.amount]).sort()).toEqual(
            made.map((m) => [m.ref, m.gross]).sort(),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('at a constant price: payments made - unfunded + balances = credits - forfeitures, to the cent', () => {
    fc.assert(
      fc.property(
        history({ constantPrices: true, evaluateThrough: FAR }),
        correction,
        dateIn('2024-01-01', '2045-12-31'),
        (s, c, cut) => {
          const checked = evaluateCorrected(s, c, cut);
          fc.pre(checked !== null);
          const { after, entries } = checked!;
          const ledger = (kind: string) =>
            sum(entries.filter((e) => e.kind === kind).map((e) => e.amount));
          // The ledger paid out what was paid, less what had no cover.
          expect(cents(after.payments) - unfunded(after)).toBe(-ledger('payment'));
          expect(cents(after.deferrals) + cents(after.companyCredits)).toBe(
            cents(after.payments) - unfunded(after) + cents(after.forfeited) + balanceTotal(after),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  /*
   * With varying prices (as properties.test.ts): each entry moved units u_i at its Valuation
   * Date's price P_i; the investment results are sum(u_i x (P_end - P_i)), computed here from
   * the units and the scenario's prices, exactly in 10^-12 dollars; the rounding of each entry
   * and balance is bounded as there.
   */
  it('with varying prices: payments made - unfunded + balances = credits + investment results - forfeitures', () => {
    fc.assert(
      fc.property(
        history({ evaluateThrough: FAR }),
        correction,
        dateIn('2024-01-01', '2045-12-31'),
        (s, c, cut) => {
          const checked = evaluateCorrected(s, c, cut);
          fc.pre(checked !== null);
          const { after, entries, scenario } = checked!;
          const end = nyseCalendar.onOrBefore(parseDate(FAR)).toString();
          const CENT = 10n ** 10n;
          let investment = 0n;
          let tolerance = 0n;
          const held = new Map<string, bigint>();
          for (const e of entries) {
            const price = priceOf(scenario, e.fund, e.valuedAt);
            investment += e.units * (priceOf(scenario, e.fund, end) - price);
            tolerance += CENT + price / 2n + 1n;
            held.set(
              `${e.account}|${e.fund}`,
              (held.get(`${e.account}|${e.fund}`) ?? 0n) + e.units,
            );
          }
          tolerance += BigInt([...held.values()].filter((u) => u > 0n).length) * CENT;
          const inflow = (cents(after.deferrals) + cents(after.companyCredits)) * CENT + investment;
          const outflow =
            (cents(after.payments) -
              unfunded(after) +
              cents(after.forfeited) +
              balanceTotal(after)) *
            CENT;
          const gap = inflow - outflow;
          expect(gap < 0n ? -gap : gap).toBeLessThanOrEqual(tolerance);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
