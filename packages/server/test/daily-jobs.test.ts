import { listDailyTicks, listNotices, testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessQueue } from '../src/jobs/index.js';
import { msUntilNextTick, parseTickTime } from '../src/daily/schedule.js';
import {
  addParticipant,
  addUser,
  boot,
  signIn,
  snapshot,
  strongPassword,
  type Agent,
  type Booted,
  postPayFile,
} from './helpers.js';

// Issue 10, item 7: the daily jobs. A week of ticks over the 2025 year end: enrollment notices
// (3.1(a), 3.2), the Key Employee list prepared on its identification date, December 31 (1.20),
// the year-end payment run prepared for the Committee (8.2), and the work queue: a claim's
// decision due (11.2), an emergency payment not yet paid (5.5), Valuation Dates without a price
// (7.2). Nothing is approved by the tick; a day ticked twice changes nothing the second time.

const plan = '/api/plans/carmax-edcp';

async function must(reply: Promise<{ statusCode: number; body: string }>) {
  const r = await reply;
  if (r.statusCode >= 300) throw new Error(`setup: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body || '{}');
}

const to = (b: Booted, iso: string) => b.clock.advance(Date.parse(iso) - b.clock.now().getTime());

const compensation = (year: number, amount: string, officer: boolean, ownershipPct: number) => ({
  type: 'compensation',
  year,
  amount,
  officer,
  ownershipPct,
});

async function buildRecord(b: Booted) {
  to(b, '2025-12-16T15:00:00Z');
  b.admin = await signIn(b.app, 'admin', b.adminPassword);
  const admin = b.admin;
  const c1 = await addUser(b, 'committee1', 'committee');
  const c2 = await addUser(b, 'committee2', 'committee');
  const asset = await addUser(b, 'asset1', 'assetCommittee');
  const payroll = await addUser(b, 'payroll1', 'payroll');
  for (const id of ['P1', 'P2', 'P3', 'P4']) await addParticipant(b, id);
  for (const id of ['P1', 'P2'])
    await must(
      admin.post(`/api/participants/${id}/eligibility`, {
        type: 'eligible',
        date: '2024-11-01',
        notifiedOn: '2024-11-01',
      }),
    );
  // P4: notified on December 1, his first-year window closes on December 31 (3.2(a)).
  await must(
    admin.post('/api/participants/P4/eligibility', {
      type: 'eligible',
      date: '2025-12-01',
      notifiedOn: '2025-12-01',
    }),
  );
  await must(
    admin.post('/api/participants/P1/elections', {
      filedAt: '2024-12-10T10:00:00-05:00',
      kind: 'annual',
      planYear: 2025,
      deferrals: { baseSalary: 10 },
      allocation: [{ account: 'RTA', pct: 100 }],
      schedules: { RTA: { form: 'lump' } },
      investments: { RTA: { SV: 100 } },
    }),
  );
  const pays = [1, 2, 3].map((m) => ({
    participantId: 'P1',
    date: `2025-0${m}-28`,
    component: 'baseSalary',
    gross: '20000.00',
    netAvailable: '12000.00',
  }));
  await must(postPayFile(payroll, '/api/pay-imports', { fileName: 'pays.json', pays }));
  // 5.5: an emergency payment approved on December 15 for December 19, not yet paid.
  const filed = await must(
    admin.post('/api/participants/P1/emergency-requests', { amount: '1000.00', reason: 'x' }),
  );
  const decision = await must(
    c1.post(`/api/emergency-requests/${filed.request.id}/decision`, {
      approved: true,
      amount: '1000.00',
      payOn: '2025-12-19',
      date: '2025-12-15',
    }),
  );
  await must(c2.post(`/api/decisions/${decision.decision.id}/approval`, {}));
  // 1.20: 2025 compensation facts (the 416(i) officer limit of 2025 is $230,000).
  await must(admin.post('/api/participants/P2/events', compensation(2025, '400000.00', true, 0)));
  await must(admin.post('/api/participants/P3/events', compensation(2025, '90000.00', false, 6)));
  await must(admin.post('/api/participants/P4/events', compensation(2025, '100000.00', true, 0)));
  // 11.2: a claim filed on October 1 is decided by December 30 (90 days).
  await must(admin.post('/api/participants/P2/claims', { claimId: 'C1', date: '2025-10-01' }));
  // 7.2: a fund on the menu priced on December 1 only.
  await must(asset.post('/api/funds', { id: 'IDX', name: 'Equity Index' }));
  await must(
    asset.post('/api/funds/IDX/prices', { prices: [{ date: '2025-12-01', price: '10' }] }),
  );
}

const week = [
  '2025-12-28',
  '2025-12-29',
  '2025-12-30',
  '2025-12-31',
  '2026-01-01',
  '2026-01-02',
  '2026-01-03',
];

for (const dialect of await testDialects()) {
  describe(`daily jobs on ${dialect} (issue 10, item 7)`, () => {
    let b: Booted;
    let c1: Agent;
    const ticks = new Map<string, any>(); // eslint-disable-line @typescript-eslint/no-explicit-any
    beforeAll(async () => {
      b = await boot(dialect);
      await buildRecord(b);
      to(b, '2026-01-04T15:00:00Z');
      b.admin = await signIn(b.app, 'admin', b.adminPassword);
      c1 = await signIn(b.app, 'committee1', strongPassword);
      // A year end with nothing to pay and no 2024 compensation facts.
      const quiet = await b.admin.post(`${plan}/ticks`, { date: '2024-12-31' });
      expect(quiet.statusCode, quiet.body).toBe(201);
      ticks.set('2024-12-31', quiet.json().tick.report);
      for (const date of week) {
        const reply = await b.admin.post(`${plan}/ticks`, { date });
        expect(reply.statusCode, reply.body).toBe(201);
        expect(reply.json().status).toBe('done');
        ticks.set(date, reply.json().tick.report);
      }
    }, 120_000);
    afterAll(async () => b.close());

    it('a date ticked again changes nothing and says so (200 unchanged)', async () => {
      const before = await snapshot(b.store);
      const again = await b.admin.post(`${plan}/ticks`, { date: '2025-12-31' });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ status: 'unchanged', tick: { date: '2025-12-31' } });
      expect(await snapshot(b.store)).toBe(before);
      // The daily jobs' own tables are not in the snapshot: counted here.
      expect(await listNotices(b.store.db, 'carmax-edcp', '2025-12-31')).toHaveLength(4);
      // 2024-12-31: P1 and P2's last day of the 2025 enrollment; then the week's 7.
      expect(await listNotices(b.store.db, 'carmax-edcp')).toHaveLength(9);
      expect(await listDailyTicks(b.store.db, 'carmax-edcp')).toHaveLength(8);
      const runs = await b.admin.get(`${plan}/payment-runs`);
      expect(runs.json().runs).toHaveLength(1);
      const decisions = await b.admin.get(`${plan}/company/decisions`);
      expect(decisions.json().decisions).toHaveLength(1);
    });

    it('1.20: the Key Employee list is prepared on December 31 only, never approved', async () => {
      for (const date of week)
        if (date !== '2025-12-31') expect(ticks.get(date).keyEmployees, date).toBeNull();
      const ke = ticks.get('2025-12-31').keyEmployees;
      // P2 an officer above the limit, P3 a 5% owner; P4 an officer below it.
      expect(ke).toMatchObject({ status: 'prepared', participantIds: ['P2', 'P3'] });
      const decisions = (await b.admin.get(`${plan}/company/decisions`)).json().decisions;
      expect(decisions).toEqual([
        expect.objectContaining({
          id: ke.decisionId,
          kind: 'keyEmployeeList',
          status: 'prepared',
          preparedBy: 'admin',
          approvedBy: null,
        }),
      ]);
      expect(decisions[0].payload).toMatchObject({
        identificationDate: '2025-12-31',
        participantIds: ['P2', 'P3'],
      });
      const identified = (await b.admin.get(`${plan}/key-employees`)).json().identifications;
      expect(identified).toEqual([]);
      // The second person: a Committee member approves it, and only then is it recorded.
      const approved = await c1.post(`${plan}/company/decisions/${ke.decisionId}/approval`);
      expect(approved.statusCode, approved.body).toBe(200);
      const after = (await b.admin.get(`${plan}/key-employees`)).json().identifications;
      expect(after.map((i: { participantId: string }) => i.participantId)).toEqual(['P2', 'P3']);
    });

    it('8.2, 1.20: a year end with nothing due prepares no run, and no facts no list', () => {
      const quiet = ticks.get('2024-12-31');
      expect(quiet.paymentRun).toEqual({
        status: 'nothingDue',
        payFrom: '2024-01-01',
        payThrough: '2024-12-31',
        waiting: 0,
      });
      expect(quiet.keyEmployees).toMatchObject({ status: 'empty', rule: '1.20' });
    });

    it('8.2: the year-end run is prepared on December 31 with the emergency payment, not approved', async () => {
      for (const date of week)
        if (date !== '2025-12-31') expect(ticks.get(date).paymentRun, date).toBeNull();
      const run = ticks.get('2025-12-31').paymentRun;
      expect(run).toMatchObject({
        status: 'prepared',
        payFrom: '2025-01-01',
        payThrough: '2025-12-31',
        lines: 1,
      });
      const stored = (await b.admin.get(`${plan}/payment-runs/${run.runId}`)).json().run;
      expect(stored).toMatchObject({ status: 'prepared', approvedBy: null });
      expect(stored.lines).toEqual([
        expect.objectContaining({
          participantId: 'P1',
          benefit: 'emergency',
          paymentDate: '2025-12-19',
          gross: '1000.00',
        }),
      ]);
    });

    it('3.1(a), 3.2: enrollment notices on the days their windows open and close', () => {
      const kinds = (date: string) =>
        ticks
          .get(date)
          .notices.map(
            (n: { participantId: string; kind: string }) => `${n.participantId} ${n.kind}`,
          )
          .sort();
      expect(kinds('2025-12-30')).toEqual([]);
      expect(kinds('2025-12-31')).toEqual([
        'P1 annualEnrollmentCloses',
        'P2 annualEnrollmentCloses',
        'P4 annualEnrollmentCloses',
        'P4 firstYearEnrollmentCloses',
      ]);
      expect(kinds('2026-01-01')).toEqual([
        'P1 annualEnrollmentOpens',
        'P2 annualEnrollmentOpens',
        'P4 annualEnrollmentOpens',
      ]);
      expect(ticks.get('2026-01-01').notices[0]).toMatchObject({
        planYear: 2027,
        closesOn: '2026-12-31',
      });
    });

    it('11.2, 5.5, 7.2: the work queue names the claim, the emergency payment and the missing prices', () => {
      const queue = ticks.get('2025-12-28').queue;
      expect(queue).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'claimDecision',
            rule: '11.2',
            ref: 'C1',
            due: '2025-12-30',
            overdue: false,
          }),
          expect.objectContaining({
            kind: 'emergencyPayment',
            rule: '5.5',
            participantId: 'P1',
            due: '2025-12-19',
            overdue: true,
          }),
          expect.objectContaining({
            kind: 'missingPrice',
            rule: '7.2',
            ref: 'IDX',
            due: '2025-12-26',
          }),
        ]),
      );
      // The weekend and Christmas are no Valuation Dates.
      const missing = queue
        .filter((q: { kind: string }) => q.kind === 'missingPrice')
        .map((q: { due: string }) => q.due);
      expect(missing).not.toContain('2025-12-25');
      expect(missing).not.toContain('2025-12-27');
      expect(missing).toContain('2025-12-02');
      // After its deadline the claim is overdue.
      expect(ticks.get('2026-01-02').queue).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'claimDecision', overdue: true })]),
      );
    });

    it('lists the ticks, latest first; a day not begun is refused naming the field', async () => {
      const list = await b.admin.get(`${plan}/ticks`);
      expect(list.statusCode).toBe(200);
      expect(list.json().ticks.map((t: { date: string }) => t.date)).toEqual([
        ...[...week].reverse(),
        '2024-12-31',
      ]);
      const future = await b.admin.post(`${plan}/ticks`, { date: '2026-01-05' });
      expect(future.statusCode).toBe(400);
      expect(future.json()).toMatchObject({ field: 'date', rule: 'tick' });
    });

    it('the scheduled job ticks every plan for today Eastern, once (in-process queue)', async () => {
      const queue = new InProcessQueue(b.store, b.clock);
      await queue.work();
      await queue.send('daily.tick', {});
      await queue.idle();
      await queue.send('daily.tick', {});
      await queue.idle();
      await queue.stop();
      const list = (await b.admin.get(`${plan}/ticks`)).json().ticks;
      expect(list[0]).toMatchObject({ date: '2026-01-04', ranBy: 'system:daily' });
      expect(list.filter((t: { date: string }) => t.date === '2026-01-04')).toHaveLength(1);
    });

    it('1.20: a list of the date a Committee member prepared already is not prepared again', async () => {
      await must(
        b.admin.post('/api/participants/P3/events', compensation(2023, '90000.00', false, 6)),
      );
      const own = await must(
        c1.post(`${plan}/key-employees`, {
          identificationDate: '2023-12-31',
          participantIds: ['P3'],
        }),
      );
      const reply = await b.admin.post(`${plan}/ticks`, { date: '2023-12-31' });
      expect(reply.statusCode, reply.body).toBe(201);
      expect(reply.json().tick.report.keyEmployees).toMatchObject({
        status: 'exists',
        decisionId: own.decision.id,
        decisionStatus: 'prepared',
      });
      const decisions = (await b.admin.get(`${plan}/company/decisions`)).json().decisions;
      expect(decisions.filter((d: { kind: string }) => d.kind === 'keyEmployeeList')).toHaveLength(
        2,
      );
    });
  });
}

describe('DEFCOMP_TICK_HOUR: when the daily jobs run (Eastern)', () => {
  it('defaults to 02:00, takes HH or HH:MM, `off`, and refuses anything else', () => {
    expect(parseTickTime(undefined)).toEqual({ hour: 2, minute: 0 });
    expect(parseTickTime('5')).toEqual({ hour: 5, minute: 0 });
    expect(parseTickTime('23:30')).toEqual({ hour: 23, minute: 30 });
    expect(parseTickTime('off')).toBeNull();
    expect(() => parseTickTime('24:00')).toThrow(/DEFCOMP_TICK_HOUR/);
    expect(() => parseTickTime('2am')).toThrow(/DEFCOMP_TICK_HOUR/);
  });

  it('the next 02:00 Eastern, across a change of daylight saving time', () => {
    const two = { hour: 2, minute: 0 };
    // 2025-12-03 06:00Z is 01:00 EST: an hour to go.
    expect(msUntilNextTick(new Date('2025-12-03T06:00:00Z'), two)).toBe(3_600_000);
    // 07:00Z is 02:00 EST itself: the next is tomorrow's.
    expect(msUntilNextTick(new Date('2025-12-03T07:00:00Z'), two)).toBe(24 * 3_600_000);
    // 2025-03-08 08:00Z is 03:00 EST; the next 02:00 is on the 9th... which does not exist
    // (clocks go 02:00 -> 03:00): Temporal's compatible choice is 03:00 EDT, 07:00Z.
    expect(msUntilNextTick(new Date('2025-03-08T08:00:00Z'), two)).toBe(23 * 3_600_000);
  });
});
