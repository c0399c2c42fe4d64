import {
  effectiveDateOf,
  evaluateScenario,
  MissingPriceError,
  parseScenario,
  type RefusalJson,
  type Scenario,
} from '@defcomp/domain';
import type { ScenarioInput } from './scenario-loader.js';

/** One thing wrong with a file to import, at its JSON path (`participants[3].events[12]`). */
export interface RecordProblem {
  path: string;
  message: string;
  /** The plan sections an event breaks, for a refusal. */
  rules?: string[] | undefined;
}

/**
 * `invalid`: not a scenario the record can hold (FORMAT.md, the API's request schemas);
 * `refused`: a valid file whose events the plan refuses, or that disagrees with the record.
 */
export type CheckedFile =
  | { ok: true; input: ScenarioInput }
  | { ok: false; kind: 'invalid' | 'refused'; problems: RecordProblem[] };

// The API's request schema for an id (packages/server/src/schemas.ts `id`; the store cannot
// import the server): FORMAT.md allows any name, but the record must only hold what the API can
// address. Prices need no such check: the parser and the API share the model's Price.
const apiId = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * Checks a scenario file as the API checks each event it records (server evaluation.ts
 * checkEvents: parse, place, evaluate, refuse), but for the whole file at once: one parse, one
 * evaluation, and every event the engine refuses is a problem at its path.
 */
export function checkScenarioFile(json: unknown): CheckedFile {
  const parsed = parseScenario(json);
  if (!parsed.ok) return { ok: false, kind: 'invalid', problems: parsed.errors };
  const input = json as ScenarioInput;
  const invalid = apiSchemaProblems(input);
  if (invalid.length > 0) return { ok: false, kind: 'invalid', problems: invalid };
  let refused: RecordProblem[];
  try {
    refused = evaluateInSlices({ ...parsed.scenario, evaluateThrough: checkThrough(input) });
  } catch (error) {
    if (!(error instanceof MissingPriceError)) throw error;
    return { ok: false, kind: 'invalid', problems: [{ path: error.path, message: error.message }] };
  }
  return refused.length > 0
    ? { ok: false, kind: 'refused', problems: refused }
    : { ok: true, input };
}

// Participants are evaluated independently of one another (the company's events apply to each):
// a slice at a time, so a large book's results never pile up in memory (10,000 participants'
// deferrals are millions of objects, and every collection would walk them).
const SLICE = 500;

/**
 * Each participant evaluated once, through the later of the file's evaluateThrough and its last
 * event (the API checks an event as of its own date at least; the engine ignores events after
 * evaluateThrough): the refusals at their paths.
 */
function evaluateInSlices(scenario: Scenario): RecordProblem[] {
  const problems: RecordProblem[] = [];
  for (let start = 0; start === 0 || start < scenario.participants.length; start += SLICE) {
    const participants = scenario.participants.slice(start, start + SLICE);
    const result = evaluateScenario({ ...scenario, participants });
    if (start === 0)
      problems.push(...result.company.refused.map((r) => refusal('company.events', r)));
    participants.forEach((p, k) => {
      const at = `participants[${start + k}].events`;
      for (const r of result.participants[p.id]?.refused ?? []) problems.push(refusal(at, r));
    });
  }
  return problems;
}

/** The latest of the file's evaluateThrough and every event's date. */
function checkThrough(input: ScenarioInput): string {
  let through = input.evaluateThrough;
  for (const events of [input.company.events, ...input.participants.map((p) => p.events)]) {
    for (const event of events) {
      const day = effectiveDateOf(event);
      if (day > through) through = day;
    }
  }
  return through;
}

function apiSchemaProblems(input: ScenarioInput): RecordProblem[] {
  const problems: RecordProblem[] = [];
  const idProblem = (path: string, id: string) => {
    if (!apiId.test(id))
      problems.push({ path, message: `not an id the API accepts (${apiId.source})` });
  };
  input.participants.forEach((p, i) => idProblem(`participants[${i}].id`, p.id));
  input.funds.forEach((f, i) => idProblem(`funds[${i}].id`, f.id));
  return problems;
}

/** A refused event as a problem at its path in the file, with the rules it breaks. */
const refusal = (path: string, r: RefusalJson): RecordProblem => ({
  path: `${path}[${r.index}]`,
  message: `${r.rules.join(', ')} ${r.message}`,
  rules: r.rules,
});
