import { sql, type Kysely } from 'kysely';
import { isPostgres } from './audit-seal.js';
import type { Database, NoticeDeliveryTable, NoticeDocumentTable } from './schema.js';

// Plan 12.4-12.5: notices generated for a participant (or payee), addressed to the address of
// record, with their delivery log. Append-only (ARCHITECTURE.md "Payees and notices").

export type NoticeKind =
  'enrollmentWindow' | 'electionConfirmation' | 'paymentNotice' | 'claimNotice';

export type DeliveryStatus = 'generated' | 'sent' | 'returned';

export interface NoticeDelivery {
  seq: number;
  status: DeliveryStatus;
  channel: 'mail' | 'email' | null;
  note: string | null;
  at: string;
  by: string;
}

export interface NoticeAddressee {
  /** Who the notice is to (the participant, a beneficiary, or a guardian on a payee's behalf). */
  name: string;
  /** 12.11: the payee a guardian receives it for. */
  onBehalfOf: string | null;
  /** The address of record on the day (12.5: the last known address); null when none is known. */
  address: Record<string, string> | null;
  email: string | null;
}

export interface NoticeDocument {
  id: string;
  planId: string;
  participantId: string;
  kind: NoticeKind;
  outboxId: string | null;
  date: string;
  addressee: NoticeAddressee;
  body: Record<string, unknown>;
  generatedAt: string;
  generatedBy: string;
  deliveries: NoticeDelivery[];
  /** The last delivery's status. */
  status: DeliveryStatus;
}

export async function addNoticeDocument(
  db: Kysely<Database>,
  notice: Omit<NoticeDocument, 'deliveries' | 'status'>,
): Promise<void> {
  await db
    .insertInto('notice_documents')
    .values({
      id: notice.id,
      plan_id: notice.planId,
      participant_id: notice.participantId,
      kind: notice.kind,
      outbox_id: notice.outboxId,
      date: notice.date,
      addressee: JSON.stringify(notice.addressee),
      body: JSON.stringify(notice.body),
      generated_at: notice.generatedAt,
      generated_by: notice.generatedBy,
    })
    .execute();
  await appendNoticeDelivery(db, notice, {
    status: 'generated',
    channel: null,
    note: null,
    at: notice.generatedAt,
    by: notice.generatedBy,
  });
}

export async function appendNoticeDelivery(
  db: Kysely<Database>,
  notice: { id: string; planId: string },
  delivery: Omit<NoticeDelivery, 'seq'>,
): Promise<void> {
  const last = await db
    .selectFrom('notice_deliveries')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('notice_id', '=', notice.id)
    .executeTakeFirst();
  await db
    .insertInto('notice_deliveries')
    .values({
      notice_id: notice.id,
      seq: Number(last?.seq ?? 0) + 1,
      plan_id: notice.planId,
      status: delivery.status,
      channel: delivery.channel,
      note: delivery.note,
      at: delivery.at,
      actor: delivery.by,
    })
    .execute();
}

/** The register: the plan's notices (one participant's if given), oldest first. */
export async function listNoticeDocuments(
  db: Kysely<Database>,
  planId: string,
  participantId?: string,
): Promise<NoticeDocument[]> {
  let select = db
    .selectFrom('notice_documents')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('generated_at')
    .orderBy('id');
  if (participantId !== undefined) select = select.where('participant_id', '=', participantId);
  const rows = await select.execute();
  // The deliveries of these notices only (a participant's register is not the plan's log).
  let deliveries = db
    .selectFrom('notice_deliveries')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('notice_id')
    .orderBy('seq');
  if (participantId !== undefined)
    deliveries = deliveries.where('notice_id', 'in', (eb) =>
      eb
        .selectFrom('notice_documents')
        .select('id')
        .where('plan_id', '=', planId)
        .where('participant_id', '=', participantId),
    );
  return withDeliveries(rows, await deliveries.execute());
}

/** One notice with its delivery log: its own rows, not the plan's register. */
export async function getNoticeDocument(
  db: Kysely<Database>,
  planId: string,
  id: string,
): Promise<NoticeDocument | undefined> {
  const row = await db
    .selectFrom('notice_documents')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const deliveries = await db
    .selectFrom('notice_deliveries')
    .selectAll()
    .where('notice_id', '=', id)
    .orderBy('seq')
    .execute();
  return withDeliveries([row], deliveries)[0];
}

