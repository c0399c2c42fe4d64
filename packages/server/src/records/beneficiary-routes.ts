import {
  deathBenefitPayees,
  designationInForce,
  designationViolations,
  fixedPaymentHorizon,
  splitBeneficiaryPayments,
  type BeneficiaryDesignation,
  type Survivors,
} from '@defcomp/domain';
import {
  appendDesignation,
  DataKeyError,
  listDesignations,
  listFacts,
  listParticipantRecords,
  listRecordApprovals,
  storeSecret,
  type DesignationRow,
  type RecordApproval,
  type StoredBeneficiary,
  type User,
} from '@defcomp/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as R from '../core/responses.js';
import { easternToday } from '../core/clock.js';
import { runCommand, type CommandContext } from '../core/command.js';
import type { AppContext } from '../core/context.js';
import { evaluateParticipant, requireParticipant } from '../core/evaluation.js';
import { reasonOf } from '../core/dating.js';
import { checkDateInRange } from '../core/input-controls.js';
import {
  approvalOf,
  authorizeReveal,
  inForce,
  normalTaxId,
  recordAsOf,
  secretsOf,
  showSecret,
} from './participant-record.js';
import { Problem } from '../core/problems.js';
import * as RR from './responses.js';
import { idParams } from '../core/schemas.js';
import { changeApprovalRoute, recordReaders } from './routes.js';
import { detailOf, detailFrom } from '../core/i18n/problem-details.js';

interface BeneficiaryBody {
  name: string;
  pct: number;
  relationship?: string;
  address?: Record<string, string>;
  taxId?: string;
  diedOn?: string;
}
interface DesignationBody {
  filedOn?: string;
  reason?: string;
  primary: BeneficiaryBody[];
  contingent?: BeneficiaryBody[];
}

/**
 * Issue 11 item 2, Plan 1.2-1.3, 1.13, 1.34, 5.4: beneficiary designations. A participant files
 * his own (dated by the server's clock); the administrator records a form received (its
 * `filedOn`, a beneficiary's `diedOn`) with a reason. GET answers the designation in force, the
 * history and, once a death is recorded, the Death Benefit the engine computes split among the
 * payees of the designation in force on the day of death.
 */
export function beneficiaryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const url = '/participants/:id/beneficiaries';
  app.get<{ Params: { id: string }; Querystring: { reveal?: 'true' | 'false' } }>(
    url,
    {
      schema: {
        tags: ['beneficiaries'],
        summary:
          'The beneficiary designation in force, its history and, after a death, the Death Benefit split (1.2-1.3, 5.4)',
        params: idParams,
        querystring: RR.revealQuery,
        response: R.ok('The designations and who takes the Death Benefit', RR.Beneficiaries),
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
        'beneficiaryDesignation',
        request.query.reveal,
      );
      return beneficiariesView(ctx, request.planId, participantId, reveal);
    },
  );
  designationPost(app, ctx, url);
  designationApproval(app, ctx, url);
}

function designationApproval(app: FastifyInstance, ctx: AppContext, url: string): void {
  changeApprovalRoute(app, ctx, {
    url,
    param: 'designationId',
    tag: 'beneficiaries',
    summary: 'Approve a designation form someone else recorded (1.2; segregation of duties)',
    approved: 'Approved: the designation may govern (1.3)',
    action: 'beneficiaryDesignation.approved',
    list: listDesignations,
  });
}

