/**
 * A run resumed from a checkpoint (engine/checkpoint.ts) equals the run from his first day:
 * over random histories, a random day D and random new events dated after D, and on the named
 * boundaries (a pay date, a year end whose credits post, a Separation's benefits, after the last
 * event); and it refuses when an event on or before D is not the checkpoint's.
 */
import { deserialize, serialize } from 'node:v8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventDate } from '../src/engine/event-date.js';
import {
  resumeParticipant,
  runParticipant,
  type Checkpoint,
  type EngineContext,
  type RunObserver,
} from '../src/engine/participant-run.js';
import type { StateView } from '../src/engine/state.js';
import {
  admittedPlan,
  engineContext,
  evaluateScenario,
  paymentKeyOf,
  projectParticipant,
  resumeProjection,
  type ProjectionCheckpoint,
  type ParticipantEvent,
  type PaymentJson,
  type PaymentMadeJson,
  type ParticipantStory,
  type Scenario,
} from '../src/index.js';
import { dateIn, history } from './support/arbitraries.js';
import { enrolled2025, scenarioOf, separation } from './support/scenario.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);

function contextOf(
  s: Scenario,
  through = s.evaluateThrough,
  paymentsMade: PaymentMadeJson[] = [],
): EngineContext {
  const { plan } = admittedPlan(s);
  return engineContext(s, plan, through, { paymentsMade: { P1: paymentsMade } });
}

/** What an observer is told, as data to compare. */
const told = (date: string, s: StateView) => ({
  date,
  entries: s.ledger.entries.length,
  payments: s.payments.length,
  pays: s.pays.length,
  credits: s.companyCredits.length,
  accounts: [...s.accounts.keys()].join(),
  separation: s.separation?.date ?? null,
  vestedInFull: s.vestedInFull?.date ?? null,
});

/** A run from the first day, with the checkpoint on `day` and what the observer was told after it. */
function fullRun(story: ParticipantStory, ctx: EngineContext, day: string) {
  const calls: ReturnType<typeof told>[] = [];
  let checkpoint: Checkpoint | undefined;
  let callsBefore = 0;
  const observe: RunObserver = (date, s) => void calls.push(told(date, s));
  let atCapture: Buffer | undefined;
  const keep = (c: Checkpoint) => {
    checkpoint = c;
    callsBefore = calls.length;
    atCapture = serialize(c);
  };
  const outcome = runParticipant(story, ctx, observe, { days: [day], keep });
  // The checkpoint shares its records with the run: the run that went on changed none of them.
  if (atCapture) expect(serialize(checkpoint).equals(atCapture)).toBe(true);
  return { outcome, checkpoint: checkpoint!, after: calls.slice(callsBefore) };
}

function resumed(checkpoint: Checkpoint, story: ParticipantStory, ctx: EngineContext) {
  const calls: ReturnType<typeof told>[] = [];
  const before = serialize(checkpoint);
  const run = resumeParticipant(
    checkpoint,
    story,
    ctx,
    (date, s) => void calls.push(told(date, s)),
  );
  const same = serialize(checkpoint).equals(before);
  expect(same, 'the checkpoint is the same after a resume').toBe(true);
  if (!run.resumed) throw new Error(`cannot resume: ${run.reason}`);
  return { outcome: run.outcome, after: calls };
}

/** The story with `added` after its events, as a later upload would bring them. */
const extended = (story: ParticipantStory, added: ParticipantEvent[]): ParticipantStory => ({
  ...story,
  events: [...story.events, ...added],
});

/**
 * Resumes the checkpoint on `day` of `s` with `later` (and the company facts of `after`, those up
 * to `day` the same), and runs `later` from the first day.
 */
