import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addParticipant,
  addUser,
  boot,
  signIn,
  strongPassword,
  type Agent,
  type Booted,
  postPayFile,
} from './helpers.js';

// Plan 7.3 (issue 10, item 2): the Plan Asset Committee closes IDX on Monday 2025-03-10 naming
// BND. P1 holds 400 IDX units (two deferrals of $2,000.00 at 10). On the close day IDX is 20 and
// BND 5: $8,000.00 buys 1,600 BND; on March 11 BND is 10 (IDX would have stayed at 20).

const plan = '/api/plans/carmax-edcp';

async function must(reply: Promise<{ statusCode: number; body: string }>) {
  const r = await reply;
  if (r.statusCode >= 300) throw new Error(`setup: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body || '{}');
}

const to = (b: Booted, iso: string) => b.clock.advance(Date.parse(iso) - b.clock.now().getTime());

for (const dialect of await testDialects()) {
  describe(`fund closed with a successor on ${dialect} (7.3)`, () => {
    let b: Booted;
    let asset1: Agent;
    let asset2: Agent;
    let closureId = '';
    const balance = async (asOf: string) => {
      const s = await b.admin.get(`${plan}/participants/P1/statement?asOf=${asOf}`);
      expect(s.statusCode, s.body).toBe(200);
      return s.json().balances.RTA as string;
    };
    const liability = async (asOf: string) =>
      (await b.admin.get(`${plan}/reports/liability?asOf=${asOf}`)).json().totals.RTA as string;

    beforeAll(async () => {
      b = await boot(dialect);
      asset1 = await addUser(b, 'asset1', 'assetCommittee');
      asset2 = await addUser(b, 'asset2', 'assetCommittee');
      const payroll = await addUser(b, 'payroll1', 'payroll');
      for (const [id, price] of [
        ['IDX', '10'],
        ['BND', '5'],
      ] as const) {
        await must(asset1.post(`${plan}/funds`, { id, name: id }));
        await must(
          asset1.post(`${plan}/funds/${id}/prices`, { prices: [{ date: '2025-01-02', price }] }),
        );
      }
      await addParticipant(b, 'P1');
      await must(
        b.admin.post(`${plan}/participants/P1/eligibility`, {
          type: 'eligible',
          date: '2024-11-01',
          notifiedOn: '2024-11-01',
        }),
      );
      await must(
        b.admin.post(`${plan}/participants/P1/elections`, {
          filedAt: '2024-12-10T10:00:00-05:00',
          kind: 'annual',
          planYear: 2025,
          deferrals: { baseSalary: 10 },
          allocation: [{ account: 'RTA', pct: 100 }],
          investments: { RTA: { IDX: 100 } },
        }),
      );
      const pays = ['2025-01-28', '2025-02-28'].map((date) => ({
        participantId: 'P1',
        date,
        component: 'baseSalary',
        gross: '20000.00',
        netAvailable: '12000.00',
      }));
      await must(postPayFile(payroll, `${plan}/pay-imports`, { fileName: 'pays.json', pays }));
    }, 60_000);
    afterAll(async () => b.close());

    it('7.3 refuses a closure of the capital preservation fund, of a day passed, to itself', async () => {
      const sv = await asset1.post(`${plan}/funds/SV/closure`, {
        date: '2025-03-10',
        successor: 'BND',
      });
      expect(sv.statusCode).toBe(422);
      expect(sv.json()).toMatchObject({ rule: '7.5', field: 'fundId' });
      const passed = await asset1.post(`${plan}/funds/IDX/closure`, {
        date: '2025-03-02',
        successor: 'BND',
      });
      expect(passed.json()).toMatchObject({ status: 422, rule: '7.3', field: 'date' });
      const itself = await asset1.post(`${plan}/funds/IDX/closure`, {
        date: '2025-03-10',
        successor: 'IDX',
      });
      expect(itself.json()).toMatchObject({ status: 422, rule: '7.3', field: 'successor' });
      const unknown = await asset1.post(`${plan}/funds/IDX/closure`, {
        date: '2025-03-10',
        successor: 'NOPE',
      });
      expect(unknown.json()).toMatchObject({ status: 404, field: 'successor' });
    });

    it('7.3 a closure prepared by mistake is withdrawn: it is never approved, and the fund may be closed anew', async () => {
      const mistake = await must(
        asset1.post(`${plan}/funds/IDX/closure`, { date: '2025-03-20', successor: 'BND' }),
      );
      const withdrawn = await asset1.post(
        `${plan}/fund-closures/${mistake.closure.id}/withdrawal`,
        { reason: 'wrong date' },
      );
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json().closure).toMatchObject({
        status: 'withdrawn',
        withdrawnBy: 'asset1',
        withdrawnReason: 'wrong date',
      });
      const late = await asset2.post(`${plan}/fund-closures/${mistake.closure.id}/approval`);
      expect(late.json()).toMatchObject({ status: 409, code: 'not_pending' });
    });

    it('7.3 one member prepares the closure; it moves nothing until another approves it', async () => {
      const prepared = await asset1.post(`${plan}/funds/IDX/closure`, {
        date: '2025-03-10',
        successor: 'BND',
      });
      expect(prepared.statusCode, prepared.body).toBe(202);
      closureId = prepared.json().closure.id;
      expect(prepared.json().closure).toMatchObject({ status: 'prepared', approvedBy: null });
      const self = await asset1.post(`${plan}/fund-closures/${closureId}/approval`);
      expect(self.statusCode).toBe(403);
      expect(self.json().code).toBe('same_person_cannot_approve');
      const again = await asset2.post(`${plan}/funds/IDX/closure`, {
        date: '2025-03-11',
        successor: 'BND',
      });
      expect(again.json()).toMatchObject({ status: 409, field: 'fundId' });
      const approved = await asset2.post(`${plan}/fund-closures/${closureId}/approval`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().closure).toMatchObject({ status: 'approved', approvedBy: 'asset2' });
      const list = (await b.admin.get(`${plan}/fund-closures`)).json().closures;
      expect(list.map((c: { status: string }) => c.status)).toEqual(['approved', 'withdrawn']);
      expect(list[0].id).toBe(closureId);
    });

    it('7.3 the balance moves at the close day’s prices: statements and the liability report show it', async () => {
      to(b, '2025-03-12T15:00:00Z');
      b.admin = await signIn(b.app, 'admin', b.adminPassword);
      asset1 = await signIn(b.app, 'asset1', strongPassword);
      await must(
        asset1.post(`${plan}/funds/IDX/prices`, { prices: [{ date: '2025-03-10', price: '20' }] }),
      );
      await must(
        asset1.post(`${plan}/funds/BND/prices`, {
          prices: [
            { date: '2025-03-10', price: '5' },
            { date: '2025-03-11', price: '10' },
          ],
        }),
      );
      // Friday March 7, the Valuation Date before: 400 IDX x 10.
      expect(await balance('2025-03-07')).toBe('4000.00');
      // The close day: 400 IDX x 20 = 8,000.00, now 1,600 BND x 5.
      expect(await balance('2025-03-10')).toBe('8000.00');
      // The day after: 1,600 BND x 10 (400 IDX would still be 8,000.00).
      expect(await balance('2025-03-11')).toBe('16000.00');
      expect(await liability('2025-03-07')).toBe('4000.00');
      expect(await liability('2025-03-11')).toBe('16000.00');
    });

    it('7.3 an allocation to the closed fund is refused with the rule; one to the successor is not', async () => {
      const closed = await b.admin.post(`${plan}/participants/P1/allocations`, {
        date: '2025-03-12',
        account: 'RTA',
        investments: { IDX: 100 },
        applyTo: 'future',
      });
      expect(closed.statusCode, closed.body).toBe(422);
      expect(closed.json()).toMatchObject({ code: 'event_refused', rule: '7.3' });
      expect(closed.json().detail).toContain('IDX was removed from the menu on 2025-03-10');
      const open = await b.admin.post(`${plan}/participants/P1/allocations`, {
        date: '2025-03-12',
        account: 'RTA',
        investments: { BND: 100 },
        applyTo: 'future',
      });
      expect(open.statusCode, open.body).toBe(201);
    });
  });
}
