import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClaim } from '../src/demo/index.js';
import { fixedClock } from '../src/index.js';
import { renderClaimNotice, type ClaimNoticeInput } from '../src/documents/claim-notice.js';
import { usd } from '../src/core/pdf/format.js';
import { bootDemo, type Agent, type Reply } from './helpers.js';

/** The text a PDF shows: pdfkit writes each line as a TJ array of hex strings and kerning. */
function pdfText(pdf: Buffer): string {
  const arrays = pdf.toString('latin1').match(/\[[^\]]*\]\s*TJ/g) ?? [];
  return arrays
    .map((array) =>
      [...array.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

const bytes = (reply: Reply): Buffer => (reply as unknown as { rawPayload: Buffer }).rawPayload;

function expectPdf(reply: Reply): string {
  expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
  expect(reply.headers['content-type']).toBe('application/pdf');
  const pdf = bytes(reply);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(2_000);
  expect(pdf.length).toBeLessThan(500_000);
  return pdfText(pdf);
}

describe('PDF statements and claim notices', () => {
  const clock = fixedClock('2026-12-02T15:00:00.000Z');
  const asOf = '2026-12-02';
  let booted: Awaited<ReturnType<typeof bootDemo>>;
  const agents = new Map<string, Agent>();

  beforeAll(async () => {
    booted = await bootDemo(clock);
    for (const [name, agent] of booted.agents) agents.set(name, agent);
  }, 120_000);
  afterAll(async () => booted.close());

  it('renders his statement: balances, payments with their sections and installments, deferrals', async () => {
    const alice = agents.get('areyes')!;
    const json = (await alice.get(`/api/participants/E1001/statement?asOf=${asOf}`)).json();
    const text = expectPdf(await alice.get(`/api/participants/E1001/statement.pdf?asOf=${asOf}`));
    expect(text).toContain('Alice Reyes (E1001)');
    expect(text).toContain(asOf);
    expect(text).toContain(usd(json.balances.RTA));
    expect(text).toContain(usd(json.payments[0].amount));
    expect(text).toContain('1 of 10');
    expect(text).toContain(json.payments[0].rules.join(', '));
    expect(text).toContain(usd(json.scheduled[0].amount));
    expect(text).toMatch(/Projected/);
  });

  it('prints the year’s deferrals and their total from the decimal strings', async () => {
    const brian = agents.get('bokafor')!;
    const json = (await brian.get(`/api/participants/E1002/statement?asOf=${asOf}`)).json();
    const text = expectPdf(await brian.get(`/api/participants/E1002/statement.pdf?asOf=${asOf}`));
    expect(text).toContain('Deferrals in 2026');
    const inYear = json.deferrals.filter((d: { date: string }) => d.date.startsWith('2026-'));
    expect(text).toContain(usd(inYear[0].amount));
    expect(usd('1234567.5')).toBe('$1,234,567.50');
    expect(usd('-0.07')).toBe('-$0.07');
  });

  it('staff read any statement; another participant gets 404', async () => {
    expectPdf(await agents.get('auditor1')!.get('/api/participants/E1003/statement.pdf'));
    const other = await agents.get('areyes')!.get('/api/participants/E1003/statement.pdf');
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/application\/problem\+json/);
  });

  it('11.4: the notice of a denial on review states 11.4(a)-(d) and the deadline to sue', async () => {
    const url = `/api/participants/${demoClaim.participantId}/claims/${demoClaim.claimId}/notice.pdf`;
    const text = expectPdf(await agents.get('cwei')!.get(url));
    for (const rule of ['11.4(a)', '11.4(b)', '11.4(c)', '11.4(d)']) expect(text).toContain(rule);
    expect(text).toContain(demoClaim.claimId);
    expect(text).toContain('2025-09-03');
    expect(text).toContain('Plan sections 3.2(a), 1.12');
  });

  it('11.2: the notice of the first denial states 11.2(a)-(d), the reasons and the appeal deadline', async () => {
    const url = `/api/participants/${demoClaim.participantId}/claims/${demoClaim.claimId}/notice.pdf?stage=initial`;
    const text = expectPdf(await agents.get('committee1')!.get(url));
    for (const rule of ['11.2(a)', '11.2(b)', '11.2(c)', '11.2(d)']) expect(text).toContain(rule);
    expect(text).toContain('2024-08-19');
    expect(text).toContain('first-year election covers only services');
    // Article XI's periods are the plan's (carmax-edcp: 90/180, 60, 60/120), not literals.
    expect(text).toContain('11.2: 90 days, 180 if extended');
    expect(text).toContain('11.3: 60 days after the denial');
  });

  it('answers 404 for another participant’s claim and for a claim without a denial', async () => {
    const url = `/api/participants/${demoClaim.participantId}/claims/${demoClaim.claimId}/notice.pdf`;
    expect((await agents.get('dwhitfield')!.get(url)).statusCode).toBe(404);
    const none = await agents
      .get('committee1')!
      .get('/api/participants/E1003/claims/NOPE/notice.pdf');
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('not_found');
  });
});

describe('a claim notice restates the plan’s periods', () => {
  it('11.2-11.4: a plan with other periods prints its own, never the reference plan’s', async () => {
    const claim = {
      id: 'C1',
      status: 'denied',
      decisionDue: '2026-03-02',
      appealBy: null,
      reviewDue: null,
      suitBy: null,
    } as unknown as ClaimNoticeInput['claim'];
    const pdf = await renderClaimNotice({
      planName: 'A plan',
      participant: { id: 'P1', name: 'Pat' },
      claim,
      stage: 'initial',
      actions: [
        { action: 'filed', date: '2026-01-02' },
        { action: 'denied', date: '2026-02-02' },
      ],
      periods: { decision: 45, decisionExtended: 75, appeal: 30, review: 40, reviewExtended: 80 },
      reasons: null,
      createdAt: new Date('2026-02-03T00:00:00Z'),
    });
    const text = pdfText(pdf);
    expect(text).toContain('11.2: 45 days, 75 if extended');
    expect(text).toContain('30 days after you receive this notice');
    expect(text).not.toMatch(/\b90 days\b|\b60 days\b/);
  });
});
