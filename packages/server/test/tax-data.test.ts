import type { ParticipantEvent } from '@defcomp/domain';
import { importRecord, openTestStore, testDialects, type ScenarioInput } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  annual,
  death,
  eligible,
  enrolled2025,
  pay,
  scenarioOf,
  separation,
} from '../../domain/test/support/scenario.js';
import { buildApp, fixedClock, seedEmptyStore } from '../src/index.js';
import { usd } from '../src/core/pdf/format.js';
import { addUser, signIn, type Agent, type Booted, type Reply } from './helpers.js';
import { pdfTextWithFonts } from './pdf-text.js';

// Plan 8.3, the year-end tax data report (issue 10 item 5) through the API on both databases,
// against figures computed by hand: Form W-2 boxes under the FICA special timing rule (Treas.
// Reg. §31.3121(v)(2)-1), Form 1099-MISC for a beneficiary; its CSV and PDF; a year whose
// wage base is not published is refused with its rule. And the liability's CSV and PDF.

const planId = 'carmax-edcp';
const otherFica = (date: string, amount: string): ParticipantEvent => ({
  type: 'otherFicaWages',
  date,
  amount,
});

/**
 * Three stories on the reference plan (Stable Value at a constant 1.00, so amounts are units):
 * W1 crosses the 2025 wage base (176,100.00) in March after payroll's 170,000.00; V1's 2024
 * Company credit vests on his third anniversary (cliff, 4.2) mid-2025 and is paid after his
 * Separation; B1 dies in 2026 and his beneficiary is paid.
 */
function record(): ScenarioInput {
  const stories: Record<string, { hireDate: string; events: ParticipantEvent[] }> = {
    W1: {
      hireDate: '2010-01-04',
      events: [
        ...enrolled2025({ deferrals: { baseSalary: 50 } }),
        otherFica('2025-02-28', '170000.00'),
        pay('2025-03-31', '20000.00'), // 10000.00 deferred
        pay('2025-04-30', '20000.00'), // 10000.00 deferred
      ],
    },
    V1: {
      hireDate: '2022-07-01',
      events: [
        eligible('2023-10-02'),
        annual(2024, { deferrals: { baseSalary: 50 } }),
        { type: 'retirementSavingsPlan', year: 2024, deferralPct: 5 } as ParticipantEvent,
        pay('2024-06-28', '50000.00'), // 25000.00 deferred; match 4% of 25000.00 = 1000.00
        separation('2025-08-20'),
      ],
    },
    B1: {
      hireDate: '2010-01-04',
      events: [...enrolled2025(), pay('2025-01-31', '200000.00'), death('2026-02-02')],
    },
  };
  const s = scenarioOf([], { evaluateThrough: '2026-12-31' });
  return {
    ...s,
    description: 'tax data',
    plan: { id: planId, amendments: [] },
    company: { publiclyTraded: true, events: [] },
    participants: Object.entries(stories).map(([id, story]) => ({ id, ...story })),
  } as unknown as ScenarioInput;
}

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

function pdfOf(reply: Reply): string {
  expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
  expect(reply.headers['content-type']).toBe('application/pdf');
  return pdfTextWithFonts((reply as unknown as { rawPayload: Buffer }).rawPayload);
}

type Figure = { amount: string; from: string[]; rules: string[] };
type Employee = Record<string, Figure> & { participantId: string };

