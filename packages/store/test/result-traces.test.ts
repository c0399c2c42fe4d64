import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packTraces, unpackTraces, type ResultTraces } from '../src/result-traces.js';

// A projection's traces are kept each distinct one once (issue 23 item 1): read back, every
// deferral and company credit has the trace it was built with.

const trace = fc.option(
  fc.array(fc.constantFrom('5.1(a)', '8% of 100.00 (1.12)', '4.2'), { maxLength: 3 }),
);
const traces: fc.Arbitrary<ResultTraces> = fc.record({
  deferrals: fc.array(trace, { maxLength: 30 }),
  companyCredits: fc.array(trace, { maxLength: 5 }),
});

describe('a projection’s traces, each distinct one kept once', () => {
  it('read back, each item has the trace it was written with, in order', () => {
    fc.assert(
      fc.property(traces, (t) => {
        expect(unpackTraces(packTraces(t))).toEqual(t);
      }),
    );
  });

  it('the same trace of 720 deferrals is written once', () => {
    const same = ['8% of 4750.00 baseSalary under the CDA filed 2016-12-01 (1.12)'];
    const packed = packTraces({
      deferrals: Array.from({ length: 720 }, () => same),
      companyCredits: [],
    });
    expect(packed.split('8% of').length - 1).toBe(1);
    const read = unpackTraces(packed);
    read.deferrals[0]!.push('changed');
    expect(read.deferrals[1]).toEqual(same);
  });

  it('a row written before spells each trace out and is read as it was', () => {
    const old: ResultTraces = { deferrals: [['1.12'], null], companyCredits: [['4.2']] };
    expect(unpackTraces(JSON.stringify(old))).toEqual(old);
  });
});
