import { percentOf, type Cents } from '../money/decimal.js';
import type { Plan } from '../plan/plan-definition.js';
import type {
  AccountName,
  ParticipantEvent,
  ParticipantStory,
  Schedule,
} from '../scenario/types.js';
import { compareAccounts } from './accounts.js';
import type { AccountState } from './account-state.js';
import { Agenda } from './agenda.js';
import type { ClaimState } from './claims.js';
import { plusMonths, type IsoDate, type ValuationDays } from './days.js';
import type { AcceptedElection } from './elections.js';
import { keyEmployeePeriods, type KeyEmployeePeriod } from './key-employee.js';
import { Ledger } from './ledger.js';
import type { Benefit, PaymentSeries } from './payouts.js';
import type { MadeClaim, PaymentMade } from './payments-made.js';
import type { PriceBook } from './prices.js';
import type { SeparationFinding } from './separation.js';
import { SUBSEQUENT_ELECTION_EFFECT_MONTHS } from '../reference/section-409a.js';
import { vestedPct, yearsOfService } from './vesting.js';
import type { Refusal } from './violation.js';

/** Something that stops an election from carrying into later Plan Years (2.2(a), 3.7). */
export interface ElectionBreak {
  readonly date: IsoDate;
  /** Deferrals stop for pay of Plan Years after this one unless a new CDA is filed. */
  readonly throughYear: number;
  readonly rule: string;
  /** 3.7: deferrals also stop from `date` for pay of Plan Years up to `throughYear`. */
  readonly cancels: boolean;
}

/** The CDAs accepted and what stops them (plain data; the rules below read it). */
export interface ElectionBook {
  readonly accepted: readonly AcceptedElection[];
  readonly breaks: readonly ElectionBreak[];
}

/**
 * What the agenda holds: the participant's own events and those the rules put on it. Each is
 * data, so a rule is a function of (state, event, context) and can be called alone.
 */
export type AgendaEvent =
  | { type: 'participant'; event: ParticipantEvent; index: number; date: IsoDate }
  | { type: 'changeInControl'; date: IsoDate }
  | { type: 'planTermination'; date: IsoDate }
  /** 9.3: the valuation at the end of the month before `payOn`. */
  | { type: 'planTerminationValuation'; payOn: IsoDate }
  | { type: 'yearEnd'; year: number }
  /** A leave that became a Separation (1.31). */
  | { type: 'derivedSeparation'; finding: SeparationFinding }
  /** The end of the month of Separation fixes the Separation benefits (5.1, 5.3, 5.7). */
  | { type: 'separationBenefits'; separatedOn: IsoDate; keyEmployee: boolean; why: string[] }
  /** 5.6: everything in one lump sum, valued at the end of the month of Separation. */
  | {
      type: 'lumpSumValuation';
      benefit: Benefit;
      payDate: IsoDate;
      valuedAt: IsoDate;
      rules: string[];
      why: string[];
    }
  /** The `index`th payment of the payment series `series` reaches its valuation date. */
  | { type: 'installment'; series: number; index: number }
  /** The valuation point of the `index`th payment made: taken alone unless planned (12.9). */
  | { type: 'paymentMade'; index: number }
  | { type: 'payment'; record: PaymentRecord }
  /** 7.3: a fund closed on `date`: its balances move to `successor`. */
  | { type: 'fundClosed'; fund: string; successor: string; date: IsoDate };

/** Facts about the company the participant's story is evaluated against. */
export interface CompanyFacts {
  publiclyTraded: boolean;
  changesInControl: IsoDate[];
  planTermination: { date: IsoDate; payOn: IsoDate } | null;
}

export interface EngineContext {
  plan: Plan;
  prices: PriceBook;
  days: ValuationDays;
  capitalPreservationFund: string;
  evaluateThrough: IsoDate;
  company: CompanyFacts;
  /** Each participant's payments made (approved runs): never re-valued (payments-made.ts). */
  paymentsMade?: ReadonlyMap<string, readonly PaymentMade[]>;
  /** 7.3: funds removed from the menu, each with the day and the successor it names. */
  fundClosures?: readonly FundClosure[];
}

/** 7.3: a fund the Plan Asset Committee closed on `date`, naming its `successor`. */
export interface FundClosure {
  fund: string;
  date: IsoDate;
  successor: string;
}

export interface PaymentRecord {
  date: IsoDate;
  account: AccountName;
  benefit: Benefit;
  amount: Cents;
  valuedAt: IsoDate;
  installment?: [number, number];
  /** The n-th payment (n > 1) of its sub-account, benefit and Payment Date (payments-made.ts). */
  occurrence?: number;
  payee: 'participant' | 'beneficiary' | 'alternatePayee';
  rules: string[];
  trace: string[];
  /** A payment made: when, and by which run; `amount` is then the gross it paid. */
  paid?: { on: IsoDate; ref: string };
  /** Of a payment made: what the record now computes for it, when that differs (12.9). */
  due?: Cents;
  /** Of a payment made: what the sub-account lacked at its valuation to fund it. */
  unfunded?: Cents;
  /** Funds whose price for the valuation date is not recorded yet: the amount is an estimate. */
  pricesPending?: string[];
  /** 12.9: the rest of a payment made short, owed since its Payment Date. */
  makeUp?: true;
}

