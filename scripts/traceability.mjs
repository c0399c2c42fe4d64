#!/usr/bin/env node
/**
 * Traceability (STYLE.md habit 1): plan section -> code files -> tests, and the sections of
 * PLAN_RULES.md that no test names.
 *
 *   node scripts/traceability.mjs [--rules path/to/PLAN_RULES.md] [--out docs/TRACEABILITY.md] [--check]
 *
 * Reads packages/<pkg>/src and packages/<pkg>/test (.ts, .tsx):
 * - code: `Plan X.Y(z)` and `§1.409A-...` citations in comments of non-test files;
 * - tests: the section a test's name starts with (`'5.1(b) key employee: ...'`), or else the
 *   one its nearest preceding describe() starts with, plus any `Plan X.Y` or `§1.409A-...`
 *   in the name.
 * PLAN_RULES.md sections are its `**X.Y**` / `**X.Y(z)**` markers; a bullet `**(a) ...**`
 * under section X.Y is X.Y(a). A section counts as tested when a test names it or one of its
 * subsections. The output has no timestamp, so regenerating an unchanged tree changes nothing;
 * --check exits 1 when the file on disk is out of date.
 */
import console from 'node:console';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const NAMES_SHOWN_MAX = 6;

const SECTION = String.raw`\d+\.\d+(?:\([a-z0-9]+\))*`;
const REGULATION = /§\s?1\.409A-\d+(?:\([a-z0-9]+\))*/g;
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

function parseArgs(argv) {
  const args = { rules: undefined, out: join(ROOT, 'docs/TRACEABILITY.md'), check: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--rules') args.rules = resolve(argv[++i]);
    else if (argv[i] === '--out') args.out = resolve(argv[++i]);
    else if (argv[i] === '--check') args.check = true;
    else throw new Error(`unknown argument: ${argv[i]}`);
  }
  return args;
}

function findRules(explicit) {
  const candidates = [
    explicit,
    process.env.PLAN_RULES_MD,
    join(ROOT, 'docs/PLAN_RULES.md'),
    join(ROOT, '../shared/plan/PLAN_RULES.md'),
  ].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`PLAN_RULES.md not found; tried:\n  ${candidates.join('\n  ')}`);
  return found;
}

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

function sourceFiles() {
  const packages = join(ROOT, 'packages');
  return readdirSync(packages)
    .sort()
    .flatMap((pkg) => [...walk(join(packages, pkg, 'src')), ...walk(join(packages, pkg, 'test'))]);
}

/** Plan sections and regulation citations in a piece of text. */
function citations(text) {
  const found = [];
  for (const match of text.matchAll(PLAN_CITATION)) {
    found.push(...match[1].match(new RegExp(SECTION, 'g')));
  }
  for (const match of text.matchAll(REGULATION)) found.push(match[0].replace(/\s/g, ''));
  return found;
}

function commentCitations(source) {
  const found = [];
  for (const match of source.matchAll(COMMENT_OR_STRING)) {
    if (match[2]) found.push(...citations(match[2]));
  }
  return found;
}

/** [name, sections] for every test in a file; describe titles pass their section down. */
function testCitations(source) {
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

/** Article I definitions the Words table cites: `| Valuation Date | ... (1.37) |` -> 1.37. */
function definitionTitles(markdown) {
  const titles = new Map();
  for (const line of markdown.split('\n')) {
    const row = /^\| ([^|]+?) \| (.*) \|$/.exec(line);
    if (!row) continue;
    for (const group of row[2].matchAll(/\((1\.\d+(?:[^)]*))\)/g)) {
      for (const section of group[1].match(/\b1\.\d+\b/g) ?? []) {
        if (!titles.has(section)) titles.set(section, `definition: ${row[1]}`);
      }
    }
  }
  return titles;
}

