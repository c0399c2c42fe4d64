/**
 * Invariants of the engine over random histories (support/arbitraries.ts): the ledger never
 * holds negative units, money is conserved, a reallocation keeps the value, evaluation is
 * deterministic, no payment comes before its trigger, Key Employees wait, schedule changes
 * move payments at least 5 years, a death leaves nothing unpaid, and the result is well formed.
 *
 * Each property checks the engine against figures computed here, from the scenario and the
 * ledger entries, not against the engine's own totals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  easternDate,
  evaluateOutcomes,
  evaluateScenario,
  nyseCalendar,
  parseDate,
  parseInstant,
  parseMicro,
  parseMoney,
  parseScenario,
  type ParticipantResult,
  type Scenario,
} from '../src/index.js';
import { history } from './support/arbitraries.js';

/** More runs to hunt: PROPERTY_RUNS=5000 npx vitest run packages/domain/test/properties.test.ts */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 120);
const FAR = '2060-12-31';

interface Entry {
  seq: number;
  kind: string;
  account: string;
  fund: string;
  valuedAt: string;
  units: bigint;
  amount: bigint;
}

function evaluate(s: Scenario) {
  const result = evaluateScenario(s).participants.P1!;
  const outcome = evaluateOutcomes(s).outcomes.get('P1')!;
  return { result, outcome, entries: outcome.ledger.entries as readonly Entry[] };
}

const sum = (values: Iterable<bigint>) => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};
const cents = (rows: readonly { amount: string }[]) => sum(rows.map((r) => parseMoney(r.amount)));
const ledgerSum = (entries: readonly Entry[], kind: string) =>
  sum(entries.filter((e) => e.kind === kind).map((e) => e.amount));
const balanceTotal = (r: ParticipantResult) =>
  sum(
    Object.entries(r.balances)
      .filter(([k]) => k !== 'CCAVested')
      .map(([, v]) => parseMoney(v)),
  );

/** The price of a fund on a date, read from the scenario (FORMAT.md: step function). */
function priceOf(s: Scenario, fund: string, date: string): bigint {
  const series = s.prices[fund]!;
  if ('constant' in series) return parseMicro(series.constant);
  const last = series.points
    .filter(([d]) => d <= date)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .pop();
  if (!last) throw new Error(`no price for ${fund} on ${date}`);
  return parseMicro(last[1]);
}

const onOrBefore = (date: string) => nyseCalendar.onOrBefore(parseDate(date)).toString();
const dayOfMonthsAfter = (date: string, months: number, day: number) =>
  parseDate(date).with({ day: 1 }).add({ months }).with({ day }).toString();
