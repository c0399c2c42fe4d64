import { describe, expect, it } from 'vitest';
import {
  annual,
  eligible,
  enrolled2025,
  outcomeOf,
  pay,
  scenarioOf,
  separation,
} from '../../test/support/scenario.js';
import type { ParticipantEvent } from '../scenario/types.js';
import { ficaDue, ficaTermsFor } from './fica-due.js';
import { deferralInstructions } from './instructions.js';
import { payLineOutcomes } from './pay-lines.js';

const lines = (events: ParticipantEvent[], indexes: number[]) =>
  payLineOutcomes(events, outcomeOf(events), indexes);

describe('7.1, 1.14 what each pay line deferred', () => {
  it('7.1 a line defers the CDA percentage, split among its sub-accounts (3.3)', () => {
    const events = [
      ...enrolled2025({
        deferrals: { baseSalary: 10 },
        allocation: [
          ['RTA', 60],
          ['SDA:2029-01', 40],
        ],
        schedules: { 'SDA:2029-01': { form: 'lump' } },
      }),
      pay('2025-01-31', '10000.00', '8000.00'),
    ];
    const [line] = lines(events, [2]);
    expect(line).toMatchObject({
      planYear: 2025,
      election: { kind: 'annual', pct: 10, planYear: 2025 },
      elected: '1000.00',
      deferred: '1000.00',
      deferrals: [
        { account: 'RTA', amount: '600.00' },
        { account: 'SDA:2029-01', amount: '400.00' },
      ],
      stop: null,
      warnings: [],
    });
  });

  it('1.14 a deferral above net pay is capped, with a warning', () => {
    const events = [
      ...enrolled2025({ deferrals: { baseSalary: 50 } }),
      pay('2025-01-31', '10000.00', '3000.00'),
    ];
    const [line] = lines(events, [2]);
    expect(line).toMatchObject({ elected: '5000.00', deferred: '3000.00' });
    expect(line!.warnings.map((w) => [w.code, w.rule])).toEqual([['capped_by_net_pay', '1.14']]);
  });

  it('1.31 pay after Separation is still deferred, with a warning', () => {
    const events = [
      ...enrolled2025({ deferrals: { annualBonus: 20 } }),
      separation('2025-03-14'),
      pay('2025-03-28', '5000.00', '5000.00', 'annualBonus'),
    ];
    const [line] = lines(events, [3]);
    expect(line!.deferred).toBe('1000.00');
    expect(line!.warnings.map((w) => w.code)).toEqual(['pay_after_separation']);
  });

  it('2.2(a) pay for someone not eligible is warned; no CDA, nothing deferred (3.1)', () => {
    const events = [pay('2025-01-31', '1000.00')];
    const [line] = lines(events, [0]);
    expect(line).toMatchObject({ deferred: '0.00', deferrals: [], stop: { rule: '3.1' } });
    expect(line!.warnings.map((w) => [w.code, w.rule])).toEqual([['not_eligible', '2.2(a)']]);
  });

  it('2.2(a) an ineligibility stops the CDA from the next Plan Year, naming the rule', () => {
    const events = [
      ...enrolled2025({ deferrals: { baseSalary: 10 } }),
      { type: 'ineligible', date: '2025-06-30' } as ParticipantEvent,
      pay('2025-07-31', '1000.00'),
      pay('2026-01-30', '1000.00'),
    ];
    const [july, january] = lines(events, [3, 4]);
    expect(july).toMatchObject({ deferred: '100.00', stop: null });
    expect(july!.warnings.map((w) => w.code)).toEqual(['not_eligible']);
    expect(january).toMatchObject({ deferred: '0.00', stop: { rule: '2.2(a)' } });
  });

  it('3.7(ii) a 401(k) hardship withdrawal cancels deferrals, naming the rule', () => {
    const events = [
      ...enrolled2025({ deferrals: { baseSalary: 10 } }),
      { type: 'hardship401k', date: '2025-05-01' } as ParticipantEvent,
      pay('2025-05-30', '1000.00'),
    ];
    const [line] = lines(events, [3]);
    expect(line).toMatchObject({
      deferred: '0.00',
      election: { pct: 10 },
      stop: { rule: '3.7(ii)' },
    });
  });

  it('8.3 the FICA due on the deferral counts the year’s earlier gross pay toward the wage base', () => {
    // 2025 wage base $176,100. Earlier gross: 170,000.00; deferral 10% of 20,000 = 2,000.00.
    // Social Security on min(2,000, 6,100) = 124.00; Medicare 1.45% = 29.00; no additional.
    const events = [
      ...enrolled2025({ deferrals: { baseSalary: 10 } }),
      pay('2025-06-30', '170000.00', '0.00', 'annualBonus'),
      pay('2025-07-31', '20000.00'),
    ];
    const [line] = lines(events, [3]);
    expect(line!.fica).toMatchObject({
      wagesBefore: '170000.00',
      socialSecurityWages: '2000.00',
      socialSecurity: '124.00',
      medicare: '29.00',
      additionalMedicare: '0.00',
      total: '153.00',
    });
    expect(line!.ficaRefused).toBeNull();
  });

  it('8.3 a year whose wage base nobody published is refused, never guessed', () => {
    expect(ficaDue(2027, 100000n, 0n)).toEqual({
      refused: expect.objectContaining({ code: 'irs_limit_not_published', rule: '8.3' }),
    });
    expect(ficaDue(2010, 100000n, 0n)).toEqual({
      refused: expect.objectContaining({ code: 'fica_rates_not_published', rule: '8.3' }),
    });
    expect(ficaTermsFor(2026)).toEqual({
      terms: expect.objectContaining({
        socialSecurityWageBase: '184500.00',
        socialSecurityRateBp: 620,
      }),
    });
  });
});