/** The sections PLAN_RULES.md marks, in order, with a short title. */
function planSections(markdown) {
  const sections = [];
  let parent;
  for (const line of markdown.split('\n')) {
    const top = /^- \*\*(\d+\.\d+(?:\([a-z0-9]+\))*(?:-\d+\.\d+)?)(?:\s+([^*]*))?\*\*\s*(.*)$/.exec(
      line,
    );
    const sub = /^\s+- \*\*\(([a-z0-9]+)\)\s*([^*]*)\*\*\s*(.*)$/.exec(line);
    if (top) {
      parent = top[1].replace(/\(.*$/, '');
      sections.push({ section: top[1], title: summary(top[2] || top[3]) });
    } else if (sub && parent) {
      sections.push({ section: `${parent}(${sub[1]})`, title: summary(sub[2] || sub[3]) });
    }
  }
  return sections;
}

function summary(text) {
  const plain = text.replace(/\*\*/g, '').replace(/\|/g, '/').trim();
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

/** A test for the section itself or one of its subsections (5.1 <- 5.1(b); 5.1(b) <- 5.1(b)(ii)). */
const covers = (tested, section) =>
  tested === section || tested.startsWith(`${section}(`) || tested.startsWith(`${section}-`);

function collect() {
  const code = new Map();
  const tests = new Map();
  const add = (map, key, value) => map.set(key, new Set([...(map.get(key) ?? []), value]));
  for (const file of sourceFiles()) {
    const source = readFileSync(file, 'utf8');
    const path = relative(ROOT, file).split('\\').join('/');
    if (/\.test\.tsx?$/.test(file)) {
      for (const [name, sections] of testCitations(source)) {
        for (const section of sections) add(tests, section, `${path}: ${name}`);
      }
    } else {
      for (const section of commentCitations(source)) add(code, section, path);
    }
  }
  return { code, tests };
}

const cell = (values, max = Infinity) => {
  const list = [...(values ?? [])].sort();
  if (list.length === 0) return '-';
  const shown = list.slice(0, max).map((v) => `\`${v.replace(/`/g, "'").replace(/\|/g, '/')}\``);
  if (list.length > max) shown.push(`... and ${list.length - max} more`);
  return shown.join('<br>');
};

function render(rulesPath, rules, definitions, { code, tests }) {
  const titles = new Map([...definitions, ...rules.map((r) => [r.section, r.title])]);
  const all = [...new Set([...titles.keys(), ...code.keys(), ...tests.keys()])];
  const plan = all.filter((s) => !s.startsWith('§')).sort(compareSections);
  const regulations = all.filter((s) => s.startsWith('§')).sort(compareSections);
  const testedSections = [...tests.keys()];
  const untested = rules
    .filter((r) => !testedSections.some((t) => covers(t, r.section)))
    .sort((a, b) => compareSections(a.section, b.section));
  const row = (s) =>
    `| ${s} | ${titles.get(s) ?? '(cited; no rule in PLAN_RULES.md)'} | ${cell(code.get(s))} | ${cell(tests.get(s), NAMES_SHOWN_MAX)} |`;
  return [
    '# Traceability: plan sections, code and tests',
    '',
    '<!-- Generated by `node scripts/traceability.mjs`: do not edit by hand. -->',
    '',
    `Sources: \`Plan X.Y(z)\` and \`§1.409A-...\` citations in comments of \`packages/*/src\`; test`,
    'names in `packages/*/{src,test}` that start with a section (or whose `describe` does), or',
    `cite one. Sections: the \`**X.Y**\` markers of PLAN_RULES.md (\`${relative(ROOT, rulesPath)}\`).`,
    'A section is tested when a test names it or one of its subsections.',
    '',
    '## Plan sections',
    '',
    '| section | rule | code | tests |',
    '|---|---|---|---|',
    ...plan.map(row),
    '',
    '## Treas. Reg. §1.409A citations',
    '',
    '| citation | code | tests |',
    '|---|---|---|',
    ...regulations.map(
      (s) => `| ${s} | ${cell(code.get(s))} | ${cell(tests.get(s), NAMES_SHOWN_MAX)} |`,
    ),
    '',
    `## PLAN_RULES.md sections with no test (${untested.length} of ${rules.length})`,
    '',
    ...untested.map(
      (r) => `- **${r.section}** ${r.title}${code.has(r.section) ? ' (cited in code)' : ''}`,
    ),
    '',
  ].join('\n');
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const rulesPath = findRules(args.rules);
  const markdown = readFileSync(rulesPath, 'utf8');
  const rules = planSections(markdown);
  if (rules.length === 0) throw new Error(`no **X.Y** section markers in ${rulesPath}`);
  const output = render(rulesPath, rules, definitionTitles(markdown), collect());
  if (args.check) {
    const current = existsSync(args.out) ? readFileSync(args.out, 'utf8') : '';
    if (current !== output) {
      console.error(
        `${relative(ROOT, args.out)} is out of date: run node scripts/traceability.mjs`,
      );
      process.exit(1);
    }
    return;
  }
  writeFileSync(args.out, output);
  console.log(`wrote ${relative(ROOT, args.out)}: ${rules.length} plan sections`);
}

main();
