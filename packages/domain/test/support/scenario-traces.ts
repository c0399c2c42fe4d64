/**
 * Every "Show why" line the scenarios produce: each scenario of the project's folder and of the
 * worked examples, evaluated with its traces (`explain`), every payment's, deferral's and company
 * credit's lines in order, then each state withholding's words (8.3).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateScenario, parseScenario } from '../../src/index.js';
import { examplesDir, repositoryRoot } from './examples.js';

export interface ScenarioTrace {
  readonly file: string;
  readonly lines: readonly string[];
}

const folders = [join(repositoryRoot, 'scenarios'), examplesDir];

export function scenarioTraces(): ScenarioTrace[] {
  const out: ScenarioTrace[] = [];
  for (const dir of folders) {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
      .sort();
    for (const file of files) {
      const parsed = parseScenario(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.ok) continue;
      const result = evaluateScenario(parsed.scenario, { explain: true });
      const lines: string[] = [];
      for (const p of Object.values(result.participants ?? {})) {
        for (const d of p.deferrals) lines.push(...(d.trace ?? []));
        for (const c of p.companyCredits) lines.push(...(c.trace ?? []));
        for (const x of p.payments) lines.push(...(x.trace ?? []));
        // 8.3: each state's claim on a payment, where the scenario asks for its taxes.
        for (const t of p.taxes?.payments ?? []) for (const c of t.state) lines.push(c.message);
      }
      out.push({ file, lines });
    }
  }
  return out;
}
