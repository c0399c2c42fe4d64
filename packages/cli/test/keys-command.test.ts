import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock, seedEmptyStore } from '@defcomp/server';
import {
  appendAudit,
  dataKeyFileBeside,
  inTransaction,
  openStore,
  readDataKeyFile,
  readSecrets,
  resolveDataKeyring,
  storeSecret,
  useDataKeyring,
  verifyAuditLog,
} from '@defcomp/store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run as keys } from '../src/commands/keys.js';
import { capture } from './capture.js';

// SECURITY.md "Personal data at rest": the development key beside an embedded record, and
// `defcomp keys rotate` re-encrypting every value under a new key, the old one kept by id.

afterEach(() => {
  vi.unstubAllEnvs();
  useDataKeyring(undefined);
});

async function recordWithSecret(db: string) {
  const store = await openStore({ file: db });
  await seedEmptyStore(store, fixedClock('2025-03-03T15:00:00Z'));
  const ring = resolveDataKeyring({ databaseFile: db, create: true, env: {} })!;
  useDataKeyring(ring);
  const ref = await inTransaction(store, async (trx) => {
    const stored = await storeSecret(trx, {
      planId: 'carmax-edcp',
      kind: 'taxId',
      plain: '123456789',
      at: '2025-03-03T15:00:00Z',
    });
    const entry = { at: '2025-03-03T15:00:00Z', actor: 'test', entity: 'participant' };
    await appendAudit(trx, { ...entry, action: 'participantRecord.changed', entityId: 'P1' });
    return stored;
  });
  await store.close();
  useDataKeyring(undefined);
  return { ring, ref };
}

describe('defcomp keys rotate', () => {
  it('creates a development key beside the record (0600), then rotates it: new key current, old readable by id', async () => {
    vi.stubEnv('DEFCOMP_DATA_KEY', '');
    vi.stubEnv('DEFCOMP_DATA_KEY_FILE', '');
    const db = join(mkdtempSync(join(tmpdir(), 'defcomp-keys-')), 'record.sqlite');
    const { ring, ref } = await recordWithSecret(db);
    const file = dataKeyFileBeside(db);
    expect(ring.created).toBe(file);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readDataKeyFile(file).keys.size).toBe(1);

    const out = await capture(keys, ['rotate', '--db', db]);
    expect(out.code, out.stderr).toBe(0);
    const rotated = readDataKeyFile(file);
    expect(rotated.keys.size).toBe(2);
    expect(rotated.keys.has(ring.currentId)).toBe(true);
    expect(rotated.currentId).not.toBe(ring.currentId);
    expect(out.stdout).toContain(`1 value(s) re-encrypted from ${ring.currentId}`);
    expect(readFileSync(file, 'utf8')).not.toContain('123456789');

    const store = await openStore({ file: db });
    try {
      const row = await store.db
        .selectFrom('encrypted_values')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(row.key_id).toBe(rotated.currentId);
      useDataKeyring(rotated);
      expect((await readSecrets(store.db, 'carmax-edcp', [ref.secret])).get(ref.secret)).toBe(
        '123456789',
      );
      // The new key alone reads it; the old key alone no longer does.
      useDataKeyring({
        ...rotated,
        keys: new Map([[ring.currentId, ring.keys.get(ring.currentId)!]]),
      });
      await expect(readSecrets(store.db, 'carmax-edcp', [ref.secret])).rejects.toThrow(
        /no data key/,
      );
      expect((await verifyAuditLog(store.db)).ok).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('refuses to rotate a key given only by DEFCOMP_DATA_KEY (the old key would be lost)', async () => {
    vi.stubEnv('DEFCOMP_DATA_KEY_FILE', '');
    vi.stubEnv('DEFCOMP_DATA_KEY', Buffer.alloc(32, 7).toString('base64'));
    const db = join(mkdtempSync(join(tmpdir(), 'defcomp-keys-')), 'record.sqlite');
    await (await openStore({ file: db })).close();
    const out = await capture(keys, ['rotate', '--db', db]);
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/rotation needs a key file \(DEFCOMP_DATA_KEY_FILE\)/);
    expect((await capture(keys, ['spin'])).code).toBe(2);
  });
});
