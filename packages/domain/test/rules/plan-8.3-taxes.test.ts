/**
 * Plan 8.3 taxes, checked against hand computations: federal withholding on supplemental wages
 * (the $1,000,000 boundary counting payroll's other supplemental wages), FICA under the special
 * timing rule (Treas. Reg. §31.3121(v)(2)-1: the wage base reached mid-year; a credit vesting
 * mid-year taken into account once), state withholding and 4 U.S.C. 114, payees who are not
 * the employee, and the compatibility rule (no tax view unless the scenario asks for it).
 */
import { describe, expect, it } from 'vitest';
import {
  evaluateScenario,
  type ParticipantEvent,
  type ParticipantResult,
  type StateWithholdingRate,
} from '../../src/index.js';
import {
  annual,
  death,
  eligible,
  enrolled2025,
  pay,
  scenarioOf,
  separation,
  type ScenarioOptions,
} from '../support/scenario.js';

const fact = {
  residence: (date: string, state: string): ParticipantEvent => ({
    type: 'residence',
    date,
    state,
  }),
  supplemental: (date: string, amount: string): ParticipantEvent => ({
    type: 'otherSupplementalWages',
    date,
    amount,
  }),
  fica: (date: string, amount: string): ParticipantEvent => ({
    type: 'otherFicaWages',
    date,
    amount,
  }),
};

function taxes(
  events: ParticipantEvent[],
  options: ScenarioOptions = {},
  stateWithholdingRates?: StateWithholdingRate[],
) {
  const s = { ...scenarioOf(events, { publiclyTraded: false, ...options }), taxes: true };
  const result = evaluateScenario(s, stateWithholdingRates ? { stateWithholdingRates } : {});
  return result.participants.P1!.taxes!;
}

/** 100000.00 deferred on 2025-01-31 (50% salary), Separation 2025-05-20: lump sum 2025-06-15. */
const lumpOf100k = (...extra: ParticipantEvent[]) => [
  ...enrolled2025(),
  pay('2025-01-31', '200000.00'),
  separation('2025-05-20'),
  ...extra,
];

describe('8.3 federal withholding: supplemental wages, the $1,000,000 boundary', () => {
  it('8.3 other supplemental wages paid before the payment count toward the $1,000,000', () => {
    const t = taxes(lumpOf100k(fact.supplemental('2025-04-01', '950000.00')));
    // 50000.00 x 22% + 50000.00 x 37% = 11000.00 + 18500.00
    expect(t.payments[0]!.federal).toMatchObject({
      withheld: '29500.00',
      supplementalBefore: '950000.00',
      flatPortion: '50000.00',
      mandatoryPortion: '50000.00',
    });
  });

  it('8.3 exactly $1,000,000 is still at the flat rate; one cent more is at the mandatory rate', () => {
    const at = taxes(lumpOf100k(fact.supplemental('2025-04-01', '900000.00')));
    expect(at.payments[0]!.federal.withheld).toBe('22000.00');
    const above = taxes(lumpOf100k(fact.supplemental('2025-04-01', '900000.01')));
    // 99999.99 x 22% = 21999.9978 -> 22000.00; 0.01 x 37% = 0.0037 -> 0.00
    expect(above.payments[0]!.federal).toMatchObject({
      withheld: '22000.00',
      mandatoryPortion: '0.01',
    });
  });

  it('8.3 wages paid after the payment, or in another year, do not count', () => {
    const t = taxes(
      lumpOf100k(
        fact.supplemental('2024-12-31', '5000000.00'),
        fact.supplemental('2025-06-16', '5000000.00'),
      ),
    );
    expect(t.payments[0]!.federal.withheld).toBe('22000.00');
  });

  it('8.3 FICA in a year whose wage base is not published (2027) is refused, never guessed', () => {
    const t = taxes(
      [
        ...enrolled2025(),
        annual(2027, { filedAt: '2026-12-01T10:00:00-05:00' }),
        pay('2027-01-29', '1000.00'),
      ],
      { evaluateThrough: '2027-12-31' },
    );
    expect(t.years.find((y) => y.year === 2027)!.fica).toMatchObject({
      items: [],
      refused: { code: 'irs_limit_not_published', rule: '8.3' },
    });
  });
});