function withDeliveries(
  rows: readonly NoticeDocumentTable[],
  deliveries: readonly NoticeDeliveryTable[],
): NoticeDocument[] {
  const byNotice = new Map<string, NoticeDelivery[]>();
  for (const d of deliveries)
    byNotice.set(d.notice_id, [...(byNotice.get(d.notice_id) ?? []), toDelivery(d)]);
  return rows.map((r) => toNotice(r, byNotice.get(r.id) ?? []));
}

/** A notice whose last delivery came back (12.10), and when its addressee was last reached. */
export interface ReturnedNoticeDelivery {
  id: string;
  participantId: string;
  kind: string;
  /** The addressee's name: a guardian's or beneficiary's address is not the participant's. */
  addressee: string;
  returnedAt: string;
  /** The latest notice to the same participant and addressee whose last delivery is sent. */
  addresseeLastSentAt: string | null;
}

/**
 * Plan 12.5, 12.10: the plan's (or one participant's) notices whose last delivery is `returned`,
 * each with its addressee's last delivery that reached him, in one query: each notice's last
 * delivery is found by the delivery log's key (notice_id, seq), never by reading the plan's log.
 */
export async function returnedNoticeDeliveries(
  db: Kysely<Database>,
  planId: string,
  participantId?: string,
): Promise<ReturnedNoticeDelivery[]> {
  const rows = await db
    .with('last', (qb) => {
      let last = qb
        .selectFrom('notice_documents as n')
        .innerJoin('notice_deliveries as d', 'd.notice_id', 'n.id')
        .select(['n.id', 'n.participant_id', 'n.kind', 'd.status', 'd.at'])
        .select(addresseeName(db).as('addressee'))
        .where('n.plan_id', '=', planId)
        .where('d.seq', '=', (eb) =>
          eb
            .selectFrom('notice_deliveries as x')
            .select((x) => x.fn.max('x.seq').as('seq'))
            .whereRef('x.notice_id', '=', 'n.id'),
        );
      if (participantId !== undefined) last = last.where('n.participant_id', '=', participantId);
      return last;
    })
    .selectFrom('last as r')
    .select(['r.id', 'r.participant_id', 'r.kind', 'r.addressee', 'r.at'])
    .select((eb) =>
      eb
        .selectFrom('last as s')
        .select((s) => s.fn.max('s.at').as('at'))
        .where('s.status', '=', 'sent')
        .whereRef('s.participant_id', '=', 'r.participant_id')
        .whereRef('s.addressee', '=', 'r.addressee')
        .as('sent_at'),
    )
    .where('r.status', '=', 'returned')
    .orderBy('r.at')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    participantId: r.participant_id,
    kind: r.kind,
    addressee: r.addressee,
    returnedAt: r.at,
    addresseeLastSentAt: r.sent_at ?? null,
  }));
}

/** The addressee's name from the notice's addressee JSON (text on both databases). */
const addresseeName = (db: Kysely<Database>) =>
  isPostgres(db)
    ? sql<string>`(n.addressee::json ->> 'name')`
    : sql<string>`json_extract(n.addressee, '$.name')`;

/** The outbox rows (the tick's `notices`) that have a notice document already. */
export async function generatedOutboxIds(
  db: Kysely<Database>,
  planId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('notice_documents')
    .select('outbox_id')
    .where('plan_id', '=', planId)
    .where('outbox_id', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.outbox_id!));
}

const toDelivery = (d: NoticeDeliveryTable): NoticeDelivery => ({
  seq: Number(d.seq),
  status: d.status as DeliveryStatus,
  channel: d.channel as NoticeDelivery['channel'],
  note: d.note,
  at: d.at,
  by: d.actor,
});

const toNotice = (r: NoticeDocumentTable, deliveries: NoticeDelivery[]): NoticeDocument => ({
  id: r.id,
  planId: r.plan_id,
  participantId: r.participant_id,
  kind: r.kind as NoticeKind,
  outboxId: r.outbox_id,
  date: r.date,
  addressee: JSON.parse(r.addressee) as NoticeAddressee,
  body: JSON.parse(r.body) as Record<string, unknown>,
  generatedAt: r.generated_at,
  generatedBy: r.generated_by,
  deliveries,
  status: deliveries.at(-1)?.status ?? 'generated',
});
