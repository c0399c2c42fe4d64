import { describe, expect, it } from 'vitest';
import { parseDate } from '../calendar/dates.js';
import { parseMoney } from '../money/decimal.js';
import {
  keyEmployeeList,
  officerCap,
  type KeyEmployeeFact,
  type KeyEmployeeList,
} from './company-list.js';

const $ = parseMoney;

/** A fact for 2025 (416(i) limit $230,000). */
const fact = (
  participantId: string,
  pay: string,
  officer: boolean,
  ownershipPct = 0,
  year = 2025,
): KeyEmployeeFact => ({ participantId, year, compensationCents: $(pay), officer, ownershipPct });

function list(
  facts: KeyEmployeeFact[],
  employeeCount = 1000,
  identificationDate = '2025-12-31',
): KeyEmployeeList {
  const result = keyEmployeeList({
    identificationDate: parseDate(identificationDate),
    facts,
    employeeCount,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

const ids = (result: KeyEmployeeList) => result.keyEmployees.map((e) => e.participantId);
const rulesOf = (result: KeyEmployeeList, id: string) =>
  result.keyEmployees.find((e) => e.participantId === id)?.reasons.map((r) => r.rule);

describe('1.20 Key Employees: IRC 416(i)(1)(A)(i) officers', () => {
  it('1.20 (i) an officer paid more than the 2025 limit ($230,000.00) is a Key Employee; at the limit is not', () => {
    const result = list([
      fact('at-limit', '230000.00', true),
      fact('one-cent-over', '230000.01', true),
      fact('not-officer', '900000.00', false),
    ]);
    expect(ids(result)).toEqual(['one-cent-over']);
    expect(rulesOf(result, 'one-cent-over')).toEqual(['416(i)(1)(A)(i)']);
  });

  it('1.20 (i) the limit is the identification year’s: $200,000.01 qualifies in 2022, not in 2023', () => {
    const facts = [fact('a', '200000.01', true, 0, 2022), fact('a', '200000.01', true, 0, 2023)];
    expect(ids(list(facts, 1000, '2022-12-31'))).toEqual(['a']);
    expect(ids(list(facts, 1000, '2023-12-31'))).toEqual([]);
  });

  // employees -> cap: greater of 3 or 10% (rounded up, §1.416-1 T-14), at most 50.
  const caps: [number, number][] = [
    [0, 3],
    [29, 3],
    [30, 3],
    [31, 4],
    [43, 5],
    [100, 10],
    [490, 49],
    [491, 50],
    [500, 50],
    [501, 50],
    [100000, 50],
  ];
  for (const [employees, cap] of caps) {
    it(`1.20 (i) flush language: ${employees} employees allow ${cap} officers`, () => {
      expect(officerCap(employees)).toBe(cap);
    });
  }

  it('1.20 (i) flush language: the cap keeps the highest-paid officers and says why others are left out', () => {
    const facts = [
      fact('o1', '300000.00', true),
      fact('o2', '500000.00', true),
      fact('o3', '400000.00', true),
      fact('o4', '250000.00', true),
      fact('o5', '240000.00', true),
    ];
    const result = list(facts, 20); // cap 3
    expect(ids(result)).toEqual(['o1', 'o2', 'o3']);
    expect(result.leftOut.map((l) => [l.participantId, l.rank, l.code, l.tiedAtCap])).toEqual([
      ['o4', 4, 'officer_cap_reached', false],
      ['o5', 5, 'officer_cap_reached', false],
    ]);
    expect(result.trace).toMatchObject({ officerCap: 3, officersAboveLimit: 5, employeeCount: 20 });
  });

  it('1.20 (i) flush language: officers paid below the limit do not use up the cap', () => {
    const facts = [
      fact('low1', '900.00', true),
      fact('low2', '900.00', true),
      fact('low3', '900.00', true),
      fact('high', '231000.00', true),
    ];
    expect(ids(list(facts, 20))).toEqual(['high']);
  });

  it('1.20 (i) flush language: a tie at the cap is broken by participantId and flagged', () => {
    const facts = [
      fact('a', '500000.00', true),
      fact('b', '400000.00', true),
      fact('d', '300000.00', true),
      fact('c', '300000.00', true),
    ];
    const result = list(facts, 10);
    expect(ids(result)).toEqual(['a', 'b', 'c']);
    expect(result.leftOut).toMatchObject([{ participantId: 'd', rank: 4, tiedAtCap: true }]);
  });

  it('1.20 (i) flush language: 50 officers at most, even with 10,000 employees', () => {
    const facts = Array.from({ length: 60 }, (_, i) =>
      fact(`o${String(i).padStart(2, '0')}`, `${300000 + i * 1000}.00`, true),
    );
    const result = list(facts, 10000);
    expect(result.keyEmployees).toHaveLength(50);
    expect(result.leftOut.map((l) => l.participantId)).toEqual([
      'o09',
      'o08',
      'o07',
      'o06',
      'o05',
      'o04',
      'o03',
      'o02',
      'o01',
      'o00',
    ]);
  });

  it('1.20 an officer left out by the cap is still a Key Employee as an owner', () => {
    const facts = [
      fact('a', '500000.00', true),
      fact('b', '400000.00', true),
      fact('c', '300000.00', true),
      fact('owner', '250000.00', true, 6),
    ];
    const result = list(facts, 10);
    expect(rulesOf(result, 'owner')).toEqual(['416(i)(1)(A)(ii)', '416(i)(1)(A)(iii)']);
    expect(result.leftOut.map((l) => l.participantId)).toEqual(['owner']);
  });
});

describe('1.20 Key Employees: IRC 416(i)(1)(A)(ii) 5% owners and (iii) 1% owners', () => {
  it('1.20 (ii) more than 5% makes a Key Employee whatever the pay; exactly 5% does not', () => {
    const result = list([
      fact('five', '100000.00', false, 5),
      fact('over-five', '0.00', false, 5.01),
    ]);
    expect(ids(result)).toEqual(['over-five']);
    expect(rulesOf(result, 'over-five')).toEqual(['416(i)(1)(A)(ii)']);
  });

  it('1.20 (iii) exactly 5% paid more than $150,000 is a Key Employee as a 1% owner only', () => {
    const result = list([fact('five', '1000000.00', false, 5)]);
    expect(rulesOf(result, 'five')).toEqual(['416(i)(1)(A)(iii)']);
  });

  it('1.20 (iii) more than 1% and paid more than $150,000.00: both boundaries', () => {
    const result = list([
      fact('one-pct', '500000.00', false, 1),
      fact('fraction', '150000.01', false, 1.5),
      fact('at-150k', '150000.00', false, 1.5),
      fact('just-over-1', '150000.01', false, 1.001),
    ]);
    expect(ids(result)).toEqual(['fraction', 'just-over-1']);
    expect(rulesOf(result, 'fraction')).toEqual(['416(i)(1)(A)(iii)']);
  });

  it('1.20 every rule that applies is listed: an officer 10% owner paid $1,000,000 meets all three', () => {
    const result = list([fact('ceo', '1000000.00', true, 10)]);
    expect(rulesOf(result, 'ceo')).toEqual([
      '416(i)(1)(A)(i)',
      '416(i)(1)(A)(ii)',
      '416(i)(1)(A)(iii)',
    ]);
    expect(result.keyEmployees[0]?.reasons[0]?.detail).toContain('1000000.00 > 230000.00');
  });
});

describe('1.20 Key Employee list: dates, data and errors', () => {
  it('1.20 only the facts of the identification year count', () => {
    const facts = [fact('old', '900000.00', true, 0, 2024), fact('now', '900000.00', true)];
    expect(ids(list(facts))).toEqual(['now']);
  });

  it('1.20 the list does not depend on the order of the facts', () => {
    const facts = [
      fact('b', '400000.00', true),
      fact('a', '400000.00', true),
      fact('c', '1.00', false, 9),
    ];
    expect(list(facts)).toEqual(list([...facts].reverse()));
  });

  it('1.20 a year without published limits is an error value, never a guess', () => {
    const result = keyEmployeeList({
      identificationDate: parseDate('2027-12-31'),
      facts: [fact('a', '900000.00', true, 0, 2027)],
      employeeCount: 100,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'irs_limit_not_published', rule: '1.20', year: 2027 },
    });
  });

  it('1.20 an administrator-entered 2027 limit is used', () => {
    const result = keyEmployeeList({
      identificationDate: parseDate('2027-12-31'),
      facts: [fact('a', '240000.00', true, 0, 2027), fact('b', '240000.01', true, 0, 2027)],
      employeeCount: 100,
      extraLimits: [
        {
          year: 2027,
          officerCompensation416i: '240000.00',
          compensationLimit401a17: '370000.00',
          deferralLimit402g: '25000.00',
          socialSecurityWageBase: '190000.00',
        },
      ],
    });
    expect(result.ok && ids(result)).toEqual(['b']);
  });

  it('1.20 impossible facts are assertions', () => {
    expect(() => list([fact('a', '1.00', true), fact('a', '2.00', true)])).toThrow(/more than one/);
    expect(() => list([fact('a', '1.00', true, 101)])).toThrow(RangeError);
    expect(() => list([fact('a', '1.00', true, Number.NaN)])).toThrow(RangeError);
    expect(() => list([fact('a', '-1.00', true)])).toThrow(RangeError);
    expect(() => officerCap(-1)).toThrow(RangeError);
    expect(() => officerCap(2.5)).toThrow(RangeError);
  });
});
