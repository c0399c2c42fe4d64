import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateLanguage } from '../src/core/i18n/language.js';
import { problemTitlesZhHant } from '../src/core/i18n/problems-zh-Hant.js';
import { violationZhHant } from '../src/core/i18n/problem-details.js';
import { violationTemplatesZhHant } from '../src/core/i18n/violations-zh-Hant.js';
import { problemTypes } from '../src/core/problems.js';
import { addUser, bootWithEligible, election, type Booted, postPayFile } from './helpers.js';

const zh = { 'accept-language': 'zh-Hant' };
const han = /[\u4e00-\u9fff]/;

/** The ASCII words of a zh-Hant text once its values (ids, dates, field names) are taken out. */
const englishIn = (text: string, values: string[]) =>
  values.reduce((rest, value) => rest.replaceAll(value, ' '), text).match(/[A-Za-z]{2,}/g) ?? [];

/** Every violation code the domain's engine writes (`violation('code', …)`, `code: 'code'`). */
function domainViolationCodes(): string[] {
  const root = join(import.meta.dirname, '../../domain/src');
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(/violation\(\s*'([a-z_]+)'/g)) codes.add(m[1]!);
      }
    }
  };
  walk(root);
  return [...codes].sort();
}

describe('problem texts in Traditional Chinese', () => {
  it('has a zh-Hant title for every problem code', () => {
    const missing = Object.keys(problemTypes).filter(
      (code) => !han.test(problemTitlesZhHant[code as keyof typeof problemTypes] ?? ''),
    );
    expect(missing).toEqual([]);
  });

  it('has a zh-Hant sentence for every violation code the engine writes', () => {
    const codes = domainViolationCodes();
    expect(codes.length).toBeGreaterThan(30);
    expect(codes.filter((c) => !(c in violationTemplatesZhHant))).toEqual([]);
  });

  it('reads the values back from the engine message', () => {
    expect(
      violationZhHant(
        'annual_election_late',
        'an election for 2026 had to be filed by 11:59 p.m. Eastern on 2025-12-31',
      ),
    ).toBe('2026 計劃年度的選擇須於 2025-12-31 美東時間晚上 11 時 59 分前提交');
    expect(
      violationZhHant('deferral_pct_above_max', 'baseSalary: at most 75% may be deferred, not 80%'),
    ).toBe('基本工資：最多可推遲 75%，不得為 80%');
    // A message whose wording changed still gets its sentence, without values.
    expect(violationZhHant('annual_election_late', 'reworded')).toMatch(han);
  });

  it('chooses the language by Accept-Language and its q-values (English by default)', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage('fr-FR, de;q=0.5')).toBe('en');
    expect(negotiateLanguage('zh-Hant')).toBe('zh-Hant');
    expect(negotiateLanguage('zh-TW,zh;q=0.9,en;q=0.8')).toBe('zh-Hant');
    expect(negotiateLanguage('en;q=0.4, zh-Hant;q=0.6')).toBe('zh-Hant');
    expect(negotiateLanguage('zh-Hant;q=0.3, en-US;q=0.7')).toBe('en');
    expect(negotiateLanguage('zh-Hans')).toBe('en');
    expect(negotiateLanguage('zh-CN, zh-HK;q=0.5')).toBe('zh-Hant');
    expect(negotiateLanguage('zh;q=0, *')).toBe('en');
    expect(negotiateLanguage('en;q=0, zh-Hant;q=0.1')).toBe('zh-Hant');
  });
});

