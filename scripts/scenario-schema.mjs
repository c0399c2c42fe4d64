#!/usr/bin/env node
/**
 * The JSON Schema of a scenario file, from the domain's event model (one declaration: the
 * parser, the server's request schemas and this file all come from packages/domain/src/model).
 *
 *   node scripts/scenario-schema.mjs           # rewrite docs/scenario.schema.json
 *   node scripts/scenario-schema.mjs --check   # exit 1 when it is out of date
 *
 * Run after `npm run build` (it reads the built domain). test/scenario-schema.test.ts fails
 * when the checked-in file is stale.
 */
import console from 'node:console';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = join(ROOT, 'docs/scenario.schema.json');

/** The document, formatted as the repository's prettier would (so `prettier --check` agrees). */
export async function renderScenarioSchema(domain) {
  const document = {
    // TypeBox writes tuples as draft-07 does (`items: [...]`, `additionalItems`).
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'defcomp-scenario/1',
    description:
      'A scenario file (docs/scenario-format.md). Generated from the domain model by scripts/scenario-schema.mjs: do not edit. Formats: `date` is a calendar date (2025-02-30 is not one); `instant` is an ISO 8601 instant with an offset on a calendar date. Plan parameters are checked against the plan definition, and cross-references (funds, prices, ids) by the parser.',
    ...domain.ScenarioFile,
  };
  const options = (await resolveConfig(OUTPUT)) ?? {};
  return format(JSON.stringify(document), { ...options, parser: 'json' });
}

async function main() {
  const domain = await import('@defcomp/domain');
  const output = await renderScenarioSchema(domain);
  const current = existsSync(OUTPUT) ? readFileSync(OUTPUT, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (current === output) return;
    console.error(`${relative(ROOT, OUTPUT)} is out of date: run node scripts/scenario-schema.mjs`);
    process.exit(1);
  }
  writeFileSync(OUTPUT, output);
  console.log(`wrote ${relative(ROOT, OUTPUT)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
