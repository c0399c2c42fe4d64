import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run as calendar } from '../src/commands/calendar.js';
import { run as scenario } from '../src/commands/scenario.js';
import { capture } from './capture.js';

const root = resolve(import.meta.dirname, '../../..');
const example = join(root, 'scenarios/45-key-employee-separating-jan-31-is-paid-aug-1.json');

afterEach(() => vi.restoreAllMocks());

describe('defcomp scenario (FORMAT.md exit status)', () => {
  it('run prints the result JSON and exits 0', async () => {
    const { code, stdout, stderr } = await capture(scenario, ['run', example]);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout).format).toBe('defcomp-result/1');
  });

  it('check exits 0 on a match and 1 on a difference, naming the path', async () => {
    expect((await capture(scenario, ['check', example])).code).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'defcomp-'));
    const file = join(dir, 'story.json');
    writeFileSync(file, readFileSync(example));
    const expected = JSON.parse(readFileSync(example.replace('.json', '.expected.json'), 'utf8'));
    const firstParticipant = Object.keys(expected.participants)[0]!;
    expected.participants[firstParticipant].balances = { RTA: '1.00' };
    writeFileSync(join(dir, 'story.expected.json'), JSON.stringify(expected));
    const { code, stderr, stdout } = await capture(scenario, ['check', file]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`$.participants.${firstParticipant}.balances.RTA: expected "1.00"`);
  });

  it('--plan reads a plan file at run time: a third plan is a data file, not code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'defcomp-'));
    const plan = JSON.parse(readFileSync(join(root, 'plans/hollis-edp/plan.json'), 'utf8'));
    plan.id = 'third-plan';
    plan.parameters.smallBalanceLimit.values = { '2015-01-01': { value: '100000.00' } };
    const story = JSON.parse(
      readFileSync(join(root, 'scenarios/212-second-plan-small-balance-25000.json'), 'utf8'),
    );
    story.plan.id = 'third-plan';
    writeFileSync(join(dir, 'plan.json'), JSON.stringify(plan));
    writeFileSync(join(dir, 'story.json'), JSON.stringify(story));
    const args = ['run', '--plan', join(dir, 'plan.json'), join(dir, 'story.json')];
    const { code, stdout } = await capture(scenario, args);
    expect(code).toBe(0);
    const payments = JSON.parse(stdout).participants.P2.payments;
    expect(payments).toMatchObject([{ amount: '25000.01', rules: ['5.7', '5.1(a)(i)'] }]);
    plan.parameters.smallBalanceLimit.values = { '2015-01-01': { value: 100000 } };
    writeFileSync(join(dir, 'plan.json'), JSON.stringify(plan));
    const bad = await capture(scenario, args);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      '$.parameters.smallBalanceLimit.values.2015-01-01.value: not a string',
    );
  });

  it('an invalid scenario exits 2 naming the JSON path, printing nothing on stdout', async () => {
    const story = JSON.parse(readFileSync(example, 'utf8'));
    story.participants[0].events[0].date = '2025-02-30';
    const file = join(mkdtempSync(join(tmpdir(), 'defcomp-')), 'bad.json');
    writeFileSync(file, JSON.stringify(story));
    const { code, stdout, stderr } = await capture(scenario, ['run', file]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('participants[0].events[0].date: not a date');
  });

  it('--explain prints why each payment falls on its date, citing sections', async () => {
    const { code, stdout } = await capture(scenario, ['run', '--explain', example]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /1st day of the 7th month after the month of Separation \(5\.1\(b\), 1\.20\)/,
    );
  });
});

describe('defcomp calendar valuation-dates (1.37)', () => {
  it('lists the trading days around New Year 2025 and the Carter closure', async () => {
    const { code, stdout } = await capture(calendar, [
      'valuation-dates',
      '--from',
      '2024-12-31',
      '--to',
      '2025-01-10',
    ]);
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        '2024-12-31',
        '2025-01-02',
        '2025-01-03',
        '2025-01-06',
        '2025-01-07',
        '2025-01-08',
        '2025-01-10',
        '',
      ].join('\n'),
    );
  });
  it('lists exactly the NYSE trading days of 2011 through 2030', async () => {
    const { stdout } = await capture(calendar, [
      'valuation-dates',
      '--from',
      '2011-01-01',
      '--to',
      '2030-12-31',
    ]);
    const lines = stdout.trim().split('\n');
    const byYear = (y: number) => lines.filter((d) => d.startsWith(`${y}-`)).length;
    expect([2011, 2012, 2018, 2020, 2022, 2025, 2027].map(byYear)).toEqual([
      252, 250, 251, 253, 251, 250, 251,
    ]);
  });
});
