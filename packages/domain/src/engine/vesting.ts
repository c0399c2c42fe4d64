import { wholeYears, type IsoDate } from './days.js';

/** 4.2: whole years of vesting service from the hire date (FORMAT.md). */
export function yearsOfService(hireDate: IsoDate, on: IsoDate): number {
  if (on < hireDate) return 0;
  return wholeYears(hireDate, on);
}

/** 4.2: the vested % of the last schedule row whose years are at most his (steps, no interpolation). */
export function vestedPct(schedule: readonly [number, number][], years: number): number {
  let pct = 0;
  for (const [atLeast, vested] of schedule) if (atLeast <= years) pct = vested;
  return pct;
}
