import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from '../money/decimal.js';
import {
  irsLimits,
  irsLimitsFor,
  irsLimitsSourced,
  ONE_PERCENT_OWNER_COMPENSATION,
} from '../reference/irs-limits.js';
import { ficaOnDeferral, federalWithholding } from './withholding.js';

const $ = parseMoney;

describe('8.3 federal income tax withholding on a payment (supplemental wages)', () => {
  it('8.3 REFERENCE_DATA example: 2025, $900,000 already paid, $300,000 payment withholds $96,000.00', () => {
    const { withheldCents, trace } = federalWithholding({
      year: 2025,
      paymentCents: $('300000.00'),
      supplementalPaidThisYearCents: $('900000.00'),
    });
    expect(formatMoney(withheldCents)).toBe('96000.00');
    expect(trace.flatPortionCents).toBe($('100000.00'));
    expect(trace.mandatoryPortionCents).toBe($('200000.00'));
    expect(trace.flatTaxCents).toBe($('22000.00'));
    expect(trace.mandatoryTaxCents).toBe($('74000.00'));
    expect(trace.rule).toBe('8.3');
  });

  // year, paid this year, payment, withheld, flat portion, mandatory portion
  const table: [number, string, string, string, string, string][] = [
    // The $1,000,000.00 / $1,000,000.01 boundary of §31.3402(g)-1(a)(2).
    [2025, '0.00', '1000000.00', '220000.00', '1000000.00', '0.00'],
    [2025, '0.00', '1000000.01', '220000.00', '1000000.00', '0.01'],
    [2025, '999999.99', '1000.00', '370.00', '0.01', '999.99'],
    [2025, '1000000.00', '1000.00', '370.00', '0.00', '1000.00'],
    [2025, '1000000.01', '1000.00', '370.00', '0.00', '1000.00'],
    [2025, '999000.00', '1000.00', '220.00', '1000.00', '0.00'],
    // One row per rate period, on both sides of $1,000,000.
    [2011, '0.00', '100000.00', '25000.00', '100000.00', '0.00'],
    [2012, '1000000.00', '100000.00', '35000.00', '0.00', '100000.00'],
    [2013, '950000.00', '100000.00', '32300.00', '50000.00', '50000.00'],
    [2017, '1000000.00', '100000.00', '39600.00', '0.00', '100000.00'],
    [2017, '0.00', '100000.00', '25000.00', '100000.00', '0.00'],
    [2018, '0.00', '100000.00', '22000.00', '100000.00', '0.00'],
    [2018, '1000000.00', '100000.00', '37000.00', '0.00', '100000.00'],
    [2026, '2500000.00', '100000.00', '37000.00', '0.00', '100000.00'],
    // Rounding half-up to cents, once per figure.
    [2025, '0.00', '0.25', '0.06', '0.25', '0.00'],
    [2025, '0.00', '0.02', '0.00', '0.02', '0.00'],
    [2025, '0.00', '0.00', '0.00', '0.00', '0.00'],
  ];
  for (const [year, paid, payment, withheld, flat, mandatory] of table) {
    it(`8.3 ${year}: $${paid} already paid, $${payment} payment withholds $${withheld}`, () => {
      const result = federalWithholding({
        year,
        paymentCents: $(payment),
        supplementalPaidThisYearCents: $(paid),
      });
      expect(formatMoney(result.withheldCents)).toBe(withheld);
      expect(formatMoney(result.trace.flatPortionCents)).toBe(flat);
      expect(formatMoney(result.trace.mandatoryPortionCents)).toBe(mandatory);
      expect(result.withheldCents).toBe(result.trace.flatTaxCents + result.trace.mandatoryTaxCents);
    });
  }

  it('8.3 the rates of each period are named in the trace with their sources', () => {
    const rates = (year: number) =>
      federalWithholding({ year, paymentCents: 1n, supplementalPaidThisYearCents: 0n }).trace.rates;
    expect([rates(2011).flatRateBp, rates(2011).mandatoryRateBp]).toEqual([2500, 3500]);
    expect([rates(2012).flatRateBp, rates(2012).mandatoryRateBp]).toEqual([2500, 3500]);
    expect([rates(2013).flatRateBp, rates(2013).mandatoryRateBp]).toEqual([2500, 3960]);
    expect([rates(2017).flatRateBp, rates(2017).mandatoryRateBp]).toEqual([2500, 3960]);
    expect([rates(2018).flatRateBp, rates(2018).mandatoryRateBp]).toEqual([2200, 3700]);
    expect(rates(2030).sources.length).toBeGreaterThan(0);
  });

  it('8.3 a negative amount or a year before the plan is a programmer error', () => {
    expect(() =>
      federalWithholding({ year: 2025, paymentCents: -1n, supplementalPaidThisYearCents: 0n }),
    ).toThrow(RangeError);
    expect(() =>
      federalWithholding({ year: 2025, paymentCents: 1n, supplementalPaidThisYearCents: -1n }),
    ).toThrow(RangeError);
    expect(() =>
      federalWithholding({ year: 2010, paymentCents: 1n, supplementalPaidThisYearCents: 0n }),
    ).toThrow(RangeError);
  });
});

