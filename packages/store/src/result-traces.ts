// The traces of a projection's deferrals and company credits, kept apart from its result
// (migration projection-result-traces) and, since migration projection-rows-packed, each
// distinct trace once: a participant's 720 deferrals of the bench's book carry about 10
// distinct traces ("8% of 4750.00 baseSalary under the CDA filed 2016-12-01 (1.12)"), 64 KB of
// JSON written and read again at every rebuild when each was spelt out.

/** Each item's trace (null: none), in the result's order. */
export interface ResultTraces {
  deferrals: (string[] | null)[];
  companyCredits: (string[] | null)[];
}

/** As stored: the distinct traces, and each item's index among them (-1: none). */
interface StoredTraces {
  distinct: string[][];
  deferrals: number[];
  companyCredits: number[];
}

export function packTraces(traces: ResultTraces): string {
  const distinct: string[][] = [];
  const seen = new Map<string, number>();
  const indexOf = (trace: string[] | null): number => {
    if (trace === null) return -1;
    const key = JSON.stringify(trace);
    let index = seen.get(key);
    if (index === undefined) {
      index = distinct.push(trace) - 1;
      seen.set(key, index);
    }
    return index;
  };
  const stored: StoredTraces = {
    distinct,
    deferrals: traces.deferrals.map(indexOf),
    companyCredits: traces.companyCredits.map(indexOf),
  };
  return JSON.stringify(stored);
}

/** The traces as packTraces wrote them, or as a row built before it spelt each out. */
export function unpackTraces(text: string): ResultTraces {
  const stored = JSON.parse(text) as StoredTraces | ResultTraces;
  if (!('distinct' in stored)) return stored;
  // A copy each: a caller may change one item's trace without changing the others'.
  const traceOf = (index: number) => (index < 0 ? null : [...stored.distinct[index]!]);
  return {
    deferrals: stored.deferrals.map(traceOf),
    companyCredits: stored.companyCredits.map(traceOf),
  };
}
