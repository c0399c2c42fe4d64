import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Agenda } from './agenda.js';

const day = fc.integer({ min: 1, max: 28 }).map((d) => `2030-01-${String(d).padStart(2, '0')}`);
/** An add (date, order) or a take through a date, in any interleaving. */
const step = fc.oneof(
  fc.record({ add: fc.tuple(day, fc.integer({ min: 0, max: 3 })) }),
  fc.record({ take: day }),
);

/** The agenda as a list sorted anew after each add: what the queue must answer. */
function simply(steps: ({ add: [string, number] } | { take: string })[]) {
  const items: { date: string; order: number; seq: number }[] = [];
  const taken: number[] = [];
  let seq = 0;
  for (const s of steps) {
    if ('add' in s) {
      items.push({ date: s.add[0], order: s.add[1], seq: seq++ });
      items.sort((a, b) =>
        a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order || a.seq - b.seq,
      );
    } else if (items.length > 0 && items[0]!.date <= s.take) taken.push(items.shift()!.seq);
  }
  return { taken, pending: items.map((i) => i.seq) };
}

describe('the agenda', () => {
  it('takes its items in (date, order, insertion) order, however adds and takes interleave', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        const agenda = new Agenda<number>();
        const taken: number[] = [];
        let seq = 0;
        for (const s of steps) {
          if ('add' in s) agenda.add(s.add[0], s.add[1], seq++);
          else {
            const next = agenda.next(s.take);
            if (next) taken.push(next.event);
          }
        }
        const expected = simply(steps);
        expect(taken).toEqual(expected.taken);
        expect(agenda.pending().map((i) => i.event)).toEqual(expected.pending);
        expect(agenda.nextDate()).toBe(agenda.pending()[0]?.date);
      }),
    );
  });
});
