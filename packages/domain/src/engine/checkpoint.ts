import type { Cents } from '../money/decimal.js';
import type { AccountName, ParticipantStory } from '../scenario/types.js';
import { AccountState, type AccountData } from './account-state.js';
import { Agenda, type AgendaItem } from './agenda.js';
import type { ClaimState } from './claims.js';
import { yearOf, type IsoDate } from './days.js';
import { eventDate } from './event-date.js';
import { keyEmployeePeriods } from './key-employee.js';
import { Ledger, type LedgerData } from './ledger.js';
import type { Benefit, PaymentSeries } from './payouts.js';
import type { MadeClaim } from './payments-made.js';
import type { SeparationFinding } from './separation.js';
import type { AgendaEvent, EngineContext, ParticipantState, StateView } from './state.js';

// A checkpoint is the engine's state for one participant once every agenda item dated on or
// before a day has been taken, as data: a run resumed from it (participant-run.ts
// resumeParticipant) goes on as the run from his first day would, so a fact dated after the day
// is judged from his state then, without running his history again (issue 23, Scale II).

/**
 * The agenda events the run puts on the agenda before the first day (participant-run.ts
 * openingEffects), from the story and the context: a resumed run takes those after the
 * checkpoint's day from its own story and context, and keeps only the ones the rules scheduled.
 */
const OPENING: ReadonlySet<AgendaEvent['type']> = new Set<AgendaEvent['type']>([
  'participant',
  'changeInControl',
  'planTermination',
  'planTerminationValuation',
  'fundClosed',
  'yearEnd',
  'paymentMade',
]);

/** The participant's state as data: ParticipantState without the story and the context's parts. */
export interface CheckpointState {
  /** The items the rules scheduled that are still to come, in the order they were added. */
  readonly scheduled: readonly Omit<AgendaItem<AgendaEvent>, 'seq'>[];
  readonly ledger: LedgerData;
  readonly elections: ParticipantState['elections'];
  readonly accounts: ReadonlyMap<AccountName, AccountData>;
  readonly pendingInvestments: ReadonlyMap<AccountName, [string, number][]>;
  readonly eligibility: ParticipantState['eligibility'];
  readonly ineligibleOn: readonly IsoDate[];
  readonly series: readonly PaymentSeries[];
  readonly deferredByYear: ReadonlyMap<number, Cents>;
  readonly retirementSavingsPct: ReadonlyMap<number, string>;
  readonly claims: ReadonlyMap<string, ClaimState>;
  readonly madeClaims: ReadonlyMap<number, MadeClaim>;
  readonly plannedKeys: ReadonlyMap<string, number>;
  readonly separation: SeparationFinding | null;
  readonly died: IsoDate | null;
  readonly vestedInFull: { date: IsoDate; rule: string } | null;
  readonly planTerminatedOn: IsoDate | null;
  readonly separationBenefitsStarted: boolean;
  readonly lateCreditBenefit: Benefit | null;
  readonly refused: ParticipantState['refused'];
  readonly deferrals: ParticipantState['deferrals'];
  readonly pays: ParticipantState['pays'];
  readonly companyCredits: ParticipantState['companyCredits'];
  readonly forfeited: ParticipantState['forfeited'];
  readonly payments: ParticipantState['payments'];
}

/**
 * One participant's engine state once every agenda item dated on or before `through` has been
 * taken: plain data (strings, numbers, bigints, arrays, Maps and plain objects; no functions or
 * class instances), so structuredClone and v8.serialize keep it whole.
 *
 * A run resumed from it (resumeParticipant) equals the run from his first day of a story whose
 * events on or before `through` are the checkpoint's, when the context is the same up to
 * `through`. It checks what is cheap to check and refuses otherwise:
 * - the participant (id and hire date);
 * - `story`: the events dated on or before `through` and the undated ones (compensation facts,
 *   401(k) rates, which count from his first day), each at the same index in the story: an
 *   event added, changed or removed among them, or one moved to another index, is refused;
 * - `context`: the company facts dated on or before `through` (Changes in Control, the plan
 *   termination, whether publicly traded), the capital preservation fund, the fund closures
 *   dated on or before it, and his payments made valued on or before it (each at its index);
 * - the evaluation runs through `through` or later.
 * It assumes, and does not check, that the plan (its parameters and amendments as in force on
 * each day up to `through`), the prices of every day up to `through` and the valuation calendar
 * are those of the run that made it, and that no payment made valued after `through` is one
 * the run had planned by then (a payment run approves what was valued: its valuation date).
 * It is a checkpoint of this engine: a change to the rules makes a kept one stale, so a store
 * keys them by the domain's version as it does projections.
 */
