import { keyEmployeeReport, recordAsOf, type KeyEmployeeReport } from '@defcomp/domain';
import { listFacts, loadPaymentsMade, loadScenario } from '@defcomp/store';
import { easternToday } from '../core/clock.js';
import type { AsOfQuery } from './cash-flow.js';
import { evaluateInput, planNames, type ReportContext } from './context.js';
import type { ReportDocument } from './document.js';
import { keyEmployeeTrace, type DecisionStep } from './decision-traces.js';

export interface KeyEmployeesAnswer extends Omit<KeyEmployeeReport, 'periods'> {
  knownAt: string | null;
  /** Each period with how it was decided (1.20, Treas. Reg. §1.409A-1(i)), step by step. */
  periods: (KeyEmployeeReport['periods'][number] & {
    name: string | null;
    trace: DecisionStep[];
  })[];
  /** The Committee's identifications (facts), with when they were recorded and by whom. */
  identifications: {
    participantId: string;
    identificationDate: string;
    recordedAt: string;
    recordedBy: string;
  }[];
}

/** Plan 1.20: the Key Employee periods and list as of a date, from the facts known at `knownAt`. */
export async function keyEmployeesAnswer(
  ctx: ReportContext,
  query: AsOfQuery,
): Promise<KeyEmployeesAnswer> {
  const asOf = query.asOf ?? easternToday(ctx.clock);
  const { db } = ctx.store;
  const { planId } = ctx;
  const loaded = await loadScenario(db, { planId, asOf, knownAt: query.knownAt });
  const input = recordAsOf(loaded, asOf, asOf);
  const made = await loadPaymentsMade(db, { planId, knownAt: query.knownAt });
  const participants =
    input.participants.length === 0 ? {} : (await evaluateInput(input, made)).participants;
  const report = keyEmployeeReport(participants, asOf);
  const { nameOf } = await planNames(ctx);
  const facts = await listFacts(db, { planId, type: 'keyEmployee', knownAt: query.knownAt });
  const identifications = facts
    .map((f) => ({
      participantId: f.participantId ?? '',
      identificationDate: (f.event as { identificationDate?: string }).identificationDate ?? '',
      recordedAt: f.recordedAt,
      recordedBy: f.recordedBy,
    }))
    .filter((i) => i.identificationDate <= asOf);
  // A period follows the latest identification of him before it starts (1.20).
  const identifiedFor = (participantId: string, from: string) =>
    identifications
      .filter((i) => i.participantId === participantId && i.identificationDate < from)
      .map((i) => i.identificationDate)
      .sort()
      .at(-1);
  return {
    ...report,
    knownAt: query.knownAt ?? null,
    periods: report.periods.map((p) => ({
      ...p,
      name: nameOf(p.participantId),
      trace: keyEmployeeTrace(p, identifiedFor(p.participantId, p.from), asOf),
    })),
    identifications,
  };
}

/** The list as a document: the periods (current first in the PDF's facts), the identifications. */
export async function keyEmployeesDocument(
  ctx: ReportContext,
  answer: KeyEmployeesAnswer,
): Promise<ReportDocument> {
  const { planName } = await planNames(ctx);
  return {
    fileName: `key-employees-${answer.asOf}`,
    title: 'Key Employees (Plan 1.20, Treas. Reg. §1.409A-1(i))',
    planName,
    facts: [
      ['As of', answer.asOf],
      ...(answer.knownAt ? [['From the facts known at', answer.knownAt] as [string, string]] : []),
      ['Key Employees on that date', answer.current.join(', ') || 'none'],
    ],
    tables: [
      {
        heading: 'Key Employee periods',
        columns: [
          { key: 'participantId', header: 'Participant' },
          { key: 'name', header: 'Name', weight: 2 },
          { key: 'from', header: 'From' },
          { key: 'to', header: 'To' },
          { key: 'status', header: 'On the as-of date' },
        ],
        rows: answer.periods.map(({ trace: _, ...p }) => ({ ...p })),
      },
      {
        heading: 'Identifications by the Committee (facts)',
        columns: [
          { key: 'participantId', header: 'Participant' },
          { key: 'identificationDate', header: 'Identification date' },
          { key: 'recordedAt', header: 'Recorded at', weight: 1.5 },
          { key: 'recordedBy', header: 'By' },
        ],
        rows: answer.identifications.map((i) => ({ ...i })),
      },
    ],
    notes: [
      'A participant identified as a Key Employee on an identification date is one for the 12 months from the effective date that follows (Plan 1.20, §1.409A-1(i)(3)-(4)); a payment on his Separation from Service during them waits six months (5.1(b), §1.409A-3(i)(2)).',
    ],
  };
}
