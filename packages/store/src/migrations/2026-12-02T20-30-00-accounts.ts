// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { sql, type Kysely } from 'kysely';

// Accounts (issue 11): every user belongs to a person, so that segregation of duties compares
// people, not usernames; an approving role waits for a second person's approval (role_grants);
// failed sign-ins are counted per address too.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('person_id', 'text').execute();
  // Until now each account was its own person.
  await sql`update users set person_id = id`.execute(db);
  await db.schema
    .createTable('role_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    // 'pending' | 'approved'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'text')
    .execute();
  await db.schema
    .alterTable('login_failures')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('login_failures_address_idx')
    .on('login_failures')
    .columns(['address', 'failed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_failures_address_idx').execute();
  await db.schema.alterTable('login_failures').dropColumn('address').execute();
  await db.schema.dropTable('role_grants').execute();
  await db.schema.alterTable('users').dropColumn('person_id').execute();
}
