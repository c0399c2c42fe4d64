import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from '../money/decimal.js';
import {
  deathBenefitPayees,
  designationInForce,
  designationViolations,
  splitDeathBenefit,
  type BeneficiaryDesignation,
} from './designation.js';

const designation = (
  filedOn: string,
  primary: BeneficiaryDesignation['primary'],
  contingent: BeneficiaryDesignation['contingent'] = [],
): BeneficiaryDesignation => ({ filedOn, primary, contingent });

const shares = (d: readonly BeneficiaryDesignation[], death: string, amount: string) =>
  splitDeathBenefit(parseMoney(amount), deathBenefitPayees(d, death)).map((s) => [
    s.name,
    s.kind,
    formatMoney(s.amount),
  ]);

describe('1.2 a designation names whole percentages adding up to 100', () => {
  it('accepts 50/50 and refuses 50/49, 0% and a fraction, naming the field', () => {
    const ok = designation('2024-01-01', [
      { name: 'A', pct: 50 },
      { name: 'B', pct: 50 },
    ]);
    expect(designationViolations(ok)).toEqual([]);
    const short = designation('2024-01-01', [
      { name: 'A', pct: 50 },
      { name: 'B', pct: 49 },
    ]);
    expect(designationViolations(short).map((v) => [v.rule, v.field])).toEqual([
      ['1.2', 'primary'],
    ]);
    const zero = designation('2024-01-01', [{ name: 'A', pct: 100 }], [{ name: 'C', pct: 0 }]);
    expect(designationViolations(zero).map((v) => v.field)).toContain('contingent[0].pct');
    const fraction = designation('2024-01-01', [
      { name: 'A', pct: 33.5 },
      { name: 'B', pct: 66.5 },
    ]);
    expect(designationViolations(fraction).map((v) => v.code)).toContain('beneficiary_pct');
  });

  it('refuses a designation that names no primary beneficiary', () => {
    expect(designationViolations(designation('2024-01-01', [])).map((v) => v.code)).toEqual([
      'beneficiary_none_named',
    ]);
  });
});

describe('1.3 the latest valid designation on or before the death governs', () => {
  const first = designation('2020-01-01', [{ name: 'A', pct: 100 }]);
  const second = designation('2023-05-01', [{ name: 'B', pct: 100 }]);
  const invalid = designation('2024-01-01', [{ name: 'C', pct: 90 }]);

  it('takes the later form, skips an invalid one, ignores one received after the death', () => {
    expect(designationInForce([first, second, invalid], '2025-01-01')).toBe(second);
    expect(designationInForce([first, second], '2023-04-30')).toBe(first);
    expect(designationInForce([first, second], '2023-05-01')).toBe(second);
  });

  it('without a designation: the surviving Spouse (1.34), else the estate', () => {
    const spouse = { spouse: { name: 'Pat' } };
    expect(deathBenefitPayees([], '2025-01-01', spouse).map((p) => [p.name, p.kind])).toEqual([
      ['Pat', 'spouse'],
    ]);
    const widow = { spouse: { name: 'Pat', diedOn: '2024-12-31' } };
    expect(deathBenefitPayees([], '2025-01-01', widow).map((p) => p.kind)).toEqual(['estate']);
  });
});

describe('1.2 a beneficiary who died first is skipped', () => {
  const three = designation(
    '2022-01-01',
    [
      { name: 'A', pct: 50 },
      { name: 'B', pct: 30, diedOn: '2024-06-01' },
      { name: 'C', pct: 20 },
    ],
    [{ name: 'D', pct: 100 }],
  );

  it("a predeceased primary's share goes to the other primaries in proportion", () => {
    // A 50 and C 20 of the 70 that survive: 71.43% and 28.57% of $100,000.01.
    expect(shares([three], '2025-01-01', '100000.01')).toEqual([
      ['A', 'primary', '71428.58'],
      ['C', 'primary', '28571.43'],
    ]);
  });

  it('a beneficiary who dies on the same day as the Participant did not survive him', () => {
    const sameDay = designation(
      '2022-01-01',
      [{ name: 'A', pct: 100, diedOn: '2025-01-01' }],
      [{ name: 'D', pct: 100 }],
    );
    expect(shares([sameDay], '2025-01-01', '10.00')).toEqual([['D', 'contingent', '10.00']]);
    expect(shares([sameDay], '2024-12-31', '10.00')).toEqual([['A', 'primary', '10.00']]);
  });
});

describe('5.4 the Death Benefit is split to the cent', () => {
  it('33/33/34: left-over cents go to the largest remainders, ties to the one named first', () => {
    const d = designation('2022-01-01', [
      { name: 'A', pct: 33 },
      { name: 'B', pct: 33 },
      { name: 'C', pct: 34 },
    ]);
    expect(shares([d], '2025-01-01', '0.01')).toEqual([
      ['A', 'primary', '0.00'],
      ['B', 'primary', '0.00'],
      ['C', 'primary', '0.01'],
    ]);
    expect(shares([d], '2025-01-01', '0.02')).toEqual([
      ['A', 'primary', '0.01'],
      ['B', 'primary', '0.00'],
      ['C', 'primary', '0.01'],
    ]);
  });

  it('shares always add up to the benefit and never go negative (property)', () => {
    const beneficiary = fc.record({
      pct: fc.integer({ min: 1, max: 100 }),
      died: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(beneficiary, { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        (list, cents) => {
          const total = list.reduce((s, b) => s + b.pct, 0);
          const primary = list.map((b, i) => ({
            name: `B${i}`,
            pct: i === 0 ? b.pct + 100 - total : b.pct,
            ...(b.died ? { diedOn: '2020-01-01' } : {}),
          }));
          if (primary[0]!.pct < 1) return;
          const payees = deathBenefitPayees([designation('2019-01-01', primary)], '2021-01-01');
          const split = splitDeathBenefit(cents, payees);
          expect(split.reduce((s, p) => s + p.amount, 0n)).toBe(cents);
          expect(split.every((p) => p.amount >= 0n)).toBe(true);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 200) },
    );
  });
});
