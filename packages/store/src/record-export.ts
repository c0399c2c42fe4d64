import type { Kysely } from 'kysely';
import { loadScenario, type ScenarioInput } from './scenario-loader.js';
import type { Database } from './schema.js';

/**
 * The plan's record as a `defcomp-scenario/1` file, evaluated through `asOf` (the caller's
 * today in Eastern time by default: the domain and the store read no clock). It is the very
 * scenario the API evaluates (loadScenario: each participant's facts in recorded order, the
 * funds, every price), so the file evaluates as the record does, and `defcomp record import`
 * takes it back as unchanged.
 */
export async function exportRecord(
  db: Kysely<Database>,
  planId: string,
  asOf: string,
): Promise<ScenarioInput> {
  return loadScenario(db, { planId, asOf });
}
