import type { Generated } from 'kysely';

// The plan's record as Kysely table types. Dates are 'YYYY-MM-DD' text, instants ISO 8601 UTC
// text, money and prices exact decimal text, flags integers 0/1: the same on SQLite and PostgreSQL.

export interface PlanTable {
  id: string;
  name: string;
  /** Plan 1.20: the Key Employee delay applies only while the Company is publicly traded. */
  publicly_traded: number;
  recorded_at: string;
}

export interface PlanVersionTable {
  plan_id: string;
  /** Plan 9.2: an amendment is a new dated version, never an edit. */
  effective_date: string;
  /** JSON: { parameters: {...} } overrides of the engine's plan parameters. */
  definition: string;
  recorded_at: string;
  recorded_by: string;
}

export interface ParticipantTable {
  id: string;
  plan_id: string;
  name: string;
  hire_date: string;
  birth_date: string | null;
  recorded_at: string;
  recorded_by: string;
}

/** The append-only log of the plan's facts: each row is one FORMAT.md event. */
export interface FactTable {
  /** Given by the database (SQLite rowid, PostgreSQL identity). */
  seq: Generated<number>;
  plan_id: string;
  /** Null for a company event (changeInControl, planTermination). */
  participant_id: string | null;
  type: string;
  /** The event exactly as FORMAT.md writes it (JSON text). */
  payload: string;
  /** The date that orders the event (date, filedAt's date, start, identificationDate, year). */
  effective_date: string;
  recorded_at: string;
  recorded_by: string;
  idempotency_key: string | null;
}

export interface FundTable {
  plan_id: string;
  id: string;
  name: string;
  /** Plan 7.5: the default option for a sub-account without an allocation. */
  capital_preservation: number;
  /** A fund whose unit price never changes (a stable value fund at "1"). */
  constant_price: string | null;
  recorded_at: string;
  recorded_by: string;
}

export interface PriceTable {
  plan_id: string;
  fund_id: string;
  date: string;
  /** Exact decimal text, up to 6 decimals. */
  price: string;
  recorded_at: string;
  recorded_by: string;
}

export interface UserTable {
  id: string;
  username: string;
  password_hash: string;
  role: string;
  participant_id: string | null;
  disabled: number;
  created_at: string;
  /** The person the account belongs to: one person may hold several accounts. */
  person_id: string | null;
}

/** Staff see only the plans they are granted; a participant, his participant record's plan. */
export interface UserPlanTable {
  user_id: string;
  plan_id: string;
  granted_by: string;
  granted_at: string;
}

/** An approving role given to a user: it takes effect once a second person approves it. */
export interface RoleGrantTable {
  id: string;
  user_id: string;
  role: string;
  /** 'pending' | 'approved'. */
  status: string;
  requested_by: string;
  requested_at: string;
  approved_by: string | null;
  approved_at: string | null;
}

export interface SessionTable {
  /** sha256 of the cookie token: a leaked database does not leak sessions. */
  token_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  /** The public id a user lists and revokes it by (the token's hash stays private). */
  id: string | null;
  address: string;
  user_agent: string;
  /** 1: may only enrol a second factor (staff, where one is required, without one). */
  enrol_only: number;
}

/** Plan 8.1: one member's term on a plan's Committee (migration committee-and-second-factor). */
export interface CommitteeMemberTable {
  id: string;
  plan_id: string;
  person_id: string;
  user_id: string;
  appointed_on: string;
  instrument: string;
  status: string;
  prepared_by: string;
  prepared_at: string;
  approved_by: string | null;
  approved_at: string | null;
  ended_on: string | null;
  end_reason: string | null;
  ended_by: string | null;
  ended_at: string | null;
}

/** A company act (Change in Control, plan termination, Key Employee list) waiting for a second person. */
export interface CompanyDecisionTable {
  id: string;
  plan_id: string;
  kind: string;
  payload: string;
  status: string;
  prepared_by: string;
  prepared_at: string;
  approved_by: string | null;
  approved_at: string | null;
}

/** A TOTP second factor (RFC 6238). */
export interface SecondFactorTable {
  user_id: string;
  secret: string;
  created_at: string;
  confirmed_at: string | null;
  /** PostgreSQL answers bigint as text. */
  last_step: number | string;
}