describe('3.5, 7.1 deferral instructions before payday', () => {
  const instructions = (events: ParticipantEvent[], payDate: string) =>
    deferralInstructions(scenarioOf(events, { evaluateThrough: '2025-01-01' }), payDate)[0]!;

  it('3.5 each component carries the percentage of the CDA in force on the pay date', () => {
    const events = enrolled2025({ deferrals: { baseSalary: 10, annualBonus: 25 } });
    const made = instructions(events, '2025-02-14');
    expect(made.eligible).toBe(true);
    expect(made.components.map((c) => [c.component, c.pct])).toEqual([
      ['baseSalary', 10],
      ['monthlyBonus', 0],
      ['annualBonus', 25],
      ['performanceBonus', 0],
      ['other', 0],
    ]);
    expect(made.fica).toMatchObject({ year: 2025, socialSecurityWageBase: '176100.00' });
  });

  it('3.7(ii) a cancellation stops every component: 0% with the rule', () => {
    const events = [
      ...enrolled2025({ deferrals: { baseSalary: 10 } }),
      { type: 'hardship401k', date: '2025-02-01' } as ParticipantEvent,
    ];
    const base = instructions(events, '2025-02-14').components[0]!;
    expect(base).toMatchObject({ pct: 0, stop: { rule: '3.7(ii)' }, election: { pct: 10 } });
  });

  it('2.2(a) a CDA ended by ineligibility gives 0% in the next Plan Year, naming the rule', () => {
    const events = [
      eligible('2023-10-02'),
      annual(2025, { deferrals: { baseSalary: 10 } }),
      { type: 'ineligible', date: '2025-06-30' } as ParticipantEvent,
    ];
    expect(instructions(events, '2025-07-15').components[0]!.pct).toBe(10);
    const next = instructions(events, '2026-01-15');
    expect(next.eligible).toBe(false);
    expect(next.components[0]).toMatchObject({ pct: 0, stop: { rule: '2.2(a)' } });
  });

  it('1.31 a Separation is named; the probe pays change nothing in the record', () => {
    const events = [...enrolled2025({ deferrals: { baseSalary: 10 } }), separation('2025-03-14')];
    expect(instructions(events, '2025-03-28').separatedOn).toBe('2025-03-14');
    expect(instructions(events, '2025-03-07').separatedOn).toBeNull();
  });

  it('8.3 FICA terms for a year nobody published are refused with the rule', () => {
    const made = instructions(enrolled2025(), '2027-01-15');
    expect(made.fica).toBeNull();
    expect(made.ficaRefused).toMatchObject({ code: 'irs_limit_not_published', rule: '8.3' });
  });
});
