#!/usr/bin/env node
/**
 * Traceability (STYLE.md habit 1): plan section -> what the engine cites -> code -> tests.
 *
 *   node scripts/traceability.mjs           # rewrite docs/TRACEABILITY.md
 *   node scripts/traceability.mjs --check   # exit 1 when docs/TRACEABILITY.md is out of date
 *
 * Nothing here is a hand list. The sections are those the engine itself cites:
 * - the rules it attaches to refusals (`violation(code, rule, ...)`), payments, separations
 *   and forfeitures (`rules: [...]`, `rule: ...` in packages/<pkg>/src);
 * - the rules in the results of every scenario the project holds (scenarios/, with its copies
 *   of the worked examples), evaluated by the engine;
 * - `Plan X.Y(z)` and `§1.409A-...` citations in comments of packages/<pkg>/src.
 * Tests: the section a test's name starts with (or its describe's), or any it cites.
 * Titles come from the project's own docs/plan-rules.md (`### X.Y(z) title` headings).
 * The output has no timestamp: regenerating an unchanged tree changes nothing. The suite's
 * test/traceability.test.ts fails when the checked-in file is stale.
 */
import console from 'node:console';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = join(ROOT, 'docs/TRACEABILITY.md');
const NAMES_SHOWN_MAX = 6;

const SECTION = String.raw`\d+\.\d+(?:\([a-z0-9]+\))*`;
const REGULATION_TEXT = String.raw`§\s?1\.409A-\d+(?:\([a-z0-9]+\))*`;
const REGULATION = new RegExp(REGULATION_TEXT, 'g');
const LEADING_CITATION = new RegExp(String.raw`^\s*(${SECTION}|${REGULATION_TEXT})(?![\d.])`);
const PLAN_CITATION = new RegExp(
  String.raw`\bPlan\s+(${SECTION}(?:\s*(?:,|and|or|-)\s*${SECTION})*)`,
  'g',
);
const LEADING_SECTION = new RegExp(String.raw`^\s*(${SECTION})(?![\d.])`);
// Strings first, so that `//` inside a string is not a comment.
const COMMENT_OR_STRING =
  /('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|(\/\/[^\n]*|\/\*[\s\S]*?\*\/)/g;
const TEST_CALL =
  /\b(describe|it|test)(?:\.(?:each|only|skip|todo|concurrent|fails)\b[^(]*)?\(\s*(['"`])((?:\\.|(?!\2)[^\\\n])*)\2/g;
// What the engine attaches to its answers: violation(code, rule), rules: [...], rule: '...'.
const VIOLATION = /\bviolation\(\s*'([a-z0-9_]+)'\s*,\s*'([^']+)'/g;
const RULES_LIST = /\brules:\s*\[([^\]]*)\]/g;
const RULE_FIELD = /\brule:\s*'([^']+)'/g;
const STRING_LITERAL = /'([^'\n]+)'/g;
const HEADING = new RegExp(
  String.raw`^#{2,4}\s+(${SECTION}|${REGULATION_TEXT})(?![\d.])\s*(.*)$`,
  'gm',
);

