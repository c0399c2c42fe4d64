import { fundingOf, holdingsMismatch, parseMoney, trustAssetsAsOf } from '@defcomp/domain';
import {
  addTrustStatement,
  addTrustTransaction,
  listFunds,
  listTrustStatements,
  listTrustTransactions,
  type TrustHolding,
  type TrustStatement,
  type TrustTransaction,
  type TrustTransactionKind,
} from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import * as FR from './responses.js';
import { newId } from '../core/auth/tokens.js';
import { runCommand, type CommandContext } from '../core/command.js';
import { forPlan, type AppContext } from '../core/context.js';
import { planLiability } from '../reports/index.js';
import { Problem } from '../core/problems.js';
import { asOfQuery, date, id, money, object, text } from '../core/schemas.js';
import { asOf } from '../core/as-of.js';
import { detailOf, detailFrom } from '../core/i18n/problem-details.js';

const tags = ['rabbi trust'];
/** Plan 10.3: the Plan Asset Committee keeps the trust's record; auditors and administrators read. */
const readers = { roles: ['assetCommittee', 'auditor', 'administrator'] } as const;
const writers = { roles: ['assetCommittee'] } as const;
type StatementBody = { date: string; marketValue: string; holdings?: TrustHolding[] };
type TransactionBody = { date: string; kind: TrustTransactionKind; amount: string; memo?: string };

/** Plan 10.2, 10.3: the rabbi trust: statements, contributions and withdrawals, funding. */
export function trustRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.store;
  app.get(
    '/trust/statements',
    {
      schema: {
        tags,
        response: R.ok('The statements, oldest first', { statements: R.list(FR.TrustStatement) }),
        summary: "The trust's statements (10.3)",
      },
      config: { access: readers },
    },
    async (request) => ({ statements: await listTrustStatements(db, request.planId) }),
  );
  app.get(
    '/trust/transactions',
    {
      schema: {
        tags,
        response: R.ok('The transactions', { transactions: R.list(R.TrustTransaction) }),
        summary: 'Contributions to and withdrawals from the trust (10.2)',
      },
      config: { access: readers },
    },
    async (request) => ({ transactions: await listTrustTransactions(db, request.planId) }),
  );
  app.get<{ Querystring: { asOf?: string; knownAt?: string } }>(
    '/trust/funding',
    {
      schema: {
        tags,
        response: R.ok('Assets, what the plan owes, the funded ratio and the gap', {
          asOf: R.DateText,
          assets: FR.TrustAssets,
          liability: R.LiabilityTotals,
          ...FR.Funding.properties,
        }),
        summary:
          "The trust's assets against what the plan owes as of a date: funded ratio, shortfall",
        querystring: asOfQuery,
      },
      config: { access: readers },
    },
    async (request) => {
      const query = asOf(ctx, request.query);
      const assets = trustAssetsAsOf(
        await listTrustStatements(db, request.planId, query.knownAt),
        await listTrustTransactions(db, request.planId, query.knownAt),
        query.asOf,
      );
      const { totals } = await planLiability(forPlan(ctx, request), query);
      return {
        asOf: query.asOf,
        assets,
        liability: totals,
        ...fundingOf(assets.value, totals.owed),
      };
    },
  );
  writeRoutes(app, ctx);
}

function writeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: StatementBody }>(
    '/trust/statements',
    {
      schema: {
        tags,
        response: R.created('The statement recorded', { statement: FR.TrustStatement }),
        summary: 'Record a trust statement: date, market value, holdings by fund (10.3)',
        body: object(
          {
            date,
            marketValue: money,
            holdings: {
              type: 'array',
              maxItems: 200,
              items: object({ fundId: id, value: money }),
            },
          },
          ['date', 'marketValue'],
        ),
      },
      config: { access: writers },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => recordStatement(command, request.body)),
  );
  app.post<{ Body: TransactionBody }>(
    '/trust/transactions',
    {
      schema: {
        tags,
        response: R.created('The transaction recorded', { transaction: R.TrustTransaction }),
        summary: 'Record a contribution to or a withdrawal from the trust (10.2)',
        body: object(
          {
            date,
            kind: { type: 'string', enum: ['contribution', 'withdrawal'] },
            amount: money,
            memo: text,
          },
          ['date', 'kind', 'amount'],
        ),
      },
      config: { access: writers },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => recordTransaction(command, request.body)),
  );
}

async function recordStatement(command: CommandContext, body: StatementBody) {
  const known = await listTrustStatements(command.trx, command.planId);
  if (known.some((s) => s.date === body.date))
    throw new Problem('already_exists', { field: 'date', rule: '10.3' });
  if (body.holdings) await checkHoldings(command, body);
  const statement: TrustStatement = {
    planId: command.planId,
    date: body.date,
    marketValue: body.marketValue,
    holdings: body.holdings ?? null,
    recordedAt: command.at,
    recordedBy: command.actor.username,
  };
  await addTrustStatement(command.trx, statement);
  await command.audit({
    action: 'trust.statementRecorded',
    entity: 'trustStatement',
    entityId: statement.date,
    after: statement,
  });
  return { status: 201, body: { statement } };
}

/** Holdings name funds on the menu (7.3) and add up to the market value. */
async function checkHoldings(command: CommandContext, body: StatementBody): Promise<void> {
  const holdings = body.holdings ?? [];
  const funds = new Set((await listFunds(command.trx, command.planId)).map((f) => f.id));
  const unknown = holdings.findIndex((h) => !funds.has(h.fundId));
  if (unknown >= 0) throw new Problem('unknown_fund', { field: `holdings[${unknown}].fundId` });
  const mismatch = holdingsMismatch(holdings, body.marketValue);
  if (mismatch)
    throw new Problem('invalid_request', {
      field: 'holdings',
      rule: '10.3',
      ...detailFrom('holdings_mismatch', mismatch),
    });
}

async function recordTransaction(command: CommandContext, body: TransactionBody) {
  if (parseMoney(body.amount) === 0n)
    throw new Problem('invalid_request', {
      field: 'amount',
      rule: '10.2',
      ...detailOf('amount_above_zero'),
    });
  const transaction: TrustTransaction = {
    id: newId('TT'),
    planId: command.planId,
    date: body.date,
    kind: body.kind,
    amount: body.amount,
    memo: body.memo ?? null,
    paymentRunId: null,
    lineNo: null,
    recordedAt: command.at,
    recordedBy: command.actor.username,
  };
  await addTrustTransaction(command.trx, transaction);
  await command.audit({
    action: `trust.${body.kind}`,
    entity: 'trustTransaction',
    entityId: transaction.id,
    after: transaction,
  });
  return { status: 201, body: { transaction } };
}
