import { easternDate, parseInstant } from '../calendar/eastern.js';
import { plusMonths, type IsoDate } from '../engine/days.js';
import { specifiedDate } from '../engine/payouts.js';
import { firstYearElectionLastDay } from '../eligibility/first-year-window.js';
import type { ParticipantEvent } from '../model/index.js';
import type { Plan } from '../plan/plan-definition.js';
import {
  PERFORMANCE_ELECTION_MONTHS_BEFORE_END,
  SUBSEQUENT_ELECTION_LEAD_MONTHS,
} from '../reference/section-409a.js';
import type { RefusalJson } from '../scenario/evaluate.js';

// The election audit (IRS Pub. 5528, the 409A audit technique guide, asks for every deferral
// election and every change to the time and form of payment, when each was made and whether it
// met its deadline). Each election and schedule change of the record with its filing instant,
// the instant the record received it, the deadline it had to meet (11:59 p.m. Eastern of the
// day named) and the engine's verdict: timely (accepted) or refused with the rules it broke.

export type AuditedEvent = Extract<ParticipantEvent, { type: 'election' | 'scheduleChange' }>;

export interface ElectionAuditRow {
  participantId: string;
  /** The event's place among his events (the engine's refusal index). */
  index: number;
  type: 'election' | 'scheduleChange';
  /** election: initial | annual | performance; scheduleChange: the sub-account changed. */
  kind: string;
  /** The Plan Year an election covers (its performance period's end year); null for a change. */
  planYear: number | null;
  filedAt: string;
  /** The Eastern calendar day of the filing (3.2(b): deadlines are 11:59 p.m. Eastern). */
  filedOn: IsoDate;
  /** When the record received it (the fact log), and who recorded it; null when not found. */
  recordedAt: string | null;
  recordedBy: string | null;
  /** The last day it could be filed (by 11:59 p.m. Eastern); null when the engine alone knows. */
  deadline: IsoDate | null;
  /** The rule that sets the deadline, and how it is counted. */
  deadlineRule: string;
  deadlineBasis: string;
  /**
   * `timely`: accepted. `late`: refused for its timing (the deadline, or a first-year window it
   * did not have). `refused`: timely or not, refused on another rule (named in `rules`).
   */
  result: 'timely' | 'late' | 'refused';
  /** The rules a refusal cites and its message (the engine's, scenario/evaluate.ts). */
  rules: string[];
  message: string | null;
  /** Recorded after the end of its deadline day while filed by it: a late-recorded filing. */
  recordedAfterDeadline: boolean;
}

export interface AuditedParticipant {
  participantId: string;
  events: readonly ParticipantEvent[];
  refused: readonly RefusalJson[];
  /** Per event (same index), when the record received it and from whom. */
  recorded: readonly ({ recordedAt: string; recordedBy: string } | null)[];
}

interface Deadline {
  deadline: IsoDate | null;
  rule: string;
  basis: string;
}

/** 3.2(a): the first-year window of the latest eligibility notice on or before the filing. */
function initialDeadline(
  events: readonly ParticipantEvent[],
  filedOn: IsoDate,
  plan: Plan,
): Deadline {
  const notice = events
    .flatMap((e) => (e.type === 'eligible' ? [e] : []))
    .filter((e) => e.date <= filedOn)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .pop();
  const basis = 'days after the notice of eligibility (first-year window)';
  if (!notice)
    return { deadline: null, rule: '3.2(a)', basis: `no notice of eligibility: ${basis}` };
  const notifiedOn = notice.notifiedOn ?? notice.date;
  return {
    deadline: firstYearElectionLastDay(plan, notifiedOn),
    rule: '3.2(a)',
    basis: `${plan.value('initialElectionDays', notifiedOn)} ${basis} on ${notifiedOn}`,
  };
}

