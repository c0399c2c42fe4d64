// Issue 12 item 4: the payout projector. Hypothetical facts only (the record does not change),
// a participant's own record or staff's, every payment with withholding and net, in the pool.
import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/index.js';
import { growthBasisPoints } from '../src/statements/projector.js';
import { grownSeries } from '../src/core/workers/payout-projection.js';
import { leaseWorkerPool } from '../src/core/workers/pool.js';
import {
  addParticipant,
  addUser,
  bootWithEligible,
  signIn,
  snapshot,
  type Agent,
  type Booted,
  postPayFile,
} from './helpers.js';

const cda = {
  filedAt: '2024-12-10T10:00:00-05:00',
  kind: 'annual',
  planYear: 2025,
  deferrals: { baseSalary: 50 },
  allocation: [{ account: 'RTA', pct: 100 }],
  schedules: { RTA: { form: 'installments', years: 5 } },
  investments: { RTA: { SV: 100 } },
};
const pays = [1, 2].map((month) => ({
  participantId: 'P1',
  date: `2025-0${month}-28`,
  component: 'baseSalary',
  gross: '100000.00',
  netAvailable: '60000.00',
}));
describe('prices grown at the annual rate asked, compounded monthly', () => {
  it('grows from the price in force today, a point on the first of each month after it', () => {
    const series = {
      points: [
        ['2026-01-02', '10'],
        ['2026-12-01', '20'],
      ] as [string, string][],
    };
    const grown = grownSeries(series, '2026-06-15', '2026-09-30', 1200);
    // 12% a year: 1% a month from 10.000000 (the later recorded point is not today's).
    expect(grown).toEqual({
      points: [
        ['2026-01-02', '10'],
        ['2026-07-01', '10.100000'],
        ['2026-08-01', '10.201000'],
        ['2026-09-01', '10.303010'],
      ],
    });
    expect(grownSeries({ constant: '1' }, '2026-06-15', '2026-07-31', -600)).toEqual({
      points: [
        ['1900-01-01', '1'],
        ['2026-07-01', '0.995000'],
      ],
    });
    // No growth: the series as recorded.
    expect(grownSeries({ constant: '1' }, '2026-06-15', '2026-07-31', 0)).toEqual({
      constant: '1',
    });
  });

  it('reads the rate in basis points, exactly', () => {
    expect(growthBasisPoints('5')).toBe(500);
    expect(growthBasisPoints('-2.5')).toBe(-250);
    expect(growthBasisPoints('0.05')).toBe(5);
    expect(growthBasisPoints('50')).toBe(5000);
  });
});

const url = (q: string, id = 'P1') => `/api/participants/${id}/payout-projection?${q}`;

