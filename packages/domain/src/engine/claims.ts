import type { Plan } from '../plan/plan-definition.js';
import type { ClaimAction } from '../scenario/types.js';
import { plusDays, plusYears, type IsoDate } from './days.js';
import { violation, type Violation } from './violation.js';

/** Article XI: one claim's deadlines (FORMAT.md "claims"). */
export interface ClaimState {
  id: string;
  status: ClaimAction;
  filedOn: IsoDate | null;
  decisionDue: IsoDate | null;
  /** 11.2: the day the claimant was notified of an extension (the longer period then runs). */
  extendedOn: IsoDate | null;
  appealBy: IsoDate | null;
  /** 11.4: the review periods run from the appeal. */
  appealedOn: IsoDate | null;
  reviewDue: IsoDate | null;
  suitBy: IsoDate | null;
  /** Decisions made after their deadline (11.2, 11.4): the claimant may treat the claim as denied. */
  late: LateDecision[];
}

/** Plan 11.2 / 11.4: a decision dated after the deadline then in force. */
export interface LateDecision {
  action: ClaimAction;
  date: IsoDate;
  due: IsoDate;
  rule: '11.2' | '11.4';
}

const next: Record<ClaimAction, readonly ClaimAction[]> = {
  filed: ['extended', 'denied', 'approved'],
  extended: ['denied', 'approved'],
  denied: ['appealed'],
  appealed: ['reviewExtended', 'approved', 'deniedOnReview'],
  reviewExtended: ['approved', 'deniedOnReview'],
  approved: [],
  deniedOnReview: [],
};

/** Checks one step of a claim against Article XI; the state changes only when it is accepted. */
export function claimStep(
  state: ClaimState | undefined,
  id: string,
  action: ClaimAction,
  date: IsoDate,
): Violation[] {
  if (!state)
    return action === 'filed'
      ? []
      : [
          violation(
            'claim_not_filed',
            '11.1',
            `claim ${id}: a claim starts with its filing`,
            'action',
          ),
        ];
  if (!next[state.status].includes(action)) {
    return [
      violation(
        'claim_step_out_of_order',
        '11.1',
        `claim ${id}: ${action} cannot follow ${state.status}`,
        'action',
      ),
    ];
  }
  // Plan 11.3: no appeal within `claimAppealDays` after the denial waives the claim.
  if (action === 'appealed' && state.appealBy && date > state.appealBy) {
    return [
      violation(
        'appeal_late',
        '11.3',
        `claim ${id}: the appeal had to be filed by ${state.appealBy}`,
        'date',
      ),
    ];
  }
  // Plan 11.2 / 11.4: an extension must be given before the first period ends.
  if (action === 'extended' && state.decisionDue && date > state.decisionDue) {
    return [
      violation(
        'extension_late',
        '11.2',
        `claim ${id}: an extension must be notified by ${state.decisionDue}`,
        'date',
      ),
    ];
  }
  if (action === 'reviewExtended' && state.reviewDue && date > state.reviewDue) {
    return [
      violation(
        'extension_late',
        '11.4',
        `claim ${id}: an extension of the review must be notified by ${state.reviewDue}`,
        'date',
      ),
    ];
  }
  return [];
}

/** Plan 11.2: a period to decide a claim, in days from the date received, and its last day. */
export interface DecisionPeriod {
  days: number;
  due: IsoDate;
}

/**
 * Plan 11.2: the periods to decide a claim, both from the date it was received (11.1) at the
 * terms in force that day: `claimDecisionDays` (90), and `claimDecisionExtendedDays` (180) when
 * the claimant is notified of an extension within the first.
 */
export function decisionPeriods(
  filedOn: IsoDate,
  plan: Plan,
): { initial: DecisionPeriod; extended: DecisionPeriod } {
  const period = (days: number) => ({ days, due: plusDays(filedOn, days) });
  return {
    initial: period(plan.value('claimDecisionDays', filedOn)),
    extended: period(plan.value('claimDecisionExtendedDays', filedOn)),
  };
}

/**
 * Article XI's periods, each read at the date it runs from: 11.2 at the filing, 11.3 at the
 * denial, 11.4 at the appeal.
 */
