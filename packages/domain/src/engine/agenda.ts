import type { IsoDate } from './days.js';

/**
 * Within a day: company events, then the participant's events in file order, then derived
 * events (a leave that became a Separation), then year-end credits, then valuations, then
 * the plan termination's valuation, then payments made that none of the day's valuations took
 * (12.9), then payments (so that a valuation at the end of a month sees that day's credits,
 * and 9.3 sees what earlier-due payments took).
 */
export const Order = {
  company: 0,
  participant: 1,
  derived: 2,
  yearEnd: 3,
  valuation: 4,
  /** 9.3 values what the payments falling due before `payOn` have left. */
  planTermination: 5,
  /** A payment made that the day's valuations did not take: it left the sub-account anyway. */
  paymentMade: 6,
  payment: 7,
} as const;

/** One dated item of the agenda, as data (a checkpoint keeps them: checkpoint.ts). */
export interface AgendaItem<T> {
  readonly date: IsoDate;
  readonly order: number;
  readonly seq: number;
  readonly event: T;
}

/**
 * A queue of dated events (data, not closures), taken in (date, order, insertion) order: the
 * participant's events and those the rules schedule (valuations, payments, derived events).
 */
export class Agenda<T> {
  // Taken items stay before `head` until they are half the array: a shift a take moved the rest.
  private items: AgendaItem<T>[] = [];
  private head = 0;
  private seq = 0;

  add(date: IsoDate, order: number, event: T): void {
    const item = { date, order, seq: this.seq++, event };
    let lo = this.head;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(this.items[mid]!, item)) lo = mid + 1;
      else hi = mid;
    }
    if (lo === this.items.length) this.items.push(item);
    else this.items.splice(lo, 0, item);
  }

  /** The next event dated on or before `through`, taken off the queue; undefined when none. */
  next(through: IsoDate): { date: IsoDate; event: T } | undefined {
    const item = this.items[this.head];
    if (item === undefined || item.date > through) return undefined;
    this.head++;
    if (this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }

  /** The date of the next event, undefined when none is left. */
  nextDate(): IsoDate | undefined {
    return this.items[this.head]?.date;
  }

  /** The items still to come, in the order they will be taken. */
  pending(): readonly AgendaItem<T>[] {
    return this.head === 0 ? this.items : this.items.slice(this.head);
  }
}

function before<T>(a: AgendaItem<T>, b: AgendaItem<T>): boolean {
  if (a.date !== b.date) return a.date < b.date;
  if (a.order !== b.order) return a.order < b.order;
  return a.seq < b.seq;
}
