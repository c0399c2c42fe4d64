import { testDialects } from '@defcomp/store';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addEligible,
  addUser,
  boot,
  election,
  pays,
  type Agent,
  type Booted,
  type Reply,
  postPayFile,
} from './helpers.js';

// Issue 23 item 3: a statement is read, not computed. Without `explain=true` it carries no
// trace; what is known now is answered under an ETag naming his projection's build and the
// question, a matching If-None-Match gets 304 after the access check, and a new fact changes
// both the tag and the answer.

const url = (id: string, query = '') => `/api/participants/${id}/statement?asOf=2025-03-31${query}`;

/** P1 defers 10% of three pays into a lump sum; P2 is eligible and nothing more. */
async function record(b: Booted): Promise<Agent> {
  await addEligible(b, 'P1');
  await addEligible(b, 'P2');
  const filed = await b.admin.post('/api/participants/P1/elections', election);
  expect(filed.statusCode, filed.body).toBe(201);
  const payroll = await addUser(b, 'payroll1', 'payroll');
  const imported = await postPayFile(payroll, '/api/pay-imports', { fileName: 'q1.json', pays });
  expect(imported.statusCode, imported.body).toBe(201);
  const separation = { type: 'separation', date: '2025-03-20', reason: 'retirement' };
  expect((await b.admin.post('/api/participants/P1/events', separation)).statusCode).toBe(201);
  return payroll;
}

/** Every `trace` of the answer: its payments', the schedule's, the deferrals' and credits'. */
function traces(answer: Record<string, { trace?: unknown }[]>): unknown[] {
  const parts = ['payments', 'scheduled', 'deferrals', 'companyCredits'] as const;
  return parts.flatMap((part) => answer[part]!.filter((x) => 'trace' in x));
}

/** The answer with every `trace` taken out. */
function withoutTraces(answer: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(answer, (key, value: unknown) => (key === 'trace' ? undefined : value)),
  ) as Record<string, unknown>;
}

