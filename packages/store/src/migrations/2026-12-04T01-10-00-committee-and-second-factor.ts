// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { sql, type Kysely } from 'kysely';
import {
  isPostgres,
  keyText,
  primaryKey,
  trackTrigger,
} from './2026-12-03T23-00-00-append-only.js';

// Issue "People, payees and security" 4 and 5 (SECURITY.md "Who may approve", "Sign-in"):
// - committee_members: Plan 8.1's register, a member's term per row (appointed on, ended on and
//   why); approval rights follow membership on the day of the approval. An appointment is
//   prepared by one person and approved by another.
// - company_decisions: a Change in Control, a plan termination or a Key Employee list, prepared
//   by one Committee member and recorded only once another approves it.
// - second_factors: a TOTP secret (RFC 6238) per account, confirmed once, with the last time
//   step accepted (a code is good once).
// - sessions get a public id (to list and revoke them), where they came from, and whether they
//   may only enrol a second factor; known_addresses, where each account signed in from (sign-in
//   throttling on the account as a whole spares them).
// The three new tables record rights: they are sealed like the others. Committee accounts
// already approved become members of their plans' Committees from the day they were created,
// so that a record keeps its approvers; those rows are marked for re-anchoring (outside = 2).

const sealed = ['committee_members', 'company_decisions', 'second_factors'];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await createCommittee(db);
  await db.schema
    .createTable('company_decisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    // 'changeInControl' | 'planTermination' | 'keyEmployeeList'
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON: what the preparer asked for (the route's body).
    .addColumn('payload', 'text', (c) => c.notNull())
    // 'prepared' | 'approved'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('prepared_by', 'text', (c) => c.notNull())
    .addColumn('prepared_at', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'text')
    .execute();
  await db.schema
    .createTable('second_factors')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    // Base32, as authenticator apps take it.
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    // The last 30-second step a code was accepted for: a code is good once (RFC 6238 5.2).
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sessions').addColumn('id', 'text').execute();
  await sql`update sessions set id = substr(token_hash, 1, 24)`.execute(db);
  for (const [column, value] of [
    ['address', ''],
    ['user_agent', ''],
  ] as const)
    await db.schema
      .alterTable('sessions')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(value))
      .execute();
  // 1: a staff session without a second factor where one is required: it may only enrol one.
  await db.schema
    .alterTable('sessions')
    .addColumn('enrol_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sessions_id_idx').on('sessions').column('id').execute();
  // Addresses an account signed in from: a guesser spread over many addresses is slowed on the
  // account as a whole, but not the rightful user coming from where he signed in before.
  await db.schema
    .createTable('known_addresses')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('known_addresses_pk', ['username', 'address'])
    .execute();
  await db.schema
    .createIndex('login_failures_username_idx')
    .on('login_failures')
    .columns(['username', 'failed_at'])
    .execute();
  for (const table of sealed) await trackTrigger(db, postgres, table, [await key(db, table)]);
  await sql`insert into audit_pending (tbl, row_key, outside)
    select 'committee_members', ${keyText(postgres, ['id'], '')}, 2 from committee_members`.execute(
    db,
  );
}

async function key(db: Kysely<any>, table: string): Promise<string> {
  const [column] = await primaryKey(db, isPostgres(db), table);
  if (!column) throw new Error(`assertion: ${table} has a primary key`);
  return column;
}

async function createCommittee(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('committee_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    // The person (users.person_id) and the account the appointment names.
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('appointed_on', 'text', (c) => c.notNull())
    // The writing: who appointed him and how (8.1).
    .addColumn('instrument', 'text', (c) => c.notNull())
    // 'prepared' | 'approved'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('prepared_by', 'text', (c) => c.notNull())
    .addColumn('prepared_at', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'text')
    // A term ends on the day he resigned, was removed or left employment: not a member that day.
    .addColumn('ended_on', 'text')
    // 'resigned' | 'removed' | 'employmentEnded'
    .addColumn('end_reason', 'text')
    .addColumn('ended_by', 'text')
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema
    .createIndex('committee_members_plan_idx')
    .on('committee_members')
    .columns(['plan_id', 'person_id'])
    .execute();
  // Committee accounts that may sign in: members of their plans' Committees since they were made.
  await sql`insert into committee_members (id, plan_id, person_id, user_id, appointed_on,
      instrument, status, prepared_by, prepared_at, approved_by, approved_at)
    select 'M-' || u.id || '-' || p.plan_id, p.plan_id, coalesce(u.person_id, u.id), u.id,
      substr(u.created_at, 1, 10), 'a Committee account before the register was kept',
      'approved', 'migration', u.created_at, 'migration', u.created_at
    from users u join user_plans p on p.user_id = u.id
    where u.role = 'committee' and u.disabled = 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_failures_username_idx').execute();
  await db.schema.dropTable('known_addresses').execute();
  await db.schema.dropIndex('sessions_id_idx').execute();
  for (const column of ['enrol_only', 'user_agent', 'address', 'id'])
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  for (const table of ['second_factors', 'company_decisions', 'committee_members'])
    await db.schema.dropTable(table).execute();
}
