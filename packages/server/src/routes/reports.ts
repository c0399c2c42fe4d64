import { addMonths, parseDate } from '@defcomp/domain';
import { listParticipants } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { ParticipantResult } from '../engine.js';
import { evaluateRecord } from '../evaluation.js';
import { asOfQuery } from '../schemas.js';
import { sumMoney } from './money.js';
import { asOf } from './participants.js';

type Totals = Record<'RTA' | 'SDA' | 'CCA' | 'CCAVested', string>;

/** What the plan owes, per participant and sub-account, as of a date (Plan 10.1: a liability). */
export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { asOf?: string; knownAt?: string } }>(
    '/reports/liability',
    {
      schema: {
        tags: ['reports'],
        summary: 'Liability as of a date: balances per participant and sub-account, totals',
        querystring: asOfQuery,
      },
      config: { access: { roles: ['administrator', 'committee', 'assetCommittee', 'auditor'] } },
    },
    async (request) => {
      const query = asOf(ctx, request.query);
      const names = new Map((await listParticipants(ctx.store.db)).map((p) => [p.id, p.name]));
      const result = await evaluateRecord(ctx.store.db, ctx.planId, query);
      const fixed = await fixedUnpaid(ctx, query);
      const participants = Object.entries(result.participants).map(([participantId, own]) => ({
        participantId,
        name: names.get(participantId) ?? null,
        balances: own.balances,
        totals: totalsOf([own], fixed.get(participantId) ?? []),
      }));
      const totals = totalsOf(Object.values(result.participants), [...fixed.values()].flat());
      return { asOf: query.asOf, participants, totals };
    },
  );
}

/**
 * Payments valued on or before the date but paid after it: FORMAT.md takes them out of the
 * balances, yet the plan still owes them. The longest wait from valuation to payment is a Key
 * Employee's (1st of the 7th month, Plan 5.1(b)), so looking 7 months ahead finds them all.
 */
async function fixedUnpaid(
  ctx: AppContext,
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
function totalsOf(
  results: ParticipantResult[],
  fixed: string[],
): Totals & { fixedUnpaid: string; owed: string; total: string } {
  const pick = (match: (account: string) => boolean) =>
    sumMoney(
      results.flatMap((r) =>
        Object.entries(r.balances)
          .filter(([a]) => match(a))
          .map(([, v]) => v),
      ),
    );
  const totals: Totals = {
    RTA: pick((a) => a === 'RTA'),
    SDA: pick((a) => a.startsWith('SDA:')),
    CCA: pick((a) => a === 'CCA'),
    CCAVested: pick((a) => a === 'CCAVested'),
  };
  const fixedUnpaid = sumMoney(fixed);
  return {
    ...totals,
    fixedUnpaid,
    owed: sumMoney([totals.RTA, totals.SDA, totals.CCAVested, fixedUnpaid]),
    total: sumMoney([totals.RTA, totals.SDA, totals.CCA, fixedUnpaid]),
  };
}
