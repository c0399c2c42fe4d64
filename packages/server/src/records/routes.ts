import {
  appendFact,
  appendParticipantRecord,
  DataKeyError,
  listParticipantRecords,
  storeSecret,
  type PlanEvent,
  type SecretKind,
  type User,
} from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import { easternToday } from '../core/clock.js';
import { runCommand, type CommandContext } from '../core/command.js';
import type { AppContext } from '../core/context.js';
import { checkDating, checkRecordable, reasonOf } from '../core/dating.js';
import { requireParticipant } from '../core/evaluation.js';
import { checkDateInRange } from '../core/input-controls.js';
import {
  approveChange,
  authorizeReveal,
  normalTaxId,
  recordView,
  secretsOf,
  shownChanges,
} from './participant-record.js';
import { Problem } from '../core/problems.js';
import * as RR from './responses.js';
import { id as idSchema, idParams, object } from '../core/schemas.js';
import { detailOf, detailFrom } from '../core/i18n/problem-details.js';

type ChangeBody = Record<string, unknown> & { effectiveOn?: string; reason?: string };

/** Readers of a record: staff who read records, payroll (who pays), and the participant his own. */
export const recordReaders = {
  roles: ['administrator', 'committee', 'auditor', 'payroll', 'participant'],
  ownRecord: true,
} as const;

/**
 * Issue 11 item 1: a participant's record (name, addresses, email, phone, state of residence,
 * employer, payroll id, spouse, tax id, bank account), each change dated, append-only, audited.
 * GET answers the record as of today (Eastern), its status and history; POST records a change:
 * the administrator's with a reason, dated `effectiveOn` (default today); a participant's own
 * (address, mailing address, email, phone only) dated by the server's clock.
 */
export function participantRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const url = '/participants/:id/record';
  app.get<{ Params: { id: string }; Querystring: { reveal?: 'true' | 'false' } }>(
    url,
    {
      schema: {
        tags: ['participant records'],
        summary:
          'The participant’s record today, its status and history (tax id and bank account masked; ?reveal=true for the roles that pay, audited)',
        params: idParams,
        querystring: RR.revealQuery,
        response: R.ok('The record, its status and every change', RR.ParticipantRecord),
      },
      config: { access: recordReaders },
    },
    async (request) => {
      const participantId = request.params.id;
      await requireParticipant(ctx.store.db, request.planId, participantId);
      const reveal = await authorizeReveal(
        ctx,
        request,
        participantId,
        'participantRecord',
        request.query.reveal,
      );
      return recordView(ctx, request.planId, participantId, easternToday(ctx.clock), reveal);
    },
  );
  recordPost(app, ctx, url);
  recordApproval(app, ctx, url);
}

/**
 * A bank account recorded by staff redirects payments: it is in force only once another person
 * (an administrator or a Committee member, not the preparer's person) approves it.
 */
function recordApproval(app: FastifyInstance, ctx: AppContext, url: string): void {
  changeApprovalRoute(app, ctx, {
    url,
    param: 'changeId',
    tag: 'participant records',
    summary: 'Approve a record change someone else recorded (a bank account)',
    approved: 'Approved: the change is in force',
    action: 'participantRecord.approved',
    list: listParticipantRecords,
  });
}

type Change = { id: string; needsApproval: boolean; recordedBy: string };

