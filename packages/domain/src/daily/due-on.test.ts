import { describe, expect, it } from 'vitest';
import { nyseCalendar } from '../calendar/valuation-calendar.js';
import { carmaxEdcp } from '../plan/carmax-edcp.js';
import { Plan } from '../plan/plan-definition.js';
import {
  returnedNotices,
  claimDeadlinesDue,
  emergencyPaymentsDue,
  enrollmentNotices,
  isKeyEmployeeIdentificationDate,
  keyEmployeeListOn,
  missingPrices,
  yearEndRunWindow,
} from './due-on.js';

const plan = new Plan(carmaxEdcp);
const eligible = (id: string, date: string, notifiedOn = date) => ({
  id,
  events: [{ type: 'eligible', date, notifiedOn }],
});

describe('3.1(a), 3.2(a), 3.2(b) enrollment notices on a date', () => {
  it('3.2(a) the first-year window opens on the notice and closes 30 days later', () => {
    const people = [eligible('P1', '2025-03-03')];
    expect(enrollmentNotices('2025-03-03', people, plan)).toEqual([
      expect.objectContaining({
        kind: 'firstYearEnrollmentOpens',
        participantId: 'P1',
        rule: '3.2(a)',
        closesOn: '2025-04-02',
      }),
    ]);
    expect(enrollmentNotices('2025-04-02', people, plan)).toEqual([
      expect.objectContaining({ kind: 'firstYearEnrollmentCloses', closesOn: '2025-04-02' }),
    ]);
    expect(enrollmentNotices('2025-04-01', people, plan)).toEqual([]);
    expect(enrollmentNotices('2025-04-03', people, plan)).toEqual([]);
  });

  it('3.1(a) the annual enrollment for the next Plan Year opens on January 1 for the eligible', () => {
    const people = [eligible('P1', '2024-11-01'), eligible('P2', '2025-06-01')];
    const notices = enrollmentNotices('2025-01-01', people, plan);
    // P2 is not eligible yet on January 1 (his eligibility is dated June 1).
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'annualEnrollmentOpens',
        participantId: 'P1',
        planYear: 2026,
        closesOn: '2025-12-31',
      }),
    ]);
  });

  it('3.2(b) its last day, December 31, is noticed; 2.2(a) not to one no longer eligible', () => {
    const people = [
      eligible('P1', '2024-11-01'),
      {
        id: 'P2',
        events: [
          ...eligible('P2', '2024-11-01').events,
          { type: 'ineligible', date: '2025-05-01' },
        ],
      },
    ];
    expect(enrollmentNotices('2025-12-31', people, plan)).toEqual([
      expect.objectContaining({
        kind: 'annualEnrollmentCloses',
        participantId: 'P1',
        rule: '3.2(b)',
        planYear: 2026,
      }),
    ]);
    expect(enrollmentNotices('2025-12-30', people, plan)).toEqual([]);
  });
});

describe('1.20 the Key Employee list on the identification date', () => {
  it('1.20 the identification date is the plan parameter (12-31)', () => {
    expect(isKeyEmployeeIdentificationDate('2025-12-31', plan)).toBe(true);
    expect(isKeyEmployeeIdentificationDate('2025-12-30', plan)).toBe(false);
    const amended = new Plan(carmaxEdcp, { keyEmployeeIdentificationDate: '09-30' });
    expect(isKeyEmployeeIdentificationDate('2025-09-30', amended)).toBe(true);
  });

  it('416(i)(1)(A) flush: the officer cap leaves out the lowest-paid officer above the limit', () => {
    // 2025's 416(i) limit is $230,000; 20 employees: cap max(3, 2) = 3 officers.
    const facts = ['A', 'B', 'C', 'D'].map((id, i) => ({
      participantId: id,
      year: 2025,
      amount: `${400000 - i * 10000}.00`,
      officer: true,
      ownershipPct: 0,
    }));
    facts.push({
      participantId: 'E',
      year: 2025,
      amount: '100000.00',
      officer: false,
      ownershipPct: 6,
    });
    facts.push({
      participantId: 'F',
      year: 2024,
      amount: '900000.00',
      officer: true,
      ownershipPct: 0,
    });
    const list = keyEmployeeListOn('2025-12-31', facts, 20);
    if (!list.ok) throw new Error('limits of 2025 are published');
    expect(list.keyEmployees.map((k) => k.participantId)).toEqual(['A', 'B', 'C', 'E']);
    expect(list.leftOut.map((o) => o.participantId)).toEqual(['D']);
    expect(list.employeeCountFrom).toBe('given');
    // Without a count: the 5 people with a 2025 fact; the cap is still 3.
    const fromRecord = keyEmployeeListOn('2025-12-31', facts);
    expect(fromRecord.employeeCountFrom).toBe('record');
    expect(fromRecord.ok && fromRecord.trace.employeeCount).toBe(5);
  });

  it('1.20 the last fact recorded for a person and year wins (a correction)', () => {
    const facts = [
      { participantId: 'A', year: 2025, amount: '500000.00', officer: true, ownershipPct: 0 },
      { participantId: 'A', year: 2025, amount: '50000.00', officer: true, ownershipPct: 0 },
    ];
    const list = keyEmployeeListOn('2025-12-31', facts, 100);
    expect(list.ok && list.keyEmployees).toEqual([]);
  });
});

