import { easternDate, parseInstant } from '../calendar/eastern.js';
import {
  divideHalfUp,
  formatMoney,
  minBig,
  parseMoney,
  parseScaled,
  percentOf,
  type Cents,
} from '../money/decimal.js';
import type { Plan } from '../plan/plan-definition.js';
import type {
  AccountName,
  EventOf,
  ParticipantEvent,
  ParticipantStory,
  Schedule,
} from '../scenario/types.js';
import { accountKind, compareAccounts, LUMP_SUM } from './accounts.js';
import { AccountState } from './account-state.js';
import { Agenda, Order } from './agenda.js';
import { applyClaimStep, claimStep, type ClaimState } from './claims.js';
import {
  dayOfMonthsAfter,
  plusDays,
  plusMonths,
  yearOf,
  type IsoDate,
  type ValuationDays,
} from './days.js';
import { deferralAmount, ElectionBook, planYearOfPay } from './deferrals.js';
import {
  investmentViolations,
  reviewElection,
  type AcceptedElection,
  type ElectionContext,
} from './elections.js';
import {
  keyEmployeeOn,
  keyEmployeePeriods,
  officerLimitUnpublished,
  type KeyEmployeePeriod,
} from './key-employee.js';
import { Ledger, splitByPercent } from './ledger.js';
import {
  defaultSeparationPaymentDate,
  keyEmployeePaymentDate,
  specifiedDatePayments,
  terminationPayments,
  type Benefit,
  type PaymentSeries,
  type PlannedPayment,
} from './payouts.js';
import type { PriceBook } from './prices.js';
import { reviewScheduleChange } from './schedule-change.js';
import {
  separationFromLeave,
  separationFromReduction,
  type SeparationFinding,
} from './separation.js';
import { vestedPct, yearsOfService } from './vesting.js';
import { refusalOf, violation, type Refusal, type Violation } from './violation.js';

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
}

export interface PaymentRecord {
  date: IsoDate;
  account: AccountName;
  benefit: Benefit;
  amount: Cents;
  valuedAt: IsoDate;
  installment?: [number, number];
  payee: 'participant' | 'beneficiary' | 'alternatePayee';
  rules: string[];
  trace: string[];
}

export interface ParticipantOutcome {
  refused: Refusal[];
  deferrals: {
    date: IsoDate;
    component: string;
    amount: Cents;
    account: AccountName;
    explanation: string[];
  }[];
  companyCredits: {
    date: IsoDate;
    kind: 'match' | 'retirement';
    amount: Cents;
    explanation: string[];
  }[];
  keyEmployee: KeyEmployeePeriod[];
  separation: SeparationFinding | null;
  forfeited: { date: IsoDate; amount: Cents; rules: string[] }[];
  payments: PaymentRecord[];
  balances: Map<AccountName, Cents>;
  ccaVested: Cents;
  claims: ClaimState[];
  ledger: Ledger;
  died: IsoDate | null;
}

/** The date an event takes effect; elections by their filing date in Eastern time (FORMAT.md). */
export function eventDate(event: ParticipantEvent): IsoDate | null {
  switch (event.type) {
    case 'election':
    case 'scheduleChange':
      return easternDate(parseInstant(event.filedAt)).toString();
    case 'keyEmployee':
      return event.identificationDate;
    case 'leave':
      return event.start;
    case 'retirementSavingsPlan':
    case 'compensation':
      return null;
    default:
      return event.date;
  }
}

/** Evaluates one participant's story (Articles II-VII, XI) through `evaluateThrough`. */
export class ParticipantRun {
  private readonly agenda = new Agenda();
  private readonly ledger: Ledger;
  private readonly book = new ElectionBook();
  private readonly accounts = new Map<AccountName, AccountState>();
  private readonly pendingInvestments = new Map<AccountName, [string, number][]>();
  private readonly eligibility: { date: IsoDate; notifiedOn: IsoDate }[] = [];
  private readonly ineligibleOn: IsoDate[] = [];
  private readonly series: PaymentSeries[] = [];
  private readonly deferredByYear = new Map<number, Cents>();
  private readonly retirementSavingsPct = new Map<number, string>();
  private readonly claimStates = new Map<string, ClaimState>();
  private readonly kePeriods: KeyEmployeePeriod[];
  private separation: SeparationFinding | null = null;
  private diedOn: IsoDate | null = null;
  private vestedInFull: { date: IsoDate; rule: string } | null = null;
  private planTerminatedOn: IsoDate | null = null;
  /** Set once the end of the month of Separation has fixed the Separation benefits. */
  private separationBenefitsStarted = false;
  /** 5.6: after a Change in Control Separation, late credits are paid as that benefit too. */
  private lateCreditBenefit: Benefit | null = null;
  private readonly out: Omit<
    ParticipantOutcome,
    'balances' | 'ccaVested' | 'ledger' | 'keyEmployee' | 'separation' | 'claims' | 'died'
  > = {
    refused: [],
    deferrals: [],
    companyCredits: [],
    forfeited: [],
    payments: [],
  };