const monthsBetween = (a: string, b: string) =>
  (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 +
  Number(b.slice(5, 7)) -
  Number(a.slice(5, 7));

/** Units per account and fund after each entry, in order; never below zero. */
function holdingsAfter(entries: readonly Entry[], upTo = Infinity) {
  const held = new Map<string, bigint>();
  for (const e of entries) {
    if (e.seq >= upTo) break;
    const key = `${e.account}|${e.fund}`;
    held.set(key, (held.get(key) ?? 0n) + e.units);
  }
  return held;
}

const SEPARATION_BENEFITS = [
  'termination',
  'smallBalance',
  'companyContribution',
  'changeInControl',
];
const ACCOUNT_RANK = (a: string) => (a === 'RTA' ? '0' : a === 'CCA' ? '2' : `1${a}`);
const COMPONENTS = ['baseSalary', 'monthlyBonus', 'annualBonus', 'performanceBonus', 'other'];

describe('properties over random histories', () => {
  it('generated histories are valid scenarios', () => {
    fc.assert(
      fc.property(history(), (s) => {
        const parsed = parseScenario(JSON.parse(JSON.stringify(s)));
        expect(parsed.ok ? [] : parsed.errors).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });

  it('units never go negative, and every entry moves units and money the same way', () => {
    fc.assert(
      fc.property(history(), (s) => {
        const { entries } = evaluate(s);
        const held = new Map<string, bigint>();
        for (const e of entries) {
          const key = `${e.account}|${e.fund}`;
          const after = (held.get(key) ?? 0n) + e.units;
          expect(after, `${key} after entry ${e.seq}`).toBeGreaterThanOrEqual(0n);
          held.set(key, after);
          // A credit buys units, a redemption sells them; no money moves without units, and
          // units leave without money only when they are worth less than half a cent.
          if (e.units === 0n) expect(e.amount, `entry ${e.seq}`).toBe(0n);
          expect(e.amount * e.units >= 0n, `entry ${e.seq}`).toBe(true);
          if (e.amount === 0n) {
            const worth = -e.units * priceOf(s, e.fund, e.valuedAt);
            expect(worth < 5n * 10n ** 9n, `entry ${e.seq} worth ${worth}`).toBe(true);
          }
          expect(
            ['deferral', 'companyCredit', 'reallocation'].includes(e.kind) || e.units <= 0n,
          ).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('at a constant price of 1, deferrals + company credits = payments + forfeitures + balances, to the cent', () => {
    fc.assert(
      fc.property(history({ constantPrices: true, evaluateThrough: FAR }), (s) => {
        const { result, entries } = evaluate(s);
        // The result's rows are the ledger's entries ...
        expect(cents(result.deferrals)).toBe(ledgerSum(entries, 'deferral'));
        expect(cents(result.companyCredits)).toBe(ledgerSum(entries, 'companyCredit'));
        expect(cents(result.forfeited)).toBe(-ledgerSum(entries, 'forfeiture'));
        // ... every valued payment is paid by 2060 ...
        expect(cents(result.payments)).toBe(-ledgerSum(entries, 'payment'));
        // ... a reallocation at a price of 1 moves money without making or losing any ...
        expect(ledgerSum(entries, 'reallocation')).toBe(0n);
        // ... so what came in is what went out plus what is left.
        expect(cents(result.deferrals) + cents(result.companyCredits)).toBe(
          cents(result.payments) + cents(result.forfeited) + balanceTotal(result),
        );
        expect(parseMoney(result.balances.CCAVested!)).toBeLessThanOrEqual(
          parseMoney(result.balances.CCA!),
        );
      }),
      { numRuns: RUNS },
    );
  });

  /*
   * With varying prices, value changes between the day a unit was bought and the end. Each
   * entry i moved units u_i of a fund at the price P_i of its Valuation Date; the balance at the
   * end is sum(u_i) x P_end per fund. So, exactly,
   *
   *     balance = sum(u_i x P_i) + sum(u_i x (P_end - P_i))
   *             = sum(amount_i) + investment results - rounding,
   *
   * where the investment results sum(u_i x (P_end - P_i)) are computed here from the entries'
   * units and the scenario's own prices (not from any value the engine computed), and
   * sum(amount_i) = deferrals + company credits - payments - forfeitures (reallocations move
   * money between funds). Rounding: each entry's amount is u_i x P_i to the cent (at most half a
   * cent, one cent when the last fund of a partial redemption takes the remainder) or its units
   * are amount / P_i to 6 decimals (at most half a micro-unit x P_i); each balance is rounded
   * once more to cents. The check is done in units of 10^-12 dollars, exactly.
   */
  it('with varying prices, credits + investment results = payments + forfeitures + balances (within rounding)', () => {
    fc.assert(
      fc.property(history({ evaluateThrough: FAR }), (s) => {
        const { result, entries } = evaluate(s);
        const end = onOrBefore(s.evaluateThrough);
        const CENT = 10n ** 10n; // one cent in 10^-12 dollars
        let investment = 0n;
        let tolerance = 0n;
        for (const e of entries) {
          const price = priceOf(s, e.fund, e.valuedAt);
          investment += e.units * (priceOf(s, e.fund, end) - price);
          const slack = CENT + price / 2n + 1n;
          // Each entry's money is its units at the price of its own Valuation Date.
          const gap = e.amount * CENT - e.units * price;
          expect(
            gap < 0n ? -gap : gap,
            `entry ${e.seq} ${e.kind} ${e.account}/${e.fund}`,
          ).toBeLessThanOrEqual(slack);
          tolerance += slack;
        }
        tolerance +=
          BigInt([...holdingsAfter(entries).values()].filter((u) => u > 0n).length) * CENT;
        const inflow = (cents(result.deferrals) + cents(result.companyCredits)) * CENT + investment;
        const outflow =
          (cents(result.payments) + cents(result.forfeited) + balanceTotal(result)) * CENT;
        const gap = inflow - outflow;
        expect(gap < 0n ? -gap : gap).toBeLessThanOrEqual(tolerance);
      }),
      { numRuns: RUNS },
    );
  });

  it('a reallocation (applyTo existing or both) keeps the value within a cent per fund', () => {
    fc.assert(
      fc.property(history(), (s) => {
        const { entries } = evaluate(s);
        // A reallocation is a run of sales (units < 0) then purchases, in one account on one date.
        let i = 0;
        while (i < entries.length) {
          const first = entries[i]!;
          if (first.kind !== 'reallocation' || first.units > 0n) {
            i++;
            continue;
          }
          let j = i;
          const same = (e: Entry | undefined) =>
            e?.kind === 'reallocation' &&
            e.account === first.account &&
            e.valuedAt === first.valuedAt;
          while (same(entries[j]) && entries[j]!.units < 0n) j++;
          while (same(entries[j]) && entries[j]!.units > 0n) j++;
          const value = (held: Map<string, bigint>) => {
            let total = 0n;
            const funds = new Set<string>();
            for (const [key, units] of held) {
              const [account, fund] = key.split('|') as [string, string];
              if (account !== first.account || units === 0n) continue;
              funds.add(fund);
              const price = priceOf(s, fund, first.valuedAt);
              total += (units * price + 5n * 10n ** 9n) / 10n ** 10n; // to cents, half-up
            }
            return { total, funds };
          };
          const before = value(holdingsAfter(entries, first.seq));
          const after = value(holdingsAfter(entries, entries[j - 1]!.seq + 1));
          const gap = after.total - before.total;
          const allowed = BigInt(new Set([...before.funds, ...after.funds]).size);
          expect(gap < 0n ? -gap : gap, `reallocation at ${first.valuedAt}`).toBeLessThanOrEqual(
            allowed,
          );
          i = j;
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('re-evaluating gives the same result, and so does a JSON round trip of the scenario', () => {
    fc.assert(
      fc.property(history(), (s) => {
        const first = evaluateScenario(s, { explain: true });
        expect(evaluateScenario(s, { explain: true })).toEqual(first);
        const parsed = parseScenario(JSON.parse(JSON.stringify(s)));
        if (!parsed.ok) throw new Error('not a valid scenario');
        expect(evaluateScenario(parsed.scenario, { explain: true })).toEqual(first);
        expect(JSON.parse(JSON.stringify(first))).toEqual(first);
      }),
      { numRuns: 60 },
    );
  });

  it('no payment before its trigger', () => {
    fc.assert(
      fc.property(history(), (s) => {
        const { result, outcome } = evaluate(s);
        const separatedOn = result.separation?.date ?? null;
        const termination = s.company.events.find((e) => e.type === 'planTermination');
        for (const p of result.payments) {
          const where = `${p.benefit} ${p.account} on ${p.date}`;
          if (SEPARATION_BENEFITS.includes(p.benefit)) {
            expect(separatedOn, where).not.toBeNull();
            // 5.1(b), 5.3(b), 5.6, 5.7: the 15th, or the 1st only on a Key Employee's date.
            const keyEmployee =
              s.company.publiclyTraded &&
              result.keyEmployee.some((k) => k.from <= separatedOn! && separatedOn! <= k.to);
            expect(keyEmployee ? ['01', '15'] : ['15'], where).toContain(p.date.slice(8));
            // 5.1(b)(i): the 15th of the month after the month of Separation at the earliest.
            expect(p.date > separatedOn!, where).toBe(true);
            expect(p.date >= dayOfMonthsAfter(separatedOn!, 1, 15), where).toBe(true);
          }
          if (p.benefit === 'changeInControl') {
            // 5.6: a Separation within 24 months after a Change in Control.
            const window = s.company.events.some(
              (e) =>
                e.type === 'changeInControl' &&
                e.date <= separatedOn! &&
                separatedOn! <= parseDate(e.date).add({ months: 24 }).toString(),
            );
            expect(window, where).toBe(true);
          }
          if (p.benefit === 'smallBalance')
            expect(parseMoney(p.amount) <= 5_000_000n, where).toBe(true);
          if (p.benefit === 'death') {
            expect(outcome.died, where).not.toBeNull();
            expect(p.date, where).toBe(dayOfMonthsAfter(outcome.died!, 1, 15));
            expect(p.valuedAt, where).toBe(onOrBefore(outcome.died!));
          }
          if (p.benefit === 'specifiedDate') {
            // 5.2(b): the 15th of the specified month (or an anniversary), never before the month named.
            expect(p.date.slice(8), where).toBe('15');
            expect(p.date >= `${p.account.slice(4)}-15`, where).toBe(true);
          }
          if (p.benefit === 'planTermination')
            expect(p.date, where).toBe(
              termination?.type === 'planTermination' ? termination.payOn : null,
            );
          // A payment is valued on or before its Payment Date, on a Valuation Date.
          expect(p.valuedAt <= p.date, where).toBe(true);
          expect(nyseCalendar.isValuationDate(parseDate(p.valuedAt)), where).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('no Separation-triggered payment to a Key Employee before the 1st day of the 7th month after the month of Separation', () => {
    fc.assert(
      fc.property(history(), (s) => {
        const { result } = evaluate(s);
        const separatedOn = result.separation?.date;
        if (!separatedOn || !s.company.publiclyTraded) return;
        const key = result.keyEmployee.some((k) => k.from <= separatedOn && separatedOn <= k.to);
        if (!key) return;
        const waitUntil = dayOfMonthsAfter(separatedOn, 7, 1);
        for (const p of result.payments) {
          if (SEPARATION_BENEFITS.includes(p.benefit))
            expect(p.date >= waitUntil, `${p.benefit} on ${p.date}, separated ${separatedOn}`).toBe(
              true,
            );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('every accepted schedule change of an SDA moves its first payment at least 5 years later', () => {
    fc.assert(
      fc.property(history({ evaluateThrough: FAR }), (s) => {
        const { result } = evaluate(s);
        const refused = new Set(result.refused.map((r) => r.index));
        const events = s.participants[0]!.events;
        const changes = events
          .map((e, index) => ({ e, index }))
          .filter(
            (x) =>
              x.e.type === 'scheduleChange' &&
              x.e.account.startsWith('SDA:') &&
              !refused.has(x.index),
          )
          .map(({ e, index }) => {
            if (e.type !== 'scheduleChange') throw new Error('unreachable');
            return { e, index, filedOn: easternDate(parseInstant(e.filedAt)).toString() };
          })
          .sort((a, b) =>
            a.filedOn < b.filedOn ? -1 : a.filedOn > b.filedOn ? 1 : a.index - b.index,
          );
        const monthOf = new Map<string, string>();
        for (const { e, index } of changes) {
          if (e.type !== 'scheduleChange') continue;
          const old = monthOf.get(e.account) ?? e.account.slice(4);
          const moved = e.specifiedMonth ?? old;
          // 6.3: the 15th of the new month at least 5 years after the 15th of the old one.
          expect(monthsBetween(old, moved), `change at index ${index}`).toBeGreaterThanOrEqual(60);
          monthOf.set(e.account, moved);
        }
        for (const [account, month] of monthOf) {
          const first = result.payments.find(
            (p) => p.account === account && p.benefit === 'specifiedDate',
          );
          if (!first) continue;
          // 5.2(c): installment k is paid k - 1 years after the first; an installment that
          // rounds to 0.00 has no row, so the first row may be a later one.
          const year = Number(month.slice(0, 4)) + (first.installment?.[0] ?? 1) - 1;
          expect(first.date, account).toBe(`${year}${month.slice(4)}-15`);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a Death Benefit leaves nothing unpaid', () => {
    fc.assert(
      fc.property(history({ evaluateThrough: FAR }), (s) => {
        const { result, outcome } = evaluate(s);
        const died = outcome.died;
        if (!died) return;
        for (const [account, value] of Object.entries(result.balances))
          expect(value, `${account} after death on ${died}`).toBe('0.00');
        for (const p of result.payments) {
          if (p.date <= died) continue;
          expect(p.payee, `${p.benefit} on ${p.date}`).not.toBe('participant');
          // Only a payment valued before the death may still be paid under its own benefit.
          if (p.benefit !== 'death')
            expect(p.valuedAt <= died, `${p.benefit} on ${p.date}`).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('amounts are non-negative strings with 2 decimals, no row is 0.00, and rows are in FORMAT.md order', () => {
    const AMOUNT = /^\d+\.\d{2}$/;
    fc.assert(
      fc.property(history(), (s) => {
        const { result } = evaluate(s);
        for (const rows of [
          result.deferrals,
          result.companyCredits,
          result.forfeited,
          result.payments,
        ]) {
          for (const row of rows) {
            expect(row.amount).toMatch(AMOUNT);
            expect(row.amount).not.toBe('0.00');
          }
        }
        for (const value of Object.values(result.balances)) expect(value).toMatch(AMOUNT);
        for (const p of result.payments) expect(p.date <= s.evaluateThrough).toBe(true);
        const paymentKeys = result.payments.map((p) => `${p.date} ${ACCOUNT_RANK(p.account)}`);
        expect(paymentKeys).toEqual([...paymentKeys].sort());
        const deferralKeys = result.deferrals.map(
          (d) => `${d.date} ${ACCOUNT_RANK(d.account)} ${COMPONENTS.indexOf(d.component)}`,
        );
        expect(deferralKeys).toEqual([...deferralKeys].sort());
        expect(result.refused.map((r) => r.index)).toEqual(
          [...result.refused.map((r) => r.index)].sort((a, b) => a - b),
        );
      }),
      { numRuns: RUNS },
    );
  });
});
