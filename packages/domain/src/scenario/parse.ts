import { DEFERRAL_COMPONENTS } from '../plan/plan-definition.js';
import { builtInPlans, type PlanRegistry } from '../plan/registry.js';
import { planParameterErrors } from '../plan/validate.js';
import { parseInstant } from '../calendar/eastern.js';
import type { Scenario } from './types.js';

/**
 * FORMAT.md: a file that is not a valid scenario is an error naming the JSON path at fault
 * (`participants[0].events[3].date: not a date`). Rule breaches are not errors here: they are
 * refusals, decided by the engine.
 */
export interface ScenarioError {
  path: string;
  message: string;
}
export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; errors: ScenarioError[] };

type Json = unknown;
type Check = (value: Json, path: string, errors: ScenarioError[]) => void;

const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const fail = (errors: ScenarioError[], path: string, message: string) => {
  errors.push({ path, message });
};

const str: Check = (v, p, e) => {
  if (typeof v !== 'string' || v.length === 0) fail(e, p, 'not a non-empty string');
};
const bool: Check = (v, p, e) => {
  if (typeof v !== 'boolean') fail(e, p, 'not true or false');
};
const num: Check = (v, p, e) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(e, p, 'not a number');
};
const int: Check = (v, p, e) => {
  if (!Number.isInteger(v)) fail(e, p, 'not an integer');
};
/** A real calendar date as YYYY-MM-DD (checked by arithmetic: a story holds thousands). */
function isIsoDate(v: Json): boolean {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const year = Number(v.slice(0, 4));
  const month = Number(v.slice(5, 7));
  const day = Number(v.slice(8, 10));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}
const date: Check = (v, p, e) => {
  if (!isIsoDate(v)) fail(e, p, 'not a date (YYYY-MM-DD)');
};
const instant: Check = (v, p, e) => {
  try {
    parseInstant(v as string);
  } catch {
    fail(e, p, 'not an instant with an offset (2024-12-31T23:59:00-05:00)');
  }
};
const decimal =
  (places: number, what: string): Check =>
  (v, p, e) => {
    const pattern = places === 2 ? /^-?\d+\.\d{2}$/ : /^\d+(\.\d{1,6})?$/;
    if (typeof v !== 'string' || !pattern.test(v)) fail(e, p, `not ${what}`);
  };
const money = decimal(2, 'an amount with 2 decimals ("1234.50")');
const price = decimal(6, 'a positive decimal with at most 6 decimals');
const oneOf =
  (...values: string[]): Check =>
  (v, p, e) => {
    if (typeof v !== 'string' || !values.includes(v)) fail(e, p, `not one of ${values.join(', ')}`);
  };
const month: Check = (v, p, e) => {
  if (typeof v !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(v))
    fail(e, p, 'not a month (YYYY-MM)');
};
const account =
  (allowCca: boolean): Check =>
  (v, p, e) => {
    const ok =
      v === 'RTA' ||
      (allowCca && v === 'CCA') ||
      (typeof v === 'string' && /^SDA:\d{4}-(0[1-9]|1[0-2])$/.test(v));
    if (!ok) fail(e, p, `not an account (RTA, SDA:YYYY-MM${allowCca ? ', CCA' : ''})`);
  };
const arrayOf =
  (item: Check): Check =>
  (v, p, e) => {
    if (!Array.isArray(v)) return fail(e, p, 'not an array');
    v.forEach((x, i) => item(x, `${p}[${i}]`, e));
  };
const mapOf =
  (key: Check, value: Check): Check =>
  (v, p, e) => {
    if (!isObject(v)) return fail(e, p, 'not an object');
    for (const [k, x] of Object.entries(v)) {
      const before = e.length;
      key(k, `${p}.${k}`, e);
      if (e.length === before) value(x, `${p}.${k}`, e);
    }
  };
const both =
  (...checks: Check[]): Check =>
  (v, p, e) => {
    for (const check of checks) {
      const before = e.length;
      check(v, p, e);
      if (e.length > before) return;
    }
  };

/** An object with required and optional fields; unknown fields are an error (FORMAT.md). */
const shape =
  (required: Record<string, Check>, optional: Record<string, Check> = {}): Check =>
  (v, p, e) => {
    if (!isObject(v)) return fail(e, p, 'not an object');
    for (const [k, check] of Object.entries(required)) {
      if (!(k in v)) fail(e, `${p}.${k}`, 'required');
      else check(v[k], `${p}.${k}`, e);
    }
    for (const [k, x] of Object.entries(v)) {
      if (k in required) continue;
      const check = optional[k];
      if (!check) fail(e, `${p}.${k}`, 'unknown field');
      else check(x, `${p}.${k}`, e);
    }
  };

const component = oneOf(...DEFERRAL_COMPONENTS);
const period = shape({ start: date, end: date });
const start = shape({ monthsAfterSeparation: int });
const schedule: Check = (v, p, e) => {
  if (!isObject(v)) return fail(e, p, 'not an object');
  const forms: Record<string, Check> = {
    lump: shape({ form: str }, { start }),
    installments: shape({ form: str, years: int }, { start }),
    partial: shape({ form: str, lumpPct: int, years: int }, { start }),
  };
  const check = forms[v.form as string];
  if (!check) return fail(e, `${p}.form`, 'not one of lump, installments, partial');
  check(v, p, e);
};
const pcts = mapOf(str, num);

