/**
 * Plan 12.10 in the console (issue 22 item 8): a check reported not cashed, and a missing payee
 * found at a new address. The server decides (POST /payment-runs/{id}/uncashed, POST
 * /participants/{id}/payees/found, which another person approves); these rules keep the forms
 * from offering what it would refuse.
 */

/** What the forms read of a run's line. */
export interface LineLike {
  readonly lineNo: number;
  readonly paidOn: string | null;
  readonly returnedAt: string | null;
}

/** The lines a check may be reported not cashed for: paid, not returned. */
export function cashableLines<T extends LineLike>(lines: readonly T[]): T[] {
  return lines.filter((l) => l.paidOn !== null && l.returnedAt === null);
}

/** A check not cashed by a day (POST …/uncashed), or a payment that came back (POST …/returns). */
export type CheckReport = 'uncashed' | 'returned';

export interface UncashedDraft {
  kind: CheckReport;
  lines: number[];
  notCashedBy: string;
  reason: string;
}

/**
 * Ready when lines are chosen; not cashed: by a day neither before one was paid nor after
 * today; returned: with why (the server needs a reason).
 */
export function uncashedReady(
  lines: readonly LineLike[],
  draft: UncashedDraft,
  today: string,
): boolean {
  const chosen = cashableLines(lines).filter((l) => draft.lines.includes(l.lineNo));
  if (draft.lines.length === 0 || chosen.length !== draft.lines.length) return false;
  if (draft.kind === 'returned') return draft.reason.trim() !== '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.notCashedBy) || draft.notCashedBy > today) return false;
  return chosen.every((l) => l.paidOn !== null && l.paidOn <= draft.notCashedBy);
}

/** The body of a payment returned: its lines in order and why. */
export function returnedBody(draft: UncashedDraft) {
  return { lines: [...draft.lines].sort((a, b) => a - b), reason: draft.reason.trim() };
}

export function uncashedBody(draft: UncashedDraft) {
  const reason = draft.reason.trim();
  return {
    lines: [...draft.lines].sort((a, b) => a - b),
    notCashedBy: draft.notCashedBy,
    ...(reason === '' ? {} : { reason }),
  };
}

/** What the payees page reads of a payee's standing. */
export interface StandingLike {
  readonly payee: string;
  readonly suspended: boolean;
  readonly foundPending: boolean;
}

/** The payees who may be recorded found: missing, and no found waiting for approval. */
export function findablePayees<T extends StandingLike>(payees: readonly T[]): T[] {
  return payees.filter((p) => p.suspended && !p.foundPending);
}

/** A payee's standing in a word: missing (payments held), found (waits), or paid as usual. */
export function standingOf(p: StandingLike): 'missing' | 'foundPending' | 'inGoodStanding' {
  if (p.suspended) return p.foundPending ? 'foundPending' : 'missing';
  return 'inGoodStanding';
}

export interface FoundDraft {
  payee: string;
  on: string;
  line1: string;
  city: string;
  state: string;
  postalCode: string;
  reason: string;
}

/** 12.10: found with a new address (line, city, postal code) and a reason, not after today. */
export function foundReady(draft: FoundDraft, today: string): boolean {
  const filled = [draft.payee, draft.line1, draft.city, draft.postalCode, draft.reason].every(
    (v) => v.trim() !== '',
  );
  return filled && /^\d{4}-\d{2}-\d{2}$/.test(draft.on) && draft.on <= today;
}

export function foundBody(draft: FoundDraft) {
  const state = draft.state.trim();
  return {
    payee: draft.payee,
    on: draft.on,
    address: {
      line1: draft.line1.trim(),
      city: draft.city.trim(),
      postalCode: draft.postalCode.trim(),
      ...(state === '' ? {} : { state }),
    },
    reason: draft.reason.trim(),
  };
}
