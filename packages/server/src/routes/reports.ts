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
      const participants = Object.entries(result.participants).map(([participantId, own]) => ({
        participantId,
        name: names.get(participantId) ?? null,
        balances: own.balances,
        totals: totalsOf([own]),
      }));
      return {
        asOf: query.asOf,
        participants,
        totals: totalsOf(Object.values(result.participants)),
      };
    },
  );
}

/**
 * RTA, SDAs (together), CCA (all) and CCAVested; `owed` is what is vested (RTA + SDAs + vested
 * CCA: Plan 3.6, 4.2), `total` counts the unvested CCA as well.
 */
function totalsOf(results: ParticipantResult[]): Totals & { owed: string; total: string } {
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
  return {
    ...totals,
    owed: sumMoney([totals.RTA, totals.SDA, totals.CCAVested]),
    total: sumMoney([totals.RTA, totals.SDA, totals.CCA]),
  };
}
