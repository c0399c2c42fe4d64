// The reports' answers (issue 10 item 8) as TypeBox schemas: documented in /api/docs, and held
// equal to the domain's types (a field added there and not here fails the build).
import { DateText, form1099Boxes, MoneyText, same, w2Boxes } from '@defcomp/domain';
import Type, { type Static, type TSchema } from 'typebox';
import { LiabilityTotals, Nullable, Text } from '../core/responses.js';
import type { CashFlowAnswer } from './cash-flow.js';
import type { ElectionAuditAnswer } from './election-audit.js';
import type { Item402iAnswer } from './item-402i.js';
import type { KeyEmployeesAnswer } from './key-employees.js';
import type { RollForwardAnswer } from './roll-forward.js';
import type { TaxDataAnswer } from './tax-data.js';

/** A type with its intersections flattened, all the way down (for `same`). */
type Deep<T> = T extends readonly (infer U)[]
  ? Deep<U>[]
  : T extends object
    ? { [K in keyof T]: Deep<T[K]> }
    : T;

/** Issue 22 item 4: a decision's step, the rule it cites, its inputs and outcome (decision-traces.ts). */
const DecisionSteps = Type.Array(
  Type.Object({
    step: Text,
    rule: Text,
    inputs: Type.Record(Type.String(), Text),
    outcome: Type.Record(Type.String(), Text),
  }),
);

const figureProperties = {
  opening: MoneyText,
  deferrals: MoneyText,
  companyCredits: MoneyText,
  transfers: MoneyText,
  payments: MoneyText,
  forfeitures: MoneyText,
  investmentResults: MoneyText,
  closing: MoneyText,
};
const Split = Type.Object({ vested: MoneyText, unvested: MoneyText });
const summaryProperties = {
  ...figureProperties,
  vesting: Type.Object({ opening: Split, closing: Split }),
  fixedUnpaid: Type.Object({ opening: MoneyText, closing: MoneyText }),
  liabilityClosing: MoneyText,
};

/** Plan 10.1 over a period: what moved each sub-account and fund from opening to closing. */
export const RollForward = Type.Object(
  {
    from: DateText,
    to: DateText,
    openingAsOf: DateText,
    knownAt: Nullable(Text),
    participants: Type.Array(
      Type.Object({
        participantId: Text,
        name: Nullable(Text),
        lines: Type.Array(Type.Object({ account: Text, fund: Text, ...figureProperties })),
        ...summaryProperties,
      }),
    ),
    funds: Type.Array(Type.Object({ fund: Text, ...figureProperties })),
    totals: Type.Object(summaryProperties),
  },
  {
    description:
      'The liability roll-forward: opening + deferrals + company credits + transfers + payments + forfeitures + investment results (the balancing figure) = closing',
  },
);

same<Deep<Static<typeof RollForward>>, Deep<RollForwardAnswer>>(true);

const Bucket = Type.Object({
  period: Text,
  payments: Type.Integer({ minimum: 0 }),
  total: MoneyText,
  estimated: MoneyText,
});

/** The trust's cash needs: payments due and scheduled after the as-of date, by month and year. */
export const CashFlow = Type.Object(
  {
    asOf: DateText,
    knownAt: Nullable(Text),
    horizon: DateText,
    payments: Type.Array(
      Type.Object({
        date: DateText,
        participantId: Text,
        name: Nullable(Text),
        account: Text,
        benefit: Text,
        payee: Text,
        installment: Nullable(Text),
        amount: MoneyText,
        valuedAt: DateText,
        status: Type.Union([Type.Literal('due'), Type.Literal('scheduled')]),
        estimate: Type.Boolean(),
      }),
    ),
    byMonth: Type.Array(Bucket),
    byYear: Type.Array(Bucket),
    totals: Type.Object({
      payments: Type.Integer({ minimum: 0 }),
      total: MoneyText,
      estimated: MoneyText,
      due: MoneyText,
    }),
  },
  {
    description:
      'Every payment after the as-of date (and those due by it and unpaid), grouped by month and year; estimates labelled',
  },
);

same<Deep<Static<typeof CashFlow>>, Deep<CashFlowAnswer>>(true);

const Count = Type.Integer({ minimum: 0 });

/** Pub. 5528: every election and schedule change, its deadline and the engine's verdict. */
export const ElectionAudit = Type.Object(
  {
    asOf: DateText,
    knownAt: Nullable(Text),
    elections: Type.Array(
      Type.Object({
        participantId: Text,
        name: Nullable(Text),
        index: Count,
        type: Type.Union([Type.Literal('election'), Type.Literal('scheduleChange')]),
        kind: Text,
        planYear: Nullable(Type.Integer()),
        filedAt: Text,
        filedOn: DateText,
        recordedAt: Nullable(Text),
        recordedBy: Nullable(Text),
        deadline: Nullable(DateText),
        deadlineRule: Text,
        deadlineBasis: Text,
        result: Type.Union([Type.Literal('timely'), Type.Literal('late'), Type.Literal('refused')]),
        rules: Type.Array(Text),
        message: Nullable(Text),
        recordedAfterDeadline: Type.Boolean(),
      }),
    ),
    totals: Type.Object({
      filings: Count,
      timely: Count,
      late: Count,
      refused: Count,
      recordedAfterDeadline: Count,
    }),
  },
  { description: 'Every election and schedule change with its filing, deadline and verdict' },
);

