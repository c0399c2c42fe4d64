import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { openStore } from '@defcomp/store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../cli/src/commands/audit.js';
import { buildApp, fixedClock, seedEmptyStore } from '../src/index.js';
import { signIn } from './helpers.js';

describe('defcomp audit verify', () => {
  const dir = mkdtempSync(join(tmpdir(), 'defcomp-audit-'));
  const file = join(dir, 'record.sqlite');
  afterEach(() => vi.restoreAllMocks());

  it('passes on a used database and names the first row altered by hand', async () => {
    const store = await openStore({ file });
    const clock = fixedClock('2025-03-03T15:00:00Z');
    const { administrator } = await seedEmptyStore(store, clock);
    const app = await buildApp({ store, clock });
    const admin = await signIn(app, 'admin', administrator?.password ?? '');
    expect(
      (await admin.post('/api/participants', { id: 'P1', name: 'Pat', hireDate: '2015-06-01' }))
        .statusCode,
    ).toBe(201);
    await admin.post('/api/participants/P1/eligibility', {
      type: 'eligible',
      date: '2024-11-01',
      notifiedOn: '2024-11-01',
    });
    await app.close();
    await store.close();

    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await run(['verify', '--db', file])).toBe(0);
    expect(String(out.mock.calls[0]?.[0])).toMatch(/intact: \d+ rows/);

    const raw = new SQLite(file);
    raw.prepare("update audit_log set reason = 'nothing to see' where seq = 3").run();
    raw.close();
    expect(await run(['verify', '--db', file])).toBe(1);
    expect(String(err.mock.calls[0]?.[0])).toMatch(/row 3/);

    expect(await run(['verify', '--db', join(dir, 'missing.sqlite')])).toBe(2);
    rmSync(dir, { recursive: true, force: true });
  });
});
