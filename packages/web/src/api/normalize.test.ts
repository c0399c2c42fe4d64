import { describe, expect, it } from 'vitest';
import { readCookie } from './client';
import { readFunds, readLiability, readParticipants, readPrices, readStatement } from './normalize';

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
      { id: 'P1', total: '1.00', balances: {} },
    ]);
  });

  it('reads the CSRF cookie', () => {
    expect(readCookie('a=1; defcomp_csrf=abc%3D; b=2', 'defcomp_csrf')).toBe('abc=');
    expect(readCookie('a=1', 'defcomp_csrf')).toBeUndefined();
  });
});