  constructor(
    private readonly story: ParticipantStory,
    private readonly ctx: EngineContext,
  ) {
    this.ledger = new Ledger(ctx.prices);
    this.kePeriods = keyEmployeePeriods(story.events, ctx.plan, ctx.company.publiclyTraded);
  }

  run(): ParticipantOutcome {
    this.scheduleCompanyEvents();
    this.scheduleStory();
    this.scheduleYearEnds();
    this.agenda.runThrough(this.ctx.evaluateThrough);
    return this.outcome();
  }

  // ---- scheduling -------------------------------------------------------------------------

  private scheduleCompanyEvents() {
    const { changesInControl, planTermination } = this.ctx.company;
    for (const date of changesInControl) {
      // Plan 4.2(ii): the CCA vests in full on a Change in Control.
      this.agenda.add(date, Order.company, () => {
        this.vestedInFull ??= { date, rule: '4.2(ii)' };
      });
    }
    if (planTermination) {
      const { date, payOn } = planTermination;
      this.agenda.add(date, Order.company, () => {
        this.planTerminatedOn = date;
        this.vestedInFull ??= { date, rule: '9.3' }; // every balance is paid vested in full
      });
      this.agenda.add(this.ctx.days.endOfMonthBefore(payOn), Order.planTermination, () =>
        this.payPlanTermination(payOn),
      );
    }
  }

  private scheduleStory() {
    this.story.events.forEach((event, index) => {
      if (event.type === 'retirementSavingsPlan') {
        this.retirementSavingsPct.set(event.year, String(event.deferralPct));
        return;
      }
      if (event.type === 'compensation' && officerLimitUnpublished(event)) {
        const message = `the IRC 416(i) officer limit for ${event.year} is not published yet; an administrator must enter it`;
        return this.refuse(index, [violation('irs_limit_not_published', '1.20', message, 'year')]);
      }
      const date = eventDate(event);
      if (date === null || date > this.ctx.evaluateThrough) return;
      this.agenda.add(date, Order.participant, () => this.apply(event, index, date));
    });
  }

  private scheduleYearEnds() {
    const first = yearOf(this.story.hireDate);
    for (let year = first; `${year}-12-31` <= this.ctx.evaluateThrough; year++) {
      this.agenda.add(`${year}-12-31`, Order.yearEnd, () => this.creditCompanyContributions(year));
    }
  }

  private refuse(index: number, violations: Violation[]) {
    this.out.refused.push(refusalOf(index, violations));
  }

  private apply(event: ParticipantEvent, index: number, date: IsoDate) {
    switch (event.type) {
      case 'eligible':
        this.eligibility.push({ date: event.date, notifiedOn: event.notifiedOn });
        return;
      case 'ineligible':
        this.ineligibleOn.push(date);
        // Plan 2.2(a): elections run to the end of the Plan Year under way and no further.
        this.book.breaks.push({ date, throughYear: yearOf(date), rule: '2.2(a)', cancels: false });
        return;
      case 'election':
        return this.fileElection(event, index);
      case 'pay':
        return this.defer(event);
      case 'allocationChange':
        return this.changeAllocation(event, index);
      case 'keyEmployee':
      case 'compensation':
      case 'retirementSavingsPlan':
        return; // 1.20 periods are derived up front; 4.1(a) rates are facts of a year
      case 'leave': {
        const finding = separationFromLeave(event);
        if (finding && finding.date <= this.ctx.evaluateThrough) {
          this.agenda.add(finding.date, Order.derived, () => this.separate(finding));
        }
        return;
      }
      case 'serviceReduction': {
        const finding = separationFromReduction(event, this.ctx.plan);
        if (finding) this.separate(finding);
        return;
      }
      case 'separation':
        return this.separate({ date, rules: ['1.31'], reason: event.reason });
      case 'death':
        return this.die(date);
      case 'hardship401k':
        return this.cancelAfterHardship(date);
      case 'emergencyDecision':
        return this.decideEmergency(event, index);
      case 'scheduleChange':
        return this.changeSchedule(event, index, date);
      case 'domesticRelationsOrder':
        return this.payDomesticRelationsOrder(event, index);
      case 'claim':
        return this.stepClaim(event, index);
    }
  }

