/**
 * Payments made are facts (issue "The record II" 2) and corrections (12.9): a payment an
 * approved run made keeps the gross it paid whatever the record later says, the sub-account
 * gives exactly that gross, and where the corrected record computes another amount the payment
 * says so (`due`), so that the over- or under-payment can be put right.
 */
import { describe, expect, it } from 'vitest';
import {
  correctionEffect,
  duePayments,
  evaluateScenario,
  parseMoney,
  paymentKeyOf,
  readyToPay,
  type PaymentJson,
  type PaymentMadeJson,
  type Scenario,
} from '../../src/index.js';
import { enrolled2025, pay, scenarioOf, separation } from '../support/scenario.js';

const IDX = (points: [string, string][]) => ({ IDX: { points } });
const story = (points: [string, string][], evaluateThrough = '2028-12-31'): Scenario =>
  scenarioOf(
    [
      ...enrolled2025({
        schedules: { RTA: { form: 'installments', years: 3 } },
        investments: { RTA: { IDX: 100 } },
      }),
      pay('2025-01-31', '200000.00'),
      pay('2025-02-28', '200000.00'),
      separation('2025-03-20'),
    ],
    { funds: IDX(points), evaluateThrough },
  );
const prices: [string, string][] = [
  ['2025-01-02', '10'],
  ['2025-03-31', '10'],
  ['2026-03-31', '10'],
  ['2027-03-31', '10'],
];

const made = (p: PaymentJson, ref = 'PR-1'): PaymentMadeJson => ({
  key: paymentKeyOf('P1', p).slice('P1|'.length),
  account: p.account,
  benefit: p.benefit,
  date: p.date,
  valuedAt: p.valuedAt,
  payee: p.payee,
  gross: p.amount,
  paidOn: p.date,
  ref,
});
const payments = (s: Scenario, paymentsMade: PaymentMadeJson[] = []) =>
  evaluateScenario(s, { paymentsMade: { P1: paymentsMade } }).participants.P1!.payments;
const cents = (ps: PaymentJson[]) => ps.reduce((sum, p) => sum + parseMoney(p.amount), 0n);

describe('payments made are facts: never valued again', () => {
  const before = payments(story(prices));
  it('5.8 the story pays three installments that add up to the RTA', () => {
    expect(before.map((p) => [p.date, p.installment, p.amount])).toEqual([
      ['2025-04-15', [1, 3], '66666.67'],
      ['2026-04-15', [2, 3], '66666.67'],
      ['2027-04-15', [3, 3], '66666.66'],
    ]);
  });

  it('12.9 a price corrected after the first installment was paid: it keeps its gross, says what is due, and the rest absorbs it', () => {
    // The first installment was valued at 10 on 2025-03-31; the right price was 9.
    const corrected = prices.map(([d, p]): [string, string] => [d, d === '2025-03-31' ? '9' : p]);
    const after = payments(story(corrected), [made(before[0]!)]);
    // 20,000 units at 9 were worth 180,000.00: a third was 60,000.00, and 66,666.67 was paid.
    expect(after[0]).toMatchObject({
      amount: '66666.67',
      paid: { on: '2025-04-15', ref: 'PR-1' },
      due: '60000.00',
    });
    expect(after[0]!.rules).toContain('12.9');
    // 66,666.67 at 9 took 7,407.407778 units; the 12,592.592222 left are worth 125,925.92 at
    // 10, paid in two installments: the overpayment is recovered from them (5.8: value / left).
    expect(after.slice(1).map((p) => p.amount)).toEqual(['62962.96', '62962.96']);
    expect(after.slice(1).every((p) => p.paid === undefined && p.due === undefined)).toBe(true);
  });

  it('5.8 with nothing corrected, a payment made reads exactly as before and is marked paid', () => {
    const after = payments(story(prices), [made(before[0]!)]);
    expect(after.map((p) => p.amount)).toEqual(before.map((p) => p.amount));
    expect(after[0]).toMatchObject({ paid: { on: '2025-04-15', ref: 'PR-1' } });
    expect(after[0]!.due).toBeUndefined();
  });

  it('12.9 a payment made that the corrected record no longer provides for still left the sub-account, none of it due', () => {
    // Say the Separation was recorded a year early: the installments move a year later.
    const s = story(prices);
    const events = s.participants[0]!.events.map((e) =>
      e.type === 'separation' ? { ...e, date: '2026-03-20' } : e,
    );
    const moved: Scenario = { ...s, participants: [{ ...s.participants[0]!, events }] };
    const after = payments(moved, [made(before[0]!)]);
    const orphan = after.find((p) => p.date === '2025-04-15')!;
    expect(orphan).toMatchObject({ amount: '66666.67', due: '0.00', rules: ['12.9'] });
    // What is left (200,000 - 66,666.67, at a constant 10) is what the moved schedule pays.
    const rest = after.filter((p) => p !== orphan);
    expect(rest.map((p) => p.date)).toEqual(['2026-04-15', '2027-04-15', '2028-04-15']);
    expect(cents(rest)).toBe(parseMoney('133333.33'));
  });

  it('12.9 a payment made above what its sub-account holds after a correction: the shortfall is unfunded', () => {
    const corrected = prices.map(([d, p]): [string, string] => [d, d === '2025-03-31' ? '1' : p]);
    const s = story(corrected);
    const events = s.participants[0]!.events.map((e) =>
      e.type === 'election' ? { ...e, schedules: { RTA: { form: 'lump' as const } } } : e,
    );
    const lump = { ...s, participants: [{ ...s.participants[0]!, events }] };
    const [paid] = payments(lump);
    const after = payments(lump, [{ ...made(paid!), gross: '21000.00' }]);
    // 20,000 units at 1 are 20,000.00: 1,000.00 of the 21,000.00 paid had nothing behind it.
    expect(after[0]).toMatchObject({ amount: '21000.00', due: '20000.00', unfunded: '1000.00' });
  });
});

