import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { auditMac } from './audit-key.js';
import { canonicalJson } from './canonical-json.js';
import type { Database } from './schema.js';

// The keyed chain covers every table that records money or rights. Triggers (migration
// append-only) note each written row's key in audit_pending; the next audit row seals the
// keyed digest of each such row as it now is (null once deleted). Verify recomputes the digests
// from the live tables: an edit, a deletion or an insertion made outside the application has no
// matching seal, and whoever lacks the key cannot write one.

/**
 * The tables verify checks. The migration's triggers track the same list (it is frozen, so it
 * holds its own copy; a test checks that every table here has its triggers).
 */
export const sealedTables = [
  'plans',
  'plan_versions',
  'participants',
  'facts',
  'funds',
  'prices',
  'price_controls',
  'fund_details',
  'users',
  'role_grants',
  'user_plans',
  'pay_imports',
  'pay_lines',
  'payment_runs',
  'payment_run_lines',
  'trust_statements',
  'trust_transactions',
  'emergency_requests',
  'decisions',
  // Migration payments-made: payments made, run events, corrections and their decisions.
  'payments_made',
  'payment_run_events',
  'corrections',
  'correction_decisions',
  // Migration 2026-12-04T01-00-00-seal-amendments.
  'plan_amendments',
  // Migration 2026-12-04T01-10-00-committee-and-second-factor.
  'committee_members',
  'company_decisions',
  'second_factors',
  // Migration 2026-12-05T03-00-00-participant-records.
  'participant_records',
  'beneficiary_designations',
  'record_approvals',
  'encrypted_values',
  // Migration 2026-12-05T02-30-00-fund-closures (7.3).
  'fund_closures',
  'fund_closure_approvals',
  'fund_closure_withdrawals',
  // Migration 2026-12-06T00-00-00-payees-and-notices (12.4-12.5, 12.10, 12.11, issue 11 item 3).
  'payee_events',
  'payment_line_payees',
  'notice_documents',
  'notice_deliveries',
  // Migration 2026-12-10T00-00-00-pay-import-answers (issue 23 item 2).
  'pay_import_answers',
] as const;

/**
 * One sealed row: [table, key, keyed digest | null when deleted], and 1 when the row was
 * written outside any audited command (found pending when a later transaction began).
 */
export type Seal = [string, string, string | null] | [string, string, string | null, 1];

/** The key's columns joined as the triggers join them (cast to text, unit separator). */
const keySeparator = '\u001f';

type AnyRow = Record<string, unknown>;

