import { describe, expect, it } from 'vitest';
import {
  allocationSum,
  buildElectionBody,
  buildInvestments,
  draftErrors,
  emptyElection,
  limitsOf,
  newAccount,
  newUuid,
  pctSum,
  readPct,
  type ElectionDraft,
} from './election-state';
import { emptyEvent, eventRequest, missingFields } from './event-state';
import { readPayFile } from './pay-file';
import { placeRefusals, slotOf } from './refusals';
import { planParameters } from '../../test/plan-parameters';

function draft(): ElectionDraft {
  const d = emptyElection(2027);
  d.deferrals.baseSalary = '10';
  d.deferrals.annualBonus = '50';
  d.accounts = [newAccount('RTA', '60'), newAccount('SDA:2031-03', '40')];
  return d;
}

describe('percentages as typed', () => {
  it('reads whole percentages and nothing else', () => {
    expect(readPct(' 75 ')).toBe(75);
    expect(readPct('')).toBeUndefined();
    expect(readPct('7.5')).toBeNaN();
    expect(readPct('-1')).toBeNaN();
    expect(readPct('1e2')).toBeNaN();
  });

  it('sums whole percentages; a non-whole one makes the sum unknown', () => {
    expect(pctSum(['60', '', '40'])).toBe(100);
    expect(pctSum(['60', '39.5'])).toBeUndefined();
    expect(allocationSum(draft())).toBe(100);
  });
});

describe('the plan’s limits, read from GET /plans/{planId}/parameters', () => {
  const limits = limitsOf(planParameters('2026-06-30'))!;

  it('reads 1.12 maxDeferralPct, 5.1(c)/5.2(c) installment years, 5.1(b)(ii) months, 3.2(a) days', () => {
    expect(limits.maxDeferralPct.annualBonus).toBe(90);
    expect(limits.installmentYears).toEqual({ RTA: [2, 10], SDA: [2, 5] });
    expect(limits.firstPaymentMonths).toEqual([1, 59]);
    expect(limits.initialElectionDays).toBe(30);
  });

  it('has no limits when the answer lacks one (the form then shows and checks none)', () => {
    const answer = planParameters('2026-06-30');
    const { maxDeferralPct: _dropped, ...rest } = answer.parameters;
    expect(limitsOf({ ...answer, parameters: rest })).toBeUndefined();
  });

  it('1.12 a deferral above its maximum is marked beside its field; the maximum itself is not', () => {
    const d = draft();
    d.deferrals.baseSalary = '76';
    d.deferrals.annualBonus = '90';
    expect(draftErrors(d, limits)).toEqual([
      { field: 'deferrals.baseSalary', key: 'form.error.max', values: { max: 75 } },
    ]);
    expect(draftErrors(d)).toEqual([]);
  });

  it.each([
    ['SDA:2031-03', '1', true],
    ['SDA:2031-03', '2', false],
    ['SDA:2031-03', '5', false],
    ['SDA:2031-03', '6', true],
    ['RTA', '10', false],
    ['RTA', '11', true],
  ])('5.1(c), 5.2(c) %s in %s annual installments: out of range %s', (account, years, out) => {
    const d = draft();
    const entry = d.accounts.find((a) => a.account === account)!;
    entry.schedule = { ...entry.schedule, form: 'installments', years };
    const errors = draftErrors(d, limits).filter((e) => e.key === 'form.error.yearsRange');
    expect(errors.map((e) => e.field)).toEqual(out ? [`schedules.${account}`] : []);
  });
});

