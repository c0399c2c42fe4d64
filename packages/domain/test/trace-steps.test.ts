import { describe, expect, it } from 'vitest';
import {
  federalWithholding,
  localizeTrace,
  matchTraceStep,
  step,
  traceCatalog,
} from '../src/index.js';
import { scenarioTraces } from './support/scenario-traces.js';

const placeholders = (template: string) =>
  [...template.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort();

describe('issue 12 item 4: every "Show why" line is renderable in zh-Hant', () => {
  const traces = scenarioTraces();
  const lines = [...new Set(traces.flatMap((t) => t.lines))];

  it('the scenarios produce trace lines to check', () => {
    expect(lines.length).toBeGreaterThan(100);
  });

  it('every line the scenarios produce is a step of the catalog (a new line needs its zh-Hant)', () => {
    const unmatched = lines.filter((line) => matchTraceStep(line) === null);
    expect(unmatched).toEqual([]);
  });

  it('every line reads back into the same English from its step and parameters', () => {
    for (const line of lines) {
      const found = matchTraceStep(line)!;
      expect(step(found.code, found.params), line).toBe(line);
    }
  });

  it('no zh-Hant line keeps an English word of the plan other than a citation or a fund', () => {
    for (const line of lines) {
      const zh = localizeTrace(line, 'zh-Hant');
      // What may stay: dates, amounts, plan citations, parameter names, fund tickers, payees.
      const rest = zh
        .replace(/smallBalanceLimit|cicWindowMonths|Article VI|min\(/g, '')
        .replace(/[（(][^（）]*[）)]/g, '')
        .replace(/\b[A-Z]{2,}\b/g, '');
      expect(rest, `${line}\n${zh}`).not.toMatch(/\b(the|of|at|on|from|valued|paid)\b/);
    }
  });

  it('every step, the ones no scenario reaches too (payments made, 12.9), reads back as itself', () => {
    const sample: Record<string, string> = {
      date: '2026-01-15',
      month: '2026-01',
      money: '1234.56',
      int: '3',
      num: '12.5',
      word: 'IDX',
    };
    for (const s of traceCatalog()) {
      if (s.code.startsWith('separation.reason.') || s.code.startsWith('ledger.')) continue;
      const params = Object.fromEntries(
        [...s.en.matchAll(/\{(\w+)(?::(\w+))?\}/g)].map((m) => [
          m[1]!,
          sample[m[2] ?? ''] ?? 'some words',
        ]),
      );
      const line = step(s.code, params);
      expect(matchTraceStep(line)?.code, line).toBe(s.code);
    }
  });

  it('each step has both languages with the same placeholders', () => {
    for (const s of traceCatalog()) {
      expect(s.zhHant, s.code).not.toBe('');
      expect(placeholders(s.zhHant), s.code).toEqual(placeholders(s.en));
    }
  });
});

describe('localizeTrace: lines at the boundaries', () => {
  it('5.2(b): the Payment Date of a Specified Date Account, the ordinal as a number', () => {
    const line = step('payout.specifiedDate', {
      date: '2030-06-15',
      day: '15th',
      month: '2030-06',
    });
    expect(line).toBe(
      'Payment Date 2030-06-15: the 15th day of the specified month 2030-06 (5.2(b))',
    );
    expect(localizeTrace(line, 'zh-Hant')).toBe(
      '付款日期 2030-06-15：指定月份 2030-06 的第 15 日（5.2(b)）',
    );
    expect(localizeTrace(line, 'en')).toBe(line);
  });

  it('5.8: the first installment and a later one are told apart (the most specific step wins)', () => {
    expect(localizeTrace('installment 1 of 3', 'zh-Hant')).toBe('第 1 期，共 3 期');
    expect(
      localizeTrace('installment 2 of 3: anniversary 1 of the first payment (5.8)', 'zh-Hant'),
    ).toBe('第 2 期，共 3 期：首次付款的第 1 週年（5.8）');
  });

  it('1.31: a derived Separation translates its reason (a fragment) and keeps its citations', () => {
    const line =
      'Separation from Service on 2024-07-01: disability leave from 2023-12-31 not ended within 6 months (1.31, §1.409A-1(h)(1)(i) 6-month disability leave)';
    expect(localizeTrace(line, 'zh-Hant')).toBe(
      '服務終止於 2024-07-01：自 2023-12-31 起的傷殘假未在 6 個月內結束（1.31, §1.409A-1(h)(1)(i) 6-month disability leave）',
    );
    // A reason the record gives in its own words stays as written.
    expect(localizeTrace('Separation from Service on 2024-07-01: layoff (1.31)', 'zh-Hant')).toBe(
      '服務終止於 2024-07-01：layoff（1.31）',
    );
  });

  it('Article V: a value sums each fund held, each in zh-Hant', () => {
    const line =
      'value of SDA:2030-06 at 2030-05-31: 10.000000 units of IDX x 25.000000 + 4.500000 units of SV x 1.000000 = 254.50';
    expect(localizeTrace(line, 'zh-Hant')).toBe(
      '指定日期帳戶 2030-06 於 2030-05-31 的價值：10.000000 單位 IDX × 25.000000 + 4.500000 單位 SV × 1.000000 = 254.50',
    );
  });

  it('12.9: over and under are two steps', () => {
    expect(
      localizeTrace(
        'the record now computes 90.00 for it: 10.00 paid over what is due (12.9)',
        'zh-Hant',
      ),
    ).toBe('紀錄現計算此筆為 90.00：已付金額超出應付金額 10.00（12.9）');
  });

  it('8.3: the words of a withholding trace are steps too (its figures and sources stay)', () => {
    const { trace } = federalWithholding({
      year: 2026,
      paymentCents: 100_000n,
      supplementalPaidThisYearCents: 0n,
    });
    for (const words of [trace.method, trace.rounding]) {
      expect(matchTraceStep(words), words).not.toBeNull();
      expect(localizeTrace(words, 'zh-Hant')).not.toBe(words);
    }
    expect(localizeTrace(trace.rounding, 'zh-Hant')).toBe('每項稅額各四捨五入至分一次');
  });

  it('a line no step matches is shown in English, never dropped', () => {
    expect(localizeTrace('a line written before the catalog', 'zh-Hant')).toBe(
      'a line written before the catalog',
    );
    // A kind narrows what a line may match: a date placeholder takes no other text.
    expect(localizeTrace('death on a Tuesday (5.4)', 'zh-Hant')).toBe('death on a Tuesday (5.4)');
  });

  it('a step without one of its parameters is a programming error', () => {
    expect(() => step('death.died', {})).toThrow(/no parameter date/);
  });
});
