// JSON-schema pieces shared by the routes (FORMAT.md's conventions). Strict: unknown fields are
// an error, nothing is coerced.

export const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export const instant = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
} as const;
/** Money: decimal string with 2 decimals, never a JSON number. */
export const money = { type: 'string', pattern: '^\\d{1,13}\\.\\d{2}$' } as const;
/** Prices and units: decimal strings, up to 6 decimals. */
export const price = { type: 'string', pattern: '^\\d{1,12}(\\.\\d{1,6})?$' } as const;
export const pct = { type: 'integer', minimum: 0, maximum: 100 } as const;
export const id = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$' } as const;
export const text = { type: 'string', minLength: 1, maxLength: 2000 } as const;

export const object = (
  properties: Record<string, unknown>,
  required: string[] = Object.keys(properties),
) => ({ type: 'object', additionalProperties: false, properties, required }) as const;

export const idParams = object({ id });
export const asOfQuery = object({ asOf: date, knownAt: instant }, []);
export const dryRunQuery = object({ dryRun: { type: 'string', enum: ['true', 'false'] } }, []);

/** A FORMAT.md event: its fields are checked by the engine's own parser. */
export const planEvent = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', minLength: 1 } },
} as const;

export const schedule = {
  type: 'object',
  required: ['form'],
  properties: { form: { type: 'string', enum: ['lump', 'installments', 'partial'] } },
} as const;

export const investments = {
  type: 'object',
  additionalProperties: pct,
} as const;
