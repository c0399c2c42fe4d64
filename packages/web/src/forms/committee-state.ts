/**
 * The end of a Committee term as the form holds it (Plan 8.1: a member resigns in writing, is
 * removed in writing, or stops being a member when his employment ends). Pure, unit-tested.
 */
import { isIsoDate } from '../format/dates';

export interface TermEnd {
  endedOn: string;
  reason: 'resigned' | 'removed' | 'employmentEnded';
  instrument: string;
}

export type TermErrors = Partial<Record<keyof TermEnd, string>>;

/** 8.1: the day it ends and the written instrument (the resignation, the removal notice). */
export function termErrors(end: TermEnd): TermErrors {
  const errors: TermErrors = {};
  if (!isIsoDate(end.endedOn)) errors.endedOn = 'committee.errors.date';
  if (end.instrument.trim() === '') errors.instrument = 'committee.errors.instrument';
  return errors;
}
