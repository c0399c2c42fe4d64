import { Compile } from 'typebox/compile';
import { builtInPlans, type PlanRegistry } from '../plan/registry.js';
import { planParameterErrors } from '../plan/validate.js';
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

const fail = (errors: ScenarioError[], path: string, message: string) => {
  errors.push({ path, message });
};

// Price sets already found valid, by identity: a server hands every evaluation the plan's one
// price set (thousands of points), checked once, not at every request.
const validPrices = new WeakSet<object>();

/** Cross-field checks: known funds, unique ids, prices for every fund. */
function references(s: Scenario, e: ScenarioError[]) {
  const funds = new Set<string>();
  s.funds.forEach((f, i) => {
    if (funds.has(f.id)) fail(e, `funds[${i}].id`, `duplicate fund ${f.id}`);
    funds.add(f.id);
    if (!(f.id in s.prices)) fail(e, `prices.${f.id}`, 'required: every fund needs prices');
  });
  for (const id of Object.keys(s.prices)) if (!funds.has(id)) fail(e, `prices.${id}`, 'not a fund');
  // 7.3: a closed fund names a listed successor still on the menu that day; 7.5 keeps the
  // capital preservation option on the menu (it is every allocation's default).
  const byId = new Map(s.funds.map((f) => [f.id, f]));
  s.funds.forEach((f, i) => {
    if (!f.closed) return;
    const where = `funds[${i}].closed`;
    const successor = byId.get(f.closed.successor);
    if (f.capitalPreservation)
      fail(e, where, 'the capital preservation fund cannot be closed (7.5 needs one on the menu)');
    if (!successor) fail(e, `${where}.successor`, `unknown fund ${f.closed.successor}`);
    else if (successor.id === f.id) fail(e, `${where}.successor`, 'a fund cannot succeed itself');
    else if (successor.closed && successor.closed.date <= f.closed.date)
      fail(e, `${where}.successor`, `${successor.id} is closed on ${successor.closed.date} (7.3)`);
  });
  if (!s.funds.some((f) => f.capitalPreservation)) {
    fail(e, 'funds', 'no fund is marked capitalPreservation (7.5 needs one)');
  }
  for (const [fund, series] of Object.entries(validPrices.has(s.prices) ? {} : s.prices)) {
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

/** The plan: a known id; its overrides and each amendment's, against that plan's definition. */
function planErrors(file: Scenario, plans: PlanRegistry): ScenarioError[] {
  const definition = plans.get(file.plan.id);
  if (!definition)
    return [{ path: 'plan.id', message: `not one of ${[...plans.keys()].join(', ')}` }];
  const { parameters, amendments = [] } = file.plan;
  return [
    ...(parameters === undefined
      ? []
      : planParameterErrors(definition, parameters, 'plan.parameters')),
    ...amendments.flatMap((a, i) =>
      planParameterErrors(definition, a.parameters, `plan.amendments[${i}].parameters`),
    ),
  ];
}

/** `plans`: the plans a scenario may name (the built-in ones unless others are loaded). */
export function parseScenario(input: Json, plans: PlanRegistry = builtInPlans): ParseResult {
  const prices = pricesOf(input);
  // A price set checked before is not checked again (its shape, and a date given twice).
  const checked = prices && validPrices.has(prices) ? { ...(input as object), prices: {} } : input;
  if (!scenarioFile.Check(checked)) return { ok: false, errors: explain(ScenarioFile, input) };
  const scenario = {
    ...checked,
    prices: prices ?? checked.prices,
    company: { ...checked.company, events: checked.company.events ?? [] },
  } as Scenario;
  const errors = planErrors(scenario, plans);
  if (errors.length === 0) references(scenario, errors);
  if (errors.length > 0) return { ok: false, errors };
  if (prices) validPrices.add(prices);
  return { ok: true, scenario };
}

const pricesOf = (input: Json): object | undefined => {
  const prices = (input as { prices?: unknown } | null)?.prices;
  return typeof prices === 'object' && prices !== null ? prices : undefined;
};