function designationPost(app: FastifyInstance, ctx: AppContext, url: string): void {
  app.post<{ Params: { id: string }; Body: DesignationBody }>(
    url,
    {
      schema: {
        tags: ['beneficiaries'],
        summary:
          'File a beneficiary designation (the participant, dated now) or record a form received (administrator, with a reason)',
        params: idParams,
        body: RR.designationBody,
        response: {
          201: R.json('Filed: the designation as stored (tax ids masked)', {
            designation: RR.Designation,
          }),
          202: R.json('Recorded (staff): in force once another person approves it', {
            designation: RR.Designation,
          }),
        },
      },
      config: { access: { roles: ['administrator', 'participant'], ownRecord: true } },
    },
    async (request, reply) => {
      const own = (request.actor as User).role === 'participant';
      const body = request.body;
      const contingent = body.contingent ?? [];
      const { filedOn, reason } = checkFiling(ctx, request, own);
      return runCommand(ctx, request, reply, async (command) => {
        const participantId = request.params.id;
        await requireParticipant(command.trx, command.planId, participantId);
        const stored = storedBeneficiaries(command);
        const row = await appendDesignation(command.trx, {
          planId: command.planId,
          participantId,
          filedOn,
          primary: await stored(body.primary),
          contingent: await stored(contingent),
          source: own ? 'participant' : 'staff',
          reason,
          // A form recorded by staff moves rights: another person approves it (1.2, 8.2).
          needsApproval: !own,
          recordedAt: command.at,
          recordedBy: command.actor.username,
        });
        const secrets = await secretsOf(command.trx, command.planId, taxIdsOf([row]));
        const designation = shownDesignation(row, secrets, false, new Map());
        // Audited as answered: tax ids masked.
        await command.audit({
          action: 'beneficiaryDesignation.filed',
          entity: 'participant',
          entityId: participantId,
          after: designation,
          reason,
        });
        return { status: own ? 201 : 202, body: { designation } };
      });
    },
  );
}

/** Each beneficiary's tax id encrypted (data-key.ts), the rest as given. */
const storedBeneficiaries = (command: CommandContext) => async (list: BeneficiaryBody[]) => {
  const out: StoredBeneficiary[] = [];
  for (const b of list) {
    const { taxId, ...rest } = b;
    out.push({ ...rest, ...(taxId ? { taxId: await secret(command, normalTaxId(taxId)) } : {}) });
  }
  return out;
};

/**
 * Before any write: a participant may not say a beneficiary died; the day it counts (his own:
 * today, 1.3; staff: the form's `filedOn`, never after today); staff give a reason; 1.2's
 * whole percentages adding up to 100 (422 `designation_refused`, each violation with its field).
 */
function checkFiling(
  ctx: AppContext,
  request: FastifyRequest<{ Body: DesignationBody }>,
  own: boolean,
): { filedOn: string; reason: string } {
  const today = easternToday(ctx.clock);
  const body = request.body;
  const contingent = body.contingent ?? [];
  if (own) {
    for (const [klass, list] of [
      ['primary', body.primary],
      ['contingent', contingent],
    ] as const) {
      const i = list.findIndex((b) => b.diedOn !== undefined);
      if (i >= 0)
        throw new Problem('own_record_field', {
          field: `${klass}[${i}].diedOn`,
          ...detailOf('beneficiary_death'),
        });
    }
  }
  const filedOn = own ? today : (body.filedOn ?? today);
  checkDateInRange(filedOn, 'filedOn', today);
  if (filedOn > today)
    throw new Problem('date_out_of_range', {
      field: 'filedOn',
      ...detailOf('filed_after_today', { filedOn, today }),
    });
  const reason = reasonOf(request, body.reason) ?? (own ? 'filed by the participant' : null);
  if (!reason)
    throw new Problem('reason_required', {
      field: 'reason',
      rule: '8.2',
      ...detailOf('designation_reason'),
    });
  const violations = designationViolations({ filedOn, primary: body.primary, contingent });
  if (violations.length > 0)
    throw new Problem('designation_refused', {
      field: violations[0]!.field,
      detail: violations.map((v) => v.message).join('; '),
      violations: violations.map((v) => ({
        code: v.code,
        rule: v.rule,
        message: v.message,
        field: v.field,
      })),
    });
  return { filedOn, reason };
}

