import { easternDay } from '../calendar/eastern.js';

/** Any event as written: the fields that date it are read by name. */
export type DatedEvent = { readonly type: string } & { readonly [field: string]: unknown };

/**
 * The date that places an event in the plan's time (FORMAT.md): a filing by the Eastern
 * calendar date of its instant (3.2(b): deadlines are 11:59 p.m. Eastern, so 23:30 Pacific on
 * Dec 31 is Jan 1), an event by its date, a leave by its start, a Key Employee identification
 * by its identificationDate, a yearly fact by Dec 31 of its year. The store files facts under
 * it and the server evaluates as of it: both must agree with the engine, so only this says it.
 */
export function effectiveDateOf(event: DatedEvent): string {
  if (typeof event.date === 'string') return event.date;
  if (typeof event.filedAt === 'string') return easternDay(event.filedAt);
  for (const field of ['start', 'identificationDate'] as const) {
    const value = event[field];
    if (typeof value === 'string') return value;
  }
  if (typeof event.year === 'number') return `${String(event.year).padStart(4, '0')}-12-31`;
  return '0000-01-01';
}
