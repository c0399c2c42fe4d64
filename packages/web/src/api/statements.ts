/**
 * Quarterly and annual statements (issue 12 item 4): a participant's PDF by period and
 * language, and the plan's bulk runs (start, progress, the zip). Typed from the server's
 * OpenAPI document (schema.d.ts).
 */
import { apiHref, post, read } from './client';
import type { Answer } from './types';

const id = encodeURIComponent;

export type StatementRun = Answer<'/api/statement-runs', 'get'>['runs'][number];
export type DocumentLanguage = 'en' | 'zh-Hant';

/** The quarters and Plan Years (1.27) begun by `today`, latest first: `count` of each. */
export function recentPeriods(today: string, count = 4): { quarters: string[]; years: string[] } {
  const year = Number(today.slice(0, 4));
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const quarters: string[] = [];
  for (let y = year, q = quarter; quarters.length < count; q -= 1) {
    if (q === 0) [y, q] = [y - 1, 4];
    quarters.push(`${y}-Q${q}`);
  }
  const years = Array.from({ length: Math.min(count, 3) }, (_, i) => String(year - i));
  return { quarters, years };
}

export const statements = {
  /** His statement for a period, as a link (the browser downloads the PDF). */
  href(participantId: string, period: string, lang: DocumentLanguage): string {
    return apiHref(`/participants/${id(participantId)}/statements/${id(period)}.pdf?lang=${lang}`);
  },
  async runs(signal?: AbortSignal): Promise<StatementRun[]> {
    return (await read('/api/statement-runs', {}, signal)).runs;
  },
  async run(runId: string, signal?: AbortSignal): Promise<StatementRun> {
    return (await read('/api/statement-runs/{runId}', { runId }, signal)).run;
  },
  async start(period: string, lang: DocumentLanguage, reason?: string): Promise<StatementRun> {
    const answer = (await post('/statement-runs', { period, lang }, undefined, reason)) as Answer<
      '/api/statement-runs',
      'post',
      202
    >;
    return answer.run;
  },
  zipHref(runId: string): string {
    return apiHref(`/statement-runs/${id(runId)}/statements.zip`);
  },
};