describe('12.9 make-up payments and the effect of a correction', () => {
  const lumpStory = (points: [string, string][]) => {
    const s = story(points);
    const events = s.participants[0]!.events.map((e) =>
      e.type === 'election' ? { ...e, schedules: { RTA: { form: 'lump' as const } } } : e,
    );
    return { ...s, participants: [{ ...s.participants[0]!, events }] };
  };
  const raised = prices.map(([d, p]): [string, string] => [d, d === '2025-03-31' ? '11' : p]);

  it('12.9 a lump sum made short leaves a make-up payment of the rest, due on its Payment Date', () => {
    const [paid] = payments(lumpStory(prices));
    expect(paid).toMatchObject({ amount: '200000.00', date: '2025-04-15' });
    // The right price on 2025-03-31 was 11: the 20,000 units were worth 220,000.00.
    const after = payments(lumpStory(raised), [made(paid!)]);
    expect(after.map((p) => [p.amount, p.due, p.makeUp])).toEqual([
      ['200000.00', '220000.00', undefined],
      ['20000.00', undefined, true],
    ]);
    const result = evaluateScenario(lumpStory(raised), { paymentsMade: { P1: [made(paid!)] } });
    expect(result.participants.P1!.balances.RTA).toBe('0.00');
    // Once a run pays the make-up, it is a payment made like any other.
    const again = payments(lumpStory(raised), [made(paid!), made(after[1]!, 'PR-2')]);
    expect(again[1]).toMatchObject({ amount: '20000.00', makeUp: true, paid: { ref: 'PR-2' } });
  });

  it('12.9 the effect names every figure that changes and the underpayment, with its make-up', () => {
    const [paid] = payments(lumpStory(prices));
    const options = { paymentsMade: { P1: [made(paid!)] } };
    const both = (s: Scenario) => {
      const result = evaluateScenario(s, options);
      return { now: result, ahead: result };
    };
    const effect = correctionEffect(both(lumpStory(prices)), both(lumpStory(raised)), '2025-05-01');
    expect(effect.before).toBeNull();
    const [p1] = effect.participants;
    expect(p1!.changes).toContainEqual({
      figure: 'payment P1|RTA|termination|2025-04-15|-|make-up',
      before: null,
      after: '20000.00',
    });
    expect(p1!.payments).toMatchObject([
      {
        paymentKey: 'P1|RTA|termination|2025-04-15|-',
        ref: 'PR-1',
        paid: '200000.00',
        due: '220000.00',
        difference: '-20000.00',
        kind: 'underpaid',
        correction: expect.stringContaining('on time if paid by 2025-12-31 (5.10'),
      },
    ]);
  });

  it('12.9 an overpayment cites Notice 2008-113 §IV.A, §V.B and §VI', () => {
    const lowered = prices.map(([d, p]): [string, string] => [d, d === '2025-03-31' ? '9' : p]);
    const [paid] = payments(lumpStory(prices));
    const options = { paymentsMade: { P1: [made(paid!)] } };
    const after = evaluateScenario(lumpStory(lowered), options);
    const effect = correctionEffect(
      { error: 'no positive price for IDX' },
      { now: after, ahead: after },
      '2025-05-01',
    );
    expect(effect.before).toEqual({ error: 'no positive price for IDX' });
    const [adjustment] = effect.participants[0]!.payments;
    expect(adjustment).toMatchObject({ kind: 'overpaid', difference: '20000.00' });
    expect(adjustment!.correction).toContain('repaid by 2025-12-31: Notice 2008-113 §IV.A');
    expect(adjustment!.correction).toContain('§V.B, not for an insider');
    expect(adjustment!.rules).toEqual(expect.arrayContaining(['12.9', 'Notice 2008-113 §VI']));
  });
});

