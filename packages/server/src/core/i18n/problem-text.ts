import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { Language } from './language.js';
import { detailZhHant, violationZhHant } from './problem-details.js';
import { problemTitlesZhHant } from './problems-zh-Hant.js';
import type { ProblemCode } from '../problem-types.js';

interface Body {
  title: string;
  code: string;
  detail: string;
  field?: string;
  violations?: { code: string; message: string; line?: number | undefined; params?: Values }[];
}

type Values = Record<string, string>;

/** The values of a schema refusal (ajv's keyword and its parameters), for its text. */
export function schemaParams(
  error: FastifySchemaValidationError | undefined,
): Record<string, string> {
  const params: Record<string, string> = { keyword: error?.keyword ?? 'invalid' };
  for (const [name, value] of Object.entries(error?.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = String(value);
    else if (Array.isArray(value)) params[name] = value.join(', ');
  }
  return params;
}

/** ajv's keywords in Traditional Chinese (the ones the API's schemas use). */
function schemaZhHant(p: Record<string, string>): string {
  switch (p.keyword) {
    case 'required':
      return '為必填';
    case 'additionalProperties':
      return '不是此請求的欄位';
    case 'type':
      return `類型須為 ${p.type ?? ''}`;
    case 'format':
      return `格式須為 ${p.format ?? ''}`;
    case 'pattern':
      return `須符合格式 ${p.pattern ?? ''}`;
    case 'enum':
      return `須為下列之一：${p.allowedValues ?? ''}`;
    case 'const':
      return `須為 ${p.allowedValue ?? ''}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `須${p.comparison ?? '>='} ${p.limit ?? ''}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `須${p.comparison ?? '<='} ${p.limit ?? ''}`;
    case 'minLength':
      return `至少 ${p.limit ?? ''} 個字元`;
    case 'maxLength':
      return `至多 ${p.limit ?? ''} 個字元`;
    case 'minItems':
      return `至少 ${p.limit ?? ''} 項`;
    case 'maxItems':
      return `至多 ${p.limit ?? ''} 項`;
    default:
      return '不符合格式';
  }
}

type DetailText = (body: Body, params: Record<string, string>) => string | undefined;

/** Details whose values the problem carries (`params`), written in Traditional Chinese. */
const detailsZhHant: Partial<Record<ProblemCode, DetailText>> = {
  invalid_request: (b, p) =>
    p.keyword
      ? `${b.field ?? '請求'}：${schemaZhHant(p)}`
      : p.limit
        ? `${b.field ?? ''}：高於請求中金額的上限 ${p.limit}（輸入控制）`
        : undefined,
  date_out_of_range: (b, p) =>
    `${b.field ?? ''}：${p.value ?? ''} 不在 ${p.earliest ?? ''} 至今年後第 ${p.years ?? ''} 年 12 月 31 日之間（計劃結算評估的最後日期）`,
  hypothetical_invalid: (b) => violationsText(b),
  event_refused: (b) => violationsText(b),
  correction_refused: (b) => violationsText(b),
  designation_refused: (b) => violationsText(b),
  amendment_refused: (b) => violationsText(b),
  // A file's lines at fault (payroll/csv.ts `refuseFile`): the count, then the first three.
  file_refused: (b, p) => fileText(b, p),
  prices_refused: (b, p) => fileText(b, p),
};

const FILES: Record<string, string> = {
  'pay file': '薪資檔案',
  prices: '價格資料',
};

function fileText(body: Body, p: Values): string | undefined {
  if (p.count === undefined) return undefined;
  const shown = (body.violations ?? []).slice(0, 3).map((v) => {
    const text = violationZhHant(v.code, v.message, v.params) ?? v.message;
    const at = `第 ${v.line ?? '…'} 行`;
    return text.startsWith(at) ? text : `${at}：${text}`;
  });
  const what = FILES[p.what ?? ''] ?? p.what ?? '';
  const more = Number(p.count) > 3 ? '；…' : '';
  return `${what}有 ${p.count} 個問題，未記錄任何內容：${shown.join('；')}${more}`;
}

function violationsText(body: Body): string | undefined {
  const texts = (body.violations ?? []).map((v) => violationZhHant(v.code, v.message, v.params));
  return texts.length > 0 && texts.every((t) => t !== undefined) ? texts.join('；') : undefined;
}

/**
 * A problem body in the language asked for: English as problems.ts writes it; Traditional
 * Chinese by code: the title from the code's table, the detail from its values (a detail
 * that is the title, the catalogue's entry its `params` name (problem-details.ts), a template
 * over `params` here, or the engine's violations one by one), each violation's message too
 * (by its own `params`, else by its code). A detail with values not yet given as parameters keeps its
 * English after the Chinese title, marked as the original ("原文"), so nothing is lost.
 */
export function localizeProblem<B extends Body>(
  body: B,
  language: Language,
  params: Record<string, string> = {},
): B {
  // A violation's values (`params`) serve its text here and are not part of the answer.
  const answered = (vs: Body['violations']) => vs?.map(({ params: _, ...v }) => v);
  if (language === 'en')
    return body.violations === undefined
      ? body
      : { ...body, violations: answered(body.violations) };
  const code = body.code as ProblemCode;
  const title = problemTitlesZhHant[code] ?? body.title;
  const violations = body.violations?.map((v) => ({
    ...v,
    message: violationZhHant(v.code, v.message, v.params) ?? v.message,
  }));
  const detail =
    body.detail === body.title
      ? title
      : (detailZhHant(params) ??
        detailsZhHant[code]?.(body, params) ??
        `${title}。原文：${body.detail}`);
  return {
    ...body,
    title,
    detail,
    ...(violations !== undefined ? { violations: answered(violations) } : {}),
  };
}
