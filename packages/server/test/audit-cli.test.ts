import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { openStore } from '@defcomp/store';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../cli/src/commands/audit.js';
import { buildApp, fixedClock, seedEmptyStore } from '../src/index.js';
import { signIn } from './helpers.js';

describe('defcomp audit verify and checkpoint', () => {
  const dir = mkdtempSync(join(tmpdir(), 'defcomp-audit-'));
  const file = join(dir, 'record.sqlite');
  const checkpoint = join(dir, 'checkpoint.json');
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const quiet = () => ({
    out: vi.spyOn(process.stdout, 'write').mockImplementation(() => true),
    err: vi.spyOn(process.stderr, 'write').mockImplementation(() => true),
  });
  const said = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((c) => String(c[0]));

  it('passes on a used database and checkpoints it', async () => {
    const store = await openStore({ file });
    const clock = fixedClock('2025-03-03T15:00:00Z');
    const { administrator } = await seedEmptyStore(store, clock);
    const app = await buildApp({ store, clock });
    const admin = await signIn(app, 'admin', administrator?.password ?? '');
    const added = await admin.post('/api/participants', {
      id: 'P1',
      name: 'Pat',
      hireDate: '2015-06-01',
    });
    expect(added.statusCode).toBe(201);
    await admin.post('/api/participants/P1/eligibility', {
      type: 'eligible',
      date: '2024-11-01',
      notifiedOn: '2024-11-01',
    });
    // The last row seals nothing (a sign-in): only a checkpoint can tell it was cut off.
    await signIn(app, 'admin', administrator?.password ?? '');
    await app.close();
    await store.close();

    const { out } = quiet();
    expect(await run(['verify', '--db', file])).toBe(0);
    expect(said(out)[0]).toMatch(/intact: \d+ rows/);
    expect(await run(['checkpoint', '--db', file, '--out', checkpoint])).toBe(0);
    expect(statSync(checkpoint).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(checkpoint, 'utf8'))).toMatchObject({
      seq: expect.any(Number),
      rows: expect.any(Number),
      mac: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await run(['verify', '--db', file, '--checkpoint', checkpoint])).toBe(0);
    expect(said(out)[2]).toMatch(/holds the checkpoint/);
  });

  /** A copy of the record, changed by hand as an attacker with the file would. */
  function tampered(name: string, sqlText: string): string {
    const copy = join(dir, `${name}.sqlite`);
    copyFileSync(file, copy);
    const raw = new SQLite(copy);
    raw.exec(sqlText);
    raw.close();
    return copy;
  }

  it('names the first row altered by hand, and checkpoints no broken log', async () => {
    const copy = tampered(
      'edited',
      `drop trigger audit_log_no_update; update audit_log set reason = 'nothing to see' where seq = 3`,
    );
    const { err } = quiet();
    expect(await run(['verify', '--db', copy])).toBe(1);
    expect(said(err)[0]).toMatch(/row 3: row altered/);
    expect(await run(['checkpoint', '--db', copy, '--out', join(dir, 'no.json')])).toBe(1);
    expect(said(err)[1]).toMatch(/no checkpoint/);
  });

  it('--checkpoint detects the tail deleted and the head moved back', async () => {
    const copy = tampered(
      'truncated',
      `drop trigger audit_log_no_delete;
       delete from audit_log where seq = (select max(seq) from audit_log);
       update audit_head set seq = (select max(seq) from audit_log),
         hash = (select hash from audit_log order by seq desc limit 1)`,
    );
    const { err } = quiet();
    // The chain alone cannot tell a log cut short from a younger one.
    expect(await run(['verify', '--db', copy])).toBe(0);
    expect(await run(['verify', '--db', copy, '--checkpoint', checkpoint])).toBe(1);
    expect(said(err)[0]).toMatch(/does not match the checkpoint .*truncated or wiped/);
  });

  it('--checkpoint refuses a checkpoint whose MAC is wrong', async () => {
    const edited = join(dir, 'edited-checkpoint.json');
    const value = JSON.parse(readFileSync(checkpoint, 'utf8'));
    writeFileSync(edited, JSON.stringify({ ...value, rows: value.rows - 1 }));
    const { err } = quiet();
    expect(await run(['verify', '--db', file, '--checkpoint', edited])).toBe(1);
    expect(said(err)[0]).toMatch(/checkpoint MAC is wrong/);
  });

  it('exits 2 without a database, a key or a readable checkpoint', async () => {
    const { err } = quiet();
    expect(await run(['verify', '--db', join(dir, 'missing.sqlite')])).toBe(2);
    expect(await run(['checkpoint', '--db', file])).toBe(2);
    expect(await run(['verify', '--db', file, '--checkpoint', join(dir, 'none.json')])).toBe(2);
    vi.stubEnv('DEFCOMP_AUDIT_KEY', '');
    try {
      expect(await run(['verify', '--db', file])).toBe(2);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(said(err).at(-1)).toMatch(/no audit key/);
  });
});
