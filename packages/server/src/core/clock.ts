/** Only an injected clock knows today (STYLE.md habit 2). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still, for tests; `advance` moves it. */
export function fixedClock(iso: string): Clock & { advance(ms: number): void } {
  let at = new Date(iso).getTime();
  return { now: () => new Date(at), advance: (ms) => void (at += ms) };
}

const easternDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Plan dates are Eastern (FORMAT.md: an election counts by its date in US Eastern time). */
export function easternToday(clock: Clock): string {
  return easternDateFormat.format(clock.now());
}

/** The clock's now as an ISO instant with the Eastern offset, for a filing made now. */
export function nowInstant(clock: Clock): string {
  return clock.now().toISOString();
}