describe('8.3 FICA special timing rule (Treas. Reg. §31.3121(v)(2)-1)', () => {
  it('8.3 Social Security wage base reached mid-year: stops at 176100.00 (2025)', () => {
    const t = taxes(
      [
        ...enrolled2025({ deferrals: { baseSalary: 50 } }),
        fact.fica('2025-02-28', '170000.00'),
        pay('2025-03-31', '20000.00'), // 10000.00 deferred: 6100.00 under the base
        pay('2025-04-30', '20000.00'), // none under the base
      ],
      { evaluateThrough: '2025-12-31' },
    );
    const fica = t.years.find((y) => y.year === 2025)!.fica;
    expect(fica.items.map((i) => i.socialSecurityWages)).toEqual(['6100.00', '0.00']);
    expect(fica.employee).toEqual({
      socialSecurity: '378.20', // 6100.00 x 6.2%
      medicare: '290.00', // 20000.00 x 1.45%
      additionalMedicare: '0.00', // 190000.00 is below 200000.00
    });
    expect(fica.employer).toEqual({ socialSecurity: '378.20', medicare: '290.00' });
  });

  it('8.3 a credit vesting mid-year is taken into account once, in steps, with no duplication', () => {
    // Graded vesting: 50% after 1 year, 100% after 2. Match 4% of 25000.00 = 1000.00 a year.
    const events: ParticipantEvent[] = [eligible('2023-10-02')];
    for (const year of [2024, 2025])
      events.push(
        annual(year, { deferrals: { baseSalary: 50 } }),
        { type: 'retirementSavingsPlan', year, deferralPct: 5 },
        pay(`${year}-06-28`, '50000.00'),
      );
    const t = taxes(events, {
      hireDate: '2024-03-01',
      evaluateThrough: '2027-12-31',
      parameters: {
        vestingSchedule: [
          [0, 0],
          [1, 50],
          [2, 100],
        ],
      },
    });
    const cca = t.years.flatMap((y) => y.fica.items).filter((i) => i.account === 'CCA');
    expect(cca.map((i) => [i.date, i.source, i.amount])).toEqual([
      ['2025-03-01', 'vesting', '500.00'], // the 2024 credit: 0% -> 50%
      ['2025-12-31', 'companyCredit', '500.00'], // the 2025 credit, 50% vested when made
      ['2026-03-01', 'vesting', '1000.00'], // 2000.00 x 100% - 2000.00 x 50%
    ]);
    // Each credit is counted once in all: 500.00 + 500.00 + 1000.00 = the two 1000.00 credits;
    // nothing of the CCA is FICA wages again in 2027 (non-duplication).
    expect(t.years.map((y) => y.year)).toEqual([2024, 2025, 2026]);
  });
});

describe('8.3 FICA special timing rule: a credit bought after the vesting date', () => {
  it('8.3 a December 31 credit on a Saturday, bought on the next Valuation Date, vests at its amount', () => {
    // Hired 2020-01-01, cliff at 3 years: 2023-01-01 (a Sunday). The 2022 match is dated
    // Saturday 2022-12-31 and buys its units on Tuesday 2023-01-03, after the vesting date.
    const events: ParticipantEvent[] = [eligible('2019-10-01')];
    for (const year of [2020, 2021, 2022])
      events.push(
        annual(year, { deferrals: { baseSalary: 10 } }),
        { type: 'retirementSavingsPlan', year, deferralPct: 4 },
        pay(`${year}-06-30`, '10000.00'), // 1000.00 deferred, match 40.00
      );
    const t = taxes(events, { hireDate: '2020-01-01', evaluateThrough: '2023-12-31' });
    const vesting = t.years.flatMap((y) => y.fica.items).filter((i) => i.source === 'vesting');
    expect(vesting.map((i) => [i.date, i.amount])).toEqual([['2023-01-01', '120.00']]);
  });
});

