import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareResult, evaluateScenario, parseScenario } from '../src/index.js';

/** The conformance format (FORMAT.md) as tests: every scenario file with its expected result. */
const root = resolve(import.meta.dirname, '../../..');
const folders = [
  { name: 'project scenarios', dir: join(root, 'scenarios'), required: true },
  {
    name: 'shared examples',
    dir: join(root, '../shared/scenarios/examples'),
    required: process.env.CI === 'true',
  },
];

const load = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

for (const folder of folders) {
  const present = existsSync(folder.dir);
  describe.skipIf(!present && !folder.required)(folder.name, () => {
    const files = present
      ? readdirSync(folder.dir).filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
      : [];
    it('has scenarios', () => expect(files.length).toBeGreaterThan(0));
    for (const file of files.sort()) {
      it(file.replace(/\.json$/, ''), () => {
        const parsed = parseScenario(load(join(folder.dir, file)));
        if (!parsed.ok)
          throw new Error(parsed.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
        const result = evaluateScenario(parsed.scenario);
        expect(
          compareResult(load(join(folder.dir, file.replace(/\.json$/, '.expected.json'))), result),
        ).toEqual([]);
        // Re-evaluating gives the same answer.
        expect(evaluateScenario(parsed.scenario)).toEqual(result);
      });
    }
  });
}
