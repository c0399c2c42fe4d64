import { parseDate } from '../calendar/dates.js';
import { isObject, schemaErrors, type JsonSchema, type PathError } from './json-schema.js';
import {
  isParameterName,
  PARAMETER_NAMES,
  type ParameterDefinition,
  type PlanDefinition,
} from './plan-definition.js';

export type { PathError } from './json-schema.js';

/** A real calendar day as YYYY-MM-DD. */
function isDate(v: unknown): boolean {
  try {
    parseDate(v as string);
    return true;
  } catch {
    return false;
  }
}

/**
 * Plan parameters (a scenario's `plan.parameters`, an amendment's `parameters`) checked against
 * the plan's own definition: a name it does not define, or a value not of its type, is an
 * error naming the path (`plan.amendments[0].parameters.smallBalanceLimit: not a string`).
 */
export function planParameterErrors(
  definition: PlanDefinition,
  parameters: unknown,
  path: string,
): PathError[] {
  if (!isObject(parameters)) return [{ path, message: 'not an object' }];
  return Object.entries(parameters).flatMap(([name, value]) => {
    const where = `${path}.${name}`;
    if (!isParameterName(name) || !(name in definition.parameters))
      return [{ path: where, message: 'unknown plan parameter' }];
    return schemaErrors(definition.parameters[name].schema, value, where);
  });
}

/** plans/<id>/plan.json (docs/plan-format.md): a plan's terms as data. */
export interface PlanDocument {
  format: 'defcomp-plan/1';
  id: string;
  name: string;
  source: string;
  versions: { from: string; label: string }[];
  parameters: Record<string, ParameterDocument>;
}

export interface ParameterDocument {
  section: string;
  description: string;
  unit?: string;
  source: string;
  schema: JsonSchema;
  /** Values keyed by the date from which they apply (the OpenFisca way). */
  values: Record<string, { value: unknown; note?: string }>;
}

type Check = (v: unknown, path: string) => PathError[];
const text: Check = (v, path) =>
  typeof v === 'string' && v.length > 0 ? [] : [{ path, message: 'not a non-empty string' }];
const date: Check = (v, path) => (isDate(v) ? [] : [{ path, message: 'not a date (YYYY-MM-DD)' }]);

function fields(v: unknown, path: string, checks: Record<string, Check>, optional: string[] = []) {
  if (!isObject(v)) return [{ path, message: 'not an object' }];
  const missing = Object.keys(checks)
    .filter((k) => !(k in v) && !optional.includes(k))
    .map((k) => ({ path: `${path}.${k}`, message: 'required' }));
  const present = Object.entries(v).flatMap(([k, x]) => {
    const check = checks[k];
    return check ? check(x, `${path}.${k}`) : [{ path: `${path}.${k}`, message: 'unknown field' }];
  });
  return [...missing, ...present];
}

/** Every way a plan file breaks its format, each naming its path. */
export function planDocumentErrors(doc: unknown): PathError[] {
  const versions: Check = (v, path) =>
    Array.isArray(v) && v.length > 0
      ? v.flatMap((x, i) => fields(x, `${path}[${i}]`, { from: date, label: text }))
      : [{ path, message: 'not a non-empty array' }];
  const parameters: Check = (v, path) => {
    if (!isObject(v)) return [{ path, message: 'not an object' }];
    const missing = PARAMETER_NAMES.filter((name) => !(name in v)).map((name) => ({
      path: `${path}.${name}`,
      message: 'required: the engine reads it',
    }));
    const known = Object.entries(v).flatMap(([name, x]) =>
      isParameterName(name)
        ? parameterErrors(x, `${path}.${name}`)
        : [{ path: `${path}.${name}`, message: 'unknown plan parameter' }],
    );
    return [...missing, ...known];
  };
  const format: Check = (v, path) =>
    v === 'defcomp-plan/1' ? [] : [{ path, message: 'not defcomp-plan/1' }];
  return fields(doc, '$', { format, id: text, name: text, source: text, versions, parameters });
}

function parameterErrors(v: unknown, path: string): PathError[] {
  const schema: Check = (x, where) =>
    isObject(x) ? [] : [{ path: where, message: 'not an object' }];
  const shape = fields(
    v,
    path,
    { section: text, description: text, unit: text, source: text, schema, values: schema },
    ['unit'],
  );
  if (shape.length > 0) return shape;
  const parameter = v as ParameterDocument;
  const values = Object.entries(parameter.values);
  if (values.length === 0) return [{ path: `${path}.values`, message: 'no value' }];
  return values.flatMap(([from, entry]) => {
    const where = `${path}.values.${from}`;
    const value: Check = (x, at) => schemaErrors(parameter.schema, x, at);
    return [...date(from, where), ...fields(entry, where, { value, note: text }, ['note'])];
  });
}

/** A plan file as the engine's definition; `undefined` values were refused by the checks. */
export function definitionFromDocument(doc: unknown): PlanDefinition {
  const errors = planDocumentErrors(doc);
  if (errors.length > 0) {
    const [first] = errors;
    throw new TypeError(`not a plan file: ${first!.path}: ${first!.message}`);
  }
  const plan = doc as PlanDocument;
  const parameters = Object.fromEntries(
    Object.entries(plan.parameters).map(([name, p]) => [name, parameterDefinition(p)]),
  ) as unknown as PlanDefinition['parameters'];
  const versions = [...plan.versions].sort((a, b) => (a.from < b.from ? -1 : 1));
  return { id: plan.id, name: plan.name, versions, parameters };
}

function parameterDefinition(p: ParameterDocument): ParameterDefinition<unknown> {
  const versions = Object.entries(p.values)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([from, { value, note }]) => ({ from, value, ...(note ? { note } : {}) }));
  const { section, description, source, schema } = p;
  return { section, description, ...(p.unit ? { unit: p.unit } : {}), source, schema, versions };
}