  // ---- elections and deferrals (Articles II, III) ------------------------------------------

  private electionContext(): ElectionContext {
    return {
      plan: this.ctx.plan,
      hireDate: this.story.hireDate,
      eligibility: this.eligibility,
      ineligibleOn: this.ineligibleOn,
      separatedOn: this.separation?.date ?? null,
      accounts: this.accounts,
    };
  }

  private fileElection(event: EventOf<'election'>, index: number) {
    const review = reviewElection(index, event, this.electionContext());
    if ('violations' in review) return this.refuse(index, review.violations);
    const election = review.accepted;
    this.book.accepted.push(election);
    for (const [account, investments] of Object.entries(event.investments ?? {})) {
      this.setInvestments(account, Object.entries(investments));
    }
    for (const [account] of election.allocation) {
      this.openAccount(account, election.planYear, event.schedules?.[account] ?? LUMP_SUM);
    }
  }

  /** 3.1(b): a sub-account's schedule is set by the first CDA that allocates to it. */
  private openAccount(name: AccountName, planYear: number, schedule: Schedule): AccountState {
    let account = this.accounts.get(name);
    if (account) return account;
    account = new AccountState(name, planYear, schedule);
    account.futureInvestments = this.pendingInvestments.get(name) ?? null;
    this.accounts.set(name, account);
    if (account.kind === 'SDA')
      this.planSeries(specifiedDatePayments(name, account.specifiedMonth, schedule, this.ctx.days));
    return account;
  }

  private setInvestments(name: AccountName, investments: [string, number][]) {
    const account = this.accounts.get(name);
    if (account) account.futureInvestments = investments;
    else this.pendingInvestments.set(name, investments);
  }

  /** 7.5: without an allocation, the capital preservation option. */
  private investmentsOf(name: AccountName): [string, number][] {
    return this.accounts.get(name)?.futureInvestments ?? [[this.ctx.capitalPreservationFund, 100]];
  }

  /** Article III, 7.1: defer part of a paycheck and credit it on the pay date. */
  private defer(pay: EventOf<'pay'>) {
    if (this.diedOn || (this.planTerminatedOn && this.planTerminatedOn <= pay.date)) return;
    const planYear = planYearOfPay(pay);
    const election = this.book.forPay(pay, planYear);
    if (!election || this.book.cancellationOf(pay, planYear)) return;
    if (this.performanceElectionVoid(pay, election)) return;
    const { amount, explanation } = deferralAmount(pay, election);
    if (amount <= 0n) return;
    const calendarYear = yearOf(pay.date);
    this.deferredByYear.set(calendarYear, (this.deferredByYear.get(calendarYear) ?? 0n) + amount);
    // Plan 3.3: split among sub-accounts as the CDA says, the last one taking the remainder.
    for (const [named, part] of splitByPercent(amount, election.allocation)) {
      if (part === 0n) continue;
      const account = this.creditableAccount(named, pay.date);
      const why =
        account === named
          ? explanation
          : [...explanation, `${named} has paid out: credited to the RTA`];
      this.openAccount(account, election.planYear, LUMP_SUM);
      this.ledger.credit(
        'deferral',
        account,
        part,
        this.investmentsOf(account),
        this.ctx.days.onOrAfter(pay.date),
      );
      this.out.deferrals.push({
        date: pay.date,
        component: pay.component,
        amount: part,
        account,
        explanation: why,
      });
      this.payLateCredit(account, pay.date);
    }
  }

  /**
   * 3.2(c), §1.409A-2(a)(8): a performance-based election is void for an amount paid before the
   * period ends because of a disability or a Change in Control (death stops deferrals anyway).
   */
  private performanceElectionVoid(pay: EventOf<'pay'>, election: AcceptedElection): boolean {
    const period = election.performancePeriod;
    if (election.kind !== 'performance' || !period || pay.date >= period.end) return false;
    const cic = this.ctx.company.changesInControl.some((c) => c <= pay.date);
    const disabled = this.story.events.some(
      (e) => e.type === 'leave' && e.kind === 'disability' && e.start <= pay.date,
    );
    return cic || disabled;
  }

