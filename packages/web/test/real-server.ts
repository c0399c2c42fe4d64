/**
 * The real server for the browser tests: the run's build of the web sources (build-once.ts),
 * served by `buildApp` (as `defcomp serve` serves packages/web/dist) on an in-memory SQLite
 * record seeded with the demo plan, with serve's in-process job queue (projection refreshes
 * after each write), on a clock that stands still. Any job's failure fails the suite on close. The demo's sign-ins come with
 * their generated passwords; `Agent` drives the API as a person would (session cookie and CSRF
 * header) to set up what a story needs before the browser opens.
 */
import { randomBytes } from 'node:crypto';
import { buildApp, fixedClock, openJobQueue, seedDemo, seedEmptyStore } from '@defcomp/server';
import { openTestStore } from '@defcomp/store';
import { inject } from 'vitest';

type App = Awaited<ReturnType<typeof buildApp>>;

/** An API answer: its status and JSON body. */
export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test set-up reads any answer
  body: any;
}

/** A signed-in user of the API (the cookie and CSRF header the web app sends). */
export interface Agent {
  username: string;
  get(url: string): Promise<Answer>;
  post(url: string, body?: unknown): Promise<Answer>;
}

export interface RealServer {
  url: string;
  /** The instant the server's clock stands at (the browser's clock is set to it too). */
  now: string;
  /** Today in the plan's time zone (Eastern) on that clock. */
  today: string;
  password(username: string): string;
  as(username: string): Promise<Agent>;
  /** A new participant, enrolled on his hire date, and his sign-in with a known password. */
  enroll(person: NewParticipant): Promise<void>;
  /** A staff sign-in of a role that needs no second person (assetCommittee, payroll, auditor). */
  addStaff(username: string, role: string): Promise<void>;
  close(): Promise<void>;
}

export interface NewParticipant {
  id: string;
  name: string;
  username: string;
  hireDate: string;
}

async function signIn(app: App, username: string, password: string): Promise<Agent> {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { username, password },
  });
  if (reply.statusCode !== 200) throw new Error(`sign-in ${username}: ${reply.body}`);
  const cookies = new Map(reply.cookies.map((c) => [c.name, c.value]));
  const csrf = String(cookies.get('defcomp_csrf'));
  const headers = {
    cookie: `defcomp_session=${cookies.get('defcomp_session')}; defcomp_csrf=${csrf}`,
    'x-csrf-token': csrf,
    'x-reason': 'browser test set-up',
  };
  const send = async (method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> => {
    const answer = await app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: answer.statusCode, body: answer.body === '' ? undefined : answer.json() };
  };
  return {
    username,
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body ?? {}),
  };
}

/** A write the story needs; a refusal here is a broken set-up, not a finding. */
export async function must(answer: Promise<Answer>): Promise<Answer['body']> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`set-up refused (${status}): ${JSON.stringify(body)}`);
  return body;
}

export async function startRealServer(
  now: string,
  options: { secondFactorRequired?: boolean } = {},
): Promise<RealServer> {
  // The run's build (build-once.ts), made by the browser project's global set-up.
  const webDist = inject('webDist');
  const store = await openTestStore('sqlite');
  const clock = fixedClock(now);
  const seeded = await seedEmptyStore(store, clock);
  const demo = await seedDemo(store, clock, seeded);
  if (seeded.administrator === undefined || demo === undefined)
    throw new Error('the demo was not seeded');
  const passwords = new Map(demo.accounts.map((a) => [a.username, a.password]));
  passwords.set(seeded.administrator.username, seeded.administrator.password);
  const jobFailures: unknown[] = [];
  const jobs = await openJobQueue({ store, clock, onError: (error) => jobFailures.push(error) });
  await jobs.work();
  const app = await buildApp({
    store,
    clock,
    webDist,
    jobs,
    // ASVS V6.4: staff without a second factor get an enrol-only session (a story asks for it).
    ...(options.secondFactorRequired ? { secondFactorRequired: true } : {}),
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const password = (username: string) => {
    const found = passwords.get(username);
    if (found === undefined) throw new Error(`no sign-in ${username}`);
    return found;
  };
  const as = (username: string) => signIn(app, username, password(username));
  return {
    url,
    now,
    today: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(now)),
    password,
    as,
    async enroll(person) {
      const admin = await as('admin');
      const { id, name, hireDate, username } = person;
      await must(admin.post('/api/participants', { id, name, hireDate }));
      const eligible = { type: 'eligible', date: hireDate, notifiedOn: hireDate };
      await must(admin.post(`/api/participants/${id}/eligibility`, eligible));
      const secret = randomBytes(12).toString('base64url');
      const role = 'participant';
      await must(admin.post('/api/users', { username, password: secret, role, participantId: id }));
      passwords.set(username, secret);
    },
    async addStaff(username, role) {
      const admin = await as('admin');
      const secret = randomBytes(12).toString('base64url');
      await must(admin.post('/api/users', { username, password: secret, role }));
      passwords.set(username, secret);
    },
    async close() {
      await app.close();
      await jobs.stop();
      await store.close();
      if (jobFailures.length > 0)
        throw new Error(`jobs failed: ${jobFailures.map(String).join('; ')}`);
    },
  };
}
