import { describe, expect, it } from 'vitest';
import type { PaymentJson, ScenarioResult } from '../scenario/evaluate.js';
import { duePayments, paidInYear, paymentKeyOf, type PaidPayment } from './due-payments.js';
import { buildLines, paidLines, runTotals, staleness } from './run-lines.js';

const payment = (date: string, amount: string, extra: Partial<PaymentJson> = {}): PaymentJson => ({
  date,
  account: 'RTA',
  benefit: 'termination',
  amount,
  valuedAt: date,
  payee: 'participant',
  onTimeThrough: `${date.slice(0, 4)}-12-31`,
  rules: ['5.1(b)'],
  ...extra,
});

/** A record whose participants have only payments (what a run reads). */
const record = (payments: Record<string, PaymentJson[]>) =>
  ({
    format: 'defcomp-result/1',
    company: { refused: [] },
    participants: Object.fromEntries(
      Object.entries(payments).map(([id, own]) => [id, { payments: own }]),
    ),
  }) as unknown as ScenarioResult;

const paidLine = (participantId: string, gross: string, year: number): PaidPayment => ({
  paymentKey: `${participantId}|RTA|termination|${year}-01-15|-`,
  participantId,
  payee: 'participant',
  gross,
  paidOn: `${year}-01-15`,
  withholdingYear: year,
});

const window = { payFrom: '2025-03-01', payThrough: '2025-03-31' };

describe('8.2 which payments a run contains', () => {
  const result = record({
    P1: [
      payment('2025-02-28', '1.00'),
      payment('2025-03-01', '2.00'),
      payment('2025-03-31', '3.00'),
      payment('2025-04-01', '4.00'),
    ],
    P2: [payment('2025-03-15', '5.00')],
  });

  it('8.2 the Payment Dates from payFrom through payThrough, both included, by date', () => {
    const due = duePayments(result, window, []);
    expect(due.map((d) => [d.participantId, d.payment.amount])).toEqual([
      ['P1', '2.00'],
      ['P2', '5.00'],
      ['P1', '3.00'],
    ]);
  });

  it('8.2 a payment an approved run paid is paid once, also when keyed without installment', () => {
    const [first, second] = duePayments(result, window, []);
    const paid = [first!, second!].map((d, i) => {
      const key = paymentKeyOf(d.participantId, d.payment);
      return {
        ...paidLine(d.participantId, '1.00', 2025),
        paymentKey: i ? key : key.replace(/-$/, '?'),
      };
    });
    expect(duePayments(result, window, paid).map((d) => d.payment.amount)).toEqual(['3.00']);
  });

  it('8.2 a payment is keyed by participant, sub-account, benefit, date and installment', () => {
    const p = payment('2025-03-15', '5.00', { installment: [2, 5] });
    expect(paymentKeyOf('P1', p)).toBe('P1|RTA|termination|2025-03-15|2/5');
  });
});

describe('8.3 withholding counts the recipient’s supplemental wages of the year paid', () => {
  it('8.3 the $1,000,000 boundary counts approved runs, then the run’s earlier lines', () => {
    const result = record({
      P1: [payment('2025-03-10', '1000.00'), payment('2025-03-20', '1000.00')],
    });
    const due = duePayments(result, window, []);
    const lines = buildLines(due, [paidLine('P1', '999000.00', 2025)], '2025-03-01');
    expect(lines.map((l) => [l.withheld, l.net])).toEqual([
      ['220.00', '780.00'],
      ['370.00', '630.00'],
    ]);
    expect(lines[1]!.trace.withholding.supplementalPaidThisYear).toBe('1000000.00');
    expect(lines.map((l) => l.rules)).toEqual([
      ['5.1(b)', '8.3'],
      ['5.1(b)', '8.3'],
    ]);
  });

  it('8.3 a beneficiary’s payments and another year’s are counted apart', () => {
    const result = record({
      P1: [payment('2025-03-10', '1000.00', { payee: 'beneficiary' })],
    });
    const paid = [paidLine('P1', '1000000.00', 2025), paidLine('P1', '5000000.00', 2024)];
    const [line] = buildLines(duePayments(result, window, []), paid, '2025-03-01');
    expect(line).toMatchObject({ withheld: '220.00', withholdingYear: 2025 });
  });

  it('8.3 an approved line without a withholding year counts in the year it was paid', () => {
    const result = record({ P1: [payment('2025-03-10', '1000.00')] });
    const paid = [{ ...paidLine('P1', '1000000.00', 2025), withholdingYear: null }];
    const [line] = buildLines(duePayments(result, window, []), paid, '2025-03-01');
    expect(line?.withheld).toBe('370.00');
  });

  it('8.3 a Dec 31 payment approved on Jan 2 is the next year’s wages', () => {
    expect(paidInYear('2025-12-31', '2025-12-30')).toBe(2025);
    expect(paidInYear('2025-12-31', '2026-01-02')).toBe(2026);
  });

  it('8.3 a run’s totals are the exact sums of its lines', () => {
    const lines = [
      { gross: '0.10', withheld: '0.02', net: '0.08' },
      { gross: '0.20', withheld: null, net: null },
    ];
    expect(runTotals(lines)).toEqual({ gross: '0.30', withheld: '0.02', net: '0.08' });
  });
});

describe('5.10 paid on time', () => {
  const line = (paymentDate: string) => ({ lineNo: 1, paymentKey: 'k', paymentDate });

  it.each([
    // Payment Date, approved on, paid on, late
    ['2025-11-15', '2025-11-01', '2025-11-15', false],
    // Late in the year: the 15th day of the 3rd month after the Payment Date is later.
    ['2025-11-15', '2026-02-15', '2026-02-15', false],
    ['2025-11-15', '2026-02-16', '2026-02-16', true],
    // Early in the year: December 31 of its year is later.
    ['2025-03-01', '2025-12-31', '2025-12-31', false],
    ['2025-03-01', '2026-01-01', '2026-01-01', true],
  ])(
    '5.10 payment date %s approved on %s: paid on %s, late %s',
    (date, approvedOn, paidOn, late) => {
      expect(paidLines([line(date)], approvedOn)).toEqual([
        { lineNo: 1, paymentKey: 'k', paidOn, late },
      ]);
    },
  );
});

describe('8.2 a prepared run is stale when the record changed', () => {
  const result = record({ P1: [payment('2025-03-10', '1000.00')] });
  const [prepared] = buildLines(duePayments(result, window, []), [], '2025-03-01');
  const stale = (changed: ScenarioResult, approvedOn = '2025-03-05') =>
    staleness([prepared!], changed, window, approvedOn);

  it('8.2 the same record approved in the same year: not stale', () => {
    expect(stale(result)).toBeNull();
  });

  it.each([
    ['no longer due', record({ P1: [] })],
    ['is now 900.00', record({ P1: [payment('2025-03-10', '900.00')] })],
    [
      'now paid to the beneficiary',
      record({ P1: [payment('2025-03-10', '1000.00', { payee: 'beneficiary' })] }),
    ],
  ])('8.2 a line %s', (words, changed) => {
    expect(stale(changed)).toContain(words);
  });

  it('8.3 a line withheld on for 2025 that would be paid in 2026', () => {
    expect(stale(result, '2026-01-02')).toContain(
      'withheld on for 2025, and would be paid in 2026',
    );
  });
});