const get = (agent: Agent, path: string, tag?: string): Promise<Reply> =>
  agent.request('GET', path, undefined, tag === undefined ? {} : { 'if-none-match': tag });

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describe.each(await testDialects())('a statement read on %s', (dialect) => {
  it('without explain=true it carries no trace and is much smaller; with it, the engine’s explained answer', async () => {
    const b = await boot(dialect);
    closers.push(() => b.close());
    await record(b);
    const now = b.clock.now().toISOString();
    const plain = await b.admin.get(url('P1'));
    const explained = await b.admin.get(url('P1', '&explain=true'));
    const engine = await b.admin.get(url('P1', `&explain=true&knownAt=${now}`));
    expect(plain.statusCode, plain.body).toBe(200);
    expect(explained.statusCode, explained.body).toBe(200);
    // The explained answer is today's: every payment, deferral and credit with its trace.
    expect(explained.json()).toEqual(engine.json());
    expect(explained.json().deferrals.length).toBe(3);
    expect(explained.json().scheduled.length).toBeGreaterThan(0);
    expect(traces(explained.json()).length).toBeGreaterThan(3);
    // Plain: the same figures, dates and rules, and not one trace.
    expect(traces(plain.json())).toEqual([]);
    expect(plain.json()).toEqual(withoutTraces(explained.json()));
    expect(plain.json().scheduled[0].rules.length).toBeGreaterThan(0);
    expect(plain.body.length).toBeLessThan(0.7 * explained.body.length);
    // explain=false is the plain answer; another value is a 400 naming the field.
    expect((await b.admin.get(url('P1', '&explain=false'))).body).toBe(plain.body);
    const bad = await b.admin.get(url('P1', '&explain=yes'));
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  }, 120_000);

  it('answers 304 to a matching If-None-Match, and a new fact changes the tag and the balances', async () => {
    const b = await boot(dialect);
    closers.push(() => b.close());
    const payroll = await record(b);
    const first = await b.admin.get(url('P1'));
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"s1-[\w-]+"$/);
    // Personal data: still never kept by a browser (security headers), whatever the tag.
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await get(b.admin, url('P1'), tag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    // The tag names the question too: another date, or the traces, is another answer.
    const explained = await b.admin.get(url('P1', '&explain=true'));
    expect(explained.headers.etag).not.toBe(tag);
    expect((await get(b.admin, url('P1', '&explain=true'), tag)).statusCode).toBe(200);
    const earlier = await get(b.admin, '/api/participants/P1/statement?asOf=2025-02-28', tag);
    expect(earlier.statusCode).toBe(200);
    // What was known at an instant is the engine's: no tag, never a 304.
    const known = await get(b.admin, url('P1', `&knownAt=${b.clock.now().toISOString()}`), tag);
    expect(known.statusCode).toBe(200);
    expect(known.headers.etag).toBeUndefined();
    // A fourth pay, dated before the statement's date, recorded for him: a new answer.
    const fourth = { ...pays[0]!, date: '2025-03-14', gross: '10000.00', netAvailable: '6000.00' };
    const more = await postPayFile(payroll, '/api/pay-imports', {
      fileName: 'q1b.json',
      pays: [fourth],
    });
    expect(more.statusCode, more.body).toBe(201);
    const after = await get(b.admin, url('P1'), tag);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect(after.json().deferrals.length).toBe(first.json().deferrals.length + 1);
    const amounts = (r: Reply) => r.json().scheduled.map((p: { amount: string }) => p.amount);
    expect(amounts(after)).not.toEqual(amounts(first));
    // And the new tag is a 304 in turn (the answer is kept as it was served).
    expect((await get(b.admin, url('P1'), String(after.headers.etag))).statusCode).toBe(304);
    expect((await b.admin.get(url('P1'))).body).toBe(after.body);
  }, 120_000);

  it('a company fact (9.3) and a fund make the next answer fresh: the plan’s context version', async () => {
    const b = await boot(dialect);
    closers.push(() => b.close());
    await record(b);
    const explained = url('P1', '&explain=true');
    const engine = () => b.admin.get(`${explained}&knownAt=${b.clock.now().toISOString()}`);
    const first = await b.admin.get(explained);
    expect(first.statusCode, first.body).toBe(200);
    expect((await get(b.admin, explained, String(first.headers.etag))).statusCode).toBe(304);
    // The Board terminates the plan (a company fact: no participant's version moves).
    const c1 = await addUser(b, 'committee1', 'committee');
    const c2 = await addUser(b, 'committee2', 'committee');
    const prepared = await c1.post('/api/company/plan-termination', {
      date: '2025-03-01',
      payOn: '2026-03-02',
    });
    expect(prepared.statusCode, prepared.body).toBe(202);
    const decision = prepared.json().decision.id as string;
    const approved = await c2.post(`/api/company/decisions/${decision}/approval`);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await get(b.admin, explained, String(first.headers.etag));
    expect(after.statusCode, after.body).toBe(200);
    // Still read from his (rebuilt) projection, under a new tag: never the kept answer.
    expect(after.headers.etag).toMatch(/^"s1-/);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json()).not.toEqual(first.json());
    expect(after.json()).toEqual((await engine()).json());
    // A fund is part of every projection's context: a new one makes his projection rebuilt.
    const asset = await addUser(b, 'asset1', 'assetCommittee');
    const fund = await asset.post('/api/funds', { id: 'IDX', name: 'Equity Index' });
    expect(fund.statusCode, fund.body).toBe(201);
    const rebuilt = await get(b.admin, explained, String(after.headers.etag));
    expect(rebuilt.statusCode, rebuilt.body).toBe(200);
    expect(rebuilt.headers.etag).toMatch(/^"s1-/);
    expect(rebuilt.headers.etag).not.toBe(after.headers.etag);
    expect(rebuilt.json()).toEqual((await engine()).json());
  }, 120_000);

  it('a participant reads only his own statement, and a tag is no way around it', async () => {
    const b = await boot(dialect);
    closers.push(() => b.close());
    await record(b);
    const p2 = await addUser(b, 'participant2', 'participant', 'P2');
    const theirs = await b.admin.get(url('P1'));
    const tag = String(theirs.headers.etag);
    for (const query of ['', '&explain=true']) {
      expect((await get(p2, url('P1', query), tag)).statusCode).toBe(404);
      expect((await get(p2, url('P1', query), '*')).statusCode).toBe(404);
    }
    const own = await p2.get(url('P2'));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).not.toContain('"P1"');
    expect((await get(p2, url('P2'), String(own.headers.etag))).statusCode).toBe(304);
  }, 120_000);
});
