/**
 * The election wizard's pure state (issue 12 item 2): the kind of election and its window, the
 * draft pre-filled from the elections and payment schedules in force, and the request body.
 * The form checks formats and the plan's limits as the server gives them (election-state.ts);
 * whether the plan accepts the choices is the server's (the preview and dry run answer it).
 */
import type { ElectionBody, Schedule } from '../api/types';
import {
  annualDeadline,
  buildElectionBody,
  components,
  emptyElection,
  emptySchedule,
  newAccount,
  type AccountDraft,
  type ElectionDraft,
  type ScheduleDraft,
} from '../forms/election-state';

export type WizardKind = 'annual' | 'initial' | 'performance';

export interface PerformancePeriod {
  start: string;
  end: string;
  criteriaSetOn: string;
}

export interface WizardDraft {
  kind: WizardKind;
  period: PerformancePeriod;
  draft: ElectionDraft;
}

/** An election or schedule change as recorded (a fact's event). */
export interface RecordedEvent {
  type: string;
  filedAt?: string;
  deferrals?: Record<string, number>;
  allocation?: { account: string; pct: number }[];
  schedules?: Record<string, Schedule>;
  investments?: Record<string, Record<string, number>>;
  account?: string;
  schedule?: Schedule;
}

const byFiling = (a: RecordedEvent, b: RecordedEvent) =>
  (a.filedAt ?? '').localeCompare(b.filedAt ?? '');

/**
 * 6.1: a sub-account has one schedule, set by the first election that states it; Article VI
 * changes replace it. The schedules in force, by sub-account.
 */
export function schedulesInForce(events: readonly RecordedEvent[]): Record<string, Schedule> {
  const inForce: Record<string, Schedule> = {};
  for (const e of [...events].sort(byFiling)) {
    if (e.type === 'election')
      for (const [account, schedule] of Object.entries(e.schedules ?? {}))
        inForce[account] ??= schedule;
    if (e.type === 'scheduleChange' && e.account && e.schedule) inForce[e.account] = e.schedule;
  }
  return inForce;
}

export function scheduleDraft(schedule: Schedule | undefined): ScheduleDraft {
  if (schedule === undefined) return emptySchedule();
  const s = schedule as {
    form: ScheduleDraft['form'];
    years?: number;
    lumpPct?: number;
    start?: { monthsAfterSeparation?: number };
  };
  return {
    form: s.form,
    years: s.years === undefined ? '' : String(s.years),
    lumpPct: s.lumpPct === undefined ? '' : String(s.lumpPct),
    startMonths:
      s.start?.monthsAfterSeparation === undefined ? '' : String(s.start.monthsAfterSeparation),
  };
}

/**
 * The draft for the Plan Year: the latest election's deferrals, sub-accounts and investments,
 * each sub-account's schedule the one in force (so that it is accepted unchanged, 6.1); a
 * participant who never elected starts with everything to the RTA (3.1(b)'s default).
 */
export function prefilledDraft(
  events: readonly RecordedEvent[],
  planYear: number,
): { draft: ElectionDraft; inForce: Record<string, Schedule> } {
  const inForce = schedulesInForce(events);
  const latest = [...events]
    .filter((e) => e.type === 'election' && e.allocation !== undefined)
    .sort(byFiling)
    .at(-1);
  const draft = emptyElection(planYear);
  if (latest === undefined) {
    draft.accounts = [{ ...newAccount('RTA', '100'), schedule: scheduleDraft(inForce.RTA) }];
    return { draft, inForce };
  }
  for (const c of components) {
    const pct = latest.deferrals?.[c];
    draft.deferrals[c] = pct === undefined ? '' : String(pct);
  }
  draft.accounts = (latest.allocation ?? []).map(({ account, pct }): AccountDraft => ({
    account,
    pct: String(pct),
    schedule: scheduleDraft(inForce[account] ?? latest.schedules?.[account]),
    investments: Object.fromEntries(
      Object.entries(latest.investments?.[account] ?? {}).map(([f, p]) => [f, String(p)]),
    ),
  }));
  return { draft, inForce };
}

/** The deadline the wizard shows (11:59 p.m. Eastern on it) and its rule. */
export function wizardDeadline(
  w: WizardDraft,
  window: { closesOn: string } | undefined,
): { date: string | undefined; rule: string } {
  if (w.kind === 'annual') return { date: annualDeadline(w.draft.planYear), rule: '3.2(b)' };
  if (w.kind === 'initial') return { date: window?.closesOn, rule: '3.2(a)' };
  // 3.2(c): 6 months before the performance period ends.
  const end = w.period.end;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(end)) return { date: undefined, rule: '3.2(c)' };
  const month = Number(end.slice(0, 4)) * 12 + Number(end.slice(5, 7)) - 1 - 6;
  const y = Math.floor(month / 12);
  const m = (month % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const day = Math.min(Number(end.slice(8, 10)), last);
  return {
    date: `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    rule: '3.2(c)',
  };
}

/** The request body of the election the wizard files (and previews). */
export type WizardBody = Omit<ElectionBody, 'kind' | 'planYear'> & {
  kind: WizardKind;
  planYear?: number;
  performancePeriod?: PerformancePeriod;
};

export function wizardBody(w: WizardDraft): WizardBody {
  const body = buildElectionBody({
    ...w.draft,
    kind: w.kind === 'performance' ? 'annual' : w.kind,
  });
  if (w.kind !== 'performance') return body;
  // 3.2(c): a performance-based election names its period, not a Plan Year.
  const { planYear: _planYear, ...rest } = body;
  return { ...rest, kind: 'performance', performancePeriod: w.period };
}
