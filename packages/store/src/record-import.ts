import { effectiveDateOf, parseMicro } from '@defcomp/domain';
import { sql, type Insertable, type Transaction } from 'kysely';
import { appendAudit } from './audit-log.js';
import { canonicalJson } from './canonical-json.js';
import { inTransaction, type Dialect, type Store } from './database.js';
import { listFacts, type PlanEvent } from './fact-log.js';
import { listFundClosures } from './fund-closure-repository.js';
import { listFunds, listPrices } from './fund-repository.js';
import { listParticipants } from './participant-repository.js';
import { getPlan } from './plan-repository.js';
import { bookOfJson, type ScenarioBook } from './record-book.js';
import { SLICE, slices, type RecordProblem } from './record-check.js';
import type { ScenarioInput } from './scenario-loader.js';
import type { Database } from './schema.js';

/** The record disagrees with the file: nothing was written. */
export class RecordRefused extends Error {
  constructor(readonly problems: RecordProblem[]) {
    super(problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
  }
}

export interface ImportOptions {
  planId: string;
  /** recorded_at of every row written: the import is one act. */
  at: string;
  by: string;
  /** What the audit row names as the source (the file's name and sha256). */
  source?: Record<string, unknown> | undefined;
  /** Participants read, compared and written at a time (record-check.ts SLICE). */
  slice?: number | undefined;
  /** Called after each chunk of facts written. */
  onProgress?: ((written: number, total: number) => void) | undefined;
}

export interface ImportSummary {
  status: 'imported' | 'unchanged';
  planId: string;
  added: { plan: number; funds: number; prices: number; participants: number; facts: number };
}

type Tx = Transaction<Database>;
type Row<T extends keyof Database> = Insertable<Database[T]>;

/** What the file holds that the record does not: the rows to write (the stories' by slice). */
interface Additions {
  plan: Row<'plans'>[];
  versions: Row<'plan_versions'>[];
  funds: Row<'funds'>[];
  prices: Row<'prices'>[];
  stories: Stories;
}

/**
 * Loads a checked scenario file (record-check.ts) into the plan's record, in one transaction.
 * The record must be a part of the file: every fund, price, participant and event it holds is
 * in the file, each participant's and the company's events a prefix of the file's. What the file
 * adds is written; anything else the record holds is a refusal and nothing is written. So
 * importing the same file again changes nothing, and a longer export of the same history only
 * appends its new events (a spreadsheet kept up to date until the switch-over).
 */
export async function importRecord(
  store: Store,
  input: ScenarioInput,
  options: ImportOptions,
): Promise<ImportSummary> {
  const book = bookOfJson(input);
  if (!book) throw new TypeError('importRecord: a checked scenario file (record-check.ts)');
  return importBook(store, book, options);
}

/**
 * importRecord of a book read `options.slice` participants at a time (record-book.ts), still
 * in one transaction: every slice is compared with the record first, so a refusal anywhere
 * writes nothing; then each slice is read again and its additions written.
 */
export async function importBook(
  store: Store,
  book: ScenarioBook,
  options: ImportOptions,
): Promise<ImportSummary> {
  const input = book.header as unknown as ScenarioInput;
  if (input.plan.id !== options.planId) {
    const message = `the file is plan ${input.plan.id}, not ${options.planId}`;
    throw new RecordRefused([{ path: 'plan.id', message }]);
  }
  return inTransaction(store, async (trx) => {
    const problems: RecordProblem[] = [];
    const header = {
      ...(await planAdditions(trx, input, options, problems)),
      ...(await fundAdditions(trx, input, options, problems)),
    };
    const stories = await storyAdditions(trx, book, options, problems);
    if (problems.length > 0) throw new RecordRefused(problems);
    const added = {
      plan: header.plan.length,
      funds: header.funds.length,
      prices: header.prices.length,
      participants: stories.participants,
      facts: stories.facts,
    };
    const summary: ImportSummary = { status: 'unchanged', planId: options.planId, added };
    if (Object.values(added).every((n) => n === 0)) return summary;
    await write(trx, store.dialect, book, { ...header, stories }, options);
    await appendAudit(trx, {
      at: options.at,
      actor: options.by,
      action: 'record.imported',
      entity: 'plan',
      entityId: options.planId,
      after: { added, source: options.source ?? null },
    });
    return { ...summary, status: 'imported' };
  });
}

const recorded = (options: ImportOptions) => ({ recorded_at: options.at, recorded_by: options.by });

/** The plan itself: created when absent; when present its parameters must be the file's. */
async function planAdditions(
  trx: Tx,
  input: ScenarioInput,
  options: ImportOptions,
  problems: RecordProblem[],
): Promise<Pick<Additions, 'plan' | 'versions'>> {
  // Interpretation (9.2): a plan's terms are its plan file and its approved amendments, each
  // prepared and approved by two people (POST /plans/{id}/amendments); an import records
  // neither undated overrides nor amendments, so a file carrying them is refused, not half read.
  const amendments = (input.plan as { amendments?: unknown[] }).amendments ?? [];
  if (amendments.length > 0) {
    const message =
      'an import does not amend a plan: record amendments with POST /plans/{id}/amendments (9.2)';
    problems.push({ path: 'plan.amendments', message, rules: ['9.2'] });
  }
  const parameters = (input.plan as { parameters?: object }).parameters ?? {};
  if (Object.keys(parameters).length > 0) {
    const message =
      "an import does not change a plan's terms: they come from its plan file and approved amendments (9.2)";
    problems.push({ path: 'plan.parameters', message, rules: ['9.2'] });
  }
  const plan = await getPlan(trx, options.planId);
  if (!plan) {
    // Interpretation: a plan not yet in the record is created from the file, named by its id
    // (a scenario holds no plan name); `defcomp serve` then finds it and seeds no other.
    const publiclyTraded = input.company.publiclyTraded ? 1 : 0;
    const row = { id: options.planId, name: options.planId, publicly_traded: publiclyTraded };
    return { plan: [{ ...row, recorded_at: options.at }], versions: [] };
  }
  if (plan.publiclyTraded !== input.company.publiclyTraded) {
    const message = `the record's plan has publiclyTraded ${plan.publiclyTraded}`;
    problems.push({ path: 'company.publiclyTraded', message, rules: ['1.20'] });
  }
  return { plan: [], versions: [] };
}

/** Funds and prices: the file's, less those recorded; a recorded one must agree (7.2, 7.3). */
async function fundAdditions(
  trx: Tx,
  input: ScenarioInput,
  options: ImportOptions,
  problems: RecordProblem[],
): Promise<Pick<Additions, 'funds' | 'prices'>> {
  const known = new Map((await listFunds(trx, options.planId)).map((f) => [f.id, f]));
  const funds: Row<'funds'>[] = [];
  const prices: Row<'prices'>[] = [];
  for (const [i, fund] of input.funds.entries()) {
    const series = input.prices[fund.id];
    const constantPrice = series && 'constant' in series ? series.constant : null;
    const capitalPreservation = fund.capitalPreservation ?? false;
    const recordedFund = known.get(fund.id);
    if (!recordedFund) {
      const row = { id: fund.id, name: fund.name, constant_price: constantPrice };
      const plan = { plan_id: options.planId };
      const flag = capitalPreservation ? 1 : 0;
      funds.push({ ...plan, ...row, capital_preservation: flag, ...recorded(options) });
    } else if (
      recordedFund.name !== fund.name ||
      recordedFund.capitalPreservation !== capitalPreservation ||
      !samePrice(recordedFund.constantPrice, constantPrice)
    ) {
      const message = `fund ${fund.id} is recorded as ${canonicalJson(recordedFund)}`;
      problems.push({ path: `funds[${i}]`, message, rules: ['7.3'] });
      continue;
    }
    // 7.3: a closure moves money and needs two people (POST /funds/:fundId/closure): a file may
    // only repeat one the record holds, approved.
    if (fund.closed) {
      const { date, successor } = fund.closed;
      const held = (await listFundClosures(trx, options.planId, { status: 'approved' })).some(
        (c) => c.fundId === fund.id && c.date === date && c.successorId === successor,
      );
      if (!held) {
        const message = `fund ${fund.id} closed on ${date} for ${successor}: a closure is prepared and approved by two members of the Plan Asset Committee, not imported`;
        problems.push({ path: `funds[${i}].closed`, message, rules: ['7.3'] });
        continue;
      }
    }
    if (series && 'points' in series) {
      const key = { planId: options.planId, fundId: fund.id };
      const points = await priceAdditions(trx, key, series.points, problems);
      for (const [date, price] of points)
        prices.push({ plan_id: key.planId, fund_id: fund.id, date, price, ...recorded(options) });
    }
  }
  return { funds, prices };
}

/** A fund's points the record lacks; a recorded point must have the same price (7.2). */
async function priceAdditions(
  trx: Tx,
  fund: { planId: string; fundId: string },
  points: [string, string][],
  problems: RecordProblem[],
): Promise<[string, string][]> {
  const { fundId } = fund;
  const known = new Map((await listPrices(trx, fund)).map((p) => [p.date, p.price]));
  const added: [string, string][] = [];
  for (const [k, [date, price]] of points.entries()) {
    const recordedPrice = known.get(date);
    known.delete(date);
    if (recordedPrice === undefined) added.push([date, price]);
    else if (!samePrice(recordedPrice, price)) {
      const message = `${date} is recorded at ${recordedPrice}`;
      problems.push({ path: `prices.${fundId}.points[${k}]`, message, rules: ['7.2'] });
    }
  }
  const [first] = known.keys();
  if (first !== undefined) {
    // The record's prices value every account: a file without them would evaluate otherwise.
    const message = `the record has ${known.size} prices the file lacks (the first on ${first})`;
    problems.push({ path: `prices.${fundId}.points`, message, rules: ['7.2'] });
  }
  return added;
}

/** "12.50" and "12.5" are the same price: compare as exact decimals. */
function samePrice(a: string | null, b: string | null): boolean {
  return a === null || b === null ? a === b : parseMicro(a) === parseMicro(b);
}

/**
 * What the file adds to the stories, a slice of participants at a time: how many participants
 * and facts, and for each participant whether he is new and how many of his events the record
 * holds (the write reads the slice again and takes the rest).
 */
interface Stories {
  participants: number;
  facts: number;
  companyFacts: PlanEvent[];
  isNew: Uint8Array;
  recordedEvents: Uint32Array;
}

/** Participants and events: each recorded story must be the start of the file's. */
async function storyAdditions(
  trx: Tx,
  book: ScenarioBook,
  options: ImportOptions,
  problems: RecordProblem[],
): Promise<Stories> {
  const { planId } = options;
  const company = await listFacts(trx, { planId, participantId: null });
  const input = book.header as unknown as ScenarioInput;
  const companyFacts = newEvents(
    'company.events',
    company.map((f) => f.event),
    input.company.events,
    problems,
  );
  const stories: Stories = {
    participants: 0,
    facts: companyFacts.length,
    companyFacts,
    isNew: new Uint8Array(book.count),
    recordedEvents: new Uint32Array(book.count),
  };
  const inFile = new Set<string>();
  for (const { start, participants } of slices(book, sliceOf(options))) {
    const slice = participants as ScenarioInput['participants'];
    const ids = slice.map((p) => p.id);
    for (const id of ids) inFile.add(id);
    const known = new Map((await listParticipants(trx, planId, ids)).map((p) => [p.id, p]));
    const recorded = new Map<string, PlanEvent[]>();
    for (const fact of await listFacts(trx, { planId, participantIds: ids })) {
      const events = recorded.get(fact.participantId!) ?? [];
      if (events.push(fact.event) === 1) recorded.set(fact.participantId!, events);
    }
    slice.forEach((p, k) => {
      const i = start + k;
      const path = `participants[${i}]`;
      const recordedParticipant = known.get(p.id);
      if (!recordedParticipant) {
        stories.isNew[i] = 1;
        stories.participants++;
      } else if (
        recordedParticipant.hireDate !== p.hireDate ||
        recordedParticipant.birthDate !== (p.birthDate ?? null)
      ) {
        const message = `participant ${p.id} is recorded with hireDate ${recordedParticipant.hireDate}, birthDate ${recordedParticipant.birthDate}`;
        problems.push({ path, message });
      }
      const story = recorded.get(p.id) ?? [];
      const added = newEvents(`${path}.events`, story, p.events, problems).length;
      stories.recordedEvents[i] = p.events.length - added;
      stories.facts += added;
    });
  }
  for (const { id } of await listParticipants(trx, planId)) {
    if (inFile.has(id)) continue;
    const message = `the record has participant ${id}, the file does not`;
    problems.push({ path: 'participants', message });
  }
  return stories;
}

const sliceOf = (options: ImportOptions) => options.slice ?? SLICE;

/** The file's events after the record's, which must be the same events in the same order. */
function newEvents(
  path: string,
  recordedStory: PlanEvent[] | undefined,
  fileEvents: PlanEvent[],
  problems: RecordProblem[],
): PlanEvent[] {
  const recordedEvents = recordedStory ?? [];
  if (recordedEvents.length > fileEvents.length) {
    const message = `the record has ${recordedEvents.length} events, the file ${fileEvents.length}`;
    problems.push({ path, message });
    return [];
  }
  for (const [j, event] of recordedEvents.entries()) {
    if (canonicalJson(event) !== canonicalJson(fileEvents[j])) {
      const message = `the record's event here is ${canonicalJson(event)}: a file adds events only after the record's own`;
      problems.push({ path: `${path}[${j}]`, message });
      return [];
    }
  }
  return fileEvents.slice(recordedEvents.length);
}

// SQLite allows 32,766 bound values per statement, PostgreSQL 65,535: stay under both.
const MAX_VALUES = 30_000;

/** Multi-row inserts, in chunks, in the order that keeps foreign keys satisfied. */
async function write(
  trx: Tx,
  dialect: Dialect,
  book: ScenarioBook,
  additions: Additions,
  options: ImportOptions,
): Promise<void> {
  await insertChunked(trx, dialect, 'plans', additions.plan);
  await insertChunked(trx, dialect, 'plan_versions', additions.versions);
  await insertChunked(trx, dialect, 'funds', additions.funds);
  await insertChunked(trx, dialect, 'prices', additions.prices);
  const { stories } = additions;
  const facts = new FactWriter(trx, dialect, options, stories.facts);
  await facts.add(stories.companyFacts.map((event) => ({ participantId: null, event })));
  for (const { start, participants } of slices(book, sliceOf(options))) {
    const slice = participants as ScenarioInput['participants'];
    const rows: Row<'participants'>[] = [];
    const added: NewFact[] = [];
    slice.forEach((p, k) => {
      const i = start + k;
      // A scenario names no one: the participant's name is his id until the API changes it.
      const row = { id: p.id, plan_id: options.planId, name: p.id, hire_date: p.hireDate };
      if (stories.isNew[i])
        rows.push({ ...row, birth_date: p.birthDate ?? null, ...recorded(options) });
      for (const event of p.events.slice(stories.recordedEvents[i]))
        added.push({ participantId: p.id, event });
    });
    await insertChunked(trx, dialect, 'participants', rows);
    await facts.add(added);
  }
}

type NewFact = { participantId: string | null; event: PlanEvent };

/** Facts written in chunks as they come, with the import's progress over all of them. */
class FactWriter {
  private written = 0;
  constructor(
    private readonly trx: Tx,
    private readonly dialect: Dialect,
    private readonly options: ImportOptions,
    private readonly total: number,
  ) {}

