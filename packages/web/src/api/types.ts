/**
 * The API's shapes. What the server answers is generated from its OpenAPI document
 * (schema.d.ts, `npm run generate:api -w packages/web`): a field the server renames or drops is
 * a type error here, not a blank page. What the forms send is still written by hand below.
 */
import type { components, paths } from './schema';

type Responses<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: infer R;
}
  ? R
  : never;

/** The JSON body of an operation's answer: `Answer<'/api/me', 'get'>`. */
export type Answer<
  P extends keyof paths,
  M extends keyof paths[P],
  S extends keyof Responses<P, M> = 200 & keyof Responses<P, M>,
> = Responses<P, M>[S] extends { content: { 'application/json': infer B } } ? B : never;

export type User = Answer<'/api/me', 'get'>['user'];

/**
 * application/problem+json as the server writes it (problems.ts); partial, because a proxy or
 * the network fails without one and the client makes its own (client.ts).
 */
export type Problem = Partial<components['schemas']['Problem']>;

export type ParticipantSummary = Answer<'/api/participants', 'get'>['participants'][number];
/** A recorded FORMAT.md event: the event, when it takes effect, who recorded it and when. */
export type Fact = Answer<'/api/participants/{id}/events', 'get'>['events'][number];

/** A participant's statement (FORMAT.md "Output", `participants.<id>`, with `asOf`). */
export type Statement = Answer<'/api/participants/{id}/statement', 'get'>;
export type Refusal = Statement['refused'][number];
export type Deferral = Statement['deferrals'][number];
export type CompanyCredit = Statement['companyCredits'][number];
export type Period = Statement['keyEmployee'][number];
export type Separation = NonNullable<Statement['separation']>;
export type Forfeiture = Statement['forfeited'][number];
export type Payment = Statement['payments'][number];
export type Claim = Statement['claims'][number];
/** A claim as the Committee decides it: with the date received and both periods (11.1, 11.2). */
export type ClaimDeadlines = Answer<'/api/participants/{id}/claims', 'get'>['claims'][number];

export type Fund = Answer<'/api/funds', 'get'>['funds'][number];
export type FundPrices = Answer<'/api/funds/{fundId}/prices', 'get'>;
export type Price = FundPrices['prices'][number];

export type LiabilityReport = Answer<'/api/reports/liability', 'get'>;
export type LiabilityRow = LiabilityReport['participants'][number];

export type AuditEntry = Answer<'/api/audit', 'get'>['entries'][number];

/** What an event route answers: the event recorded and its place in the fact log. */
export type Recorded = Answer<'/api/participants/{id}/events', 'post', 201>;
/** What it answers to `dryRun=true`: the plan would accept the event; nothing was recorded. */
export type DryRun = Answer<'/api/participants/{id}/events', 'post', 200>;

export type PayImport = Answer<'/api/pay-imports', 'get'>['imports'][number];
/** A pay file's job (issue "Scale II" item 2): its progress, then its result or its problem. */
export type PayImportJob = Answer<'/api/pay-import-jobs/{jobId}', 'get'>['job'];
/** What the import answered: each line as the plan treated it (the job's result). */
export type PayImported = NonNullable<PayImportJob['result']>;
/** A Committee decision waiting for a second member (segregation of duties). */
export type Decision = Answer<'/api/decisions', 'get'>['decisions'][number];
export type PaymentRun = Answer<'/api/payment-runs', 'get'>['runs'][number];
/** A run with its lines: gross, 8.3 withholding and net for each payment due in its period. */
export type PaymentRunWithLines = Answer<'/api/payment-runs/{runId}', 'get'>['run'];
export type RunLine = PaymentRunWithLines['lines'][number];

/** POST /payment-runs (8.2): the period whose payments are due; `trust` when the trust pays (10.2). */
export interface PrepareRunBody {
  payFrom: string;
  payThrough: string;
  source?: 'general' | 'trust';
}

export type Role =
  'participant' | 'administrator' | 'committee' | 'auditor' | 'assetCommittee' | 'payroll';

/** How a value was computed (STYLE.md habit 6); its shape is the server's to choose. */
export type Trace = string | number | boolean | null | Trace[] | { [key: string]: Trace };

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

/** A pay line of a pay file (7.1): money as decimal strings. */
export interface PayLine {
  participantId: string;
  date: string;
  component: string;
  gross: string;
  netAvailable: string;
  servicePeriod?: { start: string; end: string };
}

/** GET /plans/{planId}/parameters?on=YYYY-MM-DD: the plan's terms in force on a date. */
export type PlanParametersAnswer = Answer<'/api/plans/{planId}/parameters', 'get'>;
export type PlanParameter = PlanParametersAnswer['parameters'][string];
