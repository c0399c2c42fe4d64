// The house rules of the import graph (.dependency-cruiser.cjs, ARCHITECTURE.md "The map"): no
// import circle anywhere, `import type` included. dependency-cruiser reads the sources as
// TypeScript resolves them; a new circle fails here and in `npx depcruise packages`.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
async function violations(paths: string[], config = '.dependency-cruiser.cjs'): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    [
      'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
      ...paths,
      '--config',
      config,
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

// The server's folder rules, tried on a server of a few files under test-results/ (the rules'
// paths pointed at it): a file written there is never read by the build or the other tests.
describe("the server's house", () => {
  const house = 'test-results/import-graph-house';
  const server = `${house}/src`;
  const write = (path: string, text: string) => {
    mkdirSync(join(server, path, '..'), { recursive: true });
    writeFileSync(join(server, path), text);
  };
  const rules = (
    createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
      forbidden: unknown[];
    }
  ).forbidden;
  const config = `${house}/rules.cjs`;
  rmSync(house, { recursive: true, force: true });
  write('funds/price-file.ts', 'export const price = 1;\n');
  write('funds/index.ts', "export { price } from './price-file.js';\n");
  write('core/plumbing.ts', 'export const plumbing = 2;\n');
  writeFileSync(
    config,
    `module.exports = ${JSON.stringify({ forbidden: rules }).replaceAll('^packages/server/src/', `^${server}/`)};`,
  );
  afterAll(() => rmSync(house, { recursive: true, force: true }));

  it('fails when core/ imports a capability', async () => {
    write('core/reads-funds.ts', "export { price } from '../funds/index.js';\n");
    try {
      expect(await violations([server], config)).toEqual([
        `core-imports-no-capability: ${server}/core/reads-funds.ts -> ${server}/funds/index.ts`,
      ]);
    } finally {
      rmSync(join(server, 'core/reads-funds.ts'));
    }
  }, 60_000);

  it("fails when a capability reaches into another's internals, not through its index.ts", async () => {
    write('claims/inside.ts', "export { price } from '../funds/price-file.js';\n");
    write('claims/through.ts', "export { price } from '../funds/index.js';\n");
    write('claims/plumbing.ts', "export { plumbing } from '../core/plumbing.js';\n");
    expect(await violations([server], config)).toEqual([
      `no-capability-internals: ${server}/claims/inside.ts -> ${server}/funds/price-file.ts`,
    ]);
  }, 60_000);
});
