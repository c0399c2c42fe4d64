import { describe, expect, it } from 'vitest';
import { deathBenefitPayees } from '../beneficiaries/designation.js';
import { parseMoney } from '../money/decimal.js';
import type { PaymentJson } from '../scenario/evaluate.js';
import {
  guardianOn,
  payeeStanding,
  uncashedPastPeriod,
  type Guardian,
  type PayeeEvent,
} from './missing-payees.js';
import { applyPayeeStanding, payeeItems, releasedPayees, type PayeeBook } from './payee-lines.js';

const event = (e: Partial<PayeeEvent> & Pick<PayeeEvent, 'kind' | 'seq'>): PayeeEvent => ({
  id: `E${e.seq}`,
  payee: 'participant',
  on: '2025-03-01',
  approved: true,
  ...e,
});

const payment = (amount: string, payee = 'beneficiary'): PaymentJson =>
  ({
    date: '2025-04-15',
    account: 'RTA',
    benefit: 'death',
    payee,
    amount,
    valuedAt: '2025-03-31',
    onTimeThrough: '2025-12-31',
    rules: ['5.4'],
  }) as unknown as PaymentJson;

describe('Plan 12.10 missing payees', () => {
  it('12.10 uncashed: a report on the period’s last day is within it, the day after is past it', () => {
    // Paid 2025-01-15, 180 days: the period ends 2025-07-14.
    expect(uncashedPastPeriod('2025-01-15', '2025-07-13', 180)).toBe(false);
    expect(uncashedPastPeriod('2025-01-15', '2025-07-14', 180)).toBe(false);
    expect(uncashedPastPeriod('2025-01-15', '2025-07-15', 180)).toBe(true);
  });

  it('12.10 a suspension holds until an approved found recorded after it', () => {
    const suspended = event({ kind: 'suspended', seq: 1, basis: 'payment returned' });
    expect(payeeStanding([suspended], 'participant')).toMatchObject({
      suspended: true,
      since: '2025-03-01',
      basis: 'payment returned',
    });
    const pending = event({ kind: 'found', seq: 2, approved: false, on: '2025-04-01' });
    expect(payeeStanding([suspended, pending], 'participant')).toMatchObject({
      suspended: true,
      foundPending: true,
    });
    const found = event({ kind: 'found', seq: 3, on: '2025-04-02' });
    expect(payeeStanding([suspended, pending, found], 'participant')).toMatchObject({
      suspended: false,
      foundOn: '2025-04-02',
    });
    // A found before a later suspension does not lift it; another payee is not touched.
    const again = event({ kind: 'suspended', seq: 4, on: '2025-05-01' });
    expect(payeeStanding([suspended, found, again], 'participant').suspended).toBe(true);
    expect(payeeStanding([suspended], 'beneficiary:Ann').suspended).toBe(false);
  });

  it('12.10 a suspended payee’s share is held; the found payee is released', () => {
    const book: PayeeBook = {
      names: new Map([['P1', 'Pat']]),
      deathPayees: new Map(),
      events: new Map([['P1', [event({ kind: 'suspended', seq: 1 })]]]),
    };
    const items = payeeItems(
      [{ participantId: 'P1', payment: payment('10.00', 'participant') }],
      book,
    );
    const { ready, held } = applyPayeeStanding(items, book, '2025-04-01');
    expect(ready).toEqual([]);
    expect(held[0]).toMatchObject({ rule: '12.10', to: { ref: 'participant', name: 'Pat' } });
    expect(held[0]!.reason).toContain('12.10');
    const found: PayeeBook = {
      ...book,
      events: new Map([
        ['P1', [event({ kind: 'suspended', seq: 1 }), event({ kind: 'found', seq: 2 })]],
      ]),
    };
    expect(applyPayeeStanding(items, found, '2025-04-01').ready).toHaveLength(1);
    expect([...(releasedPayees(found).get('P1') ?? [])]).toEqual(['participant']);
  });
});

describe('Plan 12.11 guardians', () => {
  const guardian: Guardian = {
    name: 'Gail Guard',
    capacity: 'guardian',
    basis: 'minor',
    courtOrder: 'Henrico Cir. Ct. 25-123',
    from: '2025-04-01',
    through: '2025-12-31',
  };
  it('12.11 the approved guardian takes the payments on the days the order covers', () => {
    const events = [event({ kind: 'guardian', seq: 1, payee: 'beneficiary:Cy', guardian })];
    expect(guardianOn(events, 'beneficiary:Cy', '2025-03-31')).toBeNull();
    expect(guardianOn(events, 'beneficiary:Cy', '2025-04-01')).toEqual(guardian);
    expect(guardianOn(events, 'beneficiary:Cy', '2025-12-31')).toEqual(guardian);
    expect(guardianOn(events, 'beneficiary:Cy', '2026-01-01')).toBeNull();
    const pending = [{ ...events[0]!, approved: false }];
    expect(guardianOn(pending, 'beneficiary:Cy', '2025-04-01')).toBeNull();
  });
});

describe('Plan 5.4, 1.13 one line per beneficiary', () => {
  it('5.4 three beneficiaries, one predeceased: the shares add up to the payment to the cent', () => {
    const designation = {
      filedOn: '2024-01-01',
      primary: [
        { name: 'Ann', pct: 50 },
        { name: 'Ben', pct: 30, diedOn: '2024-06-01' },
        { name: 'Cy', pct: 20 },
      ],
      contingent: [],
    };
    const payees = deathBenefitPayees([designation], '2025-03-20');
    const book: PayeeBook = {
      names: new Map(),
      deathPayees: new Map([['P1', payees]]),
      events: new Map(),
    };
    const items = payeeItems([{ participantId: 'P1', payment: payment('1000.01') }], book);
    expect(items.map((i) => i.to.name)).toEqual(['Ann', 'Cy']);
    expect(items.map((i) => i.to.share)).toEqual(['1/2', '2/2']);
    const sum = items.reduce((t, i) => t + parseMoney(i.to.amount), 0n);
    expect(sum).toBe(parseMoney('1000.01'));
    // A share paid already is not due again; the other is.
    const paid = new Set(['P1|RTA|death|2025-04-15|-#1/2']);
    expect(
      payeeItems([{ participantId: 'P1', payment: payment('1000.01') }], book, paid),
    ).toHaveLength(1);
  });
});
