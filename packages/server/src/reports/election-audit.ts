import {
  admittedPlan,
  electionAudit,
  parseScenario,
  recordAsOf,
  type ElectionAuditRow,
  type ParticipantEvent,
  type RefusalJson,
} from '@defcomp/domain';
import { listFacts, loadPaymentsMade, loadScenario } from '@defcomp/store';
import { easternToday } from '../core/clock.js';
import { evaluateInput, planNames, type ReportContext } from './context.js';
import type { AsOfQuery } from './cash-flow.js';
import type { ReportDocument, ReportRow } from './document.js';

export interface ElectionAuditAnswer {
  asOf: string;
  knownAt: string | null;
  elections: (ElectionAuditRow & { name: string | null })[];
  totals: {
    filings: number;
    timely: number;
    late: number;
    refused: number;
    recordedAfterDeadline: number;
  };
}

/**
 * Pub. 5528's questions, from the record: every election and schedule change filed by `asOf`
 * (as known at `knownAt`), with when the fact log received it, evaluated by the engine through
 * `asOf` (its refusals are the verdicts; domain reports/election-audit.ts the deadlines).
 */
export async function electionAuditAnswer(
  ctx: ReportContext,
  query: AsOfQuery,
): Promise<ElectionAuditAnswer> {
  const asOf = query.asOf ?? easternToday(ctx.clock);
  const { db } = ctx.store;
  const { planId } = ctx;
  const loaded = await loadScenario(db, { planId, asOf, knownAt: query.knownAt });
  const input = recordAsOf(loaded, asOf, asOf);
  // Known to no one yet (`knownAt` before the participants were recorded): nothing was filed.
  if (input.participants.length === 0)
    return { ...emptyAudit(), asOf, knownAt: query.knownAt ?? null };
  const parsed = parseScenario(input);
  if (!parsed.ok)
    throw new Error(`assertion: the record is not a valid scenario: ${parsed.errors[0]?.message}`);
  const made = await loadPaymentsMade(db, { planId, knownAt: query.knownAt });
  const results: Record<string, { refused: RefusalJson[] }> = (await evaluateInput(input, made))
    .participants;
  const facts = await listFacts(db, { planId, knownAt: query.knownAt });
  const { nameOf } = await planNames(ctx);
  const audited = parsed.scenario.participants.map((p) => {
    // Each event is matched to the fact that recorded it (corrected ones are the replacement).
    const own = facts.filter((f) => f.participantId === p.id);
    const used = new Set<number>();
    const recorded = p.events.map((event: ParticipantEvent) => {
      const text = JSON.stringify(event);
      const fact = own.find((f) => !used.has(f.seq) && JSON.stringify(f.event) === text);
      if (!fact) return null;
      used.add(fact.seq);
      return { recordedAt: fact.recordedAt, recordedBy: fact.recordedBy };
    });
    const refused = results[p.id]?.refused ?? [];
    return { participantId: p.id, events: p.events, refused, recorded };
  });
  const rows = electionAudit(audited, admittedPlan(parsed.scenario).plan);
  const count = (pick: (r: ElectionAuditRow) => boolean) => rows.filter(pick).length;
  return {
    asOf,
    knownAt: query.knownAt ?? null,
    elections: rows.map((r) => ({ ...r, name: nameOf(r.participantId) })),
    totals: {
      filings: rows.length,
      timely: count((r) => r.result === 'timely'),
      late: count((r) => r.result === 'late'),
      refused: count((r) => r.result === 'refused'),
      recordedAfterDeadline: count((r) => r.recordedAfterDeadline),
    },
  };
}

const emptyAudit = () => ({
  elections: [],
  totals: { filings: 0, timely: 0, late: 0, refused: 0, recordedAfterDeadline: 0 },
});

export const electionAuditNotes = [
  "Every deferral election (3.1-3.2) and every change to the time or form of payment (Article VI) filed by the as-of date, from the fact log, with the engine's verdict as the record stood then.",
  "Deadlines are 11:59 p.m. Eastern on the day shown (3.2(b)): first-year elections 3.2(a) (days after the notice of eligibility), annual 3.2(b) (the end of the year before the Plan Year), performance-based 3.2(c) (6 months before the period ends, §1.409A-2(a)(8)), schedule changes 6.2 (12 months before the first payment replaced, §1.409A-2(b)(1)(iii)); a change to the RTA's schedule depends on the Separation and is judged by the engine alone.",
  'Result: timely (accepted), late (refused for its timing), refused (refused on another rule, named). "Recorded after deadline": filed (dated) by its deadline but received by the record after it: the evidence of its timely filing is worth keeping.',
];

/** The audit as a document: one line per filing. */
export async function electionAuditDocument(
  ctx: ReportContext,
  answer: ElectionAuditAnswer,
): Promise<ReportDocument> {
  const { planName } = await planNames(ctx);
  const rows: ReportRow[] = answer.elections.map((r) => ({
    filedAt: r.filedAt,
    participantId: r.participantId,
    name: r.name,
    type: r.type,
    kind: r.kind,
    planYear: r.planYear,
    recordedAt: r.recordedAt,
    recordedBy: r.recordedBy,
    deadline: r.deadline,
    deadlineRule: r.deadlineRule,
    deadlineBasis: r.deadlineBasis,
    result: r.result,
    rules: r.rules.join(' '),
    message: r.message,
    recordedAfterDeadline: r.recordedAfterDeadline ? 'yes' : 'no',
  }));
  const t = answer.totals;
  return {
    fileName: `election-audit-${answer.asOf}`,
    title: 'Election audit: deferral elections and schedule changes (IRS Pub. 5528)',
    planName,
    facts: [
      ['As of', answer.asOf],
      ...(answer.knownAt ? [['From the facts known at', answer.knownAt] as [string, string]] : []),
      [
        'Filings',
        `${t.filings}: ${t.timely} timely, ${t.late} late, ${t.refused} refused on another rule; ${t.recordedAfterDeadline} recorded after their deadline`,
      ],
    ],
    tables: [
      {
        heading: 'Filings',
        columns: [
          { key: 'filedAt', header: 'Filed at', weight: 1.5 },
          { key: 'participantId', header: 'Participant', weight: 0.9 },
          { key: 'name', header: 'Name', weight: 1.2 },
          { key: 'type', header: 'Type', weight: 1 },
          { key: 'kind', header: 'Kind / sub-account', weight: 1 },
          { key: 'planYear', header: 'Plan Year', weight: 0.6 },
          { key: 'recordedAt', header: 'Recorded at', weight: 1.5 },
          { key: 'recordedBy', header: 'By', weight: 0.8 },
          { key: 'deadline', header: 'Deadline', weight: 0.9 },
          { key: 'deadlineRule', header: 'Rule', weight: 0.5 },
          { key: 'result', header: 'Result', weight: 0.6 },
          { key: 'rules', header: 'Rules broken', weight: 0.7 },
          { key: 'message', header: 'Why', weight: 2 },
          { key: 'recordedAfterDeadline', header: 'Recorded late', weight: 0.6 },
        ],
        rows,
      },
    ],
    notes: electionAuditNotes,
  };
}
