/**
 * The API client: same origin, under /api. The session lives in an httpOnly cookie; every
 * mutating request echoes the JS-readable `defcomp_csrf` cookie in `x-csrf-token`.
 * Failures arrive as application/problem+json and are thrown as `ApiError`.
 */
import type {
  AllocationChangeBody,
  Answer,
  AuditEntry,
  ClaimDeadlines,
  Decision,
  DryRun,
  ElectionBody,
  Fact,
  Fund,
  FundPrices,
  LiabilityReport,
  ParticipantSummary,
  PlanParametersAnswer,
  PayImport,
  PayImportJob,
  PayLine,
  PaymentRun,
  PaymentRunWithLines,
  PrepareRunBody,
  Price,
  Problem,
  Recorded,
  Statement,
  User,
} from './types';
import type { paths } from './schema';

export const csrfCookie = 'defcomp_csrf';
export const unauthorizedEvent = 'defcomp:unauthorized';

export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(status: number, problem: Problem) {
    super(problem.detail ?? problem.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

async function readProblem(response: Response): Promise<Problem> {
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) return body as Problem;
  } catch {
    // Not JSON: a proxy's error page, say.
  }
  return { status: response.status, title: response.statusText || `HTTP ${response.status}` };
}

/** A body sent as it is, with its media type (a pay file as text/csv). */
export class RawBody {
  constructor(
    readonly text: string,
    readonly type: string,
  ) {}
}