describe.each(await testDialects())('8.3 tax data report on %s', (dialect) => {
  let admin: Agent;
  let auditor: Agent;
  let participant: Agent;
  const year = async (y: number) => {
    const reply = await admin.get(`/api/reports/tax-data?year=${y}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as { employees: Employee[]; payees: Employee[]; totals: Figure };
  };
  const w2 = async (y: number, id: string) =>
    (await year(y)).employees.find((e) => e.participantId === id);

  beforeAll(async () => {
    const store = await openTestStore(dialect);
    const clock = fixedClock('2026-12-02T15:00:00.000Z');
    const seeded = await seedEmptyStore(store, clock);
    await importRecord(store, record(), { planId, at: clock.now().toISOString(), by: 'test' });
    const app = await buildApp({ store, clock });
    closers.push(
      () => store.close(),
      () => app.close(),
    );
    const adminPassword = seeded.administrator?.password ?? '';
    admin = await signIn(app, 'admin', adminPassword);
    const booted = { app, store, clock, admin, adminPassword } as unknown as Booted;
    auditor = await addUser(booted, 'auditor1', 'auditor');
    participant = await addUser(booted, 'pat1', 'participant', 'W1');
  }, 300_000);

  it('8.3 special timing rule: deferrals cross the wage base after payroll’s wages; box 3 stops at it, box 5 does not', async () => {
    const w = (await w2(2025, 'W1'))!;
    // Wage base 2025: 176100.00. Payroll's other FICA wages 170000.00 by 2025-02-28 leave
    // 6100.00 of it: the 03-31 deferral (10000.00) is 6100.00 SS wages, the 04-30 one 0.00.
    expect(w.box3!.amount).toBe('6100.00');
    // Medicare has no base: 10000.00 + 10000.00.
    expect(w.box5!.amount).toBe('20000.00');
    // 6100.00 x 6.2% = 378.20; 20000.00 x 1.45% = 290.00 (170000 + 20000 < 200000: no
    // Additional Medicare); the employer pays the same.
    expect([w.box4!.amount, w.box6!.amount]).toEqual(['378.20', '290.00']);
    expect(w).toMatchObject({
      otherFicaWages: '170000.00',
      employerSocialSecurity: '378.20',
      employerMedicare: '290.00',
    });
    // Nothing paid: box 1 and box 11 are 0.00; box 12 code Y the year's deferrals, 20000.00.
    expect([w.box1!.amount, w.box11!.amount, w.box12Y!.amount]).toEqual([
      '0.00',
      '0.00',
      '20000.00',
    ]);
    expect(w.box12Z!.amount).toBe('0.00');
    // Each figure names what it adds up and the rule.
    expect(w.box3!.from).toHaveLength(1);
    expect(w.box5!.from).toHaveLength(2);
    expect(w.box3!.rules).toContain('Treas. Reg. §31.3121(v)(2)-1');
  }, 300_000);

  it('Treas. Reg. §31.3121(v)(2)-1: the FICA decision is structured steps, each citing its rule, with inputs and outcome', async () => {
    const w = (await w2(2025, 'W1'))! as unknown as { ficaTrace: Record<string, unknown>[] };
    expect(w.ficaTrace.map((s) => [s.step, s.rule])).toEqual([
      ['takenIntoAccount', 'Treas. Reg. §31.3121(v)(2)-1(a)(2)'],
      ['takenIntoAccount', 'Treas. Reg. §31.3121(v)(2)-1(a)(2)'],
      ['wageBase', 'Treas. Reg. §31.3121(a)(1)-1'],
      ['tax', '8.3'],
    ]);
    // The 03-31 deferral uses the 6100.00 left of the base, the 04-30 one none (see above).
    expect(w.ficaTrace[0]).toMatchObject({
      inputs: { date: '2025-03-31', source: 'deferral', amount: '10000.00' },
      outcome: { socialSecurityWages: '6100.00', medicareWages: '10000.00' },
    });
    expect(w.ficaTrace[2]).toMatchObject({
      inputs: { wageBase: '176100.00', otherFicaWages: '170000.00' },
      outcome: { socialSecurityWages: '6100.00', medicareWages: '20000.00' },
    });
    expect(w.ficaTrace[3]).toMatchObject({
      outcome: { employeeSocialSecurity: '378.20', employeeMedicare: '290.00' },
    });
  }, 300_000);

  it('8.3 a Company credit vesting mid-year is counted once: in the year it vests, not when made, not again when paid', async () => {
    // 2024: the 25000.00 deferral is FICA wages; the 1000.00 credit of 2024-12-31 is not (0%
    // vested, hired 2022-07-01, 3-year cliff) but is in box 12 code Y: 25000.00 + 1000.00.
    const y2024 = (await w2(2024, 'V1'))!;
    expect([y2024.box3!.amount, y2024.box5!.amount, y2024.box12Y!.amount]).toEqual([
      '25000.00',
      '25000.00',
      '26000.00',
    ]);
    // 2025: the credit vests on 2025-07-01 (1000.00 x 100%): boxes 3 and 5 are that alone;
    // the RTA (25000.00) and the CCA (1000.00) paid after the Separation are box 1 and box 11
    // (26000.00), and not FICA wages again.
    const y2025 = (await w2(2025, 'V1'))!;
    expect([y2025.box3!.amount, y2025.box5!.amount]).toEqual(['1000.00', '1000.00']);
    expect(y2025.box3!.from).toHaveLength(1);
    expect(y2025.box3!.from[0]).toContain('2025-07-01');
    expect([y2025.box1!.amount, y2025.box11!.amount]).toEqual(['26000.00', '26000.00']);
    // Federal withholding at the 22% supplemental rate: 26000.00 x 22% = 5720.00.
    expect(y2025.box2!.amount).toBe('5720.00');
    // 1000.00 x 6.2% = 62.00; x 1.45% = 14.50.
    expect([y2025.box4!.amount, y2025.box6!.amount]).toEqual(['62.00', '14.50']);
    expect(await w2(2026, 'V1')).toBeUndefined();
  }, 300_000);

  it('8.3 a beneficiary is paid on Form 1099-MISC box 3, not on the W-2', async () => {
    const y2026 = await year(2026);
    // B1's 100000.00 (half of 200000.00 deferred to the RTA in 2025), paid to his beneficiary
    // after his death on 2026-02-02; no federal withholding on it.
    expect(y2026.payees).toEqual([
      expect.objectContaining({
        participantId: 'B1',
        payee: 'beneficiary',
        box3: expect.objectContaining({ amount: '100000.00' }),
        box4: expect.objectContaining({ amount: '0.00' }),
      }),
    ]);
    expect(y2026.employees.find((e) => e.participantId === 'B1')).toBeUndefined();
    expect(y2026.totals).toMatchObject({ box1: '0.00', form1099Box3: '100000.00' });
    // His 2025 deferral is his own W-2's (boxes 3, 5 and 12 code Y: 100000.00).
    const b2025 = (await w2(2025, 'B1'))!;
    expect([b2025.box5!.amount, b2025.box12Y!.amount]).toEqual(['100000.00', '100000.00']);
  }, 300_000);

  it('8.3 CSV and PDF of the tax data: the same figures, each traced', async () => {
    const csv = await auditor.get('/api/reports/tax-data.csv?year=2025');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.split('\r\n').filter((l) => l);
    expect(lines[0]).toBe('form,participantId,payee,box,amount,from,rules');
    expect(lines.find((l) => l.startsWith('W-2,W1,participant,box3,6100.00,'))).toBeDefined();
    expect(lines.find((l) => l.startsWith('W-2,V1,participant,box1,26000.00,'))).toBeDefined();
    const pdf = pdfOf(await auditor.get('/api/reports/tax-data.pdf?year=2025'));
    expect(pdf).toContain('Year-end tax data');
    expect(pdf).toContain(usd('6100.00'));
    expect(pdf).toContain(usd('26000.00'));
    const zh = pdfOf(await auditor.get('/api/reports/tax-data.pdf?year=2025&lang=zh-Hant'));
    expect(zh).toContain('年終稅務資料');
  }, 300_000);

  it('8.3 a year whose Social Security wage base is not published is refused with its rule, never guessed', async () => {
    for (const url of ['/api/reports/tax-data?year=2027', '/api/reports/tax-data.csv?year=2027']) {
      const reply = await admin.get(url);
      expect(reply.statusCode, url).toBe(422);
      expect(reply.json()).toMatchObject({
        code: 'irs_limit_not_published',
        rule: '8.3',
        field: 'year',
      });
    }
    const bad = await admin.get('/api/reports/tax-data?year=25');
    expect(bad.statusCode).toBe(400);
    expect((await participant.get('/api/reports/tax-data?year=2025')).statusCode).toBe(403);
  }, 300_000);

  it('10.1 the liability as of a date as CSV and PDF: the JSON’s figures', async () => {
    const json = (await auditor.get('/api/reports/liability?asOf=2025-12-31')).json();
    const csv = await auditor.get('/api/reports/liability.csv?asOf=2025-12-31');
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.split('\r\n').filter((l) => l);
    expect(lines[0]).toBe('participantId,name,RTA,SDA,CCA,CCAVested,fixedUnpaid,owed,total');
    expect(lines).toHaveLength(json.participants.length + 2);
    expect(lines.at(-1)!.split(',').at(-1)).toBe(json.totals.total);
    // W1's 20000.00 and B1's 100000.00 in their RTAs (V1 was paid).
    expect(json.totals.RTA).toBe('120000.00');
    const pdf = pdfOf(await auditor.get('/api/reports/liability.pdf?asOf=2025-12-31'));
    expect(pdf).toContain('Liability as of a date');
    expect(pdf).toContain(usd(json.totals.total));
  }, 300_000);
});