export interface DeferralRecord {
  date: IsoDate;
  component: string;
  amount: Cents;
  account: AccountName;
  explanation: string[];
  /** The pay's index in the story's events (7.1: which paycheck it came from). */
  payIndex: number;
}

/** What a rule stopping deferrals from a pay says: its section and why (3.7, 2.2(a), 9.3...). */
export interface DeferralStop {
  rule: string;
  reason: string;
}

/**
 * 7.1, 1.14: what the plan did with one paycheck, deferred or not: the CDA applied and its
 * percentage, the amount elected before the net-pay cap, the amount deferred, and what stopped
 * it. Every pay gets one, so payroll can be told about each line (issue 10, payroll in and out).
 */
export interface PayRecord {
  index: number;
  date: IsoDate;
  component: string;
  planYear: number;
  election: { kind: string; filedOn: IsoDate; planYear: number; pct: number } | null;
  /** 3.2(a) first-year CDA: covers only services after this day (null otherwise). */
  servicesAfter: IsoDate | null;
  elected: Cents;
  deferred: Cents;
  stop: DeferralStop | null;
  /** 1.16, 2.2(a): an Eligible Employee on the pay date. */
  eligible: boolean;
}

export interface CompanyCredit {
  date: IsoDate;
  kind: 'match' | 'retirement';
  amount: Cents;
  explanation: string[];
}

export interface Forfeiture {
  date: IsoDate;
  amount: Cents;
  rules: string[];
}

export interface ParticipantOutcome {
  refused: Refusal[];
  deferrals: DeferralRecord[];
  pays: PayRecord[];
  companyCredits: CompanyCredit[];
  keyEmployee: KeyEmployeePeriod[];
  separation: SeparationFinding | null;
  forfeited: Forfeiture[];
  payments: PaymentRecord[];
  balances: Map<AccountName, Cents>;
  ccaVested: Cents;
  claims: ClaimState[];
  ledger: Ledger;
  died: IsoDate | null;
  /** 4.2(i)-(ii), 9.3: the first event that vested the CCA in full (the tax view's FICA). */
  vestedInFull: { date: IsoDate; rule: string } | null;
}

/**
 * Everything the engine knows of one participant, as data. Rules read it; only `apply`
 * (apply.ts) changes it, one effect at a time.
 */
export interface ParticipantState {
  readonly story: ParticipantStory;
  /** 1.20: derived up front from the story's identifications and compensation facts. */
  readonly keyEmployee: readonly KeyEmployeePeriod[];
  readonly agenda: Agenda<AgendaEvent>;
  /** Article VII: units per sub-account and fund. */
  readonly ledger: Ledger;
  readonly elections: { accepted: AcceptedElection[]; breaks: ElectionBreak[] };
  readonly accounts: Map<AccountName, AccountState>;
  /** 7.4: allocations of future credits named before their sub-account exists. */
  readonly pendingInvestments: Map<AccountName, [string, number][]>;
  readonly eligibility: { date: IsoDate; notifiedOn: IsoDate }[];
  readonly ineligibleOn: IsoDate[];
  readonly series: PaymentSeries[];
  /** 4.1: deferrals credited per calendar year, the base of the company contributions. */
  readonly deferredByYear: Map<number, Cents>;
  /** 4.1(a): his 401(k) deferral % per year. */
  readonly retirementSavingsPct: Map<number, string>;
  readonly claims: Map<string, ClaimState>;
  /** His payments made, and how each has been taken into the story so far. */
  readonly made: readonly PaymentMade[];
  readonly madeClaims: Map<number, MadeClaim>;
  /** How many payments each key without occurrence has planned so far (payments-made.ts). */
  readonly plannedKeys: Map<string, number>;
  separation: SeparationFinding | null;
  died: IsoDate | null;
  /** 4.2(i)-(ii), 9.3: the first event that vested the CCA in full. */
  vestedInFull: { date: IsoDate; rule: string } | null;
  planTerminatedOn: IsoDate | null;
  /** Set once the end of the month of Separation has fixed the Separation benefits. */
  separationBenefitsStarted: boolean;
  /** 5.6: after a Change in Control Separation, late credits are paid as that benefit too. */
  lateCreditBenefit: Benefit | null;
  readonly refused: Refusal[];
  readonly deferrals: DeferralRecord[];
  readonly pays: PayRecord[];
  readonly companyCredits: CompanyCredit[];
  readonly forfeited: Forfeiture[];
  readonly payments: PaymentRecord[];
}