/** Where an account signed in from (sign-in throttling, not sealed: no money or rights). */
export interface KnownAddressTable {
  username: string;
  address: string;
  last_at: string;
}

export interface LoginFailureTable {
  username: string;
  failed_at: string;
  /** The client's address ('' before addresses were recorded). */
  address: string;
}

export interface IdempotencyKeyTable {
  user_id: string;
  key: string;
  request_hash: string;
  status_code: number;
  response: string;
  created_at: string;
}

export interface PayImportTable {
  plan_id: string;
  id: string;
  content_hash: string;
  file_name: string | null;
  pay_count: number;
  recorded_at: string;
  recorded_by: string;
}

/** Issue 8 item 4: one row per imported pay line, keyed by its import and line (append-only). */
export interface PayLineTable {
  plan_id: string;
  import_id: string;
  line_no: number;
  participant_id: string;
  pay_date: string;
  component: string;
  service_start: string | null;
  service_end: string | null;
  gross: string;
  net_available: string;
  deducted: string | null;
  additional_check: number;
  fact_seq: number;
  recorded_at: string;
}

/** Issue 23 item 2: an import's answer as it was given, one row per import (append-only). */
export interface PayImportAnswerTable {
  plan_id: string;
  import_id: string;
  /** JSON: the import's lines as it answered them, in file order. */
  lines: string;
  recorded_at: string;
}

/** Issue 10 item 2: the Plan Asset Committee's price controls; the latest row is in force. */
export interface PriceControlTable {
  plan_id: string;
  version: number;
  large_move_pct: string;
  recorded_at: string;
  recorded_by: string;
}

/** Issue 10 item 2: a fund's data as the committee last recorded it (append-only). */
export interface FundDetailTable {
  plan_id: string;
  fund_id: string;
  version: number;
  ticker: string | null;
  asset_class: string | null;
  expense_ratio_pct: string | null;
  recorded_at: string;
  recorded_by: string;
}

export interface PaymentRunTable {
  plan_id: string;
  id: string;
  pay_from: string;
  pay_through: string;
  /**
   * As prepared ('prepared'); rows written before migration payments-made were updated to
   * 'approved' or 'cancelled'. The status is the projection of payment_run_events, not this.
   */
  status: string;
  /** Plan 10.2: 'trust' when the rabbi trust pays the run, else 'general' (10.1). */
  source: string;
  /** Gross total of the lines. */
  total: string;
  /** Null for a run prepared before withholding was computed. */
  total_withheld: string | null;
  total_net: string | null;
  prepared_by: string;
  prepared_at: string;
  /** Legacy (before migration payments-made): the events say who approved or cancelled. */
  approved_by: string | null;
  approved_at: string | null;
  cancelled_by: string | null;
  cancelled_at: string | null;
}

/** A run's state changes, appended: its status is the last one (migration payments-made). */
export interface PaymentRunEventTable {
  plan_id: string;
  run_id: string;
  seq: number;
  /** 'prepared' | 'approved' | 'cancelled' | 'paid' | 'returned'. */
  status: string;
  at: string;
  actor: string;
  reason: string | null;
  /** JSON: the line numbers a return names. */
  line_nos: string | null;
}

/** A payment made: one line of an approved run, appended on approval (never updated). */
export interface PaymentMadeTable {
  plan_id: string;
  run_id: string;
  line_no: number;
  payment_key: string;
  participant_id: string;
  account: string;
  benefit: string;
  payee: string;
  installment: string | null;
  payment_date: string;
  valued_at: string | null;
  gross: string;
  withheld: string | null;
  net: string | null;
  withholding_year: number | null;
  paid_on: string;
  late: number;
  recorded_at: string;
  recorded_by: string;
}

/** Plan 12.9: a correction of a fact, price, fund or participant datum, as prepared. */
export interface CorrectionTable {
  id: string;
  plan_id: string;
  /** 'fact' | 'price' | 'participant' | 'fund'. */
  target_kind: string;
  /** JSON: what it names. */
  target: string;
  /** 'void' | 'supersede'. */
  action: string;
  /** JSON: what supersedes it; null for a void. */
  replacement: string | null;
  reason: string;
  /** JSON: its effect when prepared. */
  effect: string;
  prepared_by: string;
  prepared_at: string;
}

