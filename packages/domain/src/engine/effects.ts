import type { Cents } from '../money/decimal.js';
import type { AccountName, ParticipantEvent, Schedule } from '../scenario/types.js';
import type { ScheduleVersion } from './account-state.js';
import type { ClaimState } from './claims.js';
import type { IsoDate } from './days.js';
import type { ElectionBreak } from './deferrals.js';
import type { AcceptedElection } from './elections.js';
import type { EntryKind } from './ledger.js';
import type { Benefit, PlannedPayment } from './payouts.js';
import type { MadeClaim } from './payments-made.js';
import type { SeparationFinding } from './separation.js';
import type {
  CompanyCredit,
  DeferralRecord,
  Forfeiture,
  PaymentRecord,
  PayRecord,
} from './state.js';
import type { Violation } from './violation.js';

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

/**
 * What a rule decides, as data: `apply` is the only place the participant state changes. A
 * rule computes its effects from the state as it was when the event came; `apply` takes them
 * in order.
 */
export type Effect =
  | { type: 'refuse'; index: number; violations: Violation[] }
  | { type: 'schedule'; date: IsoDate; order: number; event: AgendaEvent }
  | { type: 'eligible'; date: IsoDate; notifiedOn: IsoDate }
  | { type: 'ineligible'; date: IsoDate }
  | { type: 'electionBreak'; electionBreak: ElectionBreak }
  | { type: 'acceptElection'; election: AcceptedElection }
  | { type: 'retirementSavingsPct'; year: number; pct: string }
  | { type: 'setInvestments'; account: AccountName; investments: [string, number][] }
  /** 7.3: every unit of `from` in the sub-account sold at `valuedAt`, its value bought in `to`. */
  | { type: 'moveFund'; account: AccountName; from: string; to: string; valuedAt: IsoDate }
  | { type: 'openAccount'; account: AccountName; planYear: number; schedule: Schedule }
  | { type: 'addScheduleVersion'; account: AccountName; version: ScheduleVersion }
  | {
      type: 'credit';
      kind: Extract<EntryKind, 'deferral' | 'companyCredit'>;
      account: AccountName;
      amount: Cents;
      investments: [string, number][];
      valuedAt: IsoDate;
    }
  | {
      type: 'reallocate';
      account: AccountName;
      investments: [string, number][];
      valuedAt: IsoDate;
    }
  | {
      type: 'redeem';
      kind: Extract<EntryKind, 'payment' | 'forfeiture'>;
      account: AccountName;
      /** null: everything. */
      amount: Cents | null;
      valuedAt: IsoDate;
    }
  | { type: 'deferredInYear'; year: number; amount: Cents }
  | { type: 'recordDeferral'; deferral: DeferralRecord }
  | { type: 'recordPay'; pay: PayRecord }
  | { type: 'recordCompanyCredit'; credit: CompanyCredit }
  | { type: 'recordForfeiture'; forfeiture: Forfeiture }
  | { type: 'vestInFull'; date: IsoDate; rule: string }
  | { type: 'planTerminated'; date: IsoDate }
  | { type: 'separate'; finding: SeparationFinding }
  | { type: 'die'; date: IsoDate }
  /** 2.2(c): from now on a late credit is paid on its own (as `lateCreditBenefit`, 5.6). */
  | { type: 'separationBenefitsStarted'; lateCreditBenefit?: Benefit }
  | { type: 'planSeries'; payments: PlannedPayment[] }
  | { type: 'cancelSeries'; series: number[] }
  | { type: 'seriesValued'; series: number }
  | { type: 'markPaid'; account: AccountName }
  | { type: 'paid'; record: PaymentRecord }
  /** The `index`th payment made is taken into the story (by its planned payment, or alone). */
  | { type: 'claimMade'; index: number; as: MadeClaim }
  /** A payment is planned under `key` (without occurrence): the next one there is the n+1-th. */
  | { type: 'keyPlanned'; key: string }
  | { type: 'claim'; claim: ClaimState };

export type EffectOf<T extends Effect['type']> = Extract<Effect, { type: T }>;

export type AgendaEventOf<T extends AgendaEvent['type']> = Extract<AgendaEvent, { type: T }>;
