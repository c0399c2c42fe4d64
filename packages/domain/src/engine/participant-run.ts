import type { ParticipantStory } from '../scenario/types.js';
import { Order } from './agenda.js';
import { apply } from './apply.js';
import { cannotResume, checkpointOf, stateFrom, type Checkpoint } from './checkpoint.js';
import { yearOf, type IsoDate } from './days.js';
import type { Effect } from './effects.js';
import { eventDate } from './event-date.js';
import type { AgendaEvent } from './state.js';
import { officerLimitUnpublished } from './key-employee.js';
import { effectsOf } from './rules/index.js';
import {
  initialState,
  outcomeOf,
  type EngineContext,
  type ParticipantOutcome,
  type ParticipantState,
  type StateView,
} from './state.js';
import { violation } from './violation.js';

export { eventDate };
export { planYearEnds } from './checkpoint.js';
export type { Checkpoint } from './checkpoint.js';
export type { CompanyFacts, EngineContext, ParticipantOutcome, PaymentRecord } from './state.js';

/**
 * Told the state after each agenda event's effects, with the event's date: what a projection
 * needs to say on which day each ledger entry, account and vesting change came (it only reads).
 */
export type RunObserver = (date: IsoDate, state: StateView) => void;

/** What is known before the first day: the company's events, the story's, each year end. */
function openingEffects(story: ParticipantStory, ctx: EngineContext): Effect[] {
  const effects: Effect[] = [];
  const schedule = (date: IsoDate, order: number, event: AgendaEvent) =>
    effects.push({ type: 'schedule', date, order, event });
  for (const date of ctx.company.changesInControl)
    schedule(date, Order.company, { type: 'changeInControl', date });
  const termination = ctx.company.planTermination;
  if (termination) {
    const { date, payOn } = termination;
    schedule(date, Order.company, { type: 'planTermination', date });
    schedule(ctx.days.endOfMonthBefore(payOn), Order.planTermination, {
      type: 'planTerminationValuation',
      payOn,
    });
  }
  // 7.3: a fund closed moves every sub-account's balance in it (company order: first that day).
  for (const c of ctx.fundClosures ?? [])
    if (c.date <= ctx.evaluateThrough)
      schedule(c.date, Order.company, { type: 'fundClosed', ...c });
  story.events.forEach((event, index) => {
    if (event.type === 'retirementSavingsPlan') {
      effects.push({
        type: 'retirementSavingsPct',
        year: event.year,
        pct: String(event.deferralPct),
      });
      return;
    }
    if (event.type === 'compensation' && officerLimitUnpublished(event)) {
      const message = `the IRC 416(i) officer limit for ${event.year} is not published yet; an administrator must enter it`;
      const violations = [violation('irs_limit_not_published', '1.20', message, 'year')];
      effects.push({ type: 'refuse', index, violations });
      return;
    }
    const date = eventDate(event);
    if (date === null || date > ctx.evaluateThrough) return;
    schedule(date, Order.participant, { type: 'participant', event, index, date });
  });
  for (let year = yearOf(story.hireDate); `${year}-12-31` <= ctx.evaluateThrough; year++)
    schedule(`${year}-12-31`, Order.yearEnd, { type: 'yearEnd', year });
  // 12.9: each payment made is taken on its valuation point, by its planned payment or alone.
  (ctx.paymentsMade?.get(story.id) ?? []).forEach((made, index) =>
    schedule(made.valuedAt, Order.paymentMade, { type: 'paymentMade', index }),
  );
  return effects;
}

/**
 * The days to keep a checkpoint on, and where to keep each: it is handed over once every agenda
 * item dated on or before its day has been taken (checkpoint.ts). A day after the evaluation's
 * last (`evaluateThrough`) gets none: the run does not reach it.
 */
export interface CheckpointRequest {
  readonly days: readonly IsoDate[];
  readonly keep: (checkpoint: Checkpoint) => void;
}

/**
 * Evaluates one participant's story (Articles II-VII, XI) through `evaluateThrough`: each event
 * on the agenda, in order, goes to its rule; the effects the rule returns are applied in turn.
 */
export function runParticipant(
  story: ParticipantStory,
  ctx: EngineContext,
  observe?: RunObserver,
  checkpoints?: CheckpointRequest,
): ParticipantOutcome {
  const state: ParticipantState = initialState(story, ctx);
  for (const effect of openingEffects(story, ctx)) apply(state, effect);
  return runAgenda(state, ctx, observe, checkpoints);
}

/** A run resumed from a checkpoint, or why the story and context cannot go on from it. */
export type ResumedRun =
  { resumed: true; outcome: ParticipantOutcome } | { resumed: false; reason: string };

/**
 * Goes on from a checkpoint (checkpoint.ts) with a story whose events on or before its day are
 * the checkpoint's and whose later ones may be new: the outcome, and what `observe` is told,
 * are those of runParticipant(story, ctx) after that day. The items the story and context put
 * on the agenda after the day come from them; the checkpoint's own are the ones rules scheduled.
 */
export function resumeParticipant(
  checkpoint: Checkpoint,
  story: ParticipantStory,
  ctx: EngineContext,
  observe?: RunObserver,
  checkpoints?: CheckpointRequest,
): ResumedRun {
  const reason = cannotResume(checkpoint, story, ctx);
  if (reason !== null) return { resumed: false, reason };
  const state = stateFrom(checkpoint, story, ctx, (agenda) => {
    for (const effect of openingEffects(story, ctx))
      if (effect.type === 'schedule' && effect.date > checkpoint.through)
        agenda.add(effect.date, effect.order, effect.event);
  });
  const later = checkpoints && {
    ...checkpoints,
    days: checkpoints.days.filter((d) => d > checkpoint.through),
  };
  return { resumed: true, outcome: runAgenda(state, ctx, observe, later) };
}

/** Takes the agenda through `evaluateThrough`, keeping the checkpoints asked for on the way. */
function runAgenda(
  state: ParticipantState,
  ctx: EngineContext,
  observe?: RunObserver,
  checkpoints?: CheckpointRequest,
): ParticipantOutcome {
  const through = ctx.evaluateThrough;
  const days = checkpoints?.days.filter((d) => d <= through).sort() ?? [];
  let k = 0;
  for (;;) {
    const date = state.agenda.nextDate();
    const last = date === undefined || date > through;
    for (; k < days.length && (last || days[k]! < date); k++)
      checkpoints!.keep(checkpointOf(state, ctx, days[k]!));
    const next = state.agenda.next(through);
    if (!next) break;
    for (const effect of effectsOf(state, next.event, ctx)) apply(state, effect);
    observe?.(next.date, state);
  }
  return outcomeOf(state, ctx);
}

/** The engine as a value the callers keep (scenario/evaluate.ts). */
export class ParticipantRun {
  constructor(
    private readonly story: ParticipantStory,
    private readonly ctx: EngineContext,
  ) {}

  run(): ParticipantOutcome {
    return runParticipant(this.story, this.ctx);
  }
}
