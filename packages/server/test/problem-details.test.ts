import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  checkPeriod,
  holdingsMismatch,
  ParameterNotInForceError,
  priceBook,
} from '@defcomp/domain';
import { describe, expect, it } from 'vitest';
import {
  DETAIL_KEY,
  detailFrom,
  detailOf,
  detailZhHant,
  problemDetailTexts,
  rowText,
  type DetailKey,
} from '../src/core/i18n/problem-details.js';
import { localizeProblem } from '../src/core/i18n/problem-text.js';
import { problemBody } from '../src/core/problems.js';

/**
 * Issue 12 item 4, "Bilingual to the last message": every problem the server raises with a
 * detail naming values writes that detail from the catalogue (i18n/problem-details.ts), so that
 * a zh-Hant answer has it in Chinese, never the English after the Chinese title.
 */
const src = join(import.meta.dirname, '../src');
const han = /[\u4e00-\u9fff]/;

/**
 * Details passed through as another part wrote them, each localized otherwise (its violations
 * one by one, violations-zh-Hant.ts) or left as the original (FORMAT.md's parser: its messages
 * are the schema's own): `file: the detail's expression`.
 */
const passThrough = new Set([
  'core/evaluation.ts: refusal.message', // event_refused: the engine's violations
  'statements/projector.ts: refusal.message', // hypothetical_invalid, event_refused: the violations
  'corrections/corrections.ts: refusal.message', // event_refused: the violations
  "records/beneficiary-routes.ts: violations.map((v) => v.message).join('; ')", // designation
  'funds/fund-routes.ts: first.message', // price_already_recorded: first.params, its row entry
  // file_refused, prices_refused: zh from params (count, what) and its localized violations
  "core/csv.ts: `${errors.length} problem(s) in the ${what}, nothing recorded: ${shown.join('; ')}${errors.length > 3 ? '; …' : ''}`",
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The argument text of every `new Problem(…)` and `sendProblem(…)` call in a file. */
function problemCalls(text: string): string[] {
  const calls: string[] = [];
  for (const m of text.matchAll(/new Problem\(|sendProblem\(/g)) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
    }
    calls.push(text.slice(m.index + m[0].length, i - 1));
  }
  return calls;
}

/** The index after a quoted string or template literal that starts at `i` (its `${…}` too). */
function skipQuoted(text: string, i: number): number {
  const quote = text[i]!;
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j]!;
    if (c === '\\') j++;
    else if (c === quote) return j + 1;
    else if (quote === '`' && c === '$' && text[j + 1] === '{') {
      let depth = 1;
      for (j += 2; j < text.length && depth > 0; j++) {
        if (text[j] === '`' || text[j] === "'" || text[j] === '"') j = skipQuoted(text, j) - 1;
        else if (text[j] === '{') depth++;
        else if (text[j] === '}') depth--;
      }
      j--;
    }
  }
  return text.length;
}

/** The expression after `detail:` in a call (up to the property's end). */
function detailExpressions(call: string): string[] {
  const found: string[] = [];
  for (const m of call.matchAll(/\bdetail(?:\s*:\s*|,|\s*\})/g)) {
    if (!m[0].includes(':')) {
      found.push('detail'); // shorthand: a variable named detail
      continue;
    }
    let depth = 0;
    let i = m.index + m[0].length;
    const start = i;
    while (i < call.length) {
      const c = call[i]!;
      if (c === '`' || c === "'" || c === '"') {
        i = skipQuoted(call, i);
        continue;
      }
      if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) {
        if (depth === 0) break;
        depth--;
      } else if (c === ',' && depth === 0) break;
      i++;
    }
    found.push(call.slice(start, i).trim().replace(/\s+/g, ' '));
  }
  return found;
}

/** ASCII words a Chinese detail may keep: the API's field and column names, and citations. */
const kept = new Set(
  (
    'participantId payThrough payFrom to from through filedOn date neo growthPct reason ' +
    'delimiter semicolon additionalCheck POST api participants id retroactive changes me second ' +
    'factor YYYY MM DD FORMAT md X Reason CSV true false fund price'
  ).split(' '),
);

/** The ASCII words of a zh-Hant text that are neither values nor kept words. */
function englishIn(text: string, values: readonly string[] = []): string[] {
  let rest = text
    .replace(/U\+[0-9A-F]{4}/g, ' ') // a code point
    .replace(/\d{4}-Q\d/g, ' ') // a quarter
    .replace(/(?:\/[\w{}-]+)+/g, ' '); // an API path
  for (const value of values) if (value) rest = rest.replaceAll(value, ' ');
  return (rest.match(/[A-Za-z]+/g) ?? []).filter((w) => !kept.has(w));
}

