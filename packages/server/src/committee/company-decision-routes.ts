import {
  approveCompanyDecision as approveStored,
  createCompanyDecision,
  getCompanyDecision,
  getParticipant,
  listCompanyDecisions,
  type CompanyDecision,
  type CompanyDecisionKind,
} from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import * as CR from './responses.js';
import { newId } from '../core/auth/tokens.js';
import { runCommand, type CommandContext } from '../core/command.js';
import type { AppContext } from '../core/context.js';
import { appendAdditions, checkEvents, type Addition } from '../core/evaluation.js';
import { checkRecordable } from '../core/dating.js';
import { checkKeyEmployeeDate } from '../core/input-controls.js';
import { planInForce } from '../core/plan-in-force.js';
import { Problem } from '../core/problems.js';
import { id, object } from '../core/schemas.js';
import { requireApprover } from '../core/security/approvals.js';

// Segregation of duties for company acts (issue 11, 4): a Change in Control (1.4), a plan
// termination (9.3) and a Key Employee list (1.20) move every participant's money. One Committee
// member prepares it (the plan must accept its events then), another approves it (a different
// person, a member of the Committee that day, 8.1); only then are its events in the fact log,
// checked again against the record as it is at approval.

const readers = ['administrator', 'committee', 'assetCommittee', 'auditor'] as const;

export interface KeyEmployeeList {
  identificationDate: string;
  participantIds: string[];
}

export const prepared = {
  202: R.json('Prepared: waits for a second Committee member to approve it', {
    decision: CR.CompanyDecision,
  }),
};

/** The events a company decision records, each with the body field it comes from. */
async function additionsOf(
  command: CommandContext,
  kind: CompanyDecisionKind,
  payload: Record<string, unknown>,
): Promise<Addition[]> {
  if (kind !== 'keyEmployeeList')
    return [{ participantId: null, event: { type: kind, ...payload }, field: 'date' }];
  const { identificationDate, participantIds } = payload as unknown as KeyEmployeeList;
  for (const [i, participantId] of participantIds.entries()) {
    if (!(await getParticipant(command.trx, command.planId, participantId)))
      throw new Problem('unknown_participant', { field: `participantIds[${i}]` });
  }
  return participantIds.map((participantId, i) => ({
    participantId,
    event: { type: 'keyEmployee', identificationDate },
    field: `participantIds[${i}]`,
  }));
}

export async function prepareCompanyDecision(
  command: CommandContext,
  kind: CompanyDecisionKind,
  payload: Record<string, unknown>,
) {
  const additions = await additionsOf(command, kind, payload);
  if (kind === 'keyEmployeeList') {
    // 1.20: only on the plan's identification date (a plan parameter, in force that day).
    const plan = await planInForce(command.trx, command.planId);
    checkKeyEmployeeDate(plan, String(payload.identificationDate), 'identificationDate');
  }
  // 12.9: a company event that would change a payment already valued or paid is refused.
  await checkRecordable(command.trx, command.planId, additions, command.today);
  const decision: CompanyDecision = {
    id: newId('C'),
    planId: command.planId,
    kind,
    payload,
    status: 'prepared',
    preparedBy: command.actor.username,
    preparedAt: command.at,
    approvedBy: null,
    approvedAt: null,
  };
  await createCompanyDecision(command.trx, decision);
  await command.audit({
    action: `${kind}.prepared`,
    entity: 'companyDecision',
    entityId: decision.id,
    after: decision,
  });
  return { status: 202, body: { decision } };
}

export function companyDecisionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { status?: 'prepared' | 'approved' } }>(
    '/company/decisions',
    {
      schema: {
        tags: ['company'],
        response: R.ok('Company decisions, prepared and approved', {
          decisions: R.list(CR.CompanyDecision),
        }),
        summary:
          'Changes in Control, plan terminations and Key Employee lists, prepared or approved',
        querystring: object({ status: { type: 'string', enum: ['prepared', 'approved'] } }, []),
      },
      config: { access: { roles: readers } },
    },
    async (request) => ({
      decisions: await listCompanyDecisions(ctx.store.db, {
        planId: request.planId,
        ...(request.query.status ? { status: request.query.status } : {}),
      }),
    }),
  );
  app.post<{ Params: { decisionId: string } }>(
    '/company/decisions/:decisionId/approval',
    {
      schema: {
        tags: ['company'],
        response: R.ok('Approved: its events are in the fact log', {
          decision: CR.CompanyDecision,
        }),
        summary: 'A second Committee member approves a company decision someone else prepared',
        params: object({ decisionId: id }),
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, (command) => approve(command, request.params.decisionId)),
  );
}

const actionOf: Record<CompanyDecisionKind, string> = {
  changeInControl: 'company.changeInControl',
  planTermination: 'company.planTermination',
  keyEmployeeList: 'keyEmployees.identified',
};

async function approve(command: CommandContext, decisionId: string) {
  const decision = await getCompanyDecision(command.trx, command.planId, decisionId);
  if (!decision) throw new Problem('not_found', { field: 'decisionId' });
  if (decision.status !== 'prepared') throw new Problem('not_pending', { field: 'decisionId' });
  await requireApprover(command, command.planId, decision.preparedBy, 'decisionId');
  const additions = await additionsOf(command, decision.kind, decision.payload);
  await checkEvents(command.trx, command.planId, additions, command.today);
  await appendAdditions(command, additions);
  const approval = { approvedBy: command.actor.username, approvedAt: command.at };
  await approveStored(command.trx, decision, approval);
  const after: CompanyDecision = { ...decision, status: 'approved', ...approval };
  await command.audit({
    action: actionOf[decision.kind],
    entity: 'companyDecision',
    entityId: decision.id,
    before: decision,
    after,
  });
  return { status: 200, body: { decision: after } };
}
