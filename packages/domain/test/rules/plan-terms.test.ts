/**
 * Plan terms that were literals in the engine are parameters (FORMAT.md's table extended): each
 * is read at the date its rule speaks of, and the messages state the value in force.
 */
import { describe, expect, it } from 'vitest';
import {
  companyRefusals,
  enrolled2025,
  pay,
  paymentRows,
  run,
  separation,
  type ScenarioOptions,
} from '../support/scenario.js';

const withRtaSchedule = (schedule: object, options: ScenarioOptions = {}) =>
  run(
    [
      ...enrolled2025({ schedules: { RTA: schedule as never } }),
      pay('2025-01-15', '200000.00'),
      separation('2025-03-10'),
    ],
    options,
  );

describe('plan terms as parameters', () => {
  it('5.1(b)(ii) rtaFirstPaymentMonths bounds an elected start, and the refusal says which', () => {
    const late = { form: 'lump', start: { monthsAfterSeparation: 37 } };
    const options = { parameters: { rtaFirstPaymentMonths: [1, 36] as [number, number] } };
    expect(withRtaSchedule(late, options).refused[0]?.message).toBe(
      'RTA: the first payment may be 1 to 36 months after the month of Separation, not 37',
    );
    expect(withRtaSchedule(late).refused).toEqual([]);
  });

  it('5.1(c)(ii) partialLumpPct bounds a partial lump sum', () => {
    const partial = { form: 'partial', lumpPct: 60, years: 2 };
    const options = { parameters: { partialLumpPct: [10, 50] as [number, number] } };
    expect(withRtaSchedule(partial, options).refused[0]?.message).toBe(
      'RTA: a partial lump sum is a whole % (10-50) of the RTA only',
    );
  });

  it('5.1(b)(i) paymentDayOfMonth moves the Payment Date and the trace says so', () => {
    const result = run(
      [...enrolled2025(), pay('2025-01-15', '200000.00'), separation('2025-03-10')],
      { parameters: { paymentDayOfMonth: 1 } },
    );
    expect(paymentRows(result)).toEqual([
      ['2025-04-01', 'RTA', 'termination', '100000.00', '2025-03-31'],
    ]);
  });

  it('9.3 planTerminationPaymentMonths bounds the payment of a plan termination', () => {
    const companyEvents = [
      { type: 'planTermination' as const, date: '2025-06-30', payOn: '2026-03-31' },
    ];
    expect(companyRefusals([], { companyEvents })).toHaveLength(1);
    const options = {
      companyEvents,
      parameters: { planTerminationPaymentMonths: [9, 24] as [number, number] },
    };
    expect(companyRefusals([], options)).toEqual([]);
  });
});
