import { compareAccounts } from '../engine/accounts.js';
import { plusDays, plusYears, type IsoDate } from '../engine/days.js';
import type { EntryKind } from '../engine/ledger.js';
import {
  eventDate,
  resumeParticipant,
  runParticipant,
  type Checkpoint,
  type CheckpointRequest,
  type EngineContext,
  type ParticipantOutcome,
  type RunObserver,
} from '../engine/participant-run.js';
import { fullyVestedOn, vestedPctOn, type StateView } from '../engine/state.js';
import { formatMoney, percentOf, valueOf, type Cents, type Micro } from '../money/decimal.js';
import {
  admittedPlan,
  engineContext,
  participantJson,
  type EvaluateOptions,
  type ParticipantResult,
} from './evaluate.js';
import type { ParticipantStory, Scenario } from './types.js';

// A projection is what the engine derives for one participant, evaluated once through a far
// horizon, laid out so that a store can answer "as of D" for any D up to the horizon without
// running the engine again: each ledger entry with the day the engine posted it (the latest
// agenda date reached, which may precede its Valuation Date, as pay on a Saturday is credited
// that day at Monday's price, or follow it, as a Separation on a Saturday is valued on the
// Friday before), holdings as intervals of days, the day each sub-account opened, and the
// vested % of the CCA as a step function. Everything the evaluation as of D reads (units held
// and accounts opened after the events dated on or before D, and the vested % on D) is the
// same in the run through the horizon restricted to those days: the agenda is taken in date
// order and no rule looks past the event it handles.

/** One ledger entry and the agenda day that posted it. */
export interface ProjectedEntry {
  seq: number;
  postedOn: IsoDate;
  valuedAt: IsoDate;
  kind: EntryKind;
  account: string;
  fund: string;
  units: Micro;
  amount: Cents;
}

/** Units of a fund in a sub-account from `from` (inclusive) until `until` (exclusive; null: on). */
export interface ProjectedHolding {
  account: string;
  fund: string;
  from: IsoDate;
  until: IsoDate | null;
  units: Micro;
}

/** 4.2: the CCA's vested % from `from` until `until` (exclusive; null: on). */
export interface ProjectedVesting {
  from: IsoDate;
  until: IsoDate | null;
  pct: number;
}

export interface ParticipantProjection {
  participantId: string;
  horizon: IsoDate;
  /** The result through the horizon, each payment with its trace. */
  result: ParticipantResult;
  /** The date of the event each refusal (in `result.refused` order) refused; null: undated. */
  refusedOn: (IsoDate | null)[];
  entries: ProjectedEntry[];
  holdings: ProjectedHolding[];
  accounts: { account: string; openedOn: IsoDate }[];
  vesting: ProjectedVesting[];
}

/** A participant the engine could not evaluate (a price missing, an invariant broken). */
export interface ProjectionFailure {
  participantId: string;
  error: Error;
}

/**
 * Projects every participant of the scenario through its `evaluateThrough` (the horizon). Each
 * is evaluated as a scenario of his own (the plan's company events, funds, prices and
 * amendments, and his story), so that one participant's projection never depends on who else
 * was rebuilt with him: the amendments are admitted against his record alone, as for his
 * statement.
 */
export function projectScenario(
  s: Scenario,
  options: EvaluateOptions = {},
): (ParticipantProjection | ProjectionFailure)[] {
  return s.participants.map((story) => {
    try {
      return projectParticipant({ ...s, participants: [story] }, options);
    } catch (error) {
      return {
        participantId: story.id,
        error: error instanceof Error ? error : new Error(String(error)),
      };
    }
  });
}

interface VestingSnapshot {
  at: IsoDate;
  vestedInFull: StateView['vestedInFull'];
  separation: StateView['separation'];
}

/**
 * What a projection's observer collected from the run by a checkpoint's day, with the engine's
 * checkpoint (engine/checkpoint.ts): plain data, so a store can keep it and resume the
 * projection from that day (resumeProjection) when a fact dated after it comes.
 */
