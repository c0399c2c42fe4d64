import { throwRefusal } from '../core/evaluation.js';
import {
  getPlan,
  listParticipants,
  loadPaymentsMade,
  loadScenario,
  type PaymentMadeInput,
  type Store,
} from '@defcomp/store';
import {
  MissingPriceError,
  nyseCalendar,
  parseDate,
  priceBook,
  type ParticipantProjection,
  type PriceSeries,
  type RollForwardPrices,
  type ScenarioResult,
} from '@defcomp/domain';
import type { Clock } from '../core/clock.js';
import { projectOffLoop } from '../core/evaluation.js';
import { Problem } from '../core/problems.js';
import { currentEvaluator } from '../core/workers/pool.js';
import { detailFrom } from '../core/i18n/problem-details.js';

/** What a report reads: the record of one plan, and the clock (the PDF says when it was made). */
export interface ReportContext {
  store: Store;
  planId: string;
  clock: Clock;
}

/** The plan's name and each participant's name (null when not known: a report still lists him). */
export async function planNames(ctx: ReportContext) {
  const plan = await getPlan(ctx.store.db, ctx.planId);
  const participants = await listParticipants(ctx.store.db, ctx.planId);
  const names = new Map(participants.map((p) => [p.id, p.name]));
  return {
    planName: plan?.name ?? ctx.planId,
    nameOf: (id: string): string | null => names.get(id) ?? null,
  };
}

/**
 * The engine's projections of every participant (scenario/projection.ts) through `through`,
 * from the facts known at `knownAt` (all of them when absent), with the payments made then, and
 * the prices they were valued at. A participant the engine cannot evaluate (a missing price)
 * answers the engine's problem, as the liability report does.
 */
export async function projectRecord(
  ctx: ReportContext,
  query: {
    through: string;
    knownAt?: string | undefined;
    /** Only these participants (period statements); every participant when absent. */
    participantIds?: string[] | undefined;
  },
): Promise<{ projections: ParticipantProjection[]; prices: RollForwardPrices }> {
  const { db } = ctx.store;
  const input = await loadScenario(db, {
    planId: ctx.planId,
    asOf: query.through,
    knownAt: query.knownAt,
    ...(query.participantIds ? { participantIds: query.participantIds } : {}),
  });
  const book = priceBook(input.prices as Record<string, PriceSeries>);
  const prices: RollForwardPrices = {
    price: (fund, valuedAt) => book.price(fund, valuedAt),
    valuationDayOnOrBefore: (date) => nyseCalendar.onOrBefore(parseDate(date)).toString(),
  };
  if (input.participants.length === 0) return { projections: [], prices };
  const paymentsMade = await loadPaymentsMade(db, {
    planId: ctx.planId,
    knownAt: query.knownAt,
    ...(query.participantIds ? { participantIds: query.participantIds } : {}),
  });
  const projected = await projectOffLoop(input, paymentsMade);
  const projections: ParticipantProjection[] = [];
  for (const p of projected) {
    if (!('error' in p)) {
      projections.push(p);
      continue;
    }
    if (p.error instanceof MissingPriceError || /no positive price/.test(p.error.message))
      throw new Problem('missing_price', detailFrom('no_price', p.error.message));
    throw p.error;
  }
  return { projections, prices: withMissingPrice(prices) };
}

/** A price the record lacks is the Plan Asset Committee's to supply (7.2): a 422, never a 500. */
function withMissingPrice(prices: RollForwardPrices): RollForwardPrices {
  return {
    ...prices,
    price(fund, valuedAt) {
      try {
        return prices.price(fund, valuedAt);
      } catch (error) {
        if (error instanceof MissingPriceError)
          throw new Problem('missing_price', {
            ...detailFrom('no_price', error.message),
            field: error.path,
          });
        throw error;
      }
    },
  };
}

/**
 * A scenario assembled here (not the record as loaded) evaluated where evaluation runs (a worker
 * thread in the server): its result, or the engine's problem (a missing price is a 422).
 */
export async function evaluateInput(
  input: unknown,
  paymentsMade: Record<string, PaymentMadeInput[]>,
): Promise<ScenarioResult> {
  const outcome = await currentEvaluator().run({ input, explain: false, paymentsMade });
  throwRefusal(outcome);
  if (outcome.kind === 'invalid')
    throw new Error(
      `assertion: not a valid scenario: ${outcome.errors[0]?.path}: ${outcome.errors[0]?.message}`,
    );
  return outcome.result;
}