  async add(facts: NewFact[]): Promise<void> {
    const { options } = this;
    // Facts take their seq from the database (SQLite rowid, PostgreSQL identity), in row order.
    // Rows are made a chunk at a time: a slice's rows would otherwise all be in memory at once.
    const size = Math.floor(MAX_VALUES / 9);
    for (let start = 0; start < facts.length; start += size) {
      const rows = facts.slice(start, start + size).map(({ participantId, event }) => ({
        plan_id: options.planId,
        participant_id: participantId,
        type: event.type,
        payload: JSON.stringify(event),
        effective_date: effectiveDateOf(event),
        ...recorded(options),
        idempotency_key: null,
      }));
      await insertChunked(this.trx, this.dialect, 'facts', rows);
      this.written += rows.length;
      options.onProgress?.(this.written, this.total);
    }
  }
}

async function insertChunked<T extends keyof Database & string>(
  trx: Tx,
  dialect: Dialect,
  table: T,
  rows: Row<T>[],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  if (dialect === 'postgres') return insertUnnest(trx, table, first, rows);
  const size = Math.max(1, Math.floor(MAX_VALUES / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot type a table chosen by a parameter; each row is Insertable<Database[T]>.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute();
  }
}

/**
 * PostgreSQL: one array parameter a column, spread by `unnest`, instead of one parameter a value:
 * a small statement whatever the number of rows (three times faster than VALUES lists here).
 */
async function insertUnnest(trx: Tx, table: string, first: object, rows: object[]): Promise<void> {
  const columns = Object.keys(first);
  // Every column is text or integer (schema.ts); a column null in the first row is text.
  const types = columns.map((c) =>
    typeof (first as Record<string, unknown>)[c] === 'number' ? 'integer[]' : 'text[]',
  );
  const size = 10_000;
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size) as Record<string, unknown>[];
    const arrays = columns.map(
      (c, k) => sql`${chunk.map((row) => row[c] ?? null)}::${sql.raw(types[k] ?? 'text[]')}`,
    );
    const list = sql.join(columns.map((c) => sql.ref(c)));
    await sql`insert into ${sql.table(table)} (${list}) select * from unnest(${sql.join(arrays)})`.execute(
      trx,
    );
  }
}