export interface ProjectionCheckpoint {
  readonly engine: Checkpoint;
  /** The agenda day that posted each ledger entry so far. */
  readonly postedOn: readonly IsoDate[];
  readonly accounts: readonly { account: string; openedOn: IsoDate }[];
  readonly snapshots: readonly VestingSnapshot[];
  /** The latest agenda day reached. */
  readonly clock: IsoDate;
  /** Whether the run had taken any agenda item. */
  readonly observed: boolean;
}

/** The days to keep a projection checkpoint on, and where to keep each (as CheckpointRequest). */
export interface ProjectionCheckpointRequest {
  readonly days: readonly IsoDate[];
  readonly keep: (checkpoint: ProjectionCheckpoint) => void;
}

/** What the projection's observer has collected from the run so far. */
interface Collected {
  postedOn: IsoDate[];
  accounts: { account: string; openedOn: IsoDate }[];
  snapshots: VestingSnapshot[];
  clock: IsoDate;
  observed: boolean;
}

function observerOf(c: Collected): RunObserver {
  return (day, state) => {
    c.observed = true;
    // A rule may schedule an event on an earlier day than its own (a Separation on a Saturday
    // values on the Friday before): what it posts is known from the later day on.
    const date = (c.clock = day > c.clock ? day : c.clock);
    while (c.postedOn.length < state.ledger.entries.length) c.postedOn.push(date);
    for (const account of state.accounts.keys())
      if (!c.accounts.some((a) => a.account === account))
        c.accounts.push({ account, openedOn: date });
    // Each is set once in a run: its date tells whether it has come (the same after a resume).
    const last = c.snapshots[c.snapshots.length - 1];
    if (
      last?.vestedInFull?.date !== state.vestedInFull?.date ||
      last?.separation?.date !== state.separation?.date
    )
      c.snapshots.push({
        at: date,
        vestedInFull: state.vestedInFull,
        separation: state.separation,
      });
  };
}

/** The engine's checkpoint requests, each kept with what the observer had collected by then. */
function engineRequest(
  c: Collected,
  request: ProjectionCheckpointRequest | undefined,
): CheckpointRequest | undefined {
  if (!request) return undefined;
  const keep = (engine: Checkpoint) =>
    request.keep({
      engine,
      postedOn: [...c.postedOn],
      accounts: c.accounts.map((a) => ({ ...a })),
      snapshots: [...c.snapshots],
      clock: c.clock,
      observed: c.observed,
    });
  return { days: request.days, keep };
}

/**
 * The one participant of `single`, projected through its horizon; with `checkpoints`, the
 * checkpoints asked for, kept on the way (the projection resumes from one: resumeProjection).
 */
export function projectParticipant(
  single: Scenario,
  options: EvaluateOptions = {},
  checkpoints?: ProjectionCheckpointRequest,
): ParticipantProjection {
  const story = single.participants[0]!;
  const { plan } = admittedPlan(single, options);
  const ctx = engineContext(single, plan, single.evaluateThrough, options);
  const c: Collected = { postedOn: [], accounts: [], snapshots: [], clock: '', observed: false };
  const outcome = runParticipant(story, ctx, observerOf(c), engineRequest(c, checkpoints));
  return projectionOf(story, outcome, c, ctx);
}

/** A projection resumed from a checkpoint, or why the scenario cannot go on from it. */
export type ResumedProjection =
  { resumed: true; projection: ParticipantProjection } | { resumed: false; reason: string };

/**
 * The projection of the one participant of `single` resumed from a checkpoint of an earlier
 * projection: equal to projectParticipant(single) when his events on or before the checkpoint's
 * day are the checkpoint's and the plan, prices and company facts are the same up to that day
 * (engine/checkpoint.ts says what is checked and what is assumed).
 */
export function resumeProjection(
  checkpoint: ProjectionCheckpoint,
  single: Scenario,
  options: EvaluateOptions = {},
  checkpoints?: ProjectionCheckpointRequest,
): ResumedProjection {
  const story = single.participants[0]!;
  const { plan } = admittedPlan(single, options);
  const ctx = engineContext(single, plan, single.evaluateThrough, options);
  const c: Collected = {
    postedOn: [...checkpoint.postedOn],
    accounts: checkpoint.accounts.map((a) => ({ ...a })),
    snapshots: [...checkpoint.snapshots],
    clock: checkpoint.clock,
    observed: checkpoint.observed,
  };
  const run = resumeParticipant(
    checkpoint.engine,
    story,
    ctx,
    observerOf(c),
    engineRequest(c, checkpoints),
  );
  if (!run.resumed) return run;
  return { resumed: true, projection: projectionOf(story, run.outcome, c, ctx) };
}

