/**
 * A beneficiary designation as typed (Plan 1.2): rows of primary and contingent beneficiaries,
 * each a name, a relationship and a whole percentage; each class's shares add up to 100 (the
 * contingent class may be empty). Checked live as the form is filled; the server checks again
 * (designationViolations) and its refusal goes beside the field it names.
 */
import type { BeneficiaryBody, DesignationBody } from '../api/admin';

export type BeneficiaryClass = 'primary' | 'contingent';

export interface BeneficiaryRow {
  key: number;
  name: string;
  relationship: string;
  pct: string;
}

export interface DesignationDraft {
  primary: BeneficiaryRow[];
  contingent: BeneficiaryRow[];
  filedOn: string;
  reason: string;
}

let nextKey = 1;
export const newBeneficiary = (pct = ''): BeneficiaryRow => ({
  key: nextKey++,
  name: '',
  relationship: '',
  pct,
});

export const emptyDesignation = (filedOn: string): DesignationDraft => ({
  primary: [newBeneficiary('100')],
  contingent: [],
  filedOn,
  reason: '',
});

/** A whole percentage from 1 to 100, or undefined (empty or anything else). */
export function wholePct(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= 100 ? value : undefined;
}

/** What a class's rows add up to; undefined when one is not a whole percentage of 1-100. */
export function classSum(rows: readonly BeneficiaryRow[]): number | undefined {
  let sum = 0;
  for (const row of rows) {
    const pct = wholePct(row.pct);
    if (pct === undefined) return undefined;
    sum += pct;
  }
  return sum;
}

export type DesignationProblem =
  | { field: string; code: 'nameRequired' }
  | { field: string; code: 'wholePct' }
  | { field: BeneficiaryClass; code: 'sum'; sum: number }
  | { field: 'primary'; code: 'primaryRequired' }
  | { field: 'reason'; code: 'reasonRequired' };

/**
 * Plan 1.2 as the form can check it: at least one primary beneficiary; each named, with a whole
 * percentage of 1-100; each class adding up to 100 (an empty contingent class is fine); staff
 * give a reason. Fields are named as the server names them (`primary[0].pct`).
 */
export function designationProblems(draft: DesignationDraft, staff: boolean): DesignationProblem[] {
  const problems: DesignationProblem[] = [];
  if (draft.primary.length === 0) problems.push({ field: 'primary', code: 'primaryRequired' });
  for (const klass of ['primary', 'contingent'] as const) {
    const rows = draft[klass];
    rows.forEach((row, i) => {
      if (row.name.trim() === '')
        problems.push({ field: `${klass}[${i}].name`, code: 'nameRequired' });
      if (wholePct(row.pct) === undefined)
        problems.push({ field: `${klass}[${i}].pct`, code: 'wholePct' });
    });
    const sum = classSum(rows);
    if (rows.length > 0 && sum !== undefined && sum !== 100)
      problems.push({ field: klass, code: 'sum', sum });
  }
  if (staff && draft.reason.trim() === '')
    problems.push({ field: 'reason', code: 'reasonRequired' });
  return problems;
}

const beneficiary = (row: BeneficiaryRow): BeneficiaryBody => ({
  name: row.name.trim(),
  pct: wholePct(row.pct) ?? 0,
  ...(row.relationship.trim() === '' ? {} : { relationship: row.relationship.trim() }),
});

/** The body POST /participants/{id}/beneficiaries takes (staff: the form's day and a reason). */
export function designationBody(draft: DesignationDraft, staff: boolean): DesignationBody {
  return {
    primary: draft.primary.map(beneficiary),
    contingent: draft.contingent.map(beneficiary),
    ...(staff ? { filedOn: draft.filedOn, reason: draft.reason.trim() } : {}),
  };
}
