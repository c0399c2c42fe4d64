import { Compile } from 'typebox/compile';
import { builtInPlans, type PlanRegistry } from '../plan/registry.js';
import { planParameterErrors } from '../plan/validate.js';
import { explain, ScenarioFile, type PathError } from '../model/index.js';
import type { ParticipantStory, Scenario } from './types.js';

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
  s.participants.forEach((participant, i) => participantReferences(participant, i, funds, ids, e));
}

/** A participant's references: an id not seen before, funds on the menu. */
function participantReferences(
  participant: ParticipantStory,
  i: number,
  funds: Set<string>,
  ids: Set<string>,
  e: ScenarioError[],
) {
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
  const checked = unchecked(input, prices);
  if (!scenarioFile.Check(checked)) return { ok: false, errors: explain(ScenarioFile, input) };
  const scenario = scenarioOf(checked, prices);
  const errors = planErrors(scenario, plans);
  if (errors.length === 0) references(scenario, errors);
  if (errors.length > 0) return { ok: false, errors };
  if (prices) validPrices.add(prices);
  return { ok: true, scenario };
}

// A price set checked before is not checked again (its shape, and a date given twice).
const unchecked = (input: Json, prices: object | undefined): Json =>
  prices && validPrices.has(prices) ? { ...(input as object), prices: {} } : input;

const scenarioOf = (checked: ScenarioFile, prices: object | undefined): Scenario =>
  ({
    ...checked,
    prices: prices ?? checked.prices,
    company: { ...checked.company, events: checked.company.events ?? [] },
  }) as Scenario;

const pricesOf = (input: Json): object | undefined => {
  const prices = (input as { prices?: unknown } | null)?.prices;
  return typeof prices === 'object' && prices !== null ? prices : undefined;
};

/** Participants `start`, `start + 1`, … of a book. */
export interface ParticipantSlice {
  start: number;
  participants: Json[];
}

const storySchema = ScenarioFile.properties.participants.items;
const participantStory = Compile(storySchema);
// The file's fields the schema requires, in its order: explain() walks them before the others.
const requiredFields: readonly string[] = ScenarioFile.required ?? [];

/**
 * parseScenario of a book too large to hold at once: `header` is the file with `participants`
 * empty, and `slices()` yields its participants in order. The errors are parseScenario's, in
 * its order (explain walks the required fields, participants last of them, then the others);
 * the scenario returned has no participants: they are read again, a slice at a time.
 */
export function parseScenarioInSlices(
  header: Json,
  slices: Iterable<ParticipantSlice>,
  plans: PlanRegistry = builtInPlans,
): ParseResult {
  const prices = pricesOf(header);
  const checked = unchecked(header, prices);
  const fits = scenarioFile.Check(checked);
  const headerShape = fits ? [] : explain(ScenarioFile, header);
  const scenario = fits ? scenarioOf(checked, prices) : undefined;
  const planProblems = scenario ? planErrors(scenario, plans) : [];
  // parseScenario's references, the header's first: only when the plan is good.
  const referenced = scenario !== undefined && planProblems.length === 0;
  const refs: ScenarioError[] = [];
  if (referenced) references(scenario, refs);
  const funds = new Set(scenario?.funds.map((f) => f.id));
  const ids = new Set<string>();
  const shape: ScenarioError[] = [];
  for (const { start, participants } of slices) {
    participants.forEach((participant, k) => {
      const at = `participants[${start + k}]`;
      if (!participantStory.Check(participant))
        shape.push(...explain(storySchema, participant, at));
      else if (referenced && shape.length === 0)
        participantReferences(participant, start + k, funds, ids, refs);
    });
  }
  if (headerShape.length > 0 || shape.length > 0) {
    const first = (e: ScenarioError) => requiredFields.includes(e.path.split(/[.[]/)[0] ?? '');
    const later = headerShape.filter((e) => !first(e));
    return { ok: false, errors: [...headerShape.filter(first), ...shape, ...later] };
  }
  const errors = planProblems.length > 0 ? planProblems : refs;
  if (errors.length > 0 || !scenario) return { ok: false, errors };
  if (prices) validPrices.add(prices);
  return { ok: true, scenario };
}
