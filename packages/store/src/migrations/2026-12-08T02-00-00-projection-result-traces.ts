// Frozen in time: this migration never imports application code and never changes once released.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen: Kysely<any>, never the app's types. */
import type { Kysely } from 'kysely';

// Issue 23 item 3: a statement is read, not computed, and without its traces unless asked. A
// projection's `result` held every deferral's and company credit's trace, about half its
// 60-200 KB, which every statement read and parsed. From this migration a build writes the
// result without them and `traces` beside it: {"deferrals": [trace | null, ...],
// "companyCredits": [...]}, in the result's order. A row built before has `traces` null and its
// traces still in `result` (readers take either; the next rebuild splits it). Derived data: not
// sealed by the audit, like the rest of the projection.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projections').addColumn('traces', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projections').dropColumn('traces').execute();
}