describe('the election draft', () => {
  it('has no error when the allocation sums to 100 and every number is whole', () => {
    expect(draftErrors(draft())).toEqual([]);
  });

  it('names the field of each format error', () => {
    const d = draft();
    d.deferrals.monthlyBonus = '7.5';
    d.accounts[1]!.pct = '30';
    d.accounts.push(newAccount('SDA:'));
    d.accounts[0]!.investments = { SV: '50', IDX: '40' };
    const fields = draftErrors(d).map((e) => `${e.field} ${e.key}`);
    expect(fields).toContain('deferrals.monthlyBonus form.error.whole');
    expect(fields).toContain('allocation.SDA: form.error.sdaMonth');
    expect(fields).toContain('allocation form.error.sum');
    expect(fields).toContain('investments.RTA form.error.sum');
  });

  it('builds the body the server takes: empty components left out, schedules per account', () => {
    const d = draft();
    d.accounts[0]!.schedule = { form: 'partial', years: '4', lumpPct: '25', startMonths: '13' };
    d.accounts[1]!.schedule = { form: 'installments', years: '5', lumpPct: '', startMonths: '7' };
    d.accounts[1]!.investments = { SV: '', IDX: '100' };
    expect(buildElectionBody(d)).toEqual({
      kind: 'annual',
      planYear: 2027,
      deferrals: { baseSalary: 10, annualBonus: 50 },
      allocation: [
        { account: 'RTA', pct: 60 },
        { account: 'SDA:2031-03', pct: 40 },
      ],
      schedules: {
        RTA: { form: 'partial', lumpPct: 25, years: 4, start: { monthsAfterSeparation: 13 } },
        // An SDA pays on its month: a start is never sent for it.
        'SDA:2031-03': { form: 'installments', years: 5 },
      },
      investments: { 'SDA:2031-03': { IDX: 100 } },
    });
  });

  it('leaves investments out when none is chosen (the plan’s default applies)', () => {
    expect(buildElectionBody(draft())).not.toHaveProperty('investments');
    expect(buildInvestments({ SV: ' ', IDX: '' })).toBeUndefined();
  });

  it('makes version-4 UUIDs for the Idempotency-Key', () => {
    expect(newUuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('placing refusals beside their fields', () => {
  it('uses the field the server names', () => {
    expect(
      placeRefusals({ field: 'deferrals.baseSalary', rules: ['1.12'], detail: 'too much' }),
    ).toEqual([{ slot: 'deferrals.baseSalary', rules: ['1.12'], message: 'too much' }]);
    expect(slotOf('allocation[1].pct', ['RTA', 'SDA:2031-03'])).toBe('allocation.SDA:2031-03');
    expect(slotOf('schedules.SDA:2031-03.years')).toBe('schedules.SDA:2031-03');
    expect(slotOf('planYear')).toBe('general');
  });

  it('places each of the server’s violations beside its own field', () => {
    const placed = placeRefusals(
      {
        field: 'deferrals.baseSalary',
        rules: ['1.12', '3.4', '3.2(b)'],
        detail: 'joined',
        violations: [
          {
            code: 'deferral_limit',
            rule: '1.12',
            message: 'at most 75%',
            field: 'deferrals.baseSalary',
          },
          {
            code: 'sda_too_soon',
            rule: '3.4',
            message: 'too soon',
            field: 'allocation[1].account',
          },
          { code: 'late_election', rule: '3.2(b)', message: 'late', field: 'filedAt' },
        ],
      },
      ['RTA', 'SDA:2027-01'],
    );
    expect(placed).toEqual([
      { slot: 'deferrals.baseSalary', rules: ['1.12'], message: 'at most 75%' },
      { slot: 'allocation.SDA:2027-01', rules: ['3.4'], message: 'too soon' },
      { slot: 'general', rules: ['3.2(b)'], message: 'late' },
    ]);
  });

  it('splits an engine refusal into its parts, each with its own rules', () => {
    const placed = placeRefusals({
      rules: ['1.12', '5.2(c)', '3.2(b)'],
      detail:
        'baseSalary: at most 75% may be deferred, not 76%; SDA:2031-03: installments over 2 to 5 years, not 7; annual election filed late',
    });
    expect(placed).toEqual([
      {
        slot: 'deferrals.baseSalary',
        rules: ['1.12'],
        message: 'baseSalary: at most 75% may be deferred, not 76%',
      },
      {
        slot: 'schedules.SDA:2031-03',
        rules: ['5.2(c)'],
        message: 'SDA:2031-03: installments over 2 to 5 years, not 7',
      },
      {
        slot: 'general',
        rules: ['1.12', '5.2(c)', '3.2(b)'],
        message: 'annual election filed late',
      },
    ]);
  });
});

describe('pay files', () => {
  const csv = [
    'participantId,date,component,gross,netAvailable',
    'P1,2027-01-15,baseSalary,10000.00,6500.00',
    'P2,2027-01-15,annualBonus,2500.5,2000.00',
  ].join('\n');

  it('reads a CSV file and names the line and field of a malformed amount', () => {
    expect(readPayFile('pays.csv', csv)).toEqual({
      ok: false,
      errors: [{ line: 3, field: 'gross' }],
    });
    const good = readPayFile('pays.csv', csv.replace('2500.5,', '2500.50,'));
    expect(good.ok && good.pays[1]).toEqual({
      participantId: 'P2',
      date: '2027-01-15',
      component: 'annualBonus',
      gross: '2500.50',
      netAvailable: '2000.00',
    });
  });

  it('reads a JSON list or { pays }, keeping amounts as strings', () => {
    const pay = {
      participantId: 'P1',
      date: '2027-01-15',
      component: 'baseSalary',
      gross: '10000.00',
      netAvailable: '6500.00',
    };
    expect(readPayFile('a.json', JSON.stringify([pay]))).toEqual({ ok: true, pays: [pay] });
    expect(readPayFile('a.json', JSON.stringify({ pays: [pay] }))).toEqual({
      ok: true,
      pays: [pay],
    });
    expect(readPayFile('a.json', '{')).toEqual({ ok: false, errors: [{ line: 0, field: 'json' }] });
    const numeric = readPayFile('a.json', JSON.stringify([{ ...pay, gross: 10000 }]));
    expect(numeric).toEqual({ ok: false, errors: [{ line: 1, field: 'gross' }] });
  });
});

describe('recording an event', () => {
  it('sends eligibility to its own route and the rest as FORMAT.md events', () => {
    const draft = emptyEvent('2026-12-02');
    expect(eventRequest(draft)).toEqual({
      route: 'eligibility',
      body: { type: 'eligible', date: '2026-12-02', notifiedOn: '2026-12-02' },
    });
    expect(eventRequest({ ...draft, type: 'ineligible' }).body).toEqual({
      type: 'ineligible',
      date: '2026-12-02',
    });
    expect(eventRequest({ ...draft, type: 'leave', end: '' })).toEqual({
      route: 'events',
      body: { type: 'leave', start: '2026-12-02', kind: 'personal', rightToReturn: true },
    });
    expect(missingFields({ ...draft, type: 'separation', reason: ' ' })).toEqual(['reason']);
  });
});
