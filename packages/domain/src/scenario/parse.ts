import { Compile } from 'typebox/compile';
import { carmaxEdcp } from '../plan/carmax-edcp.js';
import type { ParameterName, PlanDefinition } from '../plan/plan-definition.js';
import { explain, ScenarioFile, type PathError } from '../model/index.js';
import type { Scenario } from './types.js';

/**
 * FORMAT.md: a file that is not a valid scenario is an error naming the JSON path at fault
 * (`participants[0].events[3].date: not a date`). Rule breaches are not errors here: they are
 * refusals, decided by the engine. The shape is the model's (ScenarioFile): checked by its
 * compiled checker, explained path by path only when it does not fit.
 */
export type ScenarioError = PathError;
export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; errors: ScenarioError[] };

type Json = unknown;

/** Compiled once: a 20-year, 100-participant story holds some 50,000 events. */
const scenarioFile = Compile(ScenarioFile);

const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const fail = (errors: ScenarioError[], path: string, message: string) => {
  errors.push({ path, message });
};

/**
 * A plan's parameter values, checked against its definition. The one place the parser asks
 * about parameters: plan/validate.ts's planParameterErrors replaces the body when it lands.
 */
function parameterErrors(
  definition: PlanDefinition,
  parameters: Json,
  path: string,
): ScenarioError[] {
  const e: ScenarioError[] = [];
  if (!isObject(parameters)) return [{ path, message: 'not an object' }];
  for (const [name, value] of Object.entries(parameters)) {
    const known = definition.parameters[name as ParameterName];
    if (!known) {
      fail(e, `${path}.${name}`, 'unknown plan parameter');
      continue;
    }
    const reference = known.versions[0]!.value;
    if (!sameJsonShape(reference, value))
      fail(e, `${path}.${name}`, `not shaped like ${JSON.stringify(reference)}`);
  }
  return e;
}

function sameJsonShape(reference: Json, value: Json): boolean {
  if (Array.isArray(reference)) {
    const item = reference[0];
    return Array.isArray(value) && value.every((x) => sameJsonShape(item, x));
  }
  if (isObject(reference)) {
    return (
      isObject(value) && Object.keys(reference).every((k) => sameJsonShape(reference[k], value[k]))
    );
  }
  if (typeof reference === 'string' && /^\d+\.\d{2}$/.test(reference)) {
    return typeof value === 'string' && /^\d+\.\d{2}$/.test(value);
  }
  return typeof reference === typeof value;
}

/** Cross-field checks: known funds, unique ids, prices for every fund. */
function references(s: Scenario, e: ScenarioError[]) {
  const funds = new Set<string>();
  s.funds.forEach((f, i) => {
    if (funds.has(f.id)) fail(e, `funds[${i}].id`, `duplicate fund ${f.id}`);
    funds.add(f.id);
    if (!(f.id in s.prices)) fail(e, `prices.${f.id}`, 'required: every fund needs prices');
  });
  for (const id of Object.keys(s.prices)) if (!funds.has(id)) fail(e, `prices.${id}`, 'not a fund');
  if (!s.funds.some((f) => f.capitalPreservation)) {
    fail(e, 'funds', 'no fund is marked capitalPreservation (7.5 needs one)');
  }
  for (const [fund, series] of Object.entries(s.prices)) {
    if (!('points' in series)) continue;
    const seen = new Set<string>();
    series.points.forEach(([date], i) => {
      if (seen.has(date)) fail(e, `prices.${fund}.points[${i}][0]`, `a second price for ${date}`);
      seen.add(date);
    });
  }
  const ids = new Set<string>();
  s.participants.forEach((participant, i) => {
    if (ids.has(participant.id))
      fail(e, `participants[${i}].id`, `duplicate participant ${participant.id}`);
    ids.add(participant.id);
    participant.events.forEach((event, j) => {
      const where = `participants[${i}].events[${j}]`;
      const named =
        event.type === 'allocationChange'
          ? [event.investments]
          : event.type === 'election'
            ? Object.values(event.investments ?? {})
            : [];
      for (const investments of named) {
        for (const fund of Object.keys(investments)) {
          if (!funds.has(fund)) fail(e, `${where}.investments`, `unknown fund ${fund}`);
        }
      }
    });
  });
}

/** The plan's own parameters and each amendment's, against the plan's definition. */
function planErrors(file: Scenario): ScenarioError[] {
  const definition = carmaxEdcp;
  const { parameters, amendments = [] } = file.plan;
  return [
    ...(parameters === undefined ? [] : parameterErrors(definition, parameters, 'plan.parameters')),
    ...amendments.flatMap((a, i) =>
      parameterErrors(definition, a.parameters, `plan.amendments[${i}].parameters`),
    ),
  ];
}

export function parseScenario(input: Json): ParseResult {
  if (!scenarioFile.Check(input)) return { ok: false, errors: explain(ScenarioFile, input) };
  const scenario: Scenario = {
    ...input,
    company: { ...input.company, events: input.company.events ?? [] },
  };
  const errors = planErrors(scenario);
  references(scenario, errors);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, scenario };
}
