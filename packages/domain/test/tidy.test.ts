/**
 * Tidy: the style checks a reviewer should not have to make by eye (STYLE.md, after
 * TigerBeetle's tidy.zig).
 *
 * (a) the domain core is pure (habit 7): its sources import only relative paths and
 *     temporal-polyfill and typebox (the event model: schemas are data), and use no Date, Math.random, parseFloat or process;
 * (b) no function is longer than 70 lines (fails for packages/domain/src; other packages are
 *     reported with console.warn);
 * (c) no leftover to-do marker (see MARKERS) in a comment.
 *
 * The scanner is a small lexer, not a parser: it blanks comments, strings, templates and
 * regular expressions (keeping newlines) so that braces and names in them do not count.
 * Each check is first run on inline samples, so a broken scanner cannot pass silently.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FUNCTION_LINES_MAX = 70;
const DOMAIN_IMPORTS_ALLOWED = [
  'temporal-polyfill',
  'typebox',
  'typebox/compile',
  'typebox/format',
];
// Built from parts so that this file does not carry the markers it looks for.
const MARKERS = ['FIX' + 'ME', 'X' + 'XX'];

// ---------------------------------------------------------------------------------------------
// Lexer

interface Lexed {
  /** Comments blanked; strings kept (import specifiers are read from here). */
  readonly code: string;
  /** Comments and the insides of strings, templates and regular expressions blanked. */
  readonly bare: string;
  readonly comments: readonly { line: number; text: string }[];
}

const blank = (text: string): string => text.replace(/[^\n]/g, ' ');
const REGEX_MAY_FOLLOW = /(?:^|[(,=:[!&|?{};+\-*%~^]|\breturn|\btypeof|\bcase|\belse)\s*$/;

/** Index after the closing quote of a one-line string or regex, or -1 if not closed. */
function closeOnLine(source: string, start: number, quote: string): number {
  let inClass = false;
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i];
    if (c === '\n') return -1;
    if (c === '\\') i++;
    else if (quote === '/' && c === '[') inClass = true;
    else if (quote === '/' && c === ']') inClass = false;
    else if (c === quote && !inClass) return i + 1;
  }
  return -1;
}

/** A template literal: [end index, its text with the literal parts blanked]. */
function scanTemplate(source: string, start: number): [number, string] {
  let bare = '`';
  let i = start + 1;
  while (i < source.length && source[i] !== '`') {
    if (source[i] === '\\') {
      bare += blank(source.slice(i, i + 2));
      i += 2;
    } else if (source.startsWith('${', i)) {
      let depth = 1;
      let j = i + 2;
      for (; j < source.length && depth > 0; j++) {
        if (source[j] === '{') depth++;
        if (source[j] === '}') depth--;
      }
      bare += source.slice(i, j);
      i = j;
    } else {
      bare += blank(source[i]!);
      i++;
    }
  }
  return [i + 1, bare + '`'];
}

function lex(source: string): Lexed {
  let code = '';
  let bare = '';
  const comments: { line: number; text: string }[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const two = source.slice(i, i + 2);
    let end = -1;
    if (two === '//' || two === '/*') {
      const close = two === '//' ? source.indexOf('\n', i) : source.indexOf('*/', i + 2);
      end = close === -1 ? source.length : two === '//' ? close : close + 2;
      const text = source.slice(i, end);
      comments.push({ line, text });
      code += blank(text);
      bare += blank(text);
    } else if (c === '`') {
      const [stop, masked] = scanTemplate(source, i);
      end = stop;
      code += source.slice(i, end);
      bare += masked;
    } else if (c === "'" || c === '"' || (c === '/' && REGEX_MAY_FOLLOW.test(bare.slice(-12)))) {
      // A quote or slash not closed on its line is JSX text or division, not a literal.
      end = closeOnLine(source, i, c);
      if (end !== -1) {
        code += source.slice(i, end);
        bare += c + blank(source.slice(i + 1, end - 1)) + c;
      }
    }
    if (end === -1) {
      code += c;
      bare += c;
      end = i + 1;
    }
    for (let k = i; k < end; k++) if (source[k] === '\n') line++;
    i = end;
  }
  return { code, bare, comments };
}

// ---------------------------------------------------------------------------------------------
// (a) purity of the domain core

