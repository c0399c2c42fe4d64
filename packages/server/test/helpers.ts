import { openTestStore, type Dialect, type Store } from '@defcomp/store';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { seedDemo, type DemoResult } from '../src/demo/index.js';
import {
  approveRoleOnMachine,
  buildApp,
  fixedClock,
  seedEmptyStore,
  type Clock,
} from '../src/index.js';

export type TestClock = ReturnType<typeof fixedClock>;

export interface Booted {
  app: FastifyInstance;
  store: Store;
  clock: TestClock;
  admin: Agent;
  adminPassword: string;
  close(): Promise<void>;
}

export interface Reply {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test convenience
}

/** A signed-in user: sends the session cookie and the CSRF header like the web app does. */
export interface Agent {
  username: string;
  request(
    method: string,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Reply>;
  get(url: string): Promise<Reply>;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>;
}

export const startsAt = '2025-03-03T15:00:00.000Z';
/** The reason every test agent gives for a write (the X-Reason header). */
export const testReason = 'recorded by the test';

export async function boot(dialect: Dialect): Promise<Booted> {
  const store = await openTestStore(dialect);
  const clock = fixedClock(startsAt);
  const seeded = await seedEmptyStore(store, clock);
  const adminPassword = seeded.administrator?.password ?? '';
  const app = await buildApp({ store, clock });
  const admin = await signIn(app, 'admin', adminPassword);
  return {
    app,
    store,
    clock,
    admin,
    adminPassword,
    async close() {
      await app.close();
      await store.close();
    },
  };
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<Agent> {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { username, password },
  });
  if (reply.statusCode !== 200)
    throw new Error(`sign-in ${username}: ${reply.statusCode} ${reply.body}`);
  const cookies = Object.fromEntries(reply.cookies.map((c) => [c.name, c.value]));
  const cookie = `defcomp_session=${cookies.defcomp_session}; defcomp_csrf=${cookies.defcomp_csrf}`;
  const csrf = String(cookies.defcomp_csrf);
  const request = async (
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const options: InjectOptions = {
      method: method as InjectOptions['method'],
      url,
      // Tests record history after the fact, as the demo does: every write says why (8.2,
      // dating.ts). A test of the rule itself sends `x-reason: ''` (no reason).
      headers: { cookie, 'x-csrf-token': csrf, 'x-reason': testReason, ...headers },
    };
    if (body !== undefined) options.payload = body as InjectOptions['payload'];
    return (await app.inject(options)) as unknown as Reply;
  };
  return {
    username,
    request,
    get: (url) => request('GET', url),
    post: (url, body, headers) => request('POST', url, body ?? {}, headers),
  };
}

export const strongPassword = 'correct horse battery staple';

/** Creates an account through the API and signs it in. */
export async function addUser(
  booted: Booted,
  username: string,
  role: string,
  participantId?: string,
  planId?: string,
): Promise<Agent> {
  const reply = await booted.admin.post('/api/users', {
    username,
    password: strongPassword,
    role,
    ...(participantId ? { participantId } : {}),
    ...(planId ? { planId } : {}),
  });
  // An approving role waits for a second person: the test approves it as the machine would.
  if (reply.statusCode === 202) await approveRoleOnMachine(booted.store, username, booted.clock);
  else if (reply.statusCode !== 201) throw new Error(`add user ${username}: ${reply.body}`);
  return signIn(booted.app, username, strongPassword);
}

export async function addParticipant(
  booted: Booted,
  id: string,
  hireDate = '2015-06-01',
): Promise<void> {
  const reply = await booted.admin.post('/api/participants', {
    id,
    name: `Participant ${id}`,
    hireDate,
  });
  if (reply.statusCode !== 201) throw new Error(`add participant ${id}: ${reply.body}`);
}

/** A participant hired 2015-06-01 and made eligible on 2024-11-01 (notified that day). */
export async function addEligible(booted: Booted, id: string): Promise<void> {
  await addParticipant(booted, id);
  await booted.admin.post(`/api/participants/${id}/eligibility`, {
    type: 'eligible',
    date: '2024-11-01',
    notifiedOn: '2024-11-01',
  });
}

/** A server with one participant, P1, made eligible on 2024-11-01 (notified that day). */
export async function bootWithEligible(dialect: Dialect): Promise<Booted> {
  const booted = await boot(dialect);
  await addEligible(booted, 'P1');
  return booted;
}

/**
 * Every table but the sessions' (which sign-ins and idle touches change), as comparable JSON.
 * `audit: false` leaves the audit out: a pay file refused or sent again by its job records
 * nothing but the audit of the request and of the refusal (issue "Scale II" item 2).
 */
