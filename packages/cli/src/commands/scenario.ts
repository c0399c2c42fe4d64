import { readFile } from 'node:fs/promises';
import {
  compareResult,
  definitionFromDocument,
  evaluateScenario,
  MissingPriceError,
  parseScenario,
  planDocumentErrors,
  planRegistry,
  type PlanDefinition,
  type PlanRegistry,
  type ScenarioResult,
} from '@defcomp/domain';

import { defineCommand, parseCommand, unexpected, usageError } from '../flags.js';

export const command = defineCommand({
  name: 'scenario',
  usage: ['defcomp scenario run|check [--explain] [--plan plans/<id>/plan.json ...] FILE.json'],
  flags: {
    explain: {
      type: 'boolean',
      description: 'each payment with why it falls on its date and has its amount',
    },
    plan: {
      type: 'string',
      value: 'plans/<id>/plan.json',
      multiple: true,
      description: 'a plan document read at run time, beside the built-in plans',
    },
  },
});

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** The built-in plans and those named by `--plan` (a plan file read at run time). */
async function plansFrom(files: string[]): Promise<PlanRegistry | string[]> {
  const loaded: PlanDefinition[] = [];
  for (const file of files) {
    const json = await readJson(file);
    const errors = planDocumentErrors(json);
    if (errors.length > 0) return errors.map((e) => `${file}: ${e.path}: ${e.message}`);
    loaded.push(definitionFromDocument(json));
  }
  return planRegistry(loaded);
}

/** Reads and evaluates a scenario; errors name the JSON path (FORMAT.md: exit 2). */
async function evaluateFile(
  file: string,
  explain: boolean,
  planFiles: string[],
): Promise<ScenarioResult | string[]> {
  let json: unknown;
  let plans: PlanRegistry | string[];
  try {
    json = await readJson(file);
    plans = await plansFrom(planFiles);
  } catch (error) {
    return [(error as Error).message];
  }
  if (Array.isArray(plans)) return plans;
  const parsed = parseScenario(json, plans);
  if (!parsed.ok) return parsed.errors.map((e) => `${e.path}: ${e.message}`);
  try {
    return evaluateScenario(parsed.scenario, { explain, plans });
  } catch (error) {
    if (error instanceof MissingPriceError) return [`${error.path}: ${error.message}`];
    throw error;
  }
}

/** --explain: each payment with why it falls on that date and has that amount. */
function explanation(result: ScenarioResult): string {
  const lines = result.plan.refused.map(
    (r) => `amendment ${r.index} refused (${r.rules.join(', ')}): ${r.message}`,
  );
  for (const [id, p] of Object.entries(result.participants)) {
    for (const r of p.refused)
      lines.push(`${id} event ${r.index} refused (${r.rules.join(', ')}): ${r.message}`);
    for (const pay of p.payments) {
      const part = pay.installment
        ? ` installment ${pay.installment[0]}/${pay.installment[1]}`
        : '';
      lines.push(
        `${id} ${pay.date} ${pay.account} ${pay.benefit}${part} ${pay.amount} to ${pay.payee} [${pay.rules.join(', ')}]`,
      );
      for (const t of pay.trace ?? []) lines.push(`    ${t}`);
    }
  }
  return lines.join('\n') + '\n';
}

export async function run(args: string[]): Promise<number> {
  const parsed = parseCommand(command, args);
  if (typeof parsed === 'number') return parsed;
  const explain = parsed.values.explain === true;
  const planFiles = parsed.values.plan ?? [];
  const [mode, file, ...extra] = parsed.positionals;
  if (mode !== 'run' && mode !== 'check')
    return usageError(command, mode ? `no subcommand ${mode}` : 'run or check?');
  if (!file) return usageError(command, 'FILE.json is missing');
  if (extra.length > 0) return unexpected(command, extra);
  const result = await evaluateFile(file, explain, planFiles);
  if (Array.isArray(result)) {
    process.stderr.write(result.map((e) => `${e}\n`).join(''));
    return 2;
  }
  if (mode === 'run') {
    process.stdout.write(explain ? explanation(result) : JSON.stringify(result, null, 2) + '\n');
    return 0;
  }
  const expectedFile = file.replace(/\.json$/, '.expected.json');
  let expected: unknown;
  try {
    expected = JSON.parse(await readFile(expectedFile, 'utf8'));
  } catch (error) {
    process.stderr.write(`${expectedFile}: ${(error as Error).message}\n`);
    return 2;
  }
  const differences = compareResult(expected, result);
  for (const d of differences) {
    process.stderr.write(
      `${d.path}: expected ${JSON.stringify(d.expected)}, got ${JSON.stringify(d.actual)}\n`,
    );
  }
  if (explain) process.stdout.write(explanation(result));
  return differences.length === 0 ? 0 : 1;
}
