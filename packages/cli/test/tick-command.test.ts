import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run as record } from '../src/commands/record.js';
import { run as tick } from '../src/commands/tick.js';
import { capture } from './capture.js';

const root = resolve(import.meta.dirname, '../../..');
const example = join(root, 'scenarios/examples/02-key-employee-installments.json');

afterEach(() => vi.restoreAllMocks());

describe('defcomp tick (issue 10, item 7)', () => {
  it('ticks a date once: a second run changes nothing and says so', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'defcomp-tick-')), 'record.sqlite');
    const imported = await capture(record, [
      'import',
      '--plan',
      'carmax-edcp',
      example,
      '--db',
      db,
    ]);
    expect(imported.code, imported.stderr).toBe(0);
    const args = ['--date', '2026-01-01', '--plan', 'carmax-edcp', '--db', db];
    const first = await capture(tick, args);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^plan carmax-edcp 2026-01-01: ticked\n/);
    expect(first.stdout).toContain('notices recorded (not delivered)');
    const again = await capture(tick, [...args, '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({
      status: 'unchanged',
      planId: 'carmax-edcp',
      date: '2026-01-01',
      ranBy: 'machine',
    });
  });

  it('refuses a day that has not begun (exit 1) and bad usage (exit 2)', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'defcomp-tick-')), 'record.sqlite');
    await capture(record, ['import', '--plan', 'carmax-edcp', example, '--db', db]);
    const future = await capture(tick, [
      '--date',
      '2999-01-01',
      '--plan',
      'carmax-edcp',
      '--db',
      db,
    ]);
    expect(future.code).toBe(1);
    expect(future.stderr).toContain('has not begun');
    expect((await capture(tick, ['--date', 'tomorrow', '--db', db])).code).toBe(2);
    expect((await capture(tick, ['--date', '2026-01-01', '--db', join(db, 'none')])).code).toBe(2);
  });
});
