import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run as record } from '../src/commands/record.js';
import { run as statements } from '../src/commands/statements.js';
import { capture } from './capture.js';

const root = resolve(import.meta.dirname, '../../..');
const example = join(root, 'scenarios/examples/02-key-employee-installments.json');

afterEach(() => vi.restoreAllMocks());

const plan = ['--plan', 'carmax-edcp'];

describe('defcomp statements', () => {
  it('writes every participant’s period statement into one zip, with a progress bar or --json', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'defcomp-statements-'));
    const db = join(dir, 'record.sqlite');
    expect((await capture(record, ['import', ...plan, example, '--db', db])).code).toBe(0);
    const out = join(dir, 'q4.zip');
    const made = await capture(statements, [
      ...plan,
      '--period',
      '2025-Q4',
      '--out',
      out,
      '--db',
      db,
    ]);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stderr).toMatch(/\[#+\] (\d+)\/\1/);
    expect(made.stdout).toMatch(/statements for 2025-Q4 written to/);
    const files = unzipSync(new Uint8Array(readFileSync(out)));
    const names = Object.keys(files);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(name).toMatch(/^statement-.+-2025-Q4\.pdf$/);
      expect(Buffer.from(files[name]!.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    }

    const zhOut = join(dir, 'year.zip');
    const json = await capture(statements, [
      ...plan,
      '--period',
      '2025',
      '--lang',
      'zh-Hant',
      '--out',
      zhOut,
      '--db',
      db,
      '--json',
    ]);
    expect(json.code, json.stderr).toBe(0);
    expect(json.stderr).toBe('');
    const view = JSON.parse(json.stdout);
    expect(view).toMatchObject({ period: '2025', lang: 'zh-Hant', status: 'done', failed: 0 });
    expect(view.done).toBe(view.total);
    expect(Object.keys(unzipSync(new Uint8Array(readFileSync(zhOut))))[0]).toMatch(
      /-zh-Hant\.pdf$/,
    );
  }, 120_000);

  it('answers usage (2) for a missing option and 1 for a period not begun', async () => {
    expect((await capture(statements, [...plan, '--period', '2025'])).code).toBe(2);
    expect(
      (await capture(statements, [...plan, '--period', '2025', '--out', 'x.zip', '--lang', 'fr']))
        .code,
    ).toBe(2);
    const dir = mkdtempSync(join(tmpdir(), 'defcomp-statements-'));
    const db = join(dir, 'record.sqlite');
    expect((await capture(record, ['import', ...plan, example, '--db', db])).code).toBe(0);
    const early = await capture(statements, [
      ...plan,
      '--period',
      '2099',
      '--out',
      join(dir, 'x.zip'),
      '--db',
      db,
    ]);
    expect(early.code).toBe(1);
    expect(early.stderr).toMatch(/invalid_period/);
  }, 120_000);
});