function walk(dir) {
  if (!existsSync(dir)) return [];
  const files = [];
  for (const entry of readdirSync(dir).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...walk(path));
    else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

function sourceFiles(root) {
  const packages = join(root, 'packages');
  return readdirSync(packages)
    .sort()
    .flatMap((pkg) => [...walk(join(packages, pkg, 'src')), ...walk(join(packages, pkg, 'test'))]);
}

/** `§ 1.409A-1(h)(1)(i) 6-month leave` -> `§1.409A-1(h)(1)(i)`: the citation, without its gloss. */
const normalise = (citation) =>
  (LEADING_CITATION.exec(citation)?.[1] ?? citation).replace(/\s/g, '');

/** Plan sections and regulation citations in a piece of prose. */
function citations(text) {
  const found = [];
  for (const match of text.matchAll(PLAN_CITATION)) {
    found.push(...match[1].match(new RegExp(SECTION, 'g')));
  }
  for (const match of text.matchAll(REGULATION)) found.push(normalise(match[0]));
  return found;
}

/** `Plan X.Y` in comments. */
export function commentCitations(source) {
  const found = [];
  for (const match of source.matchAll(COMMENT_OR_STRING)) {
    if (match[2]) found.push(...citations(match[2]));
  }
  return found;
}

/** The rules the code attaches to its answers, and the violation codes by rule. */
export function engineCitations(source) {
  const rules = [];
  const codes = [];
  for (const [, code, rule] of source.matchAll(VIOLATION)) {
    rules.push(rule);
    codes.push([rule, code]);
  }
  for (const [, list] of source.matchAll(RULES_LIST)) {
    for (const [, value] of list.matchAll(STRING_LITERAL)) rules.push(value);
  }
  for (const [, rule] of source.matchAll(RULE_FIELD)) rules.push(rule);
  return { rules: rules.filter((r) => LEADING_CITATION.test(r)).map(normalise), codes };
}

/** [name, sections] for every test in a file; describe titles pass their section down. */
export function testCitations(source) {
  const tests = [];
  let describeSection;
  for (const match of source.matchAll(TEST_CALL)) {
    const [, kind, , name] = match;
    const leading = LEADING_SECTION.exec(name)?.[1];
    if (kind === 'describe') {
      describeSection = leading;
      continue;
    }
    const sections = new Set(citations(name));
    if (leading) sections.add(leading);
    else if (describeSection) sections.add(describeSection);
    if (sections.size > 0) tests.push([name, [...sections]]);
  }
  return tests;
}

/** The sections docs/plan-rules.md describes, with their titles. */
export function documentedSections(markdown) {
  const titles = new Map();
  for (const [, section, title] of markdown.matchAll(HEADING)) {
    titles.set(normalise(section), summary(title));
  }
  return titles;
}

function summary(text) {
  const plain = text
    .replace(/\*\*|`/g, '')
    .replace(/\|/g, '/')
    .trim();
  return plain.length > 70 ? `${plain.slice(0, 67).trimEnd()}...` : plain;
}

/** Sort key: 5.1(b) -> [5, 1, 'b']; regulations after plan sections. */
function compareSections(a, b) {
  const key = (s) => [
    s.startsWith('§') ? 1 : 0,
    ...s
      .replace('§', '')
      .split(/[.()-]+/)
      .filter(Boolean),
  ];
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const x = ka[i];
    const y = kb[i];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    const nx = Number(x);
    const ny = Number(y);
    const diff = !Number.isNaN(nx) && !Number.isNaN(ny) ? nx - ny : String(x).localeCompare(y);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** A test for the section itself or one of its subsections (5.1 <- 5.1(b)). */
const covers = (tested, section) =>
  tested === section || tested.startsWith(`${section}(`) || tested.startsWith(`${section}-`);

const add = (map, key, value) => map.set(key, new Set([...(map.get(key) ?? []), value]));

function collectSources(root) {
  const found = { code: new Map(), engine: new Map(), codes: new Map(), tests: new Map() };
  for (const file of sourceFiles(root)) {
    const source = readFileSync(file, 'utf8');
    const path = relative(root, file).split('\\').join('/');
    if (/\.test\.tsx?$/.test(file) || /\/test\//.test(path)) {
      for (const [name, sections] of testCitations(source)) {
        for (const section of sections) add(found.tests, section, `${path}: ${name}`);
      }
      continue;
    }
    const attached = engineCitations(source);
    for (const section of [...commentCitations(source), ...attached.rules]) {
      add(found.code, section, path);
    }
    for (const section of attached.rules) add(found.engine, section, path);
    for (const [rule, code] of attached.codes) add(found.codes, normalise(rule), code);
  }
  return found;
}

function scenarioFiles(root) {
  const dirs = [join(root, 'scenarios'), join(root, 'scenarios/examples')];
  return dirs.flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
          .sort()
          .map((f) => join(dir, f))
      : [],
  );
}

/** Every rule a result cites: refusals (plan, company, participants), separations, payments. */
function resultRules(result) {
  const rules = [];
  const refusals = [...(result.plan?.refused ?? []), ...(result.company?.refused ?? [])];
  for (const participant of Object.values(result.participants ?? {})) {
    refusals.push(...participant.refused);
    rules.push(...(participant.separation?.rules ?? []));
    for (const row of [...participant.forfeited, ...participant.payments]) rules.push(...row.rules);
  }
  for (const refusal of refusals) rules.push(...refusal.rules);
  return rules.map(normalise);
}

/** Section -> the scenario files whose evaluation cites it. */
function collectScenarios(root, domain) {
  const cited = new Map();
  for (const file of scenarioFiles(root)) {
    const parsed = domain.parseScenario(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.ok) throw new Error(`${relative(root, file)} is not a valid scenario`);
    const name = relative(join(root, 'scenarios'), file).replace(/\.json$/, '');
    for (const rule of resultRules(domain.evaluateScenario(parsed.scenario))) {
      add(cited, rule, name);
    }
  }
  return cited;
}

const quoted = (value) => `\`${value.replace(/`/g, "'").replace(/\|/g, '/')}\``;

const cell = (values, max = Infinity) => {
  const list = [...(values ?? [])].sort();
  if (list.length === 0) return '-';
  const shown = list.slice(0, max).map(quoted);
  if (list.length > max) shown.push(`... and ${list.length - max} more`);
  return shown.join('<br>');
};

const SCENARIOS_SHOWN_MAX = 3;
const scenarioCell = (names) => {
  if (!names?.size) return '-';
  const list = [...names].sort();
  const more = list.length > SCENARIOS_SHOWN_MAX ? ', ...' : '';
  return `${list.length}: ${list.slice(0, SCENARIOS_SHOWN_MAX).map(quoted).join(', ')}${more}`;
};

const UNDOCUMENTED = '(cited; not in docs/plan-rules.md)';

function header() {
  return [
    '# Traceability: plan sections, what the engine cites, code and tests',
    '',
    '<!-- Generated by `node scripts/traceability.mjs`: do not edit by hand. -->',
    '',
    'Generated from the engine itself, not from a list: a section appears when the code cites',
    "it (`violation(code, rule)`, a payment's or separation's `rules`, a `// Plan X.Y` comment),",
    "when an evaluation of the project's scenarios (`scenarios/`, `scenarios/examples/`) cites",
    'it, or when a test is named after it. Titles: `docs/plan-rules.md`. A section is tested',
    'when a test names it or one of its subsections. `test/traceability.test.ts` fails when',
    'this file is stale.',
    '',
  ];
}

function planTable(sections, titles, found) {
  const row = (s) =>
    [
      s,
      titles.get(s) ?? UNDOCUMENTED,
      cell(found.codes.get(s)),
      scenarioCell(found.scenarios.get(s)),
      cell(found.code.get(s)),
      cell(found.tests.get(s), NAMES_SHOWN_MAX),
    ].join(' | ');
  return [
    '| section | rule | refusal codes | scenarios citing it | code | tests |',
    '|---|---|---|---|---|---|',
    ...sections.map((s) => `| ${row(s)} |`),
  ];
}

function gaps(titles, found) {
  const cited = (s) => found.engine.has(s) || found.scenarios.has(s);
  const engineCited = [...found.engine.keys(), ...found.scenarios.keys()];
  const testedSections = [...found.tests.keys()];
  const untested = [...new Set(engineCited)]
    .filter((s) => !testedSections.some((t) => covers(t, s)))
    .sort(compareSections);
  const undescribed = [...titles.keys()]
    .filter((s) => !cited(s) && !found.code.has(s))
    .sort(compareSections);
  return [
    `## Cited by the engine, named by no test (${untested.length})`,
    '',
    ...untested.map((s) => `- **${s}** ${titles.get(s) ?? UNDOCUMENTED}`),
    '',
    `## In docs/plan-rules.md, cited nowhere in the code (${undescribed.length})`,
    '',
    ...undescribed.map((s) => `- **${s}** ${titles.get(s)}`),
    '',
  ];
}

/** The whole document, from the tree at `root` and the domain package given. */
export function renderTraceability(root, domain) {
  const found = { ...collectSources(root), scenarios: collectScenarios(root, domain) };
  const rulesDoc = join(root, 'docs/plan-rules.md');
  const titles = documentedSections(existsSync(rulesDoc) ? readFileSync(rulesDoc, 'utf8') : '');
  const keys = [found.code, found.tests, found.scenarios, found.codes].flatMap((m) => [
    ...m.keys(),
  ]);
  const all = [...new Set(keys)];
  const plan = all.filter((s) => !s.startsWith('§')).sort(compareSections);
  const regulations = all.filter((s) => s.startsWith('§')).sort(compareSections);
  return [
    ...header(),
    '## Plan sections',
    '',
    ...planTable(plan, titles, found),
    '',
    '## Treas. Reg. §1.409A citations',
    '',
    ...planTable(regulations, titles, found),
    '',
    ...gaps(titles, found),
  ].join('\n');
}

async function main() {
  const check = process.argv.includes('--check');
  const domain = await import('@defcomp/domain');
  const output = renderTraceability(ROOT, domain);
  const current = existsSync(OUTPUT) ? readFileSync(OUTPUT, 'utf8') : '';
  if (check) {
    if (current === output) return;
    console.error(`${relative(ROOT, OUTPUT)} is out of date: run node scripts/traceability.mjs`);
    process.exit(1);
  }
  writeFileSync(OUTPUT, output);
  console.log(`wrote ${relative(ROOT, OUTPUT)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