for (const dialect of await testDialects()) {
  describe(`payout projector on ${dialect}`, () => {
    let b: Booted;
    let own: Agent;
    let other: Agent;
    beforeAll(async () => {
      b = await bootWithEligible(dialect);
      await addParticipant(b, 'P2');
      const filed = await b.admin.post('/api/participants/P1/elections', cda);
      expect(filed.statusCode, filed.body).toBe(201);
      const payroll = await addUser(b, 'payroll1', 'payroll');
      const imported = await postPayFile(payroll, '/api/pay-imports', { fileName: 'p.json', pays });
      expect(imported.statusCode, imported.body).toBeLessThan(300);
      own = await addUser(b, 'pat1', 'participant', 'P1');
      other = await addUser(b, 'pat2', 'participant', 'P2');
    });
    afterAll(async () => b.close());

    it('answers every payment of a hypothetical Separation with withholding and net, and records nothing', async () => {
      const before = await snapshot(b.store);
      const reply = await own.get(url('date=2025-06-30&growthPct=0'));
      expect(reply.statusCode, reply.body).toBe(200);
      const answer = reply.json();
      expect(answer).toMatchObject({
        participantId: 'P1',
        event: 'separation',
        date: '2025-06-30',
        estimate: true,
        separation: { date: '2025-06-30' },
      });
      // 5.1(b): five annual installments of the RTA (50% of 2 x 100,000.00 gross).
      expect(answer.payments).toHaveLength(5);
      expect(answer.payments.map((p: { installment: number[] }) => p.installment)).toEqual([
        [1, 5],
        [2, 5],
        [3, 5],
        [4, 5],
        [5, 5],
      ]);
      const first = answer.payments[0];
      expect(first).toMatchObject({
        account: 'RTA',
        payee: 'participant',
        form: 'W-2',
        estimate: true,
      });
      expect(first.amount).toBe('20000.00');
      // 8.3: 22% flat on supplemental wages; no state published (no residence on record).
      expect(first.federal.withheld).toBe('4400.00');
      expect(first.state[0]).toMatchObject({ status: 'refused' });
      expect(first.net).toBe('15600.00');
      expect(first.rules.length).toBeGreaterThan(0);
      expect(first.trace.length).toBeGreaterThan(0);
      expect(answer.totals).toMatchObject({
        gross: '100000.00',
        federal: '22000.00',
        net: '78000.00',
      });
      expect(await snapshot(b.store)).toBe(before);
      // The statement still knows no Separation.
      const statement = (await own.get('/api/participants/P1/statement')).json();
      expect(statement.separation).toBeNull();
    });

    it('grows the deemed investments at the rate asked (later installments larger)', async () => {
      const flat = (await own.get(url('date=2025-06-30'))).json();
      const grown = (await own.get(url('date=2025-06-30&growthPct=5'))).json();
      expect(grown.growthPct).toBe('5');
      const amounts = grown.payments.map((p: { amount: string }) => Number(p.amount));
      expect(amounts[4]).toBeGreaterThan(amounts[0]);
      expect(Number(grown.totals.gross)).toBeGreaterThan(Number(flat.totals.gross));
      const down = (await own.get(url('date=2025-06-30&growthPct=-10'))).json();
      expect(Number(down.totals.gross)).toBeLessThan(Number(flat.totals.gross));
    });

    it('answers a hypothetical death: the beneficiary paid, no federal withholding (5.4)', async () => {
      const reply = await b.admin.get(url('event=death&date=2025-08-01'));
      expect(reply.statusCode, reply.body).toBe(200);
      const answer = reply.json();
      expect(answer.payments.length).toBeGreaterThan(0);
      for (const p of answer.payments) {
        expect(p).toMatchObject({ payee: 'beneficiary', form: '1099-MISC' });
        expect(p.federal.withheld).toBe('0.00');
        expect(p.net).toBe(p.amount);
      }
    });

    it("refuses another participant's record, and lets staff read any", async () => {
      // Another's record is not his to see: answered as one that does not exist (the policy's).
      expect((await other.get(url('date=2025-06-30'))).statusCode).toBe(404);
      expect((await other.get(url('date=2025-06-30', 'P2'))).statusCode).toBe(200);
      const auditor = await addUser(b, 'aud1', 'auditor');
      expect((await auditor.get(url('date=2025-06-30'))).statusCode).toBe(200);
    });

    it('refuses a date before today and a bad rate, naming the field, in both languages', async () => {
      const past = await own.get(url('date=2025-01-15'));
      expect(past.statusCode).toBe(422);
      expect(past.json()).toMatchObject({ code: 'hypothetical_invalid', field: 'date' });
      const zh = await own.request('GET', url('date=2025-01-15'), undefined, {
        'accept-language': 'zh-Hant',
      });
      expect(zh.headers['content-language']).toBe('zh-Hant');
      expect(zh.json().detail).toBe('假設的日期 2025-01-15 早於今日 2025-03-03');
      const rate = await own.get(url('date=2025-06-30&growthPct=75'));
      expect(rate.statusCode).toBe(400);
      expect(rate.json().field).toBe('growthPct');
      const missing = await own.get('/api/participants/P1/payout-projection');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().field).toBe('date');
    });

    if (dialect === 'sqlite')
      it('runs the engine in the worker pool (the same answer as in line)', async () => {
        const inline = (await own.get(url('date=2025-06-30&growthPct=3'))).json();
        const app = await buildApp({ store: b.store, clock: b.clock, evaluation: 'workers' });
        const probe = leaseWorkerPool();
        try {
          const agent = await signIn(app, 'pat1', 'correct horse battery staple');
          const before = probe.completed();
          const pooled = await agent.get(url('date=2025-06-30&growthPct=3'));
          expect(pooled.statusCode, pooled.body).toBe(200);
          expect(probe.completed() - before).toBe(1);
          expect(pooled.json()).toEqual(inline);
        } finally {
          await probe.release();
          await app.close();
        }
      });
  });
}

for (const dialect of await testDialects()) {
  describe(`election preview on ${dialect}`, () => {
    let b: Booted;
    beforeAll(async () => {
      b = await bootWithEligible(dialect);
    });
    afterAll(async () => b.close());
    const choice = {
      kind: 'annual',
      planYear: 2026,
      deferrals: { baseSalary: 10 },
      allocation: [
        { account: 'RTA', pct: 60 },
        { account: 'SDA:2030-03', pct: 40 },
      ],
      schedules: { RTA: { form: 'installments', years: 3 }, 'SDA:2030-03': { form: 'lump' } },
    };

    it('answers the payment dates the choices give, and records nothing', async () => {
      const before = await snapshot(b.store);
      const reply = await b.admin.post('/api/participants/P1/election-preview', choice);
      expect(reply.statusCode, reply.body).toBe(200);
      const answer = reply.json();
      expect(answer.separationDate).toBe('2026-12-31');
      const dates = answer.payments.map((p: { account: string; date: string }) => [
        p.account,
        p.date,
      ]);
      // 5.2(b): the SDA on the 15th of its month; 5.1 and 5.8: three annual RTA installments.
      expect(dates).toContainEqual(['SDA:2030-03', '2030-03-15']);
      expect(dates.filter(([a]: string[]) => a === 'RTA')).toHaveLength(3);
      expect(await snapshot(b.store)).toBe(before);
    });

    it("refuses choices the plan refuses, with the plan's reasons by field, in zh-Hant too", async () => {
      const bad = { ...choice, deferrals: { baseSalary: 80 } };
      const reply = await b.admin.request('POST', '/api/participants/P1/election-preview', bad, {
        'accept-language': 'zh-Hant',
      });
      expect(reply.statusCode).toBe(422);
      const problem = reply.json();
      expect(problem.code).toBe('event_refused');
      expect(problem.violations).toContainEqual(
        expect.objectContaining({
          field: 'deferrals.baseSalary',
          message: '基本工資：最多可推遲 75%，不得為 80%',
        }),
      );
    });
  });
}