/** A change waiting for a second person: a record change or a designation form (approveChange). */
export function changeApprovalRoute(
  app: FastifyInstance,
  ctx: AppContext,
  spec: {
    url: string;
    param: 'changeId' | 'designationId';
    tag: string;
    summary: string;
    approved: string;
    action: string;
    list: (trx: CommandContext['trx'], planId: string, participantId: string) => Promise<Change[]>;
  },
): void {
  app.post<{ Params: { id: string } & Record<string, string> }>(
    `${spec.url}/:${spec.param}/approval`,
    {
      schema: {
        tags: [spec.tag],
        summary: spec.summary,
        params: object({ id: idSchema, [spec.param]: idSchema }),
        response: R.ok(spec.approved, { approval: RR.Approval }),
      },
      config: { access: { roles: ['administrator', 'committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const participantId = request.params.id;
        await requireParticipant(command.trx, command.planId, participantId);
        const rows = await spec.list(command.trx, command.planId, participantId);
        return approveChange(
          command,
          participantId,
          rows.find((r) => r.id === request.params[spec.param]),
          { field: spec.param, action: spec.action },
        );
      }),
  );
}

function recordPost(app: FastifyInstance, ctx: AppContext, url: string): void {
  app.post<{ Params: { id: string }; Body: ChangeBody }>(
    url,
    {
      schema: {
        tags: ['participant records'],
        summary:
          'Record a change (administrator, with a reason; a participant his own address, email and phone)',
        params: idParams,
        body: RR.recordChangeBody,
        response: {
          201: R.json('Recorded: the change as stored (secrets masked)', {
            change: RR.RecordChange,
          }),
          202: R.json('Recorded, in force once another person approves it (a bank account)', {
            change: RR.RecordChange,
          }),
        },
      },
      config: { access: { roles: ['administrator', 'participant'], ownRecord: true } },
    },
    async (request, reply) => {
      const actor = request.actor as User;
      const { effectiveOn, reason: given, ...changes } = request.body;
      if (Object.keys(changes).length === 0)
        throw new Problem('invalid_request', {
          field: 'body',
          ...detailOf('name_a_field'),
        });
      const today = easternToday(ctx.clock);
      const own = actor.role === 'participant';
      if (own) {
        const other = Object.keys(changes).find(
          (f) => !(RR.participantFields as readonly string[]).includes(f),
        );
        if (other)
          throw new Problem('own_record_field', {
            field: other,
            ...detailOf('own_record_field', { field: other }),
          });
      }
      // A participant's change takes effect today, by the server's clock (dating.ts).
      const day = own ? today : (effectiveOn ?? today);
      checkDateInRange(day, 'effectiveOn', today);
      // Staff say why (the body's reason, else the X-Reason header, as dating.ts reads it).
      const reason = reasonOf(request, given) ?? (own ? 'changed by the participant' : null);
      if (!reason)
        throw new Problem('reason_required', {
          field: 'reason',
          rule: '8.2',
          ...detailOf('record_change_reason'),
        });
      return runCommand(ctx, request, reply, async (command) => {
        const participantId = request.params.id;
        await requireParticipant(command.trx, command.planId, participantId);
        const change = await recordChange(command, participantId, day, changes, reason);
        return { status: change.approval.status === 'pending' ? 202 : 201, body: { change } };
      });
    },
  );
}

async function recordChange(
  command: CommandContext,
  participantId: string,
  effectiveOn: string,
  body: Record<string, unknown>,
  reason: string,
) {
  const { stateOfResidence, ...fields } = body;
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if ((field === 'taxId' || field === 'bankAccount') && value !== null) {
      const plain =
        field === 'taxId' ? normalTaxId(String(value)) : JSON.stringify(value as object);
      changes[field] = await secret(command, field, plain);
    } else changes[field] = value;
  }
  const recorded = { recordedAt: command.at, recordedBy: command.actor.username };
  // A bank account moves money: another person approves it before it is in force.
  const needsApproval = 'bankAccount' in changes;
  let shown: Record<string, unknown> = {};
  let id = '';
  if (Object.keys(changes).length > 0) {
    const row = await appendParticipantRecord(command.trx, {
      planId: command.planId,
      participantId,
      effectiveOn,
      changes,
      reason,
      needsApproval,
      ...recorded,
    });
    id = row.id;
    const secrets = await secretsOf(command.trx, command.planId, Object.values(changes));
    shown = shownChanges(changes, secrets, false);
  }
  if (typeof stateOfResidence === 'string') {
    // 8.3: the state of residence is the tax view's `residence` fact, recorded as any fact is.
    const event = { type: 'residence', date: effectiveOn, state: stateOfResidence } as PlanEvent;
    checkDating(command.actor, event, command.today, reason);
    const addition = { participantId, event, field: 'stateOfResidence' };
    await checkRecordable(command.trx, command.planId, [addition], command.today);
    const seq = await appendFact(command.trx, {
      planId: command.planId,
      participantId,
      event,
      ...recorded,
    });
    if (!id) id = `fact-${seq}`;
    shown.stateOfResidence = stateOfResidence;
  }
  // The audit holds the change as answered: secrets masked, never in clear.
  await command.audit({
    action: 'participantRecord.changed',
    entity: 'participant',
    entityId: participantId,
    after: { id, effectiveOn, changes: shown },
    reason,
  });
  const approval = needsApproval
    ? { status: 'pending' as const }
    : { status: 'notNeeded' as const };
  return { id, effectiveOn, changes: shown, reason, approval, ...recorded };
}

async function secret(command: CommandContext, kind: SecretKind, plain: string) {
  try {
    return await storeSecret(command.trx, {
      planId: command.planId,
      kind,
      plain,
      at: command.at,
    });
  } catch (error) {
    if (error instanceof DataKeyError)
      throw new Problem('data_key_missing', {
        ...detailFrom('data_key', error.message),
        field: kind,
      });
    throw error;
  }
}
