import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sumMoney } from '@defcomp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run as record } from '../src/commands/record.js';
import { run as report } from '../src/commands/report.js';
import { capture } from './capture.js';

const root = resolve(import.meta.dirname, '../../..');
const example = join(root, 'scenarios/examples/02-key-employee-installments.json');

afterEach(() => vi.restoreAllMocks());

const plan = ['--plan', 'carmax-edcp'];

describe('defcomp report', () => {
  it('writes each report of a record as JSON, CSV or PDF, the same figures as the API', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'defcomp-report-'));
    const db = join(dir, 'record.sqlite');
    expect((await capture(record, ['import', ...plan, example, '--db', db])).code).toBe(0);
    const rolled = await capture(report, [
      'roll-forward',
      ...plan,
      '--from',
      '2024-01-01',
      '--to',
      '2025-12-31',
      '--db',
      db,
    ]);
    expect(rolled.code, rolled.stderr).toBe(0);
    const json = JSON.parse(rolled.stdout);
    const t = json.totals;
    expect(t.deferrals).not.toBe('0.00');
    expect(
      sumMoney([
        t.opening,
        t.deferrals,
        t.companyCredits,
        t.transfers,
        t.payments,
        t.forfeitures,
        t.investmentResults,
      ]),
    ).toBe(t.closing);
    const csv = await capture(report, [
      'roll-forward',
      ...plan,
      '--from',
      '2024-01-01',
      '--as-of',
      '2025-12-31',
      '--format',
      'csv',
      '--db',
      db,
    ]);
    expect(csv.stdout.split('\r\n').at(-2)!.split(',').at(-1)).toBe(t.closing);
    const out = join(dir, 'payments.pdf');
    const pdf = await capture(report, [
      'projected-payments',
      ...plan,
      '--as-of',
      '2025-01-31',
      '--format',
      'pdf',
      '--out',
      out,
      '--db',
      db,
    ]);
    expect(pdf.code, pdf.stderr).toBe(0);
    expect(readFileSync(out).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const audit = await capture(report, [
      'election-audit',
      ...plan,
      '--as-of',
      '2025-12-31',
      '--db',
      db,
    ]);
    expect(JSON.parse(audit.stdout).elections).toHaveLength(1);
    const table = await capture(report, [
      'item-402i',
      ...plan,
      '--fiscal-year-end',
      '2024-12-31',
      '--neo',
      'P2',
      '--db',
      db,
    ]);
    expect(JSON.parse(table.stdout).executives[0].executiveContributions).not.toBe('0.00');
    const keys = await capture(report, [
      'key-employees',
      ...plan,
      '--as-of',
      '2025-06-30',
      '--format',
      'csv',
      '--db',
      db,
    ]);
    expect(keys.code, keys.stderr).toBe(0);
    expect(keys.stdout.split('\r\n')[0]).toBe('participantId,name,from,to,status');
  }, 120_000);

  it('8.3 tax-data --year: the W-2 and 1099-MISC data as JSON or CSV; an unpublished year exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'defcomp-report-'));
    const db = join(dir, 'record.sqlite');
    expect((await capture(record, ['import', ...plan, example, '--db', db])).code).toBe(0);
    const json = await capture(report, [
      'tax-data',
      ...plan,
      '--year',
      '2024',
      '--json',
      '--db',
      db,
    ]);
    expect(json.code, json.stderr).toBe(0);
    const data = JSON.parse(json.stdout);
    expect(data.year).toBe(2024);
    // The year's deferrals are FICA wages when made (Treas. Reg. §31.3121(v)(2)-1).
    expect(data.totals.box5).not.toBe('0.00');
    expect(data.totals.box5).toBe(data.totals.box3);
    const csv = await capture(report, ['tax-data', ...plan, '--year', '2024', '--csv', '--db', db]);
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout.split('\r\n')[0]).toBe('form,participantId,payee,box,amount,from,rules');
    const refused = await capture(report, ['tax-data', ...plan, '--year', '2027', '--db', db]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('irs_limit_not_published');
    const missing = await capture(report, ['tax-data', ...plan, '--db', db]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--year');
    const two = await capture(report, ['tax-data', ...plan, '--year', '2024', '--csv', '--json']);
    expect(two.code).toBe(2);
  }, 120_000);

  it('10.1 liability --as-of: the liability as JSON, CSV or PDF; a bad date exits 2 naming the option', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'defcomp-report-'));
    const db = join(dir, 'record.sqlite');
    expect((await capture(record, ['import', ...plan, example, '--db', db])).code).toBe(0);
    const asOf = ['--as-of', '2025-06-30', '--db', db];
    const json = await capture(report, ['liability', ...plan, ...asOf, '--json']);
    expect(json.code, json.stderr).toBe(0);
    const answer = JSON.parse(json.stdout);
    expect(answer.asOf).toBe('2025-06-30');
    expect(answer.knownAt).toBeNull();
    const totals = answer.totals as Record<string, string>;
    expect(totals.total).not.toBe('0.00');
    // The plan's liability is the sum of each participant's (Plan 10.1).
    expect(
      sumMoney(answer.participants.map((p: { totals: { total: string } }) => p.totals.total)),
    ).toBe(totals.total);
    const csv = await capture(report, ['liability', ...plan, ...asOf, '--csv']);
    expect(csv.code, csv.stderr).toBe(0);
    const lines = csv.stdout.split('\r\n');
    const header = lines[0]!.split(',');
    expect(header.slice(0, 2)).toEqual(['participantId', 'name']);
    const total = lines.at(-2)!.split(',');
    expect(total[0]).toBe('TOTAL');
    for (const key of ['RTA', 'SDA', 'CCA', 'owed', 'total'])
      expect(total[header.indexOf(key)], key).toBe(totals[key]);
    const out = join(dir, 'liability.pdf');
    const pdf = await capture(report, ['liability', ...plan, ...asOf, '--pdf', '--out', out]);
    expect(pdf.code, pdf.stderr).toBe(0);
    expect(readFileSync(out).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // From the facts known at an instant: the record as it was then (Plan 10.1, issue 10).
    const known = await capture(report, [
      'liability',
      ...plan,
      ...asOf,
      '--known-at',
      '2030-01-01T00:00:00Z',
    ]);
    expect(known.code, known.stderr).toBe(0);
    const then = JSON.parse(known.stdout);
    expect(then.knownAt).toBe('2030-01-01T00:00:00.000Z');
    expect(then.totals).toEqual(totals);
    const bad = await capture(report, ['liability', ...plan, '--as-of', '2025-02-30', '--db', db]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--as-of 2025-02-30');
    const badKnown = await capture(report, [
      'liability',
      ...plan,
      ...asOf,
      '--known-at',
      'yesterday',
    ]);
    expect(badKnown.code).toBe(2);
    expect(badKnown.stderr).toContain('--known-at yesterday');
  }, 120_000);

  it('usage errors exit 2 naming the option; an unknown participant exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'defcomp-report-'));
    const db = join(dir, 'record.sqlite');
    expect((await capture(record, ['import', ...plan, example, '--db', db])).code).toBe(0);
    expect((await capture(report, ['nothing', ...plan, '--db', db])).code).toBe(2);
    const missing = await capture(report, [
      'roll-forward',
      ...plan,
      '--from',
      '2024-01-01',
      '--db',
      db,
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--to');
    const bad = await capture(report, [
      'projected-payments',
      ...plan,
      '--as-of',
      '2024-02-30',
      '--db',
      db,
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--as-of 2024-02-30');
    const unknown = await capture(report, [
      'item-402i',
      ...plan,
      '--as-of',
      '2024-12-31',
      '--neo',
      'NOBODY',
      '--db',
      db,
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('unknown_participant');
  }, 120_000);
});