function electionDeadline(
  event: Extract<AuditedEvent, { type: 'election' }>,
  events: readonly ParticipantEvent[],
  filedOn: IsoDate,
  plan: Plan,
): Deadline {
  if (event.kind === 'annual') {
    // 3.2(b), §1.409A-2(a)(3): by the end of the year before the Plan Year.
    return {
      deadline: `${event.planYear! - 1}-12-31`,
      rule: '3.2(b)',
      basis: `the end of the year before Plan Year ${event.planYear}`,
    };
  }
  if (event.kind === 'initial') return initialDeadline(events, filedOn, plan);
  // 3.2(c), §1.409A-2(a)(8): at least 6 months before the performance period ends.
  const end = event.performancePeriod!.end;
  return {
    deadline: plusMonths(end, -PERFORMANCE_ELECTION_MONTHS_BEFORE_END),
    rule: '3.2(c)',
    basis: `${PERFORMANCE_ELECTION_MONTHS_BEFORE_END} months before the performance period ends on ${end}`,
  };
}

/**
 * 6.2, §1.409A-2(b)(1)(iii): 12 months before the first payment the change replaces. For a
 * Specified Date Account that is its specified date; for the RTA it depends on a Separation
 * (and whether he is a Key Employee), known to the engine only: its verdict stands alone.
 */
function changeDeadline(
  event: Extract<AuditedEvent, { type: 'scheduleChange' }>,
  plan: Plan,
): Deadline {
  const basis = `${SUBSEQUENT_ELECTION_LEAD_MONTHS} months before the first payment it replaces`;
  if (event.account.startsWith('SDA:')) {
    const first = specifiedDate(event.account.slice(4), plan);
    return {
      deadline: plusMonths(first, -SUBSEQUENT_ELECTION_LEAD_MONTHS),
      rule: '6.2',
      basis: `${basis} (the specified date ${first})`,
    };
  }
  return { deadline: null, rule: '6.2', basis: `${basis} (set by the Separation: see the result)` };
}

/** Every election and schedule change of every participant, in filing order. */
export function electionAudit(
  participants: readonly AuditedParticipant[],
  plan: Plan,
): ElectionAuditRow[] {
  const rows: ElectionAuditRow[] = [];
  for (const p of participants) {
    p.events.forEach((event, index) => {
      if (event.type !== 'election' && event.type !== 'scheduleChange') return;
      const filedOn = easternDate(parseInstant(event.filedAt)).toString();
      const d =
        event.type === 'election'
          ? electionDeadline(event, p.events, filedOn, plan)
          : changeDeadline(event, plan);
      const refusal = p.refused.find((r) => r.index === index);
      const recorded = p.recorded[index] ?? null;
      const recordedOn = recorded && easternDate(parseInstant(recorded.recordedAt)).toString();
      rows.push({
        participantId: p.participantId,
        index,
        type: event.type,
        kind: event.type === 'election' ? event.kind : event.account,
        planYear:
          event.type !== 'election'
            ? null
            : (event.planYear ?? Number(event.performancePeriod!.end.slice(0, 4))),
        filedAt: event.filedAt,
        filedOn,
        recordedAt: recorded?.recordedAt ?? null,
        recordedBy: recorded?.recordedBy ?? null,
        deadline: d.deadline,
        deadlineRule: d.rule,
        deadlineBasis: d.basis,
        result: !refusal
          ? 'timely'
          : refusal.codes.some((c) => TIMING_CODES.has(c))
            ? 'late'
            : 'refused',
        rules: refusal?.rules ?? [],
        message: refusal?.message ?? null,
        recordedAfterDeadline:
          d.deadline !== null &&
          recordedOn !== null &&
          filedOn <= d.deadline &&
          recordedOn > d.deadline,
      });
    });
  }
  return rows.sort(
    (a, b) =>
      parseInstant(a.filedAt).epochMilliseconds - parseInstant(b.filedAt).epochMilliseconds ||
      cmp(a.participantId, b.participantId) ||
      a.index - b.index,
  );
}

/** The engine's timing refusals (engine/elections.ts, engine/schedule-change.ts). */
export const TIMING_CODES = new Set([
  'initial_election_late',
  'no_first_year_window',
  'annual_election_late',
  'enrollment_not_open',
  'performance_election_late',
  'performance_criteria_late',
  'change_too_late',
]);

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
