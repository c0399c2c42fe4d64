import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandSpec } from '../src/flags.js';
import { run as backup } from '../src/commands/backup.js';
import { run as notices } from '../src/commands/notices.js';
import { run as record } from '../src/commands/record.js';
import { run as report } from '../src/commands/report.js';
import { run as restore } from '../src/commands/restore.js';
import { run as tick } from '../src/commands/tick.js';
import { capture } from './capture.js';

const root = resolve(import.meta.dirname, '../../..');
const example = join(root, 'scenarios/examples/02-key-employee-installments.json');
const commandsDir = resolve(import.meta.dirname, '../src/commands');

afterEach(() => vi.restoreAllMocks());

interface CommandModule {
  command: CommandSpec;
  run(args: string[]): Promise<number>;
}

/** Every subcommand module in src/commands, with its one declaration of flags. */
async function commandModules(): Promise<[string, CommandModule][]> {
  const files = readdirSync(commandsDir).filter((f) => f.endsWith('.ts'));
  const modules: [string, CommandModule][] = [];
  for (const file of files)
    modules.push([file, (await import(join(commandsDir, file))) as CommandModule]);
  return modules;
}

async function importedRecord(): Promise<string> {
  const db = join(mkdtempSync(join(tmpdir(), 'defcomp-flags-')), 'record.sqlite');
  // The flags first, the subcommand and FILE after them.
  const imported = await capture(record, ['--db', db, '--plan', 'carmax-edcp', 'import', example]);
  expect(imported.code, imported.stderr).toBe(0);
  return db;
}

describe('defcomp flags in any order (issue 22 item 10)', () => {
  it('backup and restore take --db DB before or after FILE', async () => {
    const db = await importedRecord();
    const dir = mkdtempSync(join(tmpdir(), 'defcomp-backup-'));
    const before = await capture(backup, ['--db', db, join(dir, 'before.sqlite')]);
    expect(before.code, before.stderr).toBe(0);
    const after = await capture(backup, [join(dir, 'after.sqlite'), '--db', db]);
    expect(after.code, after.stderr).toBe(0);
    expect(existsSync(join(dir, 'before.sqlite')) && existsSync(join(dir, 'after.sqlite'))).toBe(
      true,
    );
    const restored = join(dir, 'restored.sqlite');
    const first = await capture(restore, ['--db', restored, join(dir, 'before.sqlite')]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`-> ${restored}`);
    const second = await capture(restore, [join(dir, 'after.sqlite'), '--db', restored]);
    expect(second.code, second.stderr).toBe(0);
  });

  it('record export, tick, report and notices read the same flags before or after the subcommand', async () => {
    const db = await importedRecord();
    const exported = await capture(record, [
      '--as-of',
      '2025-12-31',
      '--db',
      db,
      'export',
      '--plan',
      'carmax-edcp',
    ]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(JSON.parse(exported.stdout)).toHaveProperty('participants');
    const ticked = await capture(tick, [
      '--db',
      db,
      '--json',
      '--plan',
      'carmax-edcp',
      '--date',
      '2026-01-01',
    ]);
    expect(ticked.code, ticked.stderr).toBe(0);
    expect(JSON.parse(ticked.stdout)).toMatchObject({ planId: 'carmax-edcp', date: '2026-01-01' });
    const flagsFirst = await capture(report, [
      '--plan',
      'carmax-edcp',
      '--db',
      db,
      '--as-of',
      '2025-12-31',
      'liability',
    ]);
    const nameFirst = await capture(report, [
      'liability',
      '--as-of',
      '2025-12-31',
      '--db',
      db,
      '--plan',
      'carmax-edcp',
    ]);
    expect(flagsFirst.code, flagsFirst.stderr).toBe(0);
    expect(flagsFirst.stdout).toBe(nameFirst.stdout);
    const listed = await capture(notices, ['--json', '--plan', 'carmax-edcp', '--db', db, 'list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(Array.isArray(JSON.parse(listed.stdout))).toBe(true);
  });

  it('--help and -h of every subcommand print its usage and each declared flag with its description, exit 0', async () => {
    const modules = await commandModules();
    expect(modules.length).toBeGreaterThanOrEqual(14);
    for (const [file, module] of modules) {
      expect(module.command, `${file} declares its flags`).toBeDefined();
      const names = Object.keys(module.command.flags);
      expect(names.length, file).toBeGreaterThan(0);
      for (const help of ['--help', '-h']) {
        const shown = await capture(module.run, [help]);
        expect(shown.code, `${file} ${help}`).toBe(0);
        expect(shown.stdout).toMatch(/^usage: defcomp /);
        for (const name of names) {
          const { description } = module.command.flags[name]!;
          expect(description.trim(), `${file} --${name} has a description`).not.toBe('');
          const line = shown.stdout
            .split('\n')
            .find((l) => l.trimStart().startsWith(`--${name} `) || l.trim() === `--${name}`);
          expect(line, `${file} --help lists --${name}`).toBeDefined();
          expect(shown.stdout, `${file} --help describes --${name}`).toContain(description);
        }
      }
    }
  });

  it('an unknown flag or a flag without its value is one line naming the flag, then the usage, exit 2', async () => {
    for (const [file, module] of await commandModules()) {
      const unknown = await capture(module.run, ['--no-such-flag']);
      expect(unknown.code, file).toBe(2);
      const [first, ...rest] = unknown.stderr.split('\n');
      expect(first, file).toMatch(/^defcomp \S+: unknown flag --no-such-flag$/);
      expect(rest.join('\n'), file).toMatch(/^usage: defcomp /);
      const valued = Object.entries(module.command.flags).find(([, f]) => f.type === 'string');
      if (!valued) continue;
      const missing = await capture(module.run, [`--${valued[0]}`]);
      expect(missing.code, file).toBe(2);
      expect(missing.stderr.split('\n')[0], file).toBe(
        `defcomp ${module.command.name}: --${valued[0]} needs a value (${valued[1].value})`,
      );
    }
  });
});
