import { describe, expect, it } from 'vitest';
import type { Statement } from '../api/types';
import {
  changeOptions,
  changeWindow,
  scheduleVersions,
  separatedWindow,
  separationWindow,
  shiftMonths,
  type ScheduleVersion,
} from './schedule-change-state';
import type { RecordedEvent } from './wizard-state';

const cda: ScheduleVersion = { schedule: { form: 'installments', years: 5 }, filedOn: null };

/** A statement with the planned payments given (account, date, paid on). */
function statementOf(
  payments: [string, string, string?][],
  separation: string | null = null,
  accounts = ['RTA'],
): Statement {
  const planned = payments.map(([account, date, paid]) => ({
    account,
    date,
    ...(paid ? { paid: { on: paid } } : {}),
  }));
  return {
    balances: Object.fromEntries(accounts.map((a) => [a, '1000.00'])),
    payments: planned.filter((p) => p.paid),
    scheduled: planned.filter((p) => !p.paid),
    separation: separation && { date: separation, rules: ['1.28'], reason: 'resignation' },
  } as unknown as Statement;
}

describe('Article VI windows before a change is filed', () => {
  it('shifts by whole months, the day clamped to the month’s end (FORMAT.md)', () => {
    expect(shiftMonths('2030-09-15', -12)).toBe('2029-09-15');
    expect(shiftMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(shiftMonths('2024-02-29', 60)).toBe('2029-02-28');
    expect(shiftMonths('2027-01-15', -1)).toBe('2026-12-15');
  });

  it('6.2, 6.3 a Specified Date Account: file 12 months before its first payment, 5 years later at the earliest', () => {
    const s = statementOf([
      ['SDA:2030-09', '2031-09-15'],
      ['SDA:2030-09', '2030-09-15'],
    ]);
    expect(changeWindow(s, 'SDA:2030-09')).toEqual({
      first: '2030-09-15',
      fileBy: '2029-09-15',
      earliest: '2035-09-15',
    });
    expect(changeWindow(s, 'SDA:2031-01')).toBeUndefined();
  });

  it('6.3, 6.4 a Separation ahead: the new start 60 months after the old, a change governing 12 months after filing', () => {
    const w = separationWindow([cda], '2026-12-02');
    expect(w).toEqual({ inForce: cda.schedule, effectiveOn: '2027-12-02', earliestMonths: 61 });
    const later = { schedule: { form: 'lump' as const, start: { monthsAfterSeparation: 13 } } };
    // Filed exactly 12 months ago: it governs today (the window includes its last day).
    const due = separationWindow([cda, { ...later, filedOn: '2025-12-02' }], '2026-12-02');
    expect(due.governsNow).toBeUndefined();
    expect(due.inForce).toEqual(later.schedule);
    expect(due.earliestMonths).toBe(73);
    // A day later: the CDA's schedule still governs a Separation today, until the 12 months pass.
    const pending = separationWindow([cda, { ...later, filedOn: '2025-12-03' }], '2026-12-02');
    expect(pending.governsNow).toEqual({ schedule: cda.schedule, until: '2026-12-03' });
    expect(pending.inForce).toEqual(later.schedule);
  });

  it('6.3 counts from the latest start of any version (“or than an earlier changed date, if later”)', () => {
    const start = (months: number) => ({
      form: 'lump' as const,
      start: { monthsAfterSeparation: months },
    });
    const w = separationWindow(
      [
        { schedule: start(70), filedOn: null },
        { schedule: start(20), filedOn: '2020-01-02' },
      ],
      '2026-12-02',
    );
    expect(w.earliestMonths).toBe(130);
  });

  it('6.2, 6.3 a Separation that came: the known first payment, the fewest months after Separation 5 years later', () => {
    // 5.1(b)(i): the 15th of the month after the month of Separation.
    expect(separatedWindow('2026-07-15', '2026-06-30', 15)).toEqual({
      first: '2026-07-15',
      fileBy: '2025-07-15',
      earliest: '2031-07-15',
      separatedOn: '2026-06-30',
      earliestMonths: 61,
      earliestDate: '2031-07-15',
    });
    // Key Employee: the 1st of the 7th month; the 15th of that month, five years on, is later.
    const key = separatedWindow('2027-01-01', '2026-06-30', 15);
    expect([key.earliestMonths, key.earliestDate]).toEqual([67, '2032-01-15']);
    // A first payment after the payment day: the month's payment day is too early, so the next.
    const late = separatedWindow('2026-07-20', '2026-06-30', 15);
    expect([late.earliestMonths, late.earliestDate]).toEqual([62, '2031-08-15']);
  });

  it('6.1 reads the RTA’s versions: the first CDA that states a schedule, then each change dated Eastern', () => {
    const events: RecordedEvent[] = [
      {
        type: 'scheduleChange',
        filedAt: '2026-01-06T03:00:00Z',
        account: 'RTA',
        schedule: { form: 'lump', start: { monthsAfterSeparation: 61 } },
      },
      { type: 'election', filedAt: '2024-12-01T10:00:00-05:00', schedules: { RTA: cda.schedule } },
      {
        type: 'election',
        filedAt: '2025-12-01T10:00:00-05:00',
        schedules: { RTA: { form: 'lump' } },
      },
    ];
    expect(scheduleVersions(events, 'RTA')).toEqual([
      cda,
      { schedule: { form: 'lump', start: { monthsAfterSeparation: 61 } }, filedOn: '2026-01-05' },
    ]);
    expect(scheduleVersions([], 'RTA')).toEqual([{ schedule: { form: 'lump' }, filedOn: null }]);
  });

  it('6.1, 6.2 offers every schedule: the RTA, each SDA ahead; an SDA paying, one paid, the CCA and the Death Benefit say why', () => {
    const s = statementOf(
      [
        ['SDA:2025-03', '2025-03-15', '2025-03-15'],
        ['SDA:2025-03', '2026-03-15', '2026-03-15'],
        ['SDA:2025-03', '2027-03-15'],
        ['SDA:2020-06', '2020-06-15', '2020-06-15'],
        ['SDA:2030-09', '2030-09-15'],
      ],
      null,
      ['RTA', 'SDA:2025-03', 'SDA:2020-06', 'SDA:2030-09', 'CCA'],
    );
    const options = changeOptions({
      statement: s,
      events: [],
      today: '2026-12-02',
      paymentDay: 15,
    });
    expect(options.map((o) => [o.account, o.kind, 'reason' in o ? o.reason : undefined])).toEqual([
      ['RTA', 'separationAhead', undefined],
      ['SDA:2020-06', 'closed', 'paid'],
      ['SDA:2025-03', 'closed', 'paying'],
      ['SDA:2030-09', 'specifiedDate', undefined],
      ['CCA', 'closed', 'companyContribution'],
      ['death', 'closed', 'death'],
    ]);
    expect(options[2]).toMatchObject({ date: '2025-03-15' });
  });

  it('6.2 after Separation: the RTA is open while its first payment is ahead, closed once it has come', () => {
    const ahead = statementOf([['RTA', '2027-01-15']], '2026-11-30');
    const [rta] = changeOptions({
      statement: ahead,
      events: [],
      today: '2026-12-02',
      paymentDay: 15,
    });
    expect(rta).toMatchObject({
      kind: 'separated',
      window: { first: '2027-01-15', fileBy: '2026-01-15', earliestMonths: 62 },
    });
    const paying = statementOf([['RTA', '2026-12-15']], '2026-11-30');
    const [closed] = changeOptions({
      statement: paying,
      events: [],
      today: '2026-12-15',
      paymentDay: 15,
    });
    expect(closed).toMatchObject({ kind: 'closed', reason: 'paying', date: '2026-12-15' });
  });
});