/** The second person's decision on a correction: approved (in force) or withdrawn. */
export interface CorrectionDecisionTable {
  correction_id: string;
  plan_id: string;
  /** 'approved' | 'withdrawn'. */
  decision: string;
  /** JSON: the effect when approved. */
  effect: string | null;
  decided_by: string;
  decided_at: string;
}

/** One payment of a run (Plan Article V): gross, 8.3 withholding, net, and when it was paid. */
export interface PaymentRunLineTable {
  plan_id: string;
  run_id: string;
  line_no: number;
  /** participant|account|benefit|Payment Date|installment ('k/n', '-' for a lump sum, '?' unknown). */
  payment_key: string;
  participant_id: string;
  account: string;
  benefit: string;
  payee: string;
  /** 'k/n'; null for a lump sum or when not recorded (runs before the lines existed). */
  installment: string | null;
  payment_date: string;
  valued_at: string | null;
  /** Plan 5.10: the last day paying it is on time. */
  on_time_through: string | null;
  gross: string;
  /** Plan 8.3 federal income tax withheld; null when not computed (runs before the lines). */
  withheld: string | null;
  net: string | null;
  withholding_year: number | null;
  /** JSON array of plan sections. */
  rules: string;
  /** JSON: the payment's trace and the withholding's. */
  trace: string;
  /** Legacy (before migration payments-made): set on approval; now payments_made says it. */
  paid_on: string | null;
  /** 0/1 once paid: paid after on_time_through (5.10). Legacy, as paid_on. */
  late: number | null;
  /** payment_key once paid, else null: unique. Legacy, as paid_on. */
  paid_key: string | null;
}

/** Plan 10.3: a statement of the rabbi trust, as its trustee reports it. */
export interface TrustStatementTable {
  plan_id: string;
  date: string;
  /** Market value of the trust's assets on the date (exact decimal text). */
  market_value: string;
  /** JSON: [{ fundId, value }], or null when the statement gives no breakdown. */
  holdings: string | null;
  recorded_at: string;
  recorded_by: string;
}

/** Plan 10.2: money into the trust (a contribution) or out of it (a withdrawal: a payment). */
export interface TrustTransactionTable {
  plan_id: string;
  id: string;
  date: string;
  /** 'contribution' | 'withdrawal'. */
  kind: string;
  amount: string;
  memo: string | null;
  /** The payment-run line the trust paid, for a withdrawal made by a run. */
  payment_run_id: string | null;
  line_no: number | null;
  recorded_at: string;
  recorded_by: string;
}

export interface EmergencyRequestTable {
  plan_id: string;
  id: string;
  participant_id: string;
  amount: string;
  reason: string;
  status: string;
  filed_at: string;
  filed_by: string;
}

/** A Committee decision prepared by one person and approved by another (segregation of duties). */
/** Plan 9.2: amendments, dated overlays of the plan's parameters (prepared, then approved). */
export interface PlanAmendmentTable {
  id: string;
  plan_id: string;
  effective_date: string;
  label: string;
  /** JSON: the parameters it changes, with their values from effective_date. */
  parameters: string;
  adopted_by: string;
  /** JSON: participant ids whose written consent to a reduction is recorded. */
  consents: string;
  status: string;
  prepared_by: string;
  prepared_at: string;
  approved_by: string | null;
  approved_at: string | null;
}

export interface DecisionTable {
  plan_id: string;
  id: string;
  kind: string;
  participant_id: string;
  subject_id: string;
  /** JSON: the FORMAT.md event the decision appends once approved. */
  payload: string;
  status: string;
  prepared_by: string;
  prepared_at: string;
  approved_by: string | null;
  approved_at: string | null;
  fact_seq: number | null;
}

export interface AuditLogTable {
  /** Null for installation events (sign-ins, accounts) and rows before plans were apart. */
  plan_id: string | null;
  seq: number;
  at: string;
  actor: string;
  action: string;
  entity: string;
  entity_id: string;
  reason: string | null;
  before: string | null;
  after: string | null;
  prev_hash: string;
  hash: string;
  /** Keyed rows: JSON [table, key, digest | null][] of the rows written since the last row. */
  sealed: string | null;
}

/** Rows written since the last audit row (filled by triggers, emptied by the next seal). */
export interface AuditPendingTable {
  id: number;
  tbl: string;
  row_key: string;
  /** 1 once a later transaction found it pending: no audited command wrote it. */
  outside: number;
}

