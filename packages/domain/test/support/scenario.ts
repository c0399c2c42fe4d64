/**
 * Tiny scenarios for rule tests: one participant, a Stable Value fund at a constant price of 1
 * (so that amounts are units), and the events a test lists. Everything else is the reference
 * plan (FORMAT.md "Input").
 */
import {
  evaluateOutcomes,
  evaluateScenario,
  type CompanyEvent,
  type ParticipantEvent,
  type ParticipantResult,
  type PlanParameters,
  type PriceSeries,
  type Scenario,
  type Schedule,
} from '../../src/index.js';

export interface ScenarioOptions {
  hireDate?: string;
  evaluateThrough?: string;
  publiclyTraded?: boolean;
  companyEvents?: CompanyEvent[];
  parameters?: Partial<PlanParameters>;
  /** Extra funds with their prices; SV (capital preservation, constant 1) is always there. */
  funds?: Record<string, PriceSeries>;
}

export function scenarioOf(events: ParticipantEvent[], options: ScenarioOptions = {}): Scenario {
  const extra = options.funds ?? {};
  return {
    format: 'defcomp-scenario/1',
    plan: {
      id: 'carmax-edcp',
      ...(options.parameters ? { parameters: options.parameters } : {}),
    },
    company: {
      publiclyTraded: options.publiclyTraded ?? true,
      events: options.companyEvents ?? [],
    },
    funds: [
      { id: 'SV', name: 'Stable Value', capitalPreservation: true },
      ...Object.keys(extra).map((id) => ({ id, name: id })),
    ],
    prices: { SV: { constant: '1' }, ...extra },
    evaluateThrough: options.evaluateThrough ?? '2040-12-31',
    participants: [{ id: 'P1', hireDate: options.hireDate ?? '2010-01-04', events }],
  };
}

/** Evaluates the scenario and returns P1's result. */
export function run(events: ParticipantEvent[], options: ScenarioOptions = {}): ParticipantResult {
  return evaluateScenario(scenarioOf(events, options)).participants.P1!;
}

/** The company's refusals (9.3). */
export function companyRefusals(events: ParticipantEvent[], options: ScenarioOptions = {}) {
  return evaluateScenario(scenarioOf(events, options)).company.refused;
}

export function outcomeOf(events: ParticipantEvent[], options: ScenarioOptions = {}) {
  return evaluateOutcomes(scenarioOf(events, options)).outcomes.get('P1')!;
}

/** The rules cited against the event at `index`, or null when it was accepted. */
export function refusedRules(result: ParticipantResult, index: number): string[] | null {
  return result.refused.find((r) => r.index === index)?.rules ?? null;
}

// ---- event builders ----------------------------------------------------------------------------

export const eligible = (date: string, notifiedOn = date): ParticipantEvent => ({
  type: 'eligible',
  date,
  notifiedOn,
});

export interface ElectionOptions {
  filedAt?: string;
  deferrals?: Partial<
    Record<'baseSalary' | 'monthlyBonus' | 'annualBonus' | 'performanceBonus' | 'other', number>
  >;
  allocation?: [string, number][];
  schedules?: Record<string, Schedule>;
  investments?: Record<string, Record<string, number>>;
}

function electionBody(o: ElectionOptions) {
  return {
    deferrals: o.deferrals ?? { baseSalary: 50 },
    allocation: (o.allocation ?? [['RTA', 100]]).map(([account, pct]) => ({ account, pct })),
    ...(o.schedules ? { schedules: o.schedules } : {}),
    ...(o.investments ? { investments: o.investments } : {}),
  };
}

/** An annual CDA for `planYear`, filed by default on Dec 1 of the year before. */
export const annual = (planYear: number, o: ElectionOptions = {}): ParticipantEvent => ({
  type: 'election',
  filedAt: o.filedAt ?? `${planYear - 1}-12-01T10:00:00-05:00`,
  kind: 'annual',
  planYear,
  ...electionBody(o),
});

export const initial = (
  planYear: number,
  filedAt: string,
  o: ElectionOptions = {},
): ParticipantEvent => ({
  type: 'election',
  filedAt,
  kind: 'initial',
  planYear,
  ...electionBody(o),
});

export const pay = (
  date: string,
  gross: string,
  netAvailable = gross,
  component:
    'baseSalary' | 'monthlyBonus' | 'annualBonus' | 'performanceBonus' | 'other' = 'baseSalary',
  servicePeriod?: { start: string; end: string },
): ParticipantEvent => ({
  type: 'pay',
  date,
  component,
  gross,
  netAvailable,
  ...(servicePeriod ? { servicePeriod } : {}),
});

export const separation = (date: string, reason = 'termination'): ParticipantEvent => ({
  type: 'separation',
  date,
  reason,
});

export const death = (date: string): ParticipantEvent => ({ type: 'death', date });

export const keyEmployee = (identificationDate: string): ParticipantEvent => ({
  type: 'keyEmployee',
  identificationDate,
});

export const scheduleChange = (
  filedAt: string,
  account: string,
  schedule: Schedule,
  specifiedMonth?: string,
): ParticipantEvent => ({
  type: 'scheduleChange',
  filedAt,
  account,
  schedule,
  ...(specifiedMonth ? { specifiedMonth } : {}),
});

/** Eligible since 2023 and a 2025 annual CDA: the usual start of a story (events 0 and 1). */
export const enrolled2025 = (o: ElectionOptions = {}): ParticipantEvent[] => [
  eligible('2023-10-02'),
  annual(2025, o),
];

/** A result's payments as [date, account, benefit, amount, valuedAt] rows. */
export const paymentRows = (r: ParticipantResult) =>
  r.payments.map((p) => [p.date, p.account, p.benefit, p.amount, p.valuedAt]);
