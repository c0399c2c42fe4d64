/**
 * The API's shapes (packages/server; FORMAT.md "Output" for the statement). Money, units
 * and prices are decimal strings. Fields the server may not send yet are optional, and
 * the views show a dash for what is missing.
 */

export type Role =
  'participant' | 'administrator' | 'committee' | 'auditor' | 'assetCommittee' | 'payroll';

export interface User {
  id: string;
  username: string;
  role: Role | string;
  participantId?: string | null;
}

/** application/problem+json, as the server maps expected failures (STYLE.md habit 5). */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  rule?: string;
  /** Every rule an event breaks, when it breaks several. */
  rules?: string[];
  field?: string;
  /** A refusal's rules one by one, each with the field of the event at fault. */
  violations?: { code?: string; rule: string; message: string; field?: string }[];
}

export interface ParticipantSummary {
  id: string;
  /** The plan whose terms govern him (GET /plans/{planId}/parameters). */
  planId?: string;
  name?: string | null;
  hireDate?: string;
  birthDate?: string | null;
  status?: string | null;
}

/** A FORMAT.md participant event with whatever metadata the server recorded. */
export interface ParticipantEvent {
  type: string;
  date?: string;
  filedAt?: string;
  [field: string]: unknown;
}

export interface Refusal {
  index: number;
  rules?: string[];
  message?: string;
}

export interface Deferral {
  date: string;
  component: string;
  amount: string;
  account: string;
}

export interface CompanyCredit {
  date: string;
  kind: string;
  amount: string;
}

export interface Period {
  from: string;
  to: string;
}

export interface Separation {
  date: string;
  reason?: string;
  rules?: string[];
}

export interface Forfeiture {
  date: string;
  amount: string;
  rules?: string[];
}

/** How a value was computed (STYLE.md habit 6); its shape is the server's to choose. */
export type Trace = string | number | boolean | null | Trace[] | { [key: string]: Trace };

export interface Payment {
  date: string;
  account: string;
  benefit: string;
  amount: string;
  valuedAt?: string;
  installment?: [number, number] | null;
  payee?: string;
  rules?: string[];
  trace?: Trace;
  explanation?: Trace;
}

export interface Claim {
  id: string;
  status: string;
  decisionDue?: string | null;
  appealBy?: string | null;
  reviewDue?: string | null;
  suitBy?: string | null;
}

/** A participant's result object (FORMAT.md "Output", `participants.<id>`). */
export interface Statement {
  participantId?: string;
  asOf?: string;
  refused?: Refusal[];
  deferrals?: Deferral[];
  companyCredits?: CompanyCredit[];
  keyEmployee?: Period[];
  separation?: Separation | null;
  forfeited?: Forfeiture[];
  payments?: Payment[];
  /** Payments after the as-of date, projected at today's prices. */
  scheduled?: Payment[];
  balances?: Record<string, string>;
  claims?: Claim[];
}

export interface Fund {
  id: string;
  name?: string;
  capitalPreservation?: boolean;
  successorId?: string | null;
  [field: string]: unknown;
}

export interface Price {
  date: string;
  price: string;
}

export interface LiabilityRow {
  id: string;
  name?: string | null;
  balances: Record<string, string>;
  /** RTA + SDAs + CCA. */
  total: string;
  /** What is vested: RTA + SDAs + vested CCA (3.6, 4.2). */
  owed?: string;
}

export interface LiabilityReport {
  asOf: string;
  participants: LiabilityRow[];
  totals: Record<string, string>;
}

export interface AuditEntry {
  seq: number;
  at: string;
  actor: string;
  action: string;
  entity: string;
  entityId?: string | null;
  reason?: string | null;
  before?: Trace;
  after?: Trace;
  hash?: string;
}

/** A sub-account's payment schedule (FORMAT.md "Schedules"; 5.1(b)-(c), 5.2(c)). */
export type Schedule =
  | { form: 'lump'; start?: { monthsAfterSeparation: number } }
  | { form: 'installments'; years: number; start?: { monthsAfterSeparation: number } }
  | { form: 'partial'; lumpPct: number; years: number; start?: { monthsAfterSeparation: number } };

/** POST /participants/:id/elections (1.12, Article III). */
export interface ElectionBody {
  kind: 'initial' | 'annual';
  planYear: number;
  deferrals: Record<string, number>;
  allocation: { account: string; pct: number }[];
  schedules?: Record<string, Schedule>;
  investments?: Record<string, Record<string, number>>;
}

/** POST /participants/:id/allocations (7.4). */
export interface AllocationChangeBody {
  date: string;
  account: string;
  investments: Record<string, number>;
  applyTo: 'future' | 'existing' | 'both';
}

/** What an event route answers: the recorded event and its place in the log. */
export interface Recorded {
  seq?: number;
  event?: unknown;
  dryRun?: boolean;
  accepted?: boolean;
}

/** A pay line of a pay file (7.1): money as decimal strings. */
export interface PayLine {
  participantId: string;
  date: string;
  component: string;
  gross: string;
  netAvailable: string;
  servicePeriod?: { start: string; end: string };
}

export interface PayImport {
  id: string;
  fileName?: string | null;
  payCount: number;
  recordedAt: string;
  recordedBy: string;
}

/** A Committee decision waiting for a second member (segregation of duties). */
export interface Decision {
  id: string;
  kind: string;
  participantId: string | null;
  subjectId: string;
  event?: Trace;
  status: string;
  preparedBy: string;
  preparedAt: string;
  approvedBy?: string | null;
}

export interface PaymentRun {
  id: string;
  payFrom: string;
  payThrough: string;
  status: string;
  total: string;
  payments: unknown[];
  preparedBy: string;
  preparedAt: string;
  approvedBy?: string | null;
}

/** One plan parameter in force on a date, with the section and version it comes from. */
export interface PlanParameter {
  value: unknown;
  section: string;
  from: string;
  unit?: string;
  description?: string;
}

/** GET /plans/{planId}/parameters?on=YYYY-MM-DD: the plan's terms in force on a date. */
export interface PlanParametersAnswer {
  planId: string;
  on: string;
  parameters: Record<string, PlanParameter>;
}
