import Type, { type Static, type TSchema, type TUnion } from 'typebox';
import {
  AccountName,
  CalendarDate,
  Component,
  DeferralAccount,
  Instant,
  Investments,
  MapOf,
  Money,
  Month,
  Name,
  StateCode,
  Strict,
} from './values.js';

/**
 * FORMAT.md's events, each declared once. The scenario parser, the server's request schemas,
 * the OpenAPI document and the JSON Schema of a scenario file all come from these.
 */

/** A union told apart by one field (`type`, `form`, `kind`); the label names it in errors. */
const unionLabels = new WeakMap<object, string>();
export function Tagged<T extends TSchema[]>(
  branches: [...T],
  label?: string,
  description?: string,
): TUnion<T> {
  const union = Type.Union(branches, description ? { description } : {});
  if (label) unionLabels.set(union, label);
  return union;
}
/** The noun an error denies when a value fits no branch ("not an event type (...)"). */
export const unionLabel = (schema: object): string | undefined => unionLabels.get(schema);

const Period = Strict({ start: CalendarDate, end: CalendarDate });
const Start = Strict({ monthsAfterSeparation: Type.Integer() });

export const Schedule = Tagged([
  Strict({ form: Type.Literal('lump'), start: Type.Optional(Start) }),
  Strict({
    form: Type.Literal('installments'),
    years: Type.Integer(),
    start: Type.Optional(Start),
  }),
  Strict({
    form: Type.Literal('partial'),
    lumpPct: Type.Integer(),
    years: Type.Integer(),
    start: Type.Optional(Start),
  }),
]);
export type Schedule = Static<typeof Schedule>;

const electionFields = {
  type: Type.Literal('election'),
  filedAt: Instant,
  deferrals: MapOf(Component, Type.Number()),
  allocation: Type.Array(Strict({ account: DeferralAccount, pct: Type.Number() })),
  schedules: Type.Optional(MapOf(AccountName, Schedule)),
  investments: Type.Optional(MapOf(AccountName, Investments)),
};
/** 3.1-3.3: an initial or annual election names its Plan Year; 3.4 a performance period. */
const YearElection = Strict({
  ...electionFields,
  kind: Type.Union([Type.Literal('initial'), Type.Literal('annual')]),
  planYear: Type.Integer(),
});
const PerformanceElection = Strict({
  ...electionFields,
  kind: Type.Literal('performance'),
  performancePeriod: Strict({
    start: CalendarDate,
    end: CalendarDate,
    criteriaSetOn: CalendarDate,
  }),
});
/**
 * The engine reads one election shape with both optional fields (it knows which by `kind`);
 * the schema keeps the stricter union, so a file cannot carry the wrong one.
 */
export interface ElectionEvent extends Omit<Static<typeof YearElection>, 'kind' | 'planYear'> {
  kind: 'initial' | 'annual' | 'performance';
  planYear?: number;
  performancePeriod?: Static<typeof PerformanceElection>['performancePeriod'];
}
export const Election = Type.Unsafe<ElectionEvent>(Tagged([YearElection, PerformanceElection]));

export const ClaimAction = Type.Enum([
  'filed',
  'extended',
  'denied',
  'appealed',
  'reviewExtended',
  'approved',
  'deniedOnReview',
]);
export type ClaimAction = Static<typeof ClaimAction>;

export const ParticipantEvent = Tagged(
  [
    Strict({ type: Type.Literal('eligible'), date: CalendarDate, notifiedOn: CalendarDate }),
    Strict({ type: Type.Literal('ineligible'), date: CalendarDate }),
    Election,
    Strict({
      type: Type.Literal('pay'),
      date: CalendarDate,
      component: Component,
      gross: Money,
      netAvailable: Money,
      servicePeriod: Type.Optional(Period),
    }),
    Strict({
      type: Type.Literal('allocationChange'),
      date: CalendarDate,
      account: AccountName,
      investments: Investments,
      applyTo: Type.Enum(['future', 'existing', 'both']),
    }),
    Strict({
      type: Type.Literal('retirementSavingsPlan'),
      year: Type.Integer(),
      deferralPct: Type.Number(),
    }),
    Strict({ type: Type.Literal('keyEmployee'), identificationDate: CalendarDate }),
    Strict({
      type: Type.Literal('compensation'),
      year: Type.Integer(),
      amount: Money,
      officer: Type.Boolean(),
      ownershipPct: Type.Number(),
    }),
    Strict({
      type: Type.Literal('leave'),
      start: CalendarDate,
      end: Type.Optional(CalendarDate),
      kind: Type.Enum(['personal', 'military', 'disability']),
      rightToReturn: Type.Boolean(),
    }),
    Strict({
      type: Type.Literal('serviceReduction'),
      date: CalendarDate,
      expectedPct: Type.Number(),
    }),
    Strict({ type: Type.Literal('separation'), date: CalendarDate, reason: Name }),
    Strict({ type: Type.Literal('death'), date: CalendarDate }),
    Strict({ type: Type.Literal('hardship401k'), date: CalendarDate }),
    Strict({
      type: Type.Literal('emergencyDecision'),
      date: CalendarDate,
      approved: Type.Boolean(),
      amount: Money,
      payOn: CalendarDate,
    }),
    Strict({
      type: Type.Literal('scheduleChange'),
      filedAt: Instant,
      account: AccountName,
      schedule: Schedule,
      specifiedMonth: Type.Optional(Month),
    }),
    Strict({
      type: Type.Literal('domesticRelationsOrder'),
      date: CalendarDate,
      alternatePayee: Name,
      pct: Type.Number(),
    }),
    Strict({ type: Type.Literal('claim'), id: Name, date: CalendarDate, action: ClaimAction }),
    // Plan 8.3, tax facts payroll holds: the plan's rules ignore them; the tax view reads them.
    Strict({ type: Type.Literal('residence'), date: CalendarDate, state: StateCode }),
    Strict({ type: Type.Literal('otherSupplementalWages'), date: CalendarDate, amount: Money }),
    Strict({ type: Type.Literal('otherFicaWages'), date: CalendarDate, amount: Money }),
  ],
  'an event type',
  'A participant event (FORMAT.md), told apart by its type',
);
export type ParticipantEvent = Static<typeof ParticipantEvent>;

export const CompanyEvent = Tagged(
  [
    Strict({ type: Type.Literal('changeInControl'), date: CalendarDate }),
    Strict({ type: Type.Literal('planTermination'), date: CalendarDate, payOn: CalendarDate }),
  ],
  undefined,
  'A company event (FORMAT.md), told apart by its type',
);
export type CompanyEvent = Static<typeof CompanyEvent>;
