// ASVS 5.0 V6.3.1: sign-in throttling that slows a guesser without locking out the rightful user.
// Failures count per username at one address (a guesser aiming at one account), per address (a
// sprayer trying one password on many accounts), and per username from anywhere (a guesser
// spread over many addresses); the last spares the addresses the account signed in from before,
// so a guesser elsewhere cannot keep the rightful user out. Past the free attempts each failure
// doubles the wait, up to the window.

export const throttleWindowMs = 15 * 60_000;
export const freeAttempts = { account: 5, address: 20, accountAnywhere: 50 } as const;

/**
 * Seconds to wait before the next attempt, given the failure times (ISO, oldest first) within
 * the window: 0 while fewer than `free`; then 2^(n - free) seconds after the last failure.
 */
export function secondsToWait(failures: readonly string[], free: number, now: Date): number {
  if (failures.length < free) return 0;
  const waitMs = Math.min(2 ** (failures.length - free) * 1000, throttleWindowMs);
  const last = new Date(failures[failures.length - 1]!).getTime();
  return Math.max(0, Math.ceil((last + waitMs - now.getTime()) / 1000));
}
