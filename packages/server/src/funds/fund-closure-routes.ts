import {
  approveFundClosure,
  createFundClosure,
  getFund,
  listFundClosures,
  withdrawFundClosure,
  type FundClosure as Closure,
} from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import { newId } from '../core/auth/tokens.js';
import { runCommand, type CommandContext } from '../core/command.js';
import type { AppContext } from '../core/context.js';
import { FundClosure } from './fund-closure-responses.js';
import { Problem } from '../core/problems.js';
import * as R from '../core/responses.js';
import { date, id, object } from '../core/schemas.js';
import { requireApprover } from '../core/security/approvals.js';
import { detailOf } from '../core/i18n/problem-details.js';

// Plan 7.3: the Plan Asset Committee removes a fund from the menu naming a successor; the
// balances in it move to the successor at the close day's prices (the engine, from the loader's
// funds[].closed). It moves money, so one member prepares it and another approves it; only an
// approved closure reaches the engine.

const readers = ['administrator', 'committee', 'assetCommittee', 'auditor'] as const;
const tags = ['funds'];
type PrepareBody = { date: string; successor: string };

export function fundClosureRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/fund-closures',
    {
      schema: {
        tags,
        summary: 'Funds closed with a successor (7.3), prepared or approved',
        response: R.ok('Fund closures', { closures: R.list(FundClosure) }),
      },
      config: { access: { roles: readers } },
    },
    async (request) => ({ closures: await listFundClosures(ctx.store.db, request.planId) }),
  );
  app.post<{ Params: { fundId: string }; Body: PrepareBody }>(
    '/funds/:fundId/closure',
    {
      schema: {
        tags,
        summary:
          'Prepare the closing of a fund on a date naming its successor (7.3); it moves the balances once another member approves',
        params: object({ fundId: id }),
        body: object({ date, successor: id }),
        response: {
          202: R.json('Prepared: waits for a second member of the Plan Asset Committee', {
            closure: FundClosure,
          }),
        },
      },
      config: { access: { roles: ['assetCommittee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        prepare(command, request.params.fundId, request.body),
      ),
  );
  app.post<{ Params: { closureId: string } }>(
    '/fund-closures/:closureId/approval',
    {
      schema: {
        tags,
        summary:
          'A second member of the Plan Asset Committee approves a fund closure: the balances move to the successor on its date (7.3)',
        params: object({ closureId: id }),
        response: R.ok('Approved: the engine moves the balances on its date', {
          closure: FundClosure,
        }),
      },
      config: { access: { roles: ['assetCommittee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => approve(command, request.params.closureId)),
  );
  withdrawalRoute(app, ctx);
}

function withdrawalRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { closureId: string }; Body: { reason: string } }>(
    '/fund-closures/:closureId/withdrawal',
    {
      schema: {
        tags,
        summary:
          'Withdraw a fund closure not yet approved (a mistake): it never moves anything, and the fund may be closed anew',
        params: object({ closureId: id }),
        body: object({ reason: { type: 'string', minLength: 1, maxLength: 500 } }),
        response: R.ok('Withdrawn', { closure: FundClosure }),
      },
      config: { access: { roles: ['assetCommittee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        withdraw(command, request.params.closureId, request.body.reason),
      ),
  );
}

/** Any member may withdraw a prepared closure: nothing moves, so one person suffices. */
async function withdraw(command: CommandContext, closureId: string, reason: string) {
  const closure = (await listFundClosures(command.trx, command.planId)).find(
    (c) => c.id === closureId,
  );
  if (!closure) throw new Problem('not_found', { field: 'closureId' });
  if (closure.status !== 'prepared') throw new Problem('not_pending', { field: 'closureId' });
  const withdrawal = { withdrawnBy: command.actor.username, withdrawnAt: command.at, reason };
  await withdrawFundClosure(command.trx, closure, withdrawal);
  const after: Closure = {
    ...closure,
    status: 'withdrawn',
    withdrawnBy: withdrawal.withdrawnBy,
    withdrawnAt: withdrawal.withdrawnAt,
    withdrawnReason: reason,
  };
  await command.audit({
    action: 'fund.closureWithdrawn',
    entity: 'fundClosure',
    entityId: closure.id,
    before: closure,
    after,
    reason,
  });
  return { status: 200, body: { closure: after } };
}

const refused = (
  field: string,
  rule: string,
  text: { detail: string; params: Record<string, string> },
) => new Problem('event_refused', { field, rule, ...text });

/** What both steps check: the funds, the menu's default (7.5), the successor still open (7.3). */
async function checkClosure(
  command: CommandContext,
  closure: Pick<Closure, 'id' | 'fundId' | 'date' | 'successorId'>,
  fields: { fund: string; date: string; successor: string },
): Promise<void> {
  const { trx, planId } = command;
  const fund = await getFund(trx, planId, closure.fundId);
  if (!fund)
    throw new Problem('not_found', {
      field: fields.fund,
      ...detailOf('no_fund', { fundId: closure.fundId }),
    });
  if (fund.capitalPreservation)
    throw refused(fields.fund, '7.5', detailOf('capital_preservation', { fundId: fund.id }));
  // 7.3, 12.9: a closure moves money at its day's prices: today or later, never backdated.
  if (closure.date < command.today)
    throw refused(
      fields.date,
      '7.3',
      detailOf('closure_passed', { date: closure.date, today: command.today }),
    );
  if (closure.successorId === closure.fundId)
    throw refused(fields.successor, '7.3', detailOf('successor_self'));
  if (!(await getFund(trx, planId, closure.successorId)))
    throw new Problem('not_found', {
      field: fields.successor,
      ...detailOf('no_fund', { fundId: closure.successorId }),
    });
  const closures = await listFundClosures(trx, planId);
  const successorClosed = closures.find(
    (c) => c.fundId === closure.successorId && c.status !== 'withdrawn' && c.date <= closure.date,
  );
  if (successorClosed)
    throw refused(
      fields.successor,
      '7.3',
      detailOf('successor_closed', { fundId: closure.successorId, date: successorClosed.date }),
    );
  const other = closures.find(
    (c) => c.fundId === closure.fundId && c.id !== closure.id && c.status !== 'withdrawn',
  );
  if (other)
    throw new Problem('already_exists', {
      field: fields.fund,
      ...detailOf('fund_closed_already', {
        fundId: closure.fundId,
        status: other.status,
        date: other.date,
      }),
    });
}

async function prepare(command: CommandContext, fundId: string, body: PrepareBody) {
  const closure = {
    id: newId('FC'),
    planId: command.planId,
    fundId,
    date: body.date,
    successorId: body.successor,
    preparedBy: command.actor.username,
    preparedAt: command.at,
  };
  await checkClosure(command, closure, { fund: 'fundId', date: 'date', successor: 'successor' });
  await createFundClosure(command.trx, closure);
  const prepared: Closure = {
    ...closure,
    status: 'prepared',
    approvedBy: null,
    approvedAt: null,
    withdrawnBy: null,
    withdrawnAt: null,
    withdrawnReason: null,
  };
  await command.audit({
    action: 'fund.closurePrepared',
    entity: 'fundClosure',
    entityId: closure.id,
    after: prepared,
  });
  return { status: 202, body: { closure: prepared } };
}

async function approve(command: CommandContext, closureId: string) {
  const closure = (await listFundClosures(command.trx, command.planId)).find(
    (c) => c.id === closureId,
  );
  if (!closure) throw new Problem('not_found', { field: 'closureId' });
  if (closure.status !== 'prepared') throw new Problem('not_pending', { field: 'closureId' });
  await requireApprover(command, command.planId, closure.preparedBy, 'closureId');
  // Checked again as the record is now: the day may have passed, the successor been closed.
  await checkClosure(command, closure, {
    fund: 'closureId',
    date: 'closureId',
    successor: 'closureId',
  });
  const approval = { approvedBy: command.actor.username, approvedAt: command.at };
  await approveFundClosure(command.trx, closure, approval);
  const after: Closure = { ...closure, status: 'approved', ...approval };
  await command.audit({
    action: 'fund.closed',
    entity: 'fundClosure',
    entityId: closure.id,
    before: closure,
    after,
  });
  return { status: 200, body: { closure: after } };
}
