import { describe, expect, it } from 'vitest';
import { readCookie } from './client';
import {
  readEvents,
  readFunds,
  readLiability,
  readParticipants,
  readPrices,
  readStatement,
} from './normalize';

describe('reading API bodies tolerantly', () => {
  it('takes a participant result object as it is', () => {
    const statement = { balances: { RTA: '1.00' }, payments: [] };
    expect(readStatement(statement)).toEqual(statement);
  });

  it('takes a participant out of a FORMAT.md result', () => {
    const result = {
      format: 'defcomp-result/1',
      participants: { P1: { balances: { RTA: '1.00' } }, P2: { balances: { RTA: '2.00' } } },
    };
    expect(readStatement(result, 'P2').balances).toEqual({ RTA: '2.00' });
    expect(readStatement(result, 'P9').balances).toEqual({ RTA: '1.00' });
    expect(readStatement(null)).toEqual({});
  });

  it('unwraps lists', () => {
    expect(readParticipants([{ id: 'P1' }])).toEqual([{ id: 'P1' }]);
    expect(readParticipants({ participants: [{ id: 'P1' }] })).toEqual([{ id: 'P1' }]);
    expect(readParticipants({ items: [{ id: 'P1' }] })).toEqual([{ id: 'P1' }]);
    expect(readParticipants(undefined)).toEqual([]);
  });

  it('reads funds as a list or as a map by id', () => {
    expect(readFunds([{ id: 'SV' }])).toEqual([{ id: 'SV' }]);
    expect(readFunds({ SV: { name: 'Stable Value' } })).toEqual([
      { id: 'SV', name: 'Stable Value' },
    ]);
  });

  it('reads prices as objects or as FORMAT.md points', () => {
    expect(readPrices([{ date: '2025-01-02', price: '10' }])).toEqual([
      { date: '2025-01-02', price: '10' },
    ]);
    expect(readPrices({ points: [['2025-01-02', '10']] })).toEqual([
      { date: '2025-01-02', price: '10' },
    ]);
    expect(readPrices({ constant: '1' })).toEqual([{ date: '', price: '1' }]);
  });

  it('fills what a liability report leaves out', () => {
    expect(readLiability({})).toEqual({ asOf: '', participants: [], totals: {} });
    expect(readLiability({ participants: [{ id: 'P1', total: '1.00' }] }).participants).toEqual([
      { id: 'P1', name: null, total: '1.00', balances: {} },
    ]);
  });

  it('reads the server’s liability rows (participantId, totals object)', () => {
    const report = readLiability({
      asOf: '2026-01-01',
      participants: [
        {
          participantId: 'P1',
          name: 'Pat',
          balances: { RTA: '1.00' },
          totals: { RTA: '1.00', owed: '1.00', total: '1.00' },
        },
      ],
      totals: { RTA: '1.00', SDA: '0.00', owed: '1.00', total: '1.00' },
    });
    expect(report.participants).toEqual([
      { id: 'P1', name: 'Pat', balances: { RTA: '1.00' }, total: '1.00', owed: '1.00' },
    ]);
  });

  it('unwraps events recorded as facts, keeping the fact as metadata', () => {
    const events = readEvents({
      events: [
        {
          seq: 3,
          type: 'separation',
          event: { type: 'separation', date: '2026-03-10', reason: 'termination' },
          effectiveDate: '2026-03-10',
          recordedAt: '2026-03-11T10:00:00Z',
          recordedBy: 'ada',
        },
        { type: 'death', date: '2027-01-01' },
      ],
    });
    expect(events).toEqual([
      {
        type: 'separation',
        date: '2026-03-10',
        reason: 'termination',
        metadata: {
          seq: 3,
          effectiveDate: '2026-03-10',
          recordedAt: '2026-03-11T10:00:00Z',
          recordedBy: 'ada',
        },
      },
      { type: 'death', date: '2027-01-01' },
    ]);
  });

  it('shows a constant price when a fund has no points', () => {
    expect(readPrices({ fund: { id: 'SV', constantPrice: '1' }, prices: [] })).toEqual([
      { date: '', price: '1' },
    ]);
    expect(
      readPrices({
        fund: { id: 'SV', constantPrice: '1' },
        prices: [{ date: '2025-01-02', price: '1.5' }],
      }),
    ).toEqual([{ date: '2025-01-02', price: '1.5' }]);
  });

  it('reads the CSRF cookie', () => {
    expect(readCookie('a=1; defcomp_csrf=abc%3D; b=2', 'defcomp_csrf')).toBe('abc=');
    expect(readCookie('a=1', 'defcomp_csrf')).toBeUndefined();
  });
});
