// The API's answers as TypeBox schemas: the routes' `response:` parts, which document them in
// the OpenAPI document (the web's types are generated from it) and make Fastify serialize them.
// fast-json-stringify drops any property a schema does not name, so each shape the store
// returns is proven equal to its store type below: a field added there and not here fails the
// build instead of vanishing from the API. Route files import this module as `R`.
import {
  ClaimStatusSchema,
  DateText,
  MoneyText,
  ParticipantResultSchema,
  PaymentSchema,
  Rules,
  same,
} from '@defcomp/domain';
import type * as store from '@defcomp/store';
import type {
  BalanceChange as BalanceChangeType,
  DeferralInstruction as DeferralInstructionType,
  fundingOf,
  LiabilityTotals as Totals,
  PaymentChange as PaymentChangeType,
  TrustAssets as Assets,
} from '@defcomp/domain';
import type { JudgedLine } from '../payroll/judge-pays.js';
import type { FundPriceReport as FundPriceReportType } from '../funds/price-file.js';
import Type, { type Static, type TProperties, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Text = Type.String();
export const Instant = Type.String({ description: 'An instant, ISO 8601 in UTC' });
export const Count = Type.Integer({ minimum: 0 });
export { DateText, MoneyText };

/** An answer with its OpenAPI description (else Swagger writes "Default Response"). */
export const json = <P extends TProperties>(description: string, properties: P) =>
  Type.Object(properties, { description });

/** A 204: no body. */
export const noContent = (description: string) => ({ type: 'null', description }) as const;

/** A FORMAT.md event: `type` plus the fields of its type, as recorded. */
export const PlanEvent = Type.Unsafe<store.PlanEvent>(
  Type.Object({ type: Text }, { additionalProperties: true }),
);
/** Before/after images and traces: whatever the writer recorded. */
const Anything = Type.Unknown();

/** Plan 12.9: a payment already valued or paid that a change would create, remove or alter. */
export const PaymentChange = Type.Object({
  participantId: Text,
  paymentKey: Text,
  payee: Text,
  date: DateText,
  valuedAt: DateText,
  before: Nullable(MoneyText),
  after: Nullable(MoneyText),
  paid: Type.Boolean(),
});
/** A sub-account balance as of today that a change would move. */
export const BalanceChange = Type.Object({
  participantId: Text,
  account: Text,
  before: MoneyText,
  after: MoneyText,
});

/** application/problem+json (RFC 9457), as problems.ts writes every expected failure. */
export const ProblemSchema = Type.Object(
  {
    type: Text,
    title: Text,
    status: Type.Integer(),
    code: Text,
    detail: Text,
    rule: Type.Optional(Text),
    rules: Type.Optional(Rules),
    field: Type.Optional(Text),
    violations: Type.Optional(
      Type.Array(
        Type.Object({
          code: Text,
          rule: Text,
          message: Text,
          field: Type.Optional(Text),
          /** A file's problems: the line (1 = a CSV header), the column and the value there. */
          line: Type.Optional(Type.Integer()),
          column: Type.Optional(Text),
          value: Type.Optional(Text),
        }),
      ),
    ),
    /** retroactive_change (12.9): the payments already valued or paid it would change. */
    payments: Type.Optional(Type.Array(PaymentChange)),
  },
  { $id: 'Problem', title: 'Problem' },
);

/** A fact as the API shows it (routes/facts-view.ts): the event, when it takes effect, who recorded it. */
export const Fact = Type.Object({
  seq: Type.Integer(),
  type: Text,
  event: PlanEvent,
  effectiveDate: DateText,
  recordedAt: Instant,
  recordedBy: Text,
});

/** A Key Employee identification (1.20): a fact with the participant it names. */
export const KeyEmployeeFact = Type.Object({ participantId: Nullable(Text), ...Fact.properties });

/** What an event route answers: the event recorded and its place in the fact log. */
export const Recorded = json('Recorded: the event and its sequence number in the fact log', {
  seq: Type.Integer(),
  event: PlanEvent,
});

export const Participant = Type.Object({
  id: Text,
  planId: Text,
  name: Text,
  hireDate: DateText,
  birthDate: Nullable(DateText),
});

/**
 * A payment on a statement: paid by an approved run by the as-of date (`paid.ref` is the run),
 * due (its date has come and no run has paid it), or scheduled (after the date: an estimate).
 */
export const StatementPayment = Type.Object({
  ...PaymentSchema.properties,
  status: Type.Union([Type.Literal('paid'), Type.Literal('due'), Type.Literal('scheduled')]),
});

/** The statement: the evaluated result, as of a date, with the payments scheduled after it. */
export const Statement = json('The statement as of `asOf` (FORMAT.md "Output")', {
  ...ParticipantResultSchema.properties,
  payments: Type.Array(StatementPayment),
  /** Payments after the as-of date, projected at the prices known. */
  scheduled: Type.Array(StatementPayment),
  asOf: DateText,
});

/** Plan 11.2: a period to decide a claim, in days from the date received, and its last day. */
const DecisionPeriod = Type.Object({ days: Count, due: DateText });

/**
 * A claim as the Committee decides it: FORMAT.md's `claims` row, with the date received (Plan
 * 11.1), both periods to decide it (11.2: `claimDecisionDays`, `claimDecisionExtendedDays`), the
 * day an extension was notified (null: none given; the extended period is then in force) and
 * the decisions made after their deadline (11.2, 11.4: the claimant may treat them as denied).
 */
export const ClaimDeadlines = Type.Object({
  ...ClaimStatusSchema.properties,
  filedOn: DateText,
  decisionPeriod: DecisionPeriod,
  extendedPeriod: DecisionPeriod,
  extendedOn: Nullable(DateText),
  late: Type.Array(
    Type.Object({
      action: Text,
      date: DateText,
      due: DateText,
      rule: Type.Union([Type.Literal('11.2'), Type.Literal('11.4')]),
    }),
  ),
});

export {
  ClaimStatusSchema as ClaimStatus,
  ParticipantResultSchema as ParticipantResult,
  PaymentSchema as Payment,
  Type,
};

/** A first-year enrollment window: it closes 30 days after the Committee's notice. */
export const EnrollmentWindow = Type.Object({
  notifiedOn: Type.Optional(DateText),
  closesOn: DateText,
  rules: Rules,
});

export const Fund = Type.Object({
  id: Text,
  name: Text,
  capitalPreservation: Type.Boolean(),
  constantPrice: Nullable(Text),
});
export const Price = Type.Object({ date: DateText, price: Text });

/** Issue 10 item 2: a fund on the menu with the data the committee recorded for it. */
export const FundListed = Type.Object({
  ...Fund.properties,
  ticker: Nullable(Text),
  assetClass: Nullable(Text),
  expenseRatioPct: Nullable(Type.String({ description: 'Annual expense ratio, percent' })),
});

export const PriceControl = Type.Object({
  largeMovePct: Type.String({ description: 'A move larger than this percentage is flagged' }),
  recordedAt: Instant,
  recordedBy: Text,
});
export const PriceControlOrNull = Nullable(PriceControl);

const LargeMove = Type.Object({
  date: DateText,
  price: Text,
  previousDate: DateText,
  previousPrice: Text,
  movePct: Type.String({ description: '(price / previous - 1) x 100, 2 decimals' }),
});
const FundPriceReport = Type.Object({
  fundId: Text,
  added: Count,
  unchanged: Count,
  from: DateText,
  through: DateText,
  missing: Type.Array(DateText, { description: 'Valuation Dates of the span without a price' }),
  largeMoves: Type.Array(LargeMove),
});
/** What a price file added, and per fund: missing Valuation Dates, large moves flagged. */
export const PriceFileReport = {
  added: Count,
  unchanged: Count,
  largeMovePct: Nullable(Text),
  funds: Type.Array(FundPriceReport),
};

export const PayImport = Type.Object({
  planId: Text,
  id: Text,
  contentHash: Text,
  fileName: Nullable(Text),
  payCount: Count,
  recordedAt: Instant,
  recordedBy: Text,
});

export const Decision = Type.Object({
  planId: Text,
  id: Text,
  kind: Type.Union([
    Type.Literal('emergencyDecision'),
    Type.Literal('claimDecision'),
    Type.Literal('domesticRelationsOrder'),
    Type.Literal('retroactiveChange'),
  ]),
  participantId: Text,
  subjectId: Text,
  event: PlanEvent,
  status: Type.Union([Type.Literal('prepared'), Type.Literal('approved')]),
  preparedBy: Text,
  preparedAt: Instant,
  approvedBy: Nullable(Text),
  approvedAt: Nullable(Instant),
  factSeq: Nullable(Type.Integer()),
});

export const EmergencyRequest = Type.Object({
  planId: Text,
  id: Text,
  participantId: Text,
  amount: MoneyText,
  reason: Text,
  status: Type.Union([
    Type.Literal('filed'),
    Type.Literal('decisionPrepared'),
    Type.Literal('decided'),
  ]),
  filedAt: Instant,
  filedBy: Text,
});

const RunTotals = Type.Object({
  gross: MoneyText,
  withheld: Nullable(MoneyText),
  net: Nullable(MoneyText),
});

const RunStatus = Type.Union([
  Type.Literal('prepared'),
  Type.Literal('approved'),
  Type.Literal('cancelled'),
  Type.Literal('paid'),
  Type.Literal('returned'),
]);

/** A state change of a run, appended: its status is the last one's. */
export const RunEvent = Type.Object({
  seq: Type.Integer(),
  status: RunStatus,
  at: Instant,
  by: Text,
  reason: Nullable(Text),
  /** The lines a return names. */
  lines: Nullable(Type.Array(Type.Integer())),
});

export const PaymentRun = Type.Object({
  planId: Text,
  id: Text,
  payFrom: DateText,
  payThrough: DateText,
  status: RunStatus,
  source: Type.Union([Type.Literal('general'), Type.Literal('trust')]),
  totals: RunTotals,
  preparedBy: Text,
  preparedAt: Instant,
  approvedBy: Nullable(Text),
  approvedAt: Nullable(Instant),
  cancelledBy: Nullable(Text),
  cancelledAt: Nullable(Instant),
  events: Type.Array(RunEvent),
});

/** One payment of a run: gross, 8.3 withholding, net, and 5.10's last on-time day. */
/** Plan 12.11: a guardian, conservator or parent paid on a minor's or incapacitated payee's behalf. */
export const Guardian = Type.Object({
  name: Text,
  capacity: Type.Enum(['guardian', 'conservator', 'parent']),
  basis: Type.Enum(['minor', 'incapacitated']),
  courtOrder: Nullable(Text),
  from: DateText,
  through: Nullable(DateText),
});

export const RunLine = Type.Object({
  lineNo: Type.Integer(),
  paymentKey: Text,
  participantId: Text,
  account: Text,
  benefit: Text,
  payee: Text,
  installment: Nullable(Type.Tuple([Type.Integer(), Type.Integer()])),
  paymentDate: DateText,
  valuedAt: Nullable(DateText),
  onTimeThrough: Nullable(DateText),
  gross: MoneyText,
  withheld: Nullable(MoneyText),
  net: Nullable(MoneyText),
  withholdingYear: Nullable(Type.Integer()),
  rules: Rules,
  trace: Anything,
  /** Who it pays (issue 11 item 3): `participant` or `beneficiary:<name>`; null in older runs. */
  payeeRef: Nullable(Text),
  payeeName: Nullable(Text),
  /** Plan 12.11: the guardian or conservator paid on the payee's behalf. */
  paidTo: Nullable(Guardian),
  paidOn: Nullable(DateText),
  late: Nullable(Type.Boolean()),
  /** When its return was recorded (12.10): no longer a payment made. */
  returnedAt: Nullable(Instant),
});

export const PaymentRunWithLines = Type.Object({
  ...PaymentRun.properties,
  lines: Type.Array(RunLine),
});

const Period = Type.Object({ start: DateText, end: DateText });
const PayWarning = Type.Object({
  code: Type.Union([
    Type.Literal('capped_by_net_pay'),
    Type.Literal('pay_after_separation'),
    Type.Literal('not_eligible'),
    Type.Literal('pay_after_death'),
  ]),
  rule: Text,
  message: Text,
});
const DeferralStop = Type.Object({ rule: Text, reason: Text });
const ElectionApplied = Type.Object({
  kind: Text,
  filedOn: DateText,
  planYear: Type.Integer(),
  pct: Type.Integer(),
});
const FicaDue = Type.Object({
  rule: Type.Literal('8.3'),
  year: Type.Integer(),
  wagesBefore: MoneyText,
  socialSecurityWages: MoneyText,
  socialSecurity: MoneyText,
  medicare: MoneyText,
  additionalMedicare: MoneyText,
  total: MoneyText,
});
/** A figure refused because the rate or limit it needs is published nowhere here (8.3). */
const RateRefusal = Type.Object({
  code: Type.Union([
    Type.Literal('irs_limit_not_published'),
    Type.Literal('fica_rates_not_published'),
  ]),
  rule: Text,
  message: Text,
});

/** Plan 7.1: one pay line as the plan treats it, with payroll's reported deduction beside it. */
export const PayLineReport = Type.Object({
  line: Type.Integer({ description: "The file's line (CSV: the header is line 1)" }),
  participantId: Text,
  payDate: DateText,
  component: Text,
  servicePeriod: Nullable(Period),
  gross: MoneyText,
  netAvailable: MoneyText,
  additionalCheck: Type.Boolean(),
  deducted: Nullable(MoneyText),
  difference: Nullable(
    Type.String({ description: 'deducted - deferred; null when payroll did not say' }),
  ),
  planYear: Type.Integer(),
  election: Nullable(ElectionApplied),
  elected: MoneyText,
  deferred: MoneyText,
  deferrals: Type.Array(Type.Object({ account: Text, amount: MoneyText })),
  stop: Nullable(DeferralStop),
  warnings: Type.Array(PayWarning),
  fica: Nullable(FicaDue),
  ficaRefused: Nullable(RateRefusal),
});
/** Plan 3.5, 7.1, 8.3: what payroll withholds from pay of a date, per component. */
export const DeferralInstruction = Type.Object({
  participantId: Text,
  payDate: DateText,
  eligible: Type.Boolean(),
  separatedOn: Nullable(DateText),
  components: Type.Array(
    Type.Object({
      component: Text,
      pct: Type.Integer({ description: 'The percentage to defer: 0 when stopped or not elected' }),
      planYear: Type.Integer(),
      election: Nullable(ElectionApplied),
      servicesAfter: Nullable(DateText),
      stop: Nullable(DeferralStop),
    }),
  ),
  fica: Nullable(
    Type.Object({
      year: Type.Integer(),
      socialSecurityRateBp: Type.Integer({ description: 'Basis points: 620 = 6.2%' }),
      medicareRateBp: Type.Integer(),
      additionalMedicareRateBp: Type.Integer(),
      additionalMedicareThreshold: MoneyText,
      socialSecurityWageBase: MoneyText,
      sources: Type.Array(Text),
    }),
  ),
  ficaRefused: Nullable(RateRefusal),
  wagesBefore: MoneyText,
});

const PayTotals = Type.Object({
  lines: Count,
  gross: MoneyText,
  deferred: MoneyText,
  warnings: Count,
});

/**
 * A pay file's import with each line as the plan treated it; `replayed` when the very same
 * lines were imported before (nothing changed, and `lines` is empty: see GET of that import).
 */
export const PayImported = {
  import: PayImport,
  replayed: Type.Boolean(),
  lines: Type.Array(PayLineReport),
  totals: PayTotals,
};

/** A payment due that the run does not contain yet, and why (its valuation point or prices). */
export const WaitingPayment = Type.Object({
  participantId: Text,
  paymentKey: Text,
  paymentDate: DateText,
  valuedAt: DateText,
  amount: MoneyText,
  /** Who it would pay (a beneficiary's share of a Death Benefit is its own item). */
  payee: Type.Optional(Text),
  payeeName: Type.Optional(Text),
  reason: Text,
  /** 5.8 (not valued yet), 7.2 (price not recorded), 12.10 (payee presumed missing). */
  rule: Type.Optional(Text),
});

/** Plan 12.9: what a correction names. */
const CorrectionTarget = Type.Union([
  Type.Object({ kind: Type.Literal('fact'), seq: Type.Integer() }),
  Type.Object({ kind: Type.Literal('price'), fundId: Text, date: DateText }),
  Type.Object({ kind: Type.Literal('participant'), participantId: Text }),
  Type.Object({ kind: Type.Literal('fund'), fundId: Text }),
]);

const FigureChange = Type.Object({ figure: Text, before: Nullable(Text), after: Nullable(Text) });

/** A payment made that the corrected record does not support: over- or underpaid, and the fix. */
const PaymentAdjustment = Type.Object({
  paymentKey: Text,
  ref: Text,
  paidOn: DateText,
  paid: MoneyText,
  due: MoneyText,
  difference: MoneyText,
  kind: Type.Union([Type.Literal('overpaid'), Type.Literal('underpaid')]),
  correction: Text,
  rules: Rules,
});

/** A correction's effect: per participant, every figure that changes, and each payment to put right. */
export const CorrectionEffect = Type.Object({
  before: Nullable(Type.Object({ error: Text })),
  participants: Type.Array(
    Type.Object({
      participantId: Text,
      changes: Type.Array(FigureChange),
      payments: Type.Array(PaymentAdjustment),
    }),
  ),
});

export const Correction = Type.Object({
  id: Text,
  planId: Text,
  target: CorrectionTarget,
  action: Type.Union([Type.Literal('void'), Type.Literal('supersede')]),
  replacement: Nullable(
    Type.Unsafe<store.CorrectionReplacement>(Type.Object({}, { additionalProperties: true })),
  ),
  reason: Text,
  /** As shown when prepared. */
  effect: CorrectionEffect,
  status: Type.Union([
    Type.Literal('prepared'),
    Type.Literal('approved'),
    Type.Literal('withdrawn'),
  ]),
  preparedBy: Text,
  preparedAt: Instant,
  decidedBy: Nullable(Text),
  decidedAt: Nullable(Instant),
  /** As shown when approved (the record may have moved since it was prepared). */
  approvedEffect: Nullable(CorrectionEffect),
});

const TrustHolding = Type.Object({ fundId: Text, value: MoneyText });
export const TrustStatement = Type.Object({
  planId: Text,
  date: DateText,
  marketValue: MoneyText,
  holdings: Nullable(Type.Array(TrustHolding)),
  recordedAt: Instant,
  recordedBy: Text,
});
export const TrustTransaction = Type.Object({
  planId: Text,
  id: Text,
  date: DateText,
  kind: Type.Union([Type.Literal('contribution'), Type.Literal('withdrawal')]),
  amount: MoneyText,
  memo: Nullable(Text),
  paymentRunId: Nullable(Text),
  lineNo: Nullable(Type.Integer()),
  recordedAt: Instant,
  recordedBy: Text,
});

const Role = Type.Union([
  Type.Literal('participant'),
  Type.Literal('administrator'),
  Type.Literal('committee'),
  Type.Literal('assetCommittee'),
  Type.Literal('payroll'),
  Type.Literal('auditor'),
]);
/** An account as anyone signed in sees it (users.ts publicUser). */
export const PublicUser = Type.Object({
  id: Text,
  username: Text,
  role: Role,
  participantId: Nullable(Text),
});
/** An account as an administrator sees it: also its person and whether it may sign in. */
export const Account = Type.Object({
  ...PublicUser.properties,
  personId: Text,
  disabled: Type.Boolean(),
});
export const RoleGrant = Type.Object({
  id: Text,
  userId: Text,
  role: Role,
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved')]),
  requestedBy: Text,
  requestedAt: Instant,
  approvedBy: Nullable(Text),
  approvedAt: Nullable(Instant),
});

export const Plan = Type.Object({ id: Text, name: Text, publiclyTraded: Type.Boolean() });
export const PlanVersion = Type.Object({
  planId: Text,
  effectiveDate: DateText,
  definition: Type.Unsafe<store.PlanVersion['definition']>(
    Type.Object({}, { additionalProperties: true }),
  ),
  recordedAt: Instant,
  recordedBy: Text,
});

export const PlanAmendment = Type.Object({
  id: Text,
  planId: Text,
  effectiveDate: DateText,
  label: Text,
  parameters: Type.Record(Type.String(), Anything),
  adoptedBy: Type.Union([Type.Literal('committee'), Type.Literal('board')]),
  consents: Type.Array(Text),
  status: Type.Union([Type.Literal('prepared'), Type.Literal('approved')]),
  preparedBy: Text,
  preparedAt: Instant,
  approvedBy: Nullable(Text),
  approvedAt: Nullable(Instant),
});
/** A term in force on a date: its value, the section and source, and the amendment that set it. */
export const ParameterInForce = Type.Object({
  value: Anything,
  section: Text,
  from: DateText,
  unit: Type.Optional(Text),
  description: Text,
  source: Text,
  amendment: Type.Optional(Text),
});

export const AuditRow = Type.Object({
  seq: Type.Integer(),
  planId: Nullable(Text),
  at: Instant,
  actor: Text,
  action: Text,
  entity: Text,
  entityId: Text,
  reason: Nullable(Text),
  before: Anything,
  after: Anything,
  hash: Text,
});
export const AuditVerdict = Type.Union(
  [
    Type.Object({ ok: Type.Literal(true), rows: Count }),
    Type.Object({ ok: Type.Literal(false), seq: Type.Integer(), problem: Text }),
  ],
  { description: 'ok, or the first row edited, removed or added' },
);

/**
 * The liability's totals: RTA, SDAs, CCA, CCAVested, payments fixed but unpaid; owed (vested)
 * and total.
 */
export const LiabilityTotals = Type.Object({
  RTA: MoneyText,
  SDA: MoneyText,
  CCA: MoneyText,
  CCAVested: MoneyText,
  fixedUnpaid: MoneyText,
  owed: MoneyText,
  total: MoneyText,
});

export const LiabilityRow = Type.Object({
  participantId: Text,
  name: Nullable(Text),
  balances: Type.Record(Type.String(), MoneyText),
  totals: LiabilityTotals,
});

export const TrustAssets = Type.Object({
  asOf: DateText,
  value: MoneyText,
  statement: Nullable(Type.Object({ date: DateText, marketValue: MoneyText })),
  contributions: MoneyText,
  withdrawals: MoneyText,
});

/** Trust assets against what the plan owes (trust-funding.ts fundingOf). */
export const Funding = Type.Object({
  fundedRatio: Nullable(
    Type.String({ description: 'assets / owed, 4 decimals; null when nothing is owed' }),
  ),
  shortfall: MoneyText,
  surplus: MoneyText,
  rounding: Text,
});

/** Plan 8.1: a term on the Committee; approval rights follow it on the day of the approval. */
export const CommitteeMember = Type.Object({
  id: Text,
  planId: Text,
  personId: Text,
  userId: Text,
  appointedOn: DateText,
  instrument: Text,
  status: Type.Union([Type.Literal('prepared'), Type.Literal('approved')]),
  preparedBy: Text,
  preparedAt: Instant,
  approvedBy: Nullable(Text),
  approvedAt: Nullable(Instant),
  endedOn: Nullable(DateText),
  endReason: Nullable(
    Type.Union([
      Type.Literal('resigned'),
      Type.Literal('removed'),
      Type.Literal('employmentEnded'),
    ]),
  ),
  endedBy: Nullable(Text),
  endedAt: Nullable(Instant),
});

/** A Change in Control, plan termination or Key Employee list, recorded once a second person approves. */
export const CompanyDecision = Type.Object({
  id: Text,
  planId: Text,
  kind: Type.Union([
    Type.Literal('changeInControl'),
    Type.Literal('planTermination'),
    Type.Literal('keyEmployeeList'),
  ]),
  payload: Type.Record(Type.String(), Anything, { description: 'what the preparer asked for' }),
  status: Type.Union([Type.Literal('prepared'), Type.Literal('approved')]),
  preparedBy: Text,
  preparedAt: Instant,
  approvedBy: Nullable(Text),
  approvedAt: Nullable(Instant),
});

/** Whether the account has a second factor, and whether this session may only enrol one. */
export const SecondFactorState = Type.Object({
  enrolled: Type.Boolean(),
  enrolOnly: Type.Boolean(),
});

/** A sign-in session as its user sees it (never its token). */
export const SessionView = Type.Object({
  id: Text,
  createdAt: Instant,
  lastSeenAt: Instant,
  expiresAt: Instant,
  address: Text,
  userAgent: Text,
  /** The session this request came with. */
  current: Type.Boolean(),
  /** It may only enrol a second factor. */
  enrolOnly: Type.Boolean(),
});

// Each schema above is its store type exactly (see the top of this file).
type Listed = store.Fund & store.FundDetails;
same<Static<typeof StatementPayment>, import('../statements/statement.js').StatementPayment>(true);
same<Static<typeof Correction>, import('../corrections/corrections.js').CorrectionView>(true);
same<Static<typeof Fact>, Omit<store.Fact, 'participantId'>>(true);
same<Static<typeof Participant>, store.Participant>(true);
same<Static<typeof Fund>, store.Fund>(true);
same<Static<typeof Price>, store.Price>(true);
same<Static<typeof FundListed>, { [K in keyof Listed]: Listed[K] }>(true);
same<Static<typeof PriceControl>, store.PriceControl>(true);
same<Static<typeof FundPriceReport>, FundPriceReportType>(true);
same<Static<typeof PayImport>, store.PayImport>(true);
same<Static<typeof PayLineReport>, JudgedLine>(true);
same<Static<typeof DeferralInstruction>, DeferralInstructionType>(true);
same<Static<typeof Decision>, store.Decision>(true);
same<Static<typeof EmergencyRequest>, store.EmergencyRequest>(true);
same<Static<typeof PaymentRun>, store.PaymentRun>(true);
same<Static<typeof RunLine>, store.RunLine>(true);
same<Static<typeof TrustStatement>, store.TrustStatement>(true);
same<Static<typeof TrustTransaction>, store.TrustTransaction>(true);
same<Static<typeof Account>, store.User>(true);
same<Static<typeof RoleGrant>, store.RoleGrant>(true);
same<Static<typeof CommitteeMember>, store.CommitteeMember>(true);
same<Static<typeof CompanyDecision>, store.CompanyDecision>(true);
same<Static<typeof Plan>, store.Plan>(true);
same<Static<typeof PlanVersion>, store.PlanVersion>(true);
same<Static<typeof PlanAmendment>, store.PlanAmendmentRecord>(true);
same<Static<typeof AuditRow>, store.AuditRow>(true);
same<Static<typeof AuditVerdict>, store.AuditVerdict>(true);
same<Static<typeof LiabilityTotals>, { [K in keyof Totals]: Totals[K] }>(true);
same<Static<typeof TrustAssets>, Assets>(true);
same<Static<typeof Funding>, ReturnType<typeof fundingOf>>(true);
same<Static<typeof PaymentChange>, PaymentChangeType>(true);
same<Static<typeof BalanceChange>, BalanceChangeType>(true);

/** A route's `response:` for one success status. */
const answer =
  <S extends number>(status: S) =>
  <P extends TProperties>(description: string, properties: P) =>
    ({ [status]: json(description, properties) }) as { [K in S]: ReturnType<typeof json<P>> };
export const ok = answer(200);
export const created = answer(201);
export const list = Type.Array;
