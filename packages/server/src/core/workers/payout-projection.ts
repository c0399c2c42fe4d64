// The payout projector's engine work (issue 12 item 4), run by a worker thread like every
// evaluation (pool.ts): the record with a hypothetical Separation or death added, prices grown
// at a rate from today's, evaluated with its taxes (8.3) and traces. Plain data in and out.
import { unpackPrices } from './shared-prices.js';
import {
  divideHalfUp,
  evaluateScenario,
  formatMoney,
  formatScaled,
  MissingPriceError,
  ParameterNotInForceError,
  parseMoney,
  parseScaled,
  parseScenario,
  type ParticipantResult,
} from '@defcomp/domain';
import type { PaymentsMade } from './payments-made.js';

/** What is supposed (never recorded): a Separation from Service or death on a date. */
export interface Hypothetical {
  event: 'separation' | 'death';
  date: string;
  /** The deemed investments' annual growth, in basis points (5% = 500; may be negative). */
  growthBp: number;
}

export interface PayoutProjectionTask {
  input: unknown;
  participantId: string;
  paymentsMade: PaymentsMade;
  hypothetical: Hypothetical;
  /** Today (Eastern): prices grow from the ones in force today. */
  today: string;
  /** Evaluate through this date (the statements' horizon). */
  through: string;
  /** Hypothetical events before the Separation (an election being chosen and its pay). */
  before?: unknown[];
}

export type PayoutProjectionOutcome =
  | { kind: 'result'; result: ParticipantResult; hypotheticalIndex: number; firstIndex: number }
  | { kind: 'invalid'; errors: { path: string; message: string }[] }
  | { kind: 'missing_price'; detail: string; field: string }
  | { kind: 'not_in_force'; detail: string };

type Series = { constant: string } | { points: [string, string][] };
interface Input {
  prices: Record<string, Series>;
  participants: { id: string; events: unknown[] }[];
  evaluateThrough: string;
  taxes?: boolean;
}

const PRICE_SCALE = 6;
/** 12 months x 10,000 basis points: a month's factor is (120000 + rate) / 120000. */
const MONTHLY_DENOMINATOR = 120_000n;

/** The first day of the month `k` months after `date`'s month. */
function monthStart(date: string, k: number): string {
  const months = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + k;
  const year = Math.floor(months / 12);
  return `${String(year).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * A price series grown from today's price: a point on the first day of each month after today,
 * the price in force today times (1 + rate/12) per month (the annual rate compounded monthly,
 * rounded half-up to 6 decimals each month, never below 0.000001). Points recorded after today
 * are replaced: the projection supposes the rate, not the record's later prices.
 */
export function grownSeries(series: Series, today: string, through: string, growthBp: number) {
  const known: [string, string][] =
    'constant' in series ? [[today, series.constant]] : series.points.filter(([d]) => d <= today);
  const base = known.at(-1)?.[1];
  if (base === undefined || growthBp === 0) return series;
  let price = parseScaled(base, PRICE_SCALE);
  // A constant series becomes points: its price from the earliest date a request may name.
  const points: [string, string][] = 'constant' in series ? [['1900-01-01', base]] : [...known];
  const factor = MONTHLY_DENOMINATOR + BigInt(growthBp);
  for (let k = 1; ; k += 1) {
    const date = monthStart(today, k);
    if (date > through) break;
    price = divideHalfUp(price * factor, MONTHLY_DENOMINATOR);
    if (price < 1n) price = 1n;
    points.push([date, formatScaled(price, PRICE_SCALE)]);
  }
  return { points };
}

/** The record with the hypothetical fact appended to his events and the prices grown. */
export function hypotheticalInput(task: PayoutProjectionTask): {
  input: Input;
  index: number;
  first: number;
} {
  const original = task.input as Input;
  const { event, date, growthBp } = task.hypothetical;
  const fact =
    event === 'death'
      ? { type: 'death', date }
      : { type: 'separation', date, reason: 'hypothetical' };
  let index = -1;
  let first = -1;
  const before = task.before ?? [];
  const participants = original.participants
    .filter((p) => p.id === task.participantId)
    .map((p) => {
      first = p.events.length;
      index = first + before.length;
      return { ...p, events: [...p.events, ...before, fact] };
    });
  const prices = Object.fromEntries(
    Object.entries(original.prices).map(([fund, series]) => [
      fund,
      grownSeries(series, task.today, task.through, growthBp),
    ]),
  );
  return {
    input: { ...original, participants, prices, evaluateThrough: task.through, taxes: true },
    index,
    first,
  };
}

export function projectPayoutsTask(packed: PayoutProjectionTask): PayoutProjectionOutcome {
  const task = unpackPrices(packed);
  const { input, index, first } = hypotheticalInput(task);
  const parsed = parseScenario(input);
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.errors };
  try {
    const result = evaluateScenario(parsed.scenario, {
      explain: true,
      paymentsMade: task.paymentsMade,
    });
    const own = result.participants[task.participantId];
    if (!own) return { kind: 'invalid', errors: [{ path: 'participantId', message: 'no result' }] };
    return { kind: 'result', result: own, hypotheticalIndex: index, firstIndex: first };
  } catch (error) {
    if (error instanceof MissingPriceError)
      return { kind: 'missing_price', detail: error.message, field: error.path };
    if (error instanceof ParameterNotInForceError)
      return { kind: 'not_in_force', detail: error.message };
    throw error;
  }
}

/** Money arithmetic for the answer: exact cents. */
export const minus = (a: string, ...b: string[]): string =>
  formatMoney(b.reduce((sum, x) => sum - parseMoney(x), parseMoney(a)));
