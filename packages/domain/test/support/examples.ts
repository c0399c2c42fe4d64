/**
 * Where the worked examples are. The project keeps its own copies (`scenarios/examples`), so a
 * fresh clone needs nothing outside it; where the shared conformance folder sits beside the
 * clone (`../shared/scenarios/examples`), the tests run that one, the source of the copies.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repositoryRoot = resolve(import.meta.dirname, '../../../..');
export const projectExamplesDir = join(repositoryRoot, 'scenarios/examples');
export const sharedExamplesDir = join(repositoryRoot, '../shared/scenarios/examples');

export const examplesDir = existsSync(sharedExamplesDir) ? sharedExamplesDir : projectExamplesDir;
