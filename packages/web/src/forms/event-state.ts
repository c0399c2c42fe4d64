/**
 * The staff's "Record event" form: which route each event goes to, and its body (FORMAT.md
 * participant events). Eligibility has its own route (1.16, 3.2(a)); the rest go to /events.
 */

export const recordableTypes = ['eligible', 'ineligible', 'separation', 'death', 'leave'] as const;
export type RecordableType = (typeof recordableTypes)[number];

export interface EventDraft {
  type: RecordableType;
  date: string;
  notifiedOn: string;
  reason: string;
  end: string;
  leaveKind: 'personal' | 'military' | 'disability';
  rightToReturn: boolean;
  /** Why a fact dated before today is recorded now (8.2); sent as the X-Reason header. */
  lateReason: string;
}

export const emptyEvent = (today: string): EventDraft => ({
  type: 'eligible',
  date: today,
  notifiedOn: today,
  reason: 'termination',
  end: '',
  leaveKind: 'personal',
  rightToReturn: true,
  lateReason: '',
});

export type EventRequest =
  | {
      route: 'eligibility';
      body: { type: 'eligible' | 'ineligible'; date: string; notifiedOn?: string };
    }
  | { route: 'events'; body: { type: string } & Record<string, unknown> };

/** The request that records the draft; `date` is the leave's start for a leave. */
export function eventRequest(draft: EventDraft): EventRequest {
  switch (draft.type) {
    case 'eligible':
      return {
        route: 'eligibility',
        body: { type: 'eligible', date: draft.date, notifiedOn: draft.notifiedOn },
      };
    case 'ineligible':
      return { route: 'eligibility', body: { type: 'ineligible', date: draft.date } };
    case 'separation':
      return {
        route: 'events',
        body: { type: 'separation', date: draft.date, reason: draft.reason.trim() },
      };
    case 'death':
      return { route: 'events', body: { type: 'death', date: draft.date } };
    case 'leave':
      return {
        route: 'events',
        body: {
          type: 'leave',
          start: draft.date,
          ...(draft.end === '' ? {} : { end: draft.end }),
          kind: draft.leaveKind,
          rightToReturn: draft.rightToReturn,
        },
      };
  }
}

/** A fact dated before today (the leave's start for a leave) is recorded late: 8.2 asks why. */
export const recordedLate = (draft: EventDraft, today: string): boolean =>
  draft.date !== '' && draft.date < today;

/** Fields the draft still needs (their names as the form shows them). */
export function missingFields(draft: EventDraft, today = ''): string[] {
  const missing: string[] = [];
  if (draft.date === '') missing.push('date');
  if (draft.type === 'eligible' && draft.notifiedOn === '') missing.push('notifiedOn');
  if (draft.type === 'separation' && draft.reason.trim() === '') missing.push('reason');
  if (recordedLate(draft, today) && draft.lateReason.trim() === '') missing.push('lateReason');
  return missing;
}
