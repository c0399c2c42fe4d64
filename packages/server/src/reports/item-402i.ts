import { fiscalYear, item402iTable, type Item402iRow } from '@defcomp/domain';
import { listParticipants } from '@defcomp/store';
import { Problem } from '../core/problems.js';
import { planNames, type ReportContext } from './context.js';
import type { ReportDocument, ReportRow } from './document.js';
import { rollForwardAnswer } from './roll-forward.js';
import { detailOf } from '../core/i18n/problem-details.js';

export interface Item402iQuery {
  fiscalYearEnd: string;
  /** The named executive officers: participant ids, comma-separated. */
  neo: string;
  knownAt?: string | undefined;
}

export interface Item402iAnswer {
  fiscalYearStart: string;
  fiscalYearEnd: string;
  knownAt: string | null;
  executives: (Item402iRow & { name: string | null })[];
}

/** The table for the fiscal year ending `fiscalYearEnd` (domain reports/item-402i.ts). */
export async function item402iAnswer(
  ctx: ReportContext,
  query: Item402iQuery,
): Promise<Item402iAnswer> {
  const neos = [...new Set(query.neo.split(',').filter((id) => id !== ''))];
  const known = new Set((await listParticipants(ctx.store.db, ctx.planId)).map((p) => p.id));
  const unknown = neos.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw new Problem('unknown_participant', {
      ...detailOf('neo_unknown', { neo: unknown }),
      field: 'neo',
    });
  const year = fiscalYear(query.fiscalYearEnd);
  const rolled = await rollForwardAnswer(ctx, { ...year, knownAt: query.knownAt });
  const { nameOf } = await planNames(ctx);
  return {
    fiscalYearStart: year.from,
    fiscalYearEnd: year.to,
    knownAt: query.knownAt ?? null,
    executives: item402iTable(rolled, neos).map((r) => ({ ...r, name: nameOf(r.participantId) })),
  };
}

export const item402iNotes = [
  'Columns of SEC Regulation S-K Item 402(i)(2): (b) executive contributions in the last fiscal year = deferrals credited (Plan 3.1-3.3); (c) registrant contributions = Company credits (3.4); (d) aggregate earnings = the investment results of the liability roll-forward (closing - opening - the other activity), all earnings, not only above-market ones; (e) aggregate withdrawals/distributions = amounts taken out of the sub-accounts for payments valued in the year; (f) aggregate balance at the last fiscal year end.',
  "The balance excludes payments valued by the year end and not yet paid (shown beside it). Prior year-end balance + (b) + (c) + (d) - (e) - forfeitures (4.2) = (f). The footnotes the Item asks for (amounts reported as compensation in the Summary Compensation Table) are the registrant's to add.",
];

/** The table as a document: one row per named executive officer. */
export async function item402iDocument(
  ctx: ReportContext,
  answer: Item402iAnswer,
): Promise<ReportDocument> {
  const { planName } = await planNames(ctx);
  const rows: ReportRow[] = answer.executives.map((r) => ({ ...r }));
  return {
    fileName: `item-402i-${answer.fiscalYearEnd}`,
    title: 'Nonqualified deferred compensation table (Regulation S-K Item 402(i))',
    planName,
    facts: [
      ['Fiscal year', `${answer.fiscalYearStart} to ${answer.fiscalYearEnd}`],
      ...(answer.knownAt ? [['From the facts known at', answer.knownAt] as [string, string]] : []),
    ],
    tables: [
      {
        heading: 'Named executive officers',
        columns: [
          { key: 'participantId', header: '(a) Name: participant', weight: 0.9 },
          { key: 'name', header: 'Name', weight: 1.3 },
          {
            key: 'executiveContributions',
            header: '(b) Executive contributions in last FY',
            money: true,
          },
          {
            key: 'registrantContributions',
            header: '(c) Registrant contributions in last FY',
            money: true,
          },
          { key: 'aggregateEarnings', header: '(d) Aggregate earnings in last FY', money: true },
          {
            key: 'aggregateWithdrawalsDistributions',
            header: '(e) Aggregate withdrawals/ distributions',
            money: true,
          },
          {
            key: 'aggregateBalanceAtYearEnd',
            header: '(f) Aggregate balance at last FYE',
            money: true,
          },
          { key: 'priorYearEndBalance', header: 'Balance at prior FYE', money: true },
          { key: 'forfeitures', header: 'Forfeitures (4.2)', money: true },
          { key: 'fixedUnpaidAtYearEnd', header: 'Valued, unpaid at FYE', money: true },
        ],
        rows,
      },
    ],
    notes: item402iNotes,
  };
}
