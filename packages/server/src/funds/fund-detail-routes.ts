import { getFund, listFundDetails, recordFundDetails, type FundDetails } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import * as FR from './responses.js';
import { runCommand } from '../core/command.js';
import type { AppContext } from '../core/context.js';
import { Problem } from '../core/problems.js';
import { id, object } from '../core/schemas.js';

type Body = Partial<FundDetails>;
const label = (maxLength: number) =>
  ({
    type: ['string', 'null'],
    minLength: 1,
    maxLength,
    pattern: '^[^\\u0000-\\u001f\\u007f]*$',
  }) as const;

/**
 * Plan 7.3 (issue 10 item 2): the Plan Asset Committee records a fund's data: its ticker, asset
 * class and annual expense ratio (percent). Each recording is a new dated row (fund_details);
 * a field left out keeps its value, null clears it.
 */
export function fundDetailRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { fundId: string }; Body: Body }>(
    '/funds/:fundId/details',
    {
      schema: {
        tags: ['funds'],
        summary: "Record a fund's data: ticker, asset class, expense ratio (7.3)",
        params: object({ fundId: id }),
        body: object(
          {
            ticker: { ...label(12), pattern: '^[A-Z0-9.\\-]{1,12}$' },
            assetClass: label(100),
            expenseRatioPct: {
              type: ['string', 'null'],
              pattern: '^\\d{1,2}(\\.\\d{1,4})?$',
              description: 'Annual expense ratio in percent ("0.035")',
            },
          },
          [],
        ),
        response: R.created('The fund with its data', { fund: FR.FundListed }),
      },
      config: { access: { roles: ['assetCommittee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const { trx, planId } = command;
        const fund = await getFund(trx, planId, request.params.fundId);
        if (!fund) throw new Problem('not_found', { field: 'fundId' });
        const before = (await listFundDetails(trx, planId)).get(fund.id) ?? {
          ticker: null,
          assetClass: null,
          expenseRatioPct: null,
        };
        const after: FundDetails = { ...before, ...request.body };
        await recordFundDetails(trx, {
          ...after,
          planId,
          fundId: fund.id,
          recordedAt: command.at,
          recordedBy: command.actor.username,
        });
        await command.audit({
          action: 'fund.details',
          entity: 'fund',
          entityId: fund.id,
          before,
          after,
        });
        return { status: 201, body: { fund: { ...fund, ...after } } };
      }),
  );
}
