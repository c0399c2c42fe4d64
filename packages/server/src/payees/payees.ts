import {
  deathBenefitPayees,
  type BeneficiaryDesignation,
  type DeathBenefitPayee,
  type Guardian,
  type PayeeBook,
  type PayeeEvent,
  type Survivors,
} from '@defcomp/domain';
import {
  listDesignations,
  listFacts,
  listParticipantRecords,
  listParticipants,
  listPayeeEvents,
  listRecordApprovals,
  type Database,
  type DesignationRow,
  type PayeeEventRow,
  type RecordApproval,
} from '@defcomp/store';
import type { Kysely } from 'kysely';
import { inForce, recordAsOf } from '../records/index.js';

// Issue 11 item 3, Plan 5.4, 12.10, 12.11: what the record says of each participant's payees,
// as the domain's payee lines read it (payee-lines.ts): names, who takes a Death Benefit, and
// the payee events with their approvals.

const asDomain = (row: DesignationRow): BeneficiaryDesignation => ({
  filedOn: row.filedOn,
  primary: row.primary.map((b) => ({
    name: b.name,
    pct: b.pct,
    ...(b.diedOn ? { diedOn: b.diedOn } : {}),
  })),
  contingent: row.contingent.map((b) => ({
    name: b.name,
    pct: b.pct,
    ...(b.diedOn ? { diedOn: b.diedOn } : {}),
  })),
});

/** The day the participant died (a death fact dated by today), or null. */
export async function deathOf(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
  today: string,
): Promise<string | null> {
  const facts = await listFacts(db, { planId, participantId });
  return facts.find((f) => f.type === 'death' && f.effectiveDate <= today)?.effectiveDate ?? null;
}

/**
 * Plan 1.2-1.3, 1.34, 5.4: who takes the Death Benefit of a participant who died on `diedOn`:
 * the designation in force that day (a form recorded by staff once approved), else the Spouse of
 * record that day, else the estate (as GET …/beneficiaries answers it).
 */
export async function deathPayeesOf(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
  diedOn: string,
): Promise<readonly DeathBenefitPayee[]> {
  const approvals = await listRecordApprovals(db, planId, participantId);
  const rows = (await listDesignations(db, planId, participantId)).filter((r) =>
    inForce(r, approvals),
  );
  const spouse = recordAsOf(await listParticipantRecords(db, planId, participantId), diedOn)
    .spouse as Survivors['spouse'] | null | undefined;
  return deathBenefitPayees(rows.map(asDomain), diedOn, spouse ? { spouse } : {});
}

/** A payee event as the domain folds it: a found or guardian counts once approved. */
export function domainPayeeEvent(
  row: PayeeEventRow,
  approvals: ReadonlyMap<string, RecordApproval>,
): PayeeEvent {
  return {
    id: row.id,
    seq: row.seq,
    payee: row.payee,
    kind: row.kind,
    on: row.on,
    approved: inForce(row, approvals),
    ...(row.kind === 'guardian' ? { guardian: row.body.guardian as Guardian } : {}),
    ...(typeof row.body.basis === 'string' ? { basis: row.body.basis } : {}),
  };
}

/** A participant's payee events, with their approval, as the domain reads them. */
export async function payeeEventsOf(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
): Promise<{
  rows: PayeeEventRow[];
  events: PayeeEvent[];
  approvals: Map<string, RecordApproval>;
}> {
  const rows = await listPayeeEvents(db, planId, participantId);
  const approvals = await listRecordApprovals(db, planId, participantId);
  return { rows, events: rows.map((r) => domainPayeeEvent(r, approvals)), approvals };
}

/**
 * The payee book of the participants a run concerns: each one's name, payee events and, for
 * those with a payment to the Beneficiary, who takes the Death Benefit.
 */
export async function payeeBook(
  db: Kysely<Database>,
  planId: string,
  concerned: { participantIds: readonly string[]; deceased: readonly string[] },
): Promise<PayeeBook> {
  const names = new Map((await listParticipants(db, planId)).map((p) => [p.id, p.name]));
  const events = new Map<string, PayeeEvent[]>();
  for (const id of new Set(concerned.participantIds))
    events.set(id, (await payeeEventsOf(db, planId, id)).events);
  const deathPayees = new Map<string, readonly DeathBenefitPayee[]>();
  for (const id of new Set(concerned.deceased)) {
    const diedOn = await deathOf(db, planId, id, '9999-12-31');
    if (diedOn) deathPayees.set(id, await deathPayeesOf(db, planId, id, diedOn));
  }
  return { names, events, deathPayees };
}