export interface Checkpoint {
  readonly format: 'defcomp-checkpoint/1';
  readonly participantId: string;
  readonly hireDate: IsoDate;
  readonly through: IsoDate;
  readonly story: StoryPart;
  /** A digest of the context's facts up to `through` (contextDigest). */
  readonly context: string;
  readonly state: CheckpointState;
}

/** Which of the story's events a checkpoint has taken, by index, and a digest of them. */
export interface StoryPart {
  readonly indices: readonly number[];
  readonly digest: string;
}

/** The checkpoint of `state` on `through`: the run has taken every item dated on or before it. */
export function checkpointOf(state: StateView, ctx: EngineContext, through: IsoDate): Checkpoint {
  const pending = state.agenda.pending();
  const first = pending[0];
  if (first && first.date <= through)
    throw new Error(`checkpoint: an agenda item of ${first.date} is still to come`);
  const scheduled = pending
    .filter((i) => !OPENING.has(i.event.type))
    .sort((a, b) => a.seq - b.seq)
    .map(({ date, order, event }) => ({ date, order, event }));
  const accounts = new Map<AccountName, AccountData>();
  for (const [name, account] of state.accounts) accounts.set(name, account.data());
  const data = copyState({ ...state, scheduled, ledger: state.ledger.data(), accounts });
  return {
    format: 'defcomp-checkpoint/1',
    participantId: state.story.id,
    hireDate: state.story.hireDate,
    through,
    story: storyPart(state.story, through),
    context: contextDigest(ctx, state.story.id, through),
    state: data,
  };
}

/**
 * The last day of each Plan Year (the calendar year) from `from`'s through `through`: a
 * checkpoint on it is his state as the next Plan Year starts, its year-end credits posted.
 */
export function planYearEnds(from: IsoDate, through: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let year = yearOf(from); `${year}-12-31` <= through; year++) days.push(`${year}-12-31`);
  return days;
}

/** Why a story and context cannot go on from the checkpoint; null when they can. */
export function cannotResume(
  checkpoint: Checkpoint,
  story: ParticipantStory,
  ctx: EngineContext,
): string | null {
  const { through } = checkpoint;
  if (checkpoint.format !== 'defcomp-checkpoint/1') return `unknown format ${checkpoint.format}`;
  if (story.id !== checkpoint.participantId || story.hireDate !== checkpoint.hireDate)
    return `the checkpoint is of participant ${checkpoint.participantId} hired ${checkpoint.hireDate}`;
  if (ctx.evaluateThrough < through)
    return `the evaluation through ${ctx.evaluateThrough} ends before the checkpoint (${through})`;
  const part = storyPart(story, through);
  if (
    part.digest !== checkpoint.story.digest ||
    part.indices.length !== checkpoint.story.indices.length ||
    part.indices.some((index, k) => index !== checkpoint.story.indices[k])
  )
    return `his events dated on or before ${through} are not the checkpoint's`;
  if (contextDigest(ctx, story.id, through) !== checkpoint.context)
    return `the company facts, fund closures or payments made up to ${through} are not the checkpoint's`;
  return null;
}

/** The state the checkpoint describes, with the story and context it goes on with. */
export function stateFrom(
  checkpoint: Checkpoint,
  story: ParticipantStory,
  ctx: EngineContext,
  opening: (agenda: Agenda<AgendaEvent>) => void,
): ParticipantState {
  const { scheduled, ledger, accounts, ...rest } = copyState(checkpoint.state);
  const agenda = new Agenda<AgendaEvent>();
  // The opening items first, then the scheduled ones in the order they came: each day's items
  // are then taken in the run's (date, order, insertion) order.
  opening(agenda);
  for (const item of scheduled) agenda.add(item.date, item.order, item.event);
  return {
    ...rest,
    story,
    keyEmployee: keyEmployeePeriods(story.events, ctx.plan, ctx.company.publiclyTraded),
    agenda,
    ledger: Ledger.fromData(ctx.prices, ledger),
    accounts: new Map([...accounts].map(([name, a]) => [name, AccountState.fromData(a)])),
    made: ctx.paymentsMade?.get(story.id) ?? [],
  };
}

