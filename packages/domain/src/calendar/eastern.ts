import { Temporal } from 'temporal-polyfill';
import type { PlainDate } from './dates.js';

/** The plan's deadlines are in US Eastern time (3.2(b): 11:59 p.m. Eastern). */
export const PLAN_TIME_ZONE = 'America/New_York';

/** Parses an ISO 8601 instant with an offset ("2024-12-31T23:59:00-05:00"). */
export function parseInstant(text: string): Temporal.Instant {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    throw new RangeError(`not an instant with an offset: ${JSON.stringify(text)}`);
  }
  return Temporal.Instant.from(text);
}

/** The calendar date in Eastern time of an instant. */
export const easternDate = (instant: Temporal.Instant): PlainDate =>
  instant.toZonedDateTimeISO(PLAN_TIME_ZONE).toPlainDate();

/**
 * Whether an instant is on time for a deadline "by 11:59 p.m. Eastern on `day`":
 * on time through 23:59:59.999…, late from 00:00 of the next day (FORMAT.md).
 */
export function onOrBeforeEndOfDayEastern(instant: Temporal.Instant, day: PlainDate): boolean {
  const nextMidnight = day.add({ days: 1 }).toZonedDateTime({ timeZone: PLAN_TIME_ZONE });
  return Temporal.Instant.compare(instant, nextMidnight.toInstant()) < 0;
}
