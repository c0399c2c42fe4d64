import { addPrice, createFund, getFund, listFunds, listPrices, type Fund } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../responses.js';
import { runCommand } from '../command.js';
import { everyone, type AppContext } from '../context.js';
import { Problem } from '../problems.js';
import { date, id, object, price } from '../schemas.js';

const fundParams = object({ fundId: id });
type NewFund = { id: string; name: string; capitalPreservation?: boolean; constantPrice?: string };
type PricesBody = { prices: { date: string; price: string }[] };
const answers = {
  menu: R.ok('The funds', { funds: R.list(R.Fund) }),
  prices: R.ok('The fund and its prices, oldest first', {
    fund: R.Fund,
    prices: R.list(R.Price),
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
    async (request) => ({ funds: await listFunds(db, request.planId) }),
  );
  app.post<{ Body: NewFund }>(
    '/funds',
    {
      schema: {
        tags: ['funds'],
        response: R.created('The fund added', { fund: R.Fund }),
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
            detail: 'this fund has a constant price',
          });
        const where = { planId: command.planId, fundId: fund.id };
        const known = new Map((await listPrices(command.trx, where)).map((p) => [p.date, p.price]));
        const added: { date: string; price: string }[] = [];
        for (const [i, point] of request.body.prices.entries()) {
          const recorded = known.get(point.date);
          if (recorded === undefined) {
            added.push(point);
            known.set(point.date, point.price);
          } else if (!samePrice(recorded, point.price)) {
            throw new Problem('price_already_recorded', {
              field: `prices[${i}].price`,
              rule: '7.2',
              detail: `${point.date} is recorded at ${recorded}`,
            });
          }
        }
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

/** "12.50" and "12.5" are the same price: compare as exact decimals. */
function samePrice(a: string, b: string): boolean {
  const norm = (x: string) => {
    const [whole = '0', fraction = ''] = x.split('.');
    return `${BigInt(whole)}.${fraction.replace(/0+$/, '')}`;
  };
  return norm(a) === norm(b);
}
