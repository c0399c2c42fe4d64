/**
 * The API client: same origin, under /api. The session lives in an httpOnly cookie; every
 * mutating request echoes the JS-readable `defcomp_csrf` cookie in `x-csrf-token`.
 * Failures arrive as application/problem+json and are thrown as `ApiError`.
 */
import {
  readAudit,
  readEvents,
  readFunds,
  readLiability,
  readParticipants,
  readPrices,
  readStatement,
} from './normalize';
import type {
  AllocationChangeBody,
  AuditEntry,
  Claim,
  Decision,
  ElectionBody,
  Fund,
  LiabilityReport,
  ParticipantEvent,
  ParticipantSummary,
  PlanParametersAnswer,
  PayImport,
  PayLine,
  PaymentRun,
  Price,
  Problem,
  Recorded,
  Statement,
  User,
} from './types';

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

async function request(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && method !== 'HEAD') {
    const token = readCookie(document.cookie, csrfCookie);
    if (token !== undefined) headers['x-csrf-token'] = token;
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
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
const id = encodeURIComponent;

function readUser(body: unknown): User {
  const user = (body as { user?: User } | undefined)?.user ?? (body as User);
  return user;
}

/** A write: POST with the CSRF token, and an Idempotency-Key when the form has one. */
const post = (path: string, body: unknown, idempotencyKey?: string) =>
  request(
    'POST',
    path,
    body,
    undefined,
    idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey },
  );

const listOf = <T>(body: unknown, key: string): T[] => {
  if (Array.isArray(body)) return body as T[];
  const list = (body as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(list) ? (list as T[]) : [];
};

export interface FileOptions {
  dryRun?: boolean;
  idempotencyKey?: string;
}

/** The forms' writes (the server's route schemas: packages/server/src/routes). */
export const writes = {
  async fileElection(participantId: string, body: ElectionBody, options: FileOptions = {}) {
    const query = options.dryRun === true ? '?dryRun=true' : '';
    const path = `/participants/${id(participantId)}/elections${query}`;
    return (await post(path, body, options.idempotencyKey)) as Recorded;
  },
  async changeAllocation(participantId: string, body: AllocationChangeBody, key?: string) {
    return (await post(`/participants/${id(participantId)}/allocations`, body, key)) as Recorded;
  },
  async fileClaim(participantId: string, body: { claimId: string; date: string }) {
    return (await post(`/participants/${id(participantId)}/claims`, body)) as Recorded;
  },
  async claims(participantId: string, signal?: AbortSignal): Promise<Claim[]> {
    return listOf<Claim>(await get(`/participants/${id(participantId)}/claims`, signal), 'claims');
  },
  async recordEligibility(
    participantId: string,
    body: { type: 'eligible' | 'ineligible'; date: string; notifiedOn?: string },
  ) {
    return (await post(`/participants/${id(participantId)}/eligibility`, body)) as Recorded;
  },
  async recordEvent(participantId: string, event: { type: string } & Record<string, unknown>) {
    return (await post(`/participants/${id(participantId)}/events`, event)) as Recorded;
  },
  async importPays(fileName: string, pays: PayLine[]) {
    return (await post('/pay-imports', { fileName, pays })) as {
      import: PayImport;
      replayed: boolean;
    };
  },
  async payImports(signal?: AbortSignal): Promise<PayImport[]> {
    return listOf<PayImport>(await get('/pay-imports', signal), 'imports');
  },
  async decisions(signal?: AbortSignal): Promise<Decision[]> {
    return listOf<Decision>(await get('/decisions?status=prepared', signal), 'decisions');
  },
  async paymentRuns(signal?: AbortSignal): Promise<PaymentRun[]> {
    return listOf<PaymentRun>(await get('/payment-runs', signal), 'runs');
  },
  async approveDecision(decisionId: string) {
    return post(`/decisions/${id(decisionId)}/approval`, undefined);
  },
  async approvePaymentRun(runId: string) {
    return post(`/payment-runs/${id(runId)}/approval`, undefined);
  },
};

export const api = {
  async login(username: string, password: string): Promise<User> {
    return readUser(await request('POST', '/session', { username, password }));
  },
  async logout(): Promise<void> {
    await request('DELETE', '/session');
  },
  async me(signal?: AbortSignal): Promise<User> {
    return readUser(await get('/me', signal));
  },
  async participants(signal?: AbortSignal): Promise<ParticipantSummary[]> {
    return readParticipants(await get('/participants', signal));
  },
  async participant(participantId: string, signal?: AbortSignal): Promise<ParticipantSummary> {
    const body = (await get(`/participants/${id(participantId)}`, signal)) as
      ParticipantSummary | { participant: ParticipantSummary };
    return 'participant' in body ? body.participant : body;
  },
  async events(participantId: string, signal?: AbortSignal): Promise<ParticipantEvent[]> {
    return readEvents(await get(`/participants/${id(participantId)}/events`, signal));
  },
  async statement(participantId: string, asOf: string, signal?: AbortSignal): Promise<Statement> {
    const query = asOf === '' ? '' : `?asOf=${id(asOf)}`;
    const body = await get(`/participants/${id(participantId)}/statement${query}`, signal);
    return readStatement(body, participantId);
  },
  async funds(signal?: AbortSignal): Promise<Fund[]> {
    return readFunds(await get('/funds', signal));
  },
  async prices(fundId: string, signal?: AbortSignal): Promise<Price[]> {
    return readPrices(await get(`/funds/${id(fundId)}/prices`, signal));
  },
  async liability(asOf: string, signal?: AbortSignal): Promise<LiabilityReport> {
    const query = asOf === '' ? '' : `?asOf=${id(asOf)}`;
    return readLiability(await get(`/reports/liability${query}`, signal));
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
  async audit(signal?: AbortSignal): Promise<AuditEntry[]> {
    return readAudit(await get('/audit', signal));
  },
};

export type Api = typeof api;
