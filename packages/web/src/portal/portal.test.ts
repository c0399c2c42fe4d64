import { describe, expect, it } from 'vitest';
import { projectorErrors, projectorQuery } from './projector-state';
import {
  prefilledDraft,
  schedulesInForce,
  wizardBody,
  wizardDeadline,
  type RecordedEvent,
} from './wizard-state';

const first: RecordedEvent = {
  type: 'election',
  filedAt: '2024-12-10T10:00:00-05:00',
  deferrals: { baseSalary: 10 },
  allocation: [{ account: 'RTA', pct: 100 }],
  schedules: { RTA: { form: 'installments', years: 5 } },
};
const second: RecordedEvent = {
  type: 'election',
  filedAt: '2025-12-10T10:00:00-05:00',
  deferrals: { baseSalary: 15, annualBonus: 50 },
  allocation: [
    { account: 'RTA', pct: 70 },
    { account: 'SDA:2031-03', pct: 30 },
  ],
  schedules: { RTA: { form: 'lump' }, 'SDA:2031-03': { form: 'lump' } },
  investments: { RTA: { SV: 100 } },
};

describe('the election wizard’s state', () => {
  it('6.1 keeps the first schedule a sub-account was given, then Article VI changes', () => {
    expect(schedulesInForce([second, first])).toEqual({
      RTA: { form: 'installments', years: 5 },
      'SDA:2031-03': { form: 'lump' },
    });
    const change: RecordedEvent = {
      type: 'scheduleChange',
      filedAt: '2026-01-05T10:00:00-05:00',
      account: 'RTA',
      schedule: { form: 'installments', years: 10 },
    };
    expect(schedulesInForce([first, change]).RTA).toEqual({ form: 'installments', years: 10 });
  });

  it('pre-fills the latest election, each schedule the one in force', () => {
    const { draft } = prefilledDraft([first, second], 2027);
    expect(draft.planYear).toBe(2027);
    expect(draft.deferrals.baseSalary).toBe('15');
    expect(draft.deferrals.annualBonus).toBe('50');
    expect(
      draft.accounts.map((a) => [a.account, a.pct, a.schedule.form, a.schedule.years]),
    ).toEqual([
      ['RTA', '70', 'installments', '5'],
      ['SDA:2031-03', '30', 'lump', ''],
    ]);
    expect(draft.accounts[0]?.investments).toEqual({ SV: '100' });
    // 3.1(b): someone who never elected starts with everything to the RTA.
    expect(prefilledDraft([], 2027).draft.accounts.map((a) => [a.account, a.pct])).toEqual([
      ['RTA', '100'],
    ]);
  });

  it('3.2(b), 3.2(a), 3.2(c): the deadline shown for each kind', () => {
    const { draft } = prefilledDraft([], 2027);
    const period = { start: '2026-01-01', end: '2026-12-31', criteriaSetOn: '2026-02-01' };
    expect(wizardDeadline({ kind: 'annual', period, draft }, undefined)).toEqual({
      date: '2026-12-31',
      rule: '3.2(b)',
    });
    expect(
      wizardDeadline({ kind: 'initial', period, draft }, { closesOn: '2026-12-20' }).date,
    ).toBe('2026-12-20');
    expect(wizardDeadline({ kind: 'performance', period, draft }, undefined).date).toBe(
      '2026-06-30',
    );
    const feb = { ...period, end: '2027-08-31' };
    expect(wizardDeadline({ kind: 'performance', period: feb, draft }, undefined).date).toBe(
      '2027-02-28',
    );
  });

  it('a performance-based election names its period, not a Plan Year', () => {
    const { draft } = prefilledDraft([], 2027);
    draft.deferrals.performanceBonus = '40';
    const period = { start: '2026-01-01', end: '2027-12-31', criteriaSetOn: '2026-02-01' };
    const body = wizardBody({ kind: 'performance', period, draft });
    expect(body).toMatchObject({ kind: 'performance', performancePeriod: period });
    expect(body.planYear).toBeUndefined();
    expect(body.deferrals).toEqual({ performanceBonus: 40 });
  });
});

describe('the payout projector’s form', () => {
  it('takes a date from today on and a rate from -50 to 50 with two decimals', () => {
    const form = { event: 'separation' as const, date: '2027-06-30', growthPct: '5.25' };
    expect(projectorErrors(form, '2026-12-02')).toEqual({ date: false, growthPct: false });
    expect(projectorErrors({ ...form, date: '2026-12-01' }, '2026-12-02').date).toBe(true);
    for (const bad of ['50.01', '-51', '5.255', 'x', ''])
      expect(projectorErrors({ ...form, growthPct: bad }, '2026-12-02').growthPct, bad).toBe(true);
    for (const good of ['-50', '50', '0', '-2.5', '49.99'])
      expect(projectorErrors({ ...form, growthPct: good }, '2026-12-02').growthPct, good).toBe(
        false,
      );
    expect(projectorQuery(form)).toBe('?event=separation&date=2027-06-30&growthPct=5.25');
  });
});