function expectResumeEqualsFullRun(
  s: Scenario,
  day: string,
  later: ParticipantStory,
  { checkpointThrough = s.evaluateThrough, after = s } = {},
) {
  const story = s.participants[0]!;
  const ctx = contextOf(after);
  const { checkpoint } = fullRun(story, contextOf(s, checkpointThrough), day);
  expect(checkpoint, `a checkpoint on ${day}`).toBeDefined();
  const stored = deserialize(serialize(checkpoint)) as Checkpoint;
  const full = fullRun(later, ctx, day);
  // The state on D does not depend on what comes after it, nor on how far the run went.
  expect(full.checkpoint.state).toEqual(checkpoint.state);
  const resume = resumed(stored, later, ctx);
  expect(resume.outcome).toEqual(full.outcome);
  expect(resume.after).toEqual(full.after);
  // The checkpoint as the run kept it (sharing its records) resumes alike, and can again.
  for (let again = 0; again < 2; again++) {
    const live = resumed(checkpoint, later, ctx);
    expect(live.outcome).toEqual(full.outcome);
    expect(live.after).toEqual(full.after);
  }
}

// ---- random histories ------------------------------------------------------------------------

/** Where a story's taken part ends: the last index of an event on or before D, or undated. */
function lastTaken(events: readonly ParticipantEvent[], day: string): number {
  let last = -1;
  events.forEach((e, i) => {
    const date = eventDate(e);
    if (date === null || date <= day) last = i;
  });
  return last;
}

/**
 * The story as a later upload might bring it: the events up to the taken part's end as they
 * were, then some of the later ones and new events dated after D (another history's), mixed.
 */
function laterStory(
  story: ParticipantStory,
  day: string,
  other: readonly ParticipantEvent[],
): fc.Arbitrary<ParticipantStory> {
  const cut = lastTaken(story.events, day) + 1;
  const added = other.filter((e) => {
    const date = eventDate(e);
    return date !== null && date > day;
  });
  return fc
    .shuffledSubarray([...story.events.slice(cut), ...added])
    .map((tail) => ({ ...story, events: [...story.events.slice(0, cut), ...tail] }));
}

/**
 * Random histories, a day D on or before the horizon, the story with new events after D, and
 * the scenario with company events after D (another history's) in place of its own.
 */
const resumeCases = fc
  .record({
    s: history(),
    other: history(),
    // Mostly among his events (2023-2031), now and then long after them.
    day: fc.oneof(
      { arbitrary: dateIn('2023-06-01', '2031-12-31'), weight: 4 },
      { arbitrary: dateIn('2032-01-01', '2045-12-31'), weight: 1 },
    ),
    horizon: fc.integer({ min: 0, max: 3650 }),
  })
  .chain(({ s, other, day, horizon }) => {
    const d = day < s.evaluateThrough ? day : s.evaluateThrough;
    const company = {
      ...s.company,
      events: [
        ...s.company.events.filter((e) => e.date <= d),
        ...other.company.events.filter((e) => e.date > d),
      ],
    };
    return laterStory(s.participants[0]!, d, other.participants[0]!.events).map((later) => ({
      s,
      day: d,
      later,
      horizon,
      after: { ...s, company, participants: [later] },
    }));
  });