/** The chain's head, so that deleting the last rows is detected too. */
export interface AuditHeadTable {
  id: number;
  seq: number;
  hash: string;
}

/**
 * Per plan, raised by triggers whenever its company facts, amendments, funds or plan row are
 * written (migration 2026-12-09T00-00-00-plan-context-versions): a kept projection context is
 * current while this is the version it was computed at.
 */
export interface PlanContextVersionTable {
  plan_id: string;
  version: Generated<number>;
}

/**
 * A participant's projection (derived data, not sealed): what it was computed from and whether
 * it is fresh (migration 2026-12-04T00-00-00-projections, ARCHITECTURE.md "Projections").
 */
export interface ProjectionTable {
  plan_id: string;
  participant_id: string;
  /** Raised by triggers when his facts or the prices of his funds change. */
  version: Generated<number>;
  built_version: number | null;
  /** 'pending' | 'built' | 'failed' */
  status: Generated<string>;
  horizon: string | null;
  fact_seq: number | null;
  company_seq: number | null;
  context_key: string | null;
  /**
   * JSON: the result through the horizon, without its payments and refusals (and, when `traces`
   * is not null, without the deferrals' and company credits' traces).
   */
  result: string | null;
  /**
   * JSON {deferrals, companyCredits}: each one's trace (or null) in the result's order; null
   * for a row built before migration projection-result-traces (its traces are in `result`).
   */
  traces: string | null;
  error: string | null;
  builds: Generated<number>;
  built_at: string | null;
  built_by: string | null;
}

interface ProjectionOwned {
  plan_id: string;
  participant_id: string;
}

/**
 * A Plan Year's activity (1.27: the calendar year of the day the engine posted the entries):
 * per sub-account and kind, the sum of the ledger entries' amounts in cents and their number.
 */
export interface ProjectionActivityTable extends ProjectionOwned {
  year: number;
  // Migration 2026-12-11T00-00-00-projection-rows-packed: JSON [account, kind, cents, entries].
  lines: string;
}

/** The last Valuation Date an entry of his in the fund was valued at (the price triggers'). */
export interface ProjectionValuationTable extends ProjectionOwned {
  fund_id: string;
  last_valued_at: string;
}

/** Units of a fund in a sub-account from `from_date` until `until_date` (exclusive; null: on). */
export interface ProjectionHoldingTable extends ProjectionOwned {
  account: string;
  fund_id: string;
  from_date: string;
  until_date: string | null;
  units: string | number | bigint;
  // Migration 2026-12-11T00-00-00-projection-rows-packed (holding-points.ts).
  last_from: string;
}

/**
 * A holding row's points before its last_from, as JSON [day, units] pairs, keyed as its row
 * (migration 2026-12-12T00-00-00-holding-points-apart); absent: the row has one point.
 */
export interface ProjectionHoldingPointsTable extends ProjectionOwned {
  account: string;
  fund_id: string;
  from_date: string;
  points: string;
}

export interface ProjectionPaymentTable extends ProjectionOwned {
  seq: number;
  date: string;
  valued_at: string;
  account: string;
  benefit: string;
  amount: string;
  /** "n/m" */
  installment: string | null;
  payee: string;
  on_time_through: string;
  /** JSON string[] */
  rules: string;
  /** JSON string[] */
  trace: string | null;
  /** JSON: paid, due, unfunded, pricesPending, makeUp when any (migration payments-made). */
  extra: string | null;
}

export interface ProjectionRefusalTable extends ProjectionOwned {
  seq: number;
  event_date: string | null;
  /** JSON: the refusal as the result writes it. */
  refusal: string;
}

export interface ProjectionAccountTable extends ProjectionOwned {
  account: string;
  opened_on: string;
}

export interface ProjectionVestingTable extends ProjectionOwned {
  from_date: string;
  until_date: string | null;
  pct: number;
}

