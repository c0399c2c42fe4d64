// Prints bench/results.json (or the file named) as the Markdown table docs/BENCHMARKS.md quotes:
//
//   node bench/markdown.js [bench/results.json]
import console from 'node:console';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { TARGETS, verdict } from './targets.js';

const file = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), 'results.json');
const results = JSON.parse(readFileSync(file, 'utf8'));
const fmt = (n, digits = 1) =>
  n === null || n === undefined
    ? '-'
    : n.toLocaleString('en-US', { maximumFractionDigits: n < 10 ? digits : 0 });

function cells(row, size, dbName) {
  const target = TARGETS[row.id];
  if (row.skipped) return [row.id, target.work, '-', '-', '-', '-', `not measured: ${row.skipped}`];
  const notes = {
    import: `check ${fmt(row.checkSeconds)} s`,
    B2: `again ${fmt(row.againSeconds, 2)} s`,
    B5: `one thread in line: ${fmt(row.inlinePerSecond)}/s`,
    B6: `p50 ${fmt(row.p50Ms)} ms, p99 ${fmt(row.p99Ms)} ms; one statement alone ${fmt(row.aloneMs)} ms`,
    B1:
      row.duckdbSeconds === undefined
        ? undefined
        : `the aggregate alone ${fmt(row.aggregateSeconds, 3)} s, DuckDB ${fmt(row.duckdbSeconds, 3)} s over the same ${fmt(row.aggregateRows)} sub-accounts`,
    B7: `${fmt(row.holdingsRows)} holdings, ${fmt(row.activityRows)} activity, ${fmt(row.paymentsRows)} payments`,
  };
  const judged = verdict(row, size, dbName);
  return [
    row.id,
    target.work,
    `${fmt(row.seconds, 2)} s`,
    `${fmt(row.items / row.seconds)}/s`,
    `${fmt(row.cpuSeconds)} s`,
    `${fmt(row.peakMb)} MB`,
    [target.text, judged, notes[row.id]].filter(Boolean).join('; '),
  ];
}

const { machine } = results;
console.log(
  `${results.date.slice(0, 10)}, Node ${machine.node}, ${machine.cpus} cores (${machine.cpu}), ${machine.memoryGb} GB, load average at the start ${machine.loadAverageAtStart.map((n) => n.toFixed(1)).join(' / ')}\n`,
);
console.log('| size | database | id | work | time | rate | CPU | peak | target; verdict; notes |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const size of results.sizes) {
  const rows = [
    ...Object.entries(size.databases).flatMap(([key, list]) =>
      list.map((row) => [key === 'sqlite' ? 'SQLite' : 'PostgreSQL', row]),
    ),
    ...(size.B5 ? [['(any)', size.B5]] : []),
  ];
  for (const [dbName, row] of rows)
    console.log(
      `| ${fmt(size.participants)} | ${dbName} | ${cells(row, size.participants, dbName).join(' | ')} |`,
    );
}