const election: Check = (v, p, e) => {
  const kind = isObject(v) ? v.kind : undefined;
  const common = {
    type: str,
    filedAt: instant,
    kind: oneOf('initial', 'annual', 'performance'),
    deferrals: mapOf(component, num),
    allocation: arrayOf(shape({ account: account(false), pct: num })),
  };
  const extra: Record<string, Check> =
    kind === 'performance'
      ? { performancePeriod: shape({ start: date, end: date, criteriaSetOn: date }) }
      : { planYear: int };
  shape(
    { ...common, ...extra },
    { schedules: mapOf(account(true), schedule), investments: mapOf(account(true), pcts) },
  )(v, p, e);
};

const eventShapes: Record<string, Check> = {
  eligible: shape({ type: str, date, notifiedOn: date }),
  ineligible: shape({ type: str, date }),
  election,
  pay: shape(
    { type: str, date, component, gross: money, netAvailable: money },
    { servicePeriod: period },
  ),
  allocationChange: shape({
    type: str,
    date,
    account: account(true),
    investments: pcts,
    applyTo: oneOf('future', 'existing', 'both'),
  }),
  retirementSavingsPlan: shape({ type: str, year: int, deferralPct: num }),
  keyEmployee: shape({ type: str, identificationDate: date }),
  compensation: shape({ type: str, year: int, amount: money, officer: bool, ownershipPct: num }),
  leave: shape(
    {
      type: str,
      start: date,
      kind: oneOf('personal', 'military', 'disability'),
      rightToReturn: bool,
    },
    { end: date },
  ),
  serviceReduction: shape({ type: str, date, expectedPct: num }),
  separation: shape({ type: str, date, reason: str }),
  death: shape({ type: str, date }),
  hardship401k: shape({ type: str, date }),
  emergencyDecision: shape({ type: str, date, approved: bool, amount: money, payOn: date }),
  scheduleChange: shape(
    { type: str, filedAt: instant, account: account(true), schedule },
    { specifiedMonth: month },
  ),
  domesticRelationsOrder: shape({ type: str, date, alternatePayee: str, pct: num }),
  claim: shape({
    type: str,
    id: str,
    date,
    action: oneOf(
      'filed',
      'extended',
      'denied',
      'appealed',
      'reviewExtended',
      'approved',
      'deniedOnReview',
    ),
  }),
};

const participantEvent: Check = (v, p, e) => {
  if (!isObject(v)) return fail(e, p, 'not an object');
  const check = eventShapes[v.type as string];
  if (!check)
    return fail(e, `${p}.type`, `not an event type (${Object.keys(eventShapes).join(', ')})`);
  check(v, p, e);
};

const companyEvent: Check = (v, p, e) => {
  if (!isObject(v)) return fail(e, p, 'not an object');
  if (v.type === 'changeInControl') return shape({ type: str, date })(v, p, e);
  if (v.type === 'planTermination') return shape({ type: str, date, payOn: date })(v, p, e);
  fail(e, `${p}.type`, 'not one of changeInControl, planTermination');
};

const priceSeries: Check = (v, p, e) => {
  if (isObject(v) && 'constant' in v) return shape({ constant: price })(v, p, e);
  shape({ points: arrayOf(both(arrayOf(str), pricePoint)) })(v, p, e);
};
function pricePoint(v: Json, p: string, e: ScenarioError[]) {
  const point = v as Json[];
  if (point.length !== 2) return fail(e, p, 'not a [date, price] pair');
  date(point[0], `${p}[0]`, e);
  price(point[1], `${p}[1]`, e);
}

/**
 * The plan: a known id; its undated overrides and its dated amendments (Plan 9.2), whose
 * parameters are checked against that plan's own definition (names and value types).
 */
const planCheck =
  (plans: PlanRegistry): Check =>
  (v, p, e) => {
    const before = e.length;
    const object: Check = (x, q, errors) =>
      isObject(x) ? undefined : fail(errors, q, 'not an object');
    const amendment = shape(
      { effective: date, parameters: object },
      { label: str, consents: arrayOf(str) },
    );
    shape({ id: oneOf(...plans.keys()) }, { parameters: object, amendments: arrayOf(amendment) })(
      v,
      p,
      e,
    );
    const definition = plans.get((v as { id: string }).id);
    if (e.length > before || !definition) return;
    const plan = v as Scenario['plan'];
    if (plan.parameters)
      e.push(...planParameterErrors(definition, plan.parameters, `${p}.parameters`));
    (plan.amendments ?? []).forEach((a, i) =>
      e.push(...planParameterErrors(definition, a.parameters, `${p}.amendments[${i}].parameters`)),
    );
  };

const participant = shape(
  { id: str, hireDate: date, events: arrayOf(participantEvent) },
  { birthDate: date },
);

const scenario = (plans: PlanRegistry) =>
  shape(
    {
      format: oneOf('defcomp-scenario/1'),
      plan: planCheck(plans),
      company: shape({ publiclyTraded: bool }, { events: arrayOf(companyEvent) }),
      funds: arrayOf(shape({ id: str, name: str }, { capitalPreservation: bool })),
      prices: mapOf(str, priceSeries),
      evaluateThrough: date,
      participants: arrayOf(participant),
    },
    { description: (v, p, e) => (typeof v === 'string' ? undefined : fail(e, p, 'not a string')) },
  );

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

/** `plans`: the plans a scenario may name (the built-in ones unless others are loaded). */
export function parseScenario(input: Json, plans: PlanRegistry = builtInPlans): ParseResult {
  const errors: ScenarioError[] = [];
  scenario(plans)(input, '$', errors);
  if (errors.length === 0) references(input as Scenario, errors);
  const clean = errors.map((x) => ({ ...x, path: x.path.replace(/^\$\.?/, '') || '$' }));
  if (clean.length > 0) return { ok: false, errors: clean };
  const parsed = input as Scenario;
  return {
    ok: true,
    scenario: { ...parsed, company: { ...parsed.company, events: parsed.company.events ?? [] } },
  };
}
