import type { PathError } from '../plan/json-schema.js';
import { unionLabel } from './events.js';
import { FORMATS } from './values.js';

/**
 * Says why a value does not fit a schema of the model, one error per fault, each naming its
 * JSON path (`participants[0].events[3].date: not a date (YYYY-MM-DD)`). The compiled checker
 * decides whether a value fits (fast, every time); this walk runs only when it does not, to
 * say where and why in FORMAT.md's words. It reads the same declarations, so it cannot
 * disagree with them about what fits.
 */
export type { PathError };

/** The subset of JSON Schema the model is written in. */
export interface Schema {
  type?: string;
  description?: string;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  propertyNames?: Schema;
  additionalProperties?: Schema | boolean;
  items?: Schema | Schema[];
  minLength?: number;
  pattern?: string;
  format?: string;
}

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const child = (path: string, key: string) => (path ? `${path}.${key}` : key);
const item = (path: string, index: number) => `${path}[${index}]`;

export function explain(schema: object, value: Json, path = ''): PathError[] {
  const errors: PathError[] = [];
  walk(schema as Schema, value, path, errors);
  return errors.map((e) => ({ ...e, path: e.path || '$' }));
}

function walk(s: Schema, v: Json, p: string, e: PathError[]): void {
  if (s.anyOf) return union(s, v, p, e);
  const own = ownFault(s, v);
  if (own) return void e.push({ path: p, message: own });
  if (s.type === 'object') return object(s, v as Record<string, Json>, p, e);
  if (s.type === 'array') return array(s, v as Json[], p, e);
}

/** What is wrong with the value itself (its kind, pattern, format), before its parts. */
function ownFault(s: Schema, v: Json): string | undefined {
  const literals = literalsOf(s);
  if (literals && !literals.includes(v)) return `not one of ${literals.join(', ')}`;
  const denied = (generic: string) => (s.description ? `not ${s.description}` : generic);
  switch (s.type) {
    case 'string':
      return stringFits(s, v)
        ? undefined
        : denied(s.minLength ? 'not a non-empty string' : 'not a string');
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? undefined : denied('not a number');
    case 'integer':
      return Number.isInteger(v) ? undefined : denied('not an integer');
    case 'boolean':
      return typeof v === 'boolean' ? undefined : denied('not true or false');
    case 'object':
      return isObject(v) ? undefined : denied('not an object');
    case 'array':
      return tupleFits(s, v) ? undefined : denied('not an array');
  }
  return undefined;
}

function stringFits(s: Schema, v: Json): boolean {
  if (typeof v !== 'string') return false;
  if (s.minLength !== undefined && v.length < s.minLength) return false;
  if (s.pattern !== undefined && !new RegExp(s.pattern).test(v)) return false;
  const format = FORMATS[s.format as keyof typeof FORMATS] as ((x: string) => boolean) | undefined;
  return format ? format(v) : true;
}

function tupleFits(s: Schema, v: Json): boolean {
  if (!Array.isArray(v)) return false;
  return !Array.isArray(s.items) || v.length === s.items.length;
}

function object(s: Schema, v: Record<string, Json>, p: string, e: PathError[]): void {
  if (s.propertyNames) return map(s, v, p, e);
  if (!s.properties) return;
  const required = s.required ?? [];
  for (const key of required) {
    if (!(key in v)) e.push({ path: child(p, key), message: 'required' });
    else walk(s.properties[key]!, v[key], child(p, key), e);
  }
  for (const [key, x] of Object.entries(v)) {
    if (required.includes(key)) continue;
    const property = s.properties[key];
    if (!property) e.push({ path: child(p, key), message: 'unknown field' });
    else walk(property, x, child(p, key), e);
  }
}

/** A map: each key checked, then (if the key is good) its value. */
function map(s: Schema, v: Record<string, Json>, p: string, e: PathError[]): void {
  for (const [key, x] of Object.entries(v)) {
    const before = e.length;
    walk(s.propertyNames!, key, child(p, key), e);
    if (e.length === before && typeof s.additionalProperties === 'object') {
      walk(s.additionalProperties, x, child(p, key), e);
    }
  }
}

function array(s: Schema, v: Json[], p: string, e: PathError[]): void {
  v.forEach((x, i) => {
    const itemSchema = Array.isArray(s.items) ? s.items[i] : s.items;
    if (itemSchema) walk(itemSchema, x, item(p, i), e);
  });
}

/**
 * A union is told apart by a field whose values name the branch (`type`, `form`, `kind`):
 * an unknown value is the error at that field; a known one is explained by its branch.
 * Without such a field, the branch whose required fields are all there explains.
 */
function union(s: Schema, v: Json, p: string, e: PathError[]): void {
  const branches = s.anyOf!;
  const literals = literalsOf(s);
  if (literals) {
    if (!literals.includes(v)) e.push({ path: p, message: `not one of ${literals.join(', ')}` });
    return;
  }
  if (!isObject(v)) return void e.push({ path: p, message: 'not an object' });
  const key = discriminator(branches);
  if (key) {
    const branch = branches.find((b) => branchLiterals(b, key)?.includes(v[key]));
    if (branch) return walk(branch, v, p, e);
    const names = branches.flatMap((b) => branchLiterals(b, key) ?? []).join(', ');
    const label = unionLabel(s);
    const message = label ? `not ${label} (${names})` : `not one of ${names}`;
    return void e.push({ path: child(p, key), message });
  }
  const fits = branches.find((b) => (b.required ?? []).every((k) => k in v));
  walk(fits ?? branches[branches.length - 1]!, v, p, e);
}

function literalsOf(s: Schema | undefined): unknown[] | undefined {
  if (!s) return undefined;
  if (s.enum) return s.enum;
  if ('const' in s) return [s.const];
  if (s.anyOf && s.anyOf.every((b) => 'const' in b)) return s.anyOf.map((b) => b.const);
  return undefined;
}

/** The values of `key` that choose this branch (a nested union answers for its branches). */
export function branchLiterals(branch: Schema, key: string): unknown[] | undefined {
  if (branch.anyOf) {
    const nested = branch.anyOf.map((b) => branchLiterals(b, key));
    return nested.every((x) => x) ? [...new Set(nested.flat())] : undefined;
  }
  return literalsOf(branch.properties?.[key]);
}

/** The field whose values tell every branch apart (each value chooses one branch). */
export function discriminator(branches: Schema[]): string | undefined {
  const candidates = branches.find((b) => b.required)?.required ?? [];
  return candidates.find((key) => {
    const values = branches.map((b) => branchLiterals(b, key));
    if (!values.every((x) => x)) return false;
    const all = values.flatMap((x) => x ?? []);
    return new Set(all).size === all.length;
  });
}