  /**
   * Interpretation: an SDA whose specified date has come no longer takes deferrals (paying them
   * at once would defeat the deferral); they go to the RTA, paid after Separation (5.1).
   */
  private creditableAccount(name: AccountName, date: IsoDate): AccountName {
    const account = this.accounts.get(name);
    if (account?.kind !== 'SDA') return name;
    return `${account.specifiedMonth}-15` <= date || account.fullyPaid ? 'RTA' : name;
  }

  /**
   * 2.2(c), 1.22: a credit that lands after its sub-account's benefit was valued in full (pay
   * dated after Separation) is paid as soon as practicable: valued at the end of its month and
   * paid on the 15th of the next (a Key Employee not before the 7th month after Separation).
   */
  private payLateCredit(account: AccountName, date: IsoDate) {
    const separatedOn = this.separation?.date;
    if (!separatedOn || !this.separationBenefitsStarted || accountKind(account) === 'SDA') return;
    const pending = this.series.some(
      (s) => s.account === account && !s.cancelled && s.valued < s.payments.length,
    );
    if (pending) return; // the installments still to come take it with them (5.8)
    const keyEmployee = keyEmployeeOn(this.kePeriods, separatedOn) !== undefined;
    const earliest = this.separationPaymentDate(separatedOn, keyEmployee);
    const next = dayOfMonthsAfter(this.ctx.days.onOrAfter(date), 1, 15);
    const payDate = next > earliest ? next : earliest;
    const valuationDate = this.ctx.days.endOfMonthBefore(payDate);
    const benefit: Benefit =
      this.lateCreditBenefit ?? (account === 'CCA' ? 'companyContribution' : 'termination');
    const trace = [
      `credit of ${date} after the ${account} benefit was valued in full: paid as soon as practicable (2.2(c), 1.22)`,
    ];
    this.planSeries([
      {
        account,
        benefit,
        payDate,
        valuationDate,
        share: { kind: 'all' },
        payee: 'participant',
        rules: ['2.2(c)', '1.22'],
        trace,
      },
    ]);
  }

  /** 3.7(ii): deferrals cancelled through the Plan Year containing the 6-month anniversary. */
  private cancelAfterHardship(date: IsoDate) {
    if (!this.ctx.plan.value('cancelDeferralsOnHardship401k', date)) return;
    this.book.breaks.push({
      date,
      throughYear: yearOf(plusMonths(date, 6)),
      rule: '3.7(ii)',
      cancels: true,
    });
  }

  // ---- deemed investments (Article VII) ------------------------------------------------------

  /** 7.4: future credits, existing balances, or both; allowed after Separation too. */
  private changeAllocation(event: EventOf<'allocationChange'>, index: number) {
    const violations = investmentViolations(event.investments, event.account, 'investments');
    if (violations.length > 0) return this.refuse(index, violations);
    const investments = Object.entries(event.investments);
    if (event.applyTo !== 'existing') this.setInvestments(event.account, investments);
    if (event.applyTo === 'future') return;
    const valuedAt = this.ctx.days.onOrAfter(event.date);
    const value = this.ledger.redeem('reallocation', event.account, null, valuedAt);
    if (value > 0n) this.ledger.credit('reallocation', event.account, value, investments, valuedAt);
  }

  // ---- company contributions and vesting (Article IV) --------------------------------------

  private employedOn(date: IsoDate): boolean {
    return (
      this.story.hireDate <= date &&
      !this.diedOn &&
      (!this.separation || this.separation.date > date)
    );
  }

  /**
   * 4.1: as of December 31, to those employed that day (Interpretation: a Separation dated
   * December 31 is not employment through it). (a) the restoration match, (b) the retirement
   * contribution, both on the year's credited deferrals.
   */
  private creditCompanyContributions(year: number) {
    const date = `${year}-12-31`;
    if (!this.employedOn(date) || (this.planTerminatedOn && this.planTerminatedOn <= date)) return;
    const deferred = this.deferredByYear.get(year) ?? 0n;
    if (deferred === 0n) return;
    const credits: ['match' | 'retirement', Cents, string][] = [];
    const ownPct = this.retirementSavingsPct.get(year);
    if (ownPct !== undefined) {
      const match = this.ctx.plan.parameter('match', date);
      const own = parseScaled(ownPct, 4);
      const cap = BigInt(match.value.upToPct) * 10000n;
      const pct = own < cap ? own : cap;
      const amount = divideHalfUp(
        deferred * pct * BigInt(match.value.ratePct),
        100n * 10000n * 100n,
      );
      credits.push([
        'match',
        amount,
        `${formatMoney(deferred)} deferred in ${year} x min(${ownPct}%, ${match.value.upToPct}%) x ${match.value.ratePct}% (4.1(a))`,
      ]);
    }
    const retirementPct = this.ctx.plan.value('retirementContributionPct', date);
    if (retirementPct > 0) {
      credits.push([
        'retirement',
        percentOf(deferred, retirementPct),
        `${formatMoney(deferred)} x ${retirementPct}% (4.1(b))`,
      ]);
    }
    for (const [kind, amount, why] of credits) {
      if (amount === 0n) continue;
      this.openAccount('CCA', year, LUMP_SUM);
      this.ledger.credit(
        'companyCredit',
        'CCA',
        amount,
        this.investmentsOf('CCA'),
        this.ctx.days.onOrAfter(date),
      );
      this.out.companyCredits.push({ date, kind, amount, explanation: [why] });
    }
  }