/** The primary key's columns in key order; none when the table is not in this record. */
export async function primaryKeyOf(db: Kysely<Database>, table: string): Promise<string[]> {
  const rows = isPostgres(db)
    ? await sql<{ name: string }>`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = to_regclass(${table}) and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`.execute(db)
    : await sql<{
        name: string;
      }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`.execute(db);
  return rows.rows.map((r) => r.name);
}

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function rowKey(row: AnyRow, key: readonly string[]): string {
  return key.map((column) => String(row[column])).join(keySeparator);
}

/**
 * The row's keyed digest. Values are compared as text (null kept): PostgreSQL answers bigint as
 * text and SQLite as a number, and either way the same row gives the same digest.
 */
export function rowDigest(table: string, row: AnyRow): string {
  const text: Record<string, string | null> = {};
  for (const [column, value] of Object.entries(row))
    text[column] = value === null || value === undefined ? null : String(value);
  return auditMac('data', `${table}\n${canonicalJson(text)}`);
}

/** A part of the pending rows sealed: its seals, and whether more rows are pending after it. */
export interface SealPart {
  seals: Seal[];
  more: boolean;
}

/**
 * Seals the first `limit` rows pending (by the order they were written) and empties what it
 * sealed (only that). A command that wrote more is sealed in parts, each its own row of the
 * chain; `outsideSealed` carries across its parts the rows sealed as written outside, so a row
 * pending in two parts keeps that mark in the later seal (verify reads a row's last seal).
 */
export async function sealPending(
  db: Kysely<Database>,
  limit: number,
  outsideSealed: Set<string> = new Set(),
): Promise<SealPart> {
  const read = await db
    .selectFrom('audit_pending')
    .selectAll()
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  const pending = read.slice(0, limit);
  // table -> key -> written outside an audited command
  const byTable = new Map<string, Map<string, boolean>>();
  for (const { tbl, row_key, outside } of pending) {
    const keys = byTable.get(tbl) ?? new Map<string, boolean>();
    const before = keys.get(row_key) ?? outsideSealed.has(tbl + keySeparator + row_key);
    keys.set(row_key, before || Number(outside) === 1);
    byTable.set(tbl, keys);
  }
  const seals: Seal[] = [];
  for (const [table, keys] of byTable) {
    const digests = await digestsOf(db, table, new Set(keys.keys()));
    for (const [key, outside] of keys) {
      const digest = digests.get(key) ?? null;
      if (outside) outsideSealed.add(table + keySeparator + key);
      seals.push(outside ? [table, key, digest, 1] : [table, key, digest]);
    }
  }
  const ids = pending.map((p) => Number(p.id));
  // In chunks: an anchor seals every row of the record at once.
  for (let i = 0; i < ids.length; i += SEAL_BATCH)
    await db
      .deleteFrom('audit_pending')
      .where('id', 'in', ids.slice(i, i + SEAL_BATCH))
      .execute();
  seals.sort((a, b) => compareText(a[0], b[0]) || compareText(a[1], b[1]));
  return { seals, more: read.length > limit };
}

/**
 * Keys read (and pending rows emptied) a statement at a time: memory stays bounded by the batch
 * however many rows a command wrote (a pay file, an anchor), and the values bound by one
 * statement stay well under SQLite's limit.
 */
const SEAL_BATCH = 500;

/** The digests of these rows as they now are (a deleted row has none), read by key in batches. */
async function digestsOf(
  db: Kysely<Database>,
  table: string,
  rowKeys: Set<string>,
): Promise<Map<string, string>> {
  const key = await primaryKeyOf(db, table);
  const digests = new Map<string, string>();
  if (key.length === 0) return digests; // the table is gone: its rows are deleted
  const texts = [...rowKeys];
  for (let i = 0; i < texts.length; i += SEAL_BATCH) {
    const batch = texts.slice(i, i + SEAL_BATCH);
    const found = await sql<AnyRow>`select * from ${sql.table(table)}
      where ${keysMatch(key, batch)}`.execute(db);
    // Keyed as verify keys the live rows (liveDigests): the same row, the same seal.
    for (const row of found.rows) {
      const text = rowKey(row, key);
      if (rowKeys.has(text)) digests.set(text, rowDigest(table, row));
    }
  }
  return digests;
}

/**
 * Rows whose key is one of `texts`: keys that share their leading columns (a pay import's lines)
 * are one `in` list on the last column, so each group reads through the primary key's index.
 */
function keysMatch(key: readonly string[], texts: string[]) {
  const groups = new Map<string, { lead: (string | null)[]; last: (string | null)[] }>();
  for (const text of texts) {
    const values = text.split(keySeparator);
    const lead = key.slice(0, -1).map((_, i) => values[i] ?? null);
    const id = lead.join(keySeparator);
    const group = groups.get(id) ?? { lead, last: [] };
    group.last.push(values[key.length - 1] ?? null);
    groups.set(id, group);
  }
  const lastColumn = sql.ref(key[key.length - 1]!);
  return sql.join(
    [...groups.values()].map(({ lead, last }) =>
      sql.join(
        [
          ...lead.map((value, i) => sql`${sql.ref(key[i]!)} = ${value}`),
          sql`${lastColumn} in (${sql.join(last)})`,
        ],
        sql` and `,
      ),
    ),
    sql` or `,
  );
}

/** Each live row of the table: key -> keyed digest (empty when the table is not here). */
export async function liveDigests(
  db: Kysely<Database>,
  table: string,
): Promise<Map<string, string>> {
  const key = await primaryKeyOf(db, table);
  const digests = new Map<string, string>();
  if (key.length === 0) return digests;
  const rows = await sql<AnyRow>`select * from ${sql.table(table)}`.execute(db);
  for (const row of rows.rows) digests.set(rowKey(row, key), rowDigest(table, row));
  return digests;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