export async function snapshot(store: Store, options: { audit?: boolean } = {}): Promise<string> {
  const tables = [
    'plans',
    'plan_versions',
    'plan_amendments',
    'participants',
    'facts',
    'funds',
    'prices',
    'users',
    'role_grants',
    'idempotency_keys',
    'pay_imports',
    'pay_lines',
    'pay_import_answers',
    'price_controls',
    'fund_details',
    'payment_runs',
    'payment_run_lines',
    'payment_run_events',
    'payments_made',
    'corrections',
    'correction_decisions',
    'trust_statements',
    'trust_transactions',
    'emergency_requests',
    'decisions',
    'committee_members',
    'company_decisions',
    'second_factors',
    'encrypted_values',
    'participant_records',
    'beneficiary_designations',
    'record_approvals',
    'audit_log',
    'audit_head',
  ] as const;
  const dump: Record<string, unknown[]> = {};
  for (const table of tables) {
    if (options.audit === false && (table === 'audit_log' || table === 'audit_head')) continue;
    const rows = await store.db.selectFrom(table).selectAll().execute();
    dump[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return JSON.stringify(dump);
}

/** The usual story of the API tests: a 2025 CDA deferring 10% of salary, and three pays. */
export const election = {
  filedAt: '2024-12-10T10:00:00-05:00',
  kind: 'annual',
  planYear: 2025,
  deferrals: { baseSalary: 10 },
  allocation: [{ account: 'RTA', pct: 100 }],
  schedules: { RTA: { form: 'lump' } },
  investments: { RTA: { SV: 100 } },
};
export const pays = [1, 2, 3].map((month) => ({
  participantId: 'P1',
  date: `2025-0${month}-28`,
  component: 'baseSalary',
  gross: '20000.00',
  netAvailable: '12000.00',
}));

/** A SQLite store seeded with the demo plan, the app on it, and every demo sign-in. */
export async function bootDemo(clock: Clock) {
  const store = await openTestStore('sqlite');
  const demo: DemoResult | undefined = await seedDemo(
    store,
    clock,
    await seedEmptyStore(store, clock),
  );
  const app = await buildApp({ store, clock });
  const agents = new Map<string, Agent>();
  for (const account of demo?.accounts ?? [])
    agents.set(account.username, await signIn(app, account.username, account.password));
  const close = async () => {
    await app.close();
    await store.close();
  };
  return { store, app, demo, agents, close };
}

/**
 * Plan 12.9: a backdated fact that reaches payments already valued, prepared as a retroactive
 * change by the administrator and approved by `approver` (a Committee member): its approval.
 */
export async function recordRetroactively(
  booted: Pick<Booted, 'admin'>,
  participantId: string,
  event: Record<string, unknown>,
  approver: Agent,
): Promise<Reply> {
  const prepared = await booted.admin.post(
    `/api/participants/${participantId}/retroactive-changes`,
    {
      event,
      reason: 'reported to the plan after its payments were valued',
    },
  );
  if (prepared.statusCode !== 201) return prepared;
  return approver.post(`/api/decisions/${prepared.json().decision.id}/approval`);
}

/** A pay import job as GET /pay-import-jobs/{jobId} answers it. */
export interface PayImportJobAnswer {
  id: string;
  status: 'waiting' | 'running' | 'imported' | 'refused';
  linesTotal: number;
  linesJudged: number;
  result: { replayed: boolean } & Record<string, unknown>;
  problem: { status: number } & Record<string, unknown>;
  [key: string]: unknown;
}

/** The job at `location` once it is done (it runs after the answer, in this process). */
export async function payImportJobDone(
  agent: Agent,
  location: string,
  headers: Record<string, string> = {},
): Promise<PayImportJobAnswer> {
  for (let i = 0; i < 3000; i++) {
    const reply = await agent.request('GET', location, undefined, headers);
    if (reply.statusCode !== 200) throw new Error(`${location}: ${reply.statusCode} ${reply.body}`);
    const { job } = reply.json();
    if (job.status === 'imported' || job.status === 'refused') return job;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`pay import job ${location} not done`);
}

/**
 * Posts a pay file and follows its job (issue "Scale II" item 2): answers what POST /pay-imports
 * answered before the job, its result as 201 (new) or 200 (the same lines again), or its
 * refusal with the problem's status. A file refused at once (unreadable, not allowed) as sent.
 */
export async function postPayFile(
  agent: Agent,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const asked = await agent.post(url, body, headers);
  if (asked.statusCode !== 202) return asked;
  const language = headers['accept-language'];
  const job = await payImportJobDone(
    agent,
    String(asked.headers.location),
    language ? { 'accept-language': language } : {},
  );
  const answer = job.status === 'refused' ? job.problem : job.result;
  const statusCode =
    job.status === 'refused' ? job.problem.status : job.result.replayed ? 200 : 201;
  const text = JSON.stringify(answer);
  return {
    statusCode,
    headers: { ...asked.headers, job: job.id },
    body: text,
    json: () => JSON.parse(text),
  };
}
