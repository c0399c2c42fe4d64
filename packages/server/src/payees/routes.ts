import {
  guardianOn,
  payeeStanding,
  PARTICIPANT_PAYEE,
  beneficiaryPayee,
  uncashedPastPeriod,
  type Guardian,
} from '@defcomp/domain';
import {
  appendPayeeEvent,
  DataKeyError,
  getPaymentRun,
  listDesignations,
  listParticipants,
  storeSecret,
  type Database,
  type PayeeEventKind,
  type PayeeEventRow,
  type RecordApproval,
} from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { newId } from '../core/auth/tokens.js';
import { easternToday } from '../core/clock.js';
import { runCommand, type CommandContext } from '../core/command.js';
import type { AppContext } from '../core/context.js';
import { requireParticipant } from '../core/evaluation.js';
import { approvalOf, approveChange, secretsOf, showSecret } from '../records/index.js';
import * as PR from './responses.js';
import { deathOf, deathPayeesOf, payeeEventsOf } from './payees.js';
import { planInForce } from '../core/plan-in-force.js';
import { Problem } from '../core/problems.js';
import * as R from '../core/responses.js';
import { idParams, object, id as idSchema } from '../core/schemas.js';
import { recordReaders } from '../records/index.js';
import { suspendPayee } from '../payment-runs/index.js';
import { detailOf, detailFrom } from '../core/i18n/problem-details.js';

// Plan 12.10 (missing payees) and 12.11 (minors and incapacitated payees) through the API.
// ARCHITECTURE.md "Payees and notices". Every write is a payee event (append-only), audited; a
// found or a guardian recorded moves money, so another person approves it (record_approvals).

const tags = ['payees'];
const url = '/participants/:id/payees';

interface SearchBody {
  payee: string;
  on: string;
  tried: string;
  searchedBy?: string;
}
interface FoundBody {
  payee: string;
  on: string;
  address?: Record<string, string>;
  bankAccount?: Record<string, string>;
  email?: string;
  reason: string;
}
interface GuardianBody {
  payee: string;
  name: string;
  capacity: Guardian['capacity'];
  basis: Guardian['basis'];
  courtOrder?: string;
  from: string;
  through?: string;
  address?: Record<string, string>;
  reason: string;
}
interface UncashedBody {
  lines: number[];
  notCashedBy: string;
  reason?: string;
}
type Params = { id: string };

export function payeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Params }>(
    url,
    {
      schema: {
        tags,
        summary:
          'The participant’s payees: missing or not (12.10), the guardian paid on their behalf (12.11), and every payee event (the search log)',
        params: idParams,
        response: R.ok('The payees and their events', PR.Payees),
      },
      config: { access: recordReaders },
    },
    async (request) => {
      await requireParticipant(ctx.store.db, request.planId, request.params.id);
      return payeesView(ctx, request.planId, request.params.id);
    },
  );
  searchRoute(app, ctx);
  foundRoute(app, ctx);
  guardianRoute(app, ctx);
  approvalRoute(app, ctx);
  uncashedRoute(app, ctx);
}

function searchRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: Params; Body: SearchBody }>(
    `${url}/searches`,
    {
      schema: {
        tags,
        summary: 'Log a search for a missing payee: the day, what was tried, by whom (12.10)',
        params: idParams,
        body: PR.searchBody,
        response: R.created('The search logged', { event: PR.PayeeEventView }),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const body = request.body;
        await requirePayee(command, request.params.id, body.payee);
        notAfterToday(body.on, 'on', command.today);
        const row = await record(command, request.params.id, {
          payee: body.payee,
          kind: 'search',
          on: body.on,
          body: { tried: body.tried, searchedBy: body.searchedBy ?? command.actor.username },
          reason: body.tried,
          needsApproval: false,
        });
        return { status: 201, body: { event: await shownEvent(command, row) } };
      }),
  );
}

function foundRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: Params; Body: FoundBody }>(
    `${url}/found`,
    {
      schema: {
        tags,
        summary:
          'Record a missing payee found, with his new address or bank account: the suspension lifts once another person approves it, and the payments held are due in the next run (12.10)',
        params: idParams,
        body: PR.foundBody,
        response: {
          202: R.json('Recorded: lifts the suspension once another person approves it', {
            event: PR.PayeeEventView,
          }),
        },
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const { payee, on, reason, address, bankAccount, email } = request.body;
        const participantId = request.params.id;
        await requirePayee(command, participantId, payee);
        notAfterToday(on, 'on', command.today);
        if (!address && !bankAccount)
          throw new Problem('payee_refused', {
            field: 'address',
            rule: '12.10',
            ...detailOf('payee_new_address'),
          });
        const { events } = await payeeEventsOf(command.trx, command.planId, participantId);
        const standing = payeeStanding(events, payee);
        if (!standing.suspended || standing.foundPending)
          throw new Problem('payee_refused', {
            field: 'payee',
            rule: '12.10',
            ...detailOf(standing.suspended ? 'payee_found_pending' : 'payee_not_missing', {
              payee,
            }),
          });
        const account = bankAccount
          ? await secret(command, JSON.stringify(bankAccount))
          : undefined;
        const row = await record(command, participantId, {
          payee,
          kind: 'found',
          on,
          body: {
            ...(address ? { address } : {}),
            ...(account ? { bankAccount: account } : {}),
            ...(email ? { email } : {}),
          },
          reason,
          needsApproval: true,
        });
        return { status: 202, body: { event: await shownEvent(command, row) } };
      }),
  );
}

function guardianRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: Params; Body: GuardianBody }>(
    `${url}/guardians`,
    {
      schema: {
        tags,
        summary:
          'Record a guardian, conservator or parent paid on behalf of a minor or incapacitated payee, with the court order and its dates (12.11); in force once another person approves it',
        params: idParams,
        body: PR.guardianBody,
        response: {
          202: R.json('Recorded: in force once another person approves it', {
            event: PR.PayeeEventView,
          }),
        },
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const body = request.body;
        const participantId = request.params.id;
        await requirePayee(command, participantId, body.payee);
        // 12.11: a guardian or conservator is appointed by a court; a parent the minor lives with
        // is paid without one.
        if (body.capacity !== 'parent' && !body.courtOrder)
          throw new Problem('payee_refused', {
            field: 'courtOrder',
            rule: '12.11',
            ...detailOf('court_order', { capacity: body.capacity }),
          });
        if (body.capacity === 'parent' && body.basis !== 'minor')
          throw new Problem('payee_refused', {
            field: 'capacity',
            rule: '12.11',
            ...detailOf('parent_minor'),
          });
        if (body.through !== undefined && body.through < body.from)
          throw new Problem('payee_refused', {
            field: 'through',
            rule: '12.11',
            ...detailOf('through_before_from', { through: body.through, from: body.from }),
          });
        const guardian: Guardian = {
          name: body.name,
          capacity: body.capacity,
          basis: body.basis,
          courtOrder: body.courtOrder ?? null,
          from: body.from,
          through: body.through ?? null,
        };
        const row = await record(command, participantId, {
          payee: body.payee,
          kind: 'guardian',
          on: body.from,
          body: { guardian, ...(body.address ? { address: body.address } : {}) },
          reason: body.reason,
          needsApproval: true,
        });
        return { status: 202, body: { event: await shownEvent(command, row) } };
      }),
  );
}

function approvalRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: Params & { eventId: string } }>(
    `${url}/:eventId/approval`,
    {
      schema: {
        tags,
        summary:
          'Approve a payee found (12.10) or a guardian (12.11) someone else recorded (segregation of duties)',
        params: object({ id: idSchema, eventId: idSchema }),
        response: R.ok('Approved: in force', { approval: PR.PayeeEventView.properties.approval }),
      },
      config: { access: { roles: ['administrator', 'committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const participantId = request.params.id;
        await requireParticipant(command.trx, command.planId, participantId);
        const { rows } = await payeeEventsOf(command.trx, command.planId, participantId);
        const row = rows.find((r) => r.id === request.params.eventId);
        return approveChange(command, participantId, row, {
          field: 'eventId',
          action: `payee.${row?.kind ?? 'event'}.approved`,
        });
      }),
  );
}

/**
 * Plan 12.10: payroll or the bank reports checks of a run not cashed by a day. Each is a fact;
 * past the Committee's period (`uncashedCheckDays` from the day paid) its payee is presumed
 * missing and suspended.
 */
function uncashedRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { runId: string }; Body: UncashedBody }>(
    '/payment-runs/:runId/uncashed',
    {
      schema: {
        tags: ['payment runs', ...tags],
        summary:
          'Record checks of a run reported not cashed by a day (12.10): past the plan’s uncashedCheckDays the payee is presumed missing and his later payments are held',
        params: object({ runId: idSchema }),
        body: PR.uncashedBody,
        response: R.ok('The facts recorded, and the payees suspended', {
          events: R.list(PR.PayeeEventView),
        }),
      },
      config: { access: { roles: ['administrator', 'payroll'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        uncashed(command, request.params.runId, request.body),
      ),
  );
}

async function uncashed(command: CommandContext, runId: string, body: UncashedBody) {
  const run = await getPaymentRun(command.trx, command.planId, runId);
  if (!run) throw new Problem('not_found', { field: 'runId' });
  notAfterToday(body.notCashedBy, 'notCashedBy', command.today);
  const plan = await planInForce(command.trx, command.planId);
  const recorded: PayeeEventRow[] = [];
  for (const [i, lineNo] of body.lines.entries()) {
    const line = run.lines.find((l) => l.lineNo === lineNo);
    if (!line)
      throw new Problem('not_found', {
        field: `lines[${i}]`,
        ...detailOf('no_line', { line: String(lineNo) }),
      });
    if (line.paidOn === null || line.returnedAt !== null)
      throw new Problem('run_state', {
        field: `lines[${i}]`,
        ...detailOf('line_not_paid', { line: String(lineNo) }),
      });
    if (body.notCashedBy < line.paidOn)
      throw new Problem('payee_refused', {
        field: 'notCashedBy',
        ...detailOf('line_paid_after', {
          line: String(lineNo),
          paidOn: line.paidOn,
          date: body.notCashedBy,
        }),
      });
    const days = plan.value('uncashedCheckDays', line.paidOn);
    const past = uncashedPastPeriod(line.paidOn, body.notCashedBy, days);
    const payee = line.payeeRef ?? line.payee;
    recorded.push(
      await record(command, line.participantId, {
        payee,
        kind: 'uncashed',
        on: body.notCashedBy,
        body: { runId, lineNo, paidOn: line.paidOn, uncashedCheckDays: days, pastPeriod: past },
        reason: body.reason ?? `check not cashed by ${body.notCashedBy}`,
        needsApproval: false,
      }),
    );
    if (past)
      await suspendPayee(command, line, {
        on: body.notCashedBy,
        basis: `check of run ${runId} line ${lineNo} paid ${line.paidOn} not cashed by ${body.notCashedBy}, past ${days} days`,
      });
  }
  const events = [];
  for (const r of recorded) events.push(await shownEvent(command, r));
  return { status: 200, body: { events } };
}

async function record(
  command: CommandContext,
  participantId: string,
  event: {
    payee: string;
    kind: PayeeEventKind;
    on: string;
    body: Record<string, unknown>;
    reason: string;
    needsApproval: boolean;
  },
): Promise<PayeeEventRow> {
  const row = await appendPayeeEvent(command.trx, {
    id: newId('PE'),
    planId: command.planId,
    participantId,
    ...event,
    recordedAt: command.at,
    recordedBy: command.actor.username,
  });
  // Audited as answered: a bank account masked.
  await command.audit({
    action: `payee.${event.kind}`,
    entity: 'participant',
    entityId: participantId,
    after: await shownEvent(command, row),
    reason: event.reason,
  });
  return row;
}

/** The payee is the participant or one of his beneficiaries (a name the designations give). */
async function requirePayee(command: CommandContext, participantId: string, payee: string) {
  await requireParticipant(command.trx, command.planId, participantId);
  if ((await knownPayees(command.trx, command.planId, participantId)).has(payee)) return;
  throw new Problem('payee_refused', {
    field: 'payee',
    ...detailOf('payee_not_named', { payee }),
  });
}

async function knownPayees(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  const participant = (await listParticipants(db, planId)).find((p) => p.id === participantId);
  known.set(PARTICIPANT_PAYEE, participant?.name ?? participantId);
  for (const d of await listDesignations(db, planId, participantId))
    for (const b of [...d.primary, ...d.contingent]) known.set(beneficiaryPayee(b.name), b.name);
  const diedOn = await deathOf(db, planId, participantId, '9999-12-31');
  if (diedOn)
    for (const p of await deathPayeesOf(db, planId, participantId, diedOn))
      known.set(beneficiaryPayee(p.name), p.name);
  return known;
}

function notAfterToday(day: string, field: string, today: string): void {
  if (day > today)
    throw new Problem('date_out_of_range', {
      field,
      ...detailOf('fact_after_today', { field, day, today }),
    });
}

async function secret(command: CommandContext, plain: string) {
  try {
    return await storeSecret(command.trx, {
      planId: command.planId,
      kind: 'bankAccount',
      plain,
      at: command.at,
    });
  } catch (error) {
    if (error instanceof DataKeyError)
      throw new Problem('data_key_missing', {
        ...detailFrom('data_key', error.message),
        field: 'bankAccount',
      });
    throw error;
  }
}

async function shownEvent(
  command: { trx: Kysely<Database>; planId: string },
  row: PayeeEventRow,
  approvals: ReadonlyMap<string, RecordApproval> = new Map(),
) {
  const details: Record<string, unknown> = { ...row.body };
  if (details.bankAccount) {
    const secrets = await secretsOf(command.trx, command.planId, [details.bankAccount]);
    const plain = secrets.get((details.bankAccount as { secret: string }).secret);
    details.bankAccount = plain ? showSecret('bankAccount', plain, false) : null;
  }
  return {
    id: row.id,
    seq: row.seq,
    payee: row.payee,
    kind: row.kind,
    on: row.on,
    details,
    reason: row.reason,
    approval: approvalOf(row, approvals),
    recordedAt: row.recordedAt,
    recordedBy: row.recordedBy,
  };
}

async function payeesView(ctx: AppContext, planId: string, participantId: string) {
  const db = ctx.store.db;
  const today = easternToday(ctx.clock);
  const { rows, events, approvals } = await payeeEventsOf(db, planId, participantId);
  const known = await knownPayees(db, planId, participantId);
  for (const r of rows) if (!known.has(r.payee)) known.set(r.payee, r.payee);
  const payees = [...known].map(([payee, name]) => ({
    ...payeeStanding(events, payee),
    name,
    guardian: guardianOn(events, payee, today),
  }));
  const shown = [];
  for (const r of rows) shown.push(await shownEvent({ trx: db, planId }, r, approvals));
  return { participantId, asOf: today, payees, events: shown };
}
