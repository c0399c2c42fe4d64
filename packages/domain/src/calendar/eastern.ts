import { Temporal } from 'temporal-polyfill';
import { parseDate, type PlainDate } from './dates.js';

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

// A record's filings are a few a participant, and each is asked about again at every evaluation
// (its date, its deadline): the answers are kept by their text, up to a bound, since Temporal's
// time zone arithmetic is the dearest step of an election.
const KEPT = 100_000;

function remembered<R>(compute: (key: string) => R): (key: string) => R {
  const known = new Map<string, R>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      value = compute(key);
      if (known.size >= KEPT) known.clear();
      known.set(key, value);
    }
    return value;
  };
}

/** The Eastern calendar date (YYYY-MM-DD) of an instant written with its offset. */
export const easternDay: (instant: string) => string = remembered((text) =>
  easternDate(parseInstant(text)).toString(),
);

const onTime = remembered((key) => {
  const cut = key.lastIndexOf(' ');
  return onOrBeforeEndOfDayEastern(parseInstant(key.slice(0, cut)), parseDate(key.slice(cut + 1)));
});

/** `onOrBeforeEndOfDayEastern` of an instant's and a day's text: "by 11:59 p.m. Eastern on `day`". */
export const onTimeEastern = (instant: string, day: string): boolean => onTime(`${instant} ${day}`);
