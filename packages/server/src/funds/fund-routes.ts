import {
  addPrice,
  createFund,
  getFund,
  listFundDetails,
  listFunds,
  listPrices,
  type Fund,
} from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import * as FR from './responses.js';
import { runCommand } from '../core/command.js';
import { everyone, type AppContext } from '../core/context.js';
import { Problem } from '../core/problems.js';
import { refuseFile, type FileError } from '../core/csv.js';
import { conflictError, pointErrors } from './price-controls.js';
import { date, id, object, price } from '../core/schemas.js';
import { fundDetailRoute } from './fund-detail-routes.js';
import { detailOf } from '../core/i18n/problem-details.js';

const fundParams = object({ fundId: id });
type NewFund = { id: string; name: string; capitalPreservation?: boolean; constantPrice?: string };
type PricesBody = { prices: { date: string; price: string }[] };
const answers = {
  menu: R.ok('The funds, each with its data (ticker, asset class, expense ratio)', {
    funds: R.list(FR.FundListed),
  }),
  prices: R.ok('The fund and its prices, oldest first', {
    fund: FR.Fund,
    prices: R.list(FR.Price),
  }),
};

/** Plan 7.3: the Plan Asset Committee sets the menu of deemed investment options. */
export function fundRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.store;
  app.get(
    '/funds',
    {
      schema: { tags: ['funds'], summary: 'The investment menu', response: answers.menu },
      config: { access: { roles: everyone } },
    },
    async (request) => {
      const details = await listFundDetails(db, request.planId);
      const none = { ticker: null, assetClass: null, expenseRatioPct: null };
      const funds = await listFunds(db, request.planId);
      return { funds: funds.map((f) => ({ ...f, ...(details.get(f.id) ?? none) })) };
    },
  );
  app.post<{ Body: NewFund }>(
    '/funds',
    {
      schema: {
        tags: ['funds'],
        response: R.created('The fund added', { fund: FR.Fund }),
        summary: 'Add a deemed investment option (7.3)',
        body: object(
          {
            id,
            name: { type: 'string', minLength: 1, maxLength: 200 },
            capitalPreservation: { type: 'boolean' },
            constantPrice: price,
          },
          ['id', 'name'],
        ),
      },
      config: { access: { roles: ['assetCommittee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const body = request.body;
        if (await getFund(command.trx, command.planId, body.id))
          throw new Problem('already_exists', { field: 'id' });
        const fund: Fund = {
          id: body.id,
          name: body.name,
          capitalPreservation: body.capitalPreservation ?? false,
          constantPrice: body.constantPrice ?? null,
        };
        await createFund(command.trx, {
          ...fund,
          planId: command.planId,
          recordedAt: command.at,
          recordedBy: command.actor.username,
        });
        await command.audit({
          action: 'fund.added',
          entity: 'fund',
          entityId: fund.id,
          after: fund,
        });
        return { status: 201, body: { fund } };
      }),
  );
  priceListRoute(app, ctx);
  priceRoute(app, ctx);
  fundDetailRoute(app, ctx);
}

function priceListRoute(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.store;
  app.get<{ Params: { fundId: string } }>(
    '/funds/:fundId/prices',
    {
      schema: {
        tags: ['funds'],
        response: answers.prices,
        summary: "A fund's prices by Valuation Date",
        params: fundParams,
      },
      config: { access: { roles: everyone } },
    },
    async (request) => {
      const { planId } = request;
      const fund = await getFund(db, planId, request.params.fundId);
      if (!fund) throw new Problem('not_found', { field: 'fundId' });
      return { fund, prices: await listPrices(db, { planId, fundId: fund.id }) };
    },
  );
}

function priceRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { fundId: string }; Body: PricesBody }>(
    '/funds/:fundId/prices',
    {
      schema: {
        tags: ['funds'],
        response: R.ok('How many prices were new, and how many were already recorded', {
          added: R.Count,
          unchanged: R.Count,
        }),
        summary: 'Record prices (exact decimals); re-posting a recorded price changes nothing',
        params: fundParams,
        body: object({
          prices: { type: 'array', minItems: 1, maxItems: 10000, items: object({ date, price }) },
        }),
      },
      config: { access: { roles: ['assetCommittee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const fund = await getFund(command.trx, command.planId, request.params.fundId);
        if (!fund) throw new Problem('not_found', { field: 'fundId' });
        if (fund.constantPrice)
          throw new Problem('invalid_request', {
            field: 'fundId',
            rule: '7.3',
            ...detailOf('constant_price'),
          });
        const where = { planId: command.planId, fundId: fund.id };
        const known = new Map((await listPrices(command.trx, where)).map((p) => [p.date, p.price]));
        const added = checkedPrices(request.body.prices, known, command.today);
        for (const point of added)
          await addPrice(command.trx, where, {
            ...point,
            recordedAt: command.at,
            recordedBy: command.actor.username,
          });
        if (added.length > 0)
          await command.audit({
            action: 'prices.recorded',
            entity: 'fund',
            entityId: fund.id,
            after: added,
          });
        return {
          status: 200,
          body: { added: added.length, unchanged: request.body.prices.length - added.length },
          unchanged: added.length === 0,
        };
      }),
  );
}

/**
 * 7.2, 1.37: the points to add. Every fault of every point is listed (zero or below, not a
 * Valuation Date, after today): 422. A date priced differently already: 409, as before.
 */
function checkedPrices(
  points: { date: string; price: string }[],
  known: Map<string, string>,
  today: string,
): { date: string; price: string }[] {
  const added: { date: string; price: string }[] = [];
  const faults: FileError[] = [];
  const conflicts: FileError[] = [];
  for (const [i, point] of points.entries()) {
    const place = {
      line: i + 1,
      where: `prices[${i}]`,
      field: (part: string) => `prices[${i}].${part}`,
    };
    faults.push(...pointErrors(point, place, today));
    const conflict = conflictError(point, place, known);
    if (conflict) conflicts.push(conflict);
    else if (!known.has(point.date)) {
      added.push(point);
      known.set(point.date, point.price);
    }
  }
  if (faults.length > 0) throw refuseFile([...faults, ...conflicts], 'prices', 'prices_refused');
  const first = conflicts[0];
  if (first)
    throw new Problem('price_already_recorded', {
      field: first.field,
      rule: '7.2',
      detail: first.message,
      params: first.params,
      violations: conflicts.map(({ code, rule, message, field, params }) => ({
        code,
        rule,
        message,
        field,
        params,
      })),
    });
  return added;
}
