import { describe, expect, it } from 'vitest';
import {
  isPaidOnTime,
  keyEmployeePaymentDate,
  onTimeThrough,
  defaultSeparationPaymentDate,
} from './payouts.js';
import { carmaxEdcp } from '../plan/carmax-edcp.js';
import { Plan } from '../plan/plan-definition.js';

const plan = new Plan(carmaxEdcp);

describe('5.10 a payment is on time later in the same year or by the 15th of the 3rd month after', () => {
  it('5.10 a January Payment Date is on time through December 31', () => {
    expect(onTimeThrough('2025-01-15')).toBe('2025-12-31');
  });
  it('5.10 a November Payment Date is on time through February 15 of the next year', () => {
    expect(onTimeThrough('2025-11-15')).toBe('2026-02-15');
    expect(isPaidOnTime('2025-11-15', '2026-02-15')).toBe(true);
    expect(isPaidOnTime('2025-11-15', '2026-02-16')).toBe(false);
  });
  it('5.10 an October 1 Payment Date: December 31 and January 15 compare, the later wins', () => {
    expect(onTimeThrough('2025-10-01')).toBe('2026-01-15');
  });
  it('5.10 paying before the Payment Date is never on time (no acceleration, 5.9)', () => {
    expect(isPaidOnTime('2025-06-15', '2025-06-14')).toBe(false);
  });
});

describe('5.1(b) Payment Dates after Separation', () => {
  it('5.1(b)(i) the 15th of the month after the month of Separation', () => {
    expect(defaultSeparationPaymentDate('2024-12-31', plan)).toBe('2025-01-15');
  });
  it('5.1 the payment day is a plan term: the 1st under a plan that says so', () => {
    const firstOfMonth = new Plan(carmaxEdcp, { paymentDayOfMonth: 1 });
    expect(defaultSeparationPaymentDate('2024-12-31', firstOfMonth)).toBe('2025-01-01');
  });
  it('5.1(b) key employee separating Jan 31 is paid Aug 1; Feb 1 is paid Sep 1', () => {
    expect(keyEmployeePaymentDate('2025-01-31')).toBe('2025-08-01');
    expect(keyEmployeePaymentDate('2025-02-01')).toBe('2025-09-01');
  });
});