/** The projection laid out from the run's outcome and what its observer collected. */
function projectionOf(
  story: ParticipantStory,
  outcome: ParticipantOutcome,
  c: Collected,
  ctx: EngineContext,
): ParticipantProjection {
  const horizon = ctx.evaluateThrough;
  // Spelt out, not spread: a spread of each of some thousand entries was a tenth of the run.
  const entries = outcome.ledger.entries.map((e, i): ProjectedEntry => ({
    seq: e.seq,
    kind: e.kind,
    account: e.account,
    fund: e.fund,
    valuedAt: e.valuedAt,
    units: e.units,
    amount: e.amount,
    postedOn: c.postedOn[i]!,
  }));
  const result = participantJson(outcome, horizon, true);
  return {
    participantId: story.id,
    horizon,
    result,
    refusedOn: result.refused.map((r) => {
      const event = story.events[r.index];
      return event ? eventDate(event) : null;
    }),
    entries,
    holdings: holdingsOf(entries),
    accounts: [...c.accounts].sort((a, b) => compareAccounts(a.account, b.account)),
    vesting: c.observed ? vestingSteps(story, c.snapshots, ctx) : [],
  };
}

/** Each sub-account's units of each fund as intervals between the days they changed. */
export function holdingsOf(entries: readonly ProjectedEntry[]): ProjectedHolding[] {
  // Per sub-account and fund (in the order first posted), its days and their net change; the
  // entries are in posting order, so a holding's days are too and a day's entries follow on.
  const byAccount = new Map<string, Map<string, { days: IsoDate[]; changes: Micro[] }>>();
  const order: { account: string; fund: string; days: IsoDate[]; changes: Micro[] }[] = [];
  for (const e of entries) {
    let byFund = byAccount.get(e.account);
    if (!byFund) byAccount.set(e.account, (byFund = new Map()));
    let holding = byFund.get(e.fund);
    if (!holding) {
      holding = { days: [], changes: [] };
      byFund.set(e.fund, holding);
      order.push({ account: e.account, fund: e.fund, ...holding });
    }
    const last = holding.days.length - 1;
    if (last >= 0 && holding.days[last] === e.postedOn) holding.changes[last]! += e.units;
    else {
      holding.days.push(e.postedOn);
      holding.changes.push(e.units);
    }
  }
  const holdings: ProjectedHolding[] = [];
  for (const { account, fund, days, changes } of order) {
    let units = 0n;
    let open: ProjectedHolding | null = null;
    for (let k = 0; k < days.length; k++) {
      const change = changes[k]!;
      if (change === 0n) continue;
      units += change;
      if (open) open.until = days[k]!;
      open = units === 0n ? null : { account, fund, from: days[k]!, until: null, units };
      if (open) holdings.push(open);
    }
  }
  return holdings;
}

/**
 * 4.2: the vested % on every day through the horizon, as steps. It changes only on the days a
 * candidate names: the vesting schedule's dated values, the hire date's anniversaries (and the
 * days beside them: a leap day's anniversary), and the days the run found him vested in full
 * or separated (both the day it learnt it and the day it speaks of).
 */
function vestingSteps(
  story: ParticipantStory,
  snapshots: readonly VestingSnapshot[],
  ctx: EngineContext,
): ProjectedVesting[] {
  const hireDate = story.hireDate;
  const horizon = ctx.evaluateThrough;
  const candidates = new Set<IsoDate>(['0001-01-01', hireDate]);
  for (const version of ctx.plan.definition.parameters.vestingSchedule.versions)
    candidates.add(version.from);
  for (const amendment of ctx.plan.amendments)
    if ('vestingSchedule' in amendment.parameters) candidates.add(amendment.effective);
  const dayAfterHorizon = plusDays(horizon, 1);
  for (let k = 1; ; k++) {
    const anniversary = plusYears(hireDate, k);
    if (anniversary > dayAfterHorizon) break;
    candidates.add(plusDays(anniversary, -1)).add(anniversary).add(plusDays(anniversary, 1));
  }
  for (const s of snapshots)
    for (const day of [s.at, s.vestedInFull?.date, s.separation?.date])
      if (day) candidates.add(day);
  const steps: ProjectedVesting[] = [];
  for (const day of [...candidates].filter((d) => d <= horizon).sort()) {
    const pct = vestedPctAt(story, snapshots, ctx, day);
    if (pct === undefined) continue;
    const last = steps[steps.length - 1];
    if (last && last.pct === pct) continue;
    if (last) last.until = day;
    steps.push({ from: day, until: null, pct });
  }
  return steps;
}

