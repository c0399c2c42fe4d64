import { AMOUNT_LIMIT, isCalendarDate, isInstant, type PaymentChange } from '@defcomp/domain';
import { EARLIEST_DATE, HORIZON_YEARS } from './horizon.js';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLanguage } from './i18n/language.js';
import { localizeProblem, schemaParams } from './i18n/problem-text.js';
import { detailOf } from './i18n/problem-details.js';
import { problemTypes, type ProblemCode } from './problem-types.js';

export { problemTypes, type ProblemCode } from './problem-types.js';

/** An error's message, whatever was thrown. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export interface Violation {
  code: string;
  rule: string;
  message: string;
  field?: string | undefined;
  line?: number | undefined;
  column?: string | undefined;
  value?: string | undefined;
  /** The values of its message for its text in another language (i18n/problem-details.ts). */
  params?: Record<string, string> | undefined;
}

export interface ProblemDetails {
  detail?: string | undefined;
  rule?: string | undefined;
  rules?: string[] | undefined;
  field?: string | undefined;
  /** Seconds to wait before trying again (a 429's Retry-After header). */
  retryAfter?: number | undefined;
  /** A refusal's rules one by one, each with the field at fault (a file's: line, column, value). */
  violations?: Violation[] | undefined;
  /** A retroactive change's payments (12.9): what it would change. */
  payments?: PaymentChange[] | undefined;
  /** The values the detail names, for its text in another language (i18n/problem-text.ts). */
  params?: Record<string, string> | undefined;
}

/** An expected failure as data (STYLE.md habit 5): a code, the rule behind it, the field. */
export class Problem extends Error {
  constructor(
    readonly code: ProblemCode,
    readonly details: ProblemDetails = {},
  ) {
    super(details.detail ?? problemTypes[code].title);
  }
}

export function problemBody(code: ProblemCode, details: ProblemDetails) {
  const type: { status: number; title: string; rule?: string } = problemTypes[code];
  const { status, title } = type;
  // A request fault always names the rule it breaks: the plan's section, or the table's default.
  const rule = details.rule ?? type.rule;
  return {
    type: `https://defcomp.dev/problems/${code.replaceAll('_', '-')}`,
    title,
    status,
    code,
    detail: details.detail ?? title,
    ...(rule !== undefined ? { rule } : {}),
    ...(details.rules !== undefined ? { rules: details.rules } : {}),
    ...(details.field !== undefined ? { field: details.field } : {}),
    ...(details.violations !== undefined ? { violations: details.violations } : {}),
    ...(details.payments !== undefined ? { payments: details.payments } : {}),
  };
}

export function sendProblem(reply: FastifyReply, code: ProblemCode, details: ProblemDetails = {}) {
  // Title and detail in the language the request accepts (Accept-Language; English by default).
  const language = negotiateLanguage(reply.request?.headers['accept-language']);
  const body = localizeProblem(problemBody(code, details), language, details.params);
  if (details.retryAfter !== undefined) reply.header('retry-after', String(details.retryAfter));
  const vary = reply.getHeader('vary');
  const varies = vary === undefined ? [] : String(vary).split(/\s*,\s*/);
  if (!varies.some((v) => v.toLowerCase() === 'accept-language'))
    reply.header('vary', [...varies, 'Accept-Language'].filter(Boolean).join(', '));
  reply.header('content-language', language);
  return reply.code(body.status).type('application/problem+json').send(body);
}

/** JSON pointer (`/pays/3/gross`) to the dotted path a form shows (`pays[3].gross`). */
export function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

/** The value a JSON pointer names in a request part (`/pays/3/gross`). */
function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return value;
}

/**
 * Input controls: a date the model accepts (a real calendar date) that the server's format
 * refuses lies outside EARLIEST_DATE..horizon (input-controls.ts `datedFormats`).
 */
function outsideHorizon(format: string | undefined, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (format === 'date') return isCalendarDate(value);
  return format === 'instant' && isInstant(value);
}

function validationProblem(
  error: FastifyError,
  request: FastifyRequest,
): [ProblemCode, ProblemDetails] {
  const first = error.validation?.[0];
  const format = (first?.params as { format?: string } | undefined)?.format;
  const parts = request as unknown as Record<string, unknown>;
  const root =
    parts[
      error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body')
    ];
  const missing = (first?.params as { missingProperty?: string; additionalProperty?: string })
    ?.missingProperty;
  const extra = (first?.params as { additionalProperty?: string })?.additionalProperty;
  const pointer = `${first?.instancePath ?? ''}${missing || extra ? `/${missing ?? extra}` : ''}`;
  const field = pointerToField(pointer) || (error.validationContext ?? 'body');
  if (first?.keyword === 'format' && outsideHorizon(format, valueAt(root, pointer)))
    return [
      'date_out_of_range',
      {
        detail: `${field}: ${String(valueAt(root, pointer))} is outside ${EARLIEST_DATE} to December 31 of today's year + ${HORIZON_YEARS} (the last date the plan's statements evaluate to)`,
        field,
        params: {
          value: String(valueAt(root, pointer)),
          earliest: EARLIEST_DATE,
          years: String(HORIZON_YEARS),
        },
      },
    ];
  if (first?.keyword === 'format' && format === 'amount')
    return [
      'invalid_request',
      {
        detail: `${field}: above ${AMOUNT_LIMIT}, the most an amount in a request may be (input controls)`,
        field,
        params: { limit: String(AMOUNT_LIMIT) },
        rule: 'input:amount-limit',
      },
    ];
  return [
    'invalid_request',
    {
      detail: `${error.validationContext ?? 'body'} ${field}: ${first?.message ?? error.message}`,
      field,
      rule: `schema:${first?.keyword ?? 'invalid'}`,
      params: schemaParams(first),
    },
  ];
}

/** The one place errors become application/problem+json. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Problem) return sendProblem(reply, error.code, error.details);
  if (error.validation) return sendProblem(reply, ...validationProblem(error, request));
  if (error.statusCode === 413)
    return sendProblem(reply, 'body_too_large', {
      ...detailOf('body_too_large', { message: error.message }),
      field: 'body',
    });
  // Fastify's own refusals of a request (bad JSON, media type, content length): never a 500.
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return sendProblem(reply, 'invalid_request', {
      ...detailOf('request_refused', {
        message: error.message,
        error: error.code,
        mediaType: String(request.headers['content-type'] ?? ''),
      }),
      rule: 'schema:body',
    });
  }
  request.log.error(error);
  return sendProblem(reply, 'internal_error');
}
