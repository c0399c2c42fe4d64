// The dates a request may name (input controls, ARCHITECTURE.md "Input controls").

/**
 * The reports' horizon: a statement evaluates its participant 60 years past its date
 * (statement.ts), an amendment is admitted through 60 years (amendments.ts). A date after the
 * horizon of today is refused: the engine would never show its effect, and evaluating up to it
 * would hold the server for seconds (a claim dated 9999-12-31 took 6 s).
 */
export const HORIZON_YEARS = 60;
/** The last date a request may name: December 31 of today's year plus HORIZON_YEARS. */
export const horizonOf = (today: string): string =>
  `${Number(today.slice(0, 4)) + HORIZON_YEARS}-12-31`;
/**
 * The first date a request may name. Interpretation: no fact of a plan administered today is
 * dated before 1900 (birth dates included); an earlier one would make the engine walk centuries
 * of Valuation Dates.
 */
export const EARLIEST_DATE = '1900-01-01';
