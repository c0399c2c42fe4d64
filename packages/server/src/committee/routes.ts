import {
  approveCommitteeMember,
  committeeEndReasons,
  createCommitteeMember,
  endCommitteeTerm,
  getCommitteeMember,
  isCommitteeMember,
  listCommitteeMembers,
  plansOfUser,
  type CommitteeEndReason,
  type CommitteeMember,
} from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import * as CR from './responses.js';
import { newId } from '../core/auth/tokens.js';
import { easternToday } from '../core/clock.js';
import { runCommand, type CommandContext } from '../core/command.js';
import { staffReaders, type AppContext } from '../core/context.js';
import { Problem } from '../core/problems.js';
import { date, id, object, text } from '../core/schemas.js';
import { committeeMembersMin, membersOn, requireApprover } from '../core/security/approvals.js';
import { requireVisibleUser } from '../accounts/index.js';
import { detailOf } from '../core/i18n/problem-details.js';

// Plan 8.1: the Committee has at least 3 members (the CFO, the SVP and Chief Human Resources
// Officer and others that officer appoints); a member resigns in writing, leaves when his
// employment ends, may be removed in writing; vacancies do not stop it acting. The register
// holds each term; a Committee account approves only while its person sits on the plan's
// Committee on the day of the approval (security/approvals.ts).

const memberAnswer = (description: string) => R.ok(description, { member: CR.CommitteeMember });

export function committeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { on?: string } }>(
    '/committee',
    {
      schema: {
        tags: ['committee'],
        response: R.ok('The register, and who sits on the Committee on the day asked', {
          members: R.list(CR.CommitteeMember),
          on: R.DateText,
          sitting: R.list(R.Text),
          membersMin: R.Count,
          belowMinimum: R.Type.Boolean(),
        }),
        summary: "The Committee's register (8.1): appointments, resignations, removals",
        querystring: object({ on: date }, []),
      },
      config: { access: { roles: staffReaders } },
    },
    async (request) => {
      const on = request.query.on ?? easternToday(ctx.clock);
      const sitting = await membersOn(ctx.store.db, request.planId, on);
      return {
        members: await listCommitteeMembers(ctx.store.db, request.planId),
        on,
        sitting,
        membersMin: committeeMembersMin,
        belowMinimum: sitting.length < committeeMembersMin,
      };
    },
  );
  appointmentRoutes(app, ctx);
}

interface Appointment {
  userId: string;
  appointedOn: string;
  instrument: string;
}

function appointmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: Appointment }>(
    '/committee/appointments',
    {
      schema: {
        tags: ['committee'],
        response: {
          202: R.json('Prepared: the person sits once a second person approves', {
            member: CR.CommitteeMember,
          }),
        },
        summary: 'Prepare the appointment of a Committee account’s person to the Committee (8.1)',
        body: object({ userId: id, appointedOn: date, instrument: text }),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => prepareAppointment(command, request.body)),
  );
  app.post<{ Params: { memberId: string } }>(
    '/committee/members/:memberId/approval',
    {
      schema: {
        tags: ['committee'],
        response: memberAnswer('Approved: the person sits from the day of the appointment'),
        summary: 'A second administrator or a Committee member approves an appointment',
        params: object({ memberId: id }),
      },
      config: { access: { roles: ['administrator', 'committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        approveAppointment(command, request.params.memberId),
      ),
  );
  app.post<{
    Params: { memberId: string };
    Body: { endedOn: string; reason: CommitteeEndReason; instrument: string };
  }>(
    '/committee/members/:memberId/end',
    {
      schema: {
        tags: ['committee'],
        response: memberAnswer('Ended: from that day the person approves nothing as a member'),
        summary: 'Record a resignation, a removal or the end of employment (8.1)',
        params: object({ memberId: id }),
        body: object({
          endedOn: date,
          reason: { type: 'string', enum: [...committeeEndReasons] },
          instrument: text,
        }),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) =>
        endTerm(command, request.params.memberId, request.body),
      ),
  );
}

async function prepareAppointment(command: CommandContext, body: Appointment) {
  const user = await requireVisibleUser(command, body.userId);
  if (!(await plansOfUser(command.trx, user)).includes(command.planId))
    throw new Problem('not_found', { field: 'userId', ...detailOf('not_plan_account') });
  if (user.role !== 'committee' || user.disabled)
    throw new Problem('invalid_request', {
      field: 'userId',
      rule: '8.1',
      ...detailOf('committee_account_only'),
    });
  if (await isCommitteeMember(command.trx, command.planId, user.personId, body.appointedOn))
    throw new Problem('already_exists', { field: 'userId', ...detailOf('sits_on_committee') });
  const member: CommitteeMember = {
    id: newId('M'),
    planId: command.planId,
    personId: user.personId,
    userId: user.id,
    appointedOn: body.appointedOn,
    instrument: body.instrument,
    status: 'prepared',
    preparedBy: command.actor.username,
    preparedAt: command.at,
    approvedBy: null,
    approvedAt: null,
    endedOn: null,
    endReason: null,
    endedBy: null,
    endedAt: null,
  };
  await createCommitteeMember(command.trx, member);
  await command.audit({
    action: 'committee.appointmentPrepared',
    entity: 'committeeMember',
    entityId: member.id,
    after: member,
  });
  return { status: 202, body: { member } };
}

async function requireTerm(command: CommandContext, memberId: string) {
  const member = await getCommitteeMember(command.trx, command.planId, memberId);
  if (!member) throw new Problem('not_found', { field: 'memberId' });
  return member;
}

async function approveAppointment(command: CommandContext, memberId: string) {
  const member = await requireTerm(command, memberId);
  if (member.status !== 'prepared' || member.endedOn !== null)
    throw new Problem('not_pending', { field: 'memberId' });
  // Neither who prepared it nor the person appointed approves it.
  await requireApprover(command, command.planId, member.preparedBy, 'memberId');
  if (member.personId === command.actor.personId)
    throw new Problem('same_person_cannot_approve', { field: 'memberId' });
  const approval = { approvedBy: command.actor.username, approvedAt: command.at };
  await approveCommitteeMember(command.trx, member, approval);
  const after: CommitteeMember = { ...member, status: 'approved', ...approval };
  await command.audit({
    action: 'committee.appointed',
    entity: 'committeeMember',
    entityId: member.id,
    before: member,
    after,
  });
  return { status: 200, body: { member: after } };
}

async function endTerm(
  command: CommandContext,
  memberId: string,
  body: { endedOn: string; reason: CommitteeEndReason; instrument: string },
) {
  const member = await requireTerm(command, memberId);
  if (member.endedOn !== null) throw new Problem('not_pending', { field: 'memberId' });
  if (body.endedOn < member.appointedOn)
    throw new Problem('invalid_request', {
      field: 'endedOn',
      rule: '8.1',
      ...detailOf('term_end_before', { appointedOn: member.appointedOn }),
    });
  // Ending a term takes rights away: one administrator records it, and it is audited.
  const end = { endedOn: body.endedOn, endReason: body.reason, endedBy: command.actor.username };
  await endCommitteeTerm(command.trx, member, { ...end, endedAt: command.at });
  const after: CommitteeMember = { ...member, ...end, endedAt: command.at };
  await command.audit({
    action: `committee.${body.reason}`,
    entity: 'committeeMember',
    entityId: member.id,
    before: member,
    after: { ...after, instrument: body.instrument },
  });
  return { status: 200, body: { member: after } };
}