function importsOf(code: string): string[] {
  const specifiers: string[] = [];
  const patterns = [
    /\b(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"]+)\1/g,
    /\bimport\s*(['"])([^'"]+)\1/g,
    /\b(?:import|require)\s*\(\s*(['"])([^'"]+)\1/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) specifiers.push(match[2]!);
  }
  return specifiers;
}

const importAllowed = (specifier: string): boolean =>
  specifier.startsWith('./') ||
  specifier.startsWith('../') ||
  DOMAIN_IMPORTS_ALLOWED.includes(specifier);

const FORBIDDEN_NAMES: readonly [string, RegExp][] = [
  ['Date', /(?<![.\w$])Date\b/],
  ['Math.random', /\bMath\s*\.\s*random\b/],
  ['parseFloat', /(?<![\w$])parseFloat\b/],
  ['process', /(?<![.\w$])process\b/],
];

/** "line: problem" for every impure import or global in one domain source. */
function impurities(source: string): string[] {
  const lexed = lex(source);
  const problems = importsOf(lexed.code)
    .filter((specifier) => !importAllowed(specifier))
    .map((specifier) => `imports ${specifier}`);
  lexed.bare.split('\n').forEach((text, index) => {
    for (const [name, pattern] of FORBIDDEN_NAMES) {
      if (pattern.test(text)) problems.push(`${index + 1}: uses ${name}`);
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// (b) function length

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** Index just after the bracket matching the one at `start`. */
function matchBracket(text: string, start: number): number {
  const stack: string[] = [];
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (OPEN[c]) stack.push(OPEN[c]);
    else if (c === ')' || c === ']' || c === '}') {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return text.length;
}

/** Skips a balanced `<...>` (with `=>` inside) from `start`; returns the index after it. */
function skipAngles(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text.startsWith('=>', i)) i++;
    else if (OPEN[text[i]!]) i = matchBracket(text, i) - 1;
    else if (text[i] === '<') depth++;
    else if (text[i] === '>' && --depth === 0) return i + 1;
  }
  return text.length;
}

const skipSpace = (text: string, i: number): number => {
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
};

/**
 * After a parameter list (and a possible return type), the index of the body's `{`, or -1
 * for an overload or declaration (`;` first). In a return type, a `{` right after `:`, `|`,
 * `&`, `,`, `(`, `<` or `=>` opens an object type, not the body.
 */
function bodyStart(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === ';') return -1;
    if (c === '<') i = skipAngles(text, i) - 1;
    else if (c === '(' || c === '[') i = matchBracket(text, i) - 1;
    else if (c === '{') {
      const before = text.slice(from, i).trimEnd();
      if (!/(?:[:|&,(<]|=>)$/.test(before)) return i;
      i = matchBracket(text, i) - 1;
    }
  }
  return -1;
}

/** Index after the end of an arrow function whose `=>` ends just before `from`. */
function arrowEnd(text: string, from: number): number {
  const start = skipSpace(text, from);
  if (text[start] === '{') return matchBracket(text, start);
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (OPEN[c]) i = matchBracket(text, i) - 1;
    else if (c === ';' || c === ')' || c === ']' || c === '}') return i;
  }
  return text.length;
}

/** Index just after the `=>` if an arrow function starts at `from`, else -1. */
function arrowAfter(text: string, from: number): number {
  let i = skipSpace(text, from);
  if (text.startsWith('async', i) && !/[\w$]/.test(text[i + 5] ?? '')) i = skipSpace(text, i + 5);
  if (text[i] === '<') i = skipSpace(text, skipAngles(text, i));
  if (text[i] === '(') {
    i = skipSpace(text, matchBracket(text, i));
    if (text[i] === ':') {
      for (i++; i < text.length && !text.startsWith('=>', i); i++) {
        if (text[i] === '<') i = skipAngles(text, i) - 1;
        else if (OPEN[text[i]!]) i = matchBracket(text, i) - 1;
        else if (text[i] === ';' || text[i] === '=') return -1;
      }
    }
  } else {
    const name = /^[A-Za-z_$][\w$]*/.exec(text.slice(i));
    if (!name) return -1;
    i = skipSpace(text, i + name[0].length);
  }
  return text.startsWith('=>', i) ? i + 2 : -1;
}

/** Index of the `=` of a const/let initializer after the name ends at `from`, or -1. */
function initializerAt(text: string, from: number): number {
  let i = skipSpace(text, from);
  if (text[i] !== ':') return text[i] === '=' && text[i + 1] !== '=' ? i : -1;
  for (i++; i < text.length; i++) {
    if (text.startsWith('=>', i)) i++;
    else if (text[i] === '<') i = skipAngles(text, i) - 1;
    else if (OPEN[text[i]!]) i = matchBracket(text, i) - 1;
    else if (text[i] === ';') return -1;
    else if (text[i] === '=') return i;
  }
  return -1;
}

interface FunctionSpan {
  readonly name: string;
  readonly line: number;
  readonly lines: number;
}

function functionSpans(source: string): FunctionSpan[] {
  const { bare } = lex(source);
  const lineAt = (index: number) => bare.slice(0, index).split('\n').length;
  const spans: FunctionSpan[] = [];
  const add = (name: string, start: number, end: number) =>
    spans.push({ name, line: lineAt(start), lines: lineAt(end - 1) - lineAt(start) + 1 });
  for (const match of bare.matchAll(/\bfunction\b\s*\*?\s*([A-Za-z_$][\w$]*)?/g)) {
    let i = skipSpace(bare, match.index + match[0].length);
    if (bare[i] === '<') i = skipSpace(bare, skipAngles(bare, i));
    if (bare[i] !== '(') continue;
    const body = bodyStart(bare, matchBracket(bare, i));
    if (body !== -1) add(match[1] ?? '(anonymous function)', match.index, matchBracket(bare, body));
  }
  for (const match of bare.matchAll(/\b(?:const|let)\s+([A-Za-z_$][\w$]*)/g)) {
    const equals = initializerAt(bare, match.index + match[0].length);
    const arrow = equals === -1 ? -1 : arrowAfter(bare, equals + 1);
    if (arrow !== -1) add(match[1]!, match.index, arrowEnd(bare, arrow));
  }
  return spans.sort((a, b) => a.line - b.line);
}

const tooLong = (source: string): FunctionSpan[] =>
  functionSpans(source).filter((span) => span.lines > FUNCTION_LINES_MAX);

// ---------------------------------------------------------------------------------------------
// (c) leftover markers

function markers(source: string): string[] {
  const found: string[] = [];
  for (const comment of lex(source).comments) {
    comment.text.split('\n').forEach((text, offset) => {
      for (const marker of MARKERS) {
        if (new RegExp(`\\b${marker}\\b`).test(text))
          found.push(`${comment.line + offset}: ${marker}`);
      }
    });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Files

function walk(dir: string, keep: (path: string) => boolean): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries.sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...walk(path, keep));
    else if (keep(path)) files.push(path);
  }
  return files;
}

const isSource = (path: string) => /\.tsx?$/.test(path) && !/\.d\.ts$/.test(path);
const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const packages = () => readdirSync(join(ROOT, 'packages')).sort();
const rel = (path: string) => relative(ROOT, path);
const read = (path: string) => readFileSync(path, 'utf8');

// ---------------------------------------------------------------------------------------------
// The scanner on samples: each check can fail

const lines = (count: number) => Array.from({ length: count }, (_, i) => `  x += ${i};`).join('\n');

describe('tidy: the scanner finds what it must', () => {
  it('(a) flags impure imports and globals, not relative or allowed ones, nor words in comments', () => {
    const sample = [
      "import { readFileSync } from 'node:fs';",
      "import type { Kysely } from 'kysely';",
      "import { Temporal } from 'temporal-polyfill';",
      "export * from './money/decimal.js';",
      "import '../side-effect.js';",
      "const pg = await import('pg');",
      'const today = new Date();',
      'const r = Math.random();',
      "const f = parseFloat('1.5');",
      'const env = process.env.TZ;',
      '// The Valuation Date, a PlainDate; process payments; parseFloat is banned.',
      "const label = 'Payment Date';",
      'const d: PlainDate = calendar.endOfMonth(x.process);',
    ].join('\n');
    expect(impurities(sample)).toEqual([
      'imports node:fs',
      'imports kysely',
      'imports pg',
      '7: uses Date',
      '8: uses Math.random',
      '9: uses parseFloat',
      '10: uses process',
    ]);
  });

  it('(b) measures function declarations and arrow functions, at the 70-line boundary', () => {
    const sample = [
      'export function seventy(a: number): { x: number } {', // lines 1-70
      lines(68),
      '}',
      'export async function seventyOne<T>(a: T): Promise<void> {', // lines 71-141
      lines(69),
      '}',
      'export const arrow = async (a: number): Promise<number> => {', // lines 142-212
      lines(69),
      '};',
      'const typed: (a: number) => number = (a) =>', // lines 213-283, an expression body
      lines(70).replace(/;/g, ' +') + ' 0;',
      'function overload(a: string): string;', // no body: not a function span
      'function overload(a: unknown): unknown { return a; }',
      "const notAFunction = { key: '}' };",
    ].join('\n');
    const spans = functionSpans(sample);
    expect(spans.map((s) => [s.name, s.line, s.lines])).toEqual([
      ['seventy', 1, 70],
      ['seventyOne', 71, 71],
      ['arrow', 142, 71],
      ['typed', 213, 71],
      ['overload', 285, 1],
    ]);
    expect(tooLong(sample).map((s) => s.name)).toEqual(['seventyOne', 'arrow', 'typed']);
  });

  it('(b) braces in strings, templates, regexes and comments do not end a function', () => {
    const sample = [
      'function tricky(): void {',
      "  const a = '}}}';",
      '  const b = `${a} }`;',
      '  const c = /[}]+/.test(a); // }',
      '  /* } */',
      '  const d = a.length / 2 / 1;',
      '}',
    ].join('\n');
    expect(functionSpans(sample)).toEqual([{ name: 'tricky', line: 1, lines: 7 }]);
  });

  it('(c) flags markers in comments only', () => {
    const [fix, xxx] = MARKERS;
    const sample = [
      `// ${fix}: handle leap years`,
      `/* fine\n * ${xxx} later */`,
      `const mask = '${xxx}-XX-1234'; // ${fix}ED is another word`,
    ].join('\n');
    expect(markers(sample)).toEqual([`1: ${fix}`, `3: ${xxx}`]);
  });

  it('(b) finds the functions of a real source file', () => {
    const source = read(join(ROOT, 'packages/domain/src/calendar/valuation-calendar.ts'));
    const names = functionSpans(source).map((span) => span.name);
    expect(names).toEqual(
      expect.arrayContaining(['date', 'nthWeekday', 'easterSunday', 'createValuationCalendar']),
    );
    const calendar = functionSpans(source).find((s) => s.name === 'createValuationCalendar');
    expect(calendar?.lines).toBeGreaterThan(30);
  });
});

// ---------------------------------------------------------------------------------------------
// The repository

describe('tidy: the repository', () => {
  it('(a) the domain core imports only relative paths and temporal-polyfill, and uses no clock, randomness, float parsing or environment', () => {
    const files = walk(join(ROOT, 'packages/domain/src'), (p) => isSource(p) && !isTest(p));
    expect(files.length).toBeGreaterThan(0);
    const problems = files.flatMap((file) =>
      impurities(read(file)).map((p) => `${rel(file)}:${p}`),
    );
    expect(problems).toEqual([]);
  });

  it(`(b) no function is longer than ${FUNCTION_LINES_MAX} lines (fails for the domain, warns for the rest)`, () => {
    const offenders: string[] = [];
    for (const pkg of packages()) {
      const files = walk(join(ROOT, 'packages', pkg, 'src'), (p) => isSource(p) && !isTest(p));
      for (const file of files) {
        for (const span of tooLong(read(file))) {
          offenders.push(`${rel(file)}:${span.line} ${span.name} (${span.lines} lines)`);
        }
      }
    }
    const domain = offenders.filter((o) => o.startsWith('packages/domain/src/'));
    const others = offenders.filter((o) => !o.startsWith('packages/domain/src/'));
    if (others.length > 0) {
      console.warn(
        `tidy: functions longer than ${FUNCTION_LINES_MAX} lines outside the domain:\n  ${others.join('\n  ')}`,
      );
    }
    expect(domain).toEqual([]);
  });

  it('(c) no FIXME or XXX is left in a comment', () => {
    const problems: string[] = [];
    for (const pkg of packages()) {
      for (const dir of ['src', 'test']) {
        for (const file of walk(join(ROOT, 'packages', pkg, dir), isSource)) {
          problems.push(...markers(read(file)).map((m) => `${rel(file)}:${m}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
