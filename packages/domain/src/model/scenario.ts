import Type, { type Static } from 'typebox';
import type { PlanParameters } from '../plan/plan-definition.js';
import { CompanyEvent, ParticipantEvent } from './events.js';
import { CalendarDate, MapOf, Name, Price, Strict } from './values.js';

/** FORMAT.md "Input": a plan's story. Dates stay ISO strings (they sort as dates). */

export const Fund = Strict({
  id: Name,
  name: Name,
  capitalPreservation: Type.Optional(Type.Boolean()),
  /**
   * Plan 7.3: the Plan Asset Committee removed the fund from the menu on `date`, naming its
   * successor: balances move there at that day's prices (the next Valuation Date's when it is
   * none), and no allocation to it is accepted from that day.
   */
  closed: Type.Optional(Strict({ date: CalendarDate, successor: Name })),
});
export type Fund = Static<typeof Fund>;

/** 7.2: a fund's price is a step function of dated points, or one constant. */
export const PriceSeries = Type.Union([
  Strict({ constant: Price }),
  Strict({
    points: Type.Array(Type.Tuple([CalendarDate, Price], { description: 'a [date, price] pair' })),
  }),
]);
export type PriceSeries = Static<typeof PriceSeries>;

/**
 * Plan parameter overrides: an object here; each value is checked against the plan's own
 * definition by the parser (the plan, not the schema, knows its parameters).
 */
export const PlanParameterValues = Type.Unsafe<Partial<PlanParameters>>({
  type: 'object',
  description: "Plan parameters by name, each shaped like the plan definition's value",
});

/** 9.2: an amendment is a dated overlay of parameters, in force from `effective` on. */
export const Amendment = Strict({
  effective: CalendarDate,
  label: Type.Optional(Name),
  parameters: PlanParameterValues,
  /** Participants whose written consent to a reduction (9.2) is recorded. */
  consents: Type.Optional(Type.Array(Name)),
});
export type Amendment = Static<typeof Amendment>;

/** The plan's id names a known plan definition (the parser checks it against the registry). */
export const PlanChoice = Strict({
  id: Name,
  parameters: Type.Optional(PlanParameterValues),
  amendments: Type.Optional(Type.Array(Amendment)),
});

export const ParticipantStory = Strict({
  id: Name,
  hireDate: CalendarDate,
  birthDate: Type.Optional(CalendarDate),
  events: Type.Array(ParticipantEvent),
});
export type ParticipantStory = Static<typeof ParticipantStory>;

/** A scenario file as written: `company.events` may be left out (it means none). */
export const ScenarioFile = Strict({
  format: Type.Enum(['defcomp-scenario/1']),
  description: Type.Optional(Type.String()),
  plan: PlanChoice,
  company: Strict({
    publiclyTraded: Type.Boolean(),
    events: Type.Optional(Type.Array(CompanyEvent)),
  }),
  funds: Type.Array(Fund),
  prices: MapOf(Name, PriceSeries),
  evaluateThrough: CalendarDate,
  /** Plan 8.3: adds each participant's tax view (withholding, FICA, W-2, 1099) to the result. */
  taxes: Type.Optional(Type.Boolean()),
  participants: Type.Array(ParticipantStory),
});
export type ScenarioFile = Static<typeof ScenarioFile>;

/** A parsed scenario: what the engine reads (company events always present). */
export type Scenario = Omit<ScenarioFile, 'company'> & {
  company: { publiclyTraded: boolean; events: CompanyEvent[] };
};