export interface Database {
  plans: PlanTable;
  plan_versions: PlanVersionTable;
  participants: ParticipantTable;
  facts: FactTable;
  funds: FundTable;
  prices: PriceTable;
  users: UserTable;
  role_grants: RoleGrantTable;
  user_plans: UserPlanTable;
  sessions: SessionTable;
  committee_members: CommitteeMemberTable;
  company_decisions: CompanyDecisionTable;
  second_factors: SecondFactorTable;
  known_addresses: KnownAddressTable;
  login_failures: LoginFailureTable;
  idempotency_keys: IdempotencyKeyTable;
  pay_imports: PayImportTable;
  pay_lines: PayLineTable;
  pay_import_answers: PayImportAnswerTable;
  price_controls: PriceControlTable;
  fund_details: FundDetailTable;
  payment_runs: PaymentRunTable;
  payment_run_lines: PaymentRunLineTable;
  payment_run_events: PaymentRunEventTable;
  payments_made: PaymentMadeTable;
  corrections: CorrectionTable;
  correction_decisions: CorrectionDecisionTable;
  trust_statements: TrustStatementTable;
  trust_transactions: TrustTransactionTable;
  emergency_requests: EmergencyRequestTable;
  decisions: DecisionTable;
  plan_amendments: PlanAmendmentTable;
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
  audit_pending: AuditPendingTable;
  projections: ProjectionTable;
  plan_context_versions: PlanContextVersionTable;
  projection_activity: ProjectionActivityTable;
  projection_valuations: ProjectionValuationTable;
  projection_holdings: ProjectionHoldingTable;
  projection_holding_points: ProjectionHoldingPointsTable;
  projection_payments: ProjectionPaymentTable;
  projection_refusals: ProjectionRefusalTable;
  projection_accounts: ProjectionAccountTable;
  projection_vesting: ProjectionVestingTable;
  // Migration 2026-12-05T03-00-00-participant-records (participant-record-repository.ts).
  encrypted_values: EncryptedValueTable;
  participant_records: ParticipantRecordTable;
  beneficiary_designations: BeneficiaryDesignationTable;
  record_approvals: RecordApprovalTable;
  daily_ticks: DailyTickTable;
  notices: NoticeTable;
  fund_closures: FundClosureTable;
  fund_closure_approvals: FundClosureApprovalTable;
  fund_closure_withdrawals: FundClosureWithdrawalTable;
  // Migration 2026-12-06T00-00-00-payees-and-notices (payee-repository.ts, notice-repository.ts).
  payee_events: PayeeEventTable;
  payment_line_payees: PaymentLinePayeeTable;
  notice_documents: NoticeDocumentTable;
  notice_deliveries: NoticeDeliveryTable;
  // Migration 2026-12-05T04-00-00-statement-runs (statement-run-repository.ts).
  statement_runs: StatementRunTable;
  statement_documents: StatementDocumentTable;
  // Migration 2026-12-07T00-00-00-payment-run-preparations (payment-run-preparation-repository.ts).
  payment_run_preparations: PaymentRunPreparationTable;
  payment_run_preparation_outcomes: PaymentRunPreparationOutcomeTable;
  pay_import_jobs: PayImportJobTable;
  pay_import_job_outcomes: PayImportJobOutcomeTable;
  pay_import_job_progress: PayImportJobProgressTable;
}

/** Plan 12.10, 12.11: a fact about a payee, in the order recorded. */
export interface PayeeEventTable {
  id: string;
  plan_id: string;
  participant_id: string;
  seq: number;
  payee: string;
  kind: string;
  on_date: string;
  body: string;
  reason: string;
  needs_approval: number;
  recorded_at: string;
  recorded_by: string;
}

/** Who a run's line pays (issue 11 item 3), and the guardian on his behalf (12.11). */
export interface PaymentLinePayeeTable {
  run_id: string;
  line_no: number;
  plan_id: string;
  payee_ref: string;
  payee_name: string;
  paid_to: string | null;
}

/** Plan 12.4-12.5: a notice generated, addressed to the address of record. */
export interface NoticeDocumentTable {
  id: string;
  plan_id: string;
  participant_id: string;
  kind: string;
  outbox_id: string | null;
  date: string;
  addressee: string;
  body: string;
  generated_at: string;
  generated_by: string;
}

/** A notice's delivery log: generated, sent (mail or email), returned. */
export interface NoticeDeliveryTable {
  notice_id: string;
  seq: number;
  plan_id: string;
  status: string;
  channel: string | null;
  note: string | null;
  at: string;
  actor: string;
}

/** A bulk statement run (issue 12 item 4): never updated; its progress is its documents. */
export interface StatementRunTable {
  id: string;
  plan_id: string;
  /** 2025-Q4 or 2025. */
  period: string;
  from_date: string;
  to_date: string;
  lang: string;
  /** JSON: the participants counted when the run was started, in order. */
  participant_ids: string;
  total: number;
  requested_at: string;
  requested_by: string;
}