describe('8.3 state withholding and 4 U.S.C. 114', () => {
  const tenYears = (moveTo: string, years = 10) => [
    fact.residence('2010-01-04', 'CA'),
    ...enrolled2025({ schedules: { RTA: { form: 'installments', years } } }),
    pay('2025-01-31', '200000.00'),
    separation('2025-05-20'),
    fact.residence('2026-01-15', moveTo),
  ];
  // A table for the test only (REFERENCE_DATA.md publishes none): rates with their citation.
  const table: StateWithholdingRate[] = [
    { state: 'CA', from: '2020-01-01', rateBp: 660, citation: 'test table (CA)' },
    { state: 'OR', from: '2020-01-01', rateBp: 800, citation: 'test table (OR)' },
  ];

  it('8.3 4 U.S.C. 114: a 10-year installment payee who moved: the source state may not tax', () => {
    const t = taxes(tenYears('OR'), { evaluateThrough: '2026-12-31' }, table);
    const [first, second] = t.payments;
    // 100000.00 / 10 = 10000.00; CA 6.6% = 660.00 while he lives there
    expect(first!.state).toEqual([
      expect.objectContaining({ state: 'CA', basis: 'residence', withheld: '660.00' }),
    ]);
    expect(second!.state).toEqual([
      expect.objectContaining({
        state: 'OR',
        basis: 'residence',
        status: 'withheld',
        withheld: '800.00',
      }),
      expect.objectContaining({ state: 'CA', basis: 'source', status: 'exempt' }),
    ]);
  });

  it('8.3 4 U.S.C. 114 does not reach a 9-year series: the source state may tax', () => {
    const t = taxes(tenYears('OR', 9), { evaluateThrough: '2026-12-31' }, table);
    expect(t.payments[1]!.state.map((s) => [s.state, s.basis, s.status])).toEqual([
      ['OR', 'residence', 'withheld'],
      ['CA', 'source', 'withheld'],
    ]);
  });

  it('8.3 no published rate: refused with the rule, never guessed', () => {
    const t = taxes(tenYears('NV'), { evaluateThrough: '2026-12-31' });
    expect(t.payments[1]!.state[0]).toMatchObject({
      state: 'NV',
      status: 'refused',
      code: 'state_rate_not_published',
      rules: ['8.3'],
      message:
        'no published rate for NV on 2026-06-15: the Committee must enter it with its citation',
    });
  });

  it('8.3 a rate without a citation is no rate', () => {
    const t = taxes(tenYears('OR'), { evaluateThrough: '2025-12-31' }, [
      { state: 'CA', from: '2020-01-01', rateBp: 660, citation: ' ' },
    ]);
    expect(t.payments[0]!.state[0]!.code).toBe('state_rate_not_published');
  });
});

describe('8.3 payees other than the participant; year-end forms', () => {
  const story = [
    ...enrolled2025(),
    fact.supplemental('2025-01-02', '2000000.00'),
    pay('2025-01-31', '200000.00'), // 100000.00 to the RTA
    {
      type: 'domesticRelationsOrder',
      date: '2025-03-03',
      alternatePayee: 'S1',
      pct: 40,
    } as ParticipantEvent,
    death('2026-02-02'),
  ];

  it('8.3 alternate payee (Notice 2002-31): withheld at the supplemental rates on his own wages, 1099-MISC', () => {
    const t = taxes(story, { evaluateThrough: '2026-12-31' });
    const alt = t.payments.find((p) => p.payee === 'alternatePayee')!;
    // 40000.00 x 22%: the participant's other supplemental wages are not the alternate payee's
    expect(alt).toMatchObject({
      amount: '40000.00',
      form: '1099-MISC',
      federal: { withheld: '8800.00' },
    });
    const year = t.years.find((y) => y.year === Number(alt.date.slice(0, 4)))!;
    expect(year.form1099).toEqual([
      expect.objectContaining({
        payee: 'alternatePayee',
        box3: expect.objectContaining({ amount: '40000.00' }),
      }),
    ]);
    expect(year.w2.box1.amount).toBe('0.00');
  });

  it('8.3 beneficiary: no federal withholding, 1099-MISC box 3, not the W-2', () => {
    const t = taxes(story, { evaluateThrough: '2026-12-31' });
    const paid = t.payments.find((p) => p.payee === 'beneficiary')!;
    expect(paid).toMatchObject({
      amount: '60000.00',
      form: '1099-MISC',
      federal: { withheld: '0.00' },
    });
    const y2026 = t.years.find((y) => y.year === 2026)!;
    expect(y2026.form1099.map((f) => [f.payee, f.box3.amount, f.box4.amount])).toEqual([
      ['beneficiary', '60000.00', '0.00'],
    ]);
  });

  it('8.3 W-2: box 1 and box 11 are the distributions, boxes 3 and 5 what was taken into account', () => {
    const t = taxes(lumpOf100k(), { evaluateThrough: '2025-12-31' });
    const w2 = t.years.find((y) => y.year === 2025)!.w2;
    expect([
      w2.box1.amount,
      w2.box2.amount,
      w2.box3.amount,
      w2.box5.amount,
      w2.box11.amount,
    ]).toEqual(['100000.00', '22000.00', '100000.00', '100000.00', '100000.00']);
    expect(w2.box1.from).toEqual(['payment 2025-06-15 RTA to participant']);
    expect(w2.box12Z.amount).toBe('0.00');
  });
});

describe('8.3 compatibility: the tax view only when asked', () => {
  it('8.3 without "taxes": true there is no tax view, and tax facts change nothing', () => {
    const plain = scenarioOf(lumpOf100k());
    const withFacts = scenarioOf(
      lumpOf100k(fact.residence('2010-01-04', 'CA'), fact.fica('2025-01-31', '1.00')),
    );
    const a: ParticipantResult = evaluateScenario(plain).participants.P1!;
    const b: ParticipantResult = evaluateScenario(withFacts).participants.P1!;
    expect(a.taxes).toBeUndefined();
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});
