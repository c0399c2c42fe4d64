// Input controls (issue 8, item 4; ARCHITECTURE.md "Input controls"): what every request must
// be before a route looks at it. They run in this order: the body limit (per route, from its
// schema's maxItems), the nesting depth (scanned on the raw text, before JSON.parse), then one
// walk over the parsed body and query string (control characters, dates outside the record's
// horizon) before schema validation; amounts above the documented limit fail the schema's
// `amount` format. So a hostile body is refused with 400/413/422 naming the field, before any
// evaluation and before anything is written.
import { isCalendarDate, isInstant, type Plan } from '@defcomp/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { easternToday } from './clock.js';
import type { AppContext } from './context.js';
import { Problem, pointerToField } from './problems.js';

/**
 * The reports' horizon: a statement evaluates its participant 60 years past its date
 * (statement.ts), an amendment is admitted through 60 years (amendments.ts). A date after the
 * horizon of today is refused: the engine would never show its effect, and evaluating up to it
 * would hold the server for seconds (a claim dated 9999-12-31 took 6 s).
 */
export const HORIZON_YEARS = 60;
/** The last date a request may name: December 31 of today's year plus HORIZON_YEARS. */
export const horizonOf = (today: string): string =>
  `${Number(today.slice(0, 4)) + HORIZON_YEARS}-12-31`;
/**
 * The first date a request may name. Interpretation: no fact of a plan administered today is
 * dated before 1900 (birth dates included); an earlier one would make the engine walk centuries
 * of Valuation Dates.
 */
export const EARLIEST_DATE = '1900-01-01';

/** The deepest a request nests: the deepest legitimate body nests 5 levels (an election's schedule). */
export const MAX_DEPTH = 16;
/** Fastify's default body limit, for a route without a list. */
export const BASE_BODY_LIMIT = 1_048_576;
/**
 * Bytes allowed per item of a list a route's schema bounds with `maxItems`: a pay line at its
 * widest (64-character id, servicePeriod, 13-digit amounts) is about 270 bytes compact and under
 * 400 pretty-printed, so a 50,000-line pay file (`maxItems` 50,000) fits its route's limit.
 */
export const BYTES_PER_ITEM = 512;

export function registerInputControls(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRoute', (route) => {
    const limit = bodyLimitFor(route.schema?.body);
    if (route.bodyLimit === undefined && limit > BASE_BODY_LIMIT) route.bodyLimit = limit;
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const depth = nestingDepth(text);
    if (depth > MAX_DEPTH)
      return done(
        new Problem('nested_too_deep', {
          detail: `the body nests deeper than ${MAX_DEPTH} levels`,
          field: 'body',
        }),
        undefined,
      );
    return parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    checkRequest(request, easternToday(ctx.clock));
  });
}

/** The limit a route's body schema implies: the base plus BYTES_PER_ITEM per item it allows. */
export function bodyLimitFor(schema: unknown): number {
  let items = 0;
  const stack: unknown[] = [schema];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node === null || typeof node !== 'object') continue;
    const { maxItems } = node as { maxItems?: unknown };
    if (typeof maxItems === 'number') items += maxItems;
    stack.push(...Object.values(node));
  }
  return BASE_BODY_LIMIT + items * BYTES_PER_ITEM;
}

/** The deepest nesting of objects and arrays in JSON text, by one scan (no recursion, no parse). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/**
 * C0 controls but tab, line feed and carriage return; DEL; C1 controls; and a surrogate half
 * without its other half (not Unicode: PostgreSQL refuses to store it).
 */
// With the `u` flag a well-formed pair is one code point, so the surrogate class matches halves.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const badCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One walk over the body and the query string, then: a body where the route takes none. */
function checkRequest(request: FastifyRequest, today: string): void {
  const range = { from: EARLIEST_DATE, through: horizonOf(today) };
  checkValues(request.query, 'querystring', range);
  checkValues(request.body, 'body', range);
  const takesBody = (request.routeOptions.schema as RouteOptions['schema'])?.body !== undefined;
  if (!takesBody && methodsWithBody.has(request.method) && !isEmpty(request.body))
    throw new Problem('invalid_request', {
      detail: `${request.method} ${request.routeOptions.url} takes no body`,
      field: 'body',
      rule: 'schema:body',
    });
}

const isEmpty = (body: unknown): boolean =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

type Range = { from: string; through: string };

/** Every string and key, without recursion (the depth is bounded, but a walk need not rely on it). */
export function checkValues(root: unknown, context: string, range: Range): void {
  const stack: [unknown, string][] = [[root, '']];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [value, pointer] = top;
    if (typeof value === 'string') checkString(value, pointer, context, range);
    else if (Array.isArray(value)) value.forEach((v, i) => stack.push([v, `${pointer}/${i}`]));
    else if (value !== null && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) {
        if (badCharacter.test(key)) throw controlCharacter(`${pointer}/${key}`, context, 'name');
        stack.push([v, `${pointer}/${key}`]);
      }
  }
}

function checkString(value: string, pointer: string, context: string, range: Range): void {
  if (badCharacter.test(value)) throw controlCharacter(pointer, context, 'text');
  const day = datePart(value);
  if (day !== undefined && (day < range.from || day > range.through))
    throw new Problem('date_out_of_range', {
      field: pointerToField(pointer) || context,
      detail: `${pointerToField(pointer) || context}: ${value} is outside ${range.from} to ${range.through} (today's year + ${HORIZON_YEARS}: the last date the plan's statements evaluate to)`,
    });
}

/** The calendar date a date or an instant names; undefined for any other text. */
function datePart(value: string): string | undefined {
  if (value.length === 10 && isCalendarDate(value)) return value;
  if (value.length > 10 && value[10] === 'T' && isInstant(value)) return value.slice(0, 10);
  return undefined;
}

function controlCharacter(pointer: string, context: string, what: string): Problem {
  const field = pointerToField(pointer) || context;
  return new Problem('control_character', {
    field,
    detail: `${field}: the ${what} holds a control character (U+0000-U+001F but tab and line breaks, U+007F-U+009F) or a lone surrogate`,
  });
}

/** A date a request names as a fact's date, checked like any date in a body (the event's own). */
export function checkDateInRange(date: string, field: string, today: string): void {
  checkString(date, '', field, { from: EARLIEST_DATE, through: horizonOf(today) });
  if (!isCalendarDate(date))
    throw new Problem('date_out_of_range', { field, detail: `${field}: not a calendar date` });
}

/**
 * Plan 1.20: the Committee identifies Key Employees on the plan's identification date
 * (`keyEmployeeIdentificationDate`, a month-day, in force on that date); a list dated any other
 * day is refused naming the field.
 */
export function checkKeyEmployeeDate(plan: Plan, identificationDate: string, field: string): void {
  const day = plan.value('keyEmployeeIdentificationDate', identificationDate);
  if (identificationDate.slice(5) !== day)
    throw new Problem('event_refused', {
      rule: '1.20',
      field,
      detail: `${field}: Key Employees are identified on ${day} (the plan's identification date, 1.20), not on ${identificationDate.slice(5)}`,
    });
}