for (const dialect of await testDialects()) {
  describe(`problems by Accept-Language on ${dialect}`, () => {
    let booted: Booted;
    beforeAll(async () => {
      booted = await bootWithEligible(dialect);
    });
    afterAll(async () => booted.close());

    it('answers English by default, with Content-Language', async () => {
      const reply = await booted.app.inject({ method: 'GET', url: '/api/me' });
      expect(reply.statusCode).toBe(401);
      expect(reply.headers['content-language']).toBe('en');
      expect(reply.json()).toMatchObject({ code: 'not_authenticated', title: 'Sign in first' });
    });

    it('answers a refusal without parameters in zh-Hant', async () => {
      const reply = await booted.app.inject({ method: 'GET', url: '/api/me', headers: zh });
      expect(reply.headers['content-language']).toBe('zh-Hant');
      expect(reply.headers.vary).toMatch(/Accept-Language/i);
      expect(reply.json()).toMatchObject({
        code: 'not_authenticated',
        title: '請先登入',
        detail: '請先登入',
      });
    });

    it('answers a schema refusal in zh-Hant naming the field', async () => {
      const reply = await booted.admin.request(
        'POST',
        '/api/participants',
        { id: 'P9', hireDate: '2015-06-01' },
        zh,
      );
      expect(reply.statusCode).toBe(400);
      expect(reply.headers['content-language']).toBe('zh-Hant');
      expect(reply.json()).toMatchObject({
        code: 'invalid_request',
        title: '請求不符合其格式',
        field: 'name',
        detail: 'name：為必填',
      });
    });

    it('answers a date outside the horizon in zh-Hant with its values', async () => {
      const reply = await booted.admin.request(
        'POST',
        '/api/participants',
        { id: 'P9', name: 'N', hireDate: '1850-01-01' },
        zh,
      );
      expect(reply.statusCode).toBe(422);
      expect(reply.json().detail).toMatch(/^hireDate：1850-01-01 不在 /);
    });

    it("answers the engine's refusal in zh-Hant, each violation with its values", async () => {
      const late = { ...election, filedAt: '2025-01-05T10:00:00-05:00' };
      const en = await booted.admin.post('/api/participants/P1/elections?dryRun=true', {
        ...late,
        deferrals: { baseSalary: 80 },
      });
      expect(en.statusCode).toBe(422);
      expect(en.headers['content-language']).toBe('en');
      const english = en.json();
      expect(english.detail).toMatch(/had to be filed/);
      const reply = await booted.admin.request(
        'POST',
        '/api/participants/P1/elections?dryRun=true',
        { ...late, deferrals: { baseSalary: 80 } },
        { 'accept-language': 'en;q=0.2, zh-TW;q=0.9' },
      );
      expect(reply.statusCode).toBe(422);
      expect(reply.headers['content-language']).toBe('zh-Hant');
      const problem = reply.json();
      expect(problem.code).toBe('event_refused');
      expect(problem.title).toBe('計劃不接受此事件');
      expect(problem.rules).toEqual(english.rules);
      expect(problem.violations.map((v: { code: string }) => v.code)).toEqual(
        english.violations.map((v: { code: string }) => v.code),
      );
      expect(problem.detail).toContain('2025 計劃年度的選擇須於 2024-12-31');
      expect(problem.detail).toContain('基本工資：最多可推遲');
      for (const v of problem.violations) expect(v.message).toMatch(han);
    });

    it('answers details with values in zh-Hant, with no English left (issue 12 item 4)', async () => {
      const route = await booted.admin.request('GET', '/api/nope', undefined, zh);
      expect(route.json()).toMatchObject({
        code: 'not_found',
        detail: '沒有此路徑：GET /api/nope',
      });
      const run = await booted.admin.request(
        'POST',
        '/api/payment-runs',
        { payFrom: '2025-03-01', payThrough: '2025-02-01' },
        zh,
      );
      expect(run.statusCode).toBe(400);
      expect(run.json().detail).toBe('payThrough 早於 payFrom');
      const plan = await booted.admin.request('GET', '/api/plans/NOPLAN', undefined, zh);
      expect(plan.statusCode).toBe(404);
      expect(plan.json().detail).toMatch(han);
      expect(englishIn(plan.json().detail, ['NOPLAN'])).toEqual([]);
    });

    it("answers a pay file's lines at fault in zh-Hant, each from its code and values", async () => {
      const payroll = await addUser(booted, 'payroll9', 'payroll');
      const text =
        'employeeId,payDate,component,gross,netAvailable\r\n' +
        'P1,2025-02-30,baseSalary,100.00,80.00\r\n' +
        'NOPE,2025-02-28,baseSalary,-5.00,1.00\r\n';
      const csv = { 'content-type': 'text/csv' };
      const en = await postPayFile(payroll, '/api/pay-imports?fileName=bad.csv', text, csv);
      expect(en.statusCode).toBe(422);
      const english = en.json();
      expect(english.violations[0].message).toBe('line 2: not a date (YYYY-MM-DD)');
      expect(english.violations[0]).not.toHaveProperty('params');
      const reply = await postPayFile(payroll, '/api/pay-imports?fileName=bad.csv', text, {
        ...csv,
        ...zh,
      });
      expect(reply.statusCode).toBe(422);
      const problem = reply.json();
      expect(problem.code).toBe(english.code);
      expect(problem.violations.map((v: { code: string }) => v.code)).toEqual(
        english.violations.map((v: { code: string }) => v.code),
      );
      expect(problem.violations[0].message).toBe('第 2 行：不是日期（YYYY-MM-DD）');
      expect(problem.detail).toMatch(/^薪資檔案有 \d+ 個問題，未記錄任何內容：第 2 行：/);
      for (const v of problem.violations) {
        expect(v.message).toMatch(han);
        expect(englishIn(v.message, ['YYYY-MM-DD', 'gross', 'NOPE'])).toEqual([]);
      }
    });

    it('keeps an untemplated detail as the original after the Chinese title', async () => {
      const reply = await booted.admin.request(
        'GET',
        '/api/participants/NOPE/statement',
        undefined,
        zh,
      );
      expect(reply.statusCode).toBe(404);
      expect(reply.json().title).toMatch(han);
    });
  });
}