async function secret(command: CommandContext, plain: string) {
  try {
    return await storeSecret(command.trx, {
      planId: command.planId,
      kind: 'taxId',
      plain,
      at: command.at,
    });
  } catch (error) {
    if (error instanceof DataKeyError)
      throw new Problem('data_key_missing', {
        ...detailFrom('data_key', error.message),
        field: 'taxId',
      });
    throw error;
  }
}

const taxIdsOf = (rows: readonly DesignationRow[]) =>
  rows.flatMap((r) => [...r.primary, ...r.contingent].map((b) => b.taxId));

const asDomain = (row: DesignationRow): BeneficiaryDesignation => ({
  filedOn: row.filedOn,
  primary: row.primary.map(named),
  contingent: row.contingent.map(named),
});
const named = (b: StoredBeneficiary) => ({
  name: b.name,
  pct: b.pct,
  ...(b.diedOn ? { diedOn: b.diedOn } : {}),
});

function shownDesignation(
  row: DesignationRow,
  secrets: Map<string, string>,
  reveal: boolean,
  approvals: ReadonlyMap<string, RecordApproval>,
) {
  const show = (b: StoredBeneficiary) => {
    const { taxId, ...rest } = b;
    const plain = taxId && secrets.get(taxId.secret);
    return { ...rest, ...(plain ? { taxId: showSecret('taxId', plain, reveal) as string } : {}) };
  };
  return {
    id: row.id,
    filedOn: row.filedOn,
    primary: row.primary.map(show),
    contingent: row.contingent.map(show),
    source: row.source,
    reason: row.reason,
    approval: approvalOf(row, approvals),
    recordedAt: row.recordedAt,
    recordedBy: row.recordedBy,
    valid: designationViolations(asDomain(row)).length === 0,
  };
}

async function beneficiariesView(
  ctx: AppContext,
  planId: string,
  participantId: string,
  reveal: boolean,
) {
  const { db } = ctx.store;
  const today = easternToday(ctx.clock);
  const all = await listDesignations(db, planId, participantId);
  const approvals = await listRecordApprovals(db, planId, participantId);
  // A form recorded by staff governs only once approved.
  const rows = all.filter((r) => inForce(r, approvals));
  const secrets = await secretsOf(db, planId, taxIdsOf(all));
  const facts = await listFacts(db, { planId, participantId });
  const death = facts.find((f) => f.type === 'death' && f.effectiveDate <= today);
  // 1.3: the designation in force on the day of death; before a death, today's.
  const day = death?.effectiveDate ?? today;
  const domain = rows.map(asDomain);
  const governing = designationInForce(domain, day);
  const inForceRow = governing ? rows[domain.indexOf(governing)]! : null;
  // 1.34: the Spouse on the day of death (the record's `spouse` as of that day).
  const spouse = recordAsOf(await listParticipantRecords(db, planId, participantId), day).spouse as
    Survivors['spouse'] | null | undefined;
  const survivors: Survivors = spouse ? { spouse } : {};
  const first = deathBenefitPayees(domain, day, survivors)[0]!;
  let deathBenefit = null;
  if (death) {
    // The payments made and those still to be made (the 5.4 lump sum falls after the death).
    const through = fixedPaymentHorizon(today);
    const result = await evaluateParticipant(db, planId, participantId, { asOf: through });
    const { payees: _payees, ...split } = splitBeneficiaryPayments(
      result.payments,
      domain,
      death.effectiveDate,
      survivors,
    );
    deathBenefit = split;
  }
  return {
    participantId,
    asOf: today,
    revealed: reveal,
    inForce: inForceRow ? shownDesignation(inForceRow, secrets, reveal, approvals) : null,
    default: {
      kind: first.kind === 'spouse' || first.kind === 'estate' ? first.kind : 'designation',
      name: first.name,
    },
    history: all.map((r) => shownDesignation(r, secrets, reveal, approvals)),
    deathBenefit,
  };
}