describe('8.2: a run pays only amounts that are known', () => {
  it('5.8 a payment valued on a day whose prices are not recorded is an estimate, and waits', () => {
    // The last price is 2026-03-31: the 2027 installment is valued on 2027-03-31.
    const s = story(prices.slice(0, 3));
    const result = evaluateScenario(s);
    const third = result.participants.P1!.payments[2]!;
    expect(third).toMatchObject({ valuedAt: '2027-03-31', pricesPending: ['IDX'] });
    const due = result.participants.P1!.payments.map((payment) => ({
      participantId: 'P1',
      payment,
    }));
    const { ready, waiting } = readyToPay(due, '2027-04-01');
    expect(ready.map((d) => d.payment.installment)).toEqual([
      [1, 3],
      [2, 3],
    ]);
    expect(waiting).toMatchObject([{ reason: expect.stringContaining('no price of IDX') }]);
  });

  it('7.2 a constant price prices every day: a payment valued in it never waits for prices', () => {
    const s = story(prices.slice(0, 1));
    const events = s.participants[0]!.events.map((e) =>
      e.type === 'election' ? { ...e, investments: { RTA: { SV: 100 } } } : e,
    );
    const sv = { ...s, participants: [{ ...s.participants[0]!, events }] };
    const paid = evaluateScenario(sv).participants.P1!.payments;
    expect(paid).toHaveLength(3);
    expect(paid.every((p) => p.pricesPending === undefined)).toBe(true);
  });

  it('5.8 a payment whose valuation point has not passed waits, even with a price on file', () => {
    const result = evaluateScenario(story(prices));
    const due = result.participants.P1!.payments.map((payment) => ({
      participantId: 'P1',
      payment,
    }));
    const { ready, waiting } = readyToPay(due, '2026-03-31');
    expect(ready).toHaveLength(1);
    expect(waiting.map((w) => w.reason)).toEqual([
      'valued at 2026-03-31, which has not passed (5.8)',
      'valued at 2027-03-31, which has not passed (5.8)',
    ]);
  });
});

describe('5.5, 8.2: two emergency payments on one Payment Date are two payments', () => {
  // Two Unforeseeable Emergencies decided a week apart, both paid on 2025-06-30 from the RTA:
  // each is a payment of its own, paid once, and paying the first leaves the second due.
  const twoEmergencies = scenarioOf(
    [
      ...enrolled2025({ investments: { RTA: { IDX: 100 } } }),
      pay('2025-01-31', '20000.00'),
      {
        type: 'emergencyDecision',
        date: '2025-06-02',
        approved: true,
        amount: '100.00',
        payOn: '2025-06-30',
      },
      {
        type: 'emergencyDecision',
        date: '2025-06-09',
        approved: true,
        amount: '250.00',
        payOn: '2025-06-30',
      },
    ],
    { funds: IDX(prices), evaluateThrough: '2025-12-31' },
  );
  const emergencies = (ps: PaymentJson[]) => ps.filter((p) => p.benefit === 'emergency');
  const window = { payFrom: '2025-06-01', payThrough: '2025-06-30' };

  it('5.5 the second emergency payment of a Payment Date has a key of its own', () => {
    const [first, second] = emergencies(payments(twoEmergencies));
    expect([first!.amount, second!.amount]).toEqual(['100.00', '250.00']);
    expect(paymentKeyOf('P1', first!)).toBe('P1|RTA|emergency|2025-06-30|-');
    expect(paymentKeyOf('P1', second!)).toBe('P1|RTA|emergency|2025-06-30|-|#2');
  });

  it('8.2 paying the first leaves the second due, and paying both leaves none', () => {
    const [first, second] = emergencies(payments(twoEmergencies));
    const paidOnly = (made: PaymentMadeJson[]) => {
      const result = evaluateScenario(twoEmergencies, { paymentsMade: { P1: made } });
      const paid = made.map((m) => ({
        paymentKey: `P1|${m.key}`,
        participantId: 'P1',
        payee: m.payee,
        gross: m.gross,
        paidOn: m.paidOn,
        withholdingYear: 2025,
      }));
      return duePayments(result, window, paid).map((d) => d.payment.amount);
    };
    expect(paidOnly([made(first!)])).toEqual(['250.00']);
    expect(paidOnly([made(first!), made(second!, 'PR-2')])).toEqual([]);
  });
});
