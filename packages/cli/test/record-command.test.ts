import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { easternToday, systemClock } from '@defcomp/server';
import { openStore, projectionHorizon, projectionStatus } from '@defcomp/store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run as record } from '../src/commands/record.js';
import { run as report } from '../src/commands/report.js';
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

  it('exits 2 before writing anything when PostgreSQL has no audit key, naming the setting', async () => {
    const { write } = workspace();
    // Nothing listens there: the command must stop before it connects.
    vi.stubEnv('DATABASE_URL', 'postgres://postgres@127.0.0.1:1/none');
    vi.stubEnv('DEFCOMP_AUDIT_KEY', '');
    vi.stubEnv('DEFCOMP_AUDIT_KEY_FILE', '');
    const refused = await capture(record, ['import', ...plan, write('book.json', story)]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('no audit key: set DEFCOMP_AUDIT_KEY_FILE');
    expect(refused.stderr).not.toContain('checked 1 participants');
  });

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

/**
 * Two participants, one whose projection the engine cannot build: his SDA is invested in a fund
 * whose price is 0 from 2029 on, after the file's evaluateThrough (so the import's check passes)
 * and before his SDA's payment in 2030 (so the far projection cannot value it: 7.2).
 */
function lateUnpricedBook() {
  const story = (id: string, fund: string) => ({
    id,
    hireDate: '2020-01-06',
    events: [
      { type: 'eligible', date: '2026-01-02', notifiedOn: '2026-01-02' },
      {
        type: 'election',
        filedAt: '2026-12-01T10:00:00-05:00',
        kind: 'annual',
        planYear: 2027,
        deferrals: { baseSalary: 10 },
        allocation: [{ account: 'SDA:2030-01', pct: 100 }],
        investments: { 'SDA:2030-01': { [fund]: 100 } },
      },
      ...[1, 2, 3].map((month) => ({
        type: 'pay',
        date: `2027-0${month}-15`,
        component: 'baseSalary',
        gross: '5000.00',
        netAvailable: '5000.00',
      })),
    ],
  });
  return {
    format: 'defcomp-scenario/1',
    plan: { id: 'carmax-edcp' },
    company: { publiclyTraded: true, events: [] },
    funds: [
      { id: 'SV', name: 'Stable Value', capitalPreservation: true },
      { id: 'NEW', name: 'New Fund' },
    ],
    prices: {
      SV: { constant: '1' },
      NEW: {
        points: [
          ['2026-01-02', '10'],
          ['2029-01-02', '0'],
        ],
      },
    },
    evaluateThrough: '2027-06-30',
    participants: [story('P1', 'SV'), story('P2', 'NEW')],
  };
}

/** The plan's projection status now (as a read asks it) and each one's number of builds. */
async function projections(db: string) {
  const store = await openStore({ file: db });
  try {
    const horizon = projectionHorizon(easternToday(systemClock));
    const status = await projectionStatus(store.db, 'carmax-edcp', { horizon });
    const rows = await store.db
      .selectFrom('projections')
      .select(['participant_id', 'builds'])
      .orderBy('participant_id')
      .execute();
    return { ...status, builds: rows.map((r) => [r.participant_id, Number(r.builds)]) };
  } finally {
    await store.close();
  }
}

describe("defcomp record import builds the projections (issue 23, a newcomer's path)", () => {
  it('leaves no stale projection after the import, and says how long they took', async () => {
    const { db } = workspace();
    const imported = await capture(record, ['import', ...plan, example, '--db', db]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/; projections: 1 built, 0 fresh, 0 failed in \d+(\.\d)? s\n$/);
    const status = await projections(db);
    expect(status).toMatchObject({ stale: [], failed: [], fresh: ['P2'], builds: [['P2', 1]] });
  });

  it('--no-projections leaves them stale, and the first report still answers (built there)', async () => {
    const { db } = workspace();
    const args = ['import', ...plan, example, '--db', db, '--no-projections', '--json'];
    const imported = await capture(record, args);
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ status: 'imported', projections: null });
    expect((await projections(db)).stale).toEqual(['P2']);
    const asOf = ['--as-of', story.evaluateThrough];
    const liability = await capture(report, ['liability', ...plan, ...asOf, '--db', db]);
    expect(liability.code, liability.stderr).toBe(0);
    expect(JSON.parse(liability.stdout)).toMatchObject({ asOf: story.evaluateThrough });
    expect(await projections(db)).toMatchObject({ stale: [], fresh: ['P2'] });
  });

  it('reports a participant whose projection cannot be built, by id, and the import lands', async () => {
    const { db, write } = workspace();
    const file = write('late.json', lateUnpricedBook());
    const imported = await capture(record, ['import', ...plan, file, '--db', db, '--json']);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stderr).toMatch(
      /warning: no projection for participant P2: no positive price for NEW on or before 2029/,
    );
    const summary = JSON.parse(imported.stdout);
    expect(summary).toMatchObject({
      ok: true,
      status: 'imported',
      added: { participants: 2, facts: 10 },
      projections: { built: 1, fresh: 0, failed: [{ participantId: 'P2' }] },
    });
    expect(summary.projectionSeconds).toBeTypeOf('number');
    expect(await projections(db)).toMatchObject({ stale: [], fresh: ['P1'], failed: ['P2'] });
    const exported = await capture(record, ['export', ...plan, '--db', db]);
    const recorded = JSON.parse(exported.stdout) as { participants: { id: string }[] };
    expect(recorded.participants.map((p) => p.id)).toEqual(['P1', 'P2']);
  });

  it('rebuilds nothing when the same file is imported again, and still names the failed one', async () => {
    const { db, write } = workspace();
    const file = write('late.json', lateUnpricedBook());
    expect((await capture(record, ['import', ...plan, file, '--db', db])).code).toBe(0);
    const before = await projections(db);
    const again = await capture(record, ['import', ...plan, file, '--db', db, '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({
      status: 'unchanged',
      projections: { built: 0, fresh: 1, failed: [{ participantId: 'P2' }] },
    });
    expect(again.stderr).toContain('warning: no projection for participant P2');
    expect(await projections(db)).toEqual(before);
    expect(before.builds).toEqual([
      ['P1', 1],
      ['P2', 1],
    ]);
  });
});
