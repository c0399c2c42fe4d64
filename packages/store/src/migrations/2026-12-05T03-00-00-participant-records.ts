// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import type { Kysely } from 'kysely';
import {
  isPostgres,
  trackTrigger,
  refuseTrigger as refuse,
} from './2026-12-03T23-00-00-append-only.js';

// Issue 11 items 1 and 2 (ARCHITECTURE.md "Participant records and beneficiaries"):
// - participant_records: each change of a participant's record (name, addresses, email, phone,
//   employer, payroll id, spouse, tax id, bank account), dated, with who and why: append-only;
// - beneficiary_designations: each designation filed (Plan 1.2-1.3), dated: append-only;
// - record_approvals: the second person's approval of a change that moves money or rights (a
//   bank account recorded by staff, a designation form recorded by staff): until approved, the
//   change is in the history but not in force. One approval per change: append-only;
// - encrypted_values: the tax identification numbers and bank accounts those rows name,
//   AES-256-GCM under a key kept outside the database (key id beside the ciphertext). A value is
//   never deleted; key rotation re-encrypts it in place (an update, sealed like any write).
// All three are sealed in the audit chain (audit-seal.ts).

const appendOnly = ['participant_records', 'beneficiary_designations', 'record_approvals'];
const sealed = [
  'participant_records',
  'beneficiary_designations',
  'record_approvals',
  'encrypted_values',
];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('encrypted_values')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    // 'taxId' | 'bankAccount'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    // base64(IV ‖ ciphertext ‖ tag); the row's id is the additional authenticated data.
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('rotated_at', 'text')
    .execute();
  await db.schema
    .createTable('participant_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('participant_id', 'text', (c) => c.notNull())
    // The participant's n-th change: the order recorded, even within one instant.
    .addColumn('seq', 'integer', (c) => c.notNull())
    // The day the change takes effect.
    .addColumn('effective_on', 'text', (c) => c.notNull())
    // JSON: the fields changed; a secret field names its encrypted_values row ({ secret: id }).
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // 1: in force only once another person approves it (record_approvals).
    .addColumn('needs_approval', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('participant_records_idx')
    .on('participant_records')
    .columns(['plan_id', 'participant_id', 'seq'])
    .unique()
    .execute();
  await db.schema
    .createTable('beneficiary_designations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('participant_id', 'text', (c) => c.notNull())
    // The participant's n-th designation: the order filed (1.3: the latest governs).
    .addColumn('seq', 'integer', (c) => c.notNull())
    // The day the Committee received it (1.3: the latest valid one governs).
    .addColumn('filed_on', 'text', (c) => c.notNull())
    // JSON: { primary: [...], contingent: [...] }, each payee's tax id an encrypted_values id.
    .addColumn('body', 'text', (c) => c.notNull())
    // 'participant' (filed by him, dated by the server's clock) | 'staff' (a form recorded).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('needs_approval', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('beneficiary_designations_idx')
    .on('beneficiary_designations')
    .columns(['plan_id', 'participant_id', 'seq'])
    .unique()
    .execute();
  await createApprovals(db);
  for (const table of appendOnly)
    for (const op of ['update', 'delete'] as const) await refuse(db, postgres, table, op);
  await refuse(db, postgres, 'encrypted_values', 'delete');
  if (postgres)
    for (const table of [...appendOnly, 'encrypted_values'])
      await refuse(db, postgres, table, 'truncate');
  for (const table of sealed) await trackTrigger(db, postgres, table, ['id']);
}

async function createApprovals(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_approvals')
    // The approved change's id (a participant_records or beneficiary_designations row).
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text', (c) => c.notNull())
    .addColumn('approved_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'record_approvals',
    'beneficiary_designations',
    'participant_records',
    'encrypted_values',
  ])
    await db.schema.dropTable(table).execute();
}
