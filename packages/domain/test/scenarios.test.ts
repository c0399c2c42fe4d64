import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareResult, evaluateScenario, parseScenario } from '../src/index.js';
import {
  examplesDir,
  projectExamplesDir,
  repositoryRoot,
  sharedExamplesDir,
} from './support/examples.js';

/** The conformance format (docs/scenario-format.md) as tests: every file with its expected result. */
const folders = [
  { name: 'project scenarios', dir: join(repositoryRoot, 'scenarios') },
  { name: 'worked examples', dir: examplesDir },
];

const load = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const scenarioFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
    .sort();

for (const folder of folders) {
  describe(folder.name, () => {
    const files = scenarioFiles(folder.dir);
    it('has scenarios', () => expect(files.length).toBeGreaterThan(0));
    for (const file of files) {
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

describe.skipIf(examplesDir === projectExamplesDir)(
  'the project copies of the worked examples',
  () => {
    it('are the same files as the shared examples', () => {
      const shared = readdirSync(sharedExamplesDir).sort();
      expect(readdirSync(projectExamplesDir).sort()).toEqual(shared);
      for (const file of shared) {
        expect(readFileSync(join(projectExamplesDir, file), 'utf8'), file).toBe(
          readFileSync(join(sharedExamplesDir, file), 'utf8'),
        );
      }
    });
  },
);