describe('problem details in Traditional Chinese', () => {
  it('raises every detail naming values from the catalogue (no English-only detail)', () => {
    const offenders: string[] = [];
    for (const path of sources(src)) {
      const file = relative(src, path);
      if (file.startsWith('i18n/')) continue;
      for (const call of problemCalls(readFileSync(path, 'utf8')))
        for (const expression of detailExpressions(call))
          if (!passThrough.has(`${file}: ${expression}`)) offenders.push(`${file}: ${expression}`);
    }
    expect(offenders).toEqual([]);
  });

  it('writes each entry in Chinese, keeping no English words beyond its values', () => {
    const placeholder = new Proxy({} as Record<string, string>, { get: () => '〈值〉' });
    const english: Record<string, string[]> = {};
    for (const [key, text] of Object.entries(problemDetailTexts)) {
      const zh = text.zh(placeholder);
      expect(zh, key).toMatch(han);
      const words = englishIn(zh);
      if (words.length > 0) english[key] = words;
      expect(text.en(placeholder), key).not.toBe('');
    }
    expect(english).toEqual({});
  });

  it('reads back the English of every entry with a pattern (the values round-trip)', () => {
    for (const [key, text] of Object.entries(problemDetailTexts)) {
      if (!('read' in text)) continue;
      const groups = [...text.read.source.matchAll(/\?<(\w+)>/g)].map((m) => m[1]!);
      const values = Object.fromEntries(groups.map((g, i) => [g, `${1000 + i}`]));
      const read = detailFrom(key as DetailKey, text.en(values));
      expect(read.params, key).toMatchObject(values);
    }
  });

  it("reads the values of the engine's own messages (their wording is the domain's)", () => {
    const book = priceBook({ F1: { points: [['2025-01-02', '10']] } });
    let missing = '';
    try {
      book.price('F1', '2024-12-31');
    } catch (error) {
      missing = (error as Error).message;
    }
    const messages: [DetailKey, string, Record<string, string>][] = [
      ['no_price', missing, { fund: 'F1', date: '2024-12-31' }],
      [
        'no_term',
        new ParameterNotInForceError('P1', 'vestingYears', '2019-12-31').message,
        { planId: 'P1', parameter: 'vestingYears', date: '2019-12-31' },
      ],
      ['period_reversed', checkPeriod('2025-03-04', '2025-03-03')!, { from: '2025-03-04' }],
      [
        'holdings_mismatch',
        holdingsMismatch([{ value: '10.00' }], '12.00')!,
        { total: '10.00', marketValue: '12.00' },
      ],
    ];
    for (const [key, message, values] of messages) {
      const read = detailFrom(key, message);
      expect(read.params, message).toMatchObject(values);
      expect(englishIn(detailZhHant(read.params!)!, Object.values(values))).toEqual([]);
    }
  });

  it("writes a pay line the engine refuses (7.1) with each of the engine's violations", () => {
    const refused = [
      {
        code: 'deferral_pct_above_max',
        message: 'baseSalary: at most 75% may be deferred, not 80%',
        rule: '1.12',
      },
    ];
    const row = rowText('row_pay_refused', { where: 'line 4', refused: JSON.stringify(refused) });
    expect(row.message).toBe('line 4: baseSalary: at most 75% may be deferred, not 80% (1.12)');
    expect(detailZhHant(row.params)).toBe('第 4 行：基本工資：最多可推遲 75%，不得為 80%（1.12）');
  });

  it("writes the plan parameter checks' and FORMAT.md's faults in Chinese (9.2, invalid_event)", () => {
    const fault = detailOf('parameter_invalid', { path: 'parameters.x', message: 'less than 0' });
    expect(fault.detail).toBe('parameters.x: less than 0');
    expect(detailZhHant(fault.params)).toBe('parameters.x：小於 0');
    // FORMAT.md's parser writes the same faults (invalid_event).
    const event = detailOf('event_invalid', { field: 'event.date', message: 'required' });
    expect(event.detail).toBe('event.date: required');
    expect(detailZhHant(event.params)).toBe('event.date：為必填');
  });

  it('answers a catalogue detail in zh-Hant with its values, and English as before', () => {
    const details = detailOf('run_status', {
      runId: 'R1',
      status: 'paid',
      action: 'returned',
      allowed: 'approved or paid',
    });
    expect(details.detail).toBe('run R1 is paid: returned needs approved or paid');
    expect(details.params[DETAIL_KEY]).toBe('run_status');
    const body = problemBody('run_state', details);
    expect(localizeProblem(body, 'en', details.params).detail).toBe(details.detail);
    expect(localizeProblem(body, 'zh-Hant', details.params).detail).toBe(
      '付款批次 R1 為已支付：已退回須在已核准或已支付狀態',
    );
  });

  it("answers a file's lines at fault in zh-Hant, each from its code and values", () => {
    const row = detailOf('row_not_a_date', { where: 'line 3' });
    const body = problemBody('file_refused', {
      detail: `1 problem(s) in the pay file, nothing recorded: line 3: ${row.detail}`,
      params: { count: '1', what: 'pay file' },
      violations: [
        { code: 'not_a_date', rule: 'FORMAT.md', message: row.detail, line: 3, params: row.params },
      ],
    });
    const zh = localizeProblem(body, 'zh-Hant', { count: '1', what: 'pay file' });
    expect(zh.detail).toBe('薪資檔案有 1 個問題，未記錄任何內容：第 3 行：不是日期（YYYY-MM-DD）');
    expect(zh.violations?.[0]).not.toHaveProperty('params');
    expect(localizeProblem(body, 'en').violations?.[0]).not.toHaveProperty('params');
  });
});
