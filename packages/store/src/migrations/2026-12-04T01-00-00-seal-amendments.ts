// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import { sql, type Kysely } from 'kysely';
import {
  isPostgres,
  keyText,
  primaryKey,
  trackTrigger,
} from './2026-12-03T23-00-00-append-only.js';

// Plan amendments (9.2) record rights: an amendment inserted or approved by SQL changes the
// plan's terms. Migration append-only did not track plan_amendments; from here its writes are
// sealed like every other table that records money or rights (SECURITY.md "The audit").
// Its rows written before this migration are marked for re-anchoring (outside = 2): the next
// `defcomp serve` start seals them under the key (`audit.anchored`), before any command runs.

const table = 'plan_amendments';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const key = await primaryKey(db, postgres, table);
  await trackTrigger(db, postgres, table, key);
  await sql`insert into audit_pending (tbl, row_key, outside)
    select ${table}, ${keyText(postgres, key, '')}, 2 from ${sql.table(table)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger plan_amendments_audit_pending on plan_amendments`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete'])
    await sql`drop trigger ${sql.raw(`${table}_audit_${event}`)}`.execute(db);
}
