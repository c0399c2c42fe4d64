import { describe, expect, it } from 'vitest';
import {
  cashableLines,
  findablePayees,
  foundBody,
  foundReady,
  returnedBody,
  standingOf,
  uncashedBody,
  uncashedReady,
  type FoundDraft,
} from './payee-state';

const lines = [
  { lineNo: 1, paidOn: '2026-02-02', returnedAt: null },
  { lineNo: 2, paidOn: '2026-03-02', returnedAt: '2026-03-20T10:00:00Z' },
  { lineNo: 3, paidOn: null, returnedAt: null },
];

describe('12.10: checks reported not cashed', () => {
  it('offers the lines paid and not returned', () => {
    expect(cashableLines(lines).map((l) => l.lineNo)).toEqual([1]);
  });

  it('is ready with a chosen line, a day on or after it was paid and not after today', () => {
    const draft = { kind: 'uncashed' as const, lines: [1], notCashedBy: '2026-12-01', reason: '' };
    expect(uncashedReady(lines, draft, '2026-12-02')).toBe(true);
    expect(uncashedReady(lines, { ...draft, lines: [] }, '2026-12-02')).toBe(false);
    expect(uncashedReady(lines, { ...draft, notCashedBy: '2026-12-03' }, '2026-12-02')).toBe(false);
    expect(uncashedReady(lines, { ...draft, notCashedBy: '2026-02-01' }, '2026-12-02')).toBe(false);
    expect(uncashedReady(lines, { ...draft, lines: [1, 2] }, '2026-12-02')).toBe(false);
    expect(uncashedReady(lines, { ...draft, notCashedBy: '2026-1' }, '2026-12-02')).toBe(false);
  });

  it('sends the lines in order and a reason only when given', () => {
    expect(
      uncashedBody({ kind: 'uncashed', lines: [3, 1], notCashedBy: '2026-12-01', reason: ' ' }),
    ).toEqual({
      lines: [1, 3],
      notCashedBy: '2026-12-01',
    });
    expect(
      uncashedBody({ kind: 'uncashed', lines: [1], notCashedBy: '2026-12-01', reason: ' bank ' })
        .reason,
    ).toBe('bank');
  });
});

describe('12.10: a payment returned', () => {
  const draft = { kind: 'returned' as const, lines: [1], notCashedBy: '', reason: 'moved' };

  it('needs why it came back, not a day; only lines paid and not returned', () => {
    expect(uncashedReady(lines, draft, '2026-12-02')).toBe(true);
    expect(uncashedReady(lines, { ...draft, reason: ' ' }, '2026-12-02')).toBe(false);
    expect(uncashedReady(lines, { ...draft, lines: [2] }, '2026-12-02')).toBe(false);
  });

  it('sends the lines in order and the reason trimmed', () => {
    expect(returnedBody({ ...draft, lines: [3, 1], reason: ' moved ' })).toEqual({
      lines: [1, 3],
      reason: 'moved',
    });
  });
});

describe('12.10: a missing payee found', () => {
  const payees = [
    { payee: 'participant', suspended: true, foundPending: false },
    { payee: 'Ann', suspended: true, foundPending: true },
    { payee: 'Cy', suspended: false, foundPending: false },
  ];

  it('is offered for a payee missing with no found waiting; each standing in a word', () => {
    expect(findablePayees(payees).map((p) => p.payee)).toEqual(['participant']);
    expect(payees.map(standingOf)).toEqual(['missing', 'foundPending', 'inGoodStanding']);
  });

  const draft: FoundDraft = {
    payee: 'participant',
    on: '2026-12-02',
    line1: '9 Oak Ln',
    city: 'Richmond',
    state: '',
    postalCode: '23220',
    reason: 'reached by phone',
  };

  it('needs the new address and a reason, on a day not after today', () => {
    expect(foundReady(draft, '2026-12-02')).toBe(true);
    expect(foundReady({ ...draft, line1: ' ' }, '2026-12-02')).toBe(false);
    expect(foundReady({ ...draft, reason: '' }, '2026-12-02')).toBe(false);
    expect(foundReady({ ...draft, on: '2026-12-03' }, '2026-12-02')).toBe(false);
    expect(foundReady({ ...draft, payee: '' }, '2026-12-02')).toBe(false);
  });

  it('sends the address trimmed, its state only when given', () => {
    expect(foundBody(draft)).toEqual({
      payee: 'participant',
      on: '2026-12-02',
      address: { line1: '9 Oak Ln', city: 'Richmond', postalCode: '23220' },
      reason: 'reached by phone',
    });
    expect(foundBody({ ...draft, state: 'VA' }).address.state).toBe('VA');
  });
});
