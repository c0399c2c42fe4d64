/**
 * The nouns FORMAT.md's schemas deny in an invalid event's message (domain model/values.ts,
 * model/scenario.ts `description`, model/events.ts union labels: "not a month (YYYY-MM)"), and
 * Fastify's own refusals of a request (its error codes), in Traditional Chinese. A description
 * added to the domain without its noun here fails problems-zh-complete.test.ts.
 */
type Values = Record<string, string>;

const NOUNS: Record<string, string> = {
  'a date (YYYY-MM-DD)': '日期（YYYY-MM-DD）',
  'an instant with an offset (2024-12-31T23:59:00-05:00)':
    '附時區偏移的時刻（2024-12-31T23:59:00-05:00）',
  'an amount with 2 decimals ("1234.50")': '兩位小數的金額（"1234.50"）',
  'a positive decimal with at most 6 decimals': '最多 6 位小數的正數',
  'a month (YYYY-MM)': '月份（YYYY-MM）',
  'an account (RTA, SDA:YYYY-MM, CCA)': '帳戶（RTA、SDA:YYYY-MM、CCA）',
  'an account (RTA, SDA:YYYY-MM)': '帳戶（RTA、SDA:YYYY-MM）',
  'a state code (two capital letters, "CA")': '州代碼（兩個大寫字母，如 "CA"）',
  'a [date, price] pair': '[日期, 價格] 的組合',
  "Plan parameters by name, each shaped like the plan definition's value":
    '以名稱列出的計劃參數（各依計劃定義中的數值格式）',
  'an event type': '事件類型',
};

/** "not <noun>" or "not <label> (<values>)" in Chinese; undefined for a noun not known. */
export function schemaFaultZhHant(message: string): string | undefined {
  const labelled = /^not (.+?) \((.*)\)$/.exec(message);
  if (labelled && NOUNS[labelled[1]!] !== undefined && !(message.slice(4) in NOUNS))
    return `不是${NOUNS[labelled[1]!]}（${labelled[2]}）`;
  const noun = /^not (.+)$/.exec(message)?.[1];
  return noun !== undefined && NOUNS[noun] !== undefined ? `不是${NOUNS[noun]}` : undefined;
}

/**
 * Fastify's refusals of a request before any route reads it (its content-type parser, body
 * limits), by error code; a code not listed here is named as the server's own.
 */
const FASTIFY: Record<string, (p: Values) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => '請求內容不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => '內容類型為 application/json 的請求內容不得為空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (p) =>
    `不支援的內容類型：${p.mediaType ?? '…'}（此路徑只接受 application/json 或其指定的類型）`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => '請求的 Content-Length 與實際內容的長度不符',
  FST_ERR_CTP_INVALID_TYPE: () => 'Content-Type 標頭不是有效的媒體類型',
  FST_ERR_CTP_BODY_TOO_LARGE: () => '請求內容超過此路徑可接受的上限',
  FST_ERR_BAD_URL: () => '請求的網址無法解讀',
};

/** A request Fastify refused, in Chinese by its code (`error`) and values. */
export function requestRefusedZhHant(p: Values): string {
  const text = FASTIFY[p.error ?? '']?.(p);
  return text ?? `伺服器無法讀取此請求（錯誤代碼 ${p.error ?? '…'}）`;
}
