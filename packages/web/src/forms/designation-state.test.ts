import { describe, expect, it } from 'vitest';
import {
  classSum,
  designationBody,
  designationProblems,
  emptyDesignation,
  newBeneficiary,
  wholePct,
  type DesignationDraft,
} from './designation-state';

function draft(primary: string[], contingent: string[] = []): DesignationDraft {
  const d = emptyDesignation('2026-12-02');
  const row = (pct: string, i: number) => ({ ...newBeneficiary(pct), name: `B${i}` });
  d.primary = primary.map(row);
  d.contingent = contingent.map(row);
  return d;
}

describe('Plan 1.2: whole percentages summing to 100 per class', () => {
  it('reads whole percentages from 1 to 100 only', () => {
    expect(wholePct('1')).toBe(1);
    expect(wholePct(' 100 ')).toBe(100);
    expect(wholePct('0')).toBeUndefined();
    expect(wholePct('101')).toBeUndefined();
    expect(wholePct('33.5')).toBeUndefined();
    expect(wholePct('')).toBeUndefined();
  });

  it('sums a class; one bad share makes the sum unknown', () => {
    expect(classSum(draft(['60', '40']).primary)).toBe(100);
    expect(classSum(draft(['60', 'x']).primary)).toBeUndefined();
  });

  it('accepts 100 in each class, and an empty contingent class', () => {
    expect(designationProblems(draft(['60', '40'], ['100']), false)).toEqual([]);
    expect(designationProblems(draft(['100']), false)).toEqual([]);
  });

  it('refuses 99 and 101 in a class, naming the class', () => {
    expect(designationProblems(draft(['60', '39']), false)).toEqual([
      { field: 'primary', code: 'sum', sum: 99 },
    ]);
    expect(designationProblems(draft(['100'], ['50', '51']), false)).toEqual([
      { field: 'contingent', code: 'sum', sum: 101 },
    ]);
  });

  it('names a beneficiary without a name or a whole share, as the server names fields', () => {
    const d = draft(['100', '0']);
    d.primary[0]!.name = ' ';
    expect(designationProblems(d, false).map((p) => p.field)).toEqual([
      'primary[0].name',
      'primary[1].pct',
    ]);
  });

  it('asks staff for a reason and sends it with the day the form was received', () => {
    const d = draft(['100']);
    expect(designationProblems(d, true)).toEqual([{ field: 'reason', code: 'reasonRequired' }]);
    d.reason = 'form received by mail';
    d.primary[0]!.relationship = 'Spouse';
    expect(designationBody(d, true)).toEqual({
      primary: [{ name: 'B0', pct: 100, relationship: 'Spouse' }],
      contingent: [],
      filedOn: '2026-12-02',
      reason: 'form received by mail',
    });
    expect(designationBody(d, false)).not.toHaveProperty('reason');
  });
});
