import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run as record } from '../src/commands/record.js';
import { run as scenario } from '../src/commands/scenario.js';
import { capture } from './capture.js';

const root = resolve(import.meta.dirname, '../../..');
const example = join(root, 'scenarios/examples/02-key-employee-installments.json');
const story = JSON.parse(readFileSync(example, 'utf8')) as {
  evaluateThrough: string;
  participants: { events: Record<string, unknown>[] }[];
};

afterEach(() => vi.restoreAllMocks());

function workspace() {
  const dir = mkdtempSync(join(tmpdir(), 'defcomp-record-'));
  const write = (name: string, value: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
    return file;
  };
  return { db: join(dir, 'record.sqlite'), write };
}

const plan = ['--plan', 'carmax-edcp'];

describe('defcomp record import/export', () => {
  it('imports, says unchanged on a second import, and exports a file that evaluates the same', async () => {
    const { db, write } = workspace();
    const first = await capture(record, ['import', ...plan, example, '--db', db]);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^plan carmax-edcp: imported 1 participants, \d+ events/);
    expect(first.stderr).toContain('defcomp record import: checked 1 participants');
    const again = await capture(record, ['import', ...plan, example, '--db', db, '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ ok: true, status: 'unchanged' });
    const asOf = ['--as-of', story.evaluateThrough];
    const exported = await capture(record, ['export', ...plan, ...asOf, '--db', db]);
    expect(exported.code).toBe(0);
    const file = write('exported.json', exported.stdout);
    const fromFile = await capture(scenario, ['run', example]);
    const fromRecord = await capture(scenario, ['run', file]);
    expect(fromRecord.stdout).toBe(fromFile.stdout);
  });

  it('refuses a file with one refused event at its end (exit 1), naming it, adding nothing', async () => {
    const { db, write } = workspace();
    expect((await capture(record, ['import', ...plan, example, '--db', db])).code).toBe(0);
    const bad = structuredClone(story);
    const events = bad.participants[0]!.events;
    events.push({ ...events.find((e) => e.type === 'election')!, filedAt: '2099-01-05T10:00Z' });
    const file = write('bad.json', bad);
    const refused = await capture(record, ['import', ...plan, file, '--db', db, '--json']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`participants[0].events[${events.length - 1}]: `);
    expect(refused.stderr).toContain('refused, nothing written');
    expect(JSON.parse(refused.stdout)).toMatchObject({ ok: false, kind: 'refused' });
    const exported = await capture(record, ['export', ...plan, '--db', db]);
    const recorded = JSON.parse(exported.stdout) as typeof story;
    expect(recorded.participants[0]!.events).toEqual(story.participants[0]!.events);
  });

  it('exits 2 on a file that is not JSON or not a scenario, and on a usage error', async () => {
    const { db, write } = workspace();
    const notJson = await capture(record, ['import', ...plan, write('x.json', '{'), '--db', db]);
    expect(notJson.code).toBe(2);
    const invalid = write('y.json', { ...story, evaluateThrough: 'soon' });
    const notScenario = await capture(record, ['import', ...plan, invalid, '--db', db]);
    expect(notScenario.code).toBe(2);
    expect(notScenario.stderr).toContain('evaluateThrough: ');
    expect((await capture(record, ['import', example])).code).toBe(2);
    expect((await capture(record, ['export', ...plan, '--as-of', 'x', '--db', db])).code).toBe(2);
  });

  it('refuses a file of another plan (exit 1)', async () => {
    const { db } = workspace();
    const other = await capture(record, ['import', '--plan', 'other', example, '--db', db]);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('plan.id: the file is plan carmax-edcp, not other');
  });
});

describe('defcomp record import on a new installation (SECURITY.md "The audit")', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('keeps the audit key beside the new SQLite file, as serve does, when none is set', async () => {
    vi.stubEnv('DEFCOMP_AUDIT_KEY', '');
    vi.stubEnv('DEFCOMP_AUDIT_KEY_FILE', '');
    const { db } = workspace();
    const imported = await capture(record, ['import', ...plan, example, '--db', db]);
    expect(imported.stderr).not.toMatch(/no audit key/);
    expect(imported.code).toBe(0);
    expect(existsSync(`${db}.audit-key`)).toBe(true);
  });
});
