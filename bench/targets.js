// Issue 9's targets on 2 cores, as items a second (100,000 in 5 s is 20,000 a second), so that a
// run at any size says how far it is from them.

export const TARGETS = {
  import: { work: 'record import of the book (rows)' },
  again: { work: 'the same file again: nothing to write (rows)' },
  B1: {
    work: 'value every sub-account of everyone (people)',
    text: '100,000 in 1 s SQLite, 2 s PostgreSQL; within 2x of DuckDB',
    perSecond: { SQLite: 100_000, PostgreSQL: 50_000 },
  },
  B2: {
    work: 'import a payroll file (lines)',
    text: '100,000 lines in 10 s; again in 3 s',
    perSecond: 10_000,
    againPerSecond: 100_000 / 3,
  },
  B3: {
    work: "everyone's payment schedule (people)",
    text: '100,000 in 5 s',
    perSecond: 20_000,
  },
  B4: {
    work: 'annual statement data, everyone (people)',
    text: '100,000 in 20 s',
    perSecond: 5_000,
  },
  B5: { work: 'scenario files evaluated (files)', text: '1,000 a second', perSecond: 1_000 },
  B6: {
    work: 'statement API, 50 clients (requests)',
    text: '1,500 a second, p99 under 50 ms, at 10,000',
    perSecond: 1_500,
    p99Ms: 50,
  },
  B7: {
    work: 'rebuild every projection (people)',
    text: '100,000 in 60 s',
    perSecond: 100_000 / 60,
  },
  B8: { work: 'statement PDFs (PDFs)', text: '10,000 in 60 s', perSecond: 10_000 / 60 },
};

const round = (n) => n.toLocaleString('en-US', { maximumFractionDigits: n < 10 ? 1 : 0 });

/** "met", or how far short of the target (the rate a second it needs, and the factor). */
export function verdict(row, _size, dbName) {
  const target = TARGETS[row.id];
  if (!target?.perSecond) return '';
  const needed = typeof target.perSecond === 'number' ? target.perSecond : target.perSecond[dbName];
  if (!needed) return '';
  const rate = row.items / row.seconds;
  const short = [];
  if (rate < needed) short.push(`${round(needed / rate)}x short of ${round(needed)}/s`);
  if (target.p99Ms && row.p99Ms > target.p99Ms)
    short.push(`p99 ${round(row.p99Ms / target.p99Ms)}x over`);
  if (row.id === 'B1' && row.duckdbSeconds && row.aggregateSeconds > 2 * row.duckdbSeconds)
    short.push(`${round(row.aggregateSeconds / row.duckdbSeconds)}x DuckDB's time`);
  if (target.againPerSecond && row.items / row.againSeconds < target.againPerSecond)
    short.push(`again ${round(target.againPerSecond / (row.items / row.againSeconds))}x short`);
  return short.length === 0 ? 'met' : short.join(', ');
}