export async function request(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
  extraHeaders: Record<string, string> = {},
) {
  // Problems come back in the page's language (the server reads Accept-Language).
  const language = globalThis.document?.documentElement.lang || 'en';
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': language,
    ...extraHeaders,
  };
  const raw = body instanceof RawBody ? body : undefined;
  if (body !== undefined) headers['content-type'] = raw?.type ?? 'application/json';
  if (method !== 'GET' && method !== 'HEAD') {
    const token = readCookie(document.cookie, csrfCookie);
    if (token !== undefined) headers['x-csrf-token'] = token;
  }
  let response: Response;
  try {
    response = await fetch(`/api${scoped(path)}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: raw !== undefined ? raw.text : body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { title: 'Network error', detail: String(error), code: 'network' });
  }
  if (!response.ok) {
    // A session that ended (expired, signed out elsewhere): the app returns to the sign-in page.
    if (response.status === 401 && path !== '/session' && path !== '/me') {
      window.dispatchEvent(new Event(unauthorizedEvent));
    }
    throw new ApiError(response.status, await readProblem(response));
  }
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

const get = (path: string, signal?: AbortSignal) => request('GET', path, undefined, signal);

/**
 * The signed-in user's plan (his first granted one): plan routes go to `/plans/{planId}…`;
 * before it is known, the old unscoped paths answer for the installation's default plan.
 */
let planPath = '';
const installationPath = /^\/(session|me|users|role-grants|plans)(\/|\?|$)/;
const scoped = (path: string) => (installationPath.test(path) ? path : `${planPath}${path}`);

async function enterUsersPlan(signal?: AbortSignal): Promise<void> {
  try {
    const plans = (await get('/plans', signal)) as { plans?: { id: string }[] } | undefined;
    const first = plans?.plans?.[0];
    planPath = first ? `/plans/${encodeURIComponent(first.id)}` : '';
  } catch (error) {
    if (signal?.aborted) throw error;
    // A server without plan routes: the old paths answer for its one plan.
    planPath = '';
  }
}

const id = encodeURIComponent;

/** The address of an API path in the user's plan, for a link (a CSV download). */
export const apiHref = (path: string): string => `/api${scoped(path)}`;

/** A path of the OpenAPI document filled in: ('/api/funds/{fundId}/prices', { fundId }). */
export function pathOf(template: keyof paths, params: Record<string, string> = {}): string {
  return template
    .slice('/api'.length)
    .replace(/\{(\w+)\}/g, (_whole, name: string) => id(params[name] ?? ''));
}

/** GET by the document's path, answered in that operation's type: the two cannot drift apart. */
export async function read<P extends keyof paths>(
  template: P,
  params: Record<string, string>,
  signal?: AbortSignal,
  query = '',
): Promise<Answer<P, 'get'>> {
  return (await get(`${pathOf(template, params)}${query}`, signal)) as Answer<P, 'get'>;
}

const asOfQuery = (asOf: string) => (asOf === '' ? '' : `?asOf=${id(asOf)}`);

/** A write: POST with the CSRF token, and an Idempotency-Key when the form has one. */
export const post = (path: string, body: unknown, idempotencyKey?: string, lateReason?: string) =>
  request('POST', path, body, undefined, {
    ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    // Why a fact dated before today is recorded now (8.2): the server asks it of staff.
    // Percent-encoded: a header carries Latin-1 only, and a reason may be in Chinese.
    ...(lateReason === undefined || lateReason === ''
      ? {}
      : { 'x-reason': encodeURIComponent(lateReason) }),
  });

export interface FileOptions {
  dryRun?: boolean;
  idempotencyKey?: string;
}

/** The forms' writes (the server’s route schemas: the route files of packages/server/src). */
export const writes = {
  async fileElection(participantId: string, body: ElectionBody, options: FileOptions = {}) {
    const query = options.dryRun === true ? '?dryRun=true' : '';
    const path = `/participants/${id(participantId)}/elections${query}`;
    return (await post(path, body, options.idempotencyKey)) as Recorded | DryRun;
  },
  async changeAllocation(participantId: string, body: AllocationChangeBody, key?: string) {
    return (await post(`/participants/${id(participantId)}/allocations`, body, key)) as Recorded;
  },
  async fileClaim(participantId: string, body: { claimId: string; date: string }) {
    return (await post(`/participants/${id(participantId)}/claims`, body)) as Recorded;
  },
  /** Article XI: the claims as of a day (today when ''): the engine's state of each then. */
  async claims(participantId: string, signal?: AbortSignal, asOf = ''): Promise<ClaimDeadlines[]> {
    const params = { id: participantId };
    return (await read('/api/participants/{id}/claims', params, signal, asOfQuery(asOf))).claims;
  },
  async recordEligibility(
    participantId: string,
    body: { type: 'eligible' | 'ineligible'; date: string; notifiedOn?: string },
    lateReason?: string,
  ) {
    const path = `/participants/${id(participantId)}/eligibility`;
    return (await post(path, body, undefined, lateReason)) as Recorded;
  },
  async recordEvent(
    participantId: string,
    event: { type: string } & Record<string, unknown>,
    lateReason?: string,
  ) {
    const path = `/participants/${id(participantId)}/events`;
    return (await post(path, event, undefined, lateReason)) as Recorded;
  },
  /** A pay file sent: its job, which imports it (follow it with payImportJob). */
  async importPays(fileName: string, pays: PayLine[]) {
    return ((await post('/pay-imports', { fileName, pays })) as { job: PayImportJob }).job;
  },
  /** A CSV pay file as it is: the server reads it and its job lists every problem of every line. */
  async importPayCsv(fileName: string, text: string, delimiter: ',' | ';') {
    const type = delimiter === ';' ? 'text/csv; delimiter=";"' : 'text/csv';
    const path = `/pay-imports?fileName=${id(fileName)}`;
    return ((await post(path, new RawBody(text, type))) as { job: PayImportJob }).job;
  },
  async payImportJob(jobId: string, signal?: AbortSignal): Promise<PayImportJob> {
    return (await read('/api/pay-import-jobs/{jobId}', { jobId }, signal)).job;
  },
  async payImports(signal?: AbortSignal): Promise<PayImport[]> {
    return (await read('/api/pay-imports', {}, signal)).imports;
  },
  async decisions(signal?: AbortSignal): Promise<Decision[]> {
    return (await read('/api/decisions', {}, signal, '?status=prepared')).decisions;
  },
  async paymentRuns(signal?: AbortSignal): Promise<PaymentRun[]> {
    return (await read('/api/payment-runs', {}, signal)).runs;
  },
  async approveDecision(decisionId: string) {
    return post(`/decisions/${id(decisionId)}/approval`, undefined);
  },
  async approvePaymentRun(runId: string) {
    return post(`/payment-runs/${id(runId)}/approval`, undefined);
  },
  async paymentRun(runId: string, signal?: AbortSignal): Promise<PaymentRunWithLines> {
    return (await read('/api/payment-runs/{runId}', { runId }, signal)).run;
  },
  async preparePaymentRun(body: PrepareRunBody): Promise<PaymentRunWithLines> {
    const answer = (await post('/payment-runs', body)) as Answer<'/api/payment-runs', 'post', 201>;
    return answer.run;
  },
  async cancelPaymentRun(runId: string) {
    return post(`/payment-runs/${id(runId)}/cancellation`, undefined);
  },
};

/** One page of the audit log, oldest first: the rows after `afterSeq` (0: from the start). */
export interface AuditPageQuery {
  afterSeq: number;
  limit: number;
}

/**
 * A fund's prices by date. A fund with a constant price and no recorded points shows that
 * price as one row without a date (7.3).
 */
export function pricesOf(body: FundPrices): Price[] {
  const constant = body.fund.constantPrice;
  return body.prices.length === 0 && constant !== null
    ? [{ date: '', price: constant }]
    : body.prices;
}

export const api = {
  async login(username: string, password: string, code?: string): Promise<User> {
    return (await api.signIn(username, password, code)).user;
  },
  /**
   * Sign in, with the authenticator's code once a second factor is enrolled (ASVS V6.6); the
   * answer says whether the session may only enrol one (staff where the server requires it).
   */
  async signIn(username: string, password: string, code?: string) {
    const body = (await request('POST', '/session', {
      username,
      password,
      ...(code === undefined ? {} : { code }),
    })) as Answer<'/api/session', 'post'>;
    await enterUsersPlan();
    return body;
  },
  async logout(): Promise<void> {
    await request('DELETE', '/session');
    planPath = '';
  },
  async me(signal?: AbortSignal): Promise<User> {
    const { user } = await read('/api/me', {}, signal);
    await enterUsersPlan(signal);
    return user;
  },
  async participants(signal?: AbortSignal): Promise<ParticipantSummary[]> {
    return (await read('/api/participants', {}, signal)).participants;
  },
  async participant(participantId: string, signal?: AbortSignal): Promise<ParticipantSummary> {
    return (await read('/api/participants/{id}', { id: participantId }, signal)).participant;
  },
  async events(participantId: string, signal?: AbortSignal): Promise<Fact[]> {
    return (await read('/api/participants/{id}/events', { id: participantId }, signal)).events;
  },
  /**
   * His statement as of a date (today: ''); `explain` asks for each payment's, deferral's and
   * credit's trace, which the server leaves out otherwise (the answer is then far smaller).
   */
  async statement(
    participantId: string,
    asOf: string,
    signal?: AbortSignal,
    options: { explain?: boolean } = {},
  ): Promise<Statement> {
    const path = '/api/participants/{id}/statement';
    const query = asOfQuery(asOf);
    const explain = options.explain ? `${query === '' ? '?' : '&'}explain=true` : '';
    return read(path, { id: participantId }, signal, `${query}${explain}`);
  },
  async funds(signal?: AbortSignal): Promise<Fund[]> {
    return (await read('/api/funds', {}, signal)).funds;
  },
  async prices(fundId: string, signal?: AbortSignal): Promise<Price[]> {
    return pricesOf(await read('/api/funds/{fundId}/prices', { fundId }, signal));
  },
  async liability(asOf: string, signal?: AbortSignal): Promise<LiabilityReport> {
    return read('/api/reports/liability', {}, signal, asOfQuery(asOf));
  },
  /** The plan's terms in force on a date: the limits the forms show and check (never a copy). */
  async planParameters(
    planId: string,
    on: string,
    signal?: AbortSignal,
  ): Promise<PlanParametersAnswer> {
    const path = `/plans/${id(planId)}/parameters?on=${id(on)}`;
    return (await get(path, signal)) as PlanParametersAnswer;
  },
  async audit(page: AuditPageQuery, signal?: AbortSignal): Promise<AuditEntry[]> {
    const query = `?afterSeq=${page.afterSeq}&limit=${page.limit}`;
    return (await read('/api/audit', {}, signal, query)).entries;
  },
};

export type Api = typeof api;
