// A smoke run of `npm run bench` (bench/run.js; issue 9 item 5): a book of three participants,
// every measure on SQLite, the import and the statement API on PostgreSQL, so that the suite
// does not rot between the runs that measure. Runs the built code (`npm run build` first).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { postgresAvailable } from '@defcomp/store';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const withPostgres = await postgresAvailable();
const dir = mkdtempSync(join(tmpdir(), 'defcomp-bench-smoke-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Row {
  id: string;
  seconds?: number;
  items?: number;
  peakMb?: number | null;
  non2xx?: number;
  errors?: number;
  duckdbSeconds?: number;
}
interface Results {
  machine: { node: string; cpus: number };
  sizes: { participants: number; databases: Record<string, Row[]>; B5?: Row }[];
}

async function bench(args: string[]): Promise<{ stdout: string; results: Results }> {
  const out = join(dir, `${args.join('-').replace(/[^a-z0-9-]/gi, '')}.json`);
  const { stdout } = await run(
    process.execPath,
    ['bench/run.js', '--size', '3', '--requests', '6', '--out', out, ...args],
    { maxBuffer: 1 << 24 },
  );
  return { stdout, results: JSON.parse(readFileSync(out, 'utf8')) as Results };
}

const measured = (row: Row | undefined) => {
  expect(row?.seconds).toBeGreaterThan(0);
  expect(row?.items).toBeGreaterThanOrEqual(0);
};

describe('npm run bench (smoke)', () => {
  it('imports a book on SQLite, measures B1-B8 on it, prints the table and writes the results', async () => {
    const { stdout, results } = await bench(['--db', 'sqlite']);
    const [size] = results.sizes;
    expect(size?.participants).toBe(3);
    const rows = size?.databases.sqlite ?? [];
    const row = (id: string) => rows.find((r) => r.id === id);
    for (const id of ['import', 'again', 'B1', 'B2', 'B3', 'B4', 'B6', 'B7', 'B8'])
      measured(row(id));
    expect(row('import')?.items).toBeGreaterThan(3 * 200); // every event, price and participant
    expect(row('B1')?.items).toBe(3);
    // The same aggregate in DuckDB over the same rows (the run fails if their sums differ).
    expect(row('B1')?.duckdbSeconds).toBeGreaterThan(0);
    expect(row('B2')?.items).toBe(3); // a pay line each: none of the three separated
    for (const id of ['B6', 'B8']) expect(row(id)).toMatchObject({ non2xx: 0, errors: 0 });
    expect(row('B6')?.peakMb ?? 1).toBeGreaterThan(0);
    expect(row('B7')?.items).toBe(3); // every projection rebuilt
    expect(row('B6')?.items).toBe(6); // --requests 6
    expect(row('B8')?.items).toBe(2); // a third as many PDFs
    measured(size?.B5);
    for (const id of ['import', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'])
      expect(stdout).toMatch(new RegExp(`^ +(SQLite|\\(any\\)) +${id} `, 'm'));
  }, 600_000);

  it.runIf(withPostgres)(
    'imports the book on PostgreSQL (a database of its own, dropped after) and serves statements from it',
    async () => {
      const { results } = await bench(['--db', 'postgres', '--only', 'B6']);
      const rows = results.sizes[0]?.databases.postgres ?? [];
      measured(rows.find((r) => r.id === 'import'));
      expect(rows.find((r) => r.id === 'B6')).toMatchObject({ non2xx: 0, errors: 0 });
    },
    600_000,
  );
});
