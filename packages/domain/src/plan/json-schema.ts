/**
 * The subset of JSON Schema (2020-12) a plan file uses to type its parameters: `type`,
 * `enum`, `minimum`, `maximum`, `pattern`, `properties`, `required`, `additionalProperties:
 * false`, `items` (a schema, or `false` after `prefixItems`), `prefixItems`, `minItems`,
 * `maxItems`. Written here, not taken from a library, so that the domain stays pure and
 * dependency-free and every message names the JSON path at fault like the scenario parser's.
 */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: false;
  items?: JsonSchema | false;
  prefixItems?: readonly JsonSchema[];
  minItems?: number;
  maxItems?: number;
  description?: string;
}

export interface PathError {
  path: string;
  message: string;
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const TYPE_CHECKS: Record<NonNullable<JsonSchema['type']>, [(v: unknown) => boolean, string]> = {
  object: [isObject, 'not an object'],
  array: [Array.isArray, 'not an array'],
  string: [(v) => typeof v === 'string', 'not a string'],
  integer: [Number.isInteger, 'not an integer'],
  number: [(v) => typeof v === 'number' && Number.isFinite(v), 'not a number'],
  boolean: [(v) => typeof v === 'boolean', 'not true or false'],
};

/** Every way `value` breaks `schema`, each naming its path (`plan.parameters.match.ratePct`). */
export function schemaErrors(schema: JsonSchema, value: unknown, path: string): PathError[] {
  if (schema.type) {
    const [ok, message] = TYPE_CHECKS[schema.type];
    if (!ok(value)) return [{ path, message }];
  }
  if (schema.enum && !schema.enum.some((x) => x === value))
    return [
      { path, message: `not one of ${schema.enum.map((x) => JSON.stringify(x)).join(', ')}` },
    ];
  if (typeof value === 'number') return numberErrors(schema, value, path);
  if (typeof value === 'string') return stringErrors(schema, value, path);
  if (Array.isArray(value)) return arrayErrors(schema, value, path);
  if (isObject(value)) return objectErrors(schema, value, path);
  return [];
}

function numberErrors(schema: JsonSchema, value: number, path: string): PathError[] {
  if (schema.minimum !== undefined && value < schema.minimum)
    return [{ path, message: `less than ${schema.minimum}` }];
  if (schema.maximum !== undefined && value > schema.maximum)
    return [{ path, message: `more than ${schema.maximum}` }];
  return [];
}

function stringErrors(schema: JsonSchema, value: string, path: string): PathError[] {
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
    return [{ path, message: `not in the form ${schema.pattern}` }];
  return [];
}

function arrayErrors(schema: JsonSchema, value: unknown[], path: string): PathError[] {
  if (schema.minItems !== undefined && value.length < schema.minItems)
    return [{ path, message: `fewer than ${schema.minItems} items` }];
  if (schema.maxItems !== undefined && value.length > schema.maxItems)
    return [{ path, message: `more than ${schema.maxItems} items` }];
  const prefix = schema.prefixItems ?? [];
  return value.flatMap((item, i) => {
    const itemSchema = i < prefix.length ? prefix[i] : schema.items;
    if (itemSchema === false) return [{ path: `${path}[${i}]`, message: 'unexpected item' }];
    return itemSchema ? schemaErrors(itemSchema, item, `${path}[${i}]`) : [];
  });
}

function objectErrors(
  schema: JsonSchema,
  value: Record<string, unknown>,
  path: string,
): PathError[] {
  const properties = schema.properties ?? {};
  const missing = (schema.required ?? [])
    .filter((name) => !(name in value))
    .map((name) => ({ path: `${path}.${name}`, message: 'required' }));
  const present = Object.entries(value).flatMap(([name, x]) => {
    const property = properties[name];
    if (property) return schemaErrors(property, x, `${path}.${name}`);
    return schema.additionalProperties === false
      ? [{ path: `${path}.${name}`, message: 'unknown field' }]
      : [];
  });
  return [...missing, ...present];
}
