import { easternToday } from './clock.js';
import type { AppContext } from './context.js';
import { Problem } from './problems.js';

/** A read's dates as the query gives them (schemas.ts asOfQuery). */
export type AsOf = { asOf?: string; knownAt?: string };

/** The statement's dates: `asOf` (default today, Eastern), from what was known at `knownAt`. */
export function asOf(ctx: AppContext, query: AsOf): { asOf: string; knownAt?: string } {
  const day = query.asOf ?? easternToday(ctx.clock);
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw new Problem('invalid_date', { field: 'asOf' });
  return {
    asOf: day,
    ...(query.knownAt ? { knownAt: new Date(query.knownAt).toISOString() } : {}),
  };
}
