import { guardianOn, type Guardian } from '@defcomp/domain';
import {
  addNoticeDocument,
  generatedOutboxIds,
  getPaymentRun,
  listDesignations,
  listFacts,
  listNotices,
  listParticipantRecords,
  listParticipants,
  type Database,
  type NoticeAddressee,
  type NoticeDocument,
  type NoticeKind,
} from '@defcomp/store';
import type { Kysely } from 'kysely';
import { newId } from '../core/auth/tokens.js';
import type { CommandContext } from '../core/command.js';
import { evaluateParticipant, requireParticipant } from '../core/evaluation.js';
import { recordAsOf } from '../records/index.js';
import { payeeEventsOf } from '../payees/index.js';
import { Problem } from '../core/problems.js';
import { detailOf } from '../core/i18n/problem-details.js';

// Plan 12.4-12.5: notices generated from the record, addressed to the address of record on the
// day (the participant's record: mailing address, else home address; a beneficiary's: the
// address he was found at (12.10), else the designation's; a guardian's (12.11): the one
// recorded with the order). Each is a row of notice_documents with a `generated` delivery, and
// an audit row (`notice.generated`).

type Values = Record<string, string>;

/** The participant as his record names him on `day`, at his address of record. */
async function participantAddressee(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
  day: string,
): Promise<NoticeAddressee> {
  const record = recordAsOf(await listParticipantRecords(db, planId, participantId), day);
  const participant = (await listParticipants(db, planId)).find((p) => p.id === participantId);
  const address = (record.mailingAddress ?? record.address ?? null) as NoticeAddressee['address'];
  return {
    name: (record.legalName as string | undefined) ?? participant?.name ?? participantId,
    onBehalfOf: null,
    address,
    email: (record.email as string | undefined) ?? null,
  };
}

/**
 * Who a payment notice goes to: the payee at his address of record or, under 12.11, the guardian
 * paid on his behalf at the guardian's.
 */
async function payeeAddressee(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
  payee: { ref: string; name: string; paidTo: Guardian | null; day: string },
): Promise<NoticeAddressee> {
  const { rows } = await payeeEventsOf(db, planId, participantId);
  let own: NoticeAddressee;
  if (payee.ref === 'participant' || !payee.ref.startsWith('beneficiary:'))
    own = await participantAddressee(db, planId, participantId, payee.day);
  else {
    const named = (await listDesignations(db, planId, participantId))
      .flatMap((d) => [...d.primary, ...d.contingent])
      .filter((b) => b.name === payee.name && b.address);
    const found = rows.filter((r) => r.payee === payee.ref && r.kind === 'found' && r.body.address);
    const address = (found.at(-1)?.body.address ?? named.at(-1)?.address ?? null) as
      NoticeAddressee['address'] | null;
    own = { name: payee.name, onBehalfOf: null, address, email: null };
  }
  if (!payee.paidTo) return own;
  const order = rows.filter((r) => r.payee === payee.ref && r.kind === 'guardian').at(-1);
  return {
    name: payee.paidTo.name,
    onBehalfOf: payee.name,
    address: (order?.body.address ?? own.address) as NoticeAddressee['address'],
    email: null,
  };
}

async function generate(
  command: CommandContext,
  notice: {
    participantId: string;
    kind: NoticeKind;
    outboxId?: string | null;
    date: string;
    addressee: NoticeAddressee;
    body: Values;
  },
): Promise<NoticeDocument> {
  const row = {
    id: newId('NT'),
    planId: command.planId,
    participantId: notice.participantId,
    kind: notice.kind,
    outboxId: notice.outboxId ?? null,
    date: notice.date,
    addressee: notice.addressee,
    body: notice.body,
    generatedAt: command.at,
    generatedBy: command.actor.username,
  };
  await addNoticeDocument(command.trx, row);
  await command.audit({
    action: 'notice.generated',
    entity: 'participant',
    entityId: notice.participantId,
    after: { id: row.id, kind: row.kind, date: row.date, outboxId: row.outboxId },
  });
  const by = command.actor.username;
  const delivery = {
    seq: 1,
    status: 'generated' as const,
    channel: null,
    note: null,
    at: command.at,
    by,
  };
  return { ...row, deliveries: [delivery], status: 'generated' };
}

/**
 * Plan 3.1(a), 3.2, 12.4-12.5: the enrollment notices the daily tick put in the outbox, each made
 * a notice once (the outbox row's id is kept: a second pass makes none).
 */
export async function noticesFromOutbox(command: CommandContext): Promise<NoticeDocument[]> {
  const done = await generatedOutboxIds(command.trx, command.planId);
  const made: NoticeDocument[] = [];
  for (const entry of await listNotices(command.trx, command.planId)) {
    if (done.has(entry.id)) continue;
    made.push(
      await generate(command, {
        participantId: entry.participantId,
        kind: 'enrollmentWindow',
        outboxId: entry.id,
        date: entry.date,
        addressee: await participantAddressee(
          command.trx,
          command.planId,
          entry.participantId,
          entry.date,
        ),
        body: {
          which: entry.kind.endsWith('Closes') ? 'closes' : 'opens',
          outboxKind: entry.kind,
          planYear: entry.planYear === null ? '' : String(entry.planYear),
          closesOn: entry.closesOn,
          rule: entry.rule,
        },
      }),
    );
  }
  return made;
}