same<Deep<Static<typeof ElectionAudit>>, Deep<ElectionAuditAnswer>>(true);

/** SEC Regulation S-K Item 402(i): one row per named executive officer for the fiscal year. */
export const Item402i = Type.Object(
  {
    fiscalYearStart: DateText,
    fiscalYearEnd: DateText,
    knownAt: Nullable(Text),
    executives: Type.Array(
      Type.Object({
        participantId: Text,
        name: Nullable(Text),
        priorYearEndBalance: MoneyText,
        executiveContributions: MoneyText,
        registrantContributions: MoneyText,
        aggregateEarnings: MoneyText,
        aggregateWithdrawalsDistributions: MoneyText,
        forfeitures: MoneyText,
        aggregateBalanceAtYearEnd: MoneyText,
        fixedUnpaidAtYearEnd: MoneyText,
      }),
    ),
  },
  { description: 'The nonqualified deferred compensation table (Item 402(i)) for the fiscal year' },
);

same<Deep<Static<typeof Item402i>>, Deep<Item402iAnswer>>(true);

/** Plan 1.20: Key Employee periods and who is one on the as-of date. */
export const KeyEmployees = Type.Object(
  {
    asOf: DateText,
    knownAt: Nullable(Text),
    current: Type.Array(Text),
    periods: Type.Array(
      Type.Object({
        participantId: Text,
        name: Nullable(Text),
        from: DateText,
        to: DateText,
        status: Type.Union([
          Type.Literal('current'),
          Type.Literal('past'),
          Type.Literal('upcoming'),
        ]),
        trace: DecisionSteps,
      }),
    ),
    identifications: Type.Array(
      Type.Object({
        participantId: Text,
        identificationDate: DateText,
        recordedAt: Text,
        recordedBy: Text,
      }),
    ),
  },
  { description: 'The Key Employee list as of a date, its periods and identifications' },
);

same<Deep<Static<typeof KeyEmployees>>, Deep<KeyEmployeesAnswer>>(true);

/** A figure of a tax form: its amount, its rules, and the payments, credits and vestings it adds up. */
const TaxFigure = Type.Object({
  amount: MoneyText,
  rules: Type.Array(Text),
  from: Type.Array(Text),
});
/** The schema for each box named (Plan 8.3: the domain's lists, tax/w2-boxes.ts). */
const byBox = <B extends string, S extends TSchema>(boxes: readonly B[], schema: S) =>
  Object.fromEntries(boxes.map((box) => [box, schema])) as { [K in B]: S };

/** Plan 8.3: the year's Form W-2 and Form 1099-MISC data per participant, each figure traced. */
export const TaxData = Type.Object(
  {
    year: Type.Integer(),
    knownAt: Nullable(Text),
    paidThrough: DateText,
    planned: Type.Array(
      Type.Object({
        participantId: Text,
        name: Nullable(Text),
        date: DateText,
        account: Text,
        payee: Text,
        form: Type.Union([Type.Literal('W-2'), Type.Literal('1099-MISC')]),
        amount: MoneyText,
        federalWithheld: MoneyText,
      }),
    ),
    plannedTotal: MoneyText,
    socialSecurityWageBase: MoneyText,
    source: Text,
    employees: Type.Array(
      Type.Object({
        participantId: Text,
        name: Nullable(Text),
        ...byBox(w2Boxes, TaxFigure),
        otherFicaWages: MoneyText,
        employerSocialSecurity: MoneyText,
        employerMedicare: MoneyText,
        ficaTrace: DecisionSteps,
      }),
    ),
    payees: Type.Array(
      Type.Object({
        participantId: Text,
        name: Nullable(Text),
        payee: Text,
        ...byBox(form1099Boxes, TaxFigure),
      }),
    ),
    totals: Type.Object({
      ...byBox(w2Boxes, MoneyText),
      employerSocialSecurity: MoneyText,
      employerMedicare: MoneyText,
      form1099Box3: MoneyText,
      form1099Box4: MoneyText,
    }),
  },
  { description: 'Year-end tax data (Forms W-2 and 1099-MISC) of the calendar year' },
);

same<Deep<Static<typeof TaxData>>, Deep<TaxDataAnswer>>(true);

export const LiabilityRow = Type.Object({
  participantId: Text,
  name: Nullable(Text),
  balances: Type.Record(Type.String(), MoneyText),
  totals: LiabilityTotals,
});
