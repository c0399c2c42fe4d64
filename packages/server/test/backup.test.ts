import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  countUsers,
  listAudit,
  openStore,
  openTestStore,
  testDialects,
  testPostgresUrl,
  verifyAuditLog,
} from '@defcomp/store';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { run as backup } from '../../cli/src/commands/backup.js';
import { run as restore } from '../../cli/src/commands/restore.js';
import { run as serve } from '../../cli/src/commands/serve.js';
import { buildApp, fixedClock, seedEmptyStore } from '../src/index.js';
import { signIn } from './helpers.js';

describe('backup, restore and the record file (RELIABILITY.md)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'defcomp-backup-'));
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the SQLite record 0600 and runs it with synchronous=FULL', async () => {
    const file = join(dir, 'private', 'record.sqlite');
    const store = await openStore({ file });
    await store.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'private')).mode & 0o077).toBe(0);
    const again = await openStore({ file });
    const mode = await sql<{ synchronous: number }>`pragma synchronous`.execute(again.db);
    expect(Number(mode.rows[0]?.synchronous)).toBe(2);
    await again.close();
  });

  it('takes a consistent backup while writes go on; it restores and verifies', async () => {
    const file = join(dir, 'live.sqlite');
    const copy = join(dir, 'copy.sqlite');
    const store = await openStore({ file });
    const clock = fixedClock('2025-03-03T15:00:00Z');
    const { administrator } = await seedEmptyStore(store, clock);
    const app = await buildApp({ store, clock });
    const admin = await signIn(app, 'admin', administrator?.password ?? '');
    const add = (n: number) =>
      admin.post('/api/participants', { id: `P${n}`, name: `Pat ${n}`, hireDate: '2015-06-01' });
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const writes = Promise.all(Array.from({ length: 40 }, (_, n) => add(n)));
    expect(await backup([copy, '--db', file])).toBe(0);
    expect((await writes).every((r) => r.statusCode === 201)).toBe(true);
    await app.close();
    await store.close();
    expect(statSync(copy).mode & 0o777).toBe(0o600);

    const target = join(dir, 'restored.sqlite');
    expect(await restore([copy, '--db', target])).toBe(0);
    expect(out).toHaveBeenCalled();
    const restored = await openStore({ file: target });
    const verdict = await verifyAuditLog(restored.db);
    expect(verdict.ok).toBe(true);
    // Consistent: the copy holds exactly the participants whose creation its audit log records.
    const people = await restored.db.selectFrom('participants').selectAll().execute();
    const created = await listAudit(restored.db, { entity: 'participant', limit: 1000 });
    expect(created.map((e) => e.entityId).sort()).toEqual(people.map((p) => p.id).sort());
    await restored.close();
  });

  it('refuses to restore a backup whose audit log was altered', async () => {
    const copy = join(dir, 'copy.sqlite');
    const raw = new SQLite(copy);
    raw.exec('drop trigger if exists audit_log_no_update');
    raw.prepare("update audit_log set actor = 'mallory' where seq = 2").run();
    raw.close();
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await restore([copy, '--db', join(dir, 'other.sqlite')])).toBe(1);
    expect(String(err.mock.calls[0]?.[0])).toMatch(/refused.*row 2/);
  });

  it('on a taken port says so in one line, exits 1, and creates no passwords', async () => {
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    const port = (blocker.address() as { port: number }).port;
    const file = join(dir, 'first.sqlite');
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const args = ['--port', String(port), '--host', '127.0.0.1', '--db', file, '--no-demo'];
    expect(await serve(args)).toBe(1);
    blocker.close();
    expect(err.mock.calls.map((c) => String(c[0]))).toEqual([
      `defcomp serve: port ${port} is already in use (try --port N)\n`,
    ]);
    expect(out.mock.calls.join('')).not.toMatch(/password/);
    const store = await openStore({ file });
    expect(await countUsers(store.db)).toBe(0);
    await store.close();
  });
});

/** `which`: the PostgreSQL client tools (CI's machine has them beside the server). */
function hasCommand(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const onPostgres = (await testDialects()).includes('postgres');

describe.skipIf(!onPostgres)('the PostgreSQL backup procedure of RELIABILITY.md', () => {
  it('pg_dump while writes go on, pg_restore into a new database: the copy is consistent and verifies', async () => {
    // Under CI the tools must be there: the procedure is what RELIABILITY.md tells operators.
    expect(hasCommand('pg_dump') && hasCommand('pg_restore')).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'defcomp-pgdump-'));
    const store = await openTestStore('postgres');
    const source = store.url!;
    const clock = fixedClock('2025-03-03T15:00:00Z');
    const { administrator } = await seedEmptyStore(store, clock);
    const app = await buildApp({ store, clock });
    const admin = await signIn(app, 'admin', administrator?.password ?? '');
    const add = (n: number) =>
      admin.post('/api/participants', { id: `P${n}`, name: `Pat ${n}`, hireDate: '2015-06-01' });
    const database = `restore_${new URL(source).pathname.slice(1)}`;
    const dump = join(dir, 'defcomp.dump');
    try {
      const writes = Promise.all(Array.from({ length: 30 }, (_, n) => add(n)));
      // RELIABILITY.md: pg_dump --format=custom (one consistent snapshot while the server writes:
      // run apart, so that the writes go on meanwhile).
      await promisify(execFile)('pg_dump', ['--format=custom', `--file=${dump}`, source]);
      expect((await writes).every((r) => r.statusCode === 201)).toBe(true);
      execFileSync('psql', [testPostgresUrl, '-qc', `create database ${database}`]);
      const target = testPostgresUrl.replace(/\/[^/]*$/, `/${database}`);
      execFileSync('pg_restore', ['--no-owner', `--dbname=${target}`, dump]);
      const restored = await openStore({ url: target });
      try {
        expect(await verifyAuditLog(restored.db)).toMatchObject({ ok: true });
        const people = await restored.db.selectFrom('participants').selectAll().execute();
        const created = await listAudit(restored.db, { entity: 'participant', limit: 1000 });
        expect(created.map((e) => e.entityId).sort()).toEqual(people.map((p) => p.id).sort());
      } finally {
        await restored.close();
      }
    } finally {
      await app.close();
      await store.close();
      execFileSync('psql', [testPostgresUrl, '-qc', `drop database if exists ${database}`]);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
