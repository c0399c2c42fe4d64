import { nyseCalendar, type ValuationCalendar } from '../calendar/valuation-calendar.js';
import { formatMoney } from '../money/decimal.js';
import { Plan } from '../plan/plan-definition.js';
import { builtInPlans, type PlanRegistry } from '../plan/registry.js';
import { compareAccounts } from '../engine/accounts.js';
import { plusMonths, valuationDays, type IsoDate } from '../engine/days.js';
import {
  ParticipantRun,
  type CompanyFacts,
  type EngineContext,
  type ParticipantOutcome,
  type PaymentRecord,
} from '../engine/participant-run.js';
import { priceBook } from '../engine/prices.js';
import { onTimeThrough } from '../engine/payouts.js';
import { refusalOf, violation, type Refusal } from '../engine/violation.js';
import { paymentsMadeBook, type PaymentMadeJson } from '../engine/payments-made.js';
import { admitAmendments, type AmendmentRefusal } from './amendments.js';
import type { Scenario } from './types.js';
import { participantTaxes, type ParticipantTaxes } from '../tax/view.js';
import {
  stateWithholdingRates,
  type StateWithholdingRate,
} from '../reference/state-withholding.js';

/** FORMAT.md "Output": what the plan owes, participant by participant. */
export interface ScenarioResult {
  format: 'defcomp-result/1';
  company: { refused: RefusalJson[] };
  /** Plan 9.2: the amendments refused (those admitted are in force from their dates). */
  plan: { refused: AmendmentRefusal[] };
  participants: Record<string, ParticipantResult>;
}

export interface RefusalJson {
  index: number;
  rules: string[];
  codes: string[];
  message: string;
  violations: { code: string; rule: string; message: string; field?: string }[];
}

export interface PaymentJson {
  date: string;
  account: string;
  benefit: string;
  amount: string;
  valuedAt: string;
  installment?: [number, number];
  /** The n-th payment (n > 1) of its sub-account, benefit and Payment Date: its key ends `|#n`. */
  occurrence?: number;
  payee: string;
  /** 5.10: the last day on which paying it is still on time. */
  onTimeThrough: string;
  rules: string[];
  trace?: string[];
  /** A payment made (an approved run): when and by which run; `amount` is the gross paid. */
  paid?: { on: string; ref: string };
  /** Of a payment made: what the record now computes for it, when that differs (12.9). */
  due?: string;
  /** Of a payment made: what its sub-account lacked at its valuation point. */
  unfunded?: string;
  /** Funds whose price for `valuedAt` is not recorded yet: the amount is an estimate. */
  pricesPending?: string[];
  /** 12.9: a make-up payment, the rest of a payment made short (its key ends `|make-up`). */
  makeUp?: true;
}

export interface ParticipantResult {
  refused: RefusalJson[];
  deferrals: {
    date: string;
    component: string;
    amount: string;
    account: string;
    trace?: string[];
  }[];
  companyCredits: { date: string; kind: string; amount: string; trace?: string[] }[];
  keyEmployee: { from: string; to: string }[];
  separation: { date: string; rules: string[]; reason: string } | null;
  forfeited: { date: string; amount: string; rules: string[] }[];
  payments: PaymentJson[];
  balances: Record<string, string>;
  claims: {
    id: string;
    status: string;
    decisionDue: string | null;
    appealBy: string | null;
    reviewDue: string | null;
    suitBy: string | null;
  }[];
  /** Plan 8.3: only when the scenario asks (`"taxes": true`): withholding, FICA, W-2, 1099. */
  taxes?: ParticipantTaxes;
}

export interface EvaluateOptions {
  /** Attach each payment's trace (the rules, parameters and values that produced it). */
  explain?: boolean;
  calendar?: ValuationCalendar;
  /** The plans a scenario may name: the built-in ones unless others are loaded at run time. */
  plans?: PlanRegistry;
  /** Each participant's payments made (the record's approved runs): never valued again. */
  paymentsMade?: Readonly<Record<string, readonly PaymentMadeJson[]>>;
  /** Plan 8.3: the Committee's state rate table (default: the published one, empty today). */
  stateWithholdingRates?: readonly StateWithholdingRate[];
}

const COMPONENT_ORDER = ['baseSalary', 'monthlyBonus', 'annualBonus', 'performanceBonus', 'other'];

/**
 * 9.3, §1.409A-3(j)(4)(ix): plan termination pays no sooner than 12 months and within 24
 * (`planTerminationPaymentMonths`, as in force on the Board's action).
 */
