import {
  parseScenario,
  projectScenario,
  type ParticipantProjection,
  type ProjectionFailure,
} from '@defcomp/domain';
import type { Kysely } from 'kysely';
import { listParticipants } from './participant-repository.js';
import {
  projectionContext,
  projectionStatus,
  projectionVersions,
  saveProjection,
} from './projection-repository.js';
import {
  loadPaymentsMade,
  loadScenario,
  type PaymentMadeInput,
  type ScenarioInput,
} from './scenario-loader.js';
import type { ProjectionRows } from './projection-rows.js';
import type { Database } from './schema.js';

/** The far day a projection runs to: the statement's schedule ahead reaches 60 years. */
export const projectionHorizon = (today: string): string =>
  `${Number(today.slice(0, 4)) + 60}-12-31`;

export interface RebuildOptions {
  /** Through this day (projectionHorizon of today). */
  horizon: string;
  /** Only these participants (default: the plan's). */
  participantIds?: readonly string[] | undefined;
  /** Rebuild fresh projections too (after an upgrade of the engine, or to prove determinism). */
  force?: boolean | undefined;
  /** When, and who or what builds (a worker's name): kept with each projection. */
  builtAt: string;
  builtBy: string;
  /**
   * Runs the engine for a chunk: the server hands it to its worker threads (workers/pool.ts),
   * so a rebuild never holds its event loop; by default here, in line.
   */
  project?: Projector | undefined;
}

/** The projections, each as the engine built it or laid out as its rows (projection-rows.ts). */
export type Projector = (
  input: ScenarioInput,
  paymentsMade: Record<string, PaymentMadeInput[]>,
) => Promise<(ParticipantProjection | ProjectionRows | ProjectionFailure)[]>;

export interface RebuildOutcome {
  built: string[];
  /** Participants the engine could not evaluate, with why (a missing price, ...). */
  failed: { participantId: string; message: string }[];
  /** Fresh already (not rebuilt). */
  fresh: string[];
}

/** Participants evaluated together (one scenario load). */
const CHUNK = 100;
/** Participants written in one transaction (about 14,300 rows on the bench's book). */
const WRITE_GROUP = 10;

/**
 * Rebuilds the plan's stale projections (or all of them, `force`): deterministic, since each
 * participant is evaluated alone from the record's facts, prices and terms (the domain's
 * projectScenario), so rebuilding twice writes the same rows. Versions and the plan's context are
 * read before the facts, so a fact recorded meanwhile leaves the projection stale, never wrong.
 */
export async function rebuildProjections(
  db: Kysely<Database>,
  planId: string,
  options: RebuildOptions,
): Promise<RebuildOutcome> {
  const ids = options.participantIds ?? (await listParticipants(db, planId)).map((p) => p.id);
  const outcome: RebuildOutcome = { built: [], failed: [], fresh: [] };
  const versions = await projectionVersions(db, planId, ids);
  const context = await projectionContext(db, planId);
  let targets = [...ids];
  if (!options.force) {
    const status = await projectionStatus(db, planId, {
      horizon: options.horizon,
      participantIds: ids,
    });
    outcome.fresh = [...status.fresh, ...status.failed];
    targets = status.stale;
  }
  for (let i = 0; i < targets.length; i += CHUNK) {
    const chunk = targets.slice(i, i + CHUNK);
    const factSeqs = await lastFactSeqs(db, planId, chunk);
    const input = await loadScenario(db, { planId, asOf: options.horizon, participantIds: chunk });
    // Payments made are never valued again (12.9): the projection is the engine's, with them.
    const paymentsMade = await loadPaymentsMade(db, { planId, participantIds: chunk });
    const projections = await (options.project ?? projectInLine)(input, paymentsMade);
    for (let k = 0; k < projections.length; k += WRITE_GROUP) {
      // A breath between groups: on SQLite the writes hold the event loop (better-sqlite3 is
      // synchronous), and a request waiting behind a chunk's 143,000 rows would wait seconds.
      if (k > 0) await new Promise((resolve) => setImmediate(resolve));
      await db.transaction().execute(async (trx) => {
        for (const projection of projections.slice(k, k + WRITE_GROUP)) {
          const id = projection.participantId;
          await saveProjection(trx, planId, projection, {
            ...context,
            version: versions.get(id)!,
            factSeq: factSeqs.get(id) ?? 0,
            builtAt: options.builtAt,
            builtBy: options.builtBy,
          });
          if ('error' in projection)
            outcome.failed.push({ participantId: id, message: projection.error.message });
          else outcome.built.push(id);
        }
      });
    }
  }
  return outcome;
}

async function projectInLine(
  input: ScenarioInput,
  paymentsMade: Record<string, PaymentMadeInput[]>,
) {
  const parsed = parseScenario(input);
  if (!parsed.ok) {
    const first = parsed.errors[0];
    throw new Error(
      `assertion: the record is not a valid scenario: ${first?.path}: ${first?.message}`,
    );
  }
  return projectScenario(parsed.scenario, { paymentsMade });
}

async function lastFactSeqs(
  db: Kysely<Database>,
  planId: string,
  participantIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('facts')
    .select(['participant_id', (eb) => eb.fn.max('seq').as('seq')])
    .where('plan_id', '=', planId)
    .where('participant_id', 'in', [...participantIds])
    .groupBy('participant_id')
    .execute();
  return new Map(rows.map((r) => [r.participant_id!, Number(r.seq)]));
}
