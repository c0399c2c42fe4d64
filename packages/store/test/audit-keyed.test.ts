import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as appendOnly from '../src/migrations/2026-12-03T23-00-00-append-only.js';
import * as sealAmendments from '../src/migrations/2026-12-04T01-00-00-seal-amendments.js';
import {
  anchorAudit,
  appendAudit,
  auditHash,
  checkpointProblem,
  currentAuditKey,
  genesisHash,
  inTransaction,
  openTestStore,
  primaryKeyOf,
  resolveAuditKey,
  sealedTables,
  takeAuditCheckpoint,
  testDialects,
  useAuditKey,
  verifyAuditLog,
  type Store,
} from '../src/index.js';

const at = '2025-01-02T12:00:00.000Z';

for (const dialect of await testDialects()) {
  describe(`keyed audit chain on ${dialect}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await openTestStore(dialect);
    });
    afterEach(async () => store.close());

    it('tracks every sealed table with triggers (the migration keeps its own list)', async () => {
      for (const table of sealedTables) {
        if ((await primaryKeyOf(store.db, table)).length === 0) continue; // not on this record
        const names = await triggerNames(store, table);
        expect(
          names.some((n) => n.startsWith(`${table}_audit`)),
          table,
        ).toBe(true);
      }
    });

    it('anchors a record kept before the chain was keyed; its plain rows still verify', async () => {
      await appendOnly.down(store.db);
      await writeLegacyRecord(store);
      await appendOnly.up(store.db);
      expect(await verifyAuditLog(store.db)).toMatchObject({
        ok: false,
        problem: 'plans row edcp written outside the audit',
      });
      expect(await anchorAudit(store.db, at)).toBe(3);
      expect(await anchorAudit(store.db, at)).toBeNull();
      expect(await verifyAuditLog(store.db)).toEqual({ ok: true, rows: 3 });
      await inTransaction(store, (trx) =>
        appendAudit(trx, { at, actor: 'u1', action: 'x', entity: 'plan', entityId: 'edcp' }),
      );
      expect(await verifyAuditLog(store.db)).toEqual({ ok: true, rows: 4 });
    });

    it('seals plan amendments: rows kept before their migration are anchored once, under the key', async () => {
      await sealAmendments.down(store.db);
      const plan = { id: 'edcp', name: 'EDCP', publicly_traded: 1, recorded_at: at };
      const amendment = {
        id: 'A1',
        plan_id: 'edcp',
        effective_date: '2026-01-01',
        label: 'CIC window',
        parameters: '{"cicWindowMonths":12}',
        adopted_by: 'committee',
        consents: '[]',
        status: 'approved',
        prepared_by: 'c1',
        prepared_at: at,
        approved_by: 'c2',
        approved_at: at,
      };
      await inTransaction(store, async (trx) => {
        await trx.insertInto('plans').values(plan).execute();
        await trx.insertInto('plan_amendments').values(amendment).execute();
        await appendAudit(trx, { at, actor: 'c2', action: 'x', entity: 'plan', entityId: 'edcp' });
      });
      await sealAmendments.up(store.db);
      expect(await verifyAuditLog(store.db)).toMatchObject({
        ok: false,
        problem: 'plan_amendments row A1 written outside the audit',
      });
      expect(await anchorAudit(store.db, at)).toBe(2);
      expect(await anchorAudit(store.db, at)).toBeNull();
      expect(await verifyAuditLog(store.db)).toEqual({ ok: true, rows: 2 });
      // From now on an amendment written by SQL is caught.
      await sql`update plan_amendments set approved_by = 'c1'`.execute(store.db);
      expect(await verifyAuditLog(store.db)).toMatchObject({
        problem: 'plan_amendments row A1 changed outside the audit',
      });
      // And a forged re-anchor mark is no laundering once a command has run.
      await sql`insert into audit_pending (tbl, row_key, outside) values ('plan_amendments', 'A1', 2)`.execute(
        store.db,
      );
      await inTransaction(store, (trx) =>
        appendAudit(trx, { at, actor: 'c2', action: 'x', entity: 'plan', entityId: 'edcp' }),
      );
      expect(await anchorAudit(store.db, at)).toBeNull();
      expect(await verifyAuditLog(store.db)).toMatchObject({
        problem: 'plan_amendments row A1 written outside the audit',
      });
    });

    it('refuses a transaction that writes a sealed table and audits nothing', async () => {
      await inTransaction(store, (trx) =>
        appendAudit(trx, { at, actor: 'u1', action: 'x', entity: 'plan', entityId: 'edcp' }),
      );
      const plan = { id: 'edcp', name: 'EDCP', publicly_traded: 1, recorded_at: at };
      await expect(
        inTransaction(store, (trx) => trx.insertInto('plans').values(plan).execute()),
      ).rejects.toThrow(/assertion: a transaction wrote sealed rows and no audit entry/);
      expect(await verifyAuditLog(store.db)).toEqual({ ok: true, rows: 1 });
    });

    it('signs a checkpoint with the audit key: another key does not verify it', async () => {
      await inTransaction(store, (trx) =>
        appendAudit(trx, { at, actor: 'u1', action: 'x', entity: 'plan', entityId: 'edcp' }),
      );
      const checkpoint = await takeAuditCheckpoint(store.db, at);
      expect(checkpoint).toMatchObject({ seq: 1, rows: 1, at });
      expect(await checkpointProblem(store.db, checkpoint)).toBeNull();
      useAuditKey(Buffer.from('another-key-another-key-another-key-0000'));
      try {
        expect(await checkpointProblem(store.db, checkpoint)).toMatch(/MAC is wrong/);
        expect(await verifyAuditLog(store.db)).toMatchObject({ ok: false, seq: 1 });
      } finally {
        useAuditKey(undefined);
      }
    });
  });
}

/** A record as the plain chain kept it: a plan and two rows hashed with SHA-256, no key. */
async function writeLegacyRecord(store: Store): Promise<void> {
  await store.db
    .insertInto('plans')
    .values({ id: 'edcp', name: 'EDCP', publicly_traded: 1, recorded_at: at })
    .execute();
  let prev = genesisHash;
  for (const seq of [1, 2]) {
    const row = {
      seq,
      at,
      actor: 'system',
      action: 'plan.created',
      entity: 'plan',
      entity_id: 'edcp',
      reason: null,
      before: null,
      after: null,
    };
    const hash = auditHash(prev, row);
    await store.db
      .insertInto('audit_log')
      .values({ ...row, prev_hash: prev, hash })
      .execute();
    prev = hash;
  }
  await store.db.insertInto('audit_head').values({ id: 1, seq: 2, hash: prev }).execute();
}

async function triggerNames(store: Store, table: string): Promise<string[]> {
  const rows =
    store.dialect === 'postgres'
      ? await sql<{ name: string }>`select tgname as name from pg_trigger
          where tgrelid = to_regclass(${table}) and not tgisinternal`.execute(store.db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'trigger' and tbl_name = ${table}`.execute(store.db);
  return rows.rows.map((r) => r.name);
}

describe('the audit key, kept outside the database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'defcomp-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => vi.unstubAllEnvs());
  const none = { DEFCOMP_AUDIT_KEY: '', DEFCOMP_AUDIT_KEY_FILE: '' };

  it('is created once beside an embedded record, readable by its owner only', () => {
    const databaseFile = join(dir, 'record.sqlite');
    const first = resolveAuditKey({ databaseFile, create: true, env: none });
    expect(first?.created).toBe(`${databaseFile}.audit-key`);
    expect(statSync(`${databaseFile}.audit-key`).mode & 0o777).toBe(0o600);
    const again = resolveAuditKey({ databaseFile, create: true, env: none });
    expect(again).toEqual({ key: first?.key });
    expect(resolveAuditKey({ databaseFile: join(dir, 'other.sqlite'), env: none })).toBeUndefined();
  });

  it('comes from --audit-key, then DEFCOMP_AUDIT_KEY, then DEFCOMP_AUDIT_KEY_FILE', () => {
    const file = join(dir, 'record.sqlite.audit-key');
    const fromFile = readFileSync(file, 'utf8').trim();
    const env = { DEFCOMP_AUDIT_KEY: 'k'.repeat(32), DEFCOMP_AUDIT_KEY_FILE: file };
    expect(resolveAuditKey({ file, env })?.key.toString()).toBe(fromFile);
    expect(resolveAuditKey({ env })?.key.toString()).toBe('k'.repeat(32));
    expect(resolveAuditKey({ env: { DEFCOMP_AUDIT_KEY_FILE: file } })?.key.toString()).toBe(
      fromFile,
    );
    expect(() => resolveAuditKey({ env: { DEFCOMP_AUDIT_KEY: 'short' } })).toThrow(/32/);
  });

  it('must be configured before anything is audited', () => {
    vi.stubEnv('DEFCOMP_AUDIT_KEY', '');
    expect(() => currentAuditKey()).toThrow(/no audit key/);
  });
});
