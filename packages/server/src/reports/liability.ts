import type { LiabilityTotals } from '@defcomp/domain';
import type { PlanContext } from '../core/context.js';
import { planLiability } from './plan-liability.js';
import { planNames, type ReportContext } from './context.js';
import type { ReportDocument, ReportRow } from './document.js';
import { liabilityNotes } from './notes.js';

// Plan 10.1: the liability as of a date (routes/reports.ts) as a document, for its CSV and PDF
// (issue 10 item 8): the same figures as its JSON, through the reports' one CSV/PDF writer.

export interface LiabilityAnswer {
  asOf: string;
  knownAt: string | null;
  participants: {
    participantId: string;
    name: string | null;
    balances: Record<string, string>;
    totals: LiabilityTotals;
  }[];
  totals: LiabilityTotals;
}

/** What the plan owes as of `asOf`, per participant (with his name) and sub-account. */
export async function liabilityAnswer(
  ctx: PlanContext,
  query: { asOf: string; knownAt?: string },
): Promise<LiabilityAnswer> {
  const { nameOf } = await planNames(ctx);
  const { participants: rows, totals } = await planLiability(ctx, query);
  const participants = rows.map(({ participantId, ...row }) => ({
    participantId,
    name: nameOf(participantId),
    ...row,
  }));
  return { asOf: query.asOf, knownAt: query.knownAt ?? null, participants, totals };
}

const totalColumns = [
  { key: 'RTA', header: 'RTA', money: true },
  { key: 'SDA', header: 'SDAs', money: true },
  { key: 'CCA', header: 'CCA', money: true },
  { key: 'CCAVested', header: 'CCA vested (4.2)', money: true },
  { key: 'fixedUnpaid', header: 'Payments fixed, unpaid', money: true },
  { key: 'owed', header: 'Owed (vested)', money: true },
  { key: 'total', header: 'Liability', money: true },
];

/** The liability as a document: per participant (the CSV), and per sub-account. */
export async function liabilityDocument(
  ctx: ReportContext,
  answer: LiabilityAnswer,
): Promise<ReportDocument> {
  const { planName } = await planNames(ctx);
  const rows: ReportRow[] = [
    ...answer.participants.map((p) => ({
      participantId: p.participantId,
      name: p.name,
      ...p.totals,
    })),
    { participantId: 'TOTAL', name: null, ...answer.totals },
  ];
  const accounts: ReportRow[] = answer.participants.flatMap((p) =>
    Object.entries(p.balances).map(([account, balance]) => ({
      participantId: p.participantId,
      account,
      balance,
    })),
  );
  return {
    fileName: `liability-${answer.asOf}`,
    title: 'Liability as of a date (Plan 10.1)',
    planName,
    facts: [
      ['As of', answer.asOf],
      ...(answer.knownAt ? [['From the facts known at', answer.knownAt] as [string, string]] : []),
    ],
    tables: [
      {
        heading: 'By participant',
        columns: [
          { key: 'participantId', header: 'Participant', weight: 0.8 },
          { key: 'name', header: 'Name', weight: 1.3 },
          ...totalColumns,
        ],
        rows,
        bold: [rows.length - 1],
      },
      {
        heading: 'By participant and sub-account',
        columns: [
          { key: 'participantId', header: 'Participant' },
          { key: 'account', header: 'Sub-account' },
          { key: 'balance', header: 'Balance', money: true },
        ],
        rows: accounts,
      },
    ],
    notes: liabilityNotes,
  };
}
