import { appendAudit, createParticipant, inTransaction } from '@defcomp/store';
import { localizeTrace } from '@defcomp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClaim } from '../src/demo/index.js';
import { fixedClock } from '../src/index.js';
import { usd } from '../src/core/pdf/format.js';
import { needsEmbeddedFont } from '../src/core/pdf/document.js';
import { pdfLabels, pdfLang } from '../src/core/pdf/i18n.js';
import { reportCatalog } from '../src/reports/catalog.js';
import { translateReport } from '../src/reports/i18n.js';
import { bootDemo, type Agent, type Reply } from './helpers.js';
import { pdfTextWithFonts } from './pdf-text.js';

const bytes = (reply: Reply): Buffer => (reply as unknown as { rawPayload: Buffer }).rawPayload;

function expectPdf(reply: Reply): string {
  expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
  expect(reply.headers['content-type']).toBe('application/pdf');
  const pdf = bytes(reply);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The Chinese faces are subset: only the glyphs used are embedded.
  expect(pdf.length).toBeLessThan(1_000_000);
  return pdfTextWithFonts(pdf);
}

const zh = pdfLabels['zh-Hant'];

describe('documents in Traditional Chinese (issue 10 item 9)', () => {
  const clock = fixedClock('2026-12-02T15:00:00.000Z');
  const asOf = '2026-12-02';
  let booted: Awaited<ReturnType<typeof bootDemo>>;
  const agents = new Map<string, Agent>();

  beforeAll(async () => {
    booted = await bootDemo(clock);
    for (const [name, agent] of booted.agents) agents.set(name, agent);
  }, 120_000);
  afterAll(async () => booted.close());

  it('lang=zh-Hant: the statement prints the plan’s Chinese terms and his figures', async () => {
    const alice = agents.get('areyes')!;
    const json = (await alice.get(`/api/participants/E1001/statement?asOf=${asOf}`)).json();
    const reply = await alice.get(
      `/api/participants/E1001/statement.pdf?asOf=${asOf}&lang=zh-Hant`,
    );
    const text = expectPdf(reply);
    expect(String(reply.headers['content-disposition'])).toContain('zh-Hant');
    for (const label of [
      zh.statementTitle,
      zh.participant,
      zh.balances,
      '退休/終止帳戶',
      zh.payments,
    ])
      expect(text).toContain(label);
    expect(text).toContain('Alice Reyes (E1001)');
    expect(text).toContain(usd(json.balances.RTA));
    expect(text).toContain(usd(json.payments[0].amount));
    expect(text).toContain('1/10 期');
    expect(text).not.toContain('Participant statement');
  });

  it('issue 12 item 4: the statement shows why each payment is what it is, in his language', async () => {
    const alice = agents.get('areyes')!;
    const json = (
      await alice.get(`/api/participants/E1001/statement?asOf=${asOf}&explain=true`)
    ).json();
    const lines = (json.payments as { trace?: string[] }[]).flatMap((p) => p.trace ?? []);
    // A short line (a long one wraps): one that says where the amount comes from.
    const line = lines.filter((l) => l.length < 60).sort((a, b) => b.length - a.length)[0]!;
    const url = `/api/participants/E1001/statement.pdf?asOf=${asOf}`;
    const chinese = expectPdf(await alice.get(`${url}&lang=zh-Hant`));
    expect(chinese).toContain(zh.why);
    expect(localizeTrace(line, 'zh-Hant')).not.toBe(line);
    expect(chinese).toContain(localizeTrace(line, 'zh-Hant'));
    expect(chinese).not.toContain(line);
    const english = expectPdf(await alice.get(`${url}&lang=en`));
    expect(english).toContain(pdfLabels.en.why);
    expect(english).toContain(line);
  });

  it('Accept-Language chooses when lang is absent; lang wins over it; English by default', async () => {
    const alice = agents.get('areyes')!;
    const url = `/api/participants/E1001/statement.pdf?asOf=${asOf}`;
    const chinese = await alice.request('GET', url, undefined, {
      'accept-language': 'zh-TW,zh;q=0.9,en;q=0.8',
    });
    expect(expectPdf(chinese)).toContain(zh.statementTitle);
    const english = await alice.request('GET', `${url}&lang=en`, undefined, {
      'accept-language': 'zh-Hant',
    });
    expect(expectPdf(english)).toContain('Participant statement');
    expect(expectPdf(await alice.get(url))).toContain('Participant statement');
    const bad = await alice.get(`${url}&lang=fr`);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(bad.body).toContain('lang');
  });

  it('11.4 in Chinese: the notice of a denial on review, its items and deadlines', async () => {
    const url = `/api/participants/${demoClaim.participantId}/claims/${demoClaim.claimId}/notice.pdf?lang=zh-Hant`;
    const text = expectPdf(await agents.get('cwei')!.get(url));
    expect(text).toContain(zh.reviewNoticeTitle);
    expect(text).toContain(zh.noticeItems['11.4(d)']);
    expect(text).toContain(demoClaim.claimId);
    expect(text).toContain('2025-09-03');
    expect(text).toContain('計劃章節 3.2(a), 1.12');
  });

  it('the report PDFs in Chinese: their words translated, their figures as they are', async () => {
    const admin = agents.get('auditor1')!;
    const period = 'from=2025-01-01&to=2025-12-31';
    const json = (await admin.get(`/api/reports/roll-forward?${period}`)).json();
    const text = expectPdf(await admin.get(`/api/reports/roll-forward.pdf?${period}&lang=zh-Hant`));
    expect(text).toContain('負債變動表（計劃 10.1）');
    expect(text).toContain('按參與者、子帳戶及投資選項');
    expect(text).toContain('附註');
    expect(text).toContain(usd(json.totals.closing));
    const keys = await admin.request('GET', '/api/reports/key-employees.pdf', undefined, {
      'accept-language': 'zh-Hant',
    });
    expect(expectPdf(keys)).toContain('關鍵僱員期間');
  });

  it('every word of every report document has its Chinese', async () => {
    const ctx = { store: booted.store, clock, planId: 'carmax-edcp' };
    const requests: Record<string, object> = {
      'roll-forward': { from: '2025-01-01', to: '2025-12-31' },
      'item-402i': { fiscalYearEnd: '2025-12-31', neo: 'E1001' },
      'tax-data': { year: '2025' },
    };
    for (const [name, report] of Object.entries(reportCatalog)) {
      const request = requests[name] ?? { asOf };
      const doc = await report.document(ctx, await report.answer(ctx, request));
      const zhDoc = translateReport(doc, 'zh-Hant');
      const words = (d: typeof doc) => [
        d.title,
        ...d.facts.map(([label]) => label),
        ...d.tables.flatMap((t) => [t.heading, ...t.columns.map((c) => c.header)]),
        ...d.notes,
      ];
      // The demo's English documents print in the standard Helvetica (nothing embedded).
      expect(needsEmbeddedFont(JSON.stringify(doc)), name).toBe(false);
      const english = words(doc);
      words(zhDoc).forEach((word, i) =>
        expect(word, `${name}: ${english[i]}`).not.toBe(english[i]),
      );
    }
  });

  it('an English document embeds the Chinese faces when a name needs them', async () => {
    const staff = agents.get('auditor1')!;
    expect(needsEmbeddedFont('Alice Reyes – “Plan”')).toBe(false);
    expect(needsEmbeddedFont('王小明')).toBe(true);
    // Recorded as an import would (the API's administrator is not among the demo's sign-ins).
    const at = clock.now().toISOString();
    await inTransaction(booted.store, async (trx) => {
      await createParticipant(trx, {
        id: 'E1888',
        planId: 'carmax-edcp',
        name: '王小明',
        hireDate: '2024-02-01',
        birthDate: null,
        recordedAt: at,
        recordedBy: 'test',
      });
      await appendAudit(trx, {
        planId: 'carmax-edcp',
        at,
        actor: 'test',
        action: 'participant.created',
        entity: 'participant',
        entityId: 'E1888',
      });
    });
    const reply = await staff.get('/api/participants/E1888/statement.pdf');
    const text = expectPdf(reply);
    expect(text).toContain('王小明 (E1888)');
    expect(text).toContain('Participant statement');
  });

  it('reads Accept-Language by its q-values', () => {
    expect(pdfLang(undefined, undefined)).toBe('en');
    expect(pdfLang(undefined, 'zh-Hant-TW')).toBe('zh-Hant');
    expect(pdfLang(undefined, 'zh-CN,en;q=0.5')).toBe('en');
    expect(pdfLang(undefined, 'en;q=0.4,zh-HK;q=0.8')).toBe('zh-Hant');
    expect(pdfLang(undefined, 'fr,de')).toBe('en');
    expect(pdfLang('en', 'zh-TW')).toBe('en');
  });
});
