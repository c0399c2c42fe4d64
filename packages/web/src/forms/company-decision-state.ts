/**
 * A company decision being prepared (issue 11, 4): a Change in Control (1.4), the Board
 * terminating the plan (9.3) or the Key Employee list for an identification date (1.20). Pure,
 * unit-tested; the server judges it again when it is prepared and when it is approved.
 */
import type { CompanyDecisionBody, CompanyDecisionKind } from '../api/workflows';
import { isIsoDate } from '../format/dates';

export interface CompanyDraft {
  kind: CompanyDecisionKind;
  date: string;
  payOn: string;
  identificationDate: string;
  /** Participant ids as typed: separated by commas, spaces or lines. */
  participantIds: string;
  reason: string;
  /** The preparer confirms he read what it does (it moves every participant's money). */
  confirmed: boolean;
}

export const emptyCompanyDraft = (kind: CompanyDecisionKind = 'changeInControl'): CompanyDraft => ({
  kind,
  date: '',
  payOn: '',
  identificationDate: '',
  participantIds: '',
  reason: '',
  confirmed: false,
});

export type CompanyErrors = Partial<Record<keyof CompanyDraft, string>>;

/** The ids typed, each once, in the order typed. */
export function readIds(typed: string): string[] {
  return [...new Set(typed.split(/[\s,;]+/).filter((part) => part !== ''))];
}

export function companyErrors(d: CompanyDraft): CompanyErrors {
  const errors: CompanyErrors = {};
  if (d.kind === 'keyEmployeeList') {
    if (!isIsoDate(d.identificationDate)) errors.identificationDate = 'company.errors.date';
    if (readIds(d.participantIds).length === 0) errors.participantIds = 'company.errors.ids';
  } else if (!isIsoDate(d.date)) errors.date = 'company.errors.date';
  // 9.3: the lump sums are paid on a date the Board sets, not before it terminates the plan.
  if (d.kind === 'planTermination') {
    if (!isIsoDate(d.payOn)) errors.payOn = 'company.errors.date';
    else if (isIsoDate(d.date) && d.payOn < d.date) errors.payOn = 'company.errors.payOnBefore';
  }
  if (d.reason.trim() === '') errors.reason = 'company.errors.reason';
  if (!d.confirmed) errors.confirmed = 'company.errors.confirm';
  return errors;
}

/** The body the kind's route takes, or undefined while the draft has errors. */
export function companyBody(d: CompanyDraft): CompanyDecisionBody | undefined {
  if (Object.keys(companyErrors(d)).length > 0) return undefined;
  switch (d.kind) {
    case 'changeInControl':
      return { kind: 'changeInControl', date: d.date };
    case 'planTermination':
      return { kind: 'planTermination', date: d.date, payOn: d.payOn };
    default:
      return {
        kind: 'keyEmployeeList',
        identificationDate: d.identificationDate,
        participantIds: readIds(d.participantIds),
      };
  }
}

/**
 * The reason as an X-Reason header value (the audit's reason, command.ts). A header carries
 * Latin-1 only: other text (Chinese) is sent percent-encoded, as the audit then shows it.
 */
export function reasonHeader(reason: string): string {
  const text = reason.trim().slice(0, 200);
  return /^[\x20-\x7e]*$/.test(text) ? text : encodeURIComponent(text).slice(0, 200);
}
