// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import type { Kysely } from 'kysely';
import { isPostgres, refuseTrigger, trackTrigger } from './2026-12-03T23-00-00-append-only.js';

// Issue 11 item 3 and Plan 12.4-12.5, 12.10, 12.11 (ARCHITECTURE.md "Payees and notices"):
// - payee_events: what happened to a payee (the Participant or a beneficiary): suspended as
//   missing, a search tried, found (new address or bank account), a check reported uncashed, a
//   guardian or conservator appointed. A found or a guardian recorded by staff counts once another
//   person approves it (record_approvals, keyed by the event's id);
// - payment_line_payees: who a run's line pays (the payee's name, `participant` or
//   `beneficiary:<name>`) and, under 12.11, the guardian paid on his behalf; a payment made is
//   its line, so it names both too;
// - notice_documents: a notice (12.4-12.5) generated for a participant or payee, addressed to
//   the address of record that day; notice_deliveries: its delivery log (sent, returned).
// Nothing here is ever updated or deleted; all are sealed in the audit chain (audit-seal.ts).

const tables: [string, string[]][] = [
  ['payee_events', ['id']],
  ['payment_line_payees', ['run_id', 'line_no']],
  ['notice_documents', ['id']],
  ['notice_deliveries', ['notice_id', 'seq']],
];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('payee_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    // The participant's n-th payee event: the order recorded.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('payee', 'text', (c) => c.notNull())
    // suspended | search | found | uncashed | guardian
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('on_date', 'text', (c) => c.notNull())
    // JSON: what the kind says (a guardian, an address, a bank account's encrypted_values id).
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('needs_approval', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payee_events_idx')
    .on('payee_events')
    .columns(['plan_id', 'participant_id', 'seq'])
    .unique()
    .execute();
  await db.schema
    .createTable('payment_line_payees')
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('payee_ref', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text', (c) => c.notNull())
    // JSON: the guardian (12.11), or null.
    .addColumn('paid_to', 'text')
    .addPrimaryKeyConstraint('payment_line_payees_pk', ['run_id', 'line_no'])
    .execute();
  await createNotices(db);
  for (const [table, key] of tables) {
    for (const op of ['update', 'delete'] as const) await refuseTrigger(db, postgres, table, op);
    if (postgres) await refuseTrigger(db, postgres, table, 'truncate');
    await trackTrigger(db, postgres, table, key);
  }
}

async function createNotices(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notice_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    // enrollmentWindow | electionConfirmation | paymentNotice | claimNotice
    .addColumn('kind', 'text', (c) => c.notNull())
    // The outbox row (notices) it was made from, when the daily tick recorded it.
    .addColumn('outbox_id', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    // JSON: the addressee and the address of record used.
    .addColumn('addressee', 'text', (c) => c.notNull())
    // JSON: what the notice says (its facts; the words are the dictionary's).
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('generated_at', 'text', (c) => c.notNull())
    .addColumn('generated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notice_documents_idx')
    .on('notice_documents')
    .columns(['plan_id', 'participant_id'])
    .execute();
  await db.schema
    .createIndex('notice_documents_outbox')
    .on('notice_documents')
    .columns(['outbox_id'])
    .unique()
    .execute();
  await db.schema
    .createTable('notice_deliveries')
    .addColumn('notice_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    // generated | sent | returned
    .addColumn('status', 'text', (c) => c.notNull())
    // mail | email, for sent
    .addColumn('channel', 'text')
    .addColumn('note', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_deliveries_pk', ['notice_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of [...tables].reverse()) await db.schema.dropTable(table).execute();
}
