// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import type { Kysely } from 'kysely';

// Issue 22 item 7: a plan's notices register reads its delivery log by plan (12.4-12.5). The
// log's key (notice_id, seq) finds a notice's last delivery, but nothing found a plan's rows:
// the register read every plan's deliveries. An index only: the sealed rows are unchanged.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('notice_deliveries_plan')
    .on('notice_deliveries')
    .columns(['plan_id', 'notice_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notice_deliveries_plan').execute();
}
