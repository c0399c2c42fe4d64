// The house rules of the import graph (.dependency-cruiser.cjs, ARCHITECTURE.md "The map"): no
// import circle anywhere, `import type` included. dependency-cruiser reads the sources as
// TypeScript resolves them; a new circle fails here and in `npx depcruise packages`.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

/** What dependency-cruiser finds breaking the house rules under `paths`, one line each. */
async function violations(paths: string[]): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    [
      'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
      ...paths,
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
    ],
    { maxBuffer: 1 << 28 },
  );
  const result = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations.map(
    (v) =>
      `${v.rule.name}: ${v.from} -> ${(v.cycle ?? [{ name: v.to }]).map((c) => c.name).join(' -> ')}`,
  );
}

const scratch = mkdtempSync(join(tmpdir(), 'defcomp-import-graph-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the import graph', () => {
  it('has no import circle in the packages, the tests or the benchmarks', async () => {
    expect(await violations(['packages', 'test', 'bench'])).toEqual([]);
  }, 120_000);

  it('fails on a new circle, even one closed by a type-only import', async () => {
    writeFileSync(
      join(scratch, 'a.ts'),
      "import { b } from './b.js';\nexport const a = () => b;\n",
    );
    writeFileSync(
      join(scratch, 'b.ts'),
      "import type { a } from './a.js';\nexport const b = 1;\nexport type A = typeof a;\n",
    );
    const found = await violations([scratch]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^no-circular: .*a\.ts -> .*b\.ts -> .*a\.ts$/);
  }, 60_000);
});
