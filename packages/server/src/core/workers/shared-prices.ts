// A plan's price set (thousands of points) is the same object for every evaluation while it is
// unchanged (the store keeps it, scenario-loader.ts). Cloning it to a worker thread with every
// task, and parsing it there again, was most of a statement's cost: a task carries it as JSON
// text with a key instead, and a thread parses each key once.

/** The prices of a task's scenario, as they cross to a worker thread. */
export interface PricesAcross {
  key: string;
  json: string;
}

interface Packed {
  input: unknown;
  prices?: PricesAcross;
}

const keys = new WeakMap<object, PricesAcross>();
let next = 0;

function across(prices: object): PricesAcross {
  let known = keys.get(prices);
  if (!known) keys.set(prices, (known = { key: `p${++next}`, json: JSON.stringify(prices) }));
  return known;
}

/** The task with its scenario's prices taken out, as key and text (main thread). */
export function packPrices<T extends { input: unknown }>(task: T): T & Packed {
  const input = task.input as { prices?: unknown } | null;
  if (typeof input?.prices !== 'object' || input.prices === null) return task;
  const { prices, ...rest } = input;
  return { ...task, input: rest, prices: across(prices) };
}

// A thread keeps the last few price sets it was given (a few plans, a price added since).
const parsed = new Map<string, unknown>();
const KEPT = 8;

/** The task's scenario with its prices put back, parsed once a key (worker thread). */
export function unpackPrices<T extends { input: unknown }>(task: T & Packed): T {
  if (!task.prices) return task;
  const { key, json } = task.prices;
  let prices = parsed.get(key);
  if (prices === undefined) {
    prices = JSON.parse(json);
    parsed.set(key, prices);
    if (parsed.size > KEPT) parsed.delete(parsed.keys().next().value!);
  }
  return { ...task, input: { ...(task.input as object), prices } };
}
