import { addMonths, parseDate } from '@defcomp/domain';
import type { PlanContext } from './context.js';
import type { ParticipantResult, ScenarioResult } from './engine.js';
import { evaluateRecord } from './evaluation.js';
import { sumMoney } from './routes/money.js';

type Balances = Record<'RTA' | 'SDA' | 'CCA' | 'CCAVested', string>;
export type LiabilityTotals = Balances & { fixedUnpaid: string; owed: string; total: string };

export interface Liability {
  asOf: string;
  result: ScenarioResult;
  /** Per participant: payments valued by the date and paid after it. */
  fixed: Map<string, string[]>;
  totals: LiabilityTotals;
}

/** What the plan owes as of a date (Plan 10.1: a liability), from the facts known at an instant. */
export async function planLiability(
  ctx: PlanContext,
  query: { asOf: string; knownAt?: string },
): Promise<Liability> {
  const result = await evaluateRecord(ctx.store.db, ctx.planId, query);
  const fixed = await fixedUnpaid(ctx, query);
  const totals = totalsOf(Object.values(result.participants), [...fixed.values()].flat());
  return { asOf: query.asOf, result, fixed, totals };
}

/**
 * Payments valued on or before the date but paid after it: FORMAT.md takes them out of the
 * balances, yet the plan still owes them. The longest wait from valuation to payment is a Key
 * Employee's (1st of the 7th month, Plan 5.1(b)), so looking 7 months ahead finds them all.
 */
async function fixedUnpaid(
  ctx: PlanContext,
  query: { asOf: string; knownAt?: string },
): Promise<Map<string, string[]>> {
  const ahead = addMonths(parseDate(query.asOf), 7).toString();
  const later = await evaluateRecord(ctx.store.db, ctx.planId, { ...query, asOf: ahead });
  const fixed = new Map<string, string[]>();
  for (const [participantId, own] of Object.entries(later.participants)) {
    const amounts = own.payments
      .filter((p) => p.valuedAt <= query.asOf && p.date > query.asOf)
      .map((p) => p.amount);
    fixed.set(participantId, amounts);
  }
  return fixed;
}

/**
 * RTA, SDAs (together), CCA (all), CCAVested and payments fixed but not yet paid; `owed` is what
 * is vested (RTA + SDAs + vested CCA + fixed payments: Plan 3.6, 4.2), `total` counts the
 * unvested CCA as well.
 */
export function totalsOf(results: ParticipantResult[], fixed: string[]): LiabilityTotals {
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
