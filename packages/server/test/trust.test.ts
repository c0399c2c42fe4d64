import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingOf } from '../src/funds/trust-funding.js';
import {
  addParticipant,
  addUser,
  boot,
  election,
  pays,
  signIn,
  strongPassword,
  type Agent,
  type Booted,
  postPayFile,
} from './helpers.js';

// Plan 10.2, 10.3: P1 defers $6,000.00 and separates on 2025-03-20; his small balance (5.7) is
// valued on 2025-03-31 and paid on 2025-04-15. The rabbi trust holds $5,540.70 on 2025-03-31.

async function must(reply: Promise<{ statusCode: number; body: string }>) {
  const r = await reply;
  if (r.statusCode >= 300) throw new Error(`setup: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body || '{}');
}

async function buildRecord(b: Booted): Promise<void> {
  await addParticipant(b, 'P1');
  const { admin } = b;
  const eligible = { type: 'eligible', date: '2024-11-01', notifiedOn: '2024-11-01' };
  await must(admin.post('/api/participants/P1/eligibility', eligible));
  await must(admin.post('/api/participants/P1/elections', election));
  const payroll = await addUser(b, 'payroll1', 'payroll');
  await must(postPayFile(payroll, '/api/pay-imports', { fileName: 'q1.json', pays }));
  const separation = { type: 'separation', date: '2025-03-20', reason: 'retirement' };
  await must(admin.post('/api/participants/P1/events', separation));
}

for (const dialect of await testDialects()) {
  describe(`rabbi trust on ${dialect} (10.2, 10.3)`, () => {
    let b: Booted;
    let asset: Agent;
    beforeAll(async () => {
      b = await boot(dialect);
      await buildRecord(b);
      asset = await addUser(b, 'asset1', 'assetCommittee');
    });
    afterAll(async () => b.close());

    it('10.3: the Plan Asset Committee records a statement with holdings, and money in', async () => {
      const statement = await asset.post('/api/trust/statements', {
        date: '2025-03-28',
        marketValue: '5000.00',
        holdings: [{ fundId: 'SV', value: '5000.00' }],
      });
      expect(statement.statusCode, statement.body).toBe(201);
      const again = await asset.post('/api/trust/statements', {
        date: '2025-03-28',
        marketValue: '1.00',
      });
      expect(again.json()).toMatchObject({ status: 409, field: 'date' });
      const money = { date: '2025-03-31', kind: 'contribution', amount: '540.70' };
      expect((await asset.post('/api/trust/transactions', money)).statusCode).toBe(201);
      const committee = await addUser(b, 'committee9', 'committee');
      expect((await committee.post('/api/trust/transactions', money)).statusCode).toBe(403);
    });

    it('10.2: the funded ratio at a known liability is exact, half-up (0.92345 -> 0.9235)', async () => {
      const funding = await b.admin.get('/api/trust/funding?asOf=2025-03-31');
      expect(funding.statusCode, funding.body).toBe(200);
      expect(funding.json()).toMatchObject({
        asOf: '2025-03-31',
        assets: {
          value: '5540.70',
          statement: { date: '2025-03-28', marketValue: '5000.00' },
          contributions: '540.70',
          withdrawals: '0.00',
        },
        liability: { owed: '6000.00' },
        fundedRatio: '0.9235',
        shortfall: '459.30',
        surplus: '0.00',
      });
    });

    it('10.2: a run paid from the trust withdraws its gross; what the plan owes falls with it', async () => {
      // 5.8: the lump sum is valued on 2025-03-31: a run pays it once that day has passed.
      b.clock.advance(Date.parse('2025-04-01T15:00:00Z') - b.clock.now().getTime());
      b.admin = await signIn(b.app, 'admin', b.adminPassword);
      asset = await signIn(b.app, 'asset1', strongPassword);
      const contribution = { date: '2025-04-01', kind: 'contribution', amount: '1000.00' };
      await must(asset.post('/api/trust/transactions', contribution));
      const c1 = await addUser(b, 'committee1', 'committee');
      const c2 = await addUser(b, 'committee2', 'committee');
      const window = { payFrom: '2025-04-01', payThrough: '2025-04-30', source: 'trust' };
      const run = (await must(c1.post('/api/payment-runs', window))).run;
      expect(run.lines).toEqual([
        expect.objectContaining({ benefit: 'smallBalance', gross: '6000.00', withheld: '1320.00' }),
      ]);
      const approved = await must(c2.post(`/api/payment-runs/${run.id}/approval`, {}));
      expect(approved.trustWithdrawals).toEqual([
        expect.objectContaining({ date: '2025-04-15', kind: 'withdrawal', amount: '6000.00' }),
      ]);
      const listed = (await b.admin.get('/api/trust/transactions')).json().transactions;
      expect(listed).toContainEqual(
        expect.objectContaining({ paymentRunId: run.id, lineNo: 1, amount: '6000.00' }),
      );
      const after = (await b.admin.get('/api/trust/funding?asOf=2025-04-30')).json();
      expect(after).toMatchObject({
        assets: { value: '540.70', contributions: '1540.70', withdrawals: '6000.00' },
        liability: { owed: '0.00' },
        fundedRatio: null,
        shortfall: '0.00',
        surplus: '540.70',
      });
    });
  });
}

describe('10.2 funded ratio arithmetic', () => {
  it.each([
    ['9234.00', '10000.00', '0.9234'],
    ['2.00', '3.00', '0.6667'],
    ['1.00', '3.00', '0.3333'],
    ['12000.00', '10000.00', '1.2000'],
    ['0.00', '10000.00', '0.0000'],
  ])('%s / %s = %s', (assets, owed, ratio) => {
    expect(fundingOf(assets, owed).fundedRatio).toBe(ratio);
  });
});
