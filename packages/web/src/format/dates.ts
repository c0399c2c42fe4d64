/**
 * Dates from the API: plan dates are `YYYY-MM-DD` (FORMAT.md), instants ISO 8601 with offset.
 * A plan date is a calendar day, not an instant: it is formatted in UTC so that no time zone
 * moves it to the day before.
 */

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthPattern = /^(\d{4})-(\d{2})$/;

/** "2025-08-01" -> "Aug 1, 2025" (en) or "2025年8月1日" (zh-Hant); other text as it came. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === '') return '—';
  const match = datePattern.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const instant = Date.UTC(Number(year), Number(month) - 1, Number(day));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(instant);
}

/** "2029-03" -> "Mar 2029" (en) or "2029年3月" (zh-Hant). */
export function formatMonth(value: string, locale: string): string {
  const match = monthPattern.exec(value);
  if (!match) return value;
  const [, year, month] = match;
  const instant = Date.UTC(Number(year), Number(month) - 1, 1);
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(instant);
}

/** An instant (audit log) in the reader's time zone, to the second. */
export function formatInstant(value: string | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === '') return '—';
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    instant,
  );
}

/** Today as `YYYY-MM-DD` in the reader's time zone (the default "as of" date). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isIsoDate(value: string): boolean {
  return datePattern.test(value);
}
