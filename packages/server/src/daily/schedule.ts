import { PLAN_TIME_ZONE, Temporal } from '@defcomp/domain';
import type { TickTime } from '../core/queue.js';

export type { TickTime };

// When the daily jobs run (issue 10, item 7): once a day at DEFCOMP_TICK_HOUR, Eastern time
// (default 02:00): on PostgreSQL a pg-boss schedule (one process of the installation sends the
// job, one takes it), on SQLite a timer of the one process (jobs/in-process-queue.ts).

export const DEFAULT_TICK_TIME: TickTime = { hour: 2, minute: 0 };

/**
 * DEFCOMP_TICK_HOUR: `HH` or `HH:MM` (Eastern, 24-hour clock); unset: 02:00; `off`: no daily
 * tick in this process. Anything else is an error naming the variable.
 */
export function parseTickTime(text: string | undefined): TickTime | null {
  if (text === undefined || text.trim() === '') return DEFAULT_TICK_TIME;
  if (text.trim().toLowerCase() === 'off') return null;
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(text.trim());
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2] ?? '0');
  if (!match || hour > 23 || minute > 59)
    throw new RangeError(
      `DEFCOMP_TICK_HOUR: HH or HH:MM (Eastern, 00:00-23:59) or off, not ${JSON.stringify(text)}`,
    );
  return { hour, minute };
}

/** The cron line of pg-boss's schedule (its time zone is given apart: America/New_York). */
export const tickCron = (time: TickTime): string => `${time.minute} ${time.hour} * * *`;

/** Milliseconds from `now` to the next HH:MM in Eastern time (DST-aware; never 0). */
export function msUntilNextTick(now: Date, time: TickTime): number {
  const instant = Temporal.Instant.fromEpochMilliseconds(now.getTime());
  const today = instant.toZonedDateTimeISO(PLAN_TIME_ZONE).toPlainDate();
  for (let days = 0; days < 3; days++) {
    const at = today.add({ days }).toZonedDateTime({
      timeZone: PLAN_TIME_ZONE,
      plainTime: Temporal.PlainTime.from({ hour: time.hour, minute: time.minute }),
    });
    const ms = at.epochMilliseconds - now.getTime();
    if (ms > 0) return ms;
  }
  throw new Error('assertion: a tick time within three days');
}
