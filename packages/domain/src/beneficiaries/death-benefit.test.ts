import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from '../money/decimal.js';
import { splitBeneficiaryPayments, type EnginePayment } from './death-benefit.js';
import type { BeneficiaryDesignation } from './designation.js';
import { participantStatus } from './participant-status.js';

const death = (account: string, amount: string): EnginePayment => ({
  date: '2025-02-15',
  account,
  benefit: 'death',
  amount,
  payee: 'beneficiary',
});

const threeNamed: BeneficiaryDesignation = {
  filedOn: '2022-03-01',
  primary: [
    { name: 'Ann', pct: 34 },
    { name: 'Ben', pct: 33, diedOn: '2024-10-01' },
    { name: 'Cy', pct: 33 },
  ],
  contingent: [],
};

describe('5.4, 1.2-1.3 the Death Benefit split among the designation in force', () => {
  it('skips a predeceased beneficiary and splits each payment to the cent', () => {
    const split = splitBeneficiaryPayments(
      [
        death('RTA', '1000.01'),
        death('CCA', '333.33'),
        { ...death('SDA-2030', '5.00'), payee: 'participant' },
      ],
      [threeNamed],
      '2025-01-20',
    );
    expect(split.payees.map((p) => p.name)).toEqual(['Ann', 'Cy']);
    // Ann 34 and Cy 33 of 67: 1000.01 -> 507.47 + 492.54; 333.33 -> 169.15 + 164.18.
    expect(split.payments.map((p) => p.shares.map((s) => s.amount))).toEqual([
      ['507.47', '492.54'],
      ['169.15', '164.18'],
    ]);
    expect(split.totals.map((t) => [t.name, t.amount])).toEqual([
      ['Ann', '676.62'],
      ['Cy', '656.72'],
    ]);
    expect(split.total).toBe('1333.34');
  });

  it('every payment and the totals add up to the cent, whatever the amounts and shares', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10_000_000_000n }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 5 }),
        (amounts, weights) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const pcts = weights.map((w) => Math.floor((w * 100) / total));
          pcts[0]! += 100 - pcts.reduce((a, b) => a + b, 0);
          if (pcts.some((p) => p < 1)) return;
          const d: BeneficiaryDesignation = {
            filedOn: '2020-01-01',
            primary: pcts.map((pct, i) => ({ name: `B${i}`, pct })),
            contingent: [],
          };
          const split = splitBeneficiaryPayments(
            amounts.map((a, i) => death(`A${i}`, formatMoney(a))),
            [d],
            '2025-01-01',
          );
          for (const [i, p] of split.payments.entries()) {
            const sum = p.shares.reduce((s, x) => s + parseMoney(x.amount), 0n);
            expect(sum).toBe(amounts[i]);
          }
          const sumTotals = split.totals.reduce((s, x) => s + parseMoney(x.amount), 0n);
          expect(sumTotals).toBe(amounts.reduce((a, b) => a + b, 0n));
        },
      ),
    );
  });

  it('without a designation in force: the surviving Spouse (1.34), else the estate (1.3)', () => {
    const late: BeneficiaryDesignation = { ...threeNamed, filedOn: '2025-06-01' };
    const spouse = splitBeneficiaryPayments([death('RTA', '10.00')], [late], '2025-01-20', {
      spouse: { name: 'Dana' },
    });
    expect(spouse.totals.map((t) => [t.name, t.kind, t.amount])).toEqual([
      ['Dana', 'spouse', '10.00'],
    ]);
    const estate = splitBeneficiaryPayments([death('RTA', '10.00')], [], '2025-01-20');
    expect(estate.totals.map((t) => [t.kind, t.amount])).toEqual([['estate', '10.00']]);
  });
});

describe('participant status is derived from the facts and the payments', () => {
  const eligible = { type: 'eligible', date: '2024-11-01' };
  const election = { type: 'election', date: '2024-11-20' };
  const separation = { type: 'separation', date: '2025-01-15' };

  it('walks eligible, participating, separated, in pay, paid out, deceased', () => {
    const v = (facts: { type: string; date: string }[], payments = [] as never[]) =>
      participantStatus(facts, payments, '2025-03-03').value;
    expect(v([])).toBe('notEligible');
    expect(v([eligible])).toBe('eligible');
    expect(v([eligible, election])).toBe('participating');
    expect(v([eligible, election, separation])).toBe('separated');
    const paid = { date: '2025-02-15', paid: { on: '2025-02-14' } };
    const due = { date: '2026-02-15' };
    expect(
      participantStatus([eligible, election, separation], [paid, due], '2025-03-03').value,
    ).toBe('inPay');
    expect(participantStatus([eligible, election, separation], [paid], '2025-03-03').value).toBe(
      'paidOut',
    );
    expect(v([eligible, election, separation, { type: 'death', date: '2025-03-01' }])).toBe(
      'deceased',
    );
    // A fact dated after today does not count yet.
    expect(v([eligible, { type: 'death', date: '2025-04-01' }])).toBe('eligible');
    expect(v([eligible, { type: 'ineligible', date: '2025-01-01' }])).toBe('notEligible');
  });
});
