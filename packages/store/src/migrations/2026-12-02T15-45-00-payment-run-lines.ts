// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import type { Kysely } from 'kysely';

// Payment runs that pay (Plan Article V, 8.3, 5.10): one row per payment with its gross,
// federal withholding, net and the date it was paid. A run prepared before this migration
// kept its payments as JSON; they become lines whose withholding is unknown (null) and whose
// installment is unknown (`?` in the key), so that an approved one is never listed again.

export async function up(db: Kysely<any>): Promise<void> {
  await addRunColumns(db);
  await db.schema
    .createTable('payment_run_lines')
    .addColumn('run_id', 'text', (c) => c.notNull().references('payment_runs.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('payment_key', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull().references('participants.id'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('benefit', 'text', (c) => c.notNull())
    .addColumn('payee', 'text', (c) => c.notNull())
    .addColumn('installment', 'text')
    .addColumn('payment_date', 'text', (c) => c.notNull())
    .addColumn('valued_at', 'text')
    .addColumn('on_time_through', 'text')
    .addColumn('gross', 'text', (c) => c.notNull())
    .addColumn('withheld', 'text')
    .addColumn('net', 'text')
    .addColumn('withholding_year', 'integer')
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('trace', 'text', (c) => c.notNull())
    .addColumn('paid_on', 'text')
    .addColumn('late', 'integer')
    // Set to payment_key when the run is approved: the database itself refuses to pay twice.
    .addColumn('paid_key', 'text', (c) => c.unique())
    .addPrimaryKeyConstraint('payment_run_lines_pk', ['run_id', 'line_no'])
    .execute();
  await db.schema
    .createIndex('payment_run_lines_key_idx')
    .on('payment_run_lines')
    .column('payment_key')
    .execute();
  await moveLegacyPayments(db);
  await db.schema.alterTable('payment_runs').dropColumn('payments').execute();
}

async function addRunColumns(db: Kysely<any>): Promise<void> {
  // One statement per column: SQLite adds one column at a time.
  await db.schema
    .alterTable('payment_runs')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('general'))
    .execute();
  for (const column of ['total_withheld', 'total_net', 'cancelled_by', 'cancelled_at'])
    await db.schema.alterTable('payment_runs').addColumn(column, 'text').execute();
}

interface LegacyPayment {
  participantId: string;
  date: string;
  account: string;
  benefit: string;
  amount: string;
  payee: string;
  rules: string[];
}

async function moveLegacyPayments(db: Kysely<any>): Promise<void> {
  const runs = await db
    .selectFrom('payment_runs')
    .select(['id', 'status', 'approved_at', 'payments'])
    .orderBy('id')
    .execute();
  for (const run of runs) {
    const payments = JSON.parse(String(run.payments)) as LegacyPayment[];
    const approved = run.status === 'approved';
    for (const [i, p] of payments.entries()) {
      const key = [p.participantId, p.account, p.benefit, p.date, '?'].join('|');
      await db
        .insertInto('payment_run_lines')
        .values({
          run_id: run.id,
          line_no: i + 1,
          payment_key: key,
          participant_id: p.participantId,
          account: p.account,
          benefit: p.benefit,
          payee: p.payee,
          payment_date: p.date,
          gross: p.amount,
          rules: JSON.stringify(p.rules),
          trace: JSON.stringify({ legacy: 'prepared before withholding was computed' }),
          paid_on: approved ? String(run.approved_at).slice(0, 10) : null,
          paid_key: approved ? key : null,
        })
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment_runs')
    .addColumn('payments', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.dropTable('payment_run_lines').execute();
  for (const column of ['cancelled_at', 'cancelled_by', 'total_net', 'total_withheld', 'source'])
    await db.schema.alterTable('payment_runs').dropColumn(column).execute();
}