function nextDeadlines(s: ClaimState, action: ClaimAction, date: IsoDate, plan: Plan): void {
  switch (action) {
    case 'filed':
      s.decisionDue = decisionPeriods(date, plan).initial.due; // 11.2
      break;
    case 'extended': // 11.2: longer with special circumstances, from the filing
      s.extendedOn = date;
      s.decisionDue = decisionPeriods(s.filedOn!, plan).extended.due;
      break;
    case 'denied':
      s.appealBy = plusDays(date, plan.value('claimAppealDays', date)); // 11.3
      break;
    case 'appealed':
      s.appealedOn = date;
      s.reviewDue = plusDays(date, plan.value('claimReviewDays', date)); // 11.4
      break;
    case 'reviewExtended': {
      const from = s.appealedOn ?? date; // 11.4: the extended period also runs from the appeal
      s.reviewDue = plusDays(from, plan.value('claimReviewExtendedDays', from));
      break;
    }
    case 'approved':
    case 'deniedOnReview':
      s.suitBy = plusYears(date, 1); // 11.5: sue within 1 year of the final decision
      break;
  }
}

export function applyClaimStep(
  state: ClaimState | undefined,
  id: string,
  action: ClaimAction,
  date: IsoDate,
  plan: Plan,
): ClaimState {
  // A new state: the one passed in is left as it was (rules do not change what they read).
  const s: ClaimState = state
    ? { ...state, late: [...state.late] }
    : {
        id,
        status: action,
        filedOn: date,
        decisionDue: null,
        extendedOn: null,
        appealBy: null,
        appealedOn: null,
        reviewDue: null,
        suitBy: null,
        late: [],
      };
  const decided = (due: IsoDate | null, rule: LateDecision['rule']) => {
    if (due && date > due) s.late.push({ action, date, due, rule });
  };
  if (action === 'denied') decided(s.decisionDue, '11.2');
  if (action === 'approved' || action === 'deniedOnReview')
    decided(s.reviewDue ?? s.decisionDue, s.reviewDue ? '11.4' : '11.2');
  nextDeadlines(s, action, date, plan);
  s.status = action;
  return s;
}

/** One step of a claim as recorded (FORMAT.md event `claim`). */
export interface ClaimStepEvent {
  id: string;
  action: ClaimAction;
  date: IsoDate;
}

/**
 * Article XI: each claim's state from its steps, as the engine reads them: in date order (the
 * record's order within a day), a step the engine would refuse leaving the claim as it was. For
 * callers that need more than the result's `claims` (FORMAT.md), which this leaves unchanged:
 * the date received (11.1) and the decisions made late (11.2, 11.4).
 */
export function claimStates(steps: readonly ClaimStepEvent[], plan: Plan): Map<string, ClaimState> {
  const states = new Map<string, ClaimState>();
  const byDate = [...steps].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const { id, action, date } of byDate) {
    const state = states.get(id);
    if (claimStep(state, id, action, date).length > 0) continue;
    states.set(id, applyClaimStep(state, id, action, date, plan));
  }
  return states;
}

/** What each denial notice must state (11.2(a)-(d), 11.4(a)-(d)). */
export function denialNoticeContents(
  stage: 'initial' | 'review',
): { rule: string; content: string }[] {
  if (stage === 'initial') {
    return [
      { rule: '11.2(a)', content: 'the specific reasons for the denial' },
      { rule: '11.2(b)', content: 'the plan provisions on which the denial is based' },
      {
        rule: '11.2(c)',
        content: 'any further material needed to perfect the claim and why it is needed',
      },
      {
        rule: '11.2(d)',
        content:
          'the review procedure and its time limits, including the right to sue under ERISA 502(a) after a denial on review',
      },
    ];
  }
  return [
    { rule: '11.4(a)', content: 'the specific reasons for the denial on review' },
    { rule: '11.4(b)', content: 'the plan provisions on which the decision is based' },
    {
      rule: '11.4(c)',
      content:
        'the right to reasonable access to, and free copies of, all documents relevant to the claim',
    },
    { rule: '11.4(d)', content: 'the right to sue under ERISA 502(a)' },
  ];
}
