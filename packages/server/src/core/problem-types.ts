// The table of the API's problems, below everything that says or translates them (problems.ts,
// i18n/): plain data.

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
  duplicate_pay: {
    status: 409,
    rule: '7.1',
    title: 'The same pay (participant, pay date, component, service period) is recorded already',
  },
  net_above_gross: { status: 422, rule: '1.14', title: 'Net pay available is more than gross pay' },
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
  prices_refused: {
    status: 422,
    rule: '7.2',
    title: 'The prices are refused: every one at fault is listed, and nothing was recorded',
  },
  file_refused: {
    status: 422,
    rule: '7.1',
    title: 'The file is refused: every line at fault is listed, and nothing was recorded',
  },
  amendment_refused: { status: 422, rule: '9.2', title: 'The plan refuses this amendment' },
  not_in_force: { status: 422, title: 'The plan is not in force on that date' },
  event_needs_workflow: {
    status: 422,
    rule: '8.2',
    title: 'This event is recorded through its own workflow',
  },
  unknown_participant: { status: 422, rule: '1.21', title: 'The participant is not in the record' },
  unknown_fund: { status: 422, rule: '7.3', title: 'The fund is not on the menu' },
  plan_not_in_force: {
    status: 422,
    rule: 'Preamble (effective date)',
    title: 'The plan states no terms for that date: ask for a date from its effective date on',
  },
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

  // Input controls (input-controls.ts, ARCHITECTURE.md "Input controls").
  control_character: {
    status: 400,
    rule: 'input:control-characters',
    title: 'Text may not contain control characters (NUL, escape, …) or broken Unicode',
  },
  nested_too_deep: {
    status: 400,
    rule: 'input:nesting',
    title: 'The body nests objects and arrays deeper than any request of this API',
  },
  body_too_large: {
    status: 413,
    rule: 'input:body-limit',
    title: 'The body is larger than the most this route accepts',
  },
  date_out_of_range: {
    status: 422,
    rule: 'input:horizon',
    title: 'The date lies outside the dates the plan is evaluated for',
  },
  // Who may date what (dating.ts).
  reason_required: {
    status: 400,
    rule: '8.2',
    title: 'A fact dated before today is recorded only with a reason',
  },
  retroactive_change: {
    status: 409,
    rule: '12.9',
    title:
      'It would change payments already valued or paid: prepare it as a retroactive change, which another person approves',
  },

  // Participant records and beneficiaries (participant-record.ts, issue 11 items 1, 2).
  reveal_forbidden: {
    status: 403,
    rule: 'SECURITY.md personal data',
    title: 'Only the roles that pay (administrator, payroll) may reveal tax ids and bank accounts',
  },
  own_record_field: {
    status: 403,
    rule: 'SECURITY.md personal data',
    title: 'A participant changes his own address, email and phone only',
  },
  designation_refused: {
    status: 422,
    rule: '1.2',
    title: 'The plan refuses this beneficiary designation',
  },
  notice_refused: {
    status: 422,
    rule: '12.5',
    title: 'The notice cannot be delivered so',
  },
  payee_refused: {
    status: 422,
    rule: '12.10',
    title: 'The plan refuses this record of a payee (missing payee, guardian)',
  },
  data_key_missing: {
    status: 503,
    rule: 'SECURITY.md personal data',
    title: 'No data key is configured: tax ids and bank accounts cannot be read or written',
  },

  internal_error: { status: 500, title: 'Internal error' },
  // Reports (issue 10 item 8, reports/).
  invalid_period: {
    status: 400,
    rule: 'reports:period',
    title: 'The period must start on or before its end',
  },
  // Plan 8.3 (reports/tax-data.ts): a figure needing a year's wage base or rate nobody published.
  irs_limit_not_published: {
    status: 422,
    rule: '8.3',
    title: "The year's Social Security wage base is not published: an administrator must enter it",
  },
  fica_rate_not_published: {
    status: 422,
    rule: '8.3',
    title: "The year's FICA rates are not published",
  },
  federal_rate_not_published: {
    status: 422,
    rule: '8.3',
    title: "The year's federal supplemental withholding rates are not published",
  },
  // The payout projector (projector.ts): a hypothetical the engine cannot evaluate.
  hypothetical_invalid: {
    status: 422,
    rule: 'projector',
    title: 'The hypothetical facts cannot be evaluated',
  },
} as const;

export type ProblemCode = keyof typeof problemTypes;
