import {
  effectiveDateOf,
  evaluateScenario,
  MissingPriceError,
  parseScenario,
  parseScenarioInSlices,
  type ParticipantSlice,
  type RefusalJson,
  type Scenario,
} from '@defcomp/domain';
import type { PlanEvent } from './fact-log.js';
import { bookOfJson, type ScenarioBook } from './record-book.js';
import type { ScenarioInput } from './scenario-loader.js';

/** One thing wrong with a file to import, at its JSON path (`participants[3].events[12]`). */
export interface RecordProblem {
  path: string;
  message: string;
  /** The plan sections an event breaks, for a refusal. */
  rules?: string[] | undefined;
}

/**
 * `invalid`: not a scenario the record can hold (FORMAT.md, the API's request schemas);
 * `refused`: a valid file whose events the plan refuses, or that disagrees with the record.
 */
export type CheckedFile =
  | { ok: true; input: ScenarioInput }
  | { ok: false; kind: 'invalid' | 'refused'; problems: RecordProblem[] };

// The API's request schema for an id (packages/server/src/schemas.ts `id`; the store cannot
// import the server): FORMAT.md allows any name, but the record must only hold what the API can
// address. Prices need no such check: the parser and the API share the model's Price.
const apiId = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** A book that passed the check: how many participants and events it holds. */
export type CheckedBook =
  | { ok: true; participants: number; events: number }
  | { ok: false; kind: 'invalid' | 'refused'; problems: RecordProblem[] };

// Participants are checked independently of one another (the company's events apply to each):
// a slice at a time, so a large book's results never pile up in memory (10,000 participants'
// deferrals are millions of objects, and every collection would walk them).
export const SLICE = 500;

/**
 * Checks a scenario file as the API checks each event it records (server evaluation.ts
 * checkEvents: parse, place, evaluate, refuse), but for the whole file at once: one parse, one
 * evaluation, and every event the engine refuses is a problem at its path. A parsed file is a
 * book already in memory (checkBook).
 */
export function checkScenarioFile(json: unknown): CheckedFile {
  const book = bookOfJson(json);
  if (!book) {
    // Not an object with a participants array: parseScenario says what is wrong.
    const parsed = parseScenario(json);
    const problems = parsed.ok ? [{ path: 'participants', message: 'required' }] : parsed.errors;
    return { ok: false, kind: 'invalid', problems };
  }
  const checked = checkBook(book);
  return checked.ok ? { ok: true, input: json as ScenarioInput } : checked;
}

/**
 * checkScenarioFile of a book read `slice` participants at a time: the same problems, in the
 * same order. Two passes: the shape (FORMAT.md), the API's ids and the last event's date, then
 * the engine.
 */
export function checkBook(book: ScenarioBook, slice = SLICE): CheckedBook {
  const idProblems: RecordProblem[] = [];
  const header = book.header as unknown as ScenarioInput;
  let through = latest(header.evaluateThrough, header.company?.events);
  let events = 0;
  const parsed = parseScenarioInSlices(
    header,
    map(slices(book, slice), ({ start, participants }) => {
      (participants as Partial<ScenarioStory>[]).forEach((p, k) => {
        idProblem(idProblems, `participants[${start + k}].id`, p.id);
        through = latest(through, p.events);
        events += Array.isArray(p.events) ? p.events.length : 0;
      });
      return { start, participants };
    }),
  );
  if (!parsed.ok) return { ok: false, kind: 'invalid', problems: parsed.errors };
  header.funds.forEach((f, i) => idProblem(idProblems, `funds[${i}].id`, f.id));
  if (idProblems.length > 0) return { ok: false, kind: 'invalid', problems: idProblems };
  let refused: RecordProblem[];
  try {
    refused = evaluateInSlices({ ...parsed.scenario, evaluateThrough: through }, book, slice);
  } catch (error) {
    if (!(error instanceof MissingPriceError)) throw error;
    return { ok: false, kind: 'invalid', problems: [{ path: error.path, message: error.message }] };
  }
  return refused.length > 0
    ? { ok: false, kind: 'refused', problems: refused }
    : { ok: true, participants: book.count, events };
}

type ScenarioStory = ScenarioInput['participants'][number];

/** The book's participants, `size` at a time (one empty slice for a book without any). */
export function* slices(book: ScenarioBook, size: number): Generator<ParticipantSlice> {
  for (let start = 0; start === 0 || start < book.count; start += size)
    yield { start, participants: book.participants(start, start + size) };
}

function* map<T, U>(items: Iterable<T>, f: (item: T) => U): Generator<U> {
  for (const item of items) yield f(item);
}

/**
 * Each participant evaluated once, through the later of the file's evaluateThrough and its last
 * event (the API checks an event as of its own date at least; the engine ignores events after
 * evaluateThrough): the refusals at their paths.
 */
function evaluateInSlices(scenario: Scenario, book: ScenarioBook, size: number): RecordProblem[] {
  const problems: RecordProblem[] = [];
  for (const { start, participants: slice } of slices(book, size)) {
    const participants = slice as Scenario['participants'];
    const result = evaluateScenario({ ...scenario, participants });
    if (start === 0)
      problems.push(...result.company.refused.map((r) => refusal('company.events', r)));
    participants.forEach((p, k) => {
      const at = `participants[${start + k}].events`;
      for (const r of result.participants[p.id]?.refused ?? []) problems.push(refusal(at, r));
    });
  }
  return problems;
}

/**
 * The later of `through` and every event's date (the shape is not checked yet: what is not an
 * event is passed over, and the parse that follows refuses the file).
 */
function latest(through: string, events: unknown): string {
  if (!Array.isArray(events)) return through;
  for (const event of events as PlanEvent[]) {
    try {
      const day = effectiveDateOf(event);
      if (typeof day === 'string' && day > through) through = day;
    } catch {
      // Not an event: parseScenario names it.
    }
  }
  return through;
}

function idProblem(problems: RecordProblem[], path: string, id: unknown): void {
  if (!apiId.test(String(id)))
    problems.push({ path, message: `not an id the API accepts (${apiId.source})` });
}

/** A refused event as a problem at its path in the file, with the rules it breaks. */
const refusal = (path: string, r: RefusalJson): RecordProblem => ({
  path: `${path}[${r.index}]`,
  message: `${r.rules.join(', ')} ${r.message}`,
  rules: r.rules,
});