describe('8.3 FICA on deferrals under the special timing rule (§31.3121(v)(2)-1)', () => {
  const fica = (year: number, amount: string, ficaWages: string, medicareWages: string) => {
    const result = ficaOnDeferral({
      year,
      amountCents: $(amount),
      ficaWagesThisYearCents: $(ficaWages),
      medicareWagesThisYearCents: $(medicareWages),
    });
    if (!result.ok) throw new Error(result.error.message);
    return result;
  };

  // year, amount, FICA wages so far, Medicare wages so far,
  // social security, Medicare, additional Medicare, social security wages, additional wages
  const table: [number, string, string, string, string, string, string, string, string][] = [
    [2025, '10000.00', '0.00', '0.00', '620.00', '145.00', '0.00', '10000.00', '0.00'],
    // Social Security wage base 2025: $176,100.
    [2025, '10000.00', '170000.00', '170000.00', '378.20', '145.00', '0.00', '6100.00', '0.00'],
    [2025, '10000.00', '166100.00', '166100.00', '620.00', '145.00', '0.00', '10000.00', '0.00'],
    [2025, '10000.00', '166100.01', '166100.01', '620.00', '145.00', '0.00', '9999.99', '0.00'],
    [2025, '10000.00', '176099.99', '176099.99', '0.00', '145.00', '0.00', '0.01', '0.00'],
    [2025, '10000.00', '176100.00', '176100.00', '0.00', '145.00', '0.00', '0.00', '0.00'],
    [2025, '10000.00', '180000.00', '180000.00', '0.00', '145.00', '0.00', '0.00', '0.00'],
    // Additional Medicare: 0.9% of Medicare wages above $200,000 in the year.
    [2025, '10000.00', '190000.00', '190000.00', '0.00', '145.00', '0.00', '0.00', '0.00'],
    [2025, '10000.00', '190000.01', '190000.01', '0.00', '145.00', '0.00', '0.00', '0.01'],
    [2025, '10000.00', '195000.00', '195000.00', '0.00', '145.00', '45.00', '0.00', '5000.00'],
    [2025, '10000.00', '200000.00', '200000.00', '0.00', '145.00', '90.00', '0.00', '10000.00'],
    [2025, '10000.00', '500000.00', '500000.00', '0.00', '145.00', '90.00', '0.00', '10000.00'],
    // Wage base 2026: $184,500; 2013: $113,700.
    [2026, '10000.00', '180000.00', '180000.00', '279.00', '145.00', '0.00', '4500.00', '0.00'],
    [2013, '10000.00', '110000.00', '195000.00', '229.40', '145.00', '45.00', '3700.00', '5000.00'],
    // 2011-2012: employee rate 4.2%, no Additional Medicare Tax.
    [2011, '10000.00', '0.00', '250000.00', '420.00', '145.00', '0.00', '10000.00', '10000.00'],
    [2012, '10000.00', '105100.00', '250000.00', '210.00', '145.00', '0.00', '5000.00', '10000.00'],
    // Rounding half-up: 1.45% of $0.50 = $0.00725 -> $0.01; 6.2% of $0.25 = $0.0155 -> $0.02.
    [2025, '0.50', '0.00', '0.00', '0.03', '0.01', '0.00', '0.50', '0.00'],
    [2025, '0.25', '0.00', '0.00', '0.02', '0.00', '0.00', '0.25', '0.00'],
  ];
  for (const [year, amount, ficaWages, medicare, ss, med, add, ssWages, addWages] of table) {
    it(`8.3 ${year}: $${amount} deferred after $${ficaWages} FICA / $${medicare} Medicare wages`, () => {
      const result = fica(year, amount, ficaWages, medicare);
      expect(formatMoney(result.socialSecurityCents)).toBe(ss);
      expect(formatMoney(result.medicareCents)).toBe(med);
      expect(formatMoney(result.additionalMedicareCents)).toBe(add);
      expect(formatMoney(result.trace.socialSecurityWagesCents)).toBe(ssWages);
      expect(formatMoney(result.trace.additionalMedicareWagesCents)).toBe(addWages);
      expect(result.totalCents).toBe(
        result.socialSecurityCents + result.medicareCents + result.additionalMedicareCents,
      );
    });
  }

  it('8.3 a year whose wage base is not published is an error value, never a guess', () => {
    const result = ficaOnDeferral({
      year: 2027,
      amountCents: $('1000.00'),
      ficaWagesThisYearCents: 0n,
      medicareWagesThisYearCents: 0n,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'irs_limit_not_published', rule: '8.3', year: 2027 },
    });
  });

  it('8.3 an administrator-entered wage base for 2027 is used', () => {
    const result = ficaOnDeferral({
      year: 2027,
      amountCents: $('10000.00'),
      ficaWagesThisYearCents: $('190000.00'),
      medicareWagesThisYearCents: $('190000.00'),
      extraLimits: [
        {
          year: 2027,
          officerCompensation416i: '240000.00',
          compensationLimit401a17: '370000.00',
          deferralLimit402g: '25000.00',
          socialSecurityWageBase: '195000.00',
        },
      ],
    });
    expect(result.ok && formatMoney(result.socialSecurityCents)).toBe('310.00');
  });
});

