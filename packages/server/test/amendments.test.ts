import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addParticipant,
  addUser,
  boot,
  recordRetroactively,
  type Agent,
  type Booted,
  postPayFile,
} from './helpers.js';

// Plan 9.2 through the real app: an amendment is a dated overlay of the plan's terms, prepared by
// one Committee member and approved by another. P1 retired on 2022-06-30 with four installments
// of 50000.00 (2022-2025); P3, hired 2022-01-10, has a 100% vested CCA of 400.00 (3 years).

async function must(reply: Promise<{ statusCode: number; body: string }>) {
  const r = await reply;
  if (r.statusCode >= 300) throw new Error(`setup: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body || '{}');
}

const election = (planYear: number, years: number) => ({
  filedAt: `${planYear - 1}-12-02T10:00:00-05:00`,
  kind: 'annual',
  planYear,
  deferrals: { baseSalary: 10 },
  allocation: [{ account: 'RTA', pct: 100 }],
  schedules: { RTA: years > 1 ? { form: 'installments', years } : { form: 'lump' } },
  investments: { RTA: { SV: 100 } },
});
const pay = (participantId: string, date: string, gross: string) => ({
  participantId,
  date,
  component: 'baseSalary',
  gross,
  netAvailable: gross,
});

async function buildRecord(b: Booted, approver: Agent): Promise<void> {
  const { admin } = b;
  await addParticipant(b, 'P1', '2010-01-04');
  await addParticipant(b, 'P3', '2022-01-10');
  for (const [id, on] of [
    ['P1', '2019-10-01'],
    ['P3', '2023-10-02'],
  ] as const)
    await must(
      admin.post(`/api/participants/${id}/eligibility`, {
        type: 'eligible',
        date: on,
        notifiedOn: on,
      }),
    );
  await must(admin.post('/api/participants/P1/elections', election(2020, 4)));
  await must(admin.post('/api/participants/P3/elections', election(2024, 1)));
  const payroll = await addUser(b, 'payroll1', 'payroll');
  const pays = [pay('P1', '2020-06-15', '2000000.00'), pay('P3', '2024-06-14', '100000.00')];
  await must(postPayFile(payroll, '/api/pay-imports', { fileName: 'pays.json', pays }));
  // 12.9: recorded now, the 2022 Separation reaches payments already valued.
  const separation = { type: 'separation', date: '2022-06-30', reason: 'retirement' };
  await must(recordRetroactively(b, 'P1', separation, approver));
  const savings = { type: 'retirementSavingsPlan', year: 2024, deferralPct: 4 };
  await must(admin.post('/api/participants/P3/events', savings));
}

const installments = (reply: { payments: { date: string; amount: string }[] }) =>
  reply.payments.map((p) => `${p.date} ${p.amount}`);

for (const dialect of await testDialects()) {
  describe(`amendments on ${dialect} (Plan 9.2)`, () => {
    let b: Booted;
    let c1: Agent;
    let c2: Agent;
    const amend = async (body: Record<string, unknown>) => {
      const prepared = await c1.post('/api/plans/carmax-edcp/amendments', {
        adoptedBy: 'committee',
        ...body,
      });
      if (prepared.statusCode !== 201) return prepared;
      return c2.post(
        `/api/plans/carmax-edcp/amendments/${prepared.json().amendment.id}/approval`,
        {},
      );
    };
    const parametersOn = async (on: string) =>
      (await must(c1.get(`/api/plans/carmax-edcp/parameters?on=${on}`))).parameters;
    beforeAll(async () => {
      b = await boot(dialect);
      c1 = await addUser(b, 'committee1', 'committee');
      c2 = await addUser(b, 'committee2', 'committee');
      await buildRecord(b, c2);
    });
    afterAll(() => b.close());

    it('9.2 an amendment never changes a payment dated before its effective date', async () => {
      const url = '/api/participants/P1/payments?asOf=2027-06-01';
      const before = installments(await must(c1.get(url)));
      expect(before).toEqual([
        '2022-07-15 50000.00',
        '2023-07-15 50000.00',
        '2024-07-15 50000.00',
        '2025-07-15 50000.00',
      ]);
      const approved = await amend({
        effectiveDate: '2027-01-01',
        label: 'Small balances up to $1,000,000',
        parameters: { smallBalanceLimit: '1000000.00' },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(installments(await must(c1.get(url)))).toEqual(before);
      expect((await parametersOn('2026-12-31')).smallBalanceLimit).toMatchObject({
        value: '50000.00',
        section: '5.7',
      });
      expect((await parametersOn('2027-01-01')).smallBalanceLimit).toMatchObject({
        value: '1000000.00',
        from: '2027-01-01',
        amendment: 'Small balances up to $1,000,000',
      });
    });

    it('9.2 two amendments accumulate: the second adds to the first', async () => {
      const approved = await amend({
        effectiveDate: '2028-01-01',
        label: 'Match 50% up to 6%',
        parameters: { match: { ratePct: 50, upToPct: 6 } },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const terms = await parametersOn('2028-06-01');
      expect(terms.smallBalanceLimit.value).toBe('1000000.00');
      expect(terms.match).toMatchObject({ value: { ratePct: 50, upToPct: 6 }, from: '2028-01-01' });
      const list = await must(c1.get('/api/plans/carmax-edcp/amendments'));
      expect(list.amendments.map((a: { status: string }) => a.status)).toEqual([
        'approved',
        'approved',
      ]);
    });

    it('9.2 an amendment reducing a vested balance is refused naming the participant and amounts', async () => {
      const cliff = {
        effectiveDate: '2025-06-01',
        label: 'Five-year cliff',
        parameters: {
          vestingSchedule: [
            [0, 0],
            [5, 100],
          ],
        },
      };
      const refused = await c1.post('/api/plans/carmax-edcp/amendments', {
        adoptedBy: 'board',
        ...cliff,
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'amendment_refused',
        rule: '9.2',
        field: 'consents',
      });
      expect(refused.json().detail).toContain('P3 from 10400.00 to 10000.00');
      expect(refused.json().violations).toEqual([
        expect.objectContaining({ message: expect.stringContaining('P3') }),
      ]);
      const consented = await amend({ ...cliff, consents: ['P3'] });
      expect(consented.statusCode, consented.body).toBe(200);
    });

    it('9.2 an amendment under which a future evaluation fails is refused, never stored', async () => {
      await must(
        b.admin.post('/api/participants/P3/events', {
          type: 'compensation',
          year: 2026,
          amount: '100000.00',
          officer: false,
          ownershipPct: 6,
        }),
      );
      const reply = await c1.post('/api/plans/carmax-edcp/amendments', {
        adoptedBy: 'committee',
        effectiveDate: '2026-01-01',
        label: 'Feb 30',
        parameters: { keyEmployeeEffectiveDate: '02-30' },
      });
      expect(reply.statusCode, reply.body).toBe(422);
      expect(reply.json()).toMatchObject({ code: 'amendment_refused', field: 'parameters' });
      expect(reply.json().detail).toContain('cannot be evaluated');
      const list = await must(c1.get('/api/plans/carmax-edcp/amendments'));
      expect(list.amendments).toHaveLength(3);
    });

    it('9.2 an unknown parameter or a value of the wrong type is a 400 naming the field', async () => {
      const base = { adoptedBy: 'committee', effectiveDate: '2030-01-01', label: 'x' };
      const unknown = await c1.post('/api/plans/carmax-edcp/amendments', {
        ...base,
        parameters: { maxSdas: 3 },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        field: 'parameters.maxSdas',
        detail: 'parameters.maxSdas: unknown plan parameter',
      });
      const wrong = await c1.post('/api/plans/carmax-edcp/amendments', {
        ...base,
        parameters: { smallBalanceLimit: 25000 },
      });
      expect(wrong.json()).toMatchObject({ status: 400, field: 'parameters.smallBalanceLimit' });
      const day = await c1.post('/api/plans/carmax-edcp/amendments', {
        ...base,
        effectiveDate: '2030-02-30',
        parameters: { cicWindowMonths: 12 },
      });
      expect(day.json()).toMatchObject({ status: 400, field: 'effectiveDate' });
    });

    it('9.2 an amendment dated before today is refused: it would reach what came before', async () => {
      const reply = await c1.post('/api/plans/carmax-edcp/amendments', {
        adoptedBy: 'committee',
        effectiveDate: '2025-03-02',
        label: 'x',
        parameters: { cicWindowMonths: 12 },
      });
      expect(reply.json()).toMatchObject({
        status: 422,
        code: 'amendment_refused',
        field: 'effectiveDate',
      });
    });

    it('9.2 whoever prepares an amendment cannot approve it; the old versions route only prepares one', async () => {
      const prepared = await must(
        c1.post('/api/plans/carmax-edcp/versions', {
          effectiveDate: '2031-01-01',
          label: 'CiC window 12 months',
          parameters: { cicWindowMonths: 12 },
        }),
      );
      expect(prepared.amendment).toMatchObject({ status: 'prepared', adoptedBy: 'committee' });
      expect((await parametersOn('2031-06-01')).cicWindowMonths.value).toBe(24);
      const self = await c1.post(
        `/api/plans/carmax-edcp/amendments/${prepared.amendment.id}/approval`,
        {},
      );
      expect(self.statusCode).toBe(403);
      expect(
        (await c2.post(`/api/plans/carmax-edcp/amendments/${prepared.amendment.id}/approval`, {}))
          .statusCode,
      ).toBe(200);
      expect((await parametersOn('2031-06-01')).cicWindowMonths).toMatchObject({
        value: 12,
        section: '5.6',
      });
    });

    it('an unknown plan is a 404 naming planId', async () => {
      for (const url of ['/api/plans/nope/parameters?on=2025-01-01', '/api/plans/nope/amendments'])
        expect((await c1.get(url)).json()).toMatchObject({ status: 404, field: 'planId' });
    });

    it('the parameters of a date before the plan answer 422 naming the field, never 500', async () => {
      expect(
        (await c1.get('/api/plans/carmax-edcp/parameters?on=2010-12-31')).json(),
      ).toMatchObject({ status: 422, field: 'on' });
      expect(
        (await c1.get('/api/plans/carmax-edcp/parameters?on=2010-13-01')).json(),
      ).toMatchObject({ status: 400 });
    });
  });
}