function companyFacts(s: Scenario, plan: Plan): { facts: CompanyFacts; refused: Refusal[] } {
  const facts: CompanyFacts = {
    publiclyTraded: s.company.publiclyTraded,
    changesInControl: [],
    planTermination: null,
  };
  const refused: Refusal[] = [];
  // Company events take effect in date order, whatever their order in the file.
  const byDate = s.company.events.map((event, index) => ({ event, index }));
  byDate.sort((a, b) => (a.event.date < b.event.date ? -1 : a.event.date > b.event.date ? 1 : 0));
  byDate.forEach(({ event, index }) => {
    if (event.date > s.evaluateThrough) return;
    if (event.type === 'changeInControl') return void facts.changesInControl.push(event.date);
    const [from, through] = plan.value('planTerminationPaymentMonths', event.date);
    const earliest = plusMonths(event.date, from);
    const latest = plusMonths(event.date, through);
    if (event.payOn < earliest || event.payOn > latest || facts.planTermination) {
      const message = facts.planTermination
        ? 'the plan is already terminated'
        : `payment on termination must fall from ${earliest} through ${latest}`;
      refused.push(
        refusalOf(index, [violation('plan_termination_window', '9.3', message, 'payOn')]),
      );
      return;
    }
    facts.planTermination = { date: event.date, payOn: event.payOn };
  });
  facts.changesInControl.sort();
  return { facts, refused: refused.sort((a, b) => a.index - b.index) };
}

const byDateThen =
  <T extends { date: string }>(rest: (a: T, b: T) => number) =>
  (a: T, b: T) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : rest(a, b);

function paymentJson(p: PaymentRecord, explain: boolean): PaymentJson {
  return {
    date: p.date,
    account: p.account,
    benefit: p.benefit,
    amount: formatMoney(p.amount),
    valuedAt: p.valuedAt,
    ...(p.installment ? { installment: p.installment } : {}),
    ...(p.occurrence ? { occurrence: p.occurrence } : {}),
    payee: p.payee,
    onTimeThrough: onTimeThrough(p.date),
    rules: p.rules,
    ...(explain ? { trace: p.trace } : {}),
    ...(p.paid ? { paid: p.paid } : {}),
    ...(p.due !== undefined ? { due: formatMoney(p.due) } : {}),
    ...(p.unfunded !== undefined ? { unfunded: formatMoney(p.unfunded) } : {}),
    ...(p.pricesPending ? { pricesPending: p.pricesPending } : {}),
    ...(p.makeUp ? { makeUp: true as const } : {}),
  };
}

/** FORMAT.md: always RTA, CCA and CCAVested, and every SDA he has had. */
function balancesJson(o: ParticipantOutcome): Record<string, string> {
  const balances: Record<string, string> = { RTA: '0.00' };
  for (const [name, value] of o.balances) balances[name] = formatMoney(value);
  balances.CCA = formatMoney(o.balances.get('CCA') ?? 0n);
  balances.CCAVested = formatMoney(o.ccaVested);
  return balances;
}

// Spelt out, not spread: a spread of each of some hundred records a run was a cost (issue 23).
function deferralJson(d: ParticipantOutcome['deferrals'][number], explain: boolean) {
  const { date, component, account } = d;
  const amount = formatMoney(d.amount);
  return explain
    ? { date, component, amount, account, trace: d.explanation }
    : { date, component, amount, account };
}

function companyCreditJson(c: ParticipantOutcome['companyCredits'][number], explain: boolean) {
  const { date, kind } = c;
  const amount = formatMoney(c.amount);
  return explain ? { date, kind, amount, trace: c.explanation } : { date, kind, amount };
}

/** One participant's outcome as FORMAT.md's result (payments through `through`). */
export function participantJson(
  o: ParticipantOutcome,
  through: IsoDate,
  explain: boolean,
): ParticipantResult {
  const deferrals = [...o.deferrals].sort(
    byDateThen(
      (a, b) =>
        compareAccounts(a.account, b.account) ||
        COMPONENT_ORDER.indexOf(a.component) - COMPONENT_ORDER.indexOf(b.component),
    ),
  );
  const payments = [...o.payments]
    .filter((p) => p.date <= through)
    .sort(byDateThen((a, b) => compareAccounts(a.account, b.account)));
  return {
    refused: [...o.refused].sort((a, b) => a.index - b.index),
    deferrals: deferrals.map((d) => deferralJson(d, explain)),
    companyCredits: [...o.companyCredits]
      .sort(byDateThen((a, b) => a.kind.localeCompare(b.kind)))
      .map((c) => companyCreditJson(c, explain)),
    keyEmployee: o.keyEmployee.map((k) => ({ from: k.from, to: k.to })),
    separation: o.separation && {
      date: o.separation.date,
      rules: o.separation.rules,
      reason: o.separation.reason,
    },
    forfeited: o.forfeited.map((f) => ({
      date: f.date,
      amount: formatMoney(f.amount),
      rules: f.rules,
    })),
    payments: payments.map((p) => paymentJson(p, explain)),
    balances: balancesJson(o),
    claims: [...o.claims]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((c) => ({
        id: c.id,
        status: c.status,
        decisionDue: c.decisionDue,
        appealBy: c.appealBy,
        reviewDue: c.reviewDue,
        suitBy: c.suitBy,
      })),
  };
}