  /** 4.2: vested % of the CCA on a date. */
  private vestedPctOn(date: IsoDate): number {
    if (this.vestedInFull && this.vestedInFull.date <= date) return 100;
    if (this.separation && this.separation.date <= date) return 100; // the rest was forfeited
    return vestedPct(
      this.ctx.plan.value('vestingSchedule', date),
      yearsOfService(this.story.hireDate, date),
    );
  }

  /** 4.2: what is unvested at Separation is forfeited. */
  private forfeitUnvested(date: IsoDate) {
    const pct = this.vestedPctOn(date);
    if (pct >= 100) return;
    const valuedAt = this.ctx.days.onOrBefore(date);
    const value = this.ledger.value('CCA', valuedAt);
    const forfeited = value - percentOf(value, pct);
    if (forfeited <= 0n) return;
    this.ledger.redeem('forfeiture', 'CCA', forfeited, valuedAt);
    this.out.forfeited.push({ date, amount: forfeited, rules: ['4.2'] });
  }

  // ---- Separation, death and their benefits (1.31, Article V) -------------------------------

  private separate(finding: SeparationFinding) {
    if (this.separation || this.diedOn) return;
    const date = finding.date;
    const keyEmployee = keyEmployeeOn(this.kePeriods, date);
    const why = [
      `Separation from Service on ${date}: ${finding.reason} (${finding.rules.join(', ')})`,
    ];
    if (keyEmployee) why.push(`Key Employee from ${keyEmployee.from} to ${keyEmployee.to} (1.20)`);
    const window = this.ctx.plan.parameter('cicWindowMonths', date);
    const cic = this.ctx.company.changesInControl.find(
      (c) => c <= date && date <= plusMonths(c, window.value),
    );
    if (cic) {
      this.vestedInFull ??= { date: cic, rule: '4.2(ii)' };
      this.separation = finding;
      why.push(
        `within ${window.value} months after the Change in Control on ${cic} (5.6, cicWindowMonths from ${window.from})`,
      );
      return this.payEverythingAt(date, keyEmployee !== undefined, 'changeInControl', ['5.6'], why);
    }
    this.forfeitUnvested(date);
    this.separation = finding;
    const endOfMonth = this.ctx.days.endOfMonth(date);
    this.agenda.add(endOfMonth, Order.valuation, () =>
      this.startSeparationBenefits(date, keyEmployee !== undefined, why),
    );
  }

  /** 5.1(b)(i) or the Key Employee date (5.3(b), 5.6, 5.7). */
  private separationPaymentDate(separatedOn: IsoDate, keyEmployee: boolean): IsoDate {
    return keyEmployee
      ? keyEmployeePaymentDate(separatedOn)
      : defaultSeparationPaymentDate(separatedOn);
  }

  /** 5.6: everything in one lump sum, valued at the end of the month of Separation. */
  private payEverythingAt(
    date: IsoDate,
    keyEmployee: boolean,
    benefit: Benefit,
    rules: string[],
    why: string[],
  ) {
    for (const s of this.series) s.cancelled = true;
    const valuedAt = this.ctx.days.endOfMonth(date);
    const payDate = this.separationPaymentDate(date, keyEmployee);
    this.agenda.add(valuedAt, Order.valuation, () => {
      this.separationBenefitsStarted = true;
      this.lateCreditBenefit = benefit;
      const trace = [...why, `valued at the end of the month of Separation, ${valuedAt}`];
      this.payEveryAccount({
        benefit,
        payDate,
        valuationDate: valuedAt,
        payee: 'participant',
        rules,
        trace,
      });
    });
  }