describe('8.2, Art. V the year-end payment run', () => {
  it('8.2 only on December 31: the year’s payments', () => {
    expect(yearEndRunWindow('2025-12-31')).toEqual({
      payFrom: '2025-01-01',
      payThrough: '2025-12-31',
    });
    expect(yearEndRunWindow('2025-12-30')).toBeNull();
    expect(yearEndRunWindow('2026-01-01')).toBeNull();
  });
});

describe('11.2-11.4, 5.5, 7.2 the work queue', () => {
  const claims = [
    {
      participantId: 'P1',
      claims: [
        { id: 'C1', status: 'filed', decisionDue: '2025-03-10', appealBy: null, reviewDue: null },
        {
          id: 'C2',
          status: 'denied',
          decisionDue: '2025-01-01',
          appealBy: '2025-03-20',
          reviewDue: null,
        },
        {
          id: 'C3',
          status: 'appealed',
          decisionDue: null,
          appealBy: null,
          reviewDue: '2025-02-27',
        },
        {
          id: 'C4',
          status: 'approved',
          decisionDue: '2025-01-01',
          appealBy: null,
          reviewDue: null,
        },
      ],
    },
  ];

  it('11.2-11.4 the next deadline of each open claim within N days, passed ones overdue', () => {
    const items = claimDeadlinesDue('2025-03-01', 10, claims);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'claimDecision',
        rule: '11.2',
        ref: 'C1',
        due: '2025-03-10',
        overdue: false,
      }),
      expect.objectContaining({
        kind: 'claimReview',
        rule: '11.4',
        ref: 'C3',
        due: '2025-02-27',
        overdue: true,
      }),
    ]);
    // 11.3: twenty days out, the appeal deadline comes in too.
    expect(claimDeadlinesDue('2025-03-01', 20, claims).map((i) => i.ref)).toEqual([
      'C1',
      'C2',
      'C3',
    ]);
  });

  it('5.5 an approved emergency payment not yet paid whose day is within N days', () => {
    const payments = [
      {
        participantId: 'P1',
        benefit: 'emergency',
        date: '2025-03-14',
        amount: '10.00',
        paid: false,
      },
      {
        participantId: 'P1',
        benefit: 'emergency',
        date: '2025-02-14',
        amount: '11.00',
        paid: true,
      },
      {
        participantId: 'P1',
        benefit: 'termination',
        date: '2025-03-15',
        amount: '12.00',
        paid: false,
      },
      {
        participantId: 'P2',
        benefit: 'emergency',
        date: '2025-06-14',
        amount: '13.00',
        paid: false,
      },
    ];
    expect(emergencyPaymentsDue('2025-03-01', 30, payments)).toEqual([
      expect.objectContaining({
        kind: 'emergencyPayment',
        rule: '5.5',
        participantId: 'P1',
        due: '2025-03-14',
        overdue: false,
      }),
    ]);
  });

  it('7.2 each Valuation Date before the day without a price of a fund on the menu', () => {
    const funds = [
      // Priced on Mon 2025-03-03 and Wed 03-05: Tue 03-04 and Thu 03-06 are missing.
      { id: 'IDX', constantPrice: null, priced: ['2025-03-03', '2025-03-05'], since: '2025-03-03' },
      { id: 'SV', constantPrice: '1', priced: [], since: '2020-01-01' },
      { id: 'NEW', constantPrice: null, priced: [], since: '2025-03-07' },
    ];
    const items = missingPrices('2025-03-07', funds, nyseCalendar);
    expect(items.map((i) => `${i.ref} ${i.due}`)).toEqual(['IDX 2025-03-04', 'IDX 2025-03-06']);
    // The weekend is no Valuation Date: Monday's tick asks for Friday's price, not Saturday's.
    expect(
      missingPrices('2025-03-10', funds, nyseCalendar).map((i) => `${i.ref} ${i.due}`),
    ).toEqual(['IDX 2025-03-04', 'IDX 2025-03-06', 'IDX 2025-03-07', 'NEW 2025-03-07']);
  });
});

describe('12.5, 12.10 a notice that came back is work for the staff until a later one reaches', () => {
  // As the store answers: each notice whose last delivery came back, with the time its
  // addressee was last reached (a later notice's last delivery sent), if ever.
  const sentBack = (addresseeLastSentAt: string | null) => ({
    id: 'N1',
    participantId: 'P1',
    kind: 'paymentNotice',
    addressee: 'Pat Ames',
    returnedAt: '2025-03-10T09:00:00Z',
    addresseeLastSentAt,
  });

  it('12.10 a returned notice is a queue item dated the day it came back, naming the rule', () => {
    expect(returnedNotices([sentBack(null)])).toEqual([
      expect.objectContaining({
        kind: 'noticeReturned',
        rule: '12.10',
        due: '2025-03-10',
        participantId: 'P1',
        ref: 'N1',
      }),
    ]);
  });

  it('12.5 a later notice to the same addressee sent (not back) closes it; sent before does not', () => {
    expect(returnedNotices([sentBack('2025-03-10T09:00:01Z')])).toEqual([]);
    expect(returnedNotices([sentBack('2025-03-10T09:00:00Z')])).toHaveLength(1);
    expect(returnedNotices([sentBack('2025-03-01T11:00:00Z')])).toHaveLength(1);
  });

  it('12.10 no notice came back: no work', () => {
    expect(returnedNotices([])).toEqual([]);
  });
});