describe('1.20, 8.3 reference data: IRS and SSA limits by year (REFERENCE_DATA.md)', () => {
  it('1.20 every year 2011-2026 is published once, in order, with sources', () => {
    expect(irsLimits.map((l) => l.year)).toEqual(Array.from({ length: 16 }, (_, i) => 2011 + i));
    for (const limits of irsLimitsSourced) {
      expect(limits.sources.length).toBeGreaterThan(0);
      expect(limits.effective).toBe(`${limits.year}-01-01`);
      for (const amount of [
        limits.officerCompensation416i,
        limits.compensationLimit401a17,
        limits.deferralLimit402g,
        limits.socialSecurityWageBase,
      ]) {
        expect(formatMoney(parseMoney(amount))).toBe(amount);
      }
    }
  });

  it('1.20 the first and last published rows match the table', () => {
    expect(irsLimitsFor(2011)).toMatchObject({
      officerCompensation416i: '160000.00',
      compensationLimit401a17: '245000.00',
      deferralLimit402g: '16500.00',
      socialSecurityWageBase: '106800.00',
    });
    expect(irsLimitsFor(2026)).toMatchObject({
      officerCompensation416i: '235000.00',
      compensationLimit401a17: '360000.00',
      deferralLimit402g: '24500.00',
      socialSecurityWageBase: '184500.00',
    });
    expect(ONE_PERCENT_OWNER_COMPENSATION).toBe('150000.00');
  });

  it('1.20 2027 is not published: undefined unless an administrator enters it', () => {
    expect(irsLimitsFor(2027)).toBeUndefined();
    expect(irsLimitsFor(2010)).toBeUndefined();
    const entered = {
      year: 2027,
      officerCompensation416i: '240000.00',
      compensationLimit401a17: '370000.00',
      deferralLimit402g: '25000.00',
      socialSecurityWageBase: '195000.00',
    };
    expect(irsLimitsFor(2027, [entered])).toBe(entered);
    expect(irsLimitsFor(2026, [entered])?.officerCompensation416i).toBe('235000.00');
  });
});
