import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run as notices } from '../src/commands/notices.js';
import { run as record } from '../src/commands/record.js';
import { run as tick } from '../src/commands/tick.js';
import { capture } from './capture.js';

const root = resolve(import.meta.dirname, '../../..');
const example = join(root, 'scenarios/examples/02-key-employee-installments.json');

afterEach(() => vi.restoreAllMocks());

describe('defcomp notices (12.4-12.5)', () => {
  it('lists the register the tick filled, writes a notice’s PDF, and an outbox pass makes none twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'defcomp-notices-'));
    const db = join(dir, 'record.sqlite');
    const imported = await capture(record, [
      'import',
      '--plan',
      'carmax-edcp',
      example,
      '--db',
      db,
    ]);
    expect(imported.code, imported.stderr).toBe(0);
    const ticked = await capture(tick, [
      '--date',
      '2026-01-01',
      '--plan',
      'carmax-edcp',
      '--db',
      db,
    ]);
    expect(ticked.code, ticked.stderr).toBe(0);
    const listed = await capture(notices, ['list', '--plan', 'carmax-edcp', '--db', db, '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    const register = JSON.parse(listed.stdout) as { id: string; kind: string; text: string[] }[];
    expect(register.length).toBeGreaterThan(0);
    expect(register[0]).toMatchObject({ kind: 'enrollmentWindow', status: 'generated' });
    expect(register[0]!.text[0]).toContain('Plan Year 2027');
    const out = join(dir, 'notice.pdf');
    const pdf = await capture(notices, [
      'pdf',
      '--plan',
      'carmax-edcp',
      '--id',
      register[0]!.id,
      '--out',
      out,
      '--db',
      db,
    ]);
    expect(pdf.code, pdf.stderr).toBe(0);
    expect(readFileSync(out).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const again = await capture(notices, ['outbox', '--plan', 'carmax-edcp', '--db', db]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^0 notice\(s\) generated/);
    expect(
      (
        await capture(notices, [
          'pdf',
          '--plan',
          'carmax-edcp',
          '--id',
          'NT-nope',
          '--out',
          out,
          '--db',
          db,
        ])
      ).code,
    ).toBe(1);
    expect((await capture(notices, ['list', '--db', db])).code).toBe(2);
  });
});