/** The mutable part of a state, as the checkpoint's own: what a run changes in place. */
type Copied = Omit<CheckpointState, 'scheduled' | 'ledger' | 'accounts'> &
  Pick<
    ParticipantState,
    | 'elections'
    | 'pendingInvestments'
    | 'eligibility'
    | 'ineligibleOn'
    | 'series'
    | 'deferredByYear'
    | 'retirementSavingsPct'
    | 'claims'
    | 'madeClaims'
    | 'plannedKeys'
    | 'refused'
    | 'deferrals'
    | 'pays'
    | 'companyCredits'
    | 'forfeited'
    | 'payments'
  >;

/**
 * A copy of what a run changes in place: its lists and maps (it appends and sets) and each
 * payment series (it counts the valued ones, cancels). The records in them are shared: no rule
 * changes a record once `apply` has put it in the state (resume.test.ts holds a checkpoint the
 * same before and after the runs that share it).
 */
function copyState<T extends CheckpointState>(
  s: T,
): Copied & Pick<CheckpointState, 'scheduled' | 'ledger' | 'accounts'> {
  return {
    scheduled: [...s.scheduled],
    ledger: s.ledger,
    accounts: s.accounts,
    elections: { accepted: [...s.elections.accepted], breaks: [...s.elections.breaks] },
    pendingInvestments: new Map(s.pendingInvestments),
    eligibility: [...s.eligibility],
    ineligibleOn: [...s.ineligibleOn],
    series: s.series.map((series) => ({ ...series })),
    deferredByYear: new Map(s.deferredByYear),
    retirementSavingsPct: new Map(s.retirementSavingsPct),
    claims: new Map(s.claims),
    madeClaims: new Map(s.madeClaims),
    plannedKeys: new Map(s.plannedKeys),
    separation: s.separation,
    died: s.died,
    vestedInFull: s.vestedInFull,
    planTerminatedOn: s.planTerminatedOn,
    separationBenefitsStarted: s.separationBenefitsStarted,
    lateCreditBenefit: s.lateCreditBenefit,
    refused: [...s.refused],
    deferrals: [...s.deferrals],
    pays: [...s.pays],
    companyCredits: [...s.companyCredits],
    forfeited: [...s.forfeited],
    payments: [...s.payments],
  };
}

/** The events a checkpoint on `through` has taken: dated on or before it, or undated. */
function storyPart(story: ParticipantStory, through: IsoDate): StoryPart {
  const indices: number[] = [];
  const digests: string[] = [];
  story.events.forEach((event, index) => {
    const date = eventDate(event);
    if (date !== null && date > through) return;
    indices.push(index);
    digests.push(eventDigest(event));
  });
  return { indices, digest: digestOf(`${indices.join(',')}|${digests.join('')}`) };
}

// A run that keeps a checkpoint each year digests the same events again: each once (a story's
// events are never changed in place; a changed event is a new object).
const eventDigests = new WeakMap<object, string>();

function eventDigest(event: object): string {
  let digest = eventDigests.get(event);
  if (digest === undefined) eventDigests.set(event, (digest = digestOf(canonicalJson(event))));
  return digest;
}

/** The context's facts a run up to `through` reads and a caller may change later. */
function contextDigest(ctx: EngineContext, participantId: string, through: IsoDate): string {
  const { publiclyTraded, changesInControl, planTermination } = ctx.company;
  const made = (ctx.paymentsMade?.get(participantId) ?? []).flatMap((m, index) =>
    m.valuedAt <= through ? [[index, m]] : [],
  );
  const facts = {
    publiclyTraded,
    changesInControl: changesInControl.filter((d) => d <= through),
    planTermination: planTermination && planTermination.date <= through ? planTermination : null,
    capitalPreservationFund: ctx.capitalPreservationFund,
    fundClosures: (ctx.fundClosures ?? []).filter((c) => c.date <= through),
    made,
  };
  return digestOf(canonicalJson(facts));
}

/** JSON with each object's keys sorted, and bigints as `123n`: equal data, equal text. */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(`${value}n`);
  if (value === undefined) return 'null';
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Map) return `{"Map":${canonicalJson([...value])}}`;
  const keys = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort();
  const fields = keys.map(
    (k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`,
  );
  return `{${fields.join(',')}}`;
}

/**
 * A 64-bit digest of a text (two 32-bit multiply-xorshift lanes, cyrb53's mixing): enough to
 * tell a changed history from the checkpoint's, not a cryptographic hash.
 */
export function digestOf(text: string): string {
  let h1 = 0xdeadbeef ^ text.length;
  let h2 = 0x41c6ce57 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (h: number) => (h >>> 0).toString(16).padStart(8, '0');
  return hex(h1) + hex(h2);
}