/** What a rule may read: the state, not its means of change. */
export type StateView = Readonly<ParticipantState> & { readonly elections: ElectionBook };

export function initialState(story: ParticipantStory, ctx: EngineContext): ParticipantState {
  return {
    story,
    keyEmployee: keyEmployeePeriods(story.events, ctx.plan, ctx.company.publiclyTraded),
    agenda: new Agenda<AgendaEvent>(),
    ledger: new Ledger(ctx.prices),
    elections: { accepted: [], breaks: [] },
    accounts: new Map(),
    pendingInvestments: new Map(),
    eligibility: [],
    ineligibleOn: [],
    series: [],
    deferredByYear: new Map(),
    retirementSavingsPct: new Map(),
    claims: new Map(),
    made: ctx.paymentsMade?.get(story.id) ?? [],
    madeClaims: new Map(),
    plannedKeys: new Map(),
    separation: null,
    died: null,
    vestedInFull: null,
    planTerminatedOn: null,
    separationBenefitsStarted: false,
    lateCreditBenefit: null,
    refused: [],
    deferrals: [],
    pays: [],
    companyCredits: [],
    forfeited: [],
    payments: [],
  };
}

// ---- reading the state ----------------------------------------------------------------------

/** FORMAT.md order: RTA, SDAs by month, CCA. */
export const accountNames = (state: StateView): AccountName[] =>
  [...state.accounts.keys()].sort(compareAccounts);

/**
 * 7.4/7.5: the investment allocation a credit to `name` buys: its own, else one named before
 * it was opened, else the capital preservation option.
 */
export function investmentsFor(
  state: StateView,
  name: AccountName,
  ctx: EngineContext,
): [string, number][] {
  const account = state.accounts.get(name);
  const own = account ? account.futureInvestments : state.pendingInvestments.get(name);
  return own ?? [[ctx.capitalPreservationFund, 100]];
}

/** 4.2: vested in full by `date`, or separated by then (the rest was forfeited): 100%. */
export const fullyVestedOn = (
  state: Pick<StateView, 'vestedInFull' | 'separation'>,
  date: IsoDate,
): boolean =>
  Boolean(state.vestedInFull && state.vestedInFull.date <= date) ||
  Boolean(state.separation && state.separation.date <= date);

/** 4.2: vested % of the CCA on a date, the schedule read at that date. */
export function vestedPctOn(
  state: Pick<StateView, 'vestedInFull' | 'separation' | 'story'>,
  date: IsoDate,
  ctx: EngineContext,
): number {
  if (fullyVestedOn(state, date)) return 100;
  return vestedPct(
    ctx.plan.value('vestingSchedule', date),
    yearsOfService(state.story.hireDate, date),
  );
}

/** 4.1: employed on a date (hired, alive, not yet separated). */
export const employedOn = (state: StateView, date: IsoDate): boolean =>
  state.story.hireDate <= date &&
  !state.died &&
  (!state.separation || state.separation.date > date);

/** 6.4, §1.409A-2(b)(1)(i): a change to a Separation-triggered schedule governs only 12 months after filing. */
export function scheduleInForceAt(account: AccountState, separatedOn: IsoDate): Schedule {
  let schedule = account.versions[0]!.schedule;
  for (const v of account.versions)
    if (
      v.filedOn === null ||
      plusMonths(v.filedOn, SUBSEQUENT_ELECTION_EFFECT_MONTHS) <= separatedOn
    )
      schedule = v.schedule;
  return schedule;
}

/** The indices of the payment series that pass `test`. */
export const seriesWhere = (state: StateView, test: (s: PaymentSeries) => boolean): number[] =>
  state.series.flatMap((s, i) => (test(s) ? [i] : []));

/** The outcome of the run, read from the final state. */
export function outcomeOf(state: StateView, ctx: EngineContext): ParticipantOutcome {
  const through = ctx.evaluateThrough;
  const valuedAt = ctx.days.onOrBefore(through);
  const balances = new Map<AccountName, Cents>();
  for (const name of accountNames(state)) balances.set(name, state.ledger.value(name, valuedAt));
  const cca = balances.get('CCA') ?? 0n;
  const died = state.died;
  // A payment already valued when he dies is still paid on its date, to the beneficiary.
  const payments = state.payments.map((p) =>
    p.payee === 'participant' && died && died < p.date
      ? { ...p, payee: 'beneficiary' as const }
      : p,
  );
  return {
    refused: state.refused,
    deferrals: state.deferrals,
    pays: state.pays,
    companyCredits: state.companyCredits,
    forfeited: state.forfeited,
    payments,
    keyEmployee: [...state.keyEmployee],
    separation: state.separation,
    balances,
    ccaVested: percentOf(cca, vestedPctOn(state, through, ctx)),
    claims: [...state.claims.values()],
    ledger: state.ledger,
    died,
    vestedInFull: state.vestedInFull,
  };
}
