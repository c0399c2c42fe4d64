// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('publicly_traded', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('plan_versions')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_versions_pk', ['plan_id', 'effective_date'])
    .execute();
  await db.schema
    .createTable('participants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hire_date', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('facts')
    .addColumn('seq', 'integer', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('participant_id', 'text', (c) => c.references('participants.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .execute();
  await db.schema
    .createIndex('facts_participant_idx')
    .on('facts')
    .columns(['participant_id', 'seq'])
    .execute();
  await db.schema
    .createTable('funds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('capital_preservation', 'integer', (c) => c.notNull())
    .addColumn('constant_price', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('prices')
    .addColumn('fund_id', 'text', (c) => c.notNull().references('funds.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('prices_pk', ['fund_id', 'date'])
    .execute();
  await createPeopleTables(db);
  await createWorkflowTables(db);
  await createAuditTables(db);
}

async function createPeopleTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.references('participants.id'))
    .addColumn('disabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_idx')
    .on('login_failures')
    .columns(['username', 'failed_at'])
    .execute();
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}

async function createWorkflowTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pay_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_hash', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text')
    .addColumn('pay_count', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payment_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pay_from', 'text', (c) => c.notNull())
    .addColumn('pay_through', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payments', 'text', (c) => c.notNull())
    .addColumn('total', 'text', (c) => c.notNull())
    .addColumn('prepared_by', 'text', (c) => c.notNull())
    .addColumn('prepared_at', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'text')
    .execute();
  await db.schema
    .createTable('emergency_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('participant_id', 'text', (c) => c.notNull().references('participants.id'))
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('filed_at', 'text', (c) => c.notNull())
    .addColumn('filed_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('decisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull().references('participants.id'))
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('prepared_by', 'text', (c) => c.notNull())
    .addColumn('prepared_at', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('fact_seq', 'integer')
    .execute();
}

async function createAuditTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('seq', 'integer', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('audit_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'audit_head',
    'audit_log',
    'decisions',
    'emergency_requests',
    'payment_runs',
    'pay_imports',
    'idempotency_keys',
    'login_failures',
    'sessions',
    'users',
    'prices',
    'funds',
    'facts',
    'participants',
    'plan_versions',
    'plans',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
