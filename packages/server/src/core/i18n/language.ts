/**
 * The language a problem is written in, chosen by the request's Accept-Language (RFC 9110
 * 12.5.4): the highest q-value among the languages the server writes (English and Traditional
 * Chinese), q=0 refusing one; English when nothing matches or nothing is asked.
 *
 * Interpretation: `zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO` and a bare `zh` ask for Traditional
 * Chinese (the only Chinese the plan is written in); `zh-Hans`/`zh-CN`/`zh-SG` do not. `*`
 * matches English. Ties go to the one listed first.
 */
export type Language = 'en' | 'zh-Hant';

export const LANGUAGES: readonly Language[] = ['en', 'zh-Hant'];

function languageOf(tag: string): Language | '*' | null {
  const t = tag.toLowerCase();
  if (t === '*') return '*';
  if (t === 'en' || t.startsWith('en-')) return 'en';
  if (t === 'zh' || /^zh-(hant|tw|hk|mo)(-|$)/.test(t)) return 'zh-Hant';
  return null;
}

export function negotiateLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  let best: { language: Language; q: number } | null = null;
  const refused = new Set<Language>();
  for (const part of value.split(',')) {
    const [tagPart, ...params] = part.trim().split(';');
    const tag = tagPart?.trim() ?? '';
    if (!tag) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    const language = languageOf(tag);
    if (language === null) continue;
    const chosen = language === '*' ? 'en' : language;
    if (q <= 0) {
      if (language !== '*') refused.add(chosen);
      continue;
    }
    if (best === null || q > best.q) best = { language: chosen, q };
  }
  if (best && !refused.has(best.language)) return best.language;
  // Everything acceptable was refused (en;q=0 with zh asked): the best one left, else English.
  return !refused.has('en') || refused.has('zh-Hant') ? 'en' : 'zh-Hant';
}