  /** 5.4, 5.6, 9.3: one lump sum from every sub-account, each then paid in full. */
  private payEveryAccount(payment: Omit<PlannedPayment, 'account' | 'share'>) {
    for (const account of this.accountNames()) {
      this.value({ ...payment, account, share: { kind: 'all' } });
      this.markPaid(account);
    }
  }

  /** At the end of the month of Separation: 5.7 small balance or 5.1 schedule; 5.3 for the CCA. */
  private startSeparationBenefits(separatedOn: IsoDate, keyEmployee: boolean, why: string[]) {
    const valuedAt = this.ctx.days.endOfMonth(separatedOn);
    const payDate = this.separationPaymentDate(separatedOn, keyEmployee);
    this.separationBenefitsStarted = true;
    const rta = this.accounts.get('RTA');
    if (rta && !this.diedOn) {
      const value = this.ledger.value('RTA', valuedAt);
      const limit = this.ctx.plan.parameter('smallBalanceLimit', separatedOn);
      if (value > 0n && value <= parseMoney(limit.value)) {
        const trace = [
          ...why,
          `RTA worth ${formatMoney(value)} at ${valuedAt}, at most smallBalanceLimit ${limit.value} (5.7, from ${limit.from}): one lump sum`,
        ];
        this.value({
          account: 'RTA',
          benefit: 'smallBalance',
          payDate,
          valuationDate: valuedAt,
          share: { kind: 'all' },
          payee: 'participant',
          rules: ['5.7', '5.1(a)(i)'],
          trace,
        });
        this.markPaid('RTA');
      } else if (value > 0n) {
        const schedule = this.scheduleInForceAt(rta, separatedOn);
        this.planSeries(
          terminationPayments(separatedOn, schedule, keyEmployee, this.ctx.days, why),
        );
      }
    }
    if (this.accounts.has('CCA')) {
      const trace = [
        ...why,
        `vested CCA valued at the end of the month of Separation, ${valuedAt} (5.3(a))`,
        `paid on ${payDate} (5.3(b))`,
      ];
      this.value({
        account: 'CCA',
        benefit: 'companyContribution',
        payDate,
        valuationDate: valuedAt,
        share: { kind: 'all' },
        payee: 'participant',
        rules: ['5.3'],
        trace,
      });
    }
  }

  /** 6.4: a change to a Separation-triggered schedule governs only 12 months after filing. */
  private scheduleInForceAt(account: AccountState, separatedOn: IsoDate): Schedule {
    let schedule = account.versions[0]!.schedule;
    for (const v of account.versions)
      if (v.filedOn === null || plusMonths(v.filedOn, 12) <= separatedOn) schedule = v.schedule;
    return schedule;
  }

  /** 5.4: death pays everything unpaid to the Beneficiary, valued at the date of death. */
  private die(date: IsoDate) {
    if (this.diedOn) return;
    if (!this.separation) {
      this.vestedInFull ??= { date, rule: '4.2(i)' }; // death while an Employee
      this.separation = { date, rules: ['1.31'], reason: 'death' };
    }
    this.diedOn = date;
    for (const s of this.series) s.cancelled = true;
    const valuationDate = this.ctx.days.onOrBefore(date);
    const payDate = dayOfMonthsAfter(date, 1, 15);
    const trace = [
      `death on ${date} (5.4)`,
      `valued at the date of death (${valuationDate})`,
      `paid on ${payDate}, the 15th of the month after the month of death (5.4)`,
    ];
    this.payEveryAccount({
      benefit: 'death',
      payDate,
      valuationDate,
      payee: 'beneficiary',
      rules: ['5.4'],
      trace,
    });
  }

  /** 9.3: every balance, vested in full, in one lump sum on `payOn`. */
  private payPlanTermination(payOn: IsoDate) {
    const valuationDate = this.ctx.days.endOfMonthBefore(payOn);
    // Every balance is already vested in full from the Board's action (scheduleCompanyEvents).
    for (const s of this.series) if (s.payments.some((p) => p.payDate >= payOn)) s.cancelled = true;
    const trace = [
      `plan termination by the Board: every balance paid on ${payOn} (9.3, §1.409A-3(j)(4)(ix))`,
      `valued at the end of the month before the month of payment, ${valuationDate}`,
    ];
    const rules = ['9.3'];
    this.payEveryAccount({
      benefit: 'planTermination',
      payDate: payOn,
      valuationDate,
      payee: 'participant',
      rules,
      trace,
    });
  }

  // ---- emergencies, orders, schedule changes, claims -------------------------------------

