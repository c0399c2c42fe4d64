import type { IsoDate } from './days.js';

/**
 * Within a day: company events, then the participant's events in file order, then derived
 * events (a leave that became a Separation), then year-end credits, then valuations, then
 * the plan termination's valuation, then payments (so that a valuation at the end of a month
 * sees that day's credits, and 9.3 sees what earlier-due payments took).
 */
export const Order = {
  company: 0,
  participant: 1,
  derived: 2,
  yearEnd: 3,
  valuation: 4,
  /** 9.3 values what the payments falling due before `payOn` have left. */
  planTermination: 5,
  payment: 6,
} as const;

interface Item {
  date: IsoDate;
  order: number;
  seq: number;
  run: () => void;
}

/** A queue of dated actions, taken in (date, order, insertion) order. */
export class Agenda {
  private readonly items: Item[] = [];
  private seq = 0;

  add(date: IsoDate, order: number, run: () => void): void {
    const item = { date, order, seq: this.seq++, run };
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(this.items[mid]!, item)) lo = mid + 1;
      else hi = mid;
    }
    this.items.splice(lo, 0, item);
  }

  /** Runs every action dated on or before `through`, including those they add. */
  runThrough(through: IsoDate): void {
    while (this.items.length > 0 && this.items[0]!.date <= through) this.items.shift()!.run();
  }
}

function before(a: Item, b: Item): boolean {
  if (a.date !== b.date) return a.date < b.date;
  if (a.order !== b.order) return a.order < b.order;
  return a.seq < b.seq;
}