describe('a run resumed from a checkpoint equals the run from the first day', () => {
  it('over random histories, a random day and new events dated after it', () => {
    fc.assert(
      fc.property(resumeCases, ({ s, day, later, horizon, after }) => {
        // The checkpoint from a run through some day between D and the horizon (or the horizon).
        const through = new Date(Date.parse(day) + horizon * 86_400_000).toISOString().slice(0, 10);
        const checkpointThrough = through < s.evaluateThrough ? through : s.evaluateThrough;
        let failure: unknown;
        try {
          runParticipant(later, contextOf(after));
        } catch (error) {
          failure = error; // an engine invariant or a missing price: the resumed run fails alike
        }
        if (failure) {
          const story = s.participants[0]!;
          const { checkpoint } = fullRun(story, contextOf(s), day);
          expect(() => resumed(checkpoint, later, contextOf(after))).toThrow();
          return;
        }
        expectResumeEqualsFullRun(s, day, later, { checkpointThrough, after });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a projection resumed from a checkpoint equals the projection from the first day', () => {
  it('over random histories, a random day and new events dated after it', () => {
    fc.assert(
      fc.property(resumeCases, ({ s, day, after: extendedScenario }) => {
        let full;
        try {
          full = projectParticipant(extendedScenario);
        } catch {
          return; // the engine refuses the combined history (the engine property covers it)
        }
        let checkpoint: ProjectionCheckpoint | undefined;
        projectParticipant(s, {}, { days: [day], keep: (c) => void (checkpoint = c) });
        const stored = deserialize(serialize(checkpoint)) as ProjectionCheckpoint;
        const resumed = resumeProjection(stored, extendedScenario);
        expect(resumed).toEqual({ resumed: true, projection: full });
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });
});

// ---- named boundaries ------------------------------------------------------------------------

const pay = (date: string, gross = '10000.00'): ParticipantEvent => ({
  type: 'pay',
  date,
  component: 'baseSalary',
  gross,
  netAvailable: gross,
});

/** Eligible in 2023, a CDA for 2024 of 10% to the RTA in 5 annual installments, paid monthly. */
function story2024(): ParticipantEvent[] {
  const pays: ParticipantEvent[] = [];
  for (let m = 1; m <= 12; m++) pays.push(pay(`2024-${String(m).padStart(2, '0')}-15`));
  return [
    { type: 'eligible', date: '2023-10-02', notifiedOn: '2023-10-02' },
    {
      type: 'election',
      filedAt: '2023-11-15T12:00:00-05:00',
      kind: 'annual',
      planYear: 2024,
      deferrals: { baseSalary: 10 },
      allocation: [{ account: 'RTA', pct: 100 }],
      schedules: { RTA: { form: 'installments', years: 5 } },
    },
    { type: 'retirementSavingsPlan', year: 2024, deferralPct: 6 },
    ...pays,
  ];
}

describe('resume on the boundaries', () => {
  it('D on a pay date: the next pay is judged from his state on its day', () => {
    const s = scenarioOf(story2024(), { hireDate: '2021-06-01' });
    const later = extended(s.participants[0]!, [pay('2024-12-16', '25000.00')]);
    expectResumeEqualsFullRun(s, '2024-06-15', later);
  });

  it('D on Dec 31, the year-end credits posted: a pay of the next Plan Year', () => {
    const events = story2024();
    const s = scenarioOf(events, { hireDate: '2021-06-01' });
    const { outcome } = fullRun(s.participants[0]!, contextOf(s), '2024-12-31');
    expect(outcome.companyCredits.some((c) => c.date === '2024-12-31')).toBe(true);
    const later = extended(s.participants[0]!, [pay('2025-01-15')]);
    expectResumeEqualsFullRun(s, '2024-12-31', later);
  });

  it('D during a Separation: his benefits valued after D, a late pay and a death after it', () => {
    const events = [
      ...story2024(),
      { type: 'separation', date: '2025-03-14', reason: 'termination' },
    ];
    const s = scenarioOf(events as ParticipantEvent[], { hireDate: '2021-06-01' });
    const death: ParticipantEvent = { type: 'death', date: '2027-05-01' };
    const story = s.participants[0]!;
    // Between the Separation and the end of its month (his benefits not yet fixed)...
    expectResumeEqualsFullRun(
      s,
      '2025-03-19',
      extended(story, [pay('2025-03-20', '3000.00'), death]),
    );
    // ...and between two of his installments.
    expectResumeEqualsFullRun(s, '2026-08-01', extended(story, [death]));
  });

  it('D after his last event: a pay appended years later', () => {
    const s = scenarioOf(story2024(), { hireDate: '2021-06-01' });
    const later = extended(s.participants[0]!, [pay('2031-02-14')]);
    expectResumeEqualsFullRun(s, '2030-12-31', later);
  });

  it('a checkpoint from a run through an earlier horizon serves a later one (a leave become a Separation past it)', () => {
    // 1.31, §1.409A-1(h)(1)(i): not back within 6 months, he separates on 2024-11-01.
    const leave: ParticipantEvent = {
      type: 'leave',
      start: '2024-05-01',
      kind: 'personal',
      rightToReturn: false,
    };
    const s = scenarioOf([...story2024(), leave], { hireDate: '2021-06-01' });
    const later = extended(s.participants[0]!, [pay('2024-12-16')]);
    expectResumeEqualsFullRun(s, '2024-06-30', later, { checkpointThrough: '2024-08-31' });
  });

  it('12.9 payments made: one valued after D is taken by the resumed run; one on or before D changed is refused', () => {
    const s = scenarioOf(
      [
        ...enrolled2025({ schedules: { RTA: { form: 'installments', years: 3 } } }),
        pay('2025-01-31', '200000.00'),
        separation('2025-03-20'),
      ],
      { evaluateThrough: '2028-12-31' },
    );
    const story = s.participants[0]!;
    const paid = evaluateScenario(s).participants.P1!.payments;
    const made = (p: PaymentJson, gross = p.amount): PaymentMadeJson => ({
      key: paymentKeyOf('P1', p).slice('P1|'.length),
      account: p.account,
      benefit: p.benefit,
      date: p.date,
      valuedAt: p.valuedAt,
      payee: p.payee,
      gross,
      paidOn: p.date,
      ref: 'PR-1',
    });
    const [first, second] = [made(paid[0]!, '1000.00'), made(paid[1]!)];
    expect(first.valuedAt > '2025-03-20').toBe(true);
    // Before the first installment's valuation: both payments made came after the checkpoint.
    const { checkpoint } = fullRun(story, contextOf(s), '2025-03-20');
    const ctx = contextOf(s, s.evaluateThrough, [first, second]);
    const full = fullRun(story, ctx, '2025-03-20');
    const resume = resumed(checkpoint, story, ctx);
    expect(resume.outcome).toEqual(full.outcome);
    expect(resume.outcome.payments[0]!.paid).toBeDefined();
    expect(resume.after).toEqual(full.after);
    // After it: the first is the checkpoint's, the second may come.
    const afterFirst = fullRun(story, contextOf(s, s.evaluateThrough, [first]), '2025-06-30');
    expect(resumed(afterFirst.checkpoint, story, ctx).outcome).toEqual(full.outcome);
    const changed = contextOf(s, s.evaluateThrough, [{ ...first, gross: '999.00' }, second]);
    expect(resumeParticipant(afterFirst.checkpoint, story, changed)).toMatchObject({
      resumed: false,
      reason: expect.stringMatching(/payments made up to 2025-06-30/),
    });
  });

  it('refuses when an event on or before D is not the checkpoint one', () => {
    const s = scenarioOf(story2024(), { hireDate: '2021-06-01' });
    const story = s.participants[0]!;
    const ctx = contextOf(s);
    const { checkpoint } = fullRun(story, ctx, '2024-06-30');
    const events = story.events;
    const changed = events.map((e) =>
      eventDate(e) === '2024-03-15' ? pay('2024-03-15', '1.00') : e,
    );
    const cases: [string, ParticipantEvent[]][] = [
      ['a pay on or before D changed', changed],
      ['a new pay dated D', [...events, pay('2024-06-30')]],
      [
        'a new undated fact',
        [...events, { type: 'retirementSavingsPlan', year: 2025, deferralPct: 3 }],
      ],
      ['a new event before the taken ones in file order', [pay('2024-09-30'), ...events]],
      ['a pay on or before D removed', events.filter((e) => eventDate(e) !== '2024-02-15')],
    ];
    for (const [what, changedEvents] of cases) {
      const run = resumeParticipant(checkpoint, { ...story, events: changedEvents }, ctx);
      expect(run.resumed, what).toBe(false);
      if (!run.resumed) expect(run.reason, what).toMatch(/on or before 2024-06-30/);
    }
    const early = resumeParticipant(checkpoint, story, contextOf(s, '2024-05-31'));
    expect(early).toMatchObject({ resumed: false, reason: expect.stringMatching(/ends before/) });
    const other = resumeParticipant(checkpoint, { ...story, id: 'P2' }, ctx);
    expect(other.resumed).toBe(false);
  });
});