  /** 5.5: RTA first, then SDAs latest payment date first; within 90 days; then 3.7(i). */
  private decideEmergency(event: EventOf<'emergencyDecision'>, index: number) {
    if (!event.approved) return;
    const valuedAt = this.ctx.days.onOrBefore(event.date);
    const sources = [...this.accounts.values()]
      .filter((a) => a.kind !== 'CCA')
      .sort((a, b) =>
        a.kind !== b.kind
          ? a.kind === 'RTA'
            ? -1
            : 1
          : a.specifiedMonth > b.specifiedMonth
            ? -1
            : 1,
      );
    const available = sources.reduce((sum, a) => sum + this.ledger.value(a.name, valuedAt), 0n);
    const amount = parseMoney(event.amount);
    const violations: Violation[] = [];
    if (amount > available)
      violations.push(
        violation(
          'emergency_exceeds_balance',
          '5.5',
          `the RTA and SDAs hold ${formatMoney(available)}, less than ${event.amount}`,
          'amount',
        ),
      );
    if (event.payOn > plusDays(event.date, 90) || event.payOn < event.date)
      violations.push(
        violation(
          'emergency_payment_window',
          '5.5',
          `an emergency payment is made within 90 days after the decision (${event.date} to ${plusDays(event.date, 90)})`,
          'payOn',
        ),
      );
    if (amount <= 0n)
      violations.push(
        violation('emergency_amount', '5.5', 'the amount must be positive', 'amount'),
      );
    if (violations.length > 0) return this.refuse(index, violations);
    let left = amount;
    for (const account of sources) {
      if (left === 0n) break;
      const take = minBig(left, this.ledger.value(account.name, valuedAt));
      if (take === 0n) continue;
      left -= take;
      const trace = [
        `Unforeseeable Emergency approved ${event.date} for ${event.amount} (5.5)`,
        'taken from the RTA first, then SDAs with the latest payment date first (5.5)',
        `valued at the decision date ${valuedAt}`,
      ];
      this.value({
        account: account.name,
        benefit: 'emergency',
        payDate: event.payOn,
        valuationDate: valuedAt,
        share: { kind: 'amount', amount: take },
        payee: 'participant',
        rules: ['5.5'],
        trace,
      });
    }
    // Plan 3.7(i): deferrals cancelled for the rest of the Plan Year of the payment.
    this.book.breaks.push({
      date: event.date,
      throughYear: yearOf(event.payOn),
      rule: '3.7(i)',
      cancels: true,
    });
  }

  /** 5.9, 12.1: the alternate payee's share of each sub-account, one lump sum. */
  private payDomesticRelationsOrder(event: EventOf<'domesticRelationsOrder'>, index: number) {
    if (!Number.isInteger(event.pct) || event.pct <= 0 || event.pct > 100) {
      return this.refuse(index, [
        violation(
          'order_pct_invalid',
          '5.9',
          'an order assigns a whole percentage from 1 to 100',
          'pct',
        ),
      ]);
    }
    const valuedAt = this.ctx.days.onOrBefore(event.date);
    for (const account of this.accountNames()) {
      const value = this.ledger.value(account, valuedAt);
      const vested = account === 'CCA' ? percentOf(value, this.vestedPctOn(event.date)) : value;
      const share = percentOf(vested, event.pct);
      if (share === 0n) continue;
      const trace = [
        `domestic relations order of ${event.date}: ${event.pct}% to ${event.alternatePayee} (5.9, 12.1)`,
        `valued at the order's date ${valuedAt}`,
      ];
      this.value({
        account,
        benefit: 'domesticRelationsOrder',
        payDate: event.date,
        valuationDate: valuedAt,
        share: { kind: 'amount', amount: share },
        payee: 'alternatePayee',
        rules: ['5.9'],
        trace,
      });
    }
  }

  /** Article VI. */
  private changeSchedule(event: EventOf<'scheduleChange'>, index: number, filedOn: IsoDate) {
    const account = this.accounts.get(event.account);
    const separatedOn = this.separation?.date ?? null;
    const keyEmployee =
      separatedOn !== null && keyEmployeeOn(this.kePeriods, separatedOn) !== undefined;
    const review = reviewScheduleChange({
      event,
      filedOn,
      account,
      plan: this.ctx.plan,
      separatedOn,
      keyEmployee,
      inForce: account && separatedOn ? this.scheduleInForceAt(account, separatedOn) : null,
    });
    if (review.violations.length > 0) return this.refuse(index, review.violations);
    account!.versions.push({
      schedule: event.schedule,
      filedOn,
      ...(account!.kind === 'SDA'
        ? { specifiedMonth: event.specifiedMonth ?? account!.specifiedMonth }
        : {}),
    });
    if (account!.kind === 'SDA') {
      this.replaceSeries(
        account!.name,
        specifiedDatePayments(
          account!.name,
          account!.specifiedMonth,
          event.schedule,
          this.ctx.days,
        ),
      );
    } else if (
      separatedOn !== null &&
      this.series.some((s) => s.account === 'RTA' && !s.cancelled)
    ) {
      const why = [`schedule changed on ${filedOn} (Article VI)`];
      this.replaceSeries(
        'RTA',
        terminationPayments(separatedOn, event.schedule, keyEmployee, this.ctx.days, why),
      );
    }
  }

