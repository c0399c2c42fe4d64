import { openTestStore, verifyAuditLog, type Store } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsTable,
  demoClaim,
  demoEmergency,
  demoPeople,
  secondPlanId,
  seedDemo,
  type DemoResult,
} from '../src/demo/index.js';
import { evaluateRecord } from '../src/core/evaluation.js';
import { fixedClock, seedEmptyStore } from '../src/index.js';
import { bootDemo, snapshot, type Agent } from './helpers.js';

// The demo's stories run from 2019 through the clock's today. This clock is in December 2026:
// after the fixed stories (2019-2024), with installments already paid and more ahead.
const now = '2026-12-02T15:00:00.000Z';
const asOf = '2026-12-02';
type Payment = { date: string; account: string; benefit: string; installment?: number[] };
const shape = (p: Payment) => [p.date, p.account, p.benefit, p.installment ?? null];

describe('demo plan on first start (SQLite)', () => {
  let store: Store;
  let app: FastifyInstance;
  let demo: DemoResult | undefined;
  const clock = fixedClock(now);
  const agents = new Map<string, Agent>();
  /** His statement, read with his own demo sign-in. */
  const statementOf = async (participantId: string) => {
    const person = demoPeople.find((p) => p.id === participantId);
    const reply = await agents
      .get(person?.username ?? '')!
      .get(`/api/participants/${participantId}/statement?asOf=${asOf}`);
    expect(reply.statusCode).toBe(200);
    return reply.json();
  };

  beforeAll(async () => {
    const booted = await bootDemo(clock);
    ({ store, app, demo } = booted);
    for (const [name, agent] of booted.agents) agents.set(name, agent);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('creates a sign-in for every role and each demo participant, printed once as a table', () => {
    const usernames = demo?.accounts.map((a) => a.username);
    expect(usernames).toEqual([
      'committee1',
      'committee2',
      'asset1',
      'payroll1',
      'auditor1',
      ...demoPeople.map((p) => p.username),
      // The second employer's: granted only its plan.
      'payroll2',
      'auditor2',
      'hito',
      'ohaddad',
    ]);
    expect(new Set(demo?.accounts.map((a) => a.password)).size).toBe(usernames?.length);
    const table = accountsTable(demo?.accounts ?? []);
    expect(table.split('\n')).toHaveLength(2 + (usernames?.length ?? 0));
    expect(table).toContain(demo?.accounts[0]?.password);
  });

  it('hosts a second plan whose users see only it', async () => {
    const base = `/api/plans/${secondPlanId}`;
    const auditor2 = agents.get('auditor2')!;
    const plans = (await auditor2.get('/api/plans')).json().plans;
    expect(plans.map((p: { id: string }) => p.id)).toEqual([secondPlanId]);
    expect((await auditor2.get(`${base}/participants`)).json().participants).toHaveLength(2);
    expect((await auditor2.get('/api/participants')).statusCode).toBe(404);
    const hito = agents.get('hito')!;
    expect((await hito.get(`${base}/participants/H2001/statement`)).statusCode).toBe(200);
    expect((await hito.get('/api/participants/H2001')).statusCode).toBe(404);
    const auditor1 = agents.get('auditor1')!;
    expect((await auditor1.get(`${base}/participants`)).statusCode).toBe(404);
  });

  it('every demo participant’s statement has no refusals, deferrals and a balance', async () => {
    for (const person of demoPeople) {
      const statement = await statementOf(person.id);
      expect(statement.refused, person.id).toEqual([]);
      expect(statement.deferrals.length, person.id).toBeGreaterThan(0);
      expect(Number(statement.balances.RTA), person.id).toBeGreaterThan(0);
    }
  });

  it('5.1(b), 5.1(c), 5.3: the retired Key Employee is paid from the 1st of the 7th month', async () => {
    const alice = await statementOf('E1001');
    expect(alice.separation.date).toBe('2022-06-30');
    expect(alice.payments.map(shape)).toEqual([
      ['2023-01-01', 'RTA', 'termination', [1, 10]],
      ['2023-01-01', 'CCA', 'companyContribution', null],
      ['2024-01-01', 'RTA', 'termination', [2, 10]],
      ['2025-01-01', 'RTA', 'termination', [3, 10]],
      ['2026-01-01', 'RTA', 'termination', [4, 10]],
    ]);
    expect(alice.scheduled.map(shape).at(-1)).toEqual([
      '2032-01-01',
      'RTA',
      'termination',
      [10, 10],
    ]);
    expect(alice.balances.CCA).toBe('0.00');
  });

  it('5.2, 4.1(a): SDAs pay on their dates; the match is credited every year', async () => {
    const brian = await statementOf('E1002');
    expect(brian.payments.map(shape)).toEqual([
      ['2025-03-15', 'SDA:2025-03', 'specifiedDate', [1, 3]],
      ['2026-03-15', 'SDA:2025-03', 'specifiedDate', [2, 3]],
    ]);
    expect(Object.keys(brian.balances)).toEqual(
      expect.arrayContaining(['RTA', 'SDA:2025-03', 'SDA:2030-09', 'CCA', 'CCAVested']),
    );
    expect(brian.companyCredits.map((c: { date: string }) => c.date)).toContain('2025-12-31');
    expect(brian.keyEmployee.length).toBeGreaterThan(0);
  });

  it('3.2(a), Article XI: a first-year election defers later salary; the claim’s deadlines', async () => {
    const chen = await statementOf('E1003');
    const salary = chen.deferrals.filter(
      (d: { component: string }) => d.component === 'baseSalary',
    );
    expect(salary[0].date).toBe('2023-04-30');
    expect(chen.claims).toEqual([
      {
        id: demoClaim.claimId,
        status: 'deniedOnReview',
        decisionDue: '2024-08-04',
        appealBy: '2024-08-19',
        reviewDue: '2024-09-13',
        suitBy: '2025-09-03',
      },
    ]);
  });

  it('5.5, 3.7(i): the emergency is paid and the rest of 2023 is not deferred', async () => {
    const dana = await statementOf(demoEmergency.participantId);
    expect(dana.payments).toEqual([
      expect.objectContaining({ date: '2023-10-16', benefit: 'emergency', amount: '12000.00' }),
    ]);
    const cancelled = dana.deferrals.filter(
      (d: { date: string }) => d.date > '2023-09-25' && d.date <= '2023-12-31',
    );
    expect(cancelled).toEqual([]);
  });

  it('3.2(c), 7.4: a performance bonus is deferred by its own election; investments move', async () => {
    const evan = await statementOf('E1005');
    expect(
      evan.deferrals.filter((d: { component: string }) => d.component === 'performanceBonus'),
    ).toEqual([
      expect.objectContaining({ date: '2026-03-13', amount: '60000.00', account: 'RTA' }),
    ]);
    const moves = (await agents.get('auditor1')!.get('/api/participants/E1005/allocations')).json();
    expect(
      moves.events.filter((e: { type: string }) => e.type === 'allocationChange'),
    ).toHaveLength(2);
  });

  it('is audited: the chain verifies, every write by a demo user says why', async () => {
    expect(await verifyAuditLog(store.db)).toEqual({ ok: true, rows: expect.any(Number) });
    const entries = (await agents.get('auditor1')!.get('/api/audit?limit=1000')).json().entries;
    const actors = new Set(entries.map((e: { actor: string }) => e.actor));
    expect([...actors]).toEqual(
      expect.arrayContaining(['admin', 'asset1', 'payroll1', 'committee1', 'committee2']),
    );
    const runs = (await agents.get('auditor1')!.get('/api/payment-runs')).json().runs;
    expect(runs.every((r: { status: string }) => r.status === 'approved')).toBe(true);
  });

  it('a second start sees a record that is not empty and changes nothing', async () => {
    const before = await snapshot(store);
    const again = await seedEmptyStore(store, clock);
    expect(again).toEqual({});
    expect(await seedDemo(store, clock, again)).toBeUndefined();
    expect(await snapshot(store)).toBe(before);
  });
});

describe('demo plan at other dates (the calendar follows the clock)', () => {
  for (const at of ['2025-02-10T15:00:00.000Z', '2031-07-15T15:00:00.000Z']) {
    it(`is accepted whole when first started on ${at.slice(0, 10)}`, async () => {
      const store = await openTestStore('sqlite');
      const clock = fixedClock(at);
      const demo = await seedDemo(store, clock, await seedEmptyStore(store, clock));
      expect(demo?.accounts.length).toBe(9 + demoPeople.length);
      const result = await evaluateRecord(store.db, 'carmax-edcp', { asOf: at.slice(0, 10) });
      for (const person of demoPeople)
        expect(result.participants[person.id]?.refused, person.id).toEqual([]);
      expect((await verifyAuditLog(store.db)).ok).toBe(true);
      await store.close();
    });
  }
  it('a clock before 2025 gets no demo (its stories would lie in the future)', async () => {
    const store = await openTestStore('sqlite');
    const clock = fixedClock('2024-06-03T15:00:00.000Z');
    expect(await seedDemo(store, clock, await seedEmptyStore(store, clock))).toBeUndefined();
    await store.close();
  });
});
