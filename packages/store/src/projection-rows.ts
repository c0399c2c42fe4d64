import type { ParticipantProjection, PaymentJson } from '@defcomp/domain';
import { holdingRows } from './holding-points.js';
import { activityOf, activityYears, lastValuations } from './projection-activity.js';
import { packTraces, type ResultTraces } from './result-traces.js';

// A projection laid out as the rows the store writes (issue 23 items 1 and 6): the result and
// its traces as JSON, and each derived table's rows as one JSON array of arrays. Pure, with no
// database, so the worker thread that computed the projection lays it out too
// (`@defcomp/store/rows`): what crosses back to the main thread is a few strings a participant,
// not the thousands of objects of his entries, holdings and deferrals, which the main thread
// had to receive, lay out and collect (bench B7's profile: most of its time that was not SQL).

export const derivedTables = [
  'projection_activity',
  'projection_valuations',
  'projection_holdings',
  'projection_holding_points',
  'projection_payments',
  'projection_refusals',
  'projection_accounts',
  'projection_vesting',
] as const;
export type DerivedTable = (typeof derivedTables)[number];

/** A derived table's columns after its owner's (plan_id, participant_id), in insert order. */
export type Columns = readonly (readonly [name: string, type: 'text' | 'integer' | 'bigint'])[];

export const derivedColumns: Record<DerivedTable, Columns> = {
  projection_activity: [
    ['year', 'integer'],
    ['lines', 'text'],
  ],
  projection_valuations: [
    ['fund_id', 'text'],
    ['last_valued_at', 'text'],
  ],
  projection_holdings: [
    ['account', 'text'],
    ['fund_id', 'text'],
    ['from_date', 'text'],
    ['until_date', 'text'],
    ['units', 'bigint'],
    ['last_from', 'text'],
  ],
  projection_holding_points: [
    ['account', 'text'],
    ['fund_id', 'text'],
    ['from_date', 'text'],
    ['points', 'text'],
  ],
  projection_payments: [
    ['seq', 'integer'],
    ['date', 'text'],
    ['valued_at', 'text'],
    ['account', 'text'],
    ['benefit', 'text'],
    ['amount', 'text'],
    ['installment', 'text'],
    ['payee', 'text'],
    ['on_time_through', 'text'],
    ['rules', 'text'],
    ['trace', 'text'],
    ['extra', 'text'],
  ],
  projection_refusals: [
    ['seq', 'integer'],
    ['event_date', 'text'],
    ['refusal', 'text'],
  ],
  projection_accounts: [
    ['account', 'text'],
    ['opened_on', 'text'],
  ],
  projection_vesting: [
    ['from_date', 'text'],
    ['until_date', 'text'],
    ['pct', 'integer'],
  ],
};

/** A built projection as its rows: the `projections` row's result and traces, and the tables'. */
export interface ProjectionRows {
  participantId: string;
  horizon: string;
  result: string;
  traces: string;
  /** Each table's rows (its columns after the owner's) as a JSON array of arrays; absent: none. */
  rows: Partial<Record<DerivedTable, string>>;
}

export function projectionRows(p: ParticipantProjection): ProjectionRows {
  const { payments, refused, ...rest } = p.result;
  const rows: ProjectionRows['rows'] = {};
  const put = <T>(
    table: DerivedTable,
    items: readonly T[],
    row: (item: T, i: number) => Cell[],
  ) => {
    if (items.length > 0) rows[table] = JSON.stringify(items.map(row));
  };
  // The entries themselves are not kept: their yearly sums and last Valuation Dates are.
  put('projection_activity', activityYears(activityOf(p.entries)), (a) => [a.year, a.lines]);
  put('projection_valuations', lastValuations(p.entries), (v) => [v.fund, v.lastValuedAt]);
  const holdings = holdingRows(p.holdings);
  put('projection_holdings', holdings, (h) => [
    h.account,
    h.fund,
    h.from,
    h.until,
    h.units.toString(),
    h.lastFrom,
  ]);
  // Apart from their rows, which the valuation passes over (migration holding-points-apart).
  put(
    'projection_holding_points',
    holdings.filter((h) => h.points !== null),
    (h) => [h.account, h.fund, h.from, h.points],
  );
  put('projection_payments', payments, (pay, seq) => [
    seq,
    pay.date,
    pay.valuedAt,
    pay.account,
    pay.benefit,
    pay.amount,
    pay.installment ? pay.installment.join('/') : null,
    pay.payee,
    pay.onTimeThrough,
    JSON.stringify(pay.rules),
    pay.trace ? JSON.stringify(pay.trace) : null,
    paymentExtra(pay),
  ]);
  put('projection_refusals', refused, (r, seq) => [
    seq,
    p.refusedOn[seq] ?? null,
    JSON.stringify(r),
  ]);
  put('projection_accounts', p.accounts, (a) => [a.account, a.openedOn]);
  put('projection_vesting', p.vesting, (v) => [v.from, v.until, v.pct]);
  return { participantId: p.participantId, horizon: p.horizon, ...storedResult(rest), rows };
}

type Cell = string | number | null;

type StoredResult = Omit<ParticipantProjection['result'], 'payments' | 'refused'>;

/** The result's columns: the result without traces, and the traces apart. */
function storedResult(rest: StoredResult): { result: string; traces: string } {
  const traces: ResultTraces = { deferrals: [], companyCredits: [] };
  const deferrals = rest.deferrals.map(({ trace, ...deferral }) => {
    traces.deferrals.push(trace ?? null);
    return deferral;
  });
  const companyCredits = rest.companyCredits.map(({ trace, ...credit }) => {
    traces.companyCredits.push(trace ?? null);
    return credit;
  });
  return {
    result: JSON.stringify({ ...rest, deferrals, companyCredits }),
    traces: packTraces(traces),
  };
}

/**
 * A payment's facts beyond the columns (migration payments-made): paid by a run, what the
 * record now computes for it, its shortfall, prices pending, a make-up payment, the second
 * payment of a key (occurrence, 5.5). Null: none.
 */
function paymentExtra(pay: PaymentJson): string | null {
  const { paid, due, unfunded, pricesPending, makeUp, occurrence } = pay;
  const extra = { paid, due, unfunded, pricesPending, makeUp, occurrence };
  return Object.values(extra).some((v) => v !== undefined) ? JSON.stringify(extra) : null;
}
