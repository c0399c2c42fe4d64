// Input controls (issue 8, item 4; ARCHITECTURE.md "Input controls"): what every request must
// be before a route looks at it. They run in this order: the body limit (per route, from its
// schema's maxItems), the nesting depth (scanned on the raw text, before JSON.parse), one walk
// over the parsed body and query string for control characters, then the schema, whose `date`
// and `instant` formats also refuse a day outside EARLIEST_DATE..horizon (422 date_out_of_range)
// and whose `amount` format refuses an amount above the documented limit. So a hostile body is
// refused with 400/413/422 naming the field, before any evaluation and before anything is
// written.
import { AsyncLocalStorage } from 'node:async_hooks';
import { isCalendarDate, isInstant, type Plan } from '@defcomp/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { easternToday, systemClock, type Clock } from './clock.js';
import { EARLIEST_DATE, HORIZON_YEARS, horizonOf } from './horizon.js';
import { Problem, pointerToField } from './problems.js';
import { detailOf } from './i18n/problem-details.js';

export { EARLIEST_DATE, HORIZON_YEARS, horizonOf };

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

export function registerInputControls(app: FastifyInstance): void {
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
          ...detailOf('nested_too_deep', { max: String(MAX_DEPTH) }),
          field: 'body',
        }),
        undefined,
      );
    return parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => checkRequest(request));
}

/**
 * The clock of the request being validated: the schemas' compiled validators are shared by every
 * app of the process (http/schema-compilers.ts), so the horizon is read from the request's app,
 * set around validation by `useRequestClock`. Outside a request, the system's clock.
 */
const requestClock = new AsyncLocalStorage<Clock>();

/** Validation, and the rest of the request, runs with the app's clock (a preValidation hook). */
export function useRequestClock(app: FastifyInstance, clock: Clock): void {
  app.addHook('preValidation', (_request, _reply, done) => requestClock.run(clock, done));
}

/** The horizon through which a clock accepts days, computed once a minute a clock. */
const horizons = new WeakMap<Clock, { minute: number; through: string }>();
function horizonNow(clock: Clock): string {
  const minute = Math.floor(clock.now().getTime() / 60_000);
  let known = horizons.get(clock);
  if (known?.minute !== minute) {
    known = { minute, through: horizonOf(easternToday(clock)) };
    horizons.set(clock, known);
  }
  return known.through;
}

/**
 * The server's `date` and `instant` formats: the model's (a real calendar date; an instant with
 * an offset) and a day within EARLIEST_DATE..horizonOf(today). Checked by the schema, so on every
 * route, body, path and query string alike, before the handler (and any evaluation) runs.
 */
export function datedFormats() {
  const inRange = (day: string) =>
    day >= EARLIEST_DATE && day <= horizonNow(requestClock.getStore() ?? systemClock);
  return {
    date: (text: string) => isCalendarDate(text) && inRange(text),
    instant: (text: string) => isInstant(text) && inRange(text.slice(0, 10)),
  };
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
function checkRequest(request: FastifyRequest): void {
  checkValues(request.query, 'querystring');
  checkValues(request.body, 'body');
  const takesBody = (request.routeOptions.schema as RouteOptions['schema'])?.body !== undefined;
  if (!takesBody && methodsWithBody.has(request.method) && !isEmpty(request.body))
    throw new Problem('invalid_request', {
      ...detailOf('no_body', { method: request.method, route: request.routeOptions.url ?? '' }),
      field: 'body',
      rule: 'schema:body',
    });
}

const isEmpty = (body: unknown): boolean =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/** Every string and key, without recursion (the depth is bounded, but a walk need not rely on it). */
export function checkValues(root: unknown, context: string): void {
  const stack: [unknown, string][] = [[root, '']];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [value, pointer] = top;
    if (typeof value === 'string') {
      if (badCharacter.test(value)) throw controlCharacter(pointer, context, 'text');
    } else if (Array.isArray(value)) value.forEach((v, i) => stack.push([v, `${pointer}/${i}`]));
    else if (value !== null && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) {
        if (badCharacter.test(key)) throw controlCharacter(`${pointer}/${key}`, context, 'name');
        stack.push([v, `${pointer}/${key}`]);
      }
  }
}

function controlCharacter(pointer: string, context: string, what: string): Problem {
  const field = pointerToField(pointer) || context;
  return new Problem('control_character', {
    field,
    ...detailOf('control_character', { field, what }),
  });
}

/** A fact's own date (its effective date: a `year` becomes December 31) within the horizon. */
export function checkDateInRange(date: string, field: string, today: string): void {
  const through = horizonOf(today);
  if (!isCalendarDate(date) || date < EARLIEST_DATE || date > through)
    throw new Problem('date_out_of_range', {
      field,
      ...detailOf('date_outside_horizon', {
        field,
        date,
        earliest: EARLIEST_DATE,
        through,
        years: String(HORIZON_YEARS),
      }),
    });
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
      ...detailOf('key_employee_day', { field, day, given: identificationDate.slice(5) }),
    });
}
