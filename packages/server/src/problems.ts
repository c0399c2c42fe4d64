import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Every expected failure the API answers with, and its HTTP status: the one table. */
export const problemTypes = {
  invalid_request: { status: 400, rule: 'schema', title: 'The request does not match its schema' },
  invalid_event: {
    status: 400,
    rule: 'FORMAT.md',
    title: 'The event is not a valid FORMAT.md event',
  },
  invalid_date: { status: 400, rule: 'FORMAT.md', title: 'Not a calendar date' },
  not_authenticated: { status: 401, title: 'Sign in first' },
  session_expired: { status: 401, title: 'The session has expired; sign in again' },
  invalid_credentials: { status: 401, title: 'Wrong username or password' },
  forbidden: { status: 403, title: 'Your role may not do this' },
  csrf_token_invalid: { status: 403, title: 'The x-csrf-token header does not match the cookie' },
  same_person_cannot_approve: {
    status: 403,
    rule: 'segregation-of-duties',
    title: 'Whoever prepares a decision or payment run cannot approve it',
  },
  not_committee_member: {
    status: 403,
    rule: '8.1',
    title: 'Only a member of the Committee on the day of the approval may approve',
  },
  second_factor_enrolment_required: {
    status: 403,
    rule: 'ASVS V6.4',
    title: 'Enrol a second factor (POST /api/me/second-factor) before anything else',
  },
  not_found: { status: 404, title: 'Not found' },
  participant_not_found: { status: 404, title: 'No such participant' },
  already_exists: { status: 409, rule: 'uniqueness', title: 'It already exists' },
  price_already_recorded: {
    status: 409,
    rule: '7.2',
    title: 'A different price is recorded for that date',
  },
  not_pending: { status: 409, title: 'It is not waiting for approval' },
  payment_run_pending: {
    status: 409,
    rule: '8.2',
    title: 'Another payment run waits for approval: approve or cancel it first',
  },
  payment_run_stale: {
    status: 409,
    rule: '8.2',
    title:
      'The record or the year of payment changed since the run was prepared: cancel it and prepare it again',
  },
  run_state: {
    status: 409,
    rule: '8.2',
    title: 'The payment run is not in a state that allows this',
  },
  correction_refused: { status: 422, rule: '12.9', title: 'The plan refuses this correction' },
  idempotency_key_reused: {
    status: 422,
    rule: 'idempotency',
    title: 'This Idempotency-Key was used for a different request',
  },
  event_refused: { status: 422, title: 'The plan refuses this event' },
  amendment_refused: { status: 422, rule: '9.2', title: 'The plan refuses this amendment' },
  not_in_force: { status: 422, title: 'The plan is not in force on that date' },
  event_needs_workflow: {
    status: 422,
    rule: '8.2',
    title: 'This event is recorded through its own workflow',
  },
  unknown_participant: { status: 422, rule: '1.21', title: 'The participant is not in the record' },
  unknown_fund: { status: 422, rule: '7.3', title: 'The fund is not on the menu' },
  missing_price: {
    status: 422,
    rule: '7.2',
    title: 'A fund has no price for a date the plan values',
  },
  login_throttled: {
    status: 429,
    rule: 'ASVS V6.3.1',
    title: 'Too many failed sign-ins: wait the Retry-After seconds and try again',
  },
  origin_not_allowed: {
    status: 403,
    rule: 'ASVS V3.5',
    title: 'A write must come from this server’s own origin',
  },
  password_rejected: {
    status: 422,
    rule: 'ASVS V6.2',
    title: 'The password does not meet the password policy',
  },
  second_factor_required: {
    status: 401,
    rule: 'ASVS V6.4',
    title: 'Enter the code from your authenticator app (totp)',
  },

  internal_error: { status: 500, title: 'Internal error' },
} as const;

export type ProblemCode = keyof typeof problemTypes;

export interface ProblemDetails {
  detail?: string | undefined;
  rule?: string | undefined;
  rules?: string[] | undefined;
  field?: string | undefined;
  /** Seconds to wait before trying again (a 429's Retry-After header). */
  retryAfter?: number | undefined;
  /** A refusal's rules one by one, each with the field at fault. */
  violations?: { code: string; rule: string; message: string; field?: string }[] | undefined;
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
  };
}

export function sendProblem(reply: FastifyReply, code: ProblemCode, details: ProblemDetails = {}) {
  const body = problemBody(code, details);
  if (details.retryAfter !== undefined) reply.header('retry-after', String(details.retryAfter));
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

function validationProblem(error: FastifyError): [ProblemCode, ProblemDetails] {
  const first = error.validation?.[0];
  const missing = (first?.params as { missingProperty?: string; additionalProperty?: string })
    ?.missingProperty;
  const extra = (first?.params as { additionalProperty?: string })?.additionalProperty;
  const pointer = `${first?.instancePath ?? ''}${missing || extra ? `/${missing ?? extra}` : ''}`;
  const field = pointerToField(pointer) || (error.validationContext ?? 'body');
  return [
    'invalid_request',
    {
      detail: `${error.validationContext ?? 'body'} ${field}: ${first?.message ?? error.message}`,
      field,
      rule: `schema:${first?.keyword ?? 'invalid'}`,
    },
  ];
}

/** The one place errors become application/problem+json. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Problem) return sendProblem(reply, error.code, error.details);
  if (error.validation) return sendProblem(reply, ...validationProblem(error));
  if (error.statusCode === 415 || error.statusCode === 400 || error.statusCode === 413) {
    return sendProblem(reply, 'invalid_request', { detail: error.message, rule: 'schema:body' });
  }
  request.log.error(error);
  return sendProblem(reply, 'internal_error');
}
