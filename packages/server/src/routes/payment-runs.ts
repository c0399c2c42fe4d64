import {
  approvePaymentRun,
  createPaymentRun,
  getPaymentRun,
  listPaymentRuns,
  type PaymentRun,
  type RunPayment,
} from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import { newId } from '../auth/tokens.js';
import { runCommand, type CommandContext } from '../command.js';
import { staffReaders, type AppContext } from '../context.js';
import { evaluateRecord } from '../evaluation.js';
import { Problem } from '../problems.js';
import { date, id, object } from '../schemas.js';
import { sumMoney } from './money.js';

const runParams = object({ runId: id });

/** Payment runs: the payments falling due in a period, prepared by one person, approved by another. */
export function paymentRunRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/payment-runs',
    {
      schema: { tags: ['payment runs'], summary: 'Payment runs' },
      config: { access: { roles: staffReaders } },
    },
    async () => ({ runs: await listPaymentRuns(ctx.store.db) }),
  );
  app.get<{ Params: { runId: string } }>(
    '/payment-runs/:runId',
    {
      schema: { tags: ['payment runs'], summary: 'A payment run', params: runParams },
      config: { access: { roles: staffReaders } },
    },
    async (request) => {
      const run = await getPaymentRun(ctx.store.db, request.params.runId);
      if (!run) throw new Problem('not_found', { field: 'runId' });
      return { run };
    },
  );
  app.post<{ Body: { payFrom: string; payThrough: string } }>(
    '/payment-runs',
    {
      schema: {
        tags: ['payment runs'],
        summary: 'Prepare a run of the payments due in a period (8.2)',
        body: object({ payFrom: date, payThrough: date }),
      },
      config: { access: { roles: ['administrator', 'committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => prepare(ctx, command, request.body)),
  );
  app.post<{ Params: { runId: string } }>(
    '/payment-runs/:runId/approval',
    {
      schema: {
        tags: ['payment runs'],
        summary: 'Approve a run someone else prepared (8.2, 8.7)',
        params: runParams,
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => approve(command, request.params.runId)),
  );
}

const paymentKey = (p: RunPayment) =>
  [p.participantId, p.date, p.account, p.benefit, p.payee].join('|');

async function prepare(
  ctx: AppContext,
  command: CommandContext,
  period: { payFrom: string; payThrough: string },
) {
  if (period.payFrom > period.payThrough)
    throw new Problem('invalid_request', {
      field: 'payThrough',
      rule: 'period',
      detail: 'payThrough is before payFrom',
    });
  const result = await evaluateRecord(command.trx, ctx.planId, { asOf: period.payThrough });
  // A payment already in another run is not paid twice.
  const taken = new Set(
    (await listPaymentRuns(command.trx)).flatMap((run) => run.payments.map(paymentKey)),
  );
  const payments: RunPayment[] = Object.entries(result.participants).flatMap(
    ([participantId, own]) =>
      own.payments
        .filter((p) => p.date >= period.payFrom && p.date <= period.payThrough)
        .map((p) => ({
          participantId,
          date: p.date,
          account: p.account,
          benefit: p.benefit,
          amount: p.amount,
          payee: p.payee,
          rules: p.rules,
        }))
        .filter((p) => !taken.has(paymentKey(p))),
  );
  const run: PaymentRun = {
    id: newId('PR'),
    ...period,
    status: 'prepared',
    payments,
    total: sumMoney(payments.map((p) => p.amount)),
    preparedBy: command.actor.username,
    preparedAt: command.at,
    approvedBy: null,
    approvedAt: null,
  };
  await createPaymentRun(command.trx, run);
  await command.audit({
    action: 'paymentRun.prepared',
    entity: 'paymentRun',
    entityId: run.id,
    after: run,
  });
  return { status: 201, body: { run } };
}

async function approve(command: CommandContext, runId: string) {
  const run = await getPaymentRun(command.trx, runId);
  if (!run) throw new Problem('not_found', { field: 'runId' });
  if (run.status !== 'prepared') throw new Problem('not_pending', { field: 'runId' });
  if (run.preparedBy === command.actor.username)
    throw new Problem('same_person_cannot_approve', { field: 'runId' });
  await approvePaymentRun(command.trx, run.id, command.actor.username, command.at);
  const approved = await getPaymentRun(command.trx, run.id);
  await command.audit({
    action: 'paymentRun.approved',
    entity: 'paymentRun',
    entityId: run.id,
    before: { status: run.status },
    after: { status: approved?.status, approvedBy: approved?.approvedBy },
  });
  return { status: 200, body: { run: approved } };
}
