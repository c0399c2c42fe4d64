/**
 * Tidy (STYLE.md, after TigerBeetle's tidy.zig): the checks a reviewer should not make by eye
 * are ESLint rules (eslint.config.js), and `npm run lint` applies them to the whole tree. This
 * test lints inline samples with the project's own configuration, so a rule that is dropped
 * or misconfigured fails here instead of passing silently.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
async function rulesBroken(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  x += ${i};`).join('\n');
/** A function of exactly `total` lines, its signature and closing brace included. */
const fn = (name: string, total: number) =>
  `export function ${name}(x: number): number {\n${body(total - 3)}\n  return x;\n}\n`;
const method = (total: number) =>
  `export class C {\n  m(x: number): number {\n${body(total - 3)}\n    return x;\n  }\n}\n`;

describe('tidy: no function over 70 lines (max-lines-per-function)', () => {
  it('accepts 70 lines and refuses 71, in every package', async () => {
    for (const pkg of ['domain', 'store', 'server', 'cli']) {
      const path = `packages/${pkg}/src/sample.ts`;
      expect(await rulesBroken(fn('seventy', 70), path)).toEqual([]);
      expect(await rulesBroken(fn('seventyOne', 71), path)).toContain('max-lines-per-function');
    }
  });

  it('counts class methods and React components too', async () => {
    expect(await rulesBroken(method(71), 'packages/domain/src/sample.ts')).toContain(
      'max-lines-per-function',
    );
    const component = `export function Page() {\n  let x = 0;\n${body(68)}\n  return x;\n}\n`;
    expect(await rulesBroken(component, 'packages/web/src/sample.tsx')).toContain(
      'max-lines-per-function',
    );
  });

  it('leaves test files alone (a describe block is a list of cases)', async () => {
    expect(await rulesBroken(fn('long', 200), 'packages/domain/src/sample.test.ts')).toEqual([]);
  });
});

describe('tidy: the domain core is pure (STYLE.md habit 7)', () => {
  const domain = 'packages/domain/src/sample.ts';

  it('imports only relative paths, temporal-polyfill and typebox', async () => {
    const allowed = [
      "import { a } from './a.js';",
      "import { b } from '../b/b.js';",
      "import { Temporal } from 'temporal-polyfill';",
      "import Type from 'typebox';",
    ];
    for (const line of allowed) {
      expect(await rulesBroken(`${line}\n`, domain)).not.toContain('no-restricted-imports');
    }
    for (const outer of ['node:fs', 'kysely', '@defcomp/store', 'lodash', 'decimal.js']) {
      expect(await rulesBroken(`import x from '${outer}';\nvoid x;\n`, domain)).toContain(
        'no-restricted-imports',
      );
    }
  });

  it('uses no clock, randomness, float parsing or environment', async () => {
    const impure = ['new Date()', 'Math.random()', "parseFloat('1.5')", 'process.env.X'];
    for (const expression of impure) {
      const broken = await rulesBroken(`export const v = ${expression};\n`, domain);
      expect(broken.some((rule) => /no-restricted-(globals|properties)/.test(rule))).toBe(true);
    }
  });

  it('the same code is allowed outside the domain', async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const v = readFileSync;\n";
    expect(await rulesBroken(code, 'packages/store/src/sample.ts')).toEqual([]);
  });
});

describe('tidy: no leftover to-do marker in a comment', () => {
  // Built from parts so that this file does not carry the markers it looks for.
  for (const marker of ['FIX' + 'ME', 'X' + 'XX']) {
    it(`refuses ${marker}`, async () => {
      const code = `// ${marker}: later\nexport const v = 1;\n`;
      expect(await rulesBroken(code, 'packages/server/src/sample.ts')).toContain(
        'no-warning-comments',
      );
    });
  }
});
