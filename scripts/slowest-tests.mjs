#!/usr/bin/env node
// The slowest test files of a run, from vitest's JSON report (CI writes test-results/vitest.json):
// each file's time and its share of all files' time, and the run's wall time, so a contributor
// sees where the suite's minutes go. Usage: node scripts/slowest-tests.mjs [REPORT] [--top N]
import console from 'node:console';
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import process from 'node:process';

const args = process.argv.slice(2);
const top = Number(args[args.indexOf('--top') + 1]) || 25;
const report =
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--top') ?? 'test-results/vitest.json';
if (!existsSync(report)) {
  console.log(`slowest tests: no report at ${report}`);
  process.exit(0);
}
const run = JSON.parse(readFileSync(report, 'utf8'));
const files = run.testResults
  .map((f) => ({
    file: relative(process.cwd(), f.name),
    seconds: (f.endTime - f.startTime) / 1000,
    tests: f.assertionResults.length,
  }))
  .sort((a, b) => b.seconds - a.seconds);
const total = files.reduce((sum, f) => sum + f.seconds, 0);
const wall = (Math.max(...run.testResults.map((f) => f.endTime)) - run.startTime) / 1000;
const fmt = (s) => s.toFixed(1).padStart(7);
console.log(
  `\nThe ${Math.min(top, files.length)} slowest of ${files.length} test files (${run.numTotalTests} tests): wall ${wall.toFixed(0)} s, the files' time ${total.toFixed(0)} s`,
);
console.log(`${'s'.padStart(7)}  share  tests  file`);
for (const f of files.slice(0, top))
  console.log(
    `${fmt(f.seconds)}  ${((100 * f.seconds) / total).toFixed(1).padStart(4)}%  ${String(f.tests).padStart(5)}  ${f.file}`,
  );
