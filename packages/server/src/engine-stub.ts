// A stand-in for @defcomp/domain's parseScenario/evaluateScenario while the lead writes them.
// It checks little and computes nothing; it is deleted once the domain exports the real ones.

export interface Refusal {
  index: number;
  rules: string[];
  message: string;
}

export interface Payment {
  date: string;
  account: string;
  benefit: string;
  amount: string;
  valuedAt: string;
  installment?: [number, number];
  payee: string;
  rules: string[];
  trace?: unknown;
}

export interface ParticipantResult {
  refused: Refusal[];
  deferrals: { date: string; component: string; amount: string; account: string }[];
  companyCredits: { date: string; kind: string; amount: string }[];
  keyEmployee: { from: string; to: string }[];
  separation: { date: string; rules: string[] } | null;
  forfeited: { date: string; amount: string; rules: string[] }[];
  payments: Payment[];
  balances: Record<string, string>;
  claims: {
    id: string;
    status: string;
    decisionDue: string | null;
    appealBy: string | null;
    reviewDue: string | null;
    suitBy: string | null;
  }[];
}

export interface ScenarioResult {
  format: 'defcomp-result/1';
  company: { refused: Refusal[] };
  participants: Record<string, ParticipantResult>;
}

export type Scenario = {
  evaluateThrough: string;
  company: { events: { type: string }[] };
  participants: { id: string; events: ({ type: string } & Record<string, unknown>)[] }[];
};

const eventTypes = new Set([
  'eligible',
  'ineligible',
  'election',
  'pay',
  'allocationChange',
  'retirementSavingsPlan',
  'keyEmployee',
  'compensation',
  'leave',
  'serviceReduction',
  'separation',
  'death',
  'hardship401k',
  'emergencyDecision',
  'scheduleChange',
  'domesticRelationsOrder',
  'claim',
]);
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export function parseScenario(
  json: unknown,
): { ok: true; scenario: Scenario } | { ok: false; errors: { path: string; message: string }[] } {
  const scenario = json as Scenario;
  const errors: { path: string; message: string }[] = [];
  scenario.participants.forEach((p, i) =>
    p.events.forEach((event, j) => {
      const path = `participants[${i}].events[${j}]`;
      if (!eventTypes.has(event.type))
        errors.push({ path: `${path}.type`, message: 'unknown event type' });
      if ('date' in event && !datePattern.test(String(event.date))) {
        errors.push({ path: `${path}.date`, message: 'not a date' });
      }
    }),
  );
  return errors.length > 0 ? { ok: false, errors } : { ok: true, scenario };
}

export function evaluateScenario(scenario: Scenario): ScenarioResult {
  const participants: Record<string, ParticipantResult> = {};
  for (const p of scenario.participants) {
    participants[p.id] = {
      refused: refusals(p.events),
      deferrals: [],
      companyCredits: [],
      keyEmployee: [],
      separation: null,
      forfeited: [],
      payments: [],
      balances: { RTA: '0.00', CCA: '0.00', CCAVested: '0.00' },
      claims: [],
    };
  }
  return { format: 'defcomp-result/1', company: { refused: [] }, participants };
}

function refusals(events: Scenario['participants'][number]['events']): Refusal[] {
  return events.flatMap((event, index) => {
    if (event.type !== 'election') return [];
    const allocation = (event.allocation ?? []) as { pct: number }[];
    const total = allocation.reduce((sum, a) => sum + a.pct, 0);
    return total === 100
      ? []
      : [{ index, rules: ['3.1(b)'], message: 'allocation must sum to 100' }];
  });
}