  private stepClaim(event: EventOf<'claim'>, index: number) {
    const state = this.claimStates.get(event.id);
    const violations = claimStep(state, event.id, event.action, event.date);
    if (violations.length > 0) return this.refuse(index, violations);
    this.claimStates.set(event.id, applyClaimStep(state, event.id, event.action, event.date));
  }

  // ---- payments ------------------------------------------------------------------------------

  private planSeries(payments: PlannedPayment[]) {
    if (payments.length === 0) return;
    const series: PaymentSeries = {
      account: payments[0]!.account,
      payments,
      cancelled: false,
      valued: 0,
    };
    this.series.push(series);
    payments.forEach((p, i) => {
      this.agenda.add(p.valuationDate, Order.valuation, () => {
        if (series.cancelled) return;
        series.valued += 1;
        this.value(p);
        if (i === payments.length - 1) this.markPaid(p.account);
      });
    });
  }

  private replaceSeries(account: AccountName, payments: PlannedPayment[]) {
    for (const s of this.series) if (s.account === account) s.cancelled = true;
    this.planSeries(payments);
  }

  private markPaid(account: AccountName) {
    const state = this.accounts.get(account);
    if (state) state.fullyPaid = true;
  }

  /** Fixes a payment's amount at its valuation point; it earns nothing until paid (FORMAT.md). */
  private value(p: PlannedPayment) {
    const value = this.ledger.value(p.account, p.valuationDate);
    const holdings = `value of ${p.account} at ${p.valuationDate}: ${this.ledger.describe(p.account, p.valuationDate)} = ${formatMoney(value)}`;
    let amount: Cents | null = null;
    let how = 'the whole sub-account';
    if (p.share.kind === 'fraction') {
      amount = divideHalfUp(value * BigInt(p.share.numerator), BigInt(p.share.denominator));
      how = `${formatMoney(value)} x ${p.share.numerator} / ${p.share.denominator}, half-up = ${formatMoney(amount)}`;
    } else if (p.share.kind === 'amount') {
      amount = p.share.amount;
      how = `${formatMoney(amount)} of ${formatMoney(value)}`;
    }
    const paid = this.ledger.redeem('payment', p.account, amount, p.valuationDate);
    if (paid === 0n) return;
    const record: PaymentRecord = {
      date: p.payDate,
      account: p.account,
      benefit: p.benefit,
      amount: paid,
      valuedAt: p.valuationDate,
      payee: p.payee,
      rules: p.rules,
      trace: [...p.trace, holdings, how],
    };
    if (p.installment) record.installment = p.installment;
    this.agenda.add(p.payDate, Order.payment, () => {
      this.accounts.get(p.account)?.paidOn.push(p.payDate);
      this.out.payments.push(record);
    });
  }

  private accountNames(): AccountName[] {
    return [...this.accounts.keys()].sort(compareAccounts);
  }

  // ---- result --------------------------------------------------------------------------------

  private outcome(): ParticipantOutcome {
    const through = this.ctx.evaluateThrough;
    const valuedAt = this.ctx.days.onOrBefore(through);
    const balances = new Map<AccountName, Cents>();
    for (const name of this.accountNames()) balances.set(name, this.ledger.value(name, valuedAt));
    const cca = balances.get('CCA') ?? 0n;
    for (const p of this.out.payments) {
      // A payment already valued when he dies is still paid on its date, to the beneficiary.
      if (p.payee === 'participant' && this.diedOn && this.diedOn < p.date) p.payee = 'beneficiary';
    }
    return {
      ...this.out,
      keyEmployee: this.kePeriods,
      separation: this.separation,
      balances,
      ccaVested: percentOf(cca, this.vestedPctOn(through)),
      claims: [...this.claimStates.values()],
      ledger: this.ledger,
      died: this.diedOn,
    };
  }
}