/**
 * The plan a scenario is evaluated under: its definition with the amendments admitted (9.2),
 * with the company events and amendments refused.
 */
export function admittedPlan(s: Scenario, options: EvaluateOptions = {}) {
  const definition = (options.plans ?? builtInPlans).get(s.plan.id);
  if (!definition) throw new Error(`unknown plan ${s.plan.id}`);
  const evaluate = (story: Scenario, plan: Plan, through: string) =>
    runParticipants(story, plan, through, options);
  const base = new Plan(definition, s.plan.parameters ?? {});
  const { plan, refused: planRefused } = admitAmendments(s, base, evaluate);
  const { refused } = companyFacts(s, plan);
  return { plan, refused, planRefused };
}

/** Runs each participant's outcome; exposed for ledger-level checks (property tests, reports). */
export function evaluateOutcomes(s: Scenario, options: EvaluateOptions = {}) {
  const { plan, refused, planRefused } = admittedPlan(s, options);
  const outcomes = runParticipants(s, plan, s.evaluateThrough, options);
  return { refused, planRefused, plan, outcomes };
}

/** What every participant's run shares: the plan, prices, calendar and company facts. */
export function engineContext(
  s: Scenario,
  plan: Plan,
  through: string,
  options: EvaluateOptions = {},
): EngineContext {
  const { facts } = companyFacts({ ...s, evaluateThrough: through }, plan);
  return {
    plan,
    prices: priceBook(s.prices),
    days: valuationDays(options.calendar ?? nyseCalendar),
    capitalPreservationFund: s.funds.find((f) => f.capitalPreservation)!.id,
    evaluateThrough: through,
    company: facts,
    paymentsMade: paymentsMadeBook(options.paymentsMade ?? {}),
    fundClosures: s.funds.flatMap((f) =>
      f.closed ? [{ fund: f.id, date: f.closed.date, successor: f.closed.successor }] : [],
    ),
  };
}

function runParticipants(
  s: Scenario,
  plan: Plan,
  through: string,
  options: EvaluateOptions,
): Map<string, ParticipantOutcome> {
  const ctx = engineContext(s, plan, through, options);
  const outcomes = new Map<string, ParticipantOutcome>();
  for (const story of s.participants) outcomes.set(story.id, new ParticipantRun(story, ctx).run());
  return outcomes;
}

/** FORMAT.md: evaluate a scenario into the result JSON (the same answer for CLI, library and API). */
export function evaluateScenario(s: Scenario, options: EvaluateOptions = {}): ScenarioResult {
  const { refused, planRefused, plan, outcomes } = evaluateOutcomes(s, options);
  const participants: Record<string, ParticipantResult> = {};
  for (const [id, outcome] of outcomes)
    participants[id] = participantJson(outcome, s.evaluateThrough, options.explain ?? false);
  if (s.taxes) addTaxes(s, plan, outcomes, participants, options);
  return {
    format: 'defcomp-result/1',
    company: { refused },
    plan: { refused: planRefused },
    participants,
  };
}

/**
 * Plan 8.3: the tax view, added only when the scenario asks for it (`"taxes": true`), so every
 * file without it keeps its result byte for byte.
 */
function addTaxes(
  s: Scenario,
  plan: Plan,
  outcomes: Map<string, ParticipantOutcome>,
  participants: Record<string, ParticipantResult>,
  options: EvaluateOptions,
): void {
  const ctx = {
    plan,
    days: valuationDays(options.calendar ?? nyseCalendar),
    prices: priceBook(s.prices),
    evaluateThrough: s.evaluateThrough,
    amendmentDates: (s.plan.amendments ?? []).map((a) => a.effective),
    stateRates: options.stateWithholdingRates ?? stateWithholdingRates,
  };
  for (const story of s.participants)
    participants[story.id]!.taxes = participantTaxes(story, outcomes.get(story.id)!, ctx);
}
