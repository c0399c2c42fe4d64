/**
 * State income tax withholding rates on supplemental wages, by state, as dated data (Plan 8.3).
 *
 * The Committee maintains this table; each row names the state's publication it comes from.
 * REFERENCE_DATA.md, the only source of rates this project accepts, publishes no state rate,
 * so the table is empty: every state withholding is refused with the rule
 * ("no published rate for CA on 2027-01-15"), never guessed. A row added here (or passed as
 * `stateWithholdingRates` to `evaluateScenario` by a caller that holds the Committee's table)
 * withholds `rateBp` of the payment, half-up to cents, from its `from` date on.
 */
export interface StateWithholdingRate {
  /** USPS code of the state ("CA"). */
  readonly state: string;
  /** First day (YYYY-MM-DD) the rate applies; the latest row on or before a payment governs. */
  readonly from: string;
  /** Rate on supplemental wages in basis points (6.6% = 660). */
  readonly rateBp: number;
  /** The state's publication that sets the rate: required, a rate without one is refused. */
  readonly citation: string;
}

export const stateWithholdingRates: readonly StateWithholdingRate[] = [];

/** The rate of `state` in force on `date`, or undefined when none is published. */
export function stateRateOn(
  table: readonly StateWithholdingRate[],
  state: string,
  date: string,
): StateWithholdingRate | undefined {
  let found: StateWithholdingRate | undefined;
  for (const row of table)
    if (row.state === state && row.from <= date && row.citation.trim() !== '')
      if (!found || row.from >= found.from) found = row;
  return found;
}