/** The vested % the run as of `day` would find (undefined before the plan has a schedule). */
function vestedPctAt(
  story: ParticipantStory,
  snapshots: readonly VestingSnapshot[],
  ctx: EngineContext,
  day: IsoDate,
): number | undefined {
  let known: VestingSnapshot | undefined;
  for (const s of snapshots) if (s.at <= day) known = s;
  const asOfDay = {
    story,
    vestedInFull: known?.vestedInFull ?? null,
    separation: known?.separation ?? null,
  };
  // Asked first: before the plan states a schedule vestedPctOn throws, and a throw is slow.
  if (!fullyVestedOn(asOfDay, day) && !ctx.plan.states('vestingSchedule', day)) return undefined;
  try {
    return vestedPctOn(asOfDay, day, ctx);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * FORMAT.md balances as of `asOf` read from a projection (what the store's SQL computes): the
 * units held after the events dated on or before `asOf`, each fund valued at the Valuation
 * Date on or before it (`valuedAt`, with `price`), in the sub-accounts opened by then; RTA,
 * CCA and CCAVested always.
 */
export function projectedBalances(
  projection: ParticipantProjection,
  asOf: IsoDate,
  valuedAt: IsoDate,
  price: (fund: string, date: IsoDate) => Micro,
): Record<string, string> {
  const opened = projection.accounts.filter((a) => a.openedOn <= asOf).map((a) => a.account);
  const values = new Map<string, Cents>(opened.map((a) => [a, 0n]));
  for (const h of projection.holdings) {
    if (h.from > asOf || (h.until !== null && h.until <= asOf) || !values.has(h.account)) continue;
    values.set(h.account, values.get(h.account)! + valueOf(h.units, price(h.fund, valuedAt)));
  }
  const vested = projection.vesting.find((v) => v.from <= asOf && (!v.until || v.until > asOf));
  const balances: Record<string, string> = { RTA: '0.00' };
  for (const [account, value] of values) balances[account] = formatMoney(value);
  const cca = values.get('CCA') ?? 0n;
  balances.CCA = formatMoney(cca);
  balances.CCAVested = formatMoney(percentOf(cca, vested?.pct ?? 0));
  return balances;
}

/**
 * The result as of D, read from a projection through the horizon without running the engine:
 * what is dated by D (deferrals, credits, forfeitures, payments), the refusals of the events
 * dated by D (an undated one always), the Key Employee periods (from every identification, as
 * the engine reads them) and a Separation by D. Null when he has claims: a claim's status as of
 * D is not in the projection (the engine answers). Balances are the caller's (units x prices).
 * projection.test.ts holds it equal to the engine as of D over random histories.
 */
export function resultAsOf(
  p: Pick<ParticipantProjection, 'result' | 'refusedOn'>,
  asOf: IsoDate,
): Omit<ParticipantResult, 'balances'> | null {
  const r = p.result;
  if (r.claims.length > 0) return null;
  const byDate = <T extends { date: string }>(items: T[]) => items.filter((i) => i.date <= asOf);
  return {
    refused: r.refused.filter((_, i) => (p.refusedOn[i] ?? asOf) <= asOf),
    deferrals: byDate(r.deferrals),
    companyCredits: byDate(r.companyCredits),
    keyEmployee: r.keyEmployee,
    separation: r.separation && r.separation.date <= asOf ? r.separation : null,
    forfeited: byDate(r.forfeited),
    payments: byDate(r.payments),
    claims: [],
  };
}