/** One participant's statement of a run: the PDF (base64) or the error that stopped it. */
export interface StatementDocumentTable {
  run_id: string;
  participant_id: string;
  file_name: string;
  pdf: string | null;
  error: string | null;
  made_at: string;
  made_by: string;
}

/** A payment run asked for as a job (issue 9 item 3): never updated. */
export interface PaymentRunPreparationTable {
  id: string;
  plan_id: string;
  pay_from: string;
  pay_through: string;
  source: string;
  requested_by: string;
  requested_at: string;
  reason: string | null;
}

/** What the job did: `prepared` (its run) or `refused` (the problem, as JSON). */
export interface PaymentRunPreparationOutcomeTable {
  preparation_id: string;
  status: string;
  run_id: string | null;
  problem: string | null;
  finished_at: string;
  worker: string;
}

/** A pay file asked to be imported as a job (issue "Scale II" item 2): never updated. */
export interface PayImportJobTable {
  id: string;
  plan_id: string;
  file_name: string | null;
  lines_total: number;
  /** The lines as read from the file, and the problems reading found (JSON). */
  lines: string;
  requested_by: string;
  requested_at: string;
  reason: string | null;
}

/** What the job did: `imported` (the import made, or found: replayed 1) or `refused`. */
export interface PayImportJobOutcomeTable {
  job_id: string;
  status: string;
  import_id: string | null;
  replayed: number;
  problem: string | null;
  finished_at: string;
  worker: string;
}

/** How far a running job is: lines judged so far (rewritten as it runs). */
export interface PayImportJobProgressTable {
  job_id: string;
  lines_judged: number;
  updated_at: string;
}

/** A tax identification number or bank account, AES-256-GCM (data-key.ts); never deleted. */
export interface EncryptedValueTable {
  id: string;
  plan_id: string;
  kind: string;
  key_id: string;
  sealed: string;
  created_at: string;
  rotated_at: string | null;
}

/** One dated change of a participant's record (append-only). */
export interface ParticipantRecordTable {
  id: string;
  plan_id: string;
  participant_id: string;
  seq: number;
  effective_on: string;
  changes: string;
  reason: string;
  needs_approval: number;
  recorded_at: string;
  recorded_by: string;
}

/** One beneficiary designation filed (Plan 1.2-1.3; append-only). */
export interface BeneficiaryDesignationTable {
  id: string;
  plan_id: string;
  participant_id: string;
  seq: number;
  filed_on: string;
  body: string;
  source: string;
  reason: string;
  needs_approval: number;
  recorded_at: string;
  recorded_by: string;
}

/** Another person's approval of a record change or designation that needs one (append-only). */
export interface RecordApprovalTable {
  id: string;
  plan_id: string;
  participant_id: string;
  approved_by: string;
  approved_at: string;
}

/** Issue 10, item 7: one run of the daily jobs for a plan and date (append-only). */
export interface DailyTickTable {
  plan_id: string;
  date: string;
  ran_at: string;
  ran_by: string;
  /** JSON: what the tick did (notices, decisions and runs prepared, the work queue). */
  report: string;
}

/** A participant notice recorded in the outbox (3.1(a), 3.2); delivery is outside defcomp. */
export interface NoticeTable {
  id: string;
  plan_id: string;
  participant_id: string;
  kind: string;
  date: string;
  rule: string;
  closes_on: string;
  plan_year: number | null;
  recorded_at: string;
}

/** Plan 7.3: a fund closed on `date` naming its successor, as prepared (append-only). */
export interface FundClosureTable {
  id: string;
  plan_id: string;
  fund_id: string;
  date: string;
  successor_id: string;
  prepared_by: string;
  prepared_at: string;
}

/** The second person's approval of a fund closure: only then does the engine see it. */
export interface FundClosureApprovalTable {
  closure_id: string;
  plan_id: string;
  approved_by: string;
  approved_at: string;
}

/** A prepared fund closure withdrawn before approval: it never moves anything. */
export interface FundClosureWithdrawalTable {
  closure_id: string;
  plan_id: string;
  withdrawn_by: string;
  withdrawn_at: string;
  reason: string;
}
