// JSON-schema pieces shared by the routes (FORMAT.md's conventions). Strict: unknown fields are
// an error, nothing is coerced. Dates, instants, money, prices and events are the domain
// model's own declarations (packages/domain/src/model): what a route accepts is what a scenario
// file may say, and a date is a calendar date (app.ts gives ajv the model's formats).
import {
  Amount,
  CalendarDate,
  Dispatched,
  Instant,
  Money,
  ParticipantEvent,
  Price,
  Schedule,
} from '@defcomp/domain';

export const date = CalendarDate;
export const instant = Instant;
/** Money: decimal string with 2 decimals, never a JSON number, not negative. */
export const money = Amount;
/** Prices and units: decimal strings, up to 6 decimals. */
export const price = Price;
export const pct = { type: 'integer', minimum: 0, maximum: 100 } as const;
export const id = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$' } as const;
export const text = { type: 'string', minLength: 1, maxLength: 2000 } as const;
/** Why a fact dated before today is recorded (8.2, dating.ts); also the audit's reason. */
export const reason = { ...text, description: 'why a fact dated before today is recorded now' };

/** A body schema (`object(...)`) that may also carry `reason`. */
export function withReason<S extends object>(body: S): S {
  const schema = body as { properties?: Record<string, unknown> };
  return { ...body, properties: { ...schema.properties, reason } };
}

export const object = (
  properties: Record<string, unknown>,
  required: string[] = Object.keys(properties),
) => ({ type: 'object', additionalProperties: false, properties, required }) as const;

export const idParams = object({ id });
export const asOfQuery = object({ asOf: date, knownAt: instant }, []);
export const dryRunQuery = object({ dryRun: { type: 'string', enum: ['true', 'false'] } }, []);

/**
 * A request's copy of a model schema: money a story may hold negative (`Money`) is a request's
 * `Amount` (not negative, at most AMOUNT_LIMIT: a gross of -1.00 is refused naming the field), and
 * a number the model leaves unbounded is bounded by REQUEST_NUMBER_LIMIT (input controls).
 */
export function forRequests<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(forRequests) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const node = schema as Record<string, unknown>;
  if (node.type === 'string' && node.pattern === (Money as { pattern?: string }).pattern)
    return { ...Amount } as T;
  const copy = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, forRequests(v)]));
  const numeric = node.type === 'number' || node.type === 'integer';
  if (numeric && node.minimum === undefined && node.maximum === undefined)
    return { ...copy, minimum: -REQUEST_NUMBER_LIMIT, maximum: REQUEST_NUMBER_LIMIT } as T;
  return copy as T;
}
/**
 * The largest number (a percentage, a count of years, a Plan Year) a request may carry where the
 * model states no bound: the engine judges the plan's own limits; this keeps 1e308 out of it.
 */
export const REQUEST_NUMBER_LIMIT = 1_000_000;

/** A FORMAT.md participant event, every type with its fields (the OpenAPI document lists them). */
export const planEvent = forRequests(Dispatched(ParticipantEvent));

export const schedule = forRequests(Dispatched(Schedule));

export const investments = {
  type: 'object',
  additionalProperties: pct,
} as const;