/** Plan 3.2, 12.4: the confirmation of an election the Committee received (a fact of the log). */
export async function electionConfirmation(
  command: CommandContext,
  participantId: string,
  factSeq: number,
): Promise<NoticeDocument> {
  await requireParticipant(command.trx, command.planId, participantId);
  const facts = await listFacts(command.trx, { planId: command.planId, participantId });
  const fact = facts.find((f) => f.seq === factSeq && f.type === 'election');
  if (!fact)
    throw new Problem('not_found', {
      field: 'factSeq',
      ...detailOf('no_election', { seq: String(factSeq), participantId }),
    });
  const e = fact.event as unknown as {
    kind: string;
    planYear?: number;
    performancePeriod?: unknown;
    deferrals?: Record<string, number>;
    schedules?: Record<string, { form: string; years?: number }>;
  };
  const deferrals = Object.entries(e.deferrals ?? {}).map(([c, pct]) => `${c} ${pct}%`);
  const schedules = Object.entries(e.schedules ?? {}).map(
    ([account, s]) => `${account}: ${s.form}${s.years ? ` over ${s.years} years` : ''}`,
  );
  return generate(command, {
    participantId,
    kind: 'electionConfirmation',
    date: command.today,
    addressee: await participantAddressee(
      command.trx,
      command.planId,
      participantId,
      command.today,
    ),
    body: {
      factSeq: String(factSeq),
      electionKind: e.kind,
      planYear: e.planYear === undefined ? '' : String(e.planYear),
      filedOn: fact.effectiveDate,
      deferrals: deferrals.join(', ') || 'none',
      schedules: schedules.join('; ') || 'as already in force',
    },
  });
}

/** Plan 12.4-12.5, 8.3, 12.11: the notice of a payment made (a line of an approved run). */
export async function paymentNotice(
  command: CommandContext,
  runId: string,
  lineNo: number,
): Promise<NoticeDocument> {
  const run = await getPaymentRun(command.trx, command.planId, runId);
  if (!run) throw new Problem('not_found', { field: 'runId' });
  const line = run.lines.find((l) => l.lineNo === lineNo);
  if (!line)
    throw new Problem('not_found', {
      field: 'lineNo',
      ...detailOf('no_line', { line: String(lineNo) }),
    });
  if (line.paidOn === null)
    throw new Problem('run_state', {
      field: 'lineNo',
      ...detailOf('line_not_paid', { line: String(lineNo) }),
    });
  const ref = line.payeeRef ?? line.payee;
  const name = line.payeeName ?? ref;
  const { events } = await payeeEventsOf(command.trx, command.planId, line.participantId);
  const paidTo = line.paidTo ?? guardianOn(events, ref, line.paidOn);
  return generate(command, {
    participantId: line.participantId,
    kind: 'paymentNotice',
    date: command.today,
    addressee: await payeeAddressee(command.trx, command.planId, line.participantId, {
      ref,
      name,
      paidTo,
      day: command.today,
    }),
    body: {
      runId,
      lineNo: String(lineNo),
      payee: name,
      benefit: line.benefit,
      account: line.account,
      paidOn: line.paidOn,
      paymentDate: line.paymentDate,
      gross: line.gross,
      withheld: line.withheld ?? '0.00',
      net: line.net ?? line.gross,
      ...(paidTo
        ? { capacity: paidTo.capacity, courtOrder: paidTo.courtOrder ?? 'none (a parent)' }
        : {}),
    },
  });
}

/** Plan 11.1-11.4, 12.4: a notice of where a claim stands and its next deadline. */
export async function claimNotice(
  command: CommandContext,
  participantId: string,
  claimId: string,
): Promise<NoticeDocument> {
  await requireParticipant(command.trx, command.planId, participantId);
  const result = await evaluateParticipant(command.trx, command.planId, participantId, {
    asOf: command.today,
  });
  const claim = result.claims.find((c) => c.id === claimId);
  if (!claim) throw new Problem('not_found', { field: 'claimId' });
  const facts = await listFacts(command.trx, { planId: command.planId, participantId });
  const filed = facts.find(
    (f) => f.type === 'claim' && (f.event as { id?: string; action?: string }).id === claimId,
  );
  const next = claim.decisionDue
    ? `the Committee decides by ${claim.decisionDue} (11.2)`
    : claim.appealBy
      ? `you may appeal in writing by ${claim.appealBy} (11.3)`
      : claim.reviewDue
        ? `the Committee decides on review by ${claim.reviewDue} (11.4)`
        : claim.suitBy
          ? `a civil action may be brought by ${claim.suitBy} (11.5)`
          : 'none: the claim is closed';
  return generate(command, {
    participantId,
    kind: 'claimNotice',
    date: command.today,
    addressee: await participantAddressee(
      command.trx,
      command.planId,
      participantId,
      command.today,
    ),
    body: {
      claimId,
      status: claim.status,
      filedOn: filed?.effectiveDate ?? 'not recorded',
      nextStep: next,
    },
  });
}
