/**
 * Article XI: claims deadlines (FORMAT.md "claims"). Filed Fri 2025-01-10: decision due 90 days
 * later (2025-04-10), 180 after an extension (2025-07-09); appeal within 60 days of a denial;
 * review within 60 days (120 extended); suit within 1 year of the final decision.
 */
import { describe, expect, it } from 'vitest';
import {
  carmaxEdcp,
  claimStates,
  decisionPeriods,
  Plan,
  type ClaimAction,
  type ParticipantEvent,
} from '../../src/index.js';
import { refusedRules, run } from '../support/scenario.js';

const claim = (date: string, action: ClaimAction, id = 'C1'): ParticipantEvent => ({
  type: 'claim',
  id,
  date,
  action,
});
const claims = (...events: ParticipantEvent[]) => run(events).claims;

describe('11.x claims deadlines', () => {
  it('11.2 decision due 90 days after filing', () => {
    expect(claims(claim('2025-01-10', 'filed'))).toEqual([
      {
        id: 'C1',
        status: 'filed',
        decisionDue: '2025-04-10',
        appealBy: null,
        reviewDue: null,
        suitBy: null,
      },
    ]);
  });

  it('11.2 an extension makes it 180 days after filing', () => {
    expect(claims(claim('2025-01-10', 'filed'), claim('2025-04-10', 'extended'))[0]).toMatchObject({
      status: 'extended',
      decisionDue: '2025-07-09',
    });
  });

  it.each([
    ['11.2 an extension notified on the 90th day is accepted', '2025-04-10', null],
    ['11.2 an extension notified on the 91st day is refused', '2025-04-11', ['11.2']],
  ])('%s', (_name, date, rules) => {
    expect(refusedRules(run([claim('2025-01-10', 'filed'), claim(date, 'extended')]), 1)).toEqual(
      rules,
    );
  });

  it.each([
    ['11.3 an appeal on the 60th day after the denial is accepted', '2025-05-02', null],
    ['11.3 an appeal on the 61st day is refused (the claim is waived)', '2025-05-03', ['11.3']],
  ])('%s', (_name, date, rules) => {
    const result = run([
      claim('2025-01-10', 'filed'),
      claim('2025-03-03', 'denied'),
      claim(date, 'appealed'),
    ]);
    expect(refusedRules(result, 2)).toEqual(rules);
    expect(result.claims[0]!.appealBy).toBe('2025-05-02');
  });

  it('11.4 review due 60 days after the appeal, 120 after an extension; 11.5 suit within 1 year (Feb 29 -> Feb 28)', () => {
    const appealed = [
      claim('2025-01-10', 'filed'),
      claim('2025-03-03', 'denied'),
      claim('2025-05-02', 'appealed'),
    ];
    expect(claims(...appealed)[0]!.reviewDue).toBe('2025-07-01');
    expect(claims(...appealed, claim('2025-06-30', 'reviewExtended'))[0]!.reviewDue).toBe(
      '2025-08-30',
    );
    expect(
      claims(
        claim('2027-10-01', 'filed'),
        claim('2027-12-01', 'denied'),
        claim('2028-01-15', 'appealed'),
        claim('2028-02-29', 'deniedOnReview'),
      )[0],
    ).toMatchObject({ status: 'deniedOnReview', suitBy: '2029-02-28' });
  });

  it('11.1 a step out of order is refused and changes nothing', () => {
    const result = run([claim('2025-01-10', 'filed'), claim('2025-02-03', 'appealed')]);
    expect(refusedRules(result, 1)).toEqual(['11.1']);
    expect(result.claims[0]!.status).toBe('filed');
  });

  it('11.1 claims are listed by id', () => {
    expect(
      claims(claim('2025-01-10', 'filed', 'C2'), claim('2025-01-10', 'filed', 'C1')).map(
        (c) => c.id,
      ),
    ).toEqual(['C1', 'C2']);
  });
});

/** What the server's claims answer reads beyond FORMAT.md's `claims` (issue 22 item 2). */
describe('11.1-11.4 the date received and the decisions made late', () => {
  const plan = new Plan(carmaxEdcp);
  const step = (date: string, action: ClaimAction, id = 'C1') => ({ id, action, date });

  it('11.2 the 90- and 180-day periods run from the date received, at its terms', () => {
    expect(decisionPeriods('2025-01-10', plan)).toEqual({
      initial: { days: 90, due: '2025-04-10' },
      extended: { days: 180, due: '2025-07-09' },
    });
    const shorter = new Plan(carmaxEdcp, { claimDecisionDays: 45 });
    expect(decisionPeriods('2025-01-10', shorter).initial).toEqual({ days: 45, due: '2025-02-24' });
  });

  it.each([
    ['11.2 a denial on the 90th day is on time', '2025-04-10', []],
    [
      '11.2 a denial on the 91st day is late',
      '2025-04-11',
      [{ action: 'denied', date: '2025-04-11', due: '2025-04-10', rule: '11.2' }],
    ],
  ])('%s', (_name, date, late) => {
    const c1 = claimStates([step('2025-01-10', 'filed'), step(date, 'denied')], plan).get('C1');
    expect(c1).toMatchObject({ filedOn: '2025-01-10', extendedOn: null, late });
  });

  it.each([
    ['11.2 extended, an approval on the 180th day is on time', '2025-07-09', []],
    [
      '11.2 extended, an approval on the 181st day is late',
      '2025-07-10',
      [{ action: 'approved', date: '2025-07-10', due: '2025-07-09', rule: '11.2' }],
    ],
  ])('%s', (_name, date, late) => {
    const steps = [
      step(date, 'approved'),
      step('2025-03-01', 'extended'),
      step('2025-01-10', 'filed'),
    ];
    // In date order whatever the record's order, as the engine reads them.
    expect(claimStates(steps, plan).get('C1')).toMatchObject({
      status: 'approved',
      extendedOn: '2025-03-01',
      decisionDue: '2025-07-09',
      late,
    });
  });

  it('11.4 a review decided after its period is late under 11.4; a refused step changes nothing', () => {
    const states = claimStates(
      [
        step('2025-01-10', 'filed'),
        step('2025-02-01', 'denied'),
        step('2025-02-10', 'appealed'),
        step('2025-04-15', 'deniedOnReview'),
        step('2025-01-12', 'appealed', 'C2'),
      ],
      plan,
    );
    expect(states.get('C1')!.late).toEqual([
      { action: 'deniedOnReview', date: '2025-04-15', due: '2025-04-11', rule: '11.4' },
    ]);
    expect(states.has('C2')).toBe(false);
  });
});
